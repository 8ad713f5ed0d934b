"""The event's words that come from the rules core: the rulespack page (``Rulespack.describe()``'s codes and values,
worded by ``core.wording.rulespack``), the rules' refusals (a rulespack, a team, a group event's draw) and a roster
file refused, each in the reader's language; the English is what the pages always said."""

import pytest
from django.urls import reverse
from django.utils import translation

from core import wording
from rules.errors import DomainError
from rules.rosterfile import RosterFileError, load_roster, parse_roster
from rules.textinput import JSONInputError, load_json, name_violation
from rules.tournament import Rulespack

from .. import services

pytestmark = pytest.mark.django_db


def english(pack: Rulespack) -> dict[str, str]:
    with translation.override("en"):
        return dict(wording.rulespack(pack.describe()))


def test_the_rulespack_page_says_in_english_what_it_always_said():
    assert english(Rulespack.default("sevens")) == {
        "Edition": "2020 (Death Zone Sevens, Matched Play Guide)",
        "Ruleset": "Blood Bowl Sevens",
        "Team Draft Budget": "600,000 gold pieces",
        "Rounds": "5",
        "Scoring": "Win 2, Draw 1, Loss 0 Tournament Points",
        "Bonus Points": "3+ touchdowns, no touchdown conceded, 3+ casualties",
        "Tiebreakers": "Bonus Points, Touchdown Difference, Touchdowns scored, Casualties inflicted",
        "Concession": "opponent wins at least 3-0 with every Bonus Point; conceder -1",
        "Odd number of coaches": "Bye (a 2-0 win)",
        "Final round": "usual pairing",
        "Skill Points": "Tier 1: 6 (1 Secondary at most), Tier 2: 8 (2 Secondary at most), Tier 3: 10 (3 Secondary at "
                        "most)",
        "Star Players": "not allowed",
        "Inducements": "Agency Cheerleaders, Part-time Assistant Coach, Bloodweiser Keg, Desperate Measures, Special "
                       "Play, Extra Team Training, Bribe, Wandering Apothecary, Mortuary Assistant, Plague Doctor, "
                       "Halfling Master Chef, Mercenary Player",
        "Knockout draw": "Extra time, as the Blood Bowl rulebook says (the result names the winner)",
        "Optional rules": "none",
        "Awards": "First Place, Second Place, Third Place, Stunty Cup, Most Touchdowns, Most Casualties",
    }


def test_every_choice_of_the_rulespack_is_said():
    lines = english(Rulespack.default(
        "sevens", spare_player=True, secret_objectives=True, final_round_keeps_top=True, star_players=True,
        injuries_carry=True, gold_escalation=25_000, awards=("first", "Best Painted"), knockout_draw="tiebreakers",
        tiebreakers=("secret_objectives", "head_to_head"),
    ))
    assert lines["Odd number of coaches"] == "Spare Player"
    assert lines["Final round"] == "1st and 2nd meet again"
    assert lines["Star Players"] == "allowed"
    assert lines["Tiebreakers"] == "Secret Objectives achieved, Head-to-head points"
    assert lines["Optional rules"] == "injuries carried between rounds, Gold escalation of 25,000 a round, Secret " \
                                      "Objectives"
    assert lines["Knockout draw"] == "Bonus Points, then casualties in the game, then the higher seed"
    assert lines["Awards"] == "First Place, Best Painted"  # an award the organiser named, as he wrote it
    dungeon = english(Rulespack.default("dungeon-sevens", bonus_points=False, tiebreakers=(), inducements=()))
    assert dungeon["Scoring"] == "Points Win 40, Runaway Win 50, Annihilation Win 50, Draw 20, Loss 0"
    assert (dungeon["Bonus Points"], dungeon["Tiebreakers"], dungeon["Inducements"]) == ("none", "none", "none")
    journal = english(Rulespack.default("sevens", "2025"))
    assert journal["Edition"] == "2025 (Spike! Journal 22 Sevens and its Matched Play)"
    assert journal["Skill Points"] == ("Tier 1: 1, Tier 2: 2, Tier 3: 3, Tier 4: 4; 1 Secondary skill at most for the "
                                       "whole team; 2 Elite skills at most (Block, Dodge, Guard, Mighty Blow)")


def test_the_rulespack_is_worded_in_the_readers_language():
    with translation.override("fr"):
        lines = wording.rulespack(Rulespack.default("sevens").describe())
        budget = dict(lines)[translation.gettext("Team Draft Budget")]
        assert wording.gp(600_000) in budget  # gold grouped as French writes it
        assert wording.gp(600_000) != "600,000"
        assert dict(lines)[translation.gettext("Knockout draw")] == translation.gettext(
            "Extra time, as the Blood Bowl rulebook says (the result names the winner)")


def test_the_event_page_shows_the_worded_rulespack(cast, client):
    services.event_create(organiser=cast.commissioner, name="Worded Open", ruleset="sevens")
    page = client.get(reverse("events:detail", args=["worded-open"]), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "<dt>Team Draft Budget</dt><dd>600,000 gold pieces</dd>" in page
    assert "<dt>Concession</dt><dd>opponent wins at least 3-0 with every Bonus Point; conceder -1</dd>" in page


# --- refusals -------------------------------------------------------------------------------------------------


def test_a_rulespack_refused_is_worded_beside_its_field(cast, client):
    client.force_login(cast.commissioner)
    response = client.post(reverse("events:create"), {
        "name": "Objectives Cup", "ruleset": "sevens", "edition": "2020", "rounds_planned": 3, "budget": 600_000,
        "tiebreaker_1": "secret_objectives", "structure": "swiss", "knockout_size": 8, "team_size": 3,
    }, HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 422
    errors = response.content.decode().split('id="id_tiebreaker_1_errors"')[1][:300]
    assert "The Secret Objectives tiebreaker needs the Secret Objectives rule." in errors
    with translation.override("en"), pytest.raises(DomainError) as caught:
        services.event_create(organiser=cast.commissioner, name="Stars", ruleset="sevens", edition="2025",
                              star_players=True)
    assert caught.value.message == "The 2025 Sevens has no Star Players."
    assert caught.value.messages() == [("star_players", "The 2025 Sevens has no Star Players.")]


def test_a_group_event_that_cannot_be_grouped_is_refused_in_words(cast):
    event = services.event_create(organiser=cast.commissioner, name="Groups", ruleset="sevens", structure="groups")
    for name in ("Ann", "Bob", "Cy", "Di", "Ed"):
        event.coaches.create(name=name)
    with translation.override("en"), pytest.raises(DomainError) as caught:
        services.round_pair(event=event, actor=cast.commissioner, seed=1)
    assert caught.value.message == "5 coaches cannot be divided into groups of four (and three)."


# --- a file refused ---------------------------------------------------------------------------------------------


def said(error: Exception) -> str:
    with translation.override("en"):
        return wording.file_problem(error)


def roster(**changes):
    return {"format": "sevens-roster/1", "ruleset": "sevens", "name": "Rookies", "race": "Human",
            "players": [{"number": 1, "name": "Lars", "position": "Human Lineman", "skills": []}], **changes}


@pytest.mark.parametrize(("data", "english_line", "worded"), [
    ([], "a roster file is a JSON object", "A roster file is a JSON object."),
    (roster(format="x"), "'format' must be 'sevens-roster/1', not \"x\"",
     "'format' must be sevens-roster/1, not \"x\"."),
    (roster(rerolls=-1), "'rerolls' must be a whole number from 0 to 32,767, not -1",
     "'rerolls' must be a whole number from 0 to 32,767, not -1."),
    (roster(name=" "), "'name' must be a non-empty string", "'name' cannot be empty."),
    (roster(players=[{"number": 1, "position": "Human Lineman"}, {"number": 2, "position": ""}]),
     "player 2: 'position' must be a non-empty string", "Player 2 of the file: 'position' cannot be empty."),
    (roster(players=[{"position": "Human Lineman", "veteran": "yes"}]),
     "player 1: 'veteran' must be true or false, not \"yes\"",
     "Player 1 of the file: 'veteran' must be true or false, not \"yes\"."),
])
def test_a_roster_file_refused_keeps_its_english_line_and_is_worded_for_the_pages(data, english_line, worded):
    with pytest.raises(RosterFileError) as caught:
        parse_roster(data)
    assert str(caught.value) == english_line  # the command line's
    assert said(caught.value) == worded


def test_a_file_that_is_not_json_is_worded_too():
    with pytest.raises(JSONInputError) as caught:
        load_json("{")
    assert said(caught.value) == "This is not JSON: it goes wrong at line 1, column 2."
    with pytest.raises(RosterFileError) as caught:
        load_roster(b'{"name": "\xff"}')
    assert said(caught.value) == "The file is not UTF-8 text (byte 11)."


def test_a_typed_name_refused_is_a_whole_sentence():
    with translation.override("en"):
        assert wording.word(name_violation("x" * 61, max_length=60)) == (
            "The name must be at most 60 characters (it has 61).")
        assert wording.word(name_violation("a\tb", max_length=60)) == (
            "The name must not contain the control character U+0009.")
        assert wording.word(name_violation("  ", max_length=60, key="race")) == "'race' cannot be empty."

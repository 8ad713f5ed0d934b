"""The bbroster.com export code, with codes shaped like those in bbroster's own tests
(wrightomated/blood-bowl-roster, src/__tests__/data/testRosterData.ts and specialRuleData.ts)."""

from __future__ import annotations

import pytest

from rules.bbroster import POSITIONS, TEAMS, parse_bbroster
from rules.draft import validate_draft
from rules.errors import DomainError
from rules.rosters import race
from rules.rulesets import get_ruleset

# bbroster's testRosterString: an Imperial Nobility team, names split on "." (a code from before mode and format).
OLD_IMPERIAL = "t1t1000d1r2p1p1p1p1p2p3p4p4p4p4p5s3IAltdorf%20Daemons.Bob......Bill"
# bbroster's playerSkillsString, on today's Norse (team 31, Norse Raider Lineman 144).
NORSE_SKILLS = "t31t20d1p144s1n1e21.55t1c10-101"
# A Sevens league team as bbroster writes it today: mode 0 (league), format 1 (sevens), names split on ":".
SEVENS_HUMANS = "t9t280m0f1r1d1y1p39p39p39p39p40p39p41IReikland%20Reavers:Griff:Mighty%20Zug:::::Dodger"


def test_the_old_imperial_code_reads_as_bbroster_reads_it():
    team = parse_bbroster(OLD_IMPERIAL)
    assert team.name == "Altdorf Daemons"
    assert team.treasury == 1_000_000
    assert team.draft.race == "Imperial Nobility"
    assert team.draft.rerolls == 2
    assert team.draft.dedicated_fans == 1
    positions = [p.position for p in team.draft.players]
    assert positions.count("Imperial Retainer Lineman") == 4
    assert positions.count("Bodyguard") == 4
    assert positions[-1] == "Ogre"
    assert [p.name for p in team.draft.players][:1] == ["Bob"]
    assert team.draft.players[6].name == "Bill"
    assert [p.number for p in team.draft.players] == list(range(1, 12))


def test_a_sevens_league_code_gives_a_valid_sevens_draft():
    team = parse_bbroster(SEVENS_HUMANS)
    assert team.name == "Reikland Reavers"
    assert team.format == "Blood Bowl Sevens"
    draft = team.draft
    assert (draft.rerolls, draft.assistant_coaches, draft.cheerleaders, draft.dedicated_fans) == (1, 0, 0, 1)
    assert draft.apothecary is True
    assert [p.name for p in draft.players[:2]] == ["Griff", "Mighty Zug"]
    assert draft.players[6].name == "Dodger"
    assert draft.players[6].position == "Human Catcher"
    report = validate_draft(draft, get_ruleset("sevens"))
    assert report.valid, report.codes()


def test_gained_skills_and_shirt_numbers_are_read_and_the_skills_are_noted():
    team = parse_bbroster(NORSE_SKILLS)
    (player,) = team.draft.players
    assert player.position == "Norse Raider Lineman"
    assert player.number == 1
    assert player.skills == ()
    assert any("2 gained skill(s)" in note for note in team.notes)
    renumbered = parse_bbroster("t31t20m0f1d1p144x12p149I:Ragnar:Boar")
    assert [(p.number, p.name) for p in renumbered.draft.players] == [(12, "Ragnar"), (2, "Boar")]


def test_star_players_and_inducements_are_left_out_with_a_note():
    team = parse_bbroster("t32t10m1f1d1y1i8.1p153p153p224p154I:Ana::Zolcath:Pia")
    assert [p.position for p in team.draft.players] == [
        "Eagle Warrior Linewoman",
        "Eagle Warrior Linewoman",
        "Piranha Warrior Blitzer",
    ]
    assert team.draft.players[2].name == "Pia"
    assert team.draft.players[2].number == 4
    assert any("Star Player" in n for n in team.notes)
    assert any("Inducements" in n for n in team.notes)


def test_the_picked_special_rule_is_kept_when_the_race_offers_it():
    assert parse_bbroster("t31t0m0f1s3d1p144").special_rule == "Favoured of Khorne"
    assert parse_bbroster("t9t0m0f1s3d1p39").special_rule == ""


def test_a_share_link_and_encoded_colons_read_like_the_code():
    link = "https://bbroster.com?code=" + SEVENS_HUMANS.replace(":", "%3A")
    assert parse_bbroster(link) == parse_bbroster(SEVENS_HUMANS)


@pytest.mark.parametrize(
    ("paste", "words"),
    [
        ("", "Paste the team's export code"),
        ("Reikland Reavers, 7 players", "not a bbroster.com export code"),
        ("https://bbroster.com/", "no team in it"),
        ("t22t10d1y1p92", "older roster"),
        ("t99t10m0f1p1", "not a roster this league plays"),
        ("tdb1t10m0f2p1", "not a roster this league plays"),
        ("t9t10m0f1p1", "not a position of the Human roster"),
        ("t9t10m0f1", "names no players"),
        ("t9t10m0f1p39x140", "numbers run from 1 to 99"),
        ("t9t10m0f1" + "p39" * 2000, "too long"),
    ],
)
def test_what_cannot_be_read_is_refused_on_the_code_field(paste, words):
    with pytest.raises(DomainError) as caught:
        parse_bbroster(paste)
    assert words in caught.value.message
    assert caught.value.field == "code"


def test_every_mapped_id_names_a_position_of_a_race_that_uses_it():
    positions = {p.name for t in TEAMS.values() for p in race(t).positions}
    assert set(POSITIONS.values()) <= positions

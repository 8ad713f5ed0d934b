"""Injuries carried between an event's rounds (seed 003, Injuries, with seed 000's Sevens Injury Table)."""

from rules.draft import Draft, DraftPlayer
from rules.eventinjuries import (
    CarriedInjury,
    CoachGame,
    carried,
    current_team_value,
    inducement_gold,
    injuries_of,
    injury_refusals,
    missing_after,
    missing_from,
    shirt_numbers,
)
from rules.matchedplay import matched_play_team_value
from rules.tables import InjuryOutcome
from rules.tournament import Rulespack

SH, DEAD = InjuryOutcome.SERIOUSLY_HURT, InjuryOutcome.DEAD


def test_a_seriously_hurt_player_misses_the_next_game_and_a_dead_one_every_later_one():
    """Seed 000: a Seriously Hurt player misses "the team's next game"; seed 003: "or even being killed outright"."""
    injuries = [CarriedInjury(3, SH, 1), CarriedInjury(5, DEAD, 1), CarriedInjury(4, SH, 2)]
    assert missing_from(injuries, 1) == {}
    assert sorted(missing_from(injuries, 2)) == [3, 5]
    assert sorted(missing_from(injuries, 3)) == [4, 5]
    assert sorted(missing_from(injuries, 4)) == [5]


def test_a_result_names_players_who_played_each_once():
    missing = {5: CarriedInjury(5, DEAD, 1)}
    numbers = [1, 2, 3, 4, 5, 6, 7]
    fields = ("home_seriously_hurt", "home_dead")
    assert injury_refusals(numbers, missing, [3], [4], fields=fields) == []
    found = injury_refusals(numbers, missing, [9, 2], [2, 5], fields=fields)
    assert [(p.code, p.field) for p in found] == [
        ("injury_twice", "home_seriously_hurt"),
        ("injury_missing_player", "home_dead"),  # #5 was only ticked Dead: the refusal stands beside that field
        ("injury_unknown_player", "home_seriously_hurt"),
    ]


def test_a_bye_is_no_game_and_only_confirmed_injuries_count():
    """Reading: a Seriously Hurt player misses the coach's next game played, a Bye between changes nothing."""
    hurt = CoachGame(1, confirmed=True, injuries={"3": "seriously_hurt"})
    assert sorted(missing_after([hurt])) == [3]
    assert sorted(missing_after([hurt, CoachGame(2, bye=True, confirmed=True)])) == [3]
    assert missing_after([hurt, CoachGame(2, confirmed=True)]) == {}
    assert missing_after([CoachGame(1, confirmed=False, injuries={"3": "seriously_hurt"})]) == {}
    dead = missing_after([CoachGame(1, confirmed=True, injuries={"5": "dead"}), CoachGame(2, confirmed=True)])
    assert dead == {5: CarriedInjury(5, DEAD, 1, 1)}


def test_a_player_without_a_number_takes_one_nobody_wears():
    draft = Draft("Human", (DraftPlayer("Human Lineman", None), DraftPlayer("Human Lineman", 1),
                            DraftPlayer("Human Lineman", None)))
    assert shirt_numbers(draft) == [2, 1, 3]


def test_stored_injuries_read_back():
    stored = injuries_of([7, 3], [12])
    assert stored == {"3": "seriously_hurt", "7": "seriously_hurt", "12": "dead"}
    assert carried({**stored, "x": "dead", "4": "badly_hurt"}, 2) == [
        CarriedInjury(3, SH, 2), CarriedInjury(7, SH, 2), CarriedInjury(12, DEAD, 2)
    ]


def test_the_weaker_team_gets_the_difference_for_inducements():
    """Seed 003, Injuries: "the team with the lowest CTV gaining a number of gold pieces equal to the difference"."""
    pack = Rulespack.default("sevens", injuries_carry=True)
    draft = Draft("Human", tuple(DraftPlayer("Human Lineman", n) for n in range(1, 8)) + (
        DraftPlayer("Human Blitzer", None, skills=("Tackle",)),), rerolls=1)
    assert shirt_numbers(draft) == [1, 2, 3, 4, 5, 6, 7, 8]

    def value(d):
        return matched_play_team_value(d, pack)

    whole = current_team_value(draft, [], value)
    assert whole == 7 * 50_000 + 85_000 + 50_000  # the Blitzer's bought Tackle adds nothing
    without_blitzer = current_team_value(draft, [8], value)
    assert whole - without_blitzer == 85_000
    assert inducement_gold(without_blitzer, whole) == (85_000, 0)
    assert inducement_gold(whole, whole) == (0, 0)

"""Matched Play rosters (seed 003, Writing Your Roster; Skill Points), with the Guide's Jay example."""

from dataclasses import replace

from rules.draft import Draft, DraftPlayer
from rules.matchedplay import (
    MatchedPlayRoster,
    StarPick,
    matched_play_team_value,
    roster_problems,
    skill_points_spent,
    tier_of,
    unspent_gold,
)
from rules.rosterfile import RosterFile
from rules.tournament import Rulespack

PACK = Rulespack.default("sevens", budget=1_000_000, star_players=True)

JAY = Draft(
    "Wood Elf",
    (
        DraftPlayer("Wardancer", 1, skills=("Strip Ball",)),
        DraftPlayer("Wardancer", 2, skills=("Sidestep",)),
        DraftPlayer("Loren Forest Treeman", 3, skills=("Grab",)),
        DraftPlayer("Wood Elf Lineman", 4, skills=("Wrestle",)),
        DraftPlayer("Wood Elf Lineman", 5),
        DraftPlayer("Wood Elf Lineman", 6),
        DraftPlayer("Wood Elf Lineman", 7),
    ),
    rerolls=1,
)


def _codes(problems):
    return [p.code for p in problems]


def test_jays_wood_elves_spend_six_skill_points():
    """Seed 003: Tier 1, 6 points: four Primary skills (1 each) and Akhorne the Squirrel (2)."""
    assert tier_of("Wood Elf") == 1
    roster = MatchedPlayRoster(JAY, star_players=(StarPick("Akhorne the Squirrel", 80_000),))
    assert skill_points_spent(roster, PACK) == (6, 0)
    assert roster_problems(roster, PACK) == []
    greedy = replace(roster, draft=replace(JAY, players=(*JAY.players, DraftPlayer("Wood Elf Lineman", 8,
                                                                                skills=("Dodge",)))))
    assert "skill_points" in _codes(roster_problems(greedy, PACK))
    assert roster_problems(greedy, PACK, tier=2) == []  # a Tier 2 team has 8


def test_secondary_skills_cost_two_and_are_limited_by_tier():
    draft = replace(JAY, players=(DraftPlayer("Wood Elf Lineman", 1, skills=("Block",)),
                                  DraftPlayer("Wood Elf Lineman", 2, skills=("Guard",)), *JAY.players[4:],
                                  DraftPlayer("Wood Elf Lineman", 8), DraftPlayer("Wood Elf Lineman", 9)))
    assert skill_points_spent(MatchedPlayRoster(draft), PACK) == (3, 1)
    assert "too_many_secondary" not in _codes(roster_problems(draft, PACK))
    two = replace(draft, players=(DraftPlayer("Wood Elf Lineman", 1, skills=("Mighty Blow (+1)",)),
                                  *draft.players[1:]))
    assert "too_many_secondary" in _codes(roster_problems(two, PACK))
    assert "too_many_secondary" not in _codes(roster_problems(two, PACK, tier=2))


def test_one_added_skill_per_player_and_no_value_change():
    doubled = replace(JAY, players=(DraftPlayer("Wardancer", 1, skills=("Strip Ball", "Tackle")), *JAY.players[1:]))
    assert "one_added_skill" in _codes(roster_problems(doubled, PACK))
    plain = replace(JAY, players=tuple(replace(p, skills=()) for p in JAY.players))
    assert matched_play_team_value(JAY, PACK) == matched_play_team_value(plain, PACK)


def test_star_players_only_when_allowed_and_limited():
    roster = MatchedPlayRoster(JAY, star_players=(StarPick("Akhorne the Squirrel", 80_000),))
    off = Rulespack.default("sevens", budget=1_000_000)
    assert "star_players_not_allowed" in _codes(roster_problems(roster, off))
    two = replace(roster, star_players=(StarPick("A", 80_000), StarPick("B", 80_000)))
    assert "too_many_stars" in _codes(roster_problems(two, PACK))
    megas = replace(roster, star_players=(StarPick("A", 80_000, True), StarPick("B", 80_000, True)))
    assert "one_mega_star" in _codes(roster_problems(megas, PACK, tier=2))


def test_fans_inducements_budget_and_unspent_gold():
    pack = Rulespack.default("sevens", budget=850_000)
    fans = replace(JAY, players=tuple(replace(p, skills=()) for p in JAY.players), dedicated_fans=6)
    assert roster_problems(fans, pack) == []
    assert "dedicated_fans" in " ".join(_codes(roster_problems(replace(fans, dedicated_fans=7), pack)))
    cost = 4 * 70_000 + 2 * 125_000 + 120_000 + 2 * 50_000 + 5 * 10_000  # Wood Elf re-roll 50,000, doubled
    assert unspent_gold(fans, pack) == 850_000 - cost == 50_000
    bribes = MatchedPlayRoster(fans, inducements={"bribe": 1})
    assert "budget_exceeded" in _codes(roster_problems(bribes, Rulespack.default("sevens", budget=cost)))
    assert "inducement_not_allowed" in _codes(roster_problems(bribes, Rulespack.default(
        "sevens", budget=850_000, inducements=())))
    kept = RosterFile("sevens", "Elves", fans, treasury=10_000)
    assert "treasury_kept" in _codes(roster_problems(kept, pack))

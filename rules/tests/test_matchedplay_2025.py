"""2025 Sevens Matched Play (Spike! Journal 22, Matched Play: Skill Points, Purchasing Skills, Sevens Team Tiers):
Skill Points 1/2/3/4 by tier, one Secondary skill a team, one added skill a player, two Elite skills at most, Leader
and Pro never; the rulespack that carries the edition. The 2020 Guide's rules stay in test_matchedplay*.py."""

import pytest

from rules.draft import Draft, DraftPlayer
from rules.errors import DomainError
from rules.matchedplay import (
    MatchedPlayRoster,
    elite_skills_bought,
    matched_play_ruleset,
    roster_problems,
    skill_points_spent,
    skill_purchase_problems,
    skills_on_offer,
    tier_of,
    with_bought_skills,
)
from rules.rosters import race
from rules.tournament import Rulespack

PACK = Rulespack.default("sevens", edition="2025")


def _team(race_name: str, position: str, count: int = 7) -> Draft:
    players = tuple(DraftPlayer(position, n, veteran=n == 1) for n in range(1, count + 1))
    return Draft(race_name, players, rerolls=1)


HUMANS = _team("Human", "Human Lineman")
MARAUDERS = _team("Khorne", "Bloodborn Marauder")
CHOSEN = Draft("Chaos Chosen", (
    *(DraftPlayer("Chaos Chosen", n) for n in range(1, 4)),
    *(DraftPlayer("Beastman Lineman", n, veteran=n == 4) for n in range(4, 8)),
))  # Block, Guard and Mighty Blow are all Primary for a Chosen (General, Mutation, Strength)
GOBLINS = _team("Goblin", "Goblin Lineman")


def test_the_2025_rulespack_takes_the_journals_figures_and_keeps_its_edition():
    assert PACK.edition == "2025"
    assert PACK.skill_points == (1, 2, 3, 4)  # Skill Points: Tier 1 1, Tier 2 2, Tier 3 3, Tier 4 4
    assert PACK.max_secondary == (1, 1, 1, 1)  # "only ever purchase a single Secondary Skill for their team"
    assert PACK.max_elite == 2  # "a maximum of two extra Elite Skills"
    assert PACK.tiers == 4
    assert PACK.budget == 600_000
    assert not PACK.star_players
    assert Rulespack.from_dict(PACK.to_dict()) == PACK
    assert PACK.to_dict()["edition"] == "2025"
    lines = {line: params for line, _key, params in PACK.describe()}
    assert lines["edition"]["term"].startswith("2025")
    assert lines["skill_points"]["secondary"] == 1  # one Secondary skill for the whole team
    assert (lines["skill_points"]["elite"], lines["skill_points"]["elite_skills"]) == (
        2, ("Block", "Dodge", "Guard", "Mighty Blow"))


def test_a_2020_rulespack_is_as_it_was_and_a_stored_one_without_an_edition_reads_as_2020():
    old = Rulespack.default("sevens")
    assert (old.edition, old.skill_points, old.max_secondary, old.max_elite) == ("2020", (6, 8, 10), (1, 2, 3), None)
    stored = {k: v for k, v in old.to_dict().items() if k not in ("edition", "max_elite")}
    assert Rulespack.from_dict(stored) == old


@pytest.mark.parametrize("ruleset", ["dungeon-sevens", "street-bowl"])
def test_only_sevens_has_a_2025_edition(ruleset):
    with pytest.raises(DomainError) as caught:
        Rulespack.default(ruleset, edition="2025")
    assert caught.value.field == "ruleset"
    assert "2025" in caught.value.message


@pytest.mark.parametrize(("data", "field"), [
    ({"edition": "2023"}, "edition"),
    ({"edition": 2025}, "edition"),
    ({"edition": "2025", "skill_points": [1, 2, 3]}, "skill_points"),
    ({"edition": "2025", "star_players": True}, "star_players"),
    ({"edition": "2025", "max_elite": -1}, "max_elite"),
])
def test_a_bad_2025_rulespack_names_its_field(data, field):
    with pytest.raises(DomainError) as caught:
        Rulespack.from_dict(data)
    assert caught.value.field == field


def test_the_2025_ruleset_is_the_journals_sevens():
    rules = matched_play_ruleset(PACK)
    assert rules.edition == "2025"
    assert rules.budget == PACK.budget
    assert rules.reroll_flat_price == 100_000
    assert rules.dedicated_fans_price == 20_000
    assert rules.dedicated_fans_max == 5


@pytest.mark.parametrize(("race_name", "tier"), [
    ("Human", 1), ("Wood Elf", 1), ("Dwarf", 2), ("Orc", 2), ("Khorne", 3), ("Halfling", 3), ("Goblin", 4),
    ("Snotling", 4),
])
def test_tiers_are_the_journals_sevens_tiers(race_name, tier):
    assert tier_of(race_name, "sevens", "2025") == tier


def test_leader_and_pro_are_never_offered_and_elite_skills_are_marked():
    offers = {o.name: o for o in skills_on_offer(race("Human", "2025").position("Human Lineman"), PACK)}
    assert "Leader" not in offers
    assert "Pro" not in offers
    assert offers["Block"].elite
    assert offers["Block"].cost == 1
    assert not offers["Block"].secondary
    assert offers["Dodge"].elite
    assert offers["Dodge"].secondary
    assert offers["Dodge"].cost == 2
    assert not offers["Tackle"].elite


def test_a_tier_1_team_has_one_skill_point():
    assert skill_purchase_problems(HUMANS, {0: "Block"}, PACK, tier=1) == []
    problems = skill_purchase_problems(HUMANS, {0: "Block", 1: "Tackle"}, PACK, tier=1)
    assert [(p.code, p.field) for p in problems] == [("skill_points", "players.1")]
    problems = skill_purchase_problems(HUMANS, {2: "Dodge"}, PACK, tier=1)  # a Secondary skill costs 2
    assert [(p.code, p.field) for p in problems] == [("skill_points", "players.2")]


def test_a_second_secondary_is_refused_even_with_points_left():
    picks = {0: "Block", 1: "Guard"}  # General is a Goblin Lineman's Secondary: 2 + 2 of the Tier 4 team's 4
    problems = skill_purchase_problems(GOBLINS, picks, PACK, tier=4)
    assert [(p.code, p.field) for p in problems] == [("too_many_secondary", "players.1")]
    assert (problems[0].variant, problems[0].params["skill"], problems[0].params["most"]) == ("pick", "Guard", 1)


def test_a_third_elite_skill_is_refused_beside_its_player():
    picks = {0: "Block", 1: "Guard", 2: "Mighty Blow"}  # 3 Primary skills: the Tier 3 team's 3 points
    problems = skill_purchase_problems(CHOSEN, picks, PACK, tier=3)
    assert [(p.code, p.field) for p in problems] == [("too_many_elite", "players.2")]
    assert (problems[0].variant, problems[0].params["skill"], problems[0].params["most"]) == (
        "pick", "Mighty Blow", 2
    )
    assert skill_purchase_problems(CHOSEN, {0: "Block", 1: "Guard", 2: "Tackle"}, PACK, tier=3) == []


def test_a_roster_checks_the_same_limits_with_the_journals_tier():
    fine = with_bought_skills(CHOSEN, {0: "Block", 1: "Guard", 2: "Tackle"})
    assert roster_problems(fine, PACK) == []
    assert skill_points_spent(MatchedPlayRoster(fine), PACK) == (3, 0)
    assert elite_skills_bought(fine, PACK) == 2
    generous = Rulespack.default("sevens", edition="2025", skill_points=(6, 6, 6, 6))
    three_elite = with_bought_skills(CHOSEN, {0: "Block", 1: "Guard", 2: "Mighty Blow"})
    assert [p.code for p in roster_problems(three_elite, generous)] == ["too_many_elite"]
    two_secondary = with_bought_skills(GOBLINS, {0: "Block", 1: "Guard"})
    assert [p.code for p in roster_problems(two_secondary, generous)] == ["too_many_secondary"]
    assert [p.code for p in roster_problems(two_secondary, PACK)] == ["too_many_secondary"]  # 4 points: enough


def test_one_added_skill_a_player_and_leader_never_in_a_roster():
    twice = Draft("Khorne", (DraftPlayer("Bloodborn Marauder", 1, skills=("Block", "Tackle"), veteran=True),
                             *MARAUDERS.players[1:]), rerolls=1)
    assert "one_added_skill" in [p.code for p in roster_problems(twice, PACK)]
    leader = with_bought_skills(MARAUDERS, {0: "Leader"})
    assert roster_problems(leader, PACK) != []


def test_the_2020_rules_count_no_elite_skill():
    old = Rulespack.default("sevens")
    team = Draft("Human", tuple(DraftPlayer("Human Lineman", n) for n in range(1, 8)), rerolls=1)
    picks = {0: "Block", 1: "Guard", 2: "Block", 3: "Dodge"}  # 6 of 8 points, 2 Secondary: four "Elite" skills
    assert skill_purchase_problems(team, picks, old, tier=2) == []

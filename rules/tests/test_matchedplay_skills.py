"""Skills bought for an event (seed 003, Skill Points, Purchasing Skills): what a player may be given, its cost,
and the picks refused one by one beside their player."""

from rules.draft import Draft, DraftPlayer
from rules.matchedplay import (
    MatchedPlayRoster,
    roster_problems,
    skill_points_spent,
    skill_purchase_problems,
    skills_on_offer,
    with_bought_skills,
)
from rules.rosters import race
from rules.tournament import Rulespack

PACK = Rulespack.default("sevens")
HUMAN = race("Human", "2020")
TEAM = Draft("Human", tuple(DraftPlayer("Human Lineman", n) for n in range(1, 8)), rerolls=1)


def _offers(position_name):
    return {o.name: o for o in skills_on_offer(HUMAN.position(position_name), PACK)}


def test_a_lineman_is_offered_general_for_one_point_and_agility_or_strength_for_two_never_a_trait():
    offers = _offers("Human Lineman")
    assert (offers["Block"].cost, offers["Block"].secondary) == (1, False)
    assert (offers["Dodge"].cost, offers["Dodge"].secondary) == (2, True)
    assert "Guard" in offers
    assert "Loner" not in offers  # a trait
    assert "Stunty" not in offers
    assert "Accurate" not in offers  # Passing is neither his Primary nor his Secondary
    costs = [o.cost for o in skills_on_offer(HUMAN.position("Human Lineman"), PACK)]
    assert costs == sorted(costs)  # Primary first


def test_a_player_is_never_offered_a_skill_his_position_starts_with():
    assert "Block" not in _offers("Human Blitzer")
    assert "Block" in _offers("Human Lineman")


def test_picks_within_the_tier_are_accepted_and_written_as_the_players_one_added_skill():
    picks = {0: "Block", 1: "Dodge", 3: "Tackle"}
    assert skill_purchase_problems(TEAM, picks, PACK, tier=1) == []
    bought = with_bought_skills(TEAM, picks)
    assert [p.skills for p in bought.players] == [("Block",), ("Dodge",), (), ("Tackle",), (), (), ()]
    assert skill_points_spent(MatchedPlayRoster(bought), PACK) == (4, 1)
    assert [p.code for p in roster_problems(bought, PACK, tier=1)] == []


def test_a_second_secondary_on_a_tier_1_team_is_refused_beside_that_player():
    problems = skill_purchase_problems(TEAM, {0: "Dodge", 2: "Guard"}, PACK, tier=1)
    assert [(p.code, p.field) for p in problems] == [("too_many_secondary", "players.2")]
    assert skill_purchase_problems(TEAM, {0: "Dodge", 2: "Guard"}, PACK, tier=2) == []


def test_the_pick_past_the_skill_points_is_refused_and_later_cheaper_picks_still_count():
    picks = {0: "Block", 1: "Tackle", 2: "Wrestle", 3: "Frenzy", 4: "Kick", 5: "Dodge", 6: "Pro"}
    problems = skill_purchase_problems(TEAM, picks, PACK, tier=1)
    assert [(p.code, p.field) for p in problems] == [("skill_points", "players.5")]
    assert (problems[0].variant, problems[0].params["left"]) == ("pick", 1)
    tight = skill_purchase_problems(TEAM, {0: "Block"}, PACK, tier=1, star_points=6)
    assert [p.field for p in tight] == ["players.0"]


def test_a_skill_the_position_cannot_take_or_no_tier_is_refused():
    problems = skill_purchase_problems(TEAM, {1: "Accurate"}, PACK, tier=1)
    assert [(p.code, p.field) for p in problems] == [("skill_not_available", "players.1")]
    assert skill_purchase_problems(TEAM, {}, PACK, tier=None) == []
    assert [p.code for p in skill_purchase_problems(TEAM, {0: "Block"}, PACK, tier=None)] == ["no_tier"]

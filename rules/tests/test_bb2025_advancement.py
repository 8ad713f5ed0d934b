"""2025 Sevens Player Advancement, the Draft and the re-draft (Spike! Journal 22, League Play), from its words."""

import pytest

from rules.advancement import AdvancementError, Candidate, player_value, the_draft
from rules.advancement_2025 import (
    advance_secondary,
    candidate_refusal,
    eligible_for,
    firing_refusal,
    keep_offer,
    keep_refusal,
    next_picker,
    open_candidates,
    random_secondary_player,
    roll_candidates,
)
from rules.dice import LoadedDice
from rules.draft import Draft, DraftPlayer
from rules.redraft import RedraftError, emergency_call_ups, redraft_budget, validate_redraft
from rules.rosters import edition
from rules.rulesets import sevens, sevens_2025

RULES = sevens_2025()
KHORNE = edition("2025").race("Khorne")


def marauder(**kw):
    position = KHORNE.position("Bloodborn Marauder")
    fields = {"key": 1, "name": "Tom's Marauder", "position": position, "skills": position.skills, "gained": 0}
    return Candidate(**{**fields, **kw})


def test_toms_marauder_example():
    """'Tom decides he would like them to gain a Mutation Skill, and first selects Claws ... Jay, then selects Very
    Long Legs ... Tom then selects Iron Hard Skin ... rolls a D3. The result is a 2 which corresponds to Iron Hard
    Skin'."""
    player, picks = marauder(), []
    for picker, skill in (("coach", "Claws"), ("opponent", "Very Long Legs"), ("coach", "Iron Hard Skin")):
        assert next_picker(RULES, picks) == picker
        assert candidate_refusal(RULES, player, "Mutation", picks, skill, picker=picker) is None
        picks.append(skill)
    assert next_picker(RULES, picks) is None
    # Tom numbers them Claws 1, Iron Hard Skin 2, Very Long Legs 3; a D3 of 2 is a D6 of 3 or 4
    dice = LoadedDice([3])
    gained = roll_candidates(RULES, player, "Mutation", ["Claws", "Iron Hard Skin", "Very Long Legs"], dice)
    assert gained.skill == "Iron Hard Skin"
    assert gained.kind == "primary"
    assert gained.value_increase == 10_000
    assert dice.rolls[0].what == "D3"
    assert dice.rolls[0].result == 2


def test_picks_alternate_starting_with_the_coach_and_are_three_different_skills():
    player = marauder()
    assert candidate_refusal(RULES, player, "Mutation", [], "Claws", picker="opponent").code == "not_your_pick"
    assert candidate_refusal(RULES, player, "Mutation", ["Claws"], "Claws", picker="opponent").code == (
        "candidate_repeated"
    )
    assert candidate_refusal(RULES, player, "Agility", [], "Dodge", picker="coach").code == "skill_not_available"
    assert candidate_refusal(RULES, player, "General", [], "Frenzy", picker="coach").code == "skill_not_available"
    full = ["Claws", "Horns", "Tentacles"]
    assert candidate_refusal(RULES, player, "Mutation", full, "Two Heads", picker="coach").code == (
        "candidates_complete"
    )
    with pytest.raises(AdvancementError):
        roll_candidates(RULES, player, "Mutation", ["Claws", "Horns"], LoadedDice([1]))


def test_leader_and_pro_can_never_be_a_candidate():
    """'no player may ever gain the [Leader] or [Pro] Skills during Player Advancement - they can never be chosen as
    a potential Skill during this step.'"""
    thrower = edition("2025").race("Human").position("Human Thrower")
    player = Candidate(key=2, name="Thrower", position=thrower, skills=thrower.skills, gained=0)
    assert candidate_refusal(RULES, player, "Passing", [], "Leader", picker="coach").code == "skill_banned"
    assert candidate_refusal(RULES, player, "General", [], "Pro", picker="coach").code == "skill_banned"
    assert "Pro" not in open_candidates(RULES, player, "General")
    assert "Leader" not in open_candidates(RULES, player, "Passing")
    league = RULES.adjust(banned_skills=[])  # a league clearing its bans keeps Leader and Pro out
    assert {"Leader", "Pro"} <= league.banned_skills


def test_secondary_skill_is_random_and_never_pro_or_leader():
    thrower = edition("2025").race("Human").position("Human Thrower")
    player = Candidate(key=3, name="Lars", position=thrower, skills=thrower.skills, gained=1)
    category = "General"  # a Primary category here, so Pro is in it: the draw must skip it
    assert category in thrower.primary
    with pytest.raises(AdvancementError):  # a Secondary skill comes from a Secondary category
        advance_secondary(RULES, player, category, LoadedDice([1]))
    secondary = thrower.secondary[0]
    gained = advance_secondary(RULES, player, secondary, LoadedDice([1]))
    assert gained.kind == "secondary"
    assert gained.value_increase == 30_000
    assert gained.skill not in {"Leader", "Pro"}


def test_eligible_players_were_not_removed_as_a_casualty():
    """'select any player on your team that was not removed as a Casualty during the course of the game'."""
    players = [
        marauder(key=1, name="Reserve", played=False),
        marauder(key=2, name="Badly Hurt", casualty=True),
        marauder(key=3, name="Fine"),
    ]
    assert [c.name for c in eligible_for(RULES, players)] == ["Reserve", "Fine"]
    assert [c.name for c in eligible_for(sevens(), players)] == ["Badly Hurt", "Fine"]  # seed 000 unchanged
    assert random_secondary_player(RULES, players, LoadedDice([1])).name == "Reserve"
    with pytest.raises(AdvancementError):
        advance_secondary(RULES, players[1], "Agility", LoadedDice([1]))


def test_the_draft_keep_offer():
    """'you must spend gold pieces from your team's Treasury equal to the player's Current Value. If you can't, the
    player is removed ... increase the player's Current Value by 15,000 gold pieces'."""
    rolls = the_draft([(1, "Skilled", 2), (2, "Rookie", 0)], LoadedDice([2]))
    assert [(r.name, r.leaves) for r in rolls] == [("Skilled", True)]
    value = player_value(50_000, ["primary", "secondary"])
    assert value == 50_000 + 10_000 + 30_000
    offer = keep_offer(RULES, key=1, name="Skilled", current_value=value, treasury=100_000)
    assert offer.price == 90_000
    assert offer.affordable
    assert offer.value_after == 105_000
    assert keep_refusal(offer, 100_000) is None
    assert keep_refusal(offer, 89_999).code == "treasury_short"
    assert player_value(50_000, ["primary", "secondary"], bonus=15_000) == offer.value_after
    assert keep_offer(sevens(), key=1, name="Skilled", current_value=value, treasury=10**6) is None
    assert RULES.draft_after_advancement


def test_no_firing():
    """'Coaches may not choose to fire any players or Sideline Staff.'"""
    assert firing_refusal(RULES).code == "firing_not_allowed"
    assert firing_refusal(sevens()) is None


def test_redraft_budget_is_capped_at_750000():
    """'a budget of 600,000 ... added to whatever is left in the team's Treasury ... 10,000 gold pieces for each
    fixture they won ... can never exceed 750,000'."""
    small = redraft_budget(RULES, treasury=40_000, wins=3)
    assert (small.total, small.budget, small.forfeited) == (670_000, 670_000, 0)
    big = redraft_budget(RULES, treasury=180_000, wins=5)
    assert (big.total, big.budget, big.forfeited) == (830_000, 750_000, 80_000)
    with pytest.raises(RedraftError):
        redraft_budget(sevens(), treasury=0, wins=0)


def test_emergency_call_ups_remove_a_skilled_player_on_a_1():
    """'Roll a D6 for any player that has gained one or more additional Skills. On a 2+ they have not been
    recruited. However, on the roll of a 1 ... Remove the player'."""
    dice = LoadedDice([1, 2])
    rolls = emergency_call_ups([(1, "A", 1), (2, "B", 0), (3, "C", 3)], dice)
    assert [(r.name, r.roll, r.called_up) for r in rolls] == [("A", 1, True), ("C", 2, False)]
    assert len(dice.rolls) == 2


def test_validate_redraft_against_the_budget():
    team = Draft(  # the re-draft is drafted "using the same rules": one Lineman is the Veteran
        "Human",
        tuple(DraftPlayer("Human Lineman", skills=("Block",) if i == 0 else (), veteran=i == 1) for i in range(7)),
    )
    budget = redraft_budget(RULES, treasury=0, wins=0)
    assert validate_redraft(team, RULES, budget, cost=360_000).valid
    over = validate_redraft(team, RULES, budget, cost=610_000)
    assert over.codes() == ["budget_exceeded"]


def test_each_ruleset_advances_as_it_plays():
    """Spike! Journal 22: the D3 among the candidates (Tom's example); seed 000: a random skill of the category."""
    from rules.advancement_2025 import advance_as_ruled

    picks = ["Claws", "Iron Hard Skin", "Very Long Legs"]
    assert advance_as_ruled(RULES, marauder(), "primary", "Mutation", picks, LoadedDice([3])).skill == "Iron Hard Skin"
    human = edition("2020").race("Human").position("Human Lineman")
    lineman = Candidate(key=2, name="Hans", position=human, skills=human.skills, gained=0)
    gained = advance_as_ruled(sevens(), lineman, "primary", "General", [], LoadedDice([1, 1, 1]))
    assert gained.category == "General"
    assert gained.skill not in picks

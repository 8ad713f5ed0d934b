"""Seed 000: Player Advancement, Value Increase and The Draft."""

import pytest

from rules.advancement import (
    PRIMARY,
    SECONDARY,
    AdvancementError,
    Candidate,
    advance,
    player_value,
    random_secondary_player,
    skills_available,
    the_draft,
    value_increase,
)
from rules.dice import LoadedDice
from rules.rosters import race

HUMAN = race("Human")
LINEMAN = HUMAN.position("Human Lineman")  # Primary G, Secondary A S
BLITZER = HUMAN.position("Human Blitzer")  # starts with Block


def candidate(name="Lars", position=LINEMAN, gained=(), **kwargs) -> Candidate:
    return Candidate(
        key=name, name=name, position=position, skills=(*position.skills, *gained), gained=len(gained), **kwargs
    )


def test_value_increase_table():
    assert value_increase(PRIMARY, 0) == 10_000
    assert value_increase(PRIMARY, 1) == 20_000
    assert value_increase(SECONDARY, 0) == 20_000
    assert value_increase(SECONDARY, 3) == 30_000


def test_later_skills_use_the_second_column_whatever_came_before():
    # Secondary first (+20,000), then Primary (+20,000, not +10,000), then Secondary (+30,000).
    assert player_value(50_000, [SECONDARY, PRIMARY, SECONDARY]) == 50_000 + 20_000 + 20_000 + 30_000


def test_a_random_primary_skill_from_the_chosen_category():
    dice = LoadedDice([1])
    result = advance(candidate(), PRIMARY, "General", dice)
    assert result.skill == "Block"  # first General skill in the catalogue
    assert result.value_increase == 10_000
    assert dice.rolls[0].what == "D12"
    assert dice.rolls[0].detail == "Block"


def test_the_draw_skips_skills_the_player_already_has():
    # A Blitzer starts with Block: eleven General skills remain, Block is not among them.
    pool = skills_available(candidate(position=BLITZER), "General")
    assert len(pool) == 11
    assert "Block" not in [s.name for s in pool]
    result = advance(candidate(position=BLITZER), PRIMARY, "General", LoadedDice([1]))
    assert result.skill == "Dauntless"


def test_parameterised_skills_count_as_had():
    pool = skills_available(candidate(gained=("Mighty Blow (+1)",)), "Strength")
    assert "Mighty Blow (+1)" not in [s.name for s in pool]
    assert len(pool) == 11


def test_the_category_must_be_one_of_the_players():
    with pytest.raises(AdvancementError) as refused:
        advance(candidate(), PRIMARY, "Strength", LoadedDice([1]))
    found = refused.value.violation
    assert (found.code, found.variant, found.field) == ("skill_not_available", "not_primary", "category")
    assert (found.params["category"], found.params["player"]) == ("Strength", "Lars")
    result = advance(candidate(), SECONDARY, "Strength", LoadedDice([12]))
    assert result.skill == "Thick Skull"
    assert result.value_increase == 20_000


def test_second_skill_costs_the_second_column():
    result = advance(candidate(gained=("Block",)), PRIMARY, "General", LoadedDice([1]))
    assert result.skill == "Dauntless"
    assert result.value_increase == 20_000


def test_dead_or_absent_players_cannot_advance():
    with pytest.raises(AdvancementError):
        advance(candidate(died=True), PRIMARY, "General", LoadedDice([1]))
    with pytest.raises(AdvancementError):
        advance(candidate(played=False), PRIMARY, "General", LoadedDice([1]))


def test_random_secondary_player_is_drawn_among_eligible_players():
    players = [candidate("A"), candidate("B", died=True), candidate("C", played=False), candidate("D")]
    dice = LoadedDice([2])
    assert random_secondary_player(players, dice).name == "D"
    assert dice.rolls[0].what == "D2"
    with pytest.raises(AdvancementError):
        random_secondary_player([candidate("B", died=True)], LoadedDice([1]))


def test_the_draft_rolls_only_for_players_with_gained_skills():
    dice = LoadedDice([1, 3, 2])
    results = the_draft([("a", "Ann", 1), ("b", "Bo", 0), ("c", "Cy", 2), ("d", "Di", 2)], dice)
    assert [(r.name, r.roll, r.leaves) for r in results] == [("Ann", 1, True), ("Cy", 3, False), ("Di", 2, True)]
    assert len(dice.rolls) == 3
    assert dice.rolls[1].detail == "stays"


def test_the_draft_equal_means_leaves_higher_means_stays():
    assert the_draft([("a", "A", 3)], LoadedDice([3]))[0].leaves
    assert not the_draft([("a", "A", 3)], LoadedDice([4]))[0].leaves


def test_advancement_kinds_as_model_choices():
    from rules.advancement import KINDS, AdvancementKind

    assert AdvancementKind.choices() == [("primary", "Primary"), ("secondary", "Secondary")]
    assert tuple(AdvancementKind.values()) == KINDS


# --- Issue 11: the random skill is one the player could legally gain; a drawn Secondary player stands ----------


def test_a_banned_skill_is_never_drawn():
    # Seed 001, Team Creation: Leader is banned in Dungeon Sevens. A Human Thrower (Primary G P) drawing a
    # Passing skill never gets it, and the ban is matched on the skill's name as the league writes it.
    thrower = HUMAN.position("Human Thrower")
    names = [s.name for s in skills_available(candidate(position=thrower), "Passing", banned=frozenset({"Leader"}))]
    assert "Leader" not in names
    assert "Leader" in [s.name for s in skills_available(candidate(position=thrower), "Passing")]
    # Leader is the 7th Passing skill in the catalogue; with it banned the 7th draw is the next one.
    banned = advance(candidate(position=thrower), PRIMARY, "Passing", LoadedDice([7]), banned=frozenset({"Leader"}))
    assert banned.skill == "Nerves of Steel"
    assert advance(candidate(position=thrower), PRIMARY, "Passing", LoadedDice([7])).skill == "Leader"


def test_the_pool_holds_only_skills_of_the_players_categories_never_a_trait():
    # A Human Lineman (Primary G, Secondary A S) cannot draw from Mutation; no pool ever holds a trait.
    assert skills_available(candidate(), "Mutation") == ()
    assert skills_available(candidate(), "Trait") == ()
    assert all(s.category == "Agility" for s in skills_available(candidate(), "Agility"))


def test_nothing_left_to_draw_when_every_legal_skill_is_had_or_banned():
    general = [s.name for s in skills_available(candidate(), "General")]
    with pytest.raises(AdvancementError) as refused:
        advance(candidate(), PRIMARY, "General", LoadedDice([1]), banned=frozenset(general))
    assert refused.value.violation.code == "no_skill_left"
    assert refused.value.violation.params == {"player": "Lars", "category": "General"}


def test_gained_skill_refusal_names_the_player_and_the_skill():
    from rules.advancement import gained_skill_refusal

    claws = gained_skill_refusal(LINEMAN, "Claws", player="Lars")
    assert (claws.code, claws.variant) == ("skill_not_available", "category")
    assert (claws.params["player"], claws.params["skill"], claws.params["category"]) == ("Lars", "Claws", "Mutation")
    has = gained_skill_refusal(BLITZER, "Block", have=BLITZER.skills)
    assert (has.code, has.variant, has.params["skill"]) == ("skill_not_available", "has", "Block")
    assert gained_skill_refusal(LINEMAN, "Loner (4+)").variant == "trait"
    assert gained_skill_refusal(LINEMAN, "Portal Navigator").variant == "dungeon_bowl_only"  # a General skill
    assert gained_skill_refusal(LINEMAN, "Leader", banned={"Leader"}).code == "skill_banned"
    assert gained_skill_refusal(LINEMAN, "Flying").code == "unknown_skill"
    assert gained_skill_refusal(LINEMAN, "Dodge") is None  # Secondary Agility
    assert gained_skill_refusal(LINEMAN, "Block") is None  # Primary General


def test_a_drawn_secondary_player_cannot_switch_to_a_primary_choice():
    # Seed 000: "The coach of a Blood Bowl Sevens team has to work with what they are given".
    from rules.advancement import choice_refusal

    refusal = choice_refusal(SECONDARY, True, PRIMARY)
    assert (refusal.code, refusal.field) == ("secondary_player_drawn", "kind")
    assert choice_refusal(SECONDARY, True, SECONDARY) is None
    assert choice_refusal(SECONDARY, False, PRIMARY) is None  # nothing drawn yet
    assert choice_refusal(PRIMARY, False, SECONDARY) is None
    assert choice_refusal(None, False, PRIMARY) is None

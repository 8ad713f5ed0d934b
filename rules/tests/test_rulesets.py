"""The rulesets and their inducement catalogues (seeds 000, 001, 004)."""

import pytest

from rules.rosters import race
from rules.rulesets import dungeon_sevens, get_ruleset, sevens, street_bowl


def test_sevens_numbers():
    r = sevens()
    assert (r.budget, r.min_players, r.max_players, r.max_specialists, r.max_rerolls) == (600_000, 7, 11, 4, 6)
    assert r.reroll_price(race("Human")) == 100_000
    assert not r.rerolls_after_draft
    assert (r.assistant_coaches.max_qty, r.assistant_coaches.price) == (3, 20_000)
    assert (r.cheerleaders.max_qty, r.cheerleaders.price) == (6, 20_000)
    assert (r.apothecary.max_qty, r.apothecary.price) == (1, 80_000)
    assert (r.dedicated_fans_start, r.dedicated_fans_max, r.dedicated_fans_price) == (1, 6, 20_000)
    assert r.journeyman_loner == "Loner (5+)"


def test_dungeon_sevens_bans_leader_and_pays_inducements_from_petty_cash_only():
    r = dungeon_sevens()
    assert "Leader" in r.banned_skills
    assert not r.inducements_from_treasury
    assert r.adjust(banned_skills=()).banned_skills == frozenset()


def test_street_bowl_has_no_staff_and_only_potions_and_the_chef():
    r = street_bowl()
    assert not r.staff_allowed
    assert [i.key for i in r.inducements] == ["magic-potion", "halfling-master-chef"]
    potion = r.inducement("magic-potion")
    human = race("Human")
    assert potion.max_qty is None
    assert potion.cost_of(1, human) == 0
    assert potion.cost_of(3, human) == 100_000


def test_sevens_inducement_list():
    r = sevens()
    caps = {i.key: (i.max_qty, i.price) for i in r.inducements}
    assert caps == {
        "agency-cheerleaders": (2, 30_000),
        "part-time-assistant-coach": (1, 30_000),
        "bloodweiser-keg": (2, 50_000),
        "desperate-measures": (5, 50_000),
        "special-play": (5, 100_000),
        "extra-team-training": (8, 150_000),
        "bribe": (3, 100_000),
        "wandering-apothecary": (2, 100_000),
        "mortuary-assistant": (1, 100_000),
        "plague-doctor": (1, 100_000),
        "halfling-master-chef": (1, 300_000),
        "mercenary": (None, None),
    }


def test_bribes_are_cheaper_with_bribery_and_corruption():
    bribe = sevens().inducement("bribe")
    assert bribe.price_for(race("Goblin")) == 50_000
    assert bribe.price_for(race("Human")) == 100_000


def test_master_chef_is_cheaper_with_the_halfling_thimble_cup():
    chef = sevens().inducement("halfling-master-chef")
    assert chef.price_for(race("Halfling")) == 100_000
    assert chef.price_for(race("Orc")) == 300_000


@pytest.mark.parametrize(
    ("team", "key", "allowed"),
    [
        ("Shambling Undead", "wandering-apothecary", False),
        ("Human", "wandering-apothecary", True),
        ("Necromantic Horror", "mortuary-assistant", True),
        ("Human", "mortuary-assistant", False),
        ("Nurgle", "plague-doctor", True),
        ("Orc", "plague-doctor", False),
    ],
)
def test_who_may_take_each_inducement(team, key, allowed):
    available = {i.key for i in sevens().inducements_for(race(team))}
    assert (key in available) is allowed


def test_a_chosen_favour_counts_as_the_teams_rule():
    # Chaos Chosen pick their favour: Favoured of Nurgle opens the Plague Doctor.
    chosen = race("Chaos Chosen")
    assert "plague-doctor" not in {i.key for i in sevens().inducements_for(chosen)}
    assert "plague-doctor" in {i.key for i in sevens().inducements_for(chosen, ("Favoured of Nurgle",))}


def test_the_league_picks_unlimited_or_0_3_mercenaries():
    assert sevens().inducement("mercenary").max_qty is None
    assert sevens().adjust(mercenary_cap=3).inducement("mercenary").max_qty == 3


def test_adjust_refuses_a_silly_budget():
    with pytest.raises(ValueError, match="positive"):
        sevens().adjust(budget=0)


def test_rulesets_are_values():
    assert get_ruleset("sevens") == sevens()
    assert sevens().adjust(budget=700_000).budget == 700_000
    assert sevens().budget == 600_000


def test_every_ruleset_drafts_with_the_one_default_budget():
    from rules.rulesets import DRAFT_BUDGET, LEAGUE_BUDGET_BOUNDS, RULESETS

    assert DRAFT_BUDGET == 600_000
    assert {make().budget for make in RULESETS.values()} == {DRAFT_BUDGET}
    low, high = LEAGUE_BUDGET_BOUNDS
    assert low < DRAFT_BUDGET < high


def test_dungeon_sevens_does_not_offer_the_kick_off_table():
    from rules.rulesets import dungeon_sevens, sevens

    # seed 001: "The kickoff table is not used"
    assert "kick_off" not in dungeon_sevens().tables
    assert "kick_off" in sevens().tables
    assert "prayers" in dungeon_sevens().tables

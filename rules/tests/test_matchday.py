from rules.matchday import journeyman_skills, journeymen_needed
from rules.rosters import race
from rules.rulesets import dungeon_sevens, sevens


def test_journeymen_fill_the_team_up_to_seven():
    assert journeymen_needed(5) == 2
    assert journeymen_needed(7) == 0
    assert journeymen_needed(9) == 0
    assert journeymen_needed(0) == 7


def test_a_sevens_journeyman_has_loner_5():
    assert journeyman_skills(race("Human"), sevens()) == ("Loner (5+)",)
    assert journeyman_skills(race("Amazon"), sevens()) == ("Dodge", "Loner (5+)")
    assert journeyman_skills(race("Human"), dungeon_sevens()) == ("Loner (4+)",)


def test_petty_cash_is_the_ctv_difference_plus_the_favourites_treasury_spend():
    from rules.matchday import petty_cash

    assert petty_cash(own_ctv=500_000, other_ctv=600_000) == 100_000
    assert petty_cash(own_ctv=500_000, other_ctv=600_000, other_treasury_spent=50_000) == 150_000
    assert petty_cash(own_ctv=600_000, other_ctv=500_000) == 0


def test_inducement_caps_availability_and_cost():
    from rules.matchday import inducement_problems, inducements_cost
    from rules.rulesets import street_bowl

    human, goblin = race("Human"), race("Goblin")
    assert inducement_problems({"bribe": 3, "desperate-measures": 5}, sevens(), human) == []
    (over,) = inducement_problems({"bribe": 4}, sevens(), human)
    assert (over.code, over.field, over.params) == ("inducement_limit", "bribe", {"inducement": "Bribe", "most": 3,
                                                                                  "count": 4})
    (closed,) = inducement_problems({"plague-doctor": 1}, sevens(), human)
    assert (closed.code, closed.variant, closed.params) == (
        "inducement_not_available", "team", {"inducement": "Plague Doctor", "race": "Human"}
    )
    (unknown,) = inducement_problems({"magic-potion": 2}, sevens(), human)
    assert (unknown.code, unknown.params) == (
        "unknown_inducement", {"inducement": "magic-potion", "ruleset": "Blood Bowl Sevens"}
    )
    assert inducements_cost({"bribe": 2, "bloodweiser-keg": 1}, sevens(), goblin) == 2 * 50_000 + 50_000
    assert inducements_cost({"magic-potion": 3}, street_bowl(), human) == 100_000


def test_the_team_with_the_higher_ctv_buys_first():
    from rules.matchday import favourite

    assert favourite(650_000, 600_000) == "home"
    assert favourite(600_000, 650_000) == "away"
    assert favourite(600_000, 600_000) is None


def test_journeymen_count_in_the_ctv_that_sets_petty_cash():
    from rules.matchday import game_ctv

    assert game_ctv(540_000, [50_000, 50_000]) == 640_000
    assert game_ctv(540_000) == 540_000


def test_the_underdog_spends_only_petty_cash_never_its_treasury():
    from rules.matchday import inducement_budget, pay

    # 2020 rulebook with the May 2025 errata: 600k v 500k, the favourite spent 50k of its treasury; the underdog
    # "spends only petty cash, not its Treasury"
    budget = inducement_budget(
        own_ctv=500_000, other_ctv=600_000, treasury=40_000, ruleset=sevens(), other_treasury_spent=50_000
    )
    assert (budget.petty_cash, budget.treasury, budget.total) == (150_000, 0, 150_000)
    assert pay(100_000, budget) == (100_000, 0)
    import pytest

    with pytest.raises(ValueError, match="150,000"):
        pay(180_000, budget)


def test_equal_ctvs_give_no_petty_cash_and_no_treasury_spending():
    from rules.matchday import inducement_budget

    # errata: "Equal CTV: no petty cash and no Treasury spending for either team"
    level = inducement_budget(own_ctv=600_000, other_ctv=600_000, treasury=90_000, ruleset=sevens())
    assert (level.petty_cash, level.treasury) == (0, 0)


def test_prayers_to_nuffle_once_per_full_50000_after_inducements():
    from rules.matchday import prayers_to_nuffle

    assert prayers_to_nuffle(600_000, 500_000) == (("away", 2))
    assert prayers_to_nuffle(540_000, 640_000) == (("home", 2))
    assert prayers_to_nuffle(600_000, 550_001) == (("away", 0))
    assert prayers_to_nuffle(600_000, 600_000) == ((None, 0))


def test_a_journeyman_adds_his_linemans_fee_to_the_ctv_but_not_on_low_cost_linemen_teams():
    from rules.matchday import journeyman_ctv

    assert journeyman_ctv(race("Human")) == race("Human").journeyman_position.cost == 50_000
    assert journeyman_ctv(race("Ogre")) == 0  # FAQ: Low Cost Linemen add nothing


def test_a_mercenary_costs_the_position_plus_30000_and_50000_for_a_skill():
    from rules.matchday import mercenary_cost, mercenary_refusal, mercenary_skills

    human = race("Human")
    lineman, blitzer = human.position("Human Lineman"), human.position("Blitzer")
    # 2020 rulebook, Unlimited Mercenary Players: "Human Lineman 80k"
    assert mercenary_cost(lineman, extra_skill=False) == 80_000
    assert mercenary_cost(lineman, extra_skill=True) == 130_000
    assert "Loner (4+)" in mercenary_skills(lineman, "Block")
    args = {"race": human, "ruleset": sevens(), "same_position": 0, "players": 7, "mercenaries": 0}
    assert mercenary_refusal(position=lineman, skill="Block", **args) is None
    def said(**changes):
        found = mercenary_refusal(**{**args, "skill": "", **changes})
        return found.code, found.variant, found.params

    assert said(position=lineman, skill="Mighty Blow (+1)") == (
        "skill_not_available", "mercenary", {"skill": "Mighty Blow", "position": "Human Lineman"}
    )
    assert said(position=blitzer, skill="Block")[:2] == ("skill_not_available", "has")
    assert said(position=blitzer, same_position=blitzer.max_qty) == (
        "position_limit", "mercenary", {"position": blitzer.name, "most": blitzer.max_qty}
    )
    assert said(position=lineman, players=11) == ("too_many_players", "mercenary", {"most": 11})
    three = sevens().adjust(mercenary_cap=3)
    assert said(position=lineman, ruleset=three, mercenaries=3) == ("mercenary_limit", "", {"most": 3})
    assert mercenary_refusal(position=lineman, skill="", **{**args, "mercenaries": 3}) is None  # unlimited


def test_the_favourite_spends_treasury_only():
    from rules.matchday import inducement_budget, pay

    budget = inducement_budget(own_ctv=600_000, other_ctv=500_000, treasury=70_000, ruleset=sevens())
    assert (budget.petty_cash, budget.treasury) == (0, 70_000)
    assert pay(50_000, budget) == (0, 50_000)


def test_dungeon_sevens_inducements_come_from_petty_cash_only():
    from rules.matchday import inducement_budget

    underdog = inducement_budget(own_ctv=500_000, other_ctv=600_000, treasury=90_000, ruleset=dungeon_sevens())
    assert (underdog.petty_cash, underdog.treasury) == (100_000, 0)
    level = inducement_budget(own_ctv=600_000, other_ctv=600_000, treasury=90_000, ruleset=dungeon_sevens())
    assert level.total == 0  # seed 001: inducements only as a handicap when team values are uneven


def test_street_bowl_gives_every_team_one_free_potion():
    from rules.matchday import inducements_cost, with_free_items
    from rules.rulesets import street_bowl

    assert with_free_items({}, street_bowl()) == {"magic-potion": 1}
    assert with_free_items({"magic-potion": 3, "halfling-master-chef": 0}, street_bowl()) == {"magic-potion": 3}
    assert inducements_cost(with_free_items({}, street_bowl()), street_bowl(), race("Human")) == 0
    assert with_free_items({"bribe": 1, "special-play": 0}, sevens()) == {"bribe": 1}


def test_a_quote_prices_only_a_purchase_without_problems():
    from rules.matchday import quote
    from rules.rulesets import street_bowl

    human = race("Human")
    assert quote({"bribe": 1, "agency-cheerleaders": 2}, sevens(), human).cost == 160_000
    refused = quote({"bribe": 4}, sevens(), human)
    assert ([p.code for p in refused.problems], refused.cost) == (["inducement_limit"], 0)
    assert quote({}, street_bowl(), human).items == {"magic-potion": 1}


def test_a_journeymans_traits_are_what_he_has_beyond_his_position():
    """Seed 000, Journeymen: "a Journeyman ... gains the Loner (5+) trait" (Loner (4+) in NAF Street Bowl)."""
    from rules.matchday import journeyman_traits
    from rules.rosters import edition
    from rules.rulesets import get_ruleset

    human = edition("2020").race("Human")
    assert journeyman_traits(human, get_ruleset("sevens")) == ("Loner (5+)",)
    assert journeyman_traits(human, get_ruleset("street-bowl")) == ("Loner (4+)",)

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
    assert inducement_problems({"bribe": 4}, sevens(), human) == ["Bribe: at most 3, not 4."]
    assert inducement_problems({"plague-doctor": 1}, sevens(), human) == [
        "Plague Doctor is not available to Human teams."
    ]
    assert inducement_problems({"magic-potion": 2}, sevens(), human) == [
        "'magic-potion' is not an inducement under Blood Bowl Sevens."
    ]
    assert inducements_cost({"bribe": 2, "bloodweiser-keg": 1}, sevens(), goblin) == 2 * 50_000 + 50_000
    assert inducements_cost({"magic-potion": 3}, street_bowl(), human) == 100_000

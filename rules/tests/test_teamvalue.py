from rules.rosters import race
from rules.rulesets import sevens
from rules.teamvalue import ValuedPlayer, current_team_value, team_value

STAFF = {"rerolls": 1, "assistant_coaches": 1, "cheerleaders": 0, "apothecary": True}


def test_team_value_counts_players_rerolls_and_staff_not_fans():
    players = [ValuedPlayer(50_000, True)] * 6 + [ValuedPlayer(95_000)]
    # 2020 rulebook, Team Value: a re-roll counts at the roster price (Human 50,000), not the doubled 100,000 a
    # Sevens team pays (seed 000: "a Blood Bowl Sevens team ... must pay 120,000")
    assert team_value(players, race("Human"), sevens(), **STAFF) == 6 * 50_000 + 95_000 + 50_000 + 20_000 + 80_000


def test_a_reroll_bought_at_double_counts_at_the_roster_price():
    staff = {"rerolls": 2, "assistant_coaches": 0, "cheerleaders": 0, "apothecary": False}
    human = race("Human")
    assert sevens().reroll_price(human) == 2 * human.reroll_cost  # what the team paid
    assert team_value([], human, sevens(), **staff) == 2 * human.reroll_cost  # what it counts


def test_current_team_value_leaves_out_players_missing_the_next_game():
    players = [ValuedPlayer(50_000, True)] * 6 + [ValuedPlayer(95_000, misses_next_game=True)]
    assert current_team_value(players, race("Human"), sevens(), **STAFF) == 6 * 50_000 + 150_000


def test_low_cost_linemen_are_left_out_of_ctv_only():
    ogre = race("Ogre")
    players = [ValuedPlayer(15_000, True)] * 5 + [ValuedPlayer(140_000)] * 2
    staff = {"rerolls": 0, "assistant_coaches": 0, "cheerleaders": 0, "apothecary": False}
    assert team_value(players, ogre, sevens(), **staff) == 5 * 15_000 + 280_000
    assert current_team_value(players, ogre, sevens(), **staff) == 280_000
    # a Human team has no such rule
    assert current_team_value(players, race("Human"), sevens(), **staff) == 5 * 15_000 + 280_000

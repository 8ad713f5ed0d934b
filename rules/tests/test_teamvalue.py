from rules.rosters import race
from rules.rulesets import sevens
from rules.teamvalue import ValuedPlayer, current_team_value, team_value

STAFF = {"rerolls": 1, "assistant_coaches": 1, "cheerleaders": 0, "apothecary": True}


def test_team_value_counts_players_rerolls_and_staff_not_fans():
    players = [ValuedPlayer(50_000, True)] * 6 + [ValuedPlayer(95_000)]
    assert team_value(players, race("Human"), sevens(), **STAFF) == 6 * 50_000 + 95_000 + 100_000 + 20_000 + 80_000


def test_current_team_value_leaves_out_players_missing_the_next_game():
    players = [ValuedPlayer(50_000, True)] * 6 + [ValuedPlayer(95_000, misses_next_game=True)]
    assert current_team_value(players, race("Human"), sevens(), **STAFF) == 6 * 50_000 + 200_000


def test_low_cost_linemen_are_left_out_of_ctv_only():
    ogre = race("Ogre")
    players = [ValuedPlayer(15_000, True)] * 5 + [ValuedPlayer(140_000)] * 2
    staff = {"rerolls": 0, "assistant_coaches": 0, "cheerleaders": 0, "apothecary": False}
    assert team_value(players, ogre, sevens(), **staff) == 5 * 15_000 + 280_000
    assert current_team_value(players, ogre, sevens(), **staff) == 280_000
    # a Human team has no such rule
    assert current_team_value(players, race("Human"), sevens(), **staff) == 5 * 15_000 + 280_000

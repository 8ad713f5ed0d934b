"""Team Events (seed 003, Team Events) with the Guide's examples as cases."""

from collections import Counter

from rules.teamevents import (
    coach_games,
    pair_team_round,
    race_clash,
    star_player_clash,
    team_problems,
    team_round_result,
    team_standings,
)
from rules.tournament import Game, Rulespack

PACK = Rulespack.default("sevens")


def test_a_team_round_won_two_games_to_one():
    """Seed 003: Jay and Dan win, Xavier draws, Rob loses: the team won two games to one, 2 Tournament Points."""
    games = [Game("Jay", "O1", 3, 0, 1, 0), Game("Dan", "O2", 2, 1, 3, 0), Game("Xavier", "O3", 1, 1, 4, 0),
             Game("O4", "Rob", 1, 0)]
    result = team_round_result(games, PACK, home_coaches=["Jay", "Dan", "Rob", "Xavier"])
    assert (result.home_won, result.away_won, result.drawn) == (2, 1, 1)
    assert (result.home_points, result.away_points) == (2, 0)
    level = team_round_result(games[:1] + games[3:], PACK, home_coaches=["Jay", "Rob"])
    assert (level.home_points, level.away_points) == (1, 1)


def test_the_teams_totals_for_further_tiebreakers():
    """Seed 003: Jay 3-0 (1 cas), Dan 2-1 (3 cas), Xavier 1-1 (4 cas), Rob 0-1: 4 BPs, +3, 6 TDs, 8 casualties."""
    teams = {"Team A": ["Jay", "Dan", "Xavier", "Rob"], "Team B": ["O1", "O2", "O3", "O4"]}
    games = [Game("Jay", "O1", 3, 0, 1, 0), Game("Dan", "O2", 2, 1, 3, 0), Game("Xavier", "O3", 1, 1, 4, 0),
             Game("Rob", "O4", 0, 1, 0, 0)]
    a = next(row for row in team_standings(teams, [games], PACK) if row.team == "Team A")
    assert (a.points, a.bonus_points, a.td_diff, a.td_for, a.cas_for) == (2, 4, 3, 6, 8)
    assert (a.games_won, a.games_drawn, a.games_lost) == (2, 1, 1)


def test_teams_a_b_c_tiebreak():
    """Seed 003: all on 2 points; A won three games; C (two won, two drawn) above B (two won, one drawn)."""
    teams = {t: [f"{t}{i}" for i in range(4)] for t in "ABCDEF"}

    def match(ours, theirs, results):
        scores = {"W": (1, 0), "D": (0, 0), "L": (0, 1)}
        return [Game(f"{ours}{i}", f"{theirs}{i}", *scores[r]) for i, r in enumerate(results)]

    games = match("A", "D", "WWWL") + match("B", "E", "WWDL") + match("C", "F", "WWDD")
    rows = team_standings(teams, [games], PACK)
    assert [row.team for row in rows[:3]] == ["A", "C", "B"]
    assert {row.points for row in rows[:3]} == {2}
    assert [row.rank for row in rows[:3]] == [1, 2, 3]


def test_team_pairing_by_individual_ranking():
    """Seed 003: Jay v Nicolas, Dan v Keith, Xavier v Gavin, Rob v Louise."""
    teams = {"A": ["Dan", "Jay", "Rob", "Xavier"], "B": ["Gavin", "Keith", "Louise", "Nicolas"]}
    individual = ["Jay", "Nicolas", "Keith", "Dan", "Xavier", "Gavin", "Louise", "Rob"]
    pairs = pair_team_round(["A", "B"], teams, individual, [("X", "Y")], round_number=2, seed=1)
    assert pairs[0].games == (("Jay", "Nicolas"), ("Dan", "Keith"), ("Xavier", "Gavin"), ("Rob", "Louise"))


def test_teams_drawn_with_the_swap_rule_and_a_bye():
    teams = {t: [f"{t}{i}" for i in range(3)] for t in "ABCDE"}
    previous = [("A", "B"), ("C", "D"), ("E", None)]
    drawn = pair_team_round(list("ABCDE"), teams, [], previous, round_number=2, seed=3)
    assert [(p.home, p.away) for p in drawn] == [("A", "C"), ("B", "E"), ("D", None)]
    met = {frozenset(pair) for pair in previous if None not in pair}
    assert all(frozenset((p.home, p.away)) not in met for p in drawn if p.away)
    bye = [p for p in drawn if p.away is None]
    assert bye[0].home == "D"  # the lowest team without a bye
    assert bye[0].games == (("D0", None), ("D1", None), ("D2", None))


def test_round_one_is_random_and_every_coach_plays_once():
    teams = {t: [f"{t}{i}" for i in range(4)] for t in "ABCD"}
    drawn = pair_team_round(list("ABCD"), teams, [], [], round_number=1, seed=9)
    seen = Counter(c for p in drawn for game in p.games for c in game)
    assert seen == Counter({c: 1 for cs in teams.values() for c in cs})
    assert drawn != pair_team_round(list("ABCD"), teams, [], [], round_number=1, seed=10)


def test_race_clash_and_star_players_once_per_team():
    assert race_clash({"Jay": "Skaven", "Dan": "Orc", "Rob": "skaven "}) == [("Skaven", ("Jay", "Rob"))]
    assert race_clash({"Jay": "Skaven", "Dan": "Orc"}) == []
    assert star_player_clash({"Jay": ["Morg 'n' Thorg"], "Dan": ["Morg 'n' Thorg"]}) == [
        ("Morg 'n' Thorg", ("Jay", "Dan"))
    ]


def test_team_size_and_captain():
    assert team_problems(["a", "b", "c"], "a") == []
    assert team_problems(["a", "b"], "a")
    assert team_problems([str(i) for i in range(9)], "0")
    assert team_problems(["a", "b", "c"], "z")
    assert team_problems(["a", "b", "c", "d"], "a", size=3)
    assert coach_games(["a"], None) == (("a", None),)

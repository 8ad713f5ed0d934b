"""Round robin fixtures and the Swiss draw (seed 003, Pairings)."""

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from rules.pairings import first_round_pairings, round_robin, swiss_pairings

# --- round robin -------------------------------------------------------------------------------------------------


def _check_cycle(rounds, teams):
    """Every pair once, nobody twice in a round, and with an odd count exactly one bye each."""
    games = Counter()
    byes = Counter()
    for games_in_round in rounds:
        seen = [team for pair in games_in_round for team in pair if team is not None]
        assert len(seen) == len(set(seen)) == len(teams)
        assert sum(away is None for _, away in games_in_round) == len(teams) % 2
        for home, away in games_in_round:
            if away is None:
                byes[home] += 1
            else:
                games[frozenset((home, away))] += 1
    assert games == Counter({frozenset(pair): 1 for pair in combinations(teams, 2)})
    assert byes == (Counter(dict.fromkeys(teams, 1)) if len(teams) % 2 else Counter())


def test_round_robin_even():
    teams = list("ABCDEF")
    rounds = round_robin(teams, seed=7)
    assert len(rounds) == 5
    assert all(len(r) == 3 for r in rounds)
    _check_cycle(rounds, teams)


def test_round_robin_odd_gives_one_bye_each():
    teams = list("ABCDE")
    rounds = round_robin(teams, seed=7)
    assert len(rounds) == 5
    assert all(len(r) == 3 and r[-1][1] is None for r in rounds)  # two games, then the bye
    _check_cycle(rounds, teams)
    assert sorted(r[-1][0] for r in rounds) == teams


def test_round_robin_four_teams_exact_rounds():
    # Circle method: A fixed (home, away, home in the unshuffled rounds), B C D rotating; then the seeded shuffle.
    assert round_robin(["A", "B", "C", "D"], seed=1) == [
        [("C", "A"), ("D", "B")],
        [("A", "B"), ("C", "D")],
        [("A", "D"), ("B", "C")],
    ]


def test_round_robin_double_swaps_home_and_away():
    teams = list("ABCDE")
    rounds = round_robin(teams, double=True, seed=3)
    assert len(rounds) == 10
    first, second = rounds[:5], rounds[5:]
    _check_cycle(first, teams)
    _check_cycle(second, teams)
    # The second half is the first in the same order, home and away swapped (byes stay byes).
    assert second == [[(h, None) if a is None else (a, h) for h, a in r] for r in first]
    fixtures = Counter((h, a) for r in rounds for h, a in r if a is not None)
    assert fixtures == Counter({(h, a): 1 for h in teams for a in teams if h != a})


def test_round_robin_home_and_away_balance():
    for count in range(2, 13):
        teams = list(range(count))
        home = Counter(h for r in round_robin(teams, seed=count) for h, a in r if a is not None)
        away = Counter(a for r in round_robin(teams, seed=count) for h, a in r if a is not None)
        for team in teams:
            if count % 2:
                assert home[team] == away[team] == (count - 1) // 2
            else:
                assert abs(home[team] - away[team]) == 1
        double = round_robin(teams, double=True, seed=count)
        home = Counter(h for r in double for h, a in r if a is not None)
        away = Counter(a for r in double for h, a in r if a is not None)
        assert all(home[team] == away[team] == count - 1 for team in teams)


def test_round_robin_seed_shuffles_the_round_order():
    teams = list(range(8))
    assert round_robin(teams, seed=1) == round_robin(teams, seed=1)
    one, two = round_robin(teams, seed=1), round_robin(teams, seed=2)
    assert one != two
    # Same rounds, different running order.
    assert sorted(map(sorted, one)) == sorted(map(sorted, two))
    orders = {tuple(tuple(r) for r in round_robin(teams, seed=s)) for s in range(10)}
    assert len(orders) == 10


def test_round_robin_edge_cases():
    assert round_robin([], seed=1) == []
    assert round_robin(["A"], seed=1) == []
    assert round_robin(["A", "B"], seed=1) == [[("A", "B")]]
    assert round_robin(["A", "B"], double=True, seed=1) == [[("A", "B")], [("B", "A")]]
    with pytest.raises(ValueError, match="more than once"):
        round_robin(["A", "B", "A"], seed=1)
    with pytest.raises(ValueError, match="None is not a team"):
        round_robin(["A", None], seed=1)
    with pytest.raises(ValueError, match="seed is required"):
        round_robin(["A", "B"], seed=None)
    with pytest.raises(TypeError):
        round_robin(["A", "B"])  # the seed is a required keyword


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 16), st.integers(0, 2**32), st.booleans())
def test_round_robin_properties(count, seed, double):
    teams = [f"t{i}" for i in range(count)]
    rounds = round_robin(teams, double=double, seed=seed)
    if count < 2:
        assert rounds == []
        return
    cycle = count - 1 + count % 2
    assert len(rounds) == cycle * (2 if double else 1)
    _check_cycle(rounds[:cycle], teams)
    if double:
        _check_cycle(rounds[cycle:], teams)
    assert rounds == round_robin(teams, double=double, seed=seed)


@settings(max_examples=100, deadline=None)
@given(st.integers(2, 16), st.integers(0, 2**32), st.booleans())
def test_round_robin_never_pairs_a_team_with_itself(count, seed, double):
    # Issue 11: "fixture generation never pairs a team with itself".
    teams = list(range(1, count + 1))
    games = [(home, away) for pairs in round_robin(teams, double=double, seed=seed) for home, away in pairs]
    assert games
    assert all(home != away for home, away in games)


# --- Swiss ----------------------------------------------------------------------------------------------------

SEED_RANKING = ["Jay", "Gavin", "Keith", "Xavier", "Nicolas", "Dan", "Louise", "Rob"]


def test_seed_003_swap_example():
    # "Nicolas and Dan have already played each other ... As Dan is currently the lower ranked of the two players,
    # he will swap with the highest ranked player from the pairing below - in this case, Louise."
    assert swiss_pairings(SEED_RANKING, {frozenset(("Nicolas", "Dan"))}) == [
        ("Jay", "Gavin"),
        ("Keith", "Xavier"),
        ("Nicolas", "Louise"),
        ("Dan", "Rob"),
    ]


def test_swiss_straight_down_the_table():
    assert swiss_pairings(SEED_RANKING) == [
        ("Jay", "Gavin"),
        ("Keith", "Xavier"),
        ("Nicolas", "Dan"),
        ("Louise", "Rob"),
    ]


def test_swiss_swap_cascades_down():
    # C-D is a rematch: D swaps with E; D-F is then a rematch too: F swaps with G.
    played = [("C", "D"), ("D", "F")]
    assert swiss_pairings("ABCDEFGH", played) == [("A", "B"), ("C", "E"), ("D", "G"), ("F", "H")]


def test_swiss_swap_that_would_make_another_rematch_goes_further_down():
    # C has played D and E: C takes F, the next coach down it has not played.
    played = [("C", "D"), ("C", "E")]
    assert swiss_pairings("ABCDEFGH", played) == [("A", "B"), ("C", "F"), ("D", "E"), ("G", "H")]


def test_swiss_bottom_pairing_swaps_with_the_pairing_above():
    assert swiss_pairings("ABCD", [("C", "D")]) == [("A", "C"), ("B", "D")]


def test_swiss_rematch_only_when_unavoidable():
    everyone = list(combinations("ABCD", 2))
    assert swiss_pairings("ABCD", everyone) == [("A", "B"), ("C", "D")]
    # Only one rematch-free draw: A-D, B-C.
    played = [("A", "B"), ("A", "C"), ("B", "D"), ("C", "D")]
    assert swiss_pairings("ABCD", played) == [("A", "D"), ("B", "C")]


def test_swiss_final_round_top_pair_may_meet_again():
    assert swiss_pairings("ABCD", [("A", "B")]) == [("A", "C"), ("B", "D")]
    assert swiss_pairings("ABCD", [("A", "B")], keep_top_pair=True) == [("A", "B"), ("C", "D")]


def test_swiss_bye_to_the_lowest_ranked_without_one():
    assert swiss_pairings("ABCDE") == [("A", "B"), ("C", "D"), ("E", None)]
    assert swiss_pairings("ABCDE", byes_taken={"E"}) == [("A", "B"), ("C", "E"), ("D", None)]
    assert swiss_pairings("ABCDE", byes_taken={"E", "D", "C"}) == [("A", "C"), ("D", "E"), ("B", None)]
    # Everyone has had one: the lowest-ranked coach again.
    assert swiss_pairings("ABC", byes_taken={"A", "B", "C"}) == [("A", "B"), ("C", None)]


def test_swiss_spare_player_plays_the_lowest_ranked_who_has_not_played_them():
    assert swiss_pairings("ABCDE", spare_player="S") == [("A", "B"), ("C", "D"), ("E", "S")]
    assert swiss_pairings("ABCDE", [("E", "S"), ("S", "D")], spare_player="S") == [
        ("A", "B"),
        ("D", "E"),
        ("C", "S"),
    ]


def test_swiss_refuses_bad_input():
    with pytest.raises(ValueError, match="more than once"):
        swiss_pairings(["A", "B", "A"])
    with pytest.raises(ValueError, match="Spare Player"):
        swiss_pairings(["A", "B", "S"], spare_player="S")


def test_first_round_is_random_and_seeded():
    teams = [f"coach{i}" for i in range(9)]
    draw = first_round_pairings(teams, seed=11)
    assert draw == first_round_pairings(teams, seed=11)
    assert draw != first_round_pairings(teams, seed=12)
    assert len(draw) == 5
    assert draw[-1][1] is None
    assert sorted(t for pair in draw for t in pair if t is not None) == sorted(teams)
    byes = {first_round_pairings(teams, seed=s)[-1][0] for s in range(40)}
    assert len(byes) > 3  # the bye falls at random, not always on the same coach
    with_spare = first_round_pairings(teams, seed=11, spare_player="S")
    assert with_spare[-1] == (draw[-1][0], "S")
    assert first_round_pairings(teams[:4], seed=5) == first_round_pairings(teams[:4], seed=5)
    assert all(b is not None for _, b in first_round_pairings(teams[:4], seed=5))


def _rematch_free_exists(teams, played):
    if not teams:
        return True
    top, rest = teams[0], teams[1:]
    return any(
        frozenset((top, other)) not in played and _rematch_free_exists([t for t in rest if t != other], played)
        for other in rest
    )


@settings(max_examples=120, deadline=None)
@given(st.integers(2, 11), st.integers(1, 9), st.randoms(use_true_random=False), st.booleans())
def test_swiss_tournament_properties(count, rounds, rnd, use_spare):
    teams = [f"c{i}" for i in range(count)]
    spare = "SPARE" if use_spare else None
    assume(rounds <= count + 1)
    played: set[frozenset] = set()
    byes: set[str] = set()
    draw = first_round_pairings(teams, seed=rnd.randrange(1000), spare_player=spare)
    for _ in range(rounds):
        # Everybody once, and the odd one out gets the bye / the Spare Player.
        assert sorted(t for pair in draw for t in pair if t not in (None, spare)) == sorted(teams)
        assert len(draw) == (count + 1) // 2
        for a, b in draw:
            if b is None:
                byes.add(a)
            played.add(frozenset((a, b)))
        ranking = list(teams)
        rnd.shuffle(ranking)
        draw = swiss_pairings(ranking, played, byes, spare_player=spare)
        odd_one = None
        if count % 2:
            odd_one, other = draw[-1]
            assert other == spare
            had = {t for t in teams if frozenset((t, spare)) in played} if spare else byes
            eligible = [t for t in ranking if t not in had] or ranking
            assert odd_one == eligible[-1]
        rest = [t for t in ranking if t != odd_one]
        rematches = sum(frozenset(pair) in played for pair in draw if odd_one not in pair)
        if _rematch_free_exists(rest, played):
            assert rematches == 0
        for a, b in draw:
            if b is not None and b != spare:
                assert ranking.index(a) < ranking.index(b)

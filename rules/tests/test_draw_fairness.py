"""The fewest rematches (seed 003, Subsequent rounds) and clubs apart in round 1 (the NAF's rule, our option)."""

import random
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.dice import Dice
from rules.eventcore import first_round
from rules.pairings import _normalise, _with_rematches, clubs_apart, fewest_rematches, swiss_pairings


def _rematch_count(pairs, played):
    return sum(frozenset(pair) in played for pair in pairs)


def _best(teams, played):
    """The fewest rematches any draw of ``teams`` can have (every perfect matching tried)."""
    if not teams:
        return 0
    top, rest = teams[0], teams[1:]
    return min(
        (frozenset((top, other)) in played) + _best([t for t in rest if t != other], played) for other in rest
    )


# Six coaches: B has met everyone, and E has met F. The greedy draw takes A-C, then B (every opponent met) the next
# one, D, and leaves E-F to meet again: two rematches. B's rematch cannot be avoided, E-F's can: one is enough.
RANKED = ["A", "B", "C", "D", "E", "F"]
PLAYED = [("A", "B"), ("B", "C"), ("B", "D"), ("B", "E"), ("B", "F"), ("E", "F")]

def test_where_greedy_makes_two_rematches_the_draw_makes_one():
    played = _normalise(PLAYED)
    greedy = _with_rematches(RANKED, played)
    assert _rematch_count(greedy, played) == 2
    drawn = fewest_rematches(RANKED, PLAYED)
    assert _rematch_count(drawn, played) == 1 == _best(RANKED, played)
    assert drawn == [("A", "C"), ("B", "E"), ("D", "F")]  # the rematch as low as it can be, the rest as ranked
    assert sorted(t for pair in drawn for t in pair) == RANKED
    assert swiss_pairings(RANKED, PLAYED) == drawn  # the Swiss draw uses it
    assert drawn == fewest_rematches(RANKED, PLAYED)  # the same every time


def test_a_rematch_free_draw_is_still_the_swap_rule_and_the_budget_is_a_bound():
    assert fewest_rematches(["A", "B", "C", "D"], [("A", "B")]) == [("A", "C"), ("B", "D")]
    assert fewest_rematches(RANKED, PLAYED, budget=2) is None  # out of budget: the caller falls back
    assert swiss_pairings(RANKED, PLAYED) is not None


def test_a_rematch_forced_at_the_foot_of_a_large_field_is_found_as_the_only_one():
    ranked = list(range(150))
    played = [(low, other) for low in ranked[-3:] for other in ranked[:-3]] + [(i, i + 1) for i in range(0, 147, 2)]
    drawn = fewest_rematches(ranked, played, budget=5_000)  # found without spending the search's budget
    assert _rematch_count(drawn, _normalise(played)) == 1
    assert sorted(t for pair in drawn for t in pair) == ranked


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 5), st.sets(st.tuples(st.integers(0, 9), st.integers(0, 9)), max_size=30))
def test_the_draw_never_makes_more_rematches_than_it_must(half, games):
    teams = list(range(2 * half))
    played = {frozenset(g) for g in games if g[0] != g[1] and max(g) < 2 * half}
    drawn = fewest_rematches(teams, played)
    assert sorted(t for pair in drawn for t in pair) == teams
    assert _rematch_count(drawn, played) == _best(teams, played)
    assert all(teams.index(a) < teams.index(b) for a, b in drawn)


def _clashes(order, clubs):
    def club(team):
        return (clubs.get(team) or "").strip().casefold() or None
    return sum(club(a) is not None and club(a) == club(b) for a, b in zip(order[::2], order[1::2], strict=False))


def test_club_mates_are_parted_and_the_rest_of_the_order_stays():
    order = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
    clubs = {"Ann": "Reavers", "Bob": " reavers ", "Cat": "Cats", "Dan": None, "Eve": "", "Fay": "Reavers"}
    assert _clashes(order, clubs) == 1
    apart = clubs_apart(order, clubs)
    assert apart == ["Ann", "Cat", "Bob", "Dan", "Eve", "Fay"]  # Bob swaps with Cat, the first free pairing below
    assert _clashes(apart, clubs) == 0
    assert clubs_apart(order, {}) == order  # no clubs: the draw as it fell
    assert clubs_apart(["Eve", "Fay", "Gus"], {"Eve": "X", "Fay": "X", "Gus": "Y"}) == ["Eve", "Fay", "Gus"]  # a Bye


def test_a_club_of_more_than_half_leaves_only_the_clashes_it_must():
    order = list("ABCDEF")
    clubs = dict.fromkeys("ABCDE", "Big")
    apart = clubs_apart(order, clubs)
    assert _clashes(apart, clubs) == 2  # F can part only one pair
    assert sorted(apart) == order


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(["X", "Y", "Z", None, ""]), min_size=2, max_size=12), st.integers(0, 10**6))
def test_the_fewest_pairs_of_one_club(draws, seed):
    coaches = list(range(len(draws) - len(draws) % 2))
    clubs = {c: draws[c] for c in coaches}
    order = list(coaches)
    random.Random(seed).shuffle(order)
    apart = clubs_apart(order, clubs)
    assert sorted(apart) == coaches
    # the fewest possible: every perfect matching tried
    mates = {frozenset((a, b)) for a, b in combinations(coaches, 2) if clubs[a] and clubs[a] == clubs[b]}
    best = _best(coaches, mates)
    assert _clashes(apart, clubs) == best


def test_round_one_keeps_clubs_apart_with_the_spare_at_the_end():
    coaches = ["Ann", "Bob", "Cat"]
    clubs = {"Ann": "X", "Bob": "X", "Cat": "Y", "Spare": "Y"}
    clashed = 0
    for seed in range(30):
        pairs = first_round(coaches, Dice(seed=seed), spare="Spare", clubs=clubs)
        assert len(pairs) == 2
        assert [b for _, b in pairs].count("Spare") == 1  # the Spare Player plays away
        assert all(clubs[a] != clubs[b] for a, b in pairs)
        plain = first_round(coaches, Dice(seed=seed), spare="Spare")
        clashed += any(clubs[a] == clubs[b] for a, b in plain)
    assert clashed  # without the option, club-mates do meet

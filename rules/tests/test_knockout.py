"""Group & Knockout Events (seed 003): groups of four, the bracket with placement games, draws, Best of the Rest."""

from collections import Counter

import pytest

from rules.errors import DomainError
from rules.knockout import (
    KnockoutGame,
    best_of_the_rest,
    group_fixtures,
    groups_of_four,
    knockout_bracket,
    knockout_places,
    knockout_winner,
    next_knockout_round,
    pair_best_of_the_rest,
    qualifiers,
)
from rules.tournament import Game, Rulespack, rematches, standings

PACK = Rulespack.default("sevens")
COACHES = [f"C{i:02d}" for i in range(1, 33)]


def test_groups_of_four_and_their_round_robin():
    groups = groups_of_four(COACHES, seed=5)
    assert [len(g) for g in groups] == [4] * 8
    assert sorted(c for g in groups for c in g) == COACHES
    assert groups == groups_of_four(COACHES, seed=5)
    assert groups != groups_of_four(COACHES, seed=6)
    rounds = group_fixtures(groups[0], seed=1)
    assert len(rounds) == 3
    assert Counter(frozenset(p) for r in rounds for p in r) == Counter(
        {frozenset((a, b)): 1 for i, a in enumerate(groups[0]) for b in groups[0][i + 1:]}
    )


def test_seeded_groups_take_one_coach_of_each_pot():
    groups = groups_of_four(COACHES[:16], seed=5, seeded=True)
    for group in groups:
        assert sorted((COACHES.index(c) // 4) for c in group) == [0, 1, 2, 3]


def test_a_field_not_a_multiple_of_four_plays_groups_of_three():
    assert sorted(len(g) for g in groups_of_four(COACHES[:10], seed=1)) == [3, 3, 4]
    with pytest.raises(DomainError):
        groups_of_four(COACHES[:5], seed=1)


def _play_bracket(first_round):
    """Higher seed (lower number) always wins."""
    results, rounds = [], [first_round]
    matches = first_round
    while matches:
        played = [(m, min(m.home, m.away)) for m in matches]
        results.extend(played)
        matches = next_knockout_round(played)
        if matches:
            rounds.append(matches)
    return results, rounds


def test_eight_into_the_knockout_with_placement_games():
    """Seed 003: after the first game the four winners play for places 1-4 and the four losers for 5-8."""
    seeds = COACHES[:8]
    first = knockout_bracket(seeds, 8)
    assert [(m.home, m.away) for m in first] == [("C01", "C08"), ("C04", "C05"), ("C02", "C07"), ("C03", "C06")]
    results, rounds = _play_bracket(first)
    assert [m.places for m in rounds[1]] == [(1, 4), (1, 4), (5, 8), (5, 8)]
    assert [m.places for m in rounds[2]] == [(1, 2), (3, 4), (5, 6), (7, 8)]
    assert len(rounds) == 3
    assert knockout_places(results) == {c: i for i, c in enumerate(seeds, start=1)}


def test_sixteen_play_four_rounds_for_every_place():
    results, rounds = _play_bracket(knockout_bracket(COACHES[:16], 16))
    assert len(rounds) == 4
    assert sorted(knockout_places(results).values()) == list(range(1, 17))


def test_a_knockout_draw_is_resolved_as_the_rulespack_says():
    match = KnockoutGame((1, 8), "C01", "C08")
    seeds = {c: i for i, c in enumerate(COACHES, start=1)}
    draw = Game("C08", "C01", 1, 1, home_cas=3)
    with pytest.raises(DomainError) as err:
        knockout_winner(match, draw, PACK, seeds=seeds)
    assert err.value.field == "extra_time_winner"
    assert knockout_winner(match, draw, PACK, seeds=seeds, extra_time_winner="C08") == "C08"
    assert knockout_winner(match, draw, Rulespack.default("sevens", knockout_draw="higher_seed"), seeds=seeds) == "C01"
    assert knockout_winner(match, draw, Rulespack.default("sevens", knockout_draw="tiebreakers"), seeds=seeds) == "C08"
    assert knockout_winner(match, Game("C01", "C08", 0, 2), PACK, seeds=seeds) == "C08"


def test_qualifiers_group_winners_first_and_best_of_the_rest():
    groups = [COACHES[0:4], COACHES[4:8], COACHES[8:12], COACHES[12:16]]
    tables, games = [], []
    for n, group in enumerate(groups):
        group_games = [Game(a, b, 2 + n % 2, 0) for i, a in enumerate(group) for b in group[i + 1:]]
        games += group_games
        tables.append(standings(group, group_games, PACK))
    through = qualifiers(tables, 8)
    assert set(through[:4]) == {g[0] for g in groups}
    assert through[:2] == ["C05", "C13"]  # the winners with 3-0 wins have more Bonus Points and touchdowns
    rest = best_of_the_rest([r.coach for r in standings(COACHES[:16], games, PACK)], through)
    assert len(rest) == 8
    assert not set(rest) & set(through)
    pairs = pair_best_of_the_rest(rest, games, PACK, seed=1)
    assert sorted(c for p in pairs for c in p) == sorted(rest)
    assert rematches(pairs, games) == []


def test_the_three_group_rounds_meet_everyone_once_and_a_group_of_three_has_a_bye_each():
    """Seed 003, Group & Knockout Events: groups of four playing a round robin (three rounds)."""
    from rules.tournament import GROUP_ROUNDS, Game, Rulespack, group_round, group_tables, groups_of_four

    groups = groups_of_four(list(range(1, 12)), seed=4)  # 11 coaches: two groups of four, one of three
    assert sorted(len(g) for g in groups) == [3, 4, 4]
    rounds = [group_round(groups, 4, number) for number in range(1, GROUP_ROUNDS + 1)]
    for group in groups:
        met = [frozenset(p) for r in rounds for p in r if p[0] in group and p[1] is not None]
        assert len(met) == len(set(met)) == len(group) * (len(group) - 1) // 2
        byes = [p[0] for r in rounds for p in r if p[0] in group and p[1] is None]
        assert sorted(byes) == (sorted(group) if len(group) == 3 else [])
    games = [Game(*p, home_td=1) if p[1] is not None else Game.bye(p[0]) for p in rounds[0]]
    tables = group_tables(groups, games, Rulespack.default())
    assert [sorted(row.coach for row in table) for table in tables] == [sorted(g) for g in groups]
    assert all(table[0].won == 1 for table in tables)

"""Scoring, Bonus Points, standings and tiebreakers (seed 003, Scoring & Tiebreakers; seed 001, WINNING THE GAME)."""

import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.pairings import round_robin
from rules.scoring import (
    MATCHED_PLAY_TIEBREAKERS,
    STANDING_COLUMNS,
    TIEBREAKERS,
    Result,
    ScoringScheme,
    bonus_points,
    head_to_head_points,
    result_points,
    score_result,
    standings,
)

MATCHED = ScoringScheme.matched_play()
LEAGUE = ScoringScheme()
DUNGEON = ScoringScheme.dungeon_sevens()


def row(table, team):
    return next(r for r in table if r.team == team)


def order(table):
    return [(r.rank, r.team) for r in table]


# --- the seed's worked examples -------------------------------------------------------------------------------


def test_seed_003_jay_beats_rob_3_1():
    # "Jay beats Rob 3-1 and inflicts 2 casualties while Rob inflicts 4. Jay would score 2 Tournament Points ...
    # Rob would score 0. Jay would earn 1 Bonus Point as he scored 3 or more touchdowns, while Rob would also earn
    # 1 Bonus Point for inflicting 3 or more casualties onto Jay's team."
    assert result_points(Result("Jay", "Rob", 3, 1, home_cas=2, away_cas=4), MATCHED) == (2, 0, 1, 1)


def test_seed_003_touchdown_difference_plus_7_and_plus_3():
    # "Jay has won three games with the scores being 2-0, 3-1 and 3-0, meaning he has a Touchdown Difference of +7.
    # Dan has also won three games with the scores being 1-0, 2-1 and 3-2, meaning he has a Touchdown Difference
    # of +3."
    results = [
        Result("Jay", "O1", 2, 0),
        Result("Jay", "O2", 3, 1),
        Result("Jay", "O3", 3, 0),
        Result("Dan", "O4", 1, 0),
        Result("Dan", "O5", 2, 1),
        Result("Dan", "O6", 3, 2),
    ]
    table = standings(results, ScoringScheme.matched_play(tiebreakers=("td_diff",)))
    jay, dan = row(table, "Jay"), row(table, "Dan")
    assert (jay.points, jay.td_for, jay.td_against, jay.td_diff) == (6, 8, 1, 7)
    assert (dan.points, dan.td_for, dan.td_against, dan.td_diff) == (6, 6, 3, 3)
    assert order(table)[:2] == [(1, "Jay"), (2, "Dan")]
    # Bonus Points: Jay 1 (2-0 clean sheet) + 1 (3-1, three TDs) + 2 (3-0) = 4; Dan 1 + 0 + 1 = 2.
    assert (jay.bonus_points, dan.bonus_points) == (4, 2)


def test_seed_003_team_event_example_totals():
    # "Jay wins his game 3-0 causing 1 casualty and scores 2 Bonus Points; Dan wins his game 2-1 causing 3
    # casualties and scores 1 Bonus Point; Xavier draws his game 1-1 causing 4 casualties and scores 1 Bonus Point;
    # and Rob loses his game 1-0 causing 0 casualties and scores 0 Bonus Points. ... a total of 4 Bonus Points, a
    # Touchdown Difference of +3, a total of 6 touchdowns, and a total of 8 casualties"
    results = [
        Result("Jay", "Gavin", 3, 0, home_cas=1),
        Result("Dan", "Keith", 2, 1, home_cas=3),
        Result("Xavier", "Louise", 1, 1, home_cas=4),
        Result("Rob", "Nicolas", 0, 1, home_cas=0),
    ]
    table = standings(results, MATCHED)
    mine = [row(table, name) for name in ("Jay", "Dan", "Xavier", "Rob")]
    assert [r.bonus_points for r in mine] == [2, 1, 1, 0]
    assert [r.points for r in mine] == [2, 2, 1, 0]
    assert sum(r.bonus_points for r in mine) == 4
    assert sum(r.td_diff for r in mine) == 3
    assert sum(r.td_for for r in mine) == 6
    assert sum(r.cas_for for r in mine) == 8


# --- schemes and presets ----------------------------------------------------------------------------------------


def test_presets():
    assert (MATCHED.win, MATCHED.draw, MATCHED.loss, MATCHED.bonus_points) == (2, 1, 0, True)
    assert MATCHED.tiebreakers == ("bonus_points", "td_diff", "td_for", "cas_for") == MATCHED_PLAY_TIEBREAKERS
    assert (LEAGUE.win, LEAGUE.draw, LEAGUE.loss, LEAGUE.bonus_points, LEAGUE.scheme) == (3, 1, 0, False, "points")
    assert LEAGUE.tiebreakers == ("td_diff", "td_for", "cas_for")
    assert (DUNGEON.win, DUNGEON.runaway_win, DUNGEON.annihilation_win, DUNGEON.draw, DUNGEON.loss) == (
        40,
        50,
        50,
        20,
        0,
    )
    assert DUNGEON.scheme == "dungeon-sevens"
    assert ScoringScheme.matched_play(win=3).win == 3


def test_points_per_scheme():
    win, draw, loss = Result("A", "B", 2, 1), Result("A", "B", 1, 1), Result("A", "B", 0, 2)
    assert [result_points(r, LEAGUE)[:2] for r in (win, draw, loss)] == [(3, 0), (1, 1), (0, 3)]
    assert [result_points(r, MATCHED)[:2] for r in (win, draw, loss)] == [(2, 0), (1, 1), (0, 2)]
    assert [result_points(r, DUNGEON)[:2] for r in (win, draw, loss)] == [(40, 0), (20, 20), (0, 50)]
    custom = ScoringScheme(win=4, draw=2, loss=1)
    assert [result_points(r, custom)[:2] for r in (win, draw, loss)] == [(4, 1), (2, 2), (1, 4)]


def test_bonus_point_thresholds():
    assert bonus_points(2, 1, 2) == 0
    assert bonus_points(3, 1, 2) == 1
    assert bonus_points(2, 0, 2) == 1
    assert bonus_points(2, 1, 3) == 1
    assert bonus_points(3, 0, 3) == 3
    assert bonus_points(0, 0, 0) == 1
    # A goalless draw: both sides kept a clean sheet.
    assert result_points(Result("A", "B", 0, 0), MATCHED) == (1, 1, 1, 1)
    assert result_points(Result("A", "B", 4, 0, home_cas=5, away_cas=3), MATCHED) == (2, 0, 3, 1)


def test_bonus_points_off_means_no_bonus_points_and_never_in_the_points():
    assert result_points(Result("A", "B", 4, 0, home_cas=5), LEAGUE) == (3, 0, 0, 0)
    # With Bonus Points on they are a tiebreaker, not points: a 4-0 win with 3 BPs is still 2 points.
    table = standings([Result("A", "B", 4, 0, home_cas=5)], MATCHED)
    assert (row(table, "A").points, row(table, "A").bonus_points) == (2, 3)


# --- bye and concession -------------------------------------------------------------------------------------------


def test_bye_is_a_2_0_win_with_one_bonus_point():
    # Seed 003, Bye: "counts as winning the game 2-0 ... This will award 2 Tournament Points and 1 Bonus Point"
    bye = Result.bye("A", round=3)
    assert bye.is_bye
    assert (bye.home_td, bye.away_td, bye.home_cas, bye.away_cas, bye.round) == (2, 0, 0, 0, 3)
    assert result_points(bye, MATCHED) == (2, 0, 1, 0)
    assert result_points(bye, LEAGUE) == (3, 0, 0, 0)
    assert result_points(bye, DUNGEON) == (40, 0, 0, 0)  # a plain Points Win, not a Runaway
    a = row(standings([bye], MATCHED), "A")
    assert a.as_dict() == {
        "rank": 1,
        "team": "A",
        "played": 1,
        "won": 1,
        "drawn": 0,
        "lost": 0,
        "points": 2,
        "bonus_points": 1,
        "td_for": 2,
        "td_against": 0,
        "td_diff": 2,
        "cas_for": 0,
        "cas_against": 0,
    }


@pytest.mark.parametrize(
    "kwargs",
    [
        {"home_td": 0, "away_td": 0},
        {"home_td": 2, "away_td": 0, "home_cas": 1},
        {"home_td": 2, "away_td": 0, "conceded_by": "A"},
        {"home_td": 2, "away_td": 0, "win_kind": "runaway"},
    ],
)
def test_bye_must_be_recorded_as_the_seed_says(kwargs):
    with pytest.raises(ValueError, match="bye"):
        Result("A", None, **kwargs)


def test_concession_gives_3_0_all_bonus_points_and_a_penalty():
    # Seed 003: "their opponent will automatically receive a 3-0 win ... and will receive the maximum number of
    # Bonus Points available. ... the player who conceded will receive no Bonus Points whatsoever and will also
    # suffer a penalty of -1 Tournament Point."
    conceded = Result("A", "B", 1, 1, home_cas=0, away_cas=4, conceded_by="B")
    assert result_points(conceded, MATCHED) == (2, -1, 3, 0)
    assert result_points(conceded, LEAGUE) == (3, -1, 0, 0)
    scored = score_result(conceded, MATCHED)
    assert (scored.home_td, scored.away_td, scored.home_cas, scored.away_cas, scored.winner) == (3, 0, 0, 4, "A")
    table = standings([conceded], MATCHED)
    a, b = row(table, "A"), row(table, "B")
    assert (a.won, a.points, a.bonus_points, a.td_for, a.td_against) == (1, 2, 3, 3, 0)
    assert (b.lost, b.points, b.bonus_points, b.td_for, b.td_against, b.cas_for) == (1, -1, 0, 0, 3, 4)


def test_concession_by_home_and_by_a_coach_who_was_leading():
    conceded = Result("A", "B", 2, 0, conceded_by="A")
    assert result_points(conceded, MATCHED) == (-1, 2, 0, 3)
    scored = score_result(conceded, MATCHED)
    assert (scored.home_td, scored.away_td, scored.winner) == (0, 3, "B")


@pytest.mark.parametrize(
    ("score", "counted"),
    [
        ((2, 0), (3, 0)),  # worse than 3-0: 3-0
        ((3, 0), (3, 0)),
        ((4, 1), (4, 1)),  # same difference, more touchdowns: better, kept
        ((5, 3), (3, 0)),  # more touchdowns but a smaller difference: 3-0
        ((4, 0), (4, 0)),  # better, kept
        ((0, 2), (3, 0)),  # the conceding coach was ahead
    ],
)
def test_concession_keeps_a_better_score(score, counted):
    scored = score_result(Result("A", "B", *score, conceded_by="B"), LEAGUE)
    assert (scored.home_td, scored.away_td) == counted


def test_concession_penalty_is_configurable():
    conceded = Result("A", "B", 0, 0, conceded_by="B")
    assert result_points(conceded, ScoringScheme(concession_penalty=0)) == (3, 0, 0, 0)
    assert result_points(conceded, ScoringScheme(concession_penalty=2)) == (3, -2, 0, 0)
    with pytest.raises(ValueError, match="positive"):
        ScoringScheme(concession_penalty=-1)


def test_concession_in_dungeon_sevens_is_a_runaway_win():
    assert result_points(Result("A", "B", 0, 0, conceded_by="B"), DUNGEON) == (50, -1, 0, 0)
    odd = ScoringScheme.dungeon_sevens(runaway_win=45, annihilation_win=55)
    assert result_points(Result("A", "B", 0, 0, conceded_by="B"), odd) == (45, -1, 0, 0)
    assert result_points(Result("A", "B", 0, 0, conceded_by="B", win_kind="annihilation"), odd) == (55, -1, 0, 0)


def test_a_concession_without_penalty_is_a_loss_without_the_minus_one():
    # 2020 rulebook, 1. Set-up: a team "reduced to only three players or fewer" may concede "without penalty"
    # before setting up. Reading: still a loss for it (a win for the opponent), but the concession penalty is waived.
    penalty_free = Result("A", "B", 0, 0, conceded_by="B", penalty_free=True)
    assert result_points(penalty_free, LEAGUE) == (3, 0, 0, 0)
    assert result_points(penalty_free, MATCHED) == (2, 0, 3, 0)
    assert result_points(Result("A", "B", 0, 0, conceded_by="B"), LEAGUE) == (3, -1, 0, 0)
    table = standings([penalty_free], LEAGUE)
    assert (row(table, "B").lost, row(table, "B").points) == (1, 0)
    with pytest.raises(ValueError, match="without penalty needs the team"):
        Result("A", "B", 0, 0, penalty_free=True)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"conceded_by": "C"}, "did not play"),
        ({"conceded_by": "B", "winner": "B"}, "cannot be the winner"),
        ({"conceded_by": "B", "win_kind": "points"}, "not a Points Win"),
    ],
)
def test_bad_concessions_refused(kwargs, message):
    with pytest.raises(ValueError, match=message):
        Result("A", "B", 1, 0, **kwargs)


# --- Dungeon Sevens -----------------------------------------------------------------------------------------------


def test_dungeon_sevens_win_kinds():
    # Seed 001: Points Win 40, Runaway Win 50, Annihilation Win 50, Draw 20; a loss 0.
    assert result_points(Result("A", "B", 2, 1, win_kind="points"), DUNGEON) == (40, 0, 0, 0)
    assert result_points(Result("A", "B", 3, 1, win_kind="runaway"), DUNGEON) == (50, 0, 0, 0)
    assert result_points(Result("A", "B", 1, 0, win_kind="annihilation"), DUNGEON) == (50, 0, 0, 0)
    assert result_points(Result("A", "B", 1, 3, win_kind="runaway"), DUNGEON) == (0, 50, 0, 0)
    assert result_points(Result("A", "B", 2, 2), DUNGEON) == (20, 20, 0, 0)


def test_dungeon_sevens_win_kind_read_from_the_score_when_not_recorded():
    assert result_points(Result("A", "B", 1, 0), DUNGEON) == (40, 0, 0, 0)
    assert result_points(Result("A", "B", 2, 0), DUNGEON) == (50, 0, 0, 0)
    assert result_points(Result("A", "B", 0, 4), DUNGEON) == (0, 50, 0, 0)


def test_annihilation_by_a_team_not_ahead():
    # Seed 001: the annihilating team wins whatever the score, so the result names the winner.
    level = Result("A", "B", 1, 1, win_kind="annihilation", winner="B")
    behind = Result("A", "B", 0, 1, win_kind="annihilation", winner="A")
    assert result_points(level, DUNGEON) == (0, 50, 0, 0)
    assert result_points(behind, DUNGEON) == (50, 0, 0, 0)
    assert result_points(behind, LEAGUE) == (3, 0, 0, 0)
    a = row(standings([behind], DUNGEON), "A")
    assert (a.won, a.lost, a.points, a.td_for, a.td_against) == (1, 0, 50, 0, 1)


def test_dungeon_sevens_bonus_points_can_be_combined():
    scheme = ScoringScheme.dungeon_sevens(bonus_points=True)
    assert result_points(Result("A", "B", 3, 0, home_cas=3), scheme) == (50, 0, 3, 0)


@pytest.mark.parametrize(
    ("args", "kwargs", "message"),
    [
        ((2, 0), {"win_kind": "points"}, "Points Win is 1 TD ahead"),
        ((2, 1), {"win_kind": "runaway"}, "Runaway Win needs a lead of 2"),
        ((1, 1), {"win_kind": "points"}, "level score is a draw"),
        ((1, 1), {"win_kind": "annihilation"}, "needs the winner"),
        ((2, 1), {"win_kind": "crushing"}, "unknown win kind 'crushing'"),
        ((2, 1), {"winner": "B"}, "winner disagrees"),
        ((1, 1), {"winner": "A"}, "winner disagrees"),
        ((2, 1), {"winner": "C"}, "did not play"),
        ((-1, 0), {}, "home_td"),
        ((1, 0), {"away_cas": True}, "away_cas"),
    ],
)
def test_bad_results_refused(args, kwargs, message):
    with pytest.raises(ValueError, match=message):
        Result("A", "B", *args, **kwargs)


def test_a_team_cannot_play_itself():
    with pytest.raises(ValueError, match="cannot play itself"):
        Result("A", "A", 1, 0)


# --- scheme validation ---------------------------------------------------------------------------------------------


def test_unknown_tiebreaker_refused():
    with pytest.raises(ValueError, match=r"unknown tiebreaker 'coin_toss'; choose from bonus_points, td_diff"):
        ScoringScheme(tiebreakers=("td_diff", "coin_toss"))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"tiebreakers": "td_diff"}, "sequence of names"),
        ({"tiebreakers": ("td_for", "td_for")}, "more than once: td_for"),
        ({"tiebreakers": ("bonus_points",)}, "needs bonus_points=True"),
        ({"scheme": "rugby"}, "unknown scoring scheme 'rugby'"),
        ({"win": 2.5}, "win must be a whole number"),
    ],
)
def test_bad_schemes_refused(kwargs, message):
    with pytest.raises(ValueError, match=message):
        ScoringScheme(**kwargs)


def test_tiebreaker_labels():
    assert list(TIEBREAKERS) == ["bonus_points", "td_diff", "td_for", "cas_for", "head_to_head"]
    assert TIEBREAKERS["td_diff"] == "Touchdown Difference"
    assert ScoringScheme(tiebreakers=["td_for"]).tiebreakers == ("td_for",)


# --- each tiebreaker alone decides ------------------------------------------------------------------------------
# "Zed" is the team the tiebreaker puts first; without it the tie stands and "Abe" is listed first by name.


def _tied_pair(results, tiebreaker, scheme=LEAGUE):
    decided = standings(results, ScoringScheme(**{**_fields(scheme), "tiebreakers": (tiebreaker,)}))
    undecided = standings(results, ScoringScheme(**{**_fields(scheme), "tiebreakers": ()}))
    return [x for x in order(decided) if x[1] in ("Abe", "Zed")], [
        x for x in order(undecided) if x[1] in ("Abe", "Zed")
    ]


def _fields(scheme):
    return {
        "win": scheme.win,
        "draw": scheme.draw,
        "loss": scheme.loss,
        "bonus_points": scheme.bonus_points,
        "scheme": scheme.scheme,
    }


def test_bonus_points_tiebreaker_alone():
    # Both: a win and a loss (to Top), 3 for, 3 against, no casualties. Zed's 3-2 earns a BP; Abe's 2-1 and 1-2 none.
    results = [
        Result("Zed", "X", 3, 2),
        Result("Top", "Zed", 1, 0),
        Result("Abe", "X2", 2, 1),
        Result("Top", "Abe", 2, 1),
    ]
    decided, undecided = _tied_pair(results, "bonus_points", MATCHED)
    assert decided == [(2, "Zed"), (3, "Abe")]
    assert undecided == [(2, "Abe"), (2, "Zed")]


def test_td_diff_tiebreaker_alone():
    results = [Result("Zed", "X", 3, 0), Result("Abe", "Y", 3, 2)]
    decided, undecided = _tied_pair(results, "td_diff")
    assert decided == [(1, "Zed"), (2, "Abe")]
    assert undecided == [(1, "Abe"), (1, "Zed")]


def test_td_for_tiebreaker_alone():
    results = [Result("Zed", "X", 3, 1), Result("Abe", "Y", 2, 0)]
    decided, undecided = _tied_pair(results, "td_for")
    assert decided == [(1, "Zed"), (2, "Abe")]
    assert undecided == [(1, "Abe"), (1, "Zed")]


def test_cas_for_tiebreaker_alone():
    results = [Result("Zed", "X", 1, 0, home_cas=2), Result("Abe", "Y", 1, 0, home_cas=1)]
    decided, undecided = _tied_pair(results, "cas_for")
    assert decided == [(1, "Zed"), (2, "Abe")]
    assert undecided == [(1, "Abe"), (1, "Zed")]


def test_head_to_head_tiebreaker_alone():
    # Both: one win 1-0, one loss 0-1 (X, on 6, is first). Zed won the game between them.
    results = [Result("Zed", "Abe", 1, 0), Result("Zed", "X", 0, 1), Result("Abe", "Y", 1, 0), Result("X", "W", 1, 0)]
    decided, undecided = _tied_pair(results, "head_to_head")
    assert decided == [(2, "Zed"), (3, "Abe")]
    assert undecided == [(2, "Abe"), (2, "Zed")]
    assert head_to_head_points(["Zed", "Abe"], results, LEAGUE) == {"Zed": 3, "Abe": 0}


def test_head_to_head_three_way_mini_league():
    # A, B and C all on 4 points (3/1/0). Between them: C beat B, B beat A, A and C drew, so C 4, B 3, A 1.
    results = [
        Result("C", "B", 1, 0),
        Result("B", "A", 1, 0),
        Result("A", "C", 0, 0),
        Result("B", "X", 0, 0),
        Result("A", "Y", 1, 0),
    ]
    assert head_to_head_points("ABC", results, LEAGUE) == {"A": 1, "B": 3, "C": 4}
    decided = standings(results, ScoringScheme(tiebreakers=("head_to_head",)))
    undecided = standings(results, ScoringScheme(tiebreakers=()))
    assert [(r.rank, r.team, r.points) for r in decided][:3] == [(1, "C", 4), (2, "B", 4), (3, "A", 4)]
    assert order(undecided)[:3] == [(1, "A"), (1, "B"), (1, "C")]


def test_head_to_head_skipped_unless_every_tied_team_met_equally():
    # A, B, C level; only A and B have met: head-to-head splits nobody, the next tiebreaker decides.
    results = [
        Result("A", "B", 1, 0),
        Result("B", "X", 1, 0, home_cas=5),
        Result("C", "Y", 1, 0, home_cas=3),
        Result("X", "A", 1, 0),
        Result("C", "Z", 0, 1),
    ]
    scheme = ScoringScheme(tiebreakers=("head_to_head", "cas_for"))
    assert head_to_head_points("ABC", results, scheme) is None
    assert [r.team for r in standings(results, scheme)][:3] == ["B", "C", "A"]
    # A and B met twice and A and C once: not level either.
    assert head_to_head_points("AB", [*results, Result("B", "A", 2, 0)], scheme) == {"A": 3, "B": 3}
    assert head_to_head_points("ABC", [*results, Result("A", "C", 2, 0)], scheme) is None


def test_tiebreaker_order_decides():
    # Zed: +3 from 3-0; Abe: +2 but 4 scored (4-2).
    results = [Result("Zed", "X", 3, 0), Result("Abe", "Y", 4, 2)]
    by_diff = standings(results, ScoringScheme(tiebreakers=("td_diff", "td_for")))
    by_for = standings(results, ScoringScheme(tiebreakers=("td_for", "td_diff")))
    assert [r.team for r in by_diff][:2] == ["Zed", "Abe"]
    assert [r.team for r in by_for][:2] == ["Abe", "Zed"]


# --- standings -------------------------------------------------------------------------------------------------


def test_shared_ranks_and_fallback_order():
    results = [Result("C", "X", 1, 0), Result("B", "Y", 1, 0), Result("A", "Z", 2, 0)]
    table = standings(results, LEAGUE, teams=["D"])
    assert order(table) == [(1, "A"), (2, "B"), (2, "C"), (4, "D"), (5, "X"), (5, "Y"), (7, "Z")]
    assert row(table, "D").as_dict() == dict.fromkeys(STANDING_COLUMNS, 0) | {"rank": 4, "team": "D"}


def test_fallback_uses_names_when_given_and_ids_work():
    results = [Result(1, 10, 1, 0), Result(2, 20, 1, 0), Result(3, 30, 1, 0)]
    assert [r.team for r in standings(results, LEAGUE)][:3] == [1, 2, 3]
    names = {1: "zebra", 2: "Apple", 3: "mango"}
    assert [r.team for r in standings(results, LEAGUE, names=names)][:3] == [2, 3, 1]
    assert [r.rank for r in standings(results, LEAGUE)][:3] == [1, 1, 1]


def test_as_dict_has_exactly_the_columns_in_order():
    table = standings([Result("A", "B", 2, 1, home_cas=1, away_cas=3)], MATCHED)
    assert (
        list(table[0].as_dict())
        == list(STANDING_COLUMNS)
        == [
            "rank",
            "team",
            "played",
            "won",
            "drawn",
            "lost",
            "points",
            "bonus_points",
            "td_for",
            "td_against",
            "td_diff",
            "cas_for",
            "cas_against",
        ]
    )
    assert table[1].as_dict() == {
        "rank": 2,
        "team": "B",
        "played": 1,
        "won": 0,
        "drawn": 0,
        "lost": 1,
        "points": 0,
        "bonus_points": 1,
        "td_for": 1,
        "td_against": 2,
        "td_diff": -1,
        "cas_for": 3,
        "cas_against": 1,
    }


def test_none_is_not_a_team():
    with pytest.raises(ValueError, match="None is not a team"):
        standings([], LEAGUE, teams=[None])


def _season(teams=128, rounds=30, seed=5):
    rng = random.Random(seed)
    fixtures = round_robin(list(range(teams)), seed=seed)[:rounds]
    return [
        Result(home, away, rng.randint(0, 3), rng.randint(0, 3), rng.randint(0, 4), rng.randint(0, 4))
        for games in fixtures
        for home, away in games
    ]


def test_standings_are_fast():
    results = _season()
    assert len(results) == 1920
    scheme = ScoringScheme.matched_play(tiebreakers=("head_to_head", *MATCHED_PLAY_TIEBREAKERS))
    best = min(_timed(results, scheme) for _ in range(5))
    assert best < 0.05  # about 3 ms on a laptop; the bound leaves room for a slow CI machine


def _timed(results, scheme):
    start = time.perf_counter()
    table = standings(results, scheme)
    elapsed = time.perf_counter() - start
    assert len(table) == 128
    return elapsed


# --- properties --------------------------------------------------------------------------------------------------

TEAM_NAMES = st.sampled_from(["A", "B", "C", "D", "E", "F"])


@st.composite
def results_strategy(draw):
    home = draw(TEAM_NAMES)
    if draw(st.integers(0, 9)) == 0:
        return Result.bye(home)
    away = draw(TEAM_NAMES.filter(lambda t: t != home))
    home_td, away_td = draw(st.integers(0, 5)), draw(st.integers(0, 5))
    conceded_by = draw(st.sampled_from([None, None, None, home, away]))
    return Result(
        home,
        away,
        home_td,
        away_td,
        draw(st.integers(0, 5)),
        draw(st.integers(0, 5)),
        conceded_by=conceded_by,
    )


SCHEMES = st.sampled_from(
    [
        LEAGUE,
        MATCHED,
        DUNGEON,
        ScoringScheme.matched_play(tiebreakers=("head_to_head", "bonus_points", "cas_for")),
    ]
)


@settings(max_examples=200, deadline=None)
@given(st.lists(results_strategy(), max_size=30), SCHEMES, st.randoms(use_true_random=False))
def test_standings_properties(results, scheme, rnd):
    table = standings(results, scheme)
    byes = sum(r.is_bye for r in results)
    assert sum(r.played for r in table) == 2 * len(results) - byes
    assert sum(r.won for r in table) == sum(r.lost for r in table) + byes
    assert sum(r.drawn for r in table) % 2 == 0
    assert sum(r.td_for for r in table) == sum(r.td_against for r in table) + 2 * byes
    assert sum(r.cas_for for r in table) == sum(r.cas_against for r in table)
    for r in table:
        assert r.played == r.won + r.drawn + r.lost
        assert r.td_diff == r.td_for - r.td_against
        assert 0 <= r.bonus_points <= 3 * r.played
    # Ranked by points; a rank is its position unless tied with the row above.
    for i, (above, below) in enumerate(zip(table, table[1:], strict=False)):
        assert above.points >= below.points
        assert below.rank in (above.rank, i + 2)
    assert not table or table[0].rank == 1
    # The order of the results does not matter.
    shuffled = list(results)
    rnd.shuffle(shuffled)
    assert standings(shuffled, scheme) == table


@given(st.lists(results_strategy(), max_size=20))
def test_result_points_match_standings(results):
    table = {r.team: r for r in standings(results, MATCHED)}
    points: dict = {}
    for result in results:
        home, away, _, _ = result_points(result, MATCHED)
        points[result.home] = points.get(result.home, 0) + home
        if result.away is not None:
            points[result.away] = points.get(result.away, 0) + away
    assert {team: r.points for team, r in table.items()} == points


def test_schemes_and_win_kinds_as_model_choices():
    from rules.scoring import SCHEMES, WIN_KINDS, Scheme, WinKind

    assert Scheme.choices() == [
        ("points", "Points per win, draw and loss"),
        ("dungeon-sevens", "Dungeon Sevens result points"),
    ]
    assert dict(Scheme.choices()) == dict(SCHEMES)
    assert WinKind.choices() == [
        ("points", "Points Win"),
        ("runaway", "Runaway Win"),
        ("annihilation", "Annihilation Win"),
    ]
    assert dict(WinKind.choices()) == dict(WIN_KINDS)

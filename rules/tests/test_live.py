"""A live game folded from the taps of two phones (rules.live, rules.liveclock): the turn structure of each ruleset,
retries, undo, convergence, forged taps, the end of the game and the report it fills."""

from itertools import count

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.live import PerSide, RefusedTap, Tap, TapKind, fold
from rules.liveclock import TURNS_PER_HALF, Refusal, Turns, clock_for
from rules.livereport import report_lines
from rules.report import ReportedInjury

HOME_PLAYERS = frozenset(range(1, 8))
AWAY_PLAYERS = frozenset(range(11, 18))
ROSTERS = {"home": HOME_PLAYERS, "away": AWAY_PLAYERS}
SEVENS = clock_for("sevens")

_ids = count()


def tap(side, kind, **fields):
    """A tap with a fresh id (``id=`` to name it)."""
    return Tap(id=fields.pop("id", f"t{next(_ids)}"), side=side, kind=kind, **fields)


def turns(*sides):
    """A turn_ended tap for each side named, in order."""
    return [tap(side, TapKind.TURN_ENDED) for side in sides]


def half(n=TURNS_PER_HALF):
    """``n`` turns each, home first."""
    return turns(*(["home", "away"] * n))


def codes(state):
    return [r.code for r in state.refused]


# --- the clock -------------------------------------------------------------------------------------------------


def test_six_turns_a_half_and_a_seventh_is_refused():
    """Seed 000, Dugouts: six turns per half. Home's seventh turn of the half is refused; away's sixth ends it."""
    assert TURNS_PER_HALF == 6
    taps = half(5) + turns("home")
    seventh = tap("home", TapKind.TURN_ENDED, id="seventh")
    state = fold([*taps, seventh], SEVENS, ROSTERS)
    assert state.refused == (RefusedTap("seventh", Refusal.TURN_OVER),)
    assert (state.half, state.marker("home"), state.marker("away")) == (1, 6, 5)
    state = fold([*taps, seventh, *turns("away")], SEVENS, ROSTERS)
    assert state.turns == Turns(half=2, home=0, away=0)


def test_two_halves_make_the_game_and_nothing_is_folded_after_it():
    before = [*half(), tap("away", TapKind.TOUCHDOWN, player=12), *half()]
    ended = fold(before, SEVENS, ROSTERS)
    assert ended.ended
    assert ended.half == 2
    assert ended.score == PerSide(0, 1)
    late = [
        tap("home", TapKind.TOUCHDOWN, player=3, id="late-td"),
        tap("away", TapKind.UNDO, id="late-undo"),
        tap("home", TapKind.TURN_ENDED, id="late-turn"),
    ]
    state = fold(before + late, SEVENS, ROSTERS)
    assert [(r.tap, r.code) for r in state.refused] == [
        ("late-td", Refusal.GAME_OVER),
        ("late-undo", Refusal.GAME_OVER),
        ("late-turn", Refusal.GAME_OVER),
    ]
    assert (state.score, state.turns, state.tallies) == (ended.score, ended.turns, ended.tallies)


def test_a_half_ended_tap_ends_the_half_and_in_the_second_the_game():
    state = fold([*turns("home", "away", "home"), tap("away", TapKind.HALF_ENDED)], SEVENS, ROSTERS)
    assert state.turns == Turns(half=2, home=0, away=0)
    state = fold([tap("home", TapKind.HALF_ENDED), tap("home", TapKind.HALF_ENDED)], SEVENS, ROSTERS)
    assert state.ended
    assert state.half == 2


def test_time_out_2020_on_turn_4_moves_both_markers_back_on_turn_2_forward():
    """Seed 000, Kick-off Event Table, 3 Time-out: kicking team on turn 4, 5 or 6: back one; otherwise forward."""
    on_four = fold([*half(4), tap("home", TapKind.TIME_OUT)], SEVENS, ROSTERS)
    assert (on_four.marker("home"), on_four.marker("away")) == (3, 3)
    on_two = fold([*half(2), tap("away", TapKind.TIME_OUT)], SEVENS, ROSTERS)
    assert (on_two.marker("home"), on_two.marker("away")) == (3, 3)
    # The kicking team's marker decides: home kicks on 4 while away is on 3; away kicking on 3 moves both forward.
    uneven = [*half(3), *turns("home")]
    assert fold([*uneven, tap("home", TapKind.TIME_OUT)], SEVENS, ROSTERS).turns == Turns(home=3, away=2)
    assert fold([*uneven, tap("away", TapKind.TIME_OUT)], SEVENS, ROSTERS).turns == Turns(home=5, away=4)
    # At the half's opening kick-off no marker has moved: forward, so each team loses its first turn.
    assert fold([tap("home", TapKind.TIME_OUT)], SEVENS, ROSTERS).turns == Turns(home=1, away=1)


def test_time_out_2025_moves_back_only_on_turn_5_or_6():
    """Spike! Journal 22, The Kick-off Event Table, 3 Time-out: turn 5 or 6 back, otherwise forward."""
    sevens_2025 = clock_for("sevens", "2025")
    assert fold([*half(4), tap("home", TapKind.TIME_OUT)], sevens_2025, ROSTERS).turns == Turns(home=5, away=5)
    assert fold([*half(5), tap("home", TapKind.TIME_OUT)], sevens_2025, ROSTERS).turns == Turns(home=4, away=4)


def test_street_bowl_has_six_turn_halves_and_no_time_out():
    """Seed 004, Game Length ("two 6-turn halves") and its Kick-off table (3 is Riot, no Time-out)."""
    street = clock_for("street-bowl")
    assert street.turns_per_half == 6
    assert street.halves == 2
    state = fold([*half(), tap("home", TapKind.TIME_OUT, id="to")], street, ROSTERS)
    assert state.half == 2
    assert state.refused == (RefusedTap("to", Refusal.NO_TIME_OUT),)


def test_dungeon_sevens_counts_down_the_rolled_game_length():
    """Seed 001, Time: at the 40 minute mark two D6 give the game turns remaining; 3 + 5 leaves 8."""
    dungeon = clock_for("dungeon-sevens")
    before = turns(*(["home", "away"] * 7))  # timed: no turn count yet, so fourteen turns are fine
    rolled = [*before, tap("home", TapKind.GAME_LENGTH, value=8, dice=(3, 5))]
    state = fold(rolled, dungeon, ROSTERS)
    assert state.refused == ()
    assert state.turns.remaining == 8
    assert state.marker("home") == 7
    seven_more = turns(*(["away", "home"] * 3), "away")
    state = fold(rolled + seven_more, dungeon, ROSTERS)
    assert state.turns.remaining == 1
    assert not state.ended
    state = fold([*rolled, *seven_more, *turns("home")], dungeon, ROSTERS)
    assert state.turns.remaining == 0
    assert state.ended
    assert fold([tap("away", TapKind.GAME_LENGTH, dice=(6, 6))], dungeon, ROSTERS).turns.remaining == 12
    # One timed period: the coaches end it with a half_ended tap (a Runaway or Annihilation Win, the 50 minutes).
    assert fold([*before, tap("home", TapKind.HALF_ENDED)], dungeon, ROSTERS).ended


@pytest.mark.parametrize(
    ("ruleset", "fields", "code"),
    [
        ("dungeon-sevens", {"value": 13}, Refusal.BAD_GAME_LENGTH),
        ("dungeon-sevens", {"value": 1}, Refusal.BAD_GAME_LENGTH),
        ("dungeon-sevens", {"value": 8, "dice": (3, 4)}, Refusal.BAD_GAME_LENGTH),
        ("dungeon-sevens", {"value": 8, "dice": (7, 1)}, Refusal.BAD_GAME_LENGTH),
        ("dungeon-sevens", {"value": 8, "dice": (2, 3, 3)}, Refusal.BAD_GAME_LENGTH),
        ("sevens", {"value": 8, "dice": (3, 5)}, Refusal.NO_GAME_LENGTH),
    ],
)
def test_a_game_length_is_two_d6_and_only_in_dungeon_sevens(ruleset, fields, code):
    state = fold([tap("home", TapKind.GAME_LENGTH, id="len", **fields)], clock_for(ruleset), ROSTERS)
    assert state.refused == (RefusedTap("len", code),)
    assert state.turns == Turns()


def test_a_game_length_is_rolled_once_and_dungeon_sevens_has_no_time_out():
    dungeon = clock_for("dungeon-sevens")
    taps = [
        tap("home", TapKind.GAME_LENGTH, value=8),
        tap("away", TapKind.GAME_LENGTH, value=4, id="again"),
        tap("away", TapKind.TIME_OUT, id="to"),
    ]
    state = fold(taps, dungeon, ROSTERS)
    assert codes(state) == [Refusal.GAME_LENGTH_ROLLED, Refusal.NO_TIME_OUT]
    assert state.turns.remaining == 8
    with pytest.raises(ValueError, match="Unknown ruleset"):
        clock_for("dungeon-sevens", "2025")


# --- retries, undo, convergence ----------------------------------------------------------------------------------


def test_a_retried_tap_counts_once():
    scored = tap("home", TapKind.TOUCHDOWN, player=3, id="td")
    retried = Tap(id="td", side="home", kind=TapKind.TOUCHDOWN, player=4)  # even with other content
    state = fold([scored, scored, retried, scored], SEVENS, ROSTERS)
    assert state.score == PerSide(1, 0)
    assert state.refused == ()
    assert state.tally("home", 3).touchdowns == 1
    assert state.tally("home", 4).touchdowns == 0
    forged = tap("home", TapKind.TOUCHDOWN, player=12, id="bad")
    assert fold([forged, forged], SEVENS, ROSTERS).refused == (RefusedTap("bad", Refusal.NOT_YOUR_PLAYER),)


def test_undo_cancels_ones_own_last_tap_and_the_other_sides_stands():
    home_td = tap("home", TapKind.TOUCHDOWN, player=3)
    away_td = tap("away", TapKind.TOUCHDOWN, player=12)
    state = fold([home_td, away_td, tap("home", TapKind.UNDO)], SEVENS, ROSTERS)
    assert state.score == PerSide(0, 1)
    assert state.undone == (home_td.id,)
    assert state.last_tap("away") == away_td
    assert state.last_tap("home") is None
    state = fold([home_td, tap("away", TapKind.UNDO, id="u")], SEVENS, ROSTERS)
    assert state.score == PerSide(1, 0)
    assert state.refused == (RefusedTap("u", Refusal.NOTHING_TO_UNDO),)


def test_an_undo_is_never_undone_and_names_the_tap_it_means():
    first = tap("home", TapKind.TOUCHDOWN, player=3)
    second = tap("home", TapKind.CASUALTY, player=4, victim=12)
    undo = tap("home", TapKind.UNDO, undoes=second.id)
    double = tap("home", TapKind.UNDO, undoes=second.id, id="double")  # a second press of the same Undo
    state = fold([first, second, undo, double], SEVENS, ROSTERS)
    assert state.refused == (RefusedTap("double", Refusal.NOT_LAST_TAP),)
    assert (state.score, state.tally("home", 4).casualties) == (PerSide(1, 0), 0)
    state = fold([first, second, undo, tap("home", TapKind.UNDO)], SEVENS, ROSTERS)  # undoes the one before
    assert state.score == PerSide(0, 0)
    assert state.undone == (second.id, first.id)
    forged = tap("away", TapKind.UNDO, undoes=first.id, id="forged")
    state = fold([first, tap("away", TapKind.FOUL, player=13), forged], SEVENS, ROSTERS)
    assert state.refused == (RefusedTap("forged", Refusal.NOT_LAST_TAP),)
    assert state.score == PerSide(1, 0)


def test_an_undo_that_would_unsettle_the_other_sides_taps_is_refused():
    """Home's turn that ended the first half cannot be undone once away has played a turn of the second."""
    taps = [*half(5), *turns("away", "home"), *turns("away")]
    assert fold(taps, SEVENS, ROSTERS).turns == Turns(half=2, home=0, away=1)
    state = fold([*taps, tap("home", TapKind.UNDO, id="u")], SEVENS, ROSTERS)
    assert state.refused == (RefusedTap("u", Refusal.UNDO_BLOCKED),)
    assert state.turns == Turns(half=2, home=0, away=1)
    assert state.undone == ()


def test_the_same_taps_in_server_order_fold_to_the_same_state():
    """Both phones fold the server's list: the same list, the same game; a tap sent late is folded where the
    server put it (home's offline touchdown arrives after away's turn), and its retry later still is ignored."""
    late_td = tap("home", TapKind.TOUCHDOWN, player=5, id="offline")
    server = [*half(2), *turns("home"), *turns("away"), late_td, tap("away", TapKind.INTERCEPTION, player=14), late_td]
    home_phone, away_phone = fold(server, SEVENS, ROSTERS), fold(list(server), SEVENS, ROSTERS)
    assert home_phone == away_phone
    assert home_phone.score == PerSide(1, 0)
    assert home_phone.turns == Turns(home=3, away=3)
    assert [t.id for t in home_phone.standing][-2:] == ["offline", server[-2].id]
    # Folding a longer list starts again from the same state: no hidden state between folds.
    assert fold(server[:7], SEVENS, ROSTERS) == fold(server[:7], SEVENS, ROSTERS)
    assert fold(server, SEVENS, ROSTERS).standing[:7] == fold(server[:7], SEVENS, ROSTERS).standing


_PLAYER_TAPS = st.sampled_from(
    [TapKind.TOUCHDOWN, TapKind.CASUALTY, TapKind.COMPLETION, TapKind.FOUL, TapKind.SENT_OFF, TapKind.UNDO]
)


def _queue(side, kinds):
    players = sorted(HOME_PLAYERS if side == "home" else AWAY_PLAYERS)
    return [
        tap(side, kind) if kind == TapKind.UNDO else tap(side, kind, player=players[i % len(players)])
        for i, kind in enumerate(kinds)
    ]


@settings(max_examples=150, deadline=None)
@given(
    st.lists(_PLAYER_TAPS, max_size=12),
    st.lists(_PLAYER_TAPS, max_size=12),
    st.lists(st.booleans(), min_size=24, max_size=24),
    st.lists(st.integers(0, 23), max_size=5),
)
def test_the_order_between_the_two_phones_changes_no_tally(home_kinds, away_kinds, picks, retries):
    """Each phone sends its own taps in order; however the server interleaves the two queues (and whatever it
    receives twice), the players' tallies and the score are the same: an undo reaches only its own side."""
    home, away = _queue("home", home_kinds), _queue("away", away_kinds)
    apart = fold(home + away, SEVENS, ROSTERS)
    queues, server = [list(home), list(away)], []
    for pick in picks:
        queue = queues[0] if (pick and queues[0]) or not queues[1] else queues[1]
        if queue:
            server.append(queue.pop(0))
    server += queues[0] + queues[1]
    server += [server[i] for i in retries if i < len(server)]
    together = fold(server, SEVENS, ROSTERS)
    assert (together.tallies, together.score) == (apart.tallies, apart.score)
    assert sorted(codes(together)) == sorted(codes(apart))
    assert set(together.undone) == set(apart.undone)


# --- forged and malformed taps ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("forged", "code"),
    [
        (Tap("f", "home", TapKind.TOUCHDOWN, player=12), Refusal.NOT_YOUR_PLAYER),
        (Tap("f", "away", TapKind.INJURY, player=3, outcome="dead"), Refusal.NOT_YOUR_PLAYER),
        (Tap("f", "home", TapKind.CASUALTY, player=3, victim=4), Refusal.NOT_THEIR_PLAYER),
        (Tap("f", "home", TapKind.CASUALTY, player=3, victim=99), Refusal.NOT_THEIR_PLAYER),
        (Tap("f", "referee", TapKind.TOUCHDOWN, player=3), Refusal.UNKNOWN_SIDE),
        (Tap("f", "home", "deflection", player=3), Refusal.UNKNOWN_KIND),
        (Tap("f", "home", TapKind.TOUCHDOWN), Refusal.BAD_TAP),
        (Tap("f", "home", TapKind.TOUCHDOWN, player=3, victim=12), Refusal.BAD_TAP),
        (Tap("f", "home", TapKind.TURN_ENDED, value=3), Refusal.BAD_TAP),
        (Tap("f", "home", TapKind.FOUL, player=True), Refusal.BAD_TAP),
        (Tap("f", "home", TapKind.INJURY, player=3, outcome="maimed"), Refusal.BAD_OUTCOME),
        (Tap("f", "home", TapKind.INJURY, player=3, outcome="dead", value=13), Refusal.BAD_ROLL),
        (Tap("f", "home", TapKind.ROLL, value=7), Refusal.BAD_TAP),
        (Tap("f", "home", TapKind.ROLL, table="sevens-kick-off"), Refusal.BAD_TAP),
        (Tap("f", "home", TapKind.ROLL, table="sevens-kick-off", value=7, player=3), Refusal.BAD_TAP),
    ],
)
def test_a_forged_or_malformed_tap_is_refused_with_its_code_and_changes_nothing(forged, code):
    game = [tap("home", TapKind.TOUCHDOWN, player=3), *turns("home"), tap("away", TapKind.CASUALTY, player=12)]
    honest = fold(game, SEVENS, ROSTERS)
    state = fold([*game[:2], forged, *game[2:]], SEVENS, ROSTERS)
    assert state.refused == (RefusedTap("f", code),)
    assert (state.turns, state.tallies, state.standing, state.score) == (
        honest.turns,
        honest.tallies,
        honest.standing,
        honest.score,
    )


def test_a_table_roll_is_shown_changes_nothing_and_is_never_undone():
    """Reading: the table side's rolls (kick-off, weather, Prayers to Nuffle, an injury rolled for a player) are made
    once with the match's dice; an undo of one is refused ``roll_stands`` and the tap before it stays standing."""
    kick_off = tap("home", TapKind.ROLL, table="sevens-kick-off", value=7, outcome="quick-snap", dice=(3, 4))
    scored = tap("home", TapKind.TOUCHDOWN, player=3)
    state = fold([scored, kick_off, tap("home", TapKind.UNDO, id="u")], SEVENS, ROSTERS)
    assert state.refused == (RefusedTap("u", Refusal.ROLL_STANDS),)
    assert state.standing == (scored, kick_off)
    assert state.score == PerSide(1, 0)
    assert state.turns == SEVENS.start()


def test_an_injury_rolled_at_the_table_side_is_the_players_and_stands():
    """Seed 000, Blood Bowl Sevens Injury Table: 11 on 2D6 is Seriously Hurt; rolled for the injured player by his
    coach's side, it is his injury in the report and cannot be undone; the other side cannot roll for him."""
    rolled = tap(
        "home", TapKind.INJURY, player=3, table="sevens-injury", value=11, outcome="seriously_hurt", dice=(5, 6)
    )
    forged = tap("away", TapKind.INJURY, player=3, table="sevens-injury", value=11, outcome="dead", id="forged")
    state = fold([rolled, forged, tap("home", TapKind.UNDO, id="u")], SEVENS, ROSTERS)
    assert [r.code for r in state.refused] == [Refusal.NOT_YOUR_PLAYER, Refusal.ROLL_STANDS]
    (line,) = report_lines(state).home
    assert (line.player, line.injury) == (3, ReportedInjury.SERIOUSLY_HURT)


def test_no_player_is_recorded_above_the_reports_sanity_bound():
    """rules.report, MAX_RECORDED_PER_GAME (20): the 21st touchdown of a game is refused as a report would be."""
    scored = [tap("home", TapKind.TOUCHDOWN, player=1 + i % 7) for i in range(20)]
    state = fold([*scored, tap("home", TapKind.TOUCHDOWN, player=2, id="21st")], SEVENS, ROSTERS)
    assert state.score == PerSide(20, 0)
    assert state.refused == (RefusedTap("21st", Refusal.RECORDED_COUNT),)


# --- the report ----------------------------------------------------------------------------------------------------


def test_the_report_lines_sum_to_the_score_and_keep_the_worst_injury():
    taps = [
        tap("home", TapKind.COMPLETION, player=2),
        tap("home", TapKind.TOUCHDOWN, player=5),
        *turns("home"),
        tap("away", TapKind.CASUALTY, player=12, victim=5),
        tap("home", TapKind.INJURY, player=5, outcome="ko", value=8),
        tap("away", TapKind.FOUL, player=13, victim=None),
        tap("away", TapKind.SENT_OFF, player=13),
        tap("home", TapKind.INJURY, player=6, outcome="seriously_hurt", value=11),
        tap("home", TapKind.INJURY, player=6, outcome="badly_hurt"),
        *turns("away"),
        tap("away", TapKind.INTERCEPTION, player=14),
        tap("away", TapKind.TOUCHDOWN, player=14),
        tap("away", TapKind.TOUCHDOWN, player=15),
        tap("home", TapKind.INJURY, player=7),
    ]
    state = fold(taps, SEVENS, ROSTERS)
    report = report_lines(state)
    assert report.score == state.score == PerSide(1, 2)
    for side in ("home", "away"):
        assert sum(line.touchdowns for line in report.lines(side)) == report.score.of(side)
        assert sum(line.casualties for line in report.lines(side)) == report.casualties.of(side)
    assert report.casualties == PerSide(0, 1)
    home = {line.player: line for line in report.home}
    away = {line.player: line for line in report.away}
    assert sorted(home) == [2, 5, 6, 7]
    assert sorted(away) == [12, 13, 14, 15]
    assert (home[2].completions, home[5].touchdowns, home[5].injury) == (1, 1, ReportedInjury.NONE)
    assert home[6].injury == ReportedInjury.SERIOUSLY_HURT
    assert home[7].injury == ReportedInjury.NONE
    # Reading: a sent-off player's foul still counts as a foul.
    assert (away[13].fouls, away[13].sent_off, away[12].casualties) == (1, True, 1)
    assert (away[14].interceptions, away[14].touchdowns, away[14].sent_off) == (1, 1, False)
    assert state.tally("home", 6).injuries[0].roll == 11


def test_an_undone_tap_leaves_the_report():
    taps = [tap("home", TapKind.TOUCHDOWN, player=5), tap("home", TapKind.INJURY, player=6, outcome="dead")]
    report = report_lines(fold([*taps, tap("home", TapKind.UNDO)], SEVENS, ROSTERS))
    assert [line.player for line in report.home] == [5]
    assert report.score == PerSide(1, 0)


def test_the_marker_shows_the_turn_being_played_as_a_dugout_does():
    """Seed 000, Dugouts: at the kick-off each marker stands on turn 1; a team's ended turn moves it on; after its
    sixth it stays on 6 (the half's last), and a Dungeon Sevens count has no last."""
    from rules.liveclock import clock_for

    clock = clock_for("sevens")
    turns = clock.start()
    assert (clock.turn_on(turns, "home"), clock.turn_on(turns, "away")) == (1, 1)
    turns = clock.turn_ended(turns, "home")
    assert (clock.turn_on(turns, "home"), clock.turn_on(turns, "away")) == (2, 1)
    for _ in range(5):
        turns = clock.turn_ended(turns, "home")
    assert clock.turn_on(turns, "home") == 6
    dungeon = clock_for("dungeon-sevens")
    assert dungeon.turn_on(dungeon.turn_ended(dungeon.start(), "away"), "away") == 2


def test_who_may_play_the_next_game():
    """Seed 000, Injury Table 11: a Seriously Hurt player must miss his next game; the others on the roster play."""
    from rules.players import PlayerStatus, may_play

    assert may_play(PlayerStatus.AVAILABLE)
    assert not any(
        may_play(s)
        for s in (PlayerStatus.MISSES_NEXT_GAME, PlayerStatus.DEAD, PlayerStatus.DRAFTED, PlayerStatus.FIRED)
    )


# --- the ball's carrier ----------------------------------------------------------------------------------------


def test_the_ball_goes_where_the_taps_send_it():
    """Reading (module docstring): "has the ball" for one's own player; an interception gives the ball to the
    intercepting player; the carrier's completion passes it on; a touchdown ends the drive."""
    game = [tap("home", TapKind.BALL, player=3)]
    assert fold(game, SEVENS, ROSTERS).ball == ("home", 3)
    game.append(tap("home", TapKind.COMPLETION, player=4))  # another player's completion: the carrier keeps it
    assert fold(game, SEVENS, ROSTERS).ball == ("home", 3)
    game.append(tap("home", TapKind.COMPLETION, player=3))
    assert fold(game, SEVENS, ROSTERS).ball is None
    game.append(tap("home", TapKind.BALL, player=5))
    game.append(tap("away", TapKind.INTERCEPTION, player=12))
    assert fold(game, SEVENS, ROSTERS).ball == ("away", 12)
    game.append(tap("away", TapKind.TOUCHDOWN, player=12))
    state = fold(game, SEVENS, ROSTERS)
    assert state.ball is None
    assert state.score == PerSide(0, 1)


@pytest.mark.parametrize(
    "loses",
    [
        tap("away", TapKind.CASUALTY, player=12, victim=3),
        tap("home", TapKind.INJURY, player=3, outcome="stunned"),
        tap("home", TapKind.SENT_OFF, player=3),
        tap("away", TapKind.BALL_LOOSE),
        tap("home", TapKind.HALF_ENDED),
    ],
    ids=["casualty", "injury", "sent-off", "loose", "half-ended"],
)
def test_the_carrier_drops_the_ball(loses):
    """A Knocked Down carrier drops the ball (2020 rulebook: it bounces): a casualty, any injury, a sending-off;
    either coach may tap it loose; a half's end ends the drive."""
    carrying = tap("home", TapKind.BALL, player=3)
    assert fold([carrying, loses], SEVENS, ROSTERS).ball is None
    other = tap("home", TapKind.INJURY, player=4, outcome="stunned")  # someone else's injury leaves the carrier be
    assert fold([carrying, other], SEVENS, ROSTERS).ball == ("home", 3)


def test_a_half_run_out_ends_the_drive_and_an_undo_gives_the_ball_back():
    """Six turns each end the half (seed 000, Dugouts), and the ball with it; undoing a tap replays the others, so
    undoing the interception gives the ball back to the carrier before it."""
    state = fold([tap("home", TapKind.BALL, player=3), *half()], SEVENS, ROSTERS)
    assert (state.half, state.ball) == (2, None)
    game = [tap("home", TapKind.BALL, player=3), tap("away", TapKind.INTERCEPTION, player=12, id="i")]
    state = fold([*game, tap("away", TapKind.UNDO, undoes="i")], SEVENS, ROSTERS)
    assert state.ball == ("home", 3)
    assert state.tallies == ()


def test_the_ball_is_tapped_for_ones_own_player_only():
    state = fold([tap("home", TapKind.BALL, player=12)], SEVENS, ROSTERS)
    assert (codes(state), state.ball) == ([Refusal.NOT_YOUR_PLAYER], None)
    state = fold([tap("home", TapKind.BALL)], SEVENS, ROSTERS)
    assert codes(state) == [Refusal.BAD_TAP]
    state = fold([tap("home", TapKind.BALL, player=3), tap("home", TapKind.BALL_LOOSE, player=3)], SEVENS, ROSTERS)
    assert (codes(state), state.ball) == ([Refusal.BAD_TAP], ("home", 3))

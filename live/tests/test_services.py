"""The live game's services with the cast: open, tap, undo, close, and the refusals that leave nothing changed."""

from __future__ import annotations

import pytest

from league.models import Fixture
from live import services
from live.models import LiveGame, LiveTap
from live.selectors import live_view
from live.wording import GAME_CLOSED, MESSAGES, NOT_YOUR_SIDE
from matches.models import PlayerReport
from rules.errors import DomainError
from rules.live import Tap
from rules.liveclock import Refusal

from .conftest import player

pytestmark = pytest.mark.django_db


def tap(live, actor, id_, side, kind, **fields):
    return services.live_tap(game=live, actor=actor, tap=Tap(id=id_, side=side, kind=kind, **fields))


def test_every_refusal_code_is_worded():
    assert {*Refusal, GAME_CLOSED, NOT_YOUR_SIDE} <= set(MESSAGES)


def test_open_needs_the_pregame_done(season, cast):
    from tests.factories import first_game

    fixture = first_game(season)
    with pytest.raises(DomainError, match="pre-game"):
        services.live_open(fixture=fixture, actor=fixture.home.coach)
    assert not LiveGame.objects.exists()


def test_open_is_for_the_coaches_and_commissioners(game, cast):
    with pytest.raises(DomainError):
        services.live_open(fixture=game, actor=cast.outsider)
    first = services.live_open(fixture=game, actor=cast.commissioner)
    again = services.live_open(fixture=game, actor=game.away.coach)  # both coaches tap Open: one game
    assert first.pk == again.pk
    assert LiveGame.objects.count() == 1


def test_taps_make_the_score_and_turns(live, game):
    home, away = game.home.coach, game.away.coach
    scorer = player(game, "home")
    assert tap(live, home, "t1", "home", "touchdown", player=scorer.pk).seq == 1
    assert tap(live, away, "t2", "away", "turn_ended").seq == 2
    state = live_view(game=LiveGame.objects.get(pk=live.pk)).state
    assert (state.score.home, state.score.away) == (1, 0)
    assert state.marker("away") == 1
    assert LiveGame.objects.get(pk=live.pk).last_seq == 2


def test_a_forged_tap_for_the_other_team_changes_nothing(live, game, cast):
    theirs = player(game, "home")
    with pytest.raises(services.TapRefused) as refused:  # the away coach taps a touchdown for a home player as home
        tap(live, game.away.coach, "f1", "home", "touchdown", player=theirs.pk)
    assert refused.value.code == NOT_YOUR_SIDE
    with pytest.raises(services.TapRefused) as refused:  # ... or as his own side, naming the home player
        tap(live, game.away.coach, "f2", "away", "touchdown", player=theirs.pk)
    assert refused.value.code == Refusal.NOT_YOUR_PLAYER
    with pytest.raises(services.TapRefused):
        tap(live, cast.outsider, "f3", "away", "turn_ended")
    assert not LiveTap.objects.exists()
    assert LiveGame.objects.get(pk=live.pk).last_seq == 0


def test_a_commissioner_taps_for_either_side(live, game, cast):
    tap(live, cast.commissioner, "c1", "home", "touchdown", player=player(game, "home").pk)
    tap(live, cast.commissioner, "c2", "away", "touchdown", player=player(game, "away").pk)
    assert LiveTap.objects.count() == 2


def test_a_repeated_tap_id_counts_once(live, game):
    scorer = player(game, "home")
    first = tap(live, game.home.coach, "same", "home", "touchdown", player=scorer.pk)
    again = tap(live, game.home.coach, "same", "home", "touchdown", player=scorer.pk)
    assert (first.seq, again.seq, again.repeated) == (1, 1, True)
    assert LiveTap.objects.count() == 1
    assert live_view(game=live).state.score.home == 1


def test_undo_cancels_only_ones_own_last_tap(live, game, cast):
    scorer, other = player(game, "home"), player(game, "away")
    tap(live, game.home.coach, "a1", "home", "touchdown", player=scorer.pk)
    tap(live, game.away.coach, "b1", "away", "completion", player=other.pk)
    services.live_undo(game=live, actor=game.home.coach, tap_id="u1", undoes="a1")
    state = live_view(game=live).state
    assert state.score.home == 0
    assert state.undone == ("a1",)
    assert state.tally("away", other.pk).completions == 1
    with pytest.raises(services.TapRefused) as refused:
        services.live_undo(game=live, actor=game.home.coach, tap_id="u2")
    assert refused.value.code == Refusal.NOTHING_TO_UNDO


def test_a_tap_after_close_is_refused(live, game, cast):
    services.live_close(game=live, actor=game.away.coach)
    with pytest.raises(services.TapRefused) as refused:
        tap(live, game.home.coach, "late", "home", "turn_ended")
    assert refused.value.code == GAME_CLOSED
    assert not LiveTap.objects.exists()
    with pytest.raises(DomainError):
        services.live_close(game=live, actor=game.home.coach)


def test_a_tap_on_another_game_is_refused(live, game, cast, season):
    """Coach A's team does not play the other game: he taps for no side of it, and his player is on no roster."""
    from tests.factories import make_team

    third = make_team(coach=cast.commissioner, name="Third", league=cast.league)
    other_fixture = Fixture.objects.create(season=season, round=9, home=cast.team_b, away=third)
    other = LiveGame.objects.create(fixture=other_fixture, opened_by=cast.commissioner)
    mine = cast.team_a.players.filter(status="available").first()
    for side in ("home", "away"):
        with pytest.raises(services.TapRefused) as refused:
            tap(other, cast.coach_a, f"x-{side}", side, "touchdown", player=mine.pk)
        assert refused.value.code == NOT_YOUR_SIDE
    with pytest.raises(services.TapRefused) as refused:
        tap(other, cast.commissioner, "x2", "away", "touchdown", player=mine.pk)
    assert refused.value.code == Refusal.NOT_YOUR_PLAYER
    assert not LiveTap.objects.exists()


def test_close_fills_both_reports_with_the_live_figures(live, game, cast):
    scorer, hitter = player(game, "home", 0), player(game, "away", 1)
    hurt = player(game, "home", 2)
    tap(live, game.home.coach, "1", "home", "touchdown", player=scorer.pk)
    tap(live, game.home.coach, "2", "home", "touchdown", player=scorer.pk)
    tap(live, game.home.coach, "3", "home", "completion", player=hurt.pk)
    tap(live, game.away.coach, "4", "away", "casualty", player=hitter.pk, victim=hurt.pk)
    tap(live, game.home.coach, "5", "home", "injury", player=hurt.pk, outcome="seriously_hurt", value=10)
    tap(live, game.away.coach, "6", "away", "foul", player=hitter.pk)
    tap(live, game.away.coach, "7", "away", "sent_off", player=hitter.pk)
    services.live_close(game=live, actor=game.away.coach)
    reports = {r.player_id: r for r in PlayerReport.objects.filter(match__fixture=game)}
    assert (
        len(reports)
        == game.home.players.filter(status="available").count() + game.away.players.filter(status="available").count()
    )
    assert reports[scorer.pk].touchdowns == 2
    assert reports[hitter.pk].casualties == 1
    assert reports[hurt.pk].injury == "seriously_hurt"
    assert sum(r.touchdowns for r in reports.values()) == 2
    assert reports[hurt.pk].completions == 1  # the records' figures
    assert (reports[hitter.pk].fouls, reports[hitter.pk].sent_off, reports[scorer.pk].sent_off) == (1, True, False)
    closed = LiveGame.objects.get(pk=live.pk)
    assert closed.status == "closed"
    assert closed.closed_by == game.away.coach
    assert closed.closed_at


def test_a_tap_leaves_the_leagues_and_the_teams_kept_pages_kept(live, game, django_capture_on_commit_callbacks):
    """No kept page shows a tap: it replaces its game's own data token only, so the league's pages and the coaches'
    to-do lists stay kept while the game is played (``core.datagen``); closing the game touches the league."""
    from core import datagen

    league_scopes = [datagen.league(game.season.league_id), datagen.team(game.home_id), datagen.team(game.away_id)]
    before = datagen.stamp(league_scopes)
    with django_capture_on_commit_callbacks(execute=True):
        tap(live, game.home.coach, "t1", "home", "touchdown", player=player(game, "home").pk)
    assert datagen.fresh(before)
    with django_capture_on_commit_callbacks(execute=True):
        services.live_close(game=live, actor=game.home.coach)
    assert not datagen.fresh(before)


# --- the table side, rolled from the live game ----------------------------------------------------------------


def roll(live, actor, id_, side, **fields):
    return services.live_roll(game=live, actor=actor, tap_id=id_, side=side, **fields)


def test_a_kick_off_is_rolled_with_the_matchs_dice_kept_and_shown(live, game):
    """The n-th table-side roll of a match is the n-th of its seed: the same seed rolls the same (made once)."""
    from matches.models import Match, MatchRoll
    from matches.services.tableside import table_side_dice

    match = Match.objects.get(fixture=game)
    expected = table_side_dice(match).roll(6, 2, why="kick-off").result
    answer = roll(live, game.home.coach, "r1", "home", table="kick_off")
    stored = LiveTap.objects.get(seq=answer.seq)
    (kept,) = MatchRoll.objects.filter(match=match, post_game=False)
    assert (stored.kind, stored.table, stored.value) == ("roll", "sevens-kick-off", expected)
    assert (kept.result, list(kept.faces)) == (stored.value, stored.dice)
    assert sum(stored.dice) == stored.value
    assert kept.team_id == game.home_id
    assert roll(live, game.home.coach, "r1", "home", table="kick_off").repeated  # a retry rolls nothing
    assert MatchRoll.objects.filter(match=match, post_game=False).count() == 1


def test_an_injury_rolled_for_a_player_is_his_in_the_report(live, game):
    """Seed 000, Blood Bowl Sevens Injury Table (2D6): the roll is attached to the player ("Injury for ..."), its
    entry is his injury suffered and the report the close fills keeps it when it lasts."""
    from matches.models import MatchRoll
    from rules.tables import SEVENS_INJURY

    hurt = player(game, "away")
    answer = roll(live, game.away.coach, "i1", "away", player=hurt.pk)
    stored = LiveTap.objects.get(seq=answer.seq)
    entry = SEVENS_INJURY.lookup(stored.value)
    assert (stored.kind, stored.player_id, stored.outcome, stored.table) == (
        "injury",
        hurt.pk,
        entry.key,
        "sevens-injury",
    )
    assert MatchRoll.objects.get(match__fixture=game, post_game=False).subject == str(hurt)
    view = live_view(game=LiveGame.objects.get(pk=live.pk))
    assert view.state.tally("away", hurt.pk).injuries[0].outcome == entry.key
    with pytest.raises(services.TapRefused) as refused:
        services.live_undo(game=live, actor=game.away.coach, tap_id="u1")
    assert refused.value.code == Refusal.ROLL_STANDS


@pytest.mark.parametrize(
    ("who", "side", "fields", "code"),
    [
        ("home", "away", {"table": "kick_off"}, NOT_YOUR_SIDE),  # coach A rolls for coach B's side
        ("away", "away", {"player": "home"}, Refusal.NOT_YOUR_PLAYER),  # an injury for the other team's player
        ("home", "home", {"table": "injury"}, "no_such_table"),  # the injury table is rolled for a player
        ("home", "home", {"table": "desperate_measures"}, "no_such_table"),
    ],
)
def test_a_refused_roll_is_never_made(live, game, who, side, fields, code):
    from matches.models import MatchRoll

    if fields.get("player") == "home":
        fields = {"player": player(game, "home").pk}
    actor = game.home.coach if who == "home" else game.away.coach
    with pytest.raises(services.TapRefused) as refused:
        roll(live, actor, "x", side, **fields)
    assert refused.value.code == code
    assert not LiveTap.objects.exists()
    assert not MatchRoll.objects.filter(post_game=False).exists()


def test_an_outsider_and_a_closed_game_roll_nothing(live, game, cast):
    with pytest.raises(services.TapRefused):
        roll(live, cast.outsider, "o", "home", table="weather")
    services.live_close(game=live, actor=game.home.coach)
    with pytest.raises(services.TapRefused) as refused:
        roll(live, game.home.coach, "c", "home", table="weather")
    assert refused.value.code == GAME_CLOSED
    assert not LiveTap.objects.filter(kind="roll").exists()


def test_a_phone_cannot_post_a_rolled_tap(live, game):
    with pytest.raises(services.TapRefused) as refused:
        tap(live, game.home.coach, "p", "home", "roll", table="sevens-kick-off", value=12)
    assert refused.value.code == Refusal.BAD_TAP


def test_stalling_is_tapped_in_2025_and_fills_the_reports_flag(live, game):
    """2025 rulebook, Record Outcome and Collect Winnings: "Add an additional 1 if no Player on your team was deemed
    to be Stalling during the match". The stalling player's coach taps it; closing sets his team's flag, and the
    other team's stays off."""
    from league.models import League
    from matches.models import Match

    with pytest.raises(services.TapRefused) as refused:  # the 2020 edition has no Stalling flag
        tap(live, game.home.coach, "s0", "home", "stalling", player=player(game, "home").pk)
    assert refused.value.code == Refusal.NO_STALLING
    League.objects.filter(pk=game.season.league_id).update(edition="2025")
    live = LiveGame.objects.get(pk=live.pk)  # as the next request reads it
    tap(live, game.home.coach, "s1", "home", "stalling", player=player(game, "home").pk)
    services.live_close(game=live, actor=game.away.coach)
    match = Match.objects.get(fixture=game)
    assert (match.home_stalled, match.away_stalled) == (True, False)

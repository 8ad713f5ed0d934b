"""Writes of a live game: open it, tap, undo one's own last tap, close it (which fills both player reports through
matches' report service). Each takes the acting user and checks him inside its transaction, with the game locked,
so two phones' taps are numbered one after the other. Opening and closing name the league's and both teams' data
scopes (``core.datagen``: the fixture page's card shows the game's state, and closing writes the reports); a tap
names the game's own scope only (``live_scope``): no kept page shows a tap, so the league's pages and the coaches'
to-do lists stay kept while a game is played. An event game's live game is opened and closed here too
(``live_open_event_game``, and ``live_close``, which then enters the event game's result as its own result entry
does); its taps, undos and rolls go through the same services (``tournament`` reads what differs)."""

from __future__ import annotations

from copy import copy
from dataclasses import dataclass, replace

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from core import datagen
from events.models import EventGame
from events.services import game_submit
from league import services as league_services
from league.models import Fixture
from league.selectors import fixture_scopes
from matches import selectors as match_selectors
from matches import services as match_services
from rules.errors import DomainError
from rules.live import LiveState, Tap, TapKind, fold
from rules.liveclock import AWAY, HOME, Refusal
from rules.livereport import report_lines
from rules.tables import injury_table_for
from rules.tables import table as table_of
from teams.permissions import can_edit_team

from .models import LiveGame, LiveTap
from .permissions import can_close, can_open, can_open_event_game, may_write, sides_in
from .reports import report_lines_for
from .selectors import (
    LiveView,
    StoredTap,
    as_tap,
    clock_of_game,
    event_live_scope,
    live_scope,
    live_view,
    players_for,
    players_of,
    rosters_for,
    scope_of,
    taps_of,
)
from .tournament import result_figures, ruleset_of, table_side_dice
from .wording import GAME_CLOSED, NO_SUCH_TABLE, NOT_YOUR_SIDE, TABLE_BUTTONS, message


class TapRefused(DomainError):
    """A tap refused with its code (``wording.MESSAGES``); nothing was stored."""

    def __init__(self, code: str):
        super().__init__(message(code))
        self.code = str(code)


@dataclass(frozen=True)
class TapAnswer:
    """A tap stored (or, ``repeated``, one stored before under the same id): its server order, and (``view``) the
    game as it stands with it, read under the game's lock, when the service read it whole (a phone's tap)."""

    seq: int
    repeated: bool = False
    view: LiveView | None = None


def pregame_done(*, fixture: Fixture, user) -> bool:
    """The pre-game is done once both teams have bought their inducements (matches' pre-game: then it shows the
    Prayers to Nuffle), which needs their Journeymen first."""
    sides = match_selectors.pregame_for_fixture(fixture=fixture, user=user)
    return all(side["purchase"] is not None for side in sides)


def _locked_game(game: LiveGame) -> LiveGame:
    """The game locked for closing it, with its fixture (or event game): it touches the game's own scope and the
    league's and both teams' (the event's), whose pages show the card and the reports or result it fills."""
    found = LiveGame.objects.select_for_update(of=("self",))
    if game.of_event:  # an event game touches its event's data (its page shows the card, closing enters the result)
        locked = found.select_related("event_game__home", "event_game__away", "event_game__round__event").get(
            pk=game.pk
        )
        datagen.touches(scope_of(locked), datagen.event(locked.event_game.round.event_id))
        return locked
    locked = found.select_related("fixture__home__coach", "fixture__away__coach", "fixture__season__league").get(
        pk=game.pk
    )
    datagen.touches(live_scope(locked.fixture_id), *fixture_scopes(locked.fixture, locked.fixture.season.league_id))
    return locked


def _opened_before(existing: LiveGame | None) -> LiveGame | None:
    """Opening a game opened before gives it back while it is open (both coaches may tap Open at once); a closed one
    is not opened again (its reports or result were filled from it)."""
    if existing is not None and not existing.is_open:
        raise DomainError(message(GAME_CLOSED))
    return existing


@datagen.scoped
@transaction.atomic
def live_open(*, fixture: Fixture, actor) -> LiveGame:
    """Either coach (or a commissioner) opens the fixture's live game once its pre-game is done, while the game is
    to be played. Opening an open game again gives it back (both coaches may tap Open at once)."""
    fixture = league_services.fixture_locked(fixture)
    if not can_open(actor, fixture):
        raise DomainError(_("Only the coaches of this game or a commissioner can open its live game."))
    existing = _opened_before(LiveGame.objects.filter(fixture=fixture).first())
    if existing is not None:
        return existing
    if fixture.away_id is None or fixture.status != Fixture.Status.SCHEDULED:
        raise DomainError(_("Only a game still to be played can be followed live."))
    if not pregame_done(fixture=fixture, user=actor):
        raise DomainError(_("Finish the pre-game first: both teams buy their inducements (or none)."))
    game = LiveGame.objects.create(fixture=fixture, opened_by=actor)
    datagen.touches(live_scope(fixture.pk))
    return game


@datagen.scoped
@transaction.atomic
def live_open_event_game(*, event_game: EventGame, actor) -> LiveGame:
    """Either coach of an event game (or an organiser) opens its live game once it is paired (a game of a drawn
    round, with two coaches) and while its result is still to be entered. Opening an open game again gives it
    back; a closed one is not opened again (its result was entered from it)."""
    locked = (
        EventGame.objects.select_for_update(of=("self",))
        .select_related("home", "away", "round__event")
        .get(pk=event_game.pk)
    )
    datagen.touches(datagen.event(locked.round.event_id))
    if not can_open_event_game(actor, locked):
        raise DomainError(_("Only the coaches of this game or the event's organisers can open its live game."))
    existing = _opened_before(LiveGame.objects.filter(event_game=locked).first())
    if existing is not None:
        return existing
    if locked.away_id is None or locked.status != EventGame.Status.SCHEDULED:
        raise DomainError(_("Only a paired game still to be played can be followed live."))
    game = LiveGame.objects.create(event_game=locked, opened_by=actor)
    datagen.touches(event_live_scope(locked.pk))
    return game


def _repeated_or_checked(game: LiveGame, actor, tap_id: str, side: str, rows: list[StoredTap]) -> TapAnswer | None:
    """A tap id already stored (among ``rows``, the stored taps) is a retry, answered as accepted (and stored once);
    a closed game takes no tap; a coach taps only for his own side (a commissioner or an event's organiser for
    either)."""
    repeated = next((row.seq for row in rows if row.tap_id == tap_id), None)
    if repeated is not None:
        return TapAnswer(repeated, repeated=True)
    if not game.is_open:
        raise TapRefused(GAME_CLOSED)
    if side not in sides_in(actor, game):
        raise TapRefused(NOT_YOUR_SIDE)
    return None


def _fold_accepts(game: LiveGame, tap: Tap, players: list, rows: list[StoredTap]) -> LiveState:
    """The rules core's word on the tap after the stored ones (``rules.live.fold``): refused, nothing is stored;
    accepted, the game as it stands with it."""
    state = fold([*(as_tap(row) for row in rows), tap], clock_of_game(game), rosters_for(game, players))
    refused = next((r.code for r in state.refused if r.tap == tap.id), None)
    if refused is not None:
        raise TapRefused(refused)
    return state


def _store(game: LiveGame, tap: Tap, actor) -> LiveTap:
    seq = game.last_seq + 1
    event = game.of_event  # an event game's player is his shirt number
    row = LiveTap.objects.create(
        game=game,
        seq=seq,
        tap_id=tap.id,
        side=tap.side,
        kind=tap.kind,
        player_id=None if event else tap.player,
        victim_id=None if event else tap.victim,
        number=tap.player if event else None,
        victim_number=tap.victim if event else None,
        value=tap.value,
        outcome=tap.outcome or "",
        dice=list(tap.dice),
        undoes=tap.undoes or "",
        table=tap.table,
        by=actor,
    )
    LiveGame.objects.filter(pk=game.pk).update(last_seq=seq)
    game.last_seq = seq
    return row


def _lock_for_tap(game: LiveGame) -> LiveGame:
    """The game's row locked for a phone's tap (its taps are numbered under the lock): a copy of the caller's game
    with its last number and status read again under the lock (its fixture or event game as the caller fetched
    them); the tap touches the game's own scope only."""
    locked = copy(game)  # the caller's game is left as he read it
    now = LiveGame.objects.select_for_update().filter(pk=game.pk).values_list("last_seq", "status").first()
    if now is None:  # gone meanwhile (its fixture deleted): nothing to tap in
        raise TapRefused(GAME_CLOSED)
    locked.last_seq, locked.status = now
    datagen.touches(scope_of(locked))
    return locked


@datagen.scoped
@transaction.atomic
def live_tap(*, game: LiveGame, actor, tap: Tap) -> TapAnswer:
    """Store one tap after the others, if the fold of the stored taps and this one accepts it. Readings: a tap id
    already stored is a retry, answered as accepted and stored once; a closed game takes no tap; a coach taps only
    for his own side (a commissioner for either); the rules core refuses the rest (``rules.live.fold``). A phone's
    tap never names a table: only ``live_roll`` rolls."""
    game = _lock_for_tap(game)
    rows = taps_of(game)
    answer = _repeated_or_checked(game, actor, tap.id, tap.side, rows)
    if answer is not None:
        return answer
    if tap.table:
        raise TapRefused(Refusal.BAD_TAP)
    if tap.kind == TapKind.STALLING and (game.of_event or not game.fixture.season.league.rules().winnings_not_stalling):
        raise TapRefused(Refusal.NO_STALLING)  # an event's result has no Stalling flag (``tournament``'s readings)
    players = players_for(game)
    state = _fold_accepts(game, tap, players, rows)
    row = StoredTap.of(_store(game, tap, actor), actor.get_username())
    return TapAnswer(row.seq, view=LiveView(game, state, [*rows, row], players))


ROLLED_AT_THE_TABLE = tuple(TABLE_BUTTONS)
"""The ruleset's tables (``Ruleset.tables``) a coach rolls from the live game's table side, in the order a game meets
them (the pad's buttons, ``wording.TABLE_BUTTONS``); the injury tables are rolled for a player from his injury
tap."""


@datagen.scoped
@transaction.atomic
def live_roll(
    *, game: LiveGame, actor, tap_id: str, side: str, table: str = "", player: int | None = None
) -> TapAnswer:
    """Roll at the table side from the live game, with the match's dice (``matches.services.table_roll``: the n-th
    roll of the match's seed, kept with the match): one of the ruleset's tables (``table``: weather, kick-off,
    Prayers to Nuffle), or, with ``player``, the injury table of that player of the side (the Stunty one for a
    Stunty player; seed 000, Stunty Players). The roll is stored as a tap both phones show, attached to the player
    for an injury ("Injury for Gor: 11, Seriously Hurt"), which counts as his injury suffered; it is never undone
    (``rules.live``'s readings). A tap id already stored is a retry: nothing is rolled again."""
    game = _lock_for_tap(game)
    rows = taps_of(game)
    answer = _repeated_or_checked(game, actor, tap_id, side, rows)
    if answer is not None:
        return answer
    if game.of_event:
        return _event_roll(game, actor, tap_id, side, table, player, rows)
    fixture = game.fixture
    ruleset = fixture.season.league.rules()
    players = players_of(fixture)
    subject = None
    if player is not None:
        subject = next((p for p in players if p.pk == player), None)
        position = subject.team.race_rules.position(subject.position) if subject else None
        rolled_on = injury_table_for(bool(position and position.stunty), ruleset.tables)
        kind, probe = TapKind.INJURY, rolled_on.entries[0].key
    elif table in ROLLED_AT_THE_TABLE and table in ruleset.tables:
        rolled_on, kind, probe = table_of(ruleset.tables[table]), TapKind.ROLL, ""
    else:
        raise TapRefused(NO_SUCH_TABLE)
    tap = Tap(tap_id, side, kind, player=player, table=rolled_on.key, value=rolled_on.lowest, outcome=probe)
    _fold_accepts(game, tap, players, rows)  # asked before the dice are thrown: a refused roll is never made
    team = (fixture.home if side == HOME else fixture.away) if subject is None else subject.team
    roll = match_services.table_roll(
        match=match_services.match_for_fixture(fixture),
        table_key=rolled_on.key,
        actor=actor,
        team=team,
        subject=str(subject) if subject else "",
    )
    entry = rolled_on.lookup(roll.result)
    stored = _store(game, replace(tap, value=roll.result, outcome=entry.key, dice=tuple(roll.faces)), actor)
    return TapAnswer(stored.seq)


def _event_roll(game: LiveGame, actor, tap_id: str, side: str, table: str, player: int | None, rows) -> TapAnswer:
    """``live_roll`` for an event game: the event's ruleset's tables, the player's side's shirt number for an
    injury (the Stunty table for a Stunty player), the dice seeded from the round's seed, the table and the rolls
    already made (``tournament.table_side_dice``); the roll is kept as the tap (table, faces, total) only."""
    ruleset = ruleset_of(game.event_game)
    players = players_for(game)
    subject = None
    if player is not None:
        subject = next((p for p in players if p.side == side and p.number == player), None)
        rolled_on = injury_table_for(bool(subject and subject.stunty), ruleset.tables)
        kind, probe = TapKind.INJURY, rolled_on.entries[0].key
    elif table in ROLLED_AT_THE_TABLE and table in ruleset.tables:
        rolled_on, kind, probe = table_of(ruleset.tables[table]), TapKind.ROLL, ""
    else:
        raise TapRefused(NO_SUCH_TABLE)
    tap = Tap(tap_id, side, kind, player=player, table=rolled_on.key, value=rolled_on.lowest, outcome=probe)
    _fold_accepts(game, tap, players, rows)  # asked before the dice are thrown: a refused roll is never made
    dice = table_side_dice(game.event_game, sum(1 for row in rows if row.table))
    entry = rolled_on.roll(dice, why=rolled_on.title, subject=str(subject) if subject else "")
    roll = dice.rolls[-1]
    stored = _store(game, replace(tap, value=roll.result, outcome=entry.key, dice=tuple(roll.faces)), actor)
    return TapAnswer(stored.seq)


def live_undo(*, game: LiveGame, actor, tap_id: str, side: str = "", undoes: str | None = None) -> TapAnswer:
    """Undo the user's side's own last standing tap (``undoes``: the tap the phone showed as the last, so a double
    tap on Undo never cancels two). A coach's side is his own; a commissioner names the side."""
    sides = sides_in(actor, game)
    if not side and len(sides) == 1:
        side = sides[0]
    return live_tap(game=game, actor=actor, tap=Tap(id=tap_id, side=side, kind=TapKind.UNDO, undoes=undoes))


@datagen.scoped
@transaction.atomic
def live_close(
    *, game: LiveGame, actor, home_objectives: int = 0, away_objectives: int = 0, extra_time_winner: str = ""
) -> LiveGame:
    """Either coach closes the game: both player reports are filled from it through matches' report service
    (touchdowns, casualties, the worst lasting injury; completions, interceptions, fouls and sendings-off go in each
    line for the report to keep where it records them; under the 2025 edition, whether a player of the team was
    deemed to be Stalling), and each coach then checks and submits his own as today. An event game's result is
    entered instead (``_close_event_game``), with what the closing coach adds: the Secret Objectives achieved and,
    for a drawn knockout game, who won in extra time (a side)."""
    game = _locked_game(game)
    if game.of_event:
        return _close_event_game(game, actor, home_objectives, away_objectives, extra_time_winner)
    fixture = game.fixture
    if not can_close(actor, fixture):
        raise DomainError(_("Only the coaches of this game (or a commissioner) can close its live game."))
    if not game.is_open:
        raise DomainError(message(GAME_CLOSED))
    if fixture.status in (Fixture.Status.CONFIRMED, Fixture.Status.CANCELLED):
        raise DomainError(_("This game's result is already decided."))
    view = live_view(game=game)
    report = report_lines(view.state)
    match = match_services.match_for_fixture(fixture)
    lines = report_lines_for(fixture, report, view.players)
    stalling_flag = fixture.season.league.rules().winnings_not_stalling  # the 2025 report's Stalling flag
    for team in (fixture.home, fixture.away):
        # Reading: a team's lines are its own side's taps (its coach's, or a commissioner's for him), so they are
        # reported in its coach's name when the closing user may not write that team's report himself.
        reporter = actor if can_edit_team(actor, team) else team.coach
        side = HOME if team.pk == fixture.home_id else AWAY
        stalled = report.stalling.of(side) > 0 if stalling_flag else None
        match_services.report_players(match=match, team=team, actor=reporter, lines=lines[team.pk], stalled=stalled)
    game.status, game.closed_by, game.closed_at = LiveGame.Status.CLOSED, actor, timezone.now()
    game.save(update_fields=["status", "closed_by", "closed_at"])
    return game


def _close_event_game(game: LiveGame, actor, home_objectives: int, away_objectives: int, winner: str) -> LiveGame:
    """Close an event game's live game: its result is entered as the event's own result entry enters it
    (``events.services.game_submit``, in the closing user's name, so the other coach confirms or disputes it as
    today, and an organiser's entry counts at once): the touchdowns and casualties tapped and, where the event
    carries injuries, the players Seriously Hurt or Dead by shirt number (``tournament.result_figures``); the
    Secret Objectives and an extra-time winner are the closing coach's word."""
    event_game = game.event_game
    if not may_write(actor, game):
        raise DomainError(_("Only the coaches of this game (or an organiser) can close its live game."))
    if not game.is_open:
        raise DomainError(message(GAME_CLOSED))
    figures = result_figures(report_lines(live_view(game=game).state), event_game.round.event.pack())
    coaches = {HOME: event_game.home, AWAY: event_game.away}
    game_submit(
        game=event_game,
        actor=actor,
        home_objectives=home_objectives,
        away_objectives=away_objectives,
        extra_time_winner=coaches.get(winner),
        **figures,
    )
    game.status, game.closed_by, game.closed_at = LiveGame.Status.CLOSED, actor, timezone.now()
    game.save(update_fields=["status", "closed_by", "closed_at"])
    return game

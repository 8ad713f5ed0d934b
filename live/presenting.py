"""What the live page and its polled state partial show, from a live game (either kind) and its ``LiveView``: the
setting (the two sides, where the game is played, the ruleset), the score, the clock, the taps list and, on the
page only, the tap pads of the user's own sides. The views, and a tap's answer, render through here."""

from __future__ import annotations

import uuid

from django.http import HttpRequest
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _

from rules.live import TapKind
from rules.liveclock import AWAY, HOME
from rules.players import may_play

from .permissions import may_write, sides_in
from .selectors import LiveView, live_view
from .services import ROLLED_AT_THE_TABLE
from .tournament import close_asks, ruleset_of
from .wording import OUTCOMES, TABLE_BUTTONS, describe

POLL_SECONDS = 1  # the issue: what one coach taps appears on the other phone within 2 seconds
STATE = "live/page.html#state"


def url_of(game, name: str) -> str:
    """One of the live game's addresses: under its league, or under its event."""
    if game.of_event:
        return reverse(f"live_event:{name}", args=[game.event_game.round.event.slug, game.event_game_id])
    return reverse(f"live:{name}", args=[game.fixture.season.league.slug, game.fixture_id])


def setting_of(game) -> dict:
    """What differs between a league fixture's page and an event game's: the two sides' names, where the game is
    played, the page back, the ruleset (its tables) and whether it has the 2025 Stalling flag."""
    if game.of_event:
        event_game = game.event_game
        event = event_game.round.event
        where = _("%(event)s, round %(round)s, table %(table)s") % {
            "event": event.name,
            "round": event_game.round.number,
            "table": event_game.table,
        }
        return {
            "home": event_game.home.name,
            "away": event_game.away.name,
            "where": where,
            "back_url": event.get_absolute_url(),
            "rules": ruleset_of(event_game),
            "stalling": False,
        }
    fixture = game.fixture
    league = fixture.season.league
    rules = league.rules()
    where = _("%(league)s, round %(round)s") % {"league": league.name, "round": fixture.round}
    return {
        "home": fixture.home.name,
        "away": fixture.away.name,
        "where": where,
        "back_url": fixture.get_absolute_url(),
        "rules": rules,
        "stalling": rules.winnings_not_stalling,
    }


def close_asks_of(game) -> dict:
    """What the close form asks the closing coach for an event game (its Secret Objectives, an extra-time
    winner); nothing for a league game, whose reports each coach checks and submits."""
    return close_asks(game.event_game) if game.of_event else {}


def _pads(request: HttpRequest, game, view: LiveView, team_names: dict) -> list[dict]:
    """The tap pad of each side the user taps for: his players who may play, the other side's as victims."""
    state = view.state
    sides = sides_in(request.user, game) if game.is_open else ()
    return [
        {
            "side": side,
            "team": team_names[side],
            "players": [
                {"player": p, "tally": state.tally(side, p.pk), "tap_id": uuid.uuid4().hex}
                for p in view.side_players(side)
                if may_play(p.status)
            ],
            "victims": [p for p in view.side_players(AWAY if side == HOME else HOME) if may_play(p.status)],
            "last": state.last_tap(side),
            "turn_tap_id": uuid.uuid4().hex,
            "half_tap_id": uuid.uuid4().hex,
            "undo_tap_id": uuid.uuid4().hex,
            "time_out_tap_id": uuid.uuid4().hex,
            "length_tap_id": uuid.uuid4().hex,
            "roll_tap_id": uuid.uuid4().hex,
            "loose_tap_id": uuid.uuid4().hex,
        }
        for side in sides
    ]


def page_context(request: HttpRequest, game, *, page: bool = True, view: LiveView | None = None) -> dict:
    """What the page and its state partial show: the score, the half, both turn markers, the ball's carrier, the
    taps (newest first, who and what, an undone one struck through) and, on the page (``page``; not the polled
    partial, which is the same for every reader), the tap pads of the user's own sides and the close form.
    ``view``: the game as a tap's service read it, else it is read here."""
    setting = setting_of(game)
    view = view or live_view(game=game)
    state = view.state
    if game.of_event:  # an event game's player is his shirt number on his side
        names = {(p.side, p.number): str(p) for p in view.players}
    else:
        names = {p.pk: str(p) for p in view.players}
    team_names = {HOME: setting["home"], AWAY: setting["away"]}
    ball = None
    if state.ball:  # the ball's carrier, as (side, player): a player id, or an event game's shirt number
        side, player = state.ball
        ball = {"side": side, "team": team_names[side], "name": names.get((side, player) if game.of_event else player)}
    undone = set(state.undone)
    rows = [
        {
            "seq": tap.seq,
            "who": tap.by_name or "",
            "team": team_names.get(tap.side, ""),
            "text": describe(tap, names, by_number=game.of_event),
            "undone": tap.tap_id in undone,
            "undo": tap.kind == TapKind.UNDO,
        }
        for tap in reversed(view.taps)
    ]
    context = {
        "setting": setting,
        "fixture": game.fixture,
        "event_game": game.event_game,
        "game": game,
        "state": state,
        "score": state.score,
        "clock": state.clock,
        "ball": ball,
        "turn_on": {side: state.clock.turn_on(state.turns, side) for side in (HOME, AWAY)},
        "rows": rows,
        "last_taps": {side: (state.last_tap(side).id if state.last_tap(side) else "") for side in (HOME, AWAY)},
        "state_url": url_of(game, "state"),
        "language": translation.get_language(),
        "poll": f"every {POLL_SECONDS}s",
    }
    if not page:
        return context
    rules = setting["rules"]
    return {
        **context,
        "pads": _pads(request, game, view, team_names),
        "stalling": setting["stalling"],  # the 2025 edition's Stalling flag (a league's report only)
        "time_out": state.clock.time_out_back_from is not None,  # the kick-off table has a Time-out
        "length_to_roll": state.clock.rolled_length and state.turns.remaining is None,  # Dungeon Sevens, unrolled
        "outcomes": OUTCOMES.items(),
        "may_close": game.is_open and may_write(request.user, game),
        "close_asks": close_asks_of(game) if game.is_open else {},
        "tap_url": url_of(game, "tap"),
        "roll_url": url_of(game, "roll"),
        "tables": [(key, TABLE_BUTTONS[key]) for key in ROLLED_AT_THE_TABLE if key in rules.tables],
        "close_url": url_of(game, "close"),
    }


def state_html(request: HttpRequest, game, view: LiveView | None = None) -> str:
    """The state partial (the same for every reader, in the active language)."""
    return render_to_string(STATE, page_context(request, game, page=False, view=view), request=request).strip()

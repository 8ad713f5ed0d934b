"""The live game's pages: the page both phones (and the spectators) follow, its state partial polled every
second, and the writes (open, tap, close). A tap answers JSON to the page's script (``X-Live-Client``) and
redirects back to the page for a plain form. A league fixture's live game is under its league
(``/leagues/<slug>/fixtures/<pk>/live/``), an event game's under its event (``/events/<slug>/games/<pk>/live/``):
thin views of each kind, fetching through ``access`` and sharing the page and the writes' answers."""

from __future__ import annotations

import uuid

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from core import datagen
from league.models import League
from league.views.access import readable_league
from rules.errors import DomainError
from rules.live import Tap, TapKind
from rules.liveclock import AWAY, HOME, SIDES
from rules.players import may_play

from . import services
from .access import (
    event_game_to_open,
    event_live_in,
    event_live_to_write,
    fixture_to_open,
    game_in,
    game_to_write,
)
from .middleware import UNCHANGED
from .permissions import may_write, sides_in
from .selectors import event_live_scope, keep_seen, live_scope, live_view
from .tournament import close_asks, ruleset_of
from .wording import OUTCOMES, TABLE_BUTTONS, describe

JS_CLIENT = "X-Live-Client"
POLL_SECONDS = 1  # the issue: what one coach taps appears on the other phone within 2 seconds


def _url(game, name: str) -> str:
    """One of the live game's addresses: under its league, or under its event."""
    if game.of_event:
        return reverse(f"live_event:{name}", args=[game.event_game.round.event.slug, game.event_game_id])
    return reverse(f"live:{name}", args=[game.fixture.season.league.slug, game.fixture_id])


def _page_url(game) -> str:
    return _url(game, "page")


def _setting(game) -> dict:
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
        home, away = event_game.home.name, event_game.away.name
        return {
            "home": home,
            "away": away,
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


def _context(request: HttpRequest, game, *, page: bool = True) -> dict:
    """What the page and its state partial show: the score, the half, both turn markers, the taps (newest first,
    who and what, an undone one struck through) and, on the page (``page``; not the polled partial, which shows
    none), the tap pad of the user's own sides."""
    setting = _setting(game)
    view = live_view(game=game)
    state = view.state
    if game.of_event:  # an event game's player is his shirt number on his side
        names = {(p.side, p.number): str(p) for p in view.players}
    else:
        names = {p.pk: str(p) for p in view.players}
    team_names = {HOME: setting["home"], AWAY: setting["away"]}
    ball = None
    if state.ball:  # the ball's carrier, as (side, player): a player id, or an event game's shirt number
        side, player = state.ball
        ball = {"side": side, "player": player, "team": team_names[side]}
        ball["name"] = names.get((side, player) if game.of_event else player, "")
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
    sides = sides_in(request.user, game) if game.is_open and page else ()
    pads = [
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
    rules = setting["rules"]
    return {
        "setting": setting,
        "fixture": game.fixture,
        "event_game": game.event_game,
        "game": game,
        "state": state,
        "score": state.score,
        "clock": state.clock,
        "ball": ball,
        "turn_on": {side: state.clock.turn_on(state.turns, side) for side in (HOME, AWAY)},
        "stalling": setting["stalling"],  # the 2025 edition's Stalling flag (a league's report only)
        "time_out": state.clock.time_out_back_from is not None,  # the kick-off table has a Time-out
        "length_to_roll": state.clock.rolled_length and state.turns.remaining is None,  # Dungeon Sevens, unrolled
        "rows": rows,
        "pads": pads,
        "outcomes": OUTCOMES.items(),
        "last_taps": {side: (state.last_tap(side).id if state.last_tap(side) else "") for side in (HOME, AWAY)},
        "may_close": game.is_open and may_write(request.user, game),
        "close_asks": _close_asks(game) if game.is_open else {},
        "state_url": _url(game, "state"),
        "tap_url": _url(game, "tap"),
        "roll_url": _url(game, "roll"),
        "tables": [(key, TABLE_BUTTONS[key]) for key in services.ROLLED_AT_THE_TABLE if key in rules.tables],
        "close_url": _url(game, "close"),
        "poll": f"every {POLL_SECONDS}s",
    }


@readable_league
@require_GET
def live_page(request: HttpRequest, league: League, pk: int) -> HttpResponse:
    """The live game: read-only for a spectator, with the tap pad for the coaches and commissioners."""
    game = game_in(league, pk)
    return render(request, "live/page.html", _context(request, game))


@require_GET
def live_state(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The state partial the page polls with the version it shows (``v``): 204 with nothing to swap while the game
    is unchanged, else the partial. A public league's unchanged game is answered before the view
    (``middleware.UnchangedPollMiddleware``: no query, no session read), from the version the last poll that came
    here kept; a private league's poll goes through the readers' check first (an unchanged answer says nothing but
    that)."""
    return _state_checked(request, slug=slug, pk=pk)


@readable_league
def _state_checked(request: HttpRequest, league: League, pk: int) -> HttpResponse:
    stamp = datagen.stamp([live_scope(pk)])  # before the game is read: a tap meanwhile makes what is kept stale
    game = game_in(league, pk)
    return _state(request, game, stamp)


def _state(request: HttpRequest, game, stamp: datagen.Stamp) -> HttpResponse:
    """The polled answer, league fixture or event game alike: the version kept for the next polls, then a 204 while
    the phone shows it, else the state partial."""
    keep_seen(game, stamp)
    if request.GET.get("v") == game.version:
        return HttpResponse(status=204, headers=UNCHANGED)
    return render(request, "live/page.html#state", _context(request, game, page=False))


@login_required
@require_POST
def live_open(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    fixture = fixture_to_open(request, slug, pk)
    try:
        game = services.live_open(fixture=fixture, actor=request.user)
    except DomainError as exc:
        messages.error(request, exc.message)
        return redirect(fixture.get_absolute_url())
    game.fixture = fixture
    return redirect(_page_url(game))


def _number(value: str | None) -> int | None | str:
    """A posted whole number, None when empty, the raw text when it is not one (the fold refuses it)."""
    if value in (None, ""):
        return None
    return int(value) if value.strip().lstrip("-").isdigit() and len(value) < 10 else value


def _tap_from(post) -> Tap:
    """The tap a form or the page's script posted; anything malformed is left for the fold to refuse."""
    dice = tuple(_number(d) for d in post.getlist("dice") if d)
    return Tap(
        id=(post.get("tap_id") or "")[:64] or uuid.uuid4().hex,
        side=post.get("side", ""),
        kind=post.get("kind", ""),
        player=_number(post.get("player")),
        victim=_number(post.get("victim")),
        value=_number(post.get("value")),
        undoes=post.get("undoes") or None,
        outcome=post.get("outcome", ""),
        dice=dice,
    )


def _tap(request: HttpRequest, game) -> HttpResponse:
    """One tap (an undo included): stored after the others, or refused with its code and nothing stored."""
    tap = _tap_from(request.POST)
    if tap.kind == TapKind.UNDO:
        return _answer(
            request,
            game,
            lambda: services.live_undo(game=game, actor=request.user, tap_id=tap.id, side=tap.side, undoes=tap.undoes),
        )
    return _answer(request, game, lambda: services.live_tap(game=game, actor=request.user, tap=tap))


@login_required
@require_POST
def live_tap(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """One tap of a league game."""
    return _tap(request, game_to_write(request, slug, pk))


def _answer(request: HttpRequest, game, act) -> HttpResponse:
    """Run a write of the pad (``act``) and answer it: JSON to the page's script, a redirect to a plain form, and a
    refusal with its code and message either way."""
    try:
        answer = act()
    except services.TapRefused as exc:
        if request.headers.get(JS_CLIENT):
            return JsonResponse({"ok": False, "code": exc.code, "message": exc.message}, status=409)
        messages.error(request, exc.message)
        return redirect(_page_url(game))
    if request.headers.get(JS_CLIENT):
        return JsonResponse({"ok": True, "seq": answer.seq, "repeated": answer.repeated})
    return redirect(_page_url(game))


def _roll(request: HttpRequest, game) -> HttpResponse:
    """A roll at the table side (a table, or a player's injury), made by the server with the game's dice."""
    post = request.POST
    player = _number(post.get("player"))
    return _answer(
        request,
        game,
        lambda: services.live_roll(
            game=game,
            actor=request.user,
            tap_id=(post.get("tap_id") or "")[:64] or uuid.uuid4().hex,
            side=post.get("side", ""),
            table=post.get("table", ""),
            player=player if isinstance(player, int) else None,
        ),
    )


@login_required
@require_POST
def live_roll(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A roll at the table side of a league game, with the match's dice."""
    return _roll(request, game_to_write(request, slug, pk))


def _close_asks(game) -> dict:
    """What the close form asks the closing coach for an event game (its Secret Objectives, an extra-time
    winner); nothing for a league game, whose reports each coach checks and submits."""
    return close_asks(game.event_game) if game.of_event else {}


def _close_figures(post) -> dict:
    """The closing coach's word on an event game: objectives achieved (0 to 3, the event's service checks them)
    and who won a drawn knockout game in extra time."""
    figures = {}
    for name in ("home_objectives", "away_objectives"):
        value = _number(post.get(name))
        figures[name] = value if isinstance(value, int) else 0
    figures["extra_time_winner"] = post.get("extra_time_winner", "") if post.get("extra_time_winner") in SIDES else ""
    return figures


@login_required
@require_POST
def live_close(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Close the game: both player reports are filled from it; each coach checks and submits his own."""
    game = game_to_write(request, slug, pk)
    try:
        services.live_close(game=game, actor=request.user)
    except DomainError as exc:
        messages.error(request, exc.message)
        return redirect(_page_url(game))
    messages.success(
        request, _("The live game is closed and both player reports are filled: check yours and submit it.")
    )
    return redirect(game.fixture.get_absolute_url())


# An event game's live game: the same page and writes, fetched under its event.


@require_GET
def event_live_page(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """An event game's live game: read-only for a spectator, with the tap pad for its coaches and organisers."""
    return render(request, "live/page.html", _context(request, event_live_in(slug, pk)))


@require_GET
def event_live_state(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The state partial an event game's page polls (an event's pages are public: an unchanged game is answered
    before the view from the version kept in the cache, as a public league's is)."""
    stamp = datagen.stamp([event_live_scope(pk)])  # before the game is read, as a league fixture's poll does
    return _state(request, event_live_in(slug, pk), stamp)


@login_required
@require_POST
def event_live_open(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Either coach (or an organiser) opens the event game's live game."""
    event_game = event_game_to_open(request, slug, pk)
    try:
        game = services.live_open_event_game(event_game=event_game, actor=request.user)
    except DomainError as exc:
        messages.error(request, exc.message)
        return redirect(event_game.round.event.get_absolute_url())
    game.event_game = event_game
    return redirect(_page_url(game))


@login_required
@require_POST
def event_live_tap(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """One tap of an event game."""
    return _tap(request, event_live_to_write(request, slug, pk))


@login_required
@require_POST
def event_live_roll(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A roll at the table side of an event game, with the round's dice."""
    return _roll(request, event_live_to_write(request, slug, pk))


@login_required
@require_POST
def event_live_close(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Close an event game's live game: its result is entered from it, for the other coach to confirm."""
    game = event_live_to_write(request, slug, pk)
    try:
        services.live_close(game=game, actor=request.user, **_close_figures(request.POST))
    except DomainError as exc:
        messages.error(request, exc.message)
        return redirect(_page_url(game))
    messages.success(request, _("The live game is closed and its result is entered: the other coach confirms it."))
    return redirect(game.event_game.round.event.get_absolute_url())

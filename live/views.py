"""The live game's pages: the page both phones (and the spectators) follow, its state partial polled every
second, and the writes (open, tap, close). A tap answers JSON to the page's script (``X-Live-Client``) and
redirects back to the page for a plain form. A league fixture's live game is under its league
(``/leagues/<slug>/fixtures/<pk>/live/``), an event game's under its event (``/events/<slug>/games/<pk>/live/``):
thin views of each kind, fetching through ``access`` and sharing the page and the writes' answers."""

from __future__ import annotations

import uuid

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.utils import translation
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from core import datagen
from league.models import League
from league.views.access import readable_league
from rules.errors import DomainError
from rules.live import Tap, TapKind
from rules.liveclock import SIDES

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
from .presenting import page_context, state_html, url_of
from .selectors import event_live_scope, keep_newest, keep_seen, live_scope

JS_CLIENT = "X-Live-Client"


@readable_league
@require_GET
def live_page(request: HttpRequest, league: League, pk: int) -> HttpResponse:
    """The live game: read-only for a spectator, with the tap pad for the coaches and commissioners."""
    game = game_in(league, pk)
    return render(request, "live/page.html", page_context(request, game))


@require_GET
def live_state(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The state partial the page polls with the version it shows (``v``) and its language (``l``): 204 with nothing
    to swap while the game is unchanged, else the partial. A public league's game is answered before the view
    (``middleware.UnchangedPollMiddleware``: no query, no session read) from what the last tap or poll kept; a
    private league's poll goes through the readers' check first (an unchanged answer says nothing but that)."""
    return _state_checked(request, slug=slug, pk=pk)


@readable_league
def _state_checked(request: HttpRequest, league: League, pk: int) -> HttpResponse:
    stamp = datagen.stamp([live_scope(pk)])  # before the game is read: a tap meanwhile makes what is kept stale
    game = game_in(league, pk)
    return _state(request, game, stamp)


def _polled_language(request: HttpRequest) -> str:
    """The language the page polls in (``l``, the page's own), else the request's."""
    asked = request.GET.get("l", "")
    return asked if asked in dict(settings.LANGUAGES) else translation.get_language()


def _state(request: HttpRequest, game, stamp: datagen.Stamp) -> HttpResponse:
    """The polled answer, league fixture or event game alike: the version kept for the next polls, then a 204 while
    the phone shows it, else the state partial in the page's language (as kept by a tap or poll of this version, or
    rendered and kept here)."""
    kept = keep_seen(game, stamp)
    if request.GET.get("v") == game.version:
        return HttpResponse(status=204, headers=UNCHANGED)
    language = _polled_language(request)
    if language not in kept:
        with translation.override(language):
            kept[language] = state_html(request, game)
        keep_seen(game, stamp, language=language, state=kept[language])
    return HttpResponse(kept[language])


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
    return redirect(url_of(game, "page"))


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
    refusal with its code and message either way. A tap whose service read the game whole (``TapAnswer.view``)
    answers the script with the game's new state partial to swap at once, and keeps it for the polls of the other
    phone and the spectators while it is the game's newest (``keep_newest``)."""
    try:
        answer = act()
    except services.TapRefused as exc:
        if request.headers.get(JS_CLIENT):
            return JsonResponse({"ok": False, "code": exc.code, "message": exc.message}, status=409)
        messages.error(request, exc.message)
        return redirect(url_of(game, "page"))
    if not request.headers.get(JS_CLIENT):
        return redirect(url_of(game, "page"))
    answered = {"ok": True, "seq": answer.seq, "repeated": answer.repeated}
    if answer.view is None:
        return JsonResponse(answered)
    now = answer.view.game  # with the tap
    state = state_html(request, now, answer.view)
    keep_newest(now, language=translation.get_language(), state=state)
    return JsonResponse({**answered, "version": now.version, "state": state})


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
        return redirect(url_of(game, "page"))
    messages.success(
        request, _("The live game is closed and both player reports are filled: check yours and submit it.")
    )
    return redirect(game.fixture.get_absolute_url())


# An event game's live game: the same page and writes, fetched under its event.


@require_GET
def event_live_page(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """An event game's live game: read-only for a spectator, with the tap pad for its coaches and organisers."""
    return render(request, "live/page.html", page_context(request, event_live_in(slug, pk)))


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
    return redirect(url_of(game, "page"))


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
        return redirect(url_of(game, "page"))
    messages.success(request, _("The live game is closed and its result is entered: the other coach confirms it."))
    return redirect(game.event_game.round.event.get_absolute_url())

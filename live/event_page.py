"""The Live game card on a coach's own event game (registered with ``events.hooks.register_game_panel`` in
``LiveConfig.ready()``): the live score and a link to follow it once opened; for the game's coaches (and the
event's organisers) the button that opens it once the game is paired, while its result is still to be entered."""

from __future__ import annotations

from django.http import HttpRequest
from django.urls import reverse
from django.utils.translation import gettext

from core import datagen
from events.models import EventGame

from .models import LiveGame
from .permissions import can_open_event_game
from .selectors import open_event_games

CARD = "live/_card.html"


def event_game_panel(*, request: HttpRequest, game: EventGame) -> dict | None:
    """``live`` for the card (the game or None, its page, whether the user may open it), with its template; None
    for a Bye, or when there is no live game and the user may not open one."""
    if game.away_id is None:
        return None
    live_game = LiveGame.objects.filter(event_game=game).first()
    may_open = game.status == EventGame.Status.SCHEDULED and can_open_event_game(request.user, game)
    if live_game is None and not may_open:
        return None
    args = [game.round.event.slug, game.pk]
    live = {
        "game": live_game,
        "event": True,
        "url": reverse("live_event:page", args=args),
        "open_url": reverse("live_event:open", args=args),
        "openable": live_game is None,
        "waits_for_pregame": False,
    }
    return {"template": CARD, "live": live}


def event_game_links(*, games: list) -> dict[int, dict]:
    """A "Follow the live game" link on the line of every game of the round being played live (open), for anyone who
    reads the event page: spectators and an organiser who is not playing. Which of an event's games are live is kept
    under the event's data scope (opening and closing a live game write to it): one query after a write, none
    while the page is kept."""
    paired = {game.pk: game for game in games if game.away_id is not None}
    if not paired:
        return {}
    event = next(iter(paired.values())).round.event
    scope = datagen.event(event.pk)
    live = datagen.remember(f"live:open-games:{event.pk}", [scope], lambda: open_event_games(event.pk))
    label = gettext("Follow the live game")
    return {
        pk: {"url": reverse("live_event:page", args=[event.slug, pk]), "label": label}
        for pk in sorted(live & set(paired))
    }

"""The Live game card on league's fixture page (registered with ``league.hooks.register_extension`` in
``LiveConfig.ready()``): the live score and a link to follow it for whoever reads the page; for the coaches and the
commissioners, the button that opens it once the pre-game is done."""

from __future__ import annotations

from django.http import HttpRequest
from django.urls import reverse

from league.models import Fixture

from .models import LiveGame
from .permissions import can_open

CARD = "live/_card.html"


def fixture_page_context(*, request: HttpRequest, fixture: Fixture, context: dict) -> dict:
    """``live``: the game (or None), its page and whether the user may open it. matches' card, before this one,
    put each side's pre-game in the context (``pregame``) for the coaches and commissioners: the pre-game is done
    once both sides bought their inducements."""
    if fixture.is_bye or fixture.status == Fixture.Status.CANCELLED:
        return {}
    game = LiveGame.objects.filter(fixture=fixture).first()
    may_open = fixture.status == Fixture.Status.SCHEDULED and can_open(request.user, fixture)
    if game is None and not may_open:
        return {}
    pregame = context.get("pregame") or []
    done = bool(pregame) and all(side["purchase"] is not None for side in pregame)
    args = [fixture.season.league.slug, fixture.pk]
    live = {
        "game": game,
        "url": reverse("live:page", args=args),
        "open_url": reverse("live:open", args=args),
        "openable": game is None and done,
        "waits_for_pregame": game is None and not done,
    }
    return {"live": live, "panels": [CARD]}

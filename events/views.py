"""The event page (public: the rulespack, the standings and every round's tables) and the organiser's draw of the
next round. Reads through ``selectors``, writes through ``services``."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from rules.errors import DomainError

from . import selectors, services
from .models import Event
from .permissions import is_organiser


def event_detail(request: HttpRequest, slug: str) -> HttpResponse:
    """Seed 003: the rulespack as the coaches must know it, the individual standings, the rounds and their tables."""
    event = get_object_or_404(Event, slug=slug)
    pack = event.pack()
    rounds = selectors.event_rounds(event=event)
    context = {
        "event": event,
        "rulespack": pack.describe(),
        "standings": selectors.event_standings(event=event),
        "rounds": rounds,
        "organiser": is_organiser(request.user, event),
        "rounds_left": pack.rounds - len(rounds),
        "waiting": any(game.status == game.Status.SCHEDULED for _, games in rounds for game in games),
    }
    return render(request, "events/detail.html", context)


@login_required
@require_POST
def round_next(request: HttpRequest, slug: str) -> HttpResponse:
    """The organiser draws the next round (seed 003, Pairings); refused while a game of the last one has no result."""
    event = get_object_or_404(Event, slug=slug)
    if not is_organiser(request.user, event):
        raise PermissionDenied("Only the event's organisers draw its rounds.")
    try:
        drawn = services.round_pair(event=event)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, f"Round {drawn.number} is drawn.")
    return redirect(event.get_absolute_url())

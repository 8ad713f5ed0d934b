"""The organiser's draw of the next round and swap of two coaches; the printed slips and table labels."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from rules.errors import DomainError
from rules.textinput import whole_number

from .. import selectors, services
from .access import event_for_organiser, event_or_404


@login_required
@require_POST
def round_next(request: HttpRequest, slug: str) -> HttpResponse:
    """The organiser draws the next round (seed 003, Pairings); refused while a game of the last one has no result."""
    event = event_for_organiser(request, slug)
    try:
        drawn = services.round_pair(event=event, actor=request.user)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, _("Round %(number)s is drawn.") % {"number": drawn.number})
    return redirect(event.get_absolute_url())


def round_slips(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    """Seed 003, For the room: one result slip per table of a round, to print and fill in at the table."""
    event = event_or_404(slug)
    found = selectors.event_round(event=event, number=number)
    if found is None:
        raise Http404("There is no such round.")
    return render(request, "events/slips.html", {"event": event, "round": found[0], "games": found[1]})


def round_tables(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    """Seed 003, For the room: a label for each table of a round (its number, the round and who plays there), one
    to a half page, to stand on the tables."""
    event = event_or_404(slug)
    found = selectors.event_round(event=event, number=number)
    if found is None:
        raise Http404("There is no such round.")
    games = [g for g in found[1] if g.away_id is not None]
    return render(request, "events/tables.html", {"event": event, "round": found[0], "games": games})


@login_required
@require_POST
def round_swap(request: HttpRequest, slug: str) -> HttpResponse:
    """The organiser swaps two coaches of the latest round before its results come in (warned of a rematch)."""
    event = event_for_organiser(request, slug)
    coaches = selectors.event_coaches(event=event)
    asked = [whole_number(request.POST.get(name, ""), high=2**63 - 1) or 0 for name in ("first", "second")]
    picked = [coaches.get(pk) for pk in asked]
    if None in picked:
        messages.error(request, _("Choose two coaches of the round."))
        return redirect(event.get_absolute_url())
    try:
        repeated = services.round_swap(event=event, actor=request.user, first=picked[0], second=picked[1])
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, _("%(first)s and %(second)s changed places.") % {
            "first": picked[0].name, "second": picked[1].name})
        for home, away in repeated:
            messages.warning(request, _("Rematch: %(home)s and %(away)s have played each other already.") % {
                "home": home, "away": away})
    return redirect(event.get_absolute_url())


"""A coach registers for an event; the organiser approves or turns down each registration."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from rules.errors import DomainError
from rules.tournament import (
    budget_for_round,
    stage_count,
)
from teams.selectors import teams_for_user

from .. import services
from ..forms.registration import RegisterForm
from ..models import Event, EventCoach
from ..permissions import is_organiser


@login_required
def event_register(request: HttpRequest, slug: str) -> HttpResponse:
    """A coach registers with one of his teams; every rulespack violation is listed beside the team."""
    event = get_object_or_404(Event, slug=slug)
    team_event = event.structure == Event.Structure.TEAMS
    form = RegisterForm(
        request.POST or None, teams=teams_for_user(user=request.user), team_event=team_event, pack=event.pack()
    )
    if request.method == "POST" and form.is_valid():
        try:
            services.event_register(
                event=event, user=request.user, team=form.cleaned_data["team"], naf=form.cleaned_data["naf"],
                event_team=form.cleaned_data.get("event_team", ""), inducements=form.inducements(),
                stages=form.stages(),
            )
        except DomainError as exc:  # a roster's violations are the team's (or its round's): each beside it
            exc.add_to(form, aliases={field: "team" for field, _ in exc.messages() if field not in form.fields})
        else:
            messages.success(request, "You are registered. The organiser approves your roster.")
            return redirect(event.get_absolute_url())
    status = 422 if request.method == "POST" else 200
    pack = event.pack()
    budgets = [(n, budget_for_round(pack, n)) for n in range(1, stage_count(pack) + 1)]
    context = {"event": event, "form": form, "budget": pack.budget, "escalation": pack.gold_escalation,
               "budgets": budgets}
    return render(request, "events/register.html", context, status=status)


@login_required
@require_POST
def registration_decide(request: HttpRequest, slug: str, pk: int, approve: bool) -> HttpResponse:
    event = get_object_or_404(Event, slug=slug)
    if not is_organiser(request.user, event):
        raise PermissionDenied("Only the event's organisers approve rosters.")
    coach = get_object_or_404(EventCoach, pk=pk, event=event)
    try:
        services.event_approve(event=event, coach=coach, approve=approve)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, f"{coach.name} is {'approved' if approve else 'turned down'}.")
    return redirect(event.get_absolute_url())


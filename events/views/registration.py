"""A coach registers for an event (his roster, the skills he buys for it, his NAF number and club), changes his
roster or withdraws; the organiser approves or turns down each registration."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from rules.errors import DomainError
from rules.rosterfile import RosterFileError, parse_roster
from rules.textinput import whole_number
from rules.tournament import (
    budget_for_round,
    stage_count,
)
from teams.selectors import teams_for_user

from .. import selectors
from ..forms.registration import ConfirmForm, RegisterForm, skill_budget, skill_menu
from ..models import Event, EventCoach
from ..services import registration as services
from .access import coach_in, event_for_organiser, event_or_404


def _chosen_team(request: HttpRequest, teams, coach: EventCoach | None = None):
    """The team the skill picks are shown for: the one sent (a GET ``?team=`` or the form), else the one his
    registration was made with (by its name), else the first."""
    raw = request.POST.get("team") if request.method == "POST" else request.GET.get("team")
    picked = whole_number(str(raw or ""), high=2**63 - 1)
    chosen = teams.filter(pk=picked).first() if picked else None
    if chosen is None and coach is not None:
        chosen = teams.filter(name=coach.team_name).first()
    return chosen or teams.first()


def _picks(data, menu: dict | None) -> dict[int, str]:
    if menu is None:
        return {}
    return {index: data[f"skill_{index}"] for index, _, _ in menu["rows"] if data.get(f"skill_{index}")}


def _stored_picks(coach: EventCoach | None, menu: dict | None) -> dict[int, str]:
    """The skills his stored roster gives each player, when it is the team shown (his roster being changed)."""
    if coach is None or menu is None or coach.team_name != menu["team"].name:
        return {}
    try:
        players = parse_roster(coach.roster).draft.players if coach.roster else ()
    except RosterFileError:
        return {}
    return {index: p.skills[0] for index, p in enumerate(players) if len(p.skills) == 1}


def _registration_page(request: HttpRequest, event: Event, coach: EventCoach | None = None) -> HttpResponse:
    """The register page, and the same page for a registered coach changing his roster (``coach``)."""
    pack = event.pack()
    teams = teams_for_user(user=request.user)
    team = _chosen_team(request, teams, coach)
    menu = skill_menu(team=team, pack=pack) if team is not None else None
    posted = request.method == "POST"
    data = request.POST if posted else request.GET
    picks = _picks(data, menu) if posted or "team" in request.GET else _stored_picks(coach, menu)
    initial = {"team": team.pk if team else None, **{f"skill_{i}": s for i, s in picks.items()}}
    form = RegisterForm(request.POST if posted else None, initial=initial, teams=teams, pack=pack, menu=menu,
                        team_event=event.structure == Event.Structure.TEAMS, resubmit=coach is not None)
    if posted and form.is_valid():
        data = form.cleaned_data
        try:
            if coach is None:
                coach = services.event_register(
                    event=event, user=request.user, team=data["team"], naf=data["naf"], club=data["club"],
                    spare_volunteer=data["spare_volunteer"], event_team=data.get("event_team", ""),
                    inducements=form.inducements(), stages=form.stages(), skills=form.skills(),
                )
                done = (_("You are on the waiting list: you move up when a place frees.") if
                        coach.state == EventCoach.State.WAITING else
                        _("You are registered. The organiser approves your roster."))
            else:
                services.registration_resubmit(actor=request.user, coach=coach, team=data["team"],
                                               inducements=form.inducements(), stages=form.stages(),
                                               skills=form.skills())
                done = _("Your roster is changed. The organiser approves it again.")
        except DomainError as exc:  # a roster's violations are the team's (or its round's): each beside it
            known = {*form.fields, *form.error_fields}
            exc.add_to(form, aliases={f: "team" for f, _ in exc.messages() if f not in known})
        else:
            messages.success(request, done)
            return redirect(event.get_absolute_url())
    budgets = [(n, budget_for_round(pack, n)) for n in range(1, stage_count(pack) + 1)]
    taken = services.places_taken(event)
    context = {
        "event": event, "form": form, "budget": pack.budget, "escalation": pack.gold_escalation, "budgets": budgets,
        "edition": pack.edition,
        "menu": menu, "skills": skill_budget(menu, picks, pack), "coach": coach,
        "places_left": max(event.capacity - taken, 0) if event.capacity is not None else None,
        "waiting_count": event.coaches.filter(state=EventCoach.State.WAITING).count(),
        "action": reverse("events:resubmit" if coach else "events:register", args=[event.slug]),
    }
    template = "events/register.html#skills" if request.htmx and not posted else "events/register.html"
    return render(request, template, context, status=422 if posted else 200)


@login_required
def event_register(request: HttpRequest, slug: str) -> HttpResponse:
    """A coach registers with one of his teams and the skills he buys for it; every refusal is listed beside its
    field (a roster's violations beside the team, a skill's beside its player)."""
    event = event_or_404(slug)
    return _registration_page(request, event)


@login_required
def registration_resubmit(request: HttpRequest, slug: str) -> HttpResponse:
    """The registered coach changes his roster (and its skills) until the roster deadline."""
    event = event_or_404(slug)
    coach = selectors.registration_of(event=event, user=request.user)
    if coach is None:
        return redirect("events:register", slug=event.slug)
    return _registration_page(request, event, coach)


@login_required
def registration_withdraw(request: HttpRequest, slug: str) -> HttpResponse:
    """The coach withdraws his registration, after ticking that he is sure (a drop once round 1 is drawn)."""
    event = event_or_404(slug)
    coach = selectors.registration_of(event=event, user=request.user)
    if coach is None:
        raise PermissionDenied("You are not registered for this event.")
    form = ConfirmForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            services.registration_withdraw(actor=request.user, coach=coach)
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, _("You have left the event."))
            return redirect(event.get_absolute_url())
    context = {"event": event, "coach": coach, "form": form, "drawn": event.rounds.exists()}
    return render(request, "events/withdraw.html", context, status=422 if request.method == "POST" else 200)


def back_to(request: HttpRequest, event: Event) -> str:
    """Where an organiser's decision returns: the page it was made on (``next``, this site only), else the event."""
    target = request.POST.get("next", "")
    if url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        return target
    return event.get_absolute_url()


@login_required
@require_POST
def registration_decide(request: HttpRequest, slug: str, pk: int, approve: bool) -> HttpResponse:
    event = event_for_organiser(request, slug)
    coach = coach_in(event, pk)
    if not approve and not ConfirmForm(request.POST).is_valid():
        messages.error(request, _("Tick the box beside Turn down to turn %(coach)s down.") % {"coach": coach.name})
        return redirect(back_to(request, event))
    try:
        services.event_approve(event=event, coach=coach, approve=approve, actor=request.user)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        done = _("%(coach)s is approved.") if approve else _("%(coach)s is turned down.")
        messages.success(request, done % {"coach": coach.name})
    return redirect(back_to(request, event))

"""The organiser's desk: every registration with its state, payment, check-in, NAF number, club, Spare Player and
roster problems, and the buttons that change them (organisers only)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from rules.errors import DomainError

from .. import selectors
from ..forms.registration import ConfirmForm, MarkForm, ReplaceForm
from ..models import Event, EventCoach
from ..services import registration as services
from .access import coach_in, event_for_organiser

State = EventCoach.State


def desk_summary(event: Event, coaches: list[EventCoach], drawn: bool) -> dict:
    """The desk's counts, and before round 1 whether the field (checked in, or approved when the event does not
    check in; the Spare Player aside) is odd with no Spare Player to play (none named, or one named who is not
    checked in when the event checks in): round 1 then gives a Bye."""
    active = [c for c in coaches if c.state == State.ACTIVE]
    field = [c for c in active if not c.spare and (c.checked_in if event.check_in else c.approved)]
    spare = next((c for c in active if c.spare), None)
    playing_spare = spare if spare is not None and (spare.checked_in or not event.check_in) else None
    return {
        "registered": sum(not c.spare for c in active),
        "waiting": sum(c.state == State.WAITING for c in coaches),
        "paid": sum(c.paid for c in active),
        "checked_in": sum(c.checked_in for c in active),
        "field": len(field),
        "spare": spare,
        "bye_warning": not drawn and len(field) % 2 == 1 and playing_spare is None,
        "no_naf": sum(c.naf is None for c in active),
    }


@login_required
def registration_desk(request: HttpRequest, slug: str) -> HttpResponse:
    """Every registration, the waiting list in its order, with the organiser's buttons for each coach."""
    event = event_for_organiser(request, slug)
    pack = event.pack()
    drawn = event.rounds.exists()
    order = {State.ACTIVE: 0, State.WAITING: 1, State.DROPPED: 2, State.WITHDRAWN: 3}
    coaches = sorted(event.coaches.select_related("event_team"),
                     key=lambda c: (order.get(c.state, 4), c.registered_at if c.state == State.WAITING else 0,
                                    c.name.lower()))
    waiting = event.coaches.filter(state=State.WAITING).order_by("registered_at", "pk")
    place = 0
    for coach in coaches:
        if coach.state == State.WAITING:
            place += 1
            coach.place = place
    checked = [c for c in coaches if c.state in (State.ACTIVE, State.WAITING)]
    problems = selectors.roster_problems(coaches=checked, pack=pack)
    for coach in coaches:
        coach.problems = problems.get(coach.pk, [])
    field = ReplaceForm(waiting=waiting).fields["by"]  # the waiting list read once (one query), not once per coach
    waiting_choices = [("", field.empty_label), *((c.pk, field.label_from_instance(c)) for c in waiting)]
    context = {
        "event": event, "coaches": coaches, "summary": desk_summary(event, coaches, drawn), "drawn": drawn,
        "has_waiting": len(waiting_choices) > 1, "waiting_choices": waiting_choices,
        "desk_url": reverse("events:desk", args=[event.slug]),
    }
    return render(request, "events/desk.html", context)


def _done(request: HttpRequest, event: Event, call, success: str) -> HttpResponse:
    try:
        call()
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, success)
    return redirect("events:desk", slug=event.slug)


@login_required
@require_POST
def registration_mark(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The desk: paid or not, checked in or out, a NAF number, a club (whichever the button sends)."""
    event = event_for_organiser(request, slug)
    coach = coach_in(event, pk)
    form = MarkForm(request.POST)
    if not form.is_valid():
        for field, errors in form.errors.items():
            said = " ".join(errors)
            if field:
                said = _("%(coach)s: %(errors)s") % {"coach": coach.name, "errors": said}
            messages.error(request, said)
        return redirect("events:desk", slug=event.slug)
    return _done(request, event, lambda: services.registration_mark(actor=request.user, coach=coach,
                                                                    **form.changes()),
                 _("%(coach)s: saved.") % {"coach": coach.name})


@login_required
@require_POST
def spare_name(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Seed 003, Spare Player: the organiser names him."""
    event = event_for_organiser(request, slug)
    coach = coach_in(event, pk)
    return _done(request, event, lambda: services.spare_name(actor=request.user, coach=coach),
                 _("%(coach)s is the Spare Player.") % {"coach": coach.name})


@login_required
@require_POST
def registration_drop(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The organiser drops a coach, after ticking that he is sure."""
    event = event_for_organiser(request, slug)
    coach = coach_in(event, pk)
    if not ConfirmForm(request.POST).is_valid():
        messages.error(request, _("Tick the box beside Drop to drop %(coach)s.") % {"coach": coach.name})
        return redirect("events:desk", slug=event.slug)
    return _done(request, event, lambda: services.registration_drop(actor=request.user, coach=coach),
                 _("%(coach)s is dropped.") % {"coach": coach.name})


@login_required
@require_POST
def registration_replace(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The organiser replaces a coach by one from the waiting list (before round 1)."""
    event = event_for_organiser(request, slug)
    coach = coach_in(event, pk)
    form = ReplaceForm(request.POST, waiting=event.coaches.filter(state=State.WAITING))
    if not form.is_valid():
        messages.error(request, _("Choose a coach on the waiting list."))
        return redirect("events:desk", slug=event.slug)
    by = form.cleaned_data["by"]
    return _done(request, event, lambda: services.registration_replace(actor=request.user, coach=coach, by=by),
                 _("%(by)s takes %(coach)s's place.") % {"by": by.name, "coach": coach.name})

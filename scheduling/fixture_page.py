"""The scheduling card on league's fixture page (registered with ``league.hooks.register_extension`` in
``SchedulingConfig.ready()``) and on the scheduling page that shows a refused form again: the agreed kick-off, the
round's deadline, the open times, and the forms the user may use."""

from __future__ import annotations

from django.http import HttpRequest
from django.urls import reverse

from league.models import Fixture, Season
from league.permissions import is_commissioner

from . import selectors
from .forms import AcceptForm, ForfeitForm, ProposalForm
from .permissions import can_answer, can_propose, can_withdraw

CARD = "scheduling/_card.html"


def arrangeable(fixture: Fixture) -> bool:
    """A game still to be played in a season that is not finished (``league.services.schedule.schedulable``)."""
    return (
        not fixture.is_bye
        and fixture.status == Fixture.Status.SCHEDULED
        and fixture.season.status != Season.Status.FINISHED
    )


def urls(fixture: Fixture) -> dict[str, str]:
    args = [fixture.season.league.slug, fixture.pk]
    return {name: reverse(f"scheduling:{name}", args=args) for name in ("propose", "accept", "withdraw", "forfeit")}


def card(*, user, fixture: Fixture, **forms) -> dict:
    """The card's context: ``schedule`` (what it shows) and the forms the user may use, the bound ones given in
    ``forms`` (a refused post) kept."""
    if not arrangeable(fixture):
        return {}
    proposals = selectors.open_proposals(fixture=fixture)
    deadline = selectors.deadline_for(fixture=fixture)
    passed = selectors.deadline_passed(deadline)
    commissioner = is_commissioner(user, fixture.season.league)
    answerable = [p for p in proposals if can_answer(user, p, fixture)]
    schedule = {
        "fixture": fixture,
        "proposals": proposals,
        "proposer": proposals[0].by if proposals else None,
        "deadline": deadline,
        "deadline_passed": passed,
        "withdrawable": any(can_withdraw(user, p) for p in proposals),
        "urls": urls(fixture),
    }
    context = {"schedule": schedule, **forms}  # a refused form is shown again with its errors
    if answerable and "accept_form" not in forms:
        context["accept_form"] = AcceptForm(proposals=answerable)
    if can_propose(user, fixture) and "propose_form" not in forms:
        context["propose_form"] = ProposalForm()
    if commissioner and passed and "forfeit_form" not in forms:
        context["forfeit_form"] = ForfeitForm(fixture=fixture)
    return context


def fixture_page_context(*, request: HttpRequest, fixture: Fixture, context: dict) -> dict:
    found = card(user=request.user, fixture=fixture)
    return found | {"panels": [CARD]} if found else {}

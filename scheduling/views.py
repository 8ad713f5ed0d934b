"""The scheduling pages, thin: a coach proposes times, accepts one or withdraws his own; a commissioner records a
forfeit after a round's deadline and sets the deadlines. The services check the user again; a refusal is shown
beside its field on the scheduling page (422) and changes nothing; a success goes back to the fixture page."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST

from rules.errors import DomainError

from . import selectors, services
from .access import fixture_to_arrange, season_for_deadlines
from .fixture_page import card
from .forms import AcceptForm, DeadlineForm, ForfeitForm, ProposalForm, shown


def _fixture_page(fixture) -> HttpResponse:
    return redirect(fixture.get_absolute_url() + "#schedule")


def _refused(request: HttpRequest, fixture, **forms) -> HttpResponse:
    """The scheduling page with the refused form and its errors; nothing was changed."""
    context = {"league": fixture.season.league, "fixture": fixture, **card(user=request.user, fixture=fixture, **forms)}
    return render(request, "scheduling/fixture.html", context, status=422)


@login_required
def schedule_page(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The fixture's scheduling card on a page of its own, for its coaches and the commissioners."""
    fixture = fixture_to_arrange(request, slug, pk)
    context = {"league": fixture.season.league, "fixture": fixture, **card(user=request.user, fixture=fixture)}
    return render(request, "scheduling/fixture.html", context)


@login_required
@require_POST
def propose(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    fixture = fixture_to_arrange(request, slug, pk)
    form = ProposalForm(request.POST)
    if form.is_valid():
        try:
            made = services.proposal_make(fixture=fixture, actor=request.user, times=form.times())
        except DomainError as exc:
            exc.add_to(form)
        else:
            count = len(made)
            text = ngettext(
                "%(count)s time proposed: the other coach is told.",
                "%(count)s times proposed: the other coach is told.",
                count,
            )
            messages.success(request, text % {"count": count})
            return _fixture_page(fixture)
    return _refused(request, fixture, propose_form=form)


@login_required
@require_POST
def accept(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    fixture = fixture_to_arrange(request, slug, pk)
    form = AcceptForm(request.POST, proposals=selectors.open_proposals(fixture=fixture))
    if form.is_valid():
        try:
            agreed = services.proposal_accept(
                fixture=fixture, actor=request.user, proposal_id=form.cleaned_data["proposal"]
            )
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, _("Agreed: the game is on %(when)s.") % {"when": shown(agreed.kickoff)})
            return _fixture_page(fixture)
    return _refused(request, fixture, accept_form=form)


@login_required
@require_POST
def withdraw(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    fixture = fixture_to_arrange(request, slug, pk)
    try:
        services.proposal_withdraw(fixture=fixture, actor=request.user)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, _("Your open times are withdrawn."))
    return _fixture_page(fixture)


@login_required
@require_POST
def forfeit(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    fixture = fixture_to_arrange(request, slug, pk)
    form = ForfeitForm(request.POST, fixture=fixture)
    if form.is_valid():
        try:
            services.forfeit_record(fixture=fixture, actor=request.user, **form.cleaned_data)
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, _("The forfeit is recorded and counts in the standings."))
            return redirect(fixture.get_absolute_url())
    return _refused(request, fixture, forfeit_form=form)


def _deadlines_page(request: HttpRequest, league, season, form: DeadlineForm, status: int = 200) -> HttpResponse:
    context = {
        "league": league,
        "season": season,
        "form": form,
        "deadlines": selectors.season_deadlines(season=season),
        "rounds": selectors.season_rounds(season=season),
    }
    return render(request, "scheduling/deadlines.html", context, status=status)


@login_required
def deadlines(request: HttpRequest, slug: str) -> HttpResponse:
    """The current season's round deadlines and the form setting one (its commissioners only)."""
    league, season = season_for_deadlines(request, slug)
    form = DeadlineForm(request.POST or None)
    if request.method != "POST":
        return _deadlines_page(request, league, season, form)
    if form.is_valid():
        try:
            made = services.deadline_set(season=season, actor=request.user, **form.cleaned_data)
        except DomainError as exc:
            exc.add_to(form)
        else:
            text = _("Round %(round)s is to be played by %(when)s.")
            messages.success(request, text % {"round": made.round, "when": shown(made.due)})
            return redirect(reverse("scheduling:deadlines", args=[league.slug]))
    return _deadlines_page(request, league, season, form, status=422)


@login_required
@require_POST
def deadline_clear(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    league, season = season_for_deadlines(request, slug)
    try:
        services.deadline_clear(season=season, actor=request.user, round=number)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, _("Round %(round)s's deadline is removed.") % {"round": number})
    return redirect(reverse("scheduling:deadlines", args=[league.slug]))

"""Results over htmx or a plain form: a coach enters one, the other coach or a commissioner confirms or disputes
it, a commissioner corrects it."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from rules.errors import DomainError

from .. import services
from ..forms import DisputeForm, ResultForm
from ..hooks import fixture_page_context
from ..models import Fixture, League
from .access import fixture_for_commissioner, fixture_for_result, fixture_in
from .common import fixture_url
from .fixtures import fixture_context


def _partial(request: HttpRequest) -> str:
    """Which part of the fixture page an htmx post asked back: the result card, or a one-line notice (rows of the
    fixture lists and the league home)."""
    return "notice" if request.POST.get("partial") == "notice" else "result"


def _result_response(request: HttpRequest, league: League, fixture: Fixture, message: str) -> HttpResponse:
    """After a result is entered, confirmed or corrected: htmx gets the fresh result card (or a notice) with the
    fixture page's scoreboard and match-day and post-game cards out of band, and an event that refreshes the
    standings and fixture lists; a plain form post is redirected back to the fixture."""
    event = "result-confirmed" if fixture.status == Fixture.Status.CONFIRMED else "result-submitted"
    if request.htmx:
        fixture = fixture_in(league, fixture.pk)
        context = fixture_context(request, league, fixture) | {"notice": message}
        partial = _partial(request)
        if partial == "result":  # the scoreboard and the match-day and post-game cards follow, out of band
            context |= fixture_page_context(request=request, fixture=fixture, context=context)
            partial = "result-and-oob"
        response = render(request, f"league/fixture.html#{partial}", context)
        response["HX-Trigger"] = event
        return response
    messages.success(request, message)
    return redirect(fixture_url(league, fixture))


def _result_refused(request: HttpRequest, league: League, fixture: Fixture, **forms) -> HttpResponse:
    """The form again with the refusal beside its field: 422, or 200 for htmx (which swaps only 2xx)."""
    context = fixture_context(request, league, fixture, **forms)
    if request.htmx:
        return render(request, "league/fixture.html#result", context)
    return render(request, "league/fixture.html", context, status=422)


def _score(fixture: Fixture) -> dict:
    """The figures a message about the result names: "Home 2–1 Away"."""
    return {
        "home": fixture.home.name,
        "home_td": fixture.home_td,
        "away_td": fixture.away_td,
        "away": fixture.away.name if fixture.away else _("bye"),
    }


@login_required
@require_POST
def result_submit(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A coach of either team, or a commissioner, enters the result (a commissioner's is confirmed at once)."""
    league, fixture, commissioner = fixture_for_result(request, slug, pk)
    form = ResultForm(request.POST, fixture=fixture)
    if form.is_valid():
        try:
            fixture = services.result_submit(
                fixture=fixture, actor=request.user, is_commissioner=commissioner, **form.figures()
            )
        except DomainError as exc:
            exc.add_to(form)
        else:
            if fixture.status == Fixture.Status.CONFIRMED:
                message = _("Result confirmed: %(home)s %(home_td)s–%(away_td)s %(away)s.") % _score(fixture)
            else:
                message = _(
                    "Result entered: %(home)s %(home_td)s–%(away_td)s %(away)s. The other coach confirms it."
                ) % _score(fixture)
            return _result_response(request, league, fixture, message)
    return _result_refused(request, league, fixture, result_form=form)


@login_required
@require_POST
def result_confirm(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The other coach, or a commissioner, confirms a submitted result."""
    league, fixture, commissioner = fixture_for_result(request, slug, pk)
    try:
        fixture = services.result_confirm(fixture=fixture, actor=request.user, is_commissioner=commissioner)
    except DomainError as exc:
        if request.htmx:
            context = fixture_context(request, league, fixture) | {"notice": exc.message, "error": True}
            return render(request, f"league/fixture.html#{_partial(request)}", context)
        messages.error(request, exc.message)
        return redirect(fixture_url(league, fixture))
    message = _("Result confirmed: %(home)s %(home_td)s–%(away_td)s %(away)s.") % _score(fixture)
    return _result_response(request, league, fixture, message)


@login_required
@require_POST
def result_correct(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A commissioner corrects a confirmed result's figures."""
    league, fixture = fixture_for_commissioner(request, slug, pk)
    form = ResultForm(request.POST, fixture=fixture, prefix="correct")
    if form.is_valid():
        try:
            fixture = services.result_correct(fixture=fixture, actor=request.user, **form.figures())
        except DomainError as exc:
            exc.add_to(form)
        else:
            fixture = fixture_in(league, fixture.pk)
            message = _("Result corrected: %(home)s %(home_td)s–%(away_td)s %(away)s.") % _score(fixture)
            return _result_response(request, league, fixture, message)
    return _result_refused(request, league, fixture, correct_form=form)


@login_required
@require_POST
def result_dispute(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The other coach, or a commissioner, disputes a submitted result with a reason: it goes back to be entered
    again, and the dispute shows on the fixture page for the coach who entered it and the commissioners."""
    league, fixture, commissioner = fixture_for_result(request, slug, pk)
    form = DisputeForm(request.POST)
    if form.is_valid():
        try:
            services.result_dispute(
                fixture=fixture, actor=request.user, reason=form.cleaned_data["reason"], is_commissioner=commissioner
            )
        except DomainError as exc:
            exc.add_to(form)
        else:
            fixture = fixture_in(league, fixture.pk)
            return _result_response(request, league, fixture, _("Result disputed: it is to be entered again."))
    return _result_refused(request, league, fixture, dispute_form=form)

"""Seasons: starting one, finishing it (its unplayed fixtures listed first) and starting the next, reopening a
finished one and finishing it again, and the list of every season with its champion."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from rules.errors import DomainError

from .. import selectors, services
from ..forms import ReasonForm, SeasonCloseForm, SeasonFinishForm, SeasonNextForm, SeasonStartForm
from ..models import League, Season
from ..permissions import is_commissioner
from .access import league_for_commissioner, readable_league
from .common import confirmed, done, league_og


@login_required
def season_start(request: HttpRequest, slug: str) -> HttpResponse:
    league = league_for_commissioner(request, slug)
    teams = selectors.approved_teams(league=league)
    form = SeasonStartForm(request.POST or None, teams=teams, divisions=league.divisions.all())
    context = {"league": league, "form": form, "teams": form.teams, "running": selectors.running_season(league=league)}
    if request.method != "POST":
        return render(request, "league/season_start.html", context)
    if form.is_valid():
        try:
            season = services.season_start(league=league, name=form.cleaned_data["name"], divisions=form.divisions())
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(
                request, _("%(season)s has started. Generate its fixtures next.") % {"season": season.name}
            )
            return redirect("league:generate", slug=league.slug)
    return render(request, "league/season_start.html", context, status=422)


def _finish_context(league: League, season: Season | None, form: SeasonCloseForm, action: str) -> dict:
    unplayed = list(selectors.unplayed_fixtures(season=season)) if season is not None else []
    return {"league": league, "season": season, "unplayed": unplayed, "form": form, "action": action}


@login_required
def season_finish(request: HttpRequest, slug: str) -> HttpResponse:
    """The confirmation step before finishing the running season: its unplayed fixtures, and whether to cancel
    them (the form posts to ``season_next``). A GET writes nothing."""
    league = league_for_commissioner(request, slug)
    season = selectors.running_season(league=league)
    if season is None:
        messages.error(request, _("There is no running season to finish."))
        return redirect(league)
    context = _finish_context(league, season, SeasonFinishForm(), reverse("league:season_next", args=[league.slug]))
    return render(request, "league/season_finish.html", context)


@login_required
@require_POST
def season_next(request: HttpRequest, slug: str) -> HttpResponse:
    """Finish the running season and start the next with the same teams; unplayed fixtures are cancelled only
    when the commissioner ticked it (otherwise the finish page lists them)."""
    league = league_for_commissioner(request, slug)
    if not confirmed(request):  # the finish page is the confirmation step
        messages.error(request, _("Nothing changed: use the finish page to confirm first."))
        return done(request, reverse("league:season_finish", args=[league.slug]))
    form = SeasonNextForm(request.POST)
    valid = form.is_valid()
    name = form.cleaned_data["name"] if valid else ""
    cancel = bool(valid and form.cleaned_data["cancel_unplayed"])
    try:
        season = services.season_finish_and_start_next(
            league=league, name=name, actor=request.user, cancel_unplayed=cancel
        )
    except DomainError as exc:
        running = selectors.running_season(league=league)
        if running is None:
            messages.error(request, exc.message)
            return done(request, league.get_absolute_url())
        finish_form = SeasonFinishForm(request.POST)
        finish_form.is_valid()
        exc.add_to(finish_form)
        action = reverse("league:season_next", args=[league.slug])
        context = _finish_context(league, running, finish_form, action)
        return render(request, "league/season_finish.html", context, status=422)
    messages.success(
        request, _("%(season)s has started with the same teams. Generate its fixtures next.") % {"season": season.name}
    )
    return done(request, reverse("league:generate", kwargs={"slug": league.slug}))


@login_required
def season_close(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    """Finish a reopened season again: GET lists its unplayed fixtures, POST finishes it and fixes its table."""
    league = league_for_commissioner(request, slug)
    season = get_object_or_404(league.seasons.all(), number=number, status=Season.Status.REOPENED)
    action = reverse("league:season_close", args=[league.slug, number])
    form = SeasonCloseForm(request.POST if request.method == "POST" else None)
    if request.method != "POST" or not confirmed(request):
        return render(request, "league/season_finish.html", _finish_context(league, season, form, action))
    if form.is_valid():
        try:
            services.season_close(
                season=season, actor=request.user, cancel_unplayed=form.cleaned_data["cancel_unplayed"]
            )
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(
                request, _("%(season)s is finished again; its final table is fixed.") % {"season": season.name}
            )
            return redirect("league:seasons", slug=league.slug)
    return render(request, "league/season_finish.html", _finish_context(league, season, form, action), status=422)


@login_required
@require_POST
def season_reopen(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    """A commissioner reopens a finished season, with a reason (recorded), so a result can be put right."""
    league = league_for_commissioner(request, slug)
    season = get_object_or_404(league.seasons.all(), number=number)
    form = ReasonForm(request.POST)
    if form.is_valid():
        try:
            services.season_reopen(season=season, actor=request.user, reason=form.cleaned_data["reason"])
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(
                request,
                _("%(season)s is reopened: its fixtures take results until it is finished.") % {"season": season.name},
            )
            return redirect("league:seasons", slug=league.slug)
    context = _seasons_context(request, league) | {"reopen_form": form, "reopen_number": number}
    return render(request, "league/seasons.html", context, status=422)


def _seasons_context(request: HttpRequest, league: League) -> dict:
    seasons = selectors.seasons_with_counts(league=league)
    for season in seasons:  # a few queries per season: this page lists a handful
        final = selectors.final_tables(season=season)
        season.champion_name = ""
        if final is not None:
            season.leaders = [table["rows"][0]["name"] for table in final if table["rows"]]
            season.champion_name = next(
                (row["name"] for table in final for row in table["rows"] if row["team"] == season.champion_id), ""
            )
        elif season.played:
            season.leaders = [
                table.team(table.rows[0]).name for table in selectors.standings_tables(season=season) if table.rows
            ]
        else:
            season.leaders = []
        season.history = selectors.season_records(season=season)
    return {
        "league": league,
        "seasons": seasons,
        "commissioner": is_commissioner(request.user, league),
        "reopen_form": ReasonForm(),
        "blank_reopen_form": ReasonForm(),
    }


@readable_league
def league_seasons(request: HttpRequest, league: League) -> HttpResponse:
    """Every season, latest first, with links to its standings and fixtures, its champion and its record."""
    context = _seasons_context(request, league)
    context |= league_og(request, league, selectors.current_season(league=league), page=_("Seasons"))
    return render(request, "league/seasons.html", context)

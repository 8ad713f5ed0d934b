"""Seasons: starting one, finishing it and starting the next, and the list of every season."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from rules.errors import DomainError

from .. import selectors, services
from ..forms import SeasonNextForm, SeasonStartForm
from ..permissions import is_commissioner
from .access import league_for_commissioner, league_for_reader
from .common import done


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
            messages.success(request, f"{season.name} has started. Generate its fixtures next.")
            return redirect("league:generate", slug=league.slug)
    return render(request, "league/season_start.html", context, status=422)


@login_required
@require_POST
def season_next(request: HttpRequest, slug: str) -> HttpResponse:
    """Finish the running season and start the next with the same teams."""
    league = league_for_commissioner(request, slug)
    form = SeasonNextForm(request.POST)
    name = form.cleaned_data["name"] if form.is_valid() else ""
    try:
        season = services.season_finish_and_start_next(league=league, name=name)
    except DomainError as exc:
        messages.error(request, exc.message)
        return done(request, league.get_absolute_url())
    messages.success(request, f"{season.name} has started with the same teams. Generate its fixtures next.")
    return done(request, reverse("league:generate", kwargs={"slug": league.slug}))


@login_required
def league_seasons(request: HttpRequest, slug: str) -> HttpResponse:
    """Every season, latest first, with links to its standings and fixtures."""
    league = league_for_reader(slug)
    seasons = selectors.seasons_with_counts(league=league)
    for season in seasons:  # a few queries per season: this page lists a handful
        season.leaders = (
            [table.team(table.rows[0]) for table in selectors.standings_tables(season=season) if table.rows]
            if season.played
            else []
        )
    context = {"league": league, "seasons": seasons, "commissioner": is_commissioner(request.user, league)}
    return render(request, "league/seasons.html", context)

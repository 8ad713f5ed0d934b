"""The standings page."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from ..permissions import is_commissioner
from .access import league_for_reader, season_for_page
from .common import show_bonus, standings, tiebreaker_labels


@login_required
def league_standings(request: HttpRequest, slug: str) -> HttpResponse:
    """Every figure the tiebreakers use; the table refreshes itself when a result is confirmed."""
    league = league_for_reader(slug)
    season = season_for_page(request, league)
    context = {
        "league": league,
        "season": season,
        "tables": standings(season),
        "show_bonus": show_bonus(league),
        "tiebreakers": tiebreaker_labels(league),
    }
    if request.htmx:
        return render(request, "league/standings.html#standings", context)
    context["commissioner"] = is_commissioner(request.user, league)
    return render(request, "league/standings.html", context)

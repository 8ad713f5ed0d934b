"""The standings page."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from ..models import League
from ..permissions import is_commissioner
from .access import readable_league, season_for_page
from .common import league_og, show_bonus, standings, tiebreaker_labels


@readable_league
def league_standings(request: HttpRequest, league: League) -> HttpResponse:
    """Every figure the tiebreakers use; the table refreshes itself when a result is confirmed."""
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
    context |= league_og(request, league, season, page="Standings", tables=context["tables"])
    return render(request, "league/standings.html", context)

"""The standings page."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

from .. import selectors
from ..models import League, Season
from ..permissions import is_commissioner
from .access import readable_league, season_for_page
from .common import league_og, show_bonus, stored_rows, table_rows, tiebreaker_labels


def _tables(season: Season | None) -> tuple[list[dict], str]:
    """The season's tables (live while it runs, fixed once it finished) and the key their rendered HTML is cached
    under: the live tables' key moves with every change to the season's results (``league.tables``)."""
    if season is None:
        return [], "none"
    final = selectors.final_tables(season=season)
    if final is not None:
        stamp = season.finished_at.isoformat() if season.finished_at else ""
        return stored_rows(final), f"final:{season.pk}:{stamp}"
    tables = selectors.standings_tables(season=season)
    return table_rows(tables), tables[0].key if tables else f"empty:{season.pk}"


@readable_league
def league_standings(request: HttpRequest, league: League) -> HttpResponse:
    """Every figure the tiebreakers use; the table refreshes itself when a result is confirmed. The table's HTML is
    rendered once per version of the season's results and read from the cache after that."""
    season = season_for_page(request, league)
    tables, key = _tables(season)
    context = {
        "league": league,
        "season": season,
        "tables": tables,
        "tables_key": f"{key}:{league.slug}:{getattr(season, 'number', '')}",
        "show_bonus": show_bonus(league),
        "tiebreakers": tiebreaker_labels(league),
    }
    if request.htmx:
        return render(request, "league/standings.html#standings", context)
    context["commissioner"] = is_commissioner(request.user, league)
    context |= league_og(request, league, season, page=_("Standings"), tables=tables)
    return render(request, "league/standings.html", context)

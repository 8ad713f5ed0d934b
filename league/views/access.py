"""Fetching for the league pages: one helper per kind of access. No view reads a league or fixture otherwise."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest
from django.shortcuts import get_object_or_404

from rules.textinput import SMALL_COUNT_MAX, whole_number

from .. import selectors
from ..models import Fixture, League, Season
from ..permissions import is_commissioner, plays_in


def league_for_reader(slug: str) -> League:
    """Any league, for reading by a signed-in user; 404 if it does not exist."""
    return get_object_or_404(League, slug=slug)


def league_for_commissioner(request: HttpRequest, slug: str) -> League:
    """The league, if the user is one of its commissioners (403 otherwise, 404 if it does not exist)."""
    league = league_for_reader(slug)
    if not is_commissioner(request.user, league):
        raise PermissionDenied
    return league


def fixture_in(league: League, pk: int) -> Fixture:
    """A fixture of this league (a fixture of another league is 404), with its teams and coaches."""
    fixture = get_object_or_404(
        Fixture.objects.select_related("season", "home__coach", "away__coach", "division", "conceded_by"),
        pk=pk,
        season__league=league,
    )
    fixture.season.league = league
    return fixture


def fixture_for_result(request: HttpRequest, slug: str, pk: int) -> tuple[League, Fixture, bool]:
    """A fixture the user may enter or confirm a result for: one of its coaches, or a commissioner."""
    league = league_for_reader(slug)
    fixture = fixture_in(league, pk)
    commissioner = is_commissioner(request.user, league)
    if not commissioner and not plays_in(request.user, fixture):
        raise PermissionDenied
    return league, fixture, commissioner


def fixture_for_commissioner(request: HttpRequest, slug: str, pk: int) -> tuple[League, Fixture]:
    league = league_for_commissioner(request, slug)
    return league, fixture_in(league, pk)


def season_for_page(request: HttpRequest, league: League) -> Season | None:
    """The season asked for with ``?season=<number>``, else the running (or latest) one."""
    number = request.GET.get("season", "")
    if number:
        found = whole_number(number, high=SMALL_COUNT_MAX)
        if found is None:
            raise Http404("There is no such season.")
        return get_object_or_404(league.seasons.all(), number=found)
    return selectors.current_season(league=league)

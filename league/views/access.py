"""Fetching for the league pages: one helper per kind of access. No view reads a league or fixture otherwise."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from core import datagen, pagecache
from rules.textinput import SMALL_COUNT_MAX, whole_number

from .. import selectors
from ..models import Fixture, League, Season
from ..permissions import can_view_league, is_commissioner, plays_in


def league_or_404(slug: str) -> League:
    """The league with this slug, whoever asks (the writes check the user themselves); 404 if there is none."""
    return get_object_or_404(League, slug=slug)


def private_league(request: HttpRequest) -> HttpResponse:
    """What a user who may not read a private league gets: a signed-out visitor is sent to log in (and comes back);
    a signed-in non-member gets 403 with a page that says the league is private and how to join it. Not 404: the
    log-in redirect already tells anyone that a league lives at the address, so a 404 would hide nothing and only
    leave the coach who was sent the link guessing. The page does not name the league."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    return render(request, "league/private.html", status=403)


def readable_league(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """For a league's read pages: the view is called with the league in place of its slug, when the user may read
    it (anyone, for a public league; see ``can_view_league``); otherwise ``private_league`` answers."""

    @wraps(view)
    def wrapper(request: HttpRequest, slug: str, *args, **kwargs) -> HttpResponse:
        league = league_or_404(slug)
        if not can_view_league(request.user, league):
            return private_league(request)
        pagecache.reads(request, datagen.league(league.pk))  # a kept page holds until its league is written to
        return view(request, league, *args, **kwargs)

    return wrapper


def league_for_commissioner(request: HttpRequest, slug: str) -> League:
    """The league, if the user is one of its commissioners (403 otherwise, 404 if it does not exist)."""
    league = league_or_404(slug)
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
    league = league_or_404(slug)
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

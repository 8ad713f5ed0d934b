"""Fetching for the scheduling pages: one helper per kind of access. A fixture is arranged by its coaches and the
league's commissioners; the round deadlines are the commissioners'. Anyone else gets a 403, and what does not
exist (or is in another league) a 404."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest
from django.utils.translation import gettext as _

from league.models import Fixture, League, Season
from league.selectors import current_season
from league.views.access import fixture_in, league_for_commissioner, league_or_404

from .permissions import can_propose


def fixture_to_arrange(request: HttpRequest, slug: str, pk: int) -> Fixture:
    """A fixture of the league the user may arrange: one of its coaches, or a commissioner."""
    fixture = fixture_in(league_or_404(slug), pk)
    if not can_propose(request.user, fixture):
        raise PermissionDenied(_("Only the coaches of this game and the league's commissioners arrange it."))
    return fixture


def season_for_deadlines(request: HttpRequest, slug: str) -> tuple[League, Season]:
    """The league's current season, for its commissioners (404 when the league has none yet)."""
    league = league_for_commissioner(request, slug)
    season = current_season(league=league)
    if season is None:
        raise Http404(_("The league has no season yet."))
    return league, season

"""Fetching for the pages around a game: one helper per kind of access."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest
from django.shortcuts import get_object_or_404

from league.models import Fixture
from teams.models import Team
from teams.permissions import can_edit_team

from ..models import Match
from ..permissions import can_see_match_day, can_void

# --- fetching, one helper per kind of access ----------------------------------------------------


def fixture_for_match_day(request: HttpRequest, fixture_id: int) -> Fixture:
    """A fixture whose match-day pages the user may see: its coaches and the league's commissioners."""
    fixture = get_object_or_404(Fixture.objects.select_related("home", "away", "season__league"), pk=fixture_id)
    if not can_see_match_day(request.user, fixture):
        raise PermissionDenied
    return fixture


def side_team(fixture: Fixture, raw) -> Team:
    """The fixture's team named by a posted id; anything else (a forged id, another game's team) is a 404."""
    team_id = int(raw) if str(raw).isdigit() else None
    if team_id is None or team_id not in (fixture.home_id, fixture.away_id):
        raise Http404
    return fixture.home if team_id == fixture.home_id else fixture.away


def team_for_write(request: HttpRequest, fixture: Fixture, raw) -> Team:
    """One of the fixture's teams that the user may act for (its coach or a commissioner)."""
    team = side_team(fixture, raw)
    if not can_edit_team(request.user, team):
        raise PermissionDenied
    return team


def match_for_commissioner(request: HttpRequest, match_id: int) -> Match:
    match = get_object_or_404(Match.objects.select_related("fixture__season__league"), pk=match_id)
    if not can_void(request.user, match):
        raise PermissionDenied
    return match


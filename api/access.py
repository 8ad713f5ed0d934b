"""Fetching for the API's endpoints: one helper per kind of object, each answering who may read it with the apps'
own predicates. A public league is read by anyone; a private one with one of its read tokens, or by a signed-in
user ``league.permissions.can_view_league`` lets in (its members, through the session). Events are public (their
pages are read signed out), so any valid token or none reads them. A refusal is an ``ApiError``: 404 for nothing
there, 401 for a private league asked without a token, 403 for one asked with a token (or a session) that does not
open it. Not 404 for a private league: its HTML pages already tell that it exists (``league.views.access``)."""

from __future__ import annotations

from django.utils.translation import gettext as _

from events.models import Event
from league.models import League, Season
from league.permissions import can_view_league
from league.selectors import league_for_slug
from rules.textinput import SMALL_COUNT_MAX
from teams.models import Player, Team

from .errors import ApiError


def league_for_reader(request, slug: str) -> League:
    """The league with this slug, if the request may read it."""
    league = league_for_slug(slug)
    if league is None:
        raise ApiError(404, _("There is no league with this slug."))
    reader = request.api_reader
    if league.public or reader.opens_league(league):
        return league
    if reader.user_id is not None and can_view_league(request.user, league):
        return league
    if reader.token is None and reader.user_id is None:
        raise ApiError(401, _("This league is private: send one of its read tokens."), code="token_required",
                       headers={"WWW-Authenticate": 'Bearer realm="api"'})
    raise ApiError(403, _("This league is private, and this token does not open it."))


def season_of(league: League, number: int) -> Season:
    """The league's season with this number (404 otherwise)."""
    season = league.seasons.filter(number=number).first() if 1 <= number <= SMALL_COUNT_MAX else None
    if season is None:
        raise ApiError(404, _("This league has no season with this number."))
    season.league = league
    return season


def team_of(league: League, team_id: int) -> Team:
    """A team entered in the league (one of another league, or none, is 404), with its coach."""
    team = league.teams.select_related("coach").filter(pk=team_id).first() if team_id > 0 else None
    if team is None:
        raise ApiError(404, _("This league has no team with this id."))
    team.league = league
    return team


def player_of(league: League, player_id: int) -> Player:
    """A player of a team of the league (404 otherwise), with his team."""
    found = Player.objects.select_related("team").filter(pk=player_id, team__league=league) if player_id > 0 else None
    player = found.first() if found is not None else None
    if player is None:
        raise ApiError(404, _("This league has no player with this id."))
    player.team.league = league
    return player


def event_for_reader(request, slug: str) -> Event:
    """The event with this slug (events are public)."""
    event = Event.objects.filter(slug=slug).first() if "\x00" not in slug else None
    if event is None:
        raise ApiError(404, _("There is no event with this slug."))
    return event

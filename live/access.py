"""Fetching for the live pages: one helper per kind of access. A live game is followed by whoever reads its
fixture page (an event game's: anyone, an event's pages are public) and written by its coaches and the league's
commissioners (the event's organisers); anyone else gets a 403, and what does not exist (or is in another league or
event) a 404."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.shortcuts import get_object_or_404
from django.utils.translation import gettext as _

from events.models import EventGame
from events.views.access import event_or_404
from events.views.access import game_in as event_game_in
from league.models import League
from league.views.access import fixture_in, league_or_404

from .models import LiveGame
from .permissions import can_open, can_open_event_game, may_write
from .selectors import league_live_game


def game_in(league: League, pk: int) -> LiveGame:
    """The live game of a fixture of this league, with its fixture, in one query (404 when the fixture has none, or
    is another league's)."""
    game = get_object_or_404(
        LiveGame.objects.select_related("fixture__season", "fixture__home", "fixture__away"),
        fixture_id=pk,
        fixture__season__league=league,
    )
    game.fixture.season.league = league
    return game


def fixture_to_open(request, slug: str, pk: int):
    """A fixture whose live game the user may open: one of its coaches, or a commissioner."""
    fixture = fixture_in(league_or_404(slug), pk)
    if not can_open(request.user, fixture):
        raise PermissionDenied(_("Only the coaches of this game and the league's commissioners open its live game."))
    return fixture


def game_to_write(request, slug: str, pk: int) -> LiveGame:
    """A live game the user may tap in or close: one of its coaches, or a commissioner (which side he taps for is
    the tap service's question)."""
    game = league_live_game(slug, pk)  # kept: a phone taps every few seconds
    if game is None:
        raise Http404
    if not can_open(request.user, game.fixture):
        raise PermissionDenied(_("Only the coaches of this game and the league's commissioners tap in its live game."))
    return game


def event_game_of(slug: str, pk: int) -> EventGame:
    """A game of this event, with both coaches, its round and event (404 otherwise)."""
    event = event_or_404(slug)
    game = event_game_in(event, pk)
    game.round.event = event
    return game


def event_live_in(slug: str, pk: int) -> LiveGame:
    """The live game of a game of this event, for whoever follows it (404 when it has none, or is another
    event's)."""
    event_game = event_game_of(slug, pk)
    game = get_object_or_404(LiveGame, event_game=event_game)
    game.event_game = event_game
    return game


def event_game_to_open(request, slug: str, pk: int) -> EventGame:
    """An event game whose live game the user may open: one of its coaches, or an organiser."""
    event_game = event_game_of(slug, pk)
    if not can_open_event_game(request.user, event_game):
        raise PermissionDenied(_("Only the coaches of this game and the event's organisers open its live game."))
    return event_game


def event_live_to_write(request, slug: str, pk: int) -> LiveGame:
    """An event game's live game the user may tap in or close: one of its coaches, or an organiser."""
    game = event_live_in(slug, pk)
    if not may_write(request.user, game):
        raise PermissionDenied(_("Only the coaches of this game and the event's organisers tap in its live game."))
    return game

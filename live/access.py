"""Fetching for the live pages: one helper per kind of access. A live game is followed by whoever reads its
fixture page and written by its coaches and the league's commissioners; anyone else gets a 403, and what does not
exist (or is in another league) a 404."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404
from django.utils.translation import gettext as _

from league.models import League
from league.views.access import fixture_in, league_or_404

from .models import LiveGame
from .permissions import can_open


def game_in(league: League, pk: int) -> LiveGame:
    """The live game of a fixture of this league (404 when the fixture has none, or is another league's)."""
    fixture = fixture_in(league, pk)
    game = get_object_or_404(LiveGame, fixture=fixture)
    game.fixture = fixture
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
    game = game_in(league_or_404(slug), pk)
    if not can_open(request.user, game.fixture):
        raise PermissionDenied(_("Only the coaches of this game and the league's commissioners tap in its live game."))
    return game

"""The live tests' fixtures: the cast's first game with its pre-game done (both teams' inducements bought, none),
and its live game opened by coach A (home)."""

from __future__ import annotations

import pytest

from matches import services as match_services
from rules.errors import DomainError
from tests.factories import first_game


def finish_pregame(fixture) -> None:
    """Both teams buy no inducements, the favourite first."""
    match = match_services.match_for_fixture(fixture)
    teams = [fixture.home, fixture.away]
    try:
        match_services.inducements_buy(match=match, team=teams[0], actor=teams[0].coach, purchases={})
    except DomainError:
        teams.reverse()
        match_services.inducements_buy(match=match, team=teams[0], actor=teams[0].coach, purchases={})
    match_services.inducements_buy(match=match, team=teams[1], actor=teams[1].coach, purchases={})


@pytest.fixture
def game(season):
    """Coach A's team at home against coach B's, the pre-game done."""
    fixture = first_game(season)
    finish_pregame(fixture)
    return fixture


@pytest.fixture
def live(game):
    from live import services

    return services.live_open(fixture=game, actor=game.home.coach)


def player(fixture, side: str, index: int = 0):
    team = fixture.home if side == "home" else fixture.away
    return team.players.filter(status="available").order_by("number")[index]

"""The scheduling tests' fixtures: the cast's season (its two teams, generated fixtures) and its first game, a third
team in the league whose coach plays another game, and times relative to now."""

from __future__ import annotations

from datetime import timedelta
from types import SimpleNamespace

import pytest
from django.utils import timezone

from league.models import Fixture, Membership
from tests.factories import UserFactory, first_game, make_team


def later(days: float = 3, hour: int = 20) -> timezone.datetime:
    """A time ``days`` from now at ``hour`` o'clock (local), to the minute."""
    day = timezone.localtime() + timedelta(days=days)
    return day.replace(hour=hour, minute=0, second=0, microsecond=0)


def local_input(when) -> str:
    """A time as a datetime-local input sends it."""
    return timezone.localtime(when).strftime("%Y-%m-%dT%H:%M")


@pytest.fixture
def game(season) -> Fixture:
    """The cast's first game: coach A's team against coach B's."""
    return first_game(season)


@pytest.fixture
def third(cast, season):
    """A third coach with a team entered and a game of his own against coach A's team, in the same season."""
    coach_c = UserFactory(username="coach_c")
    Membership.objects.create(league=cast.league, user=coach_c)
    team_c = make_team(coach=coach_c, name="Nuln Nightmares", league=cast.league)
    team_c.entry = team_c.Entry.APPROVED
    team_c.save(update_fields=["entry"])
    season.entries.create(team=team_c)
    other = Fixture.objects.create(season=season, round=2, home=team_c, away=cast.team_a)
    return SimpleNamespace(coach=coach_c, team=team_c, fixture=other)

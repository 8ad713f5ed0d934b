"""Writes to seasons and their fixtures: starting and finishing seasons, the round robin, moving, adding,
cancelling and deleting fixtures."""

from __future__ import annotations

import secrets
from datetime import date, timedelta

from django.db import transaction

from rules.errors import DomainError
from rules.pairings import round_robin
from teams import services as team_services
from teams.models import Team

from .. import selectors
from ..models import Division, Fixture, League, Season, SeasonEntry


@transaction.atomic
def season_start(*, league: League, name: str = "", divisions: dict[int, int | None] | None = None) -> Season:
    """Start a season with the league's approved teams (optionally placed in divisions: team id -> division id)."""
    if selectors.running_season(league=league) is not None:
        raise DomainError("A season is already running; finish it before starting another.")
    number = selectors.last_season_number(league=league) + 1
    season = Season.objects.create(league=league, number=number, name=name.strip() or f"Season {number}")
    divisions = divisions or {}
    teams = selectors.approved_teams(league=league)
    SeasonEntry.objects.bulk_create(SeasonEntry(season=season, team=t, division_id=divisions.get(t.pk)) for t in teams)
    return season


@transaction.atomic
def season_finish_and_start_next(*, league: League, name: str = "") -> Season:
    """End the running season and start the next with the same teams; players who missed the last game are
    available again, the rest carry over as they stand."""
    current = league.seasons.select_for_update().filter(status=Season.Status.RUNNING).first()
    if current is None:
        raise DomainError("There is no running season to finish.")
    current.status = Season.Status.FINISHED
    current.save(update_fields=["status"])
    entries = list(current.entries.all())
    number = current.number + 1
    season = Season.objects.create(league=league, number=number, name=name.strip() or f"Season {number}")
    SeasonEntry.objects.bulk_create(
        SeasonEntry(season=season, team_id=e.team_id, division_id=e.division_id) for e in entries
    )
    team_services.teams_carry_over(team_ids=[e.team_id for e in entries], season_name=season.name)
    return season


@transaction.atomic
def season_generate_fixtures(
    *,
    season: Season,
    double: bool = False,
    division: Division | None = None,
    seed: int | None = None,
    first_date: date | None = None,
    days_between: int = 7,
) -> list[Fixture]:
    """A single or double round robin for the season's teams (of one division, or those without one).

    An odd count gives each team one bye a round-robin cycle; the order of rounds is shuffled with a
    recorded seed, so two seasons do not repeat the same running order.
    """
    teams = selectors.division_team_ids(season=season, division=division)
    if len(teams) < 2:
        raise DomainError("A round robin needs at least two approved teams.")
    if selectors.has_open_fixtures(season=season, division=division):
        raise DomainError("This season already has fixtures; delete or cancel them first.")
    seed = secrets.randbits(48) if seed is None else seed
    rounds = round_robin(teams, double=double, seed=seed)
    first_round = selectors.last_round(season=season) + 1 if division is None else 1
    fixtures = []
    for index, pairs in enumerate(rounds):
        day = first_date + timedelta(days=days_between * index) if first_date else None
        for home, away in pairs:
            fixtures.append(
                Fixture(
                    season=season, division=division, round=first_round + index, home_id=home, away_id=away, date=day
                )
            )
    Fixture.objects.bulk_create(fixtures)
    season.schedule_seed = seed
    season.save(update_fields=["schedule_seed"])
    return fixtures


def _unplayed(fixture: Fixture) -> Fixture:
    fixture = Fixture.objects.select_for_update().get(pk=fixture.pk)
    if fixture.status != Fixture.Status.SCHEDULED:
        raise DomainError("Only an unplayed fixture can be changed this way.")
    return fixture


@transaction.atomic
def fixture_move(*, fixture: Fixture, round: int | None = None, date: date | None = None) -> Fixture:
    fixture = _unplayed(fixture)
    if round is not None:
        if round < 1:
            raise DomainError("Rounds start at 1.", field="round")
        fixture.round = round
    fixture.date = date
    fixture.save(update_fields=["round", "date"])
    return fixture


@transaction.atomic
def fixture_add(*, season: Season, home: Team, away: Team | None, round: int, date: date | None = None) -> Fixture:
    entered = set(selectors.season_team_ids(season=season))
    if home.pk not in entered or (away is not None and away.pk not in entered):
        raise DomainError("Both teams must play this season.", field="home")
    if away is not None and home.pk == away.pk:
        raise DomainError("A team cannot play itself.", field="away")
    if round < 1:
        raise DomainError("Rounds start at 1.", field="round")
    return Fixture.objects.create(season=season, home=home, away=away, round=round, date=date)


@transaction.atomic
def fixture_delete(*, fixture: Fixture) -> None:
    _unplayed(fixture).delete()


@transaction.atomic
def fixture_cancel(*, fixture: Fixture) -> Fixture:
    fixture = _unplayed(fixture)
    fixture.status = Fixture.Status.CANCELLED
    fixture.save(update_fields=["status"])
    return fixture

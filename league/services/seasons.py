"""Writes to seasons and their fixtures: starting and finishing seasons, the round robin, moving, adding,
cancelling and deleting fixtures."""

from __future__ import annotations

import secrets
from datetime import date, timedelta

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from rules.errors import DomainError
from rules.pairings import round_robin
from teams import services as team_services
from teams.models import Team

from .. import selectors
from ..models import Division, Fixture, League, LeagueRecord, Season, SeasonEntry
from ..signals import season_finished


def season_name(number: int) -> str:
    """The name a season gets when the commissioner gives none (in the language of whoever starts it)."""
    return _("Season %(number)s") % {"number": number}


def season_results_changed(*, season_id: int) -> None:
    """Every write to a season's fixtures or results gives it a new ``results_version`` in the same transaction:
    the cached standings are keyed by it (``selectors.standings_tables``), so no page reads a stale table and none
    recomputes every game while nothing changed."""
    Season.objects.filter(pk=season_id).update(results_version=secrets.randbits(62))


@transaction.atomic
def season_start(*, league: League, name: str = "", divisions: dict[int, int | None] | None = None) -> Season:
    """Start a season with the league's approved teams (optionally placed in divisions: team id -> division id)."""
    if selectors.running_season(league=league) is not None:
        raise DomainError(_("A season is already running; finish it before starting another."))
    number = selectors.last_season_number(league=league) + 1
    season = Season.objects.create(league=league, number=number, name=name.strip() or season_name(number))
    divisions = divisions or {}
    teams = selectors.approved_teams(league=league)
    SeasonEntry.objects.bulk_create(SeasonEntry(season=season, team=t, division_id=divisions.get(t.pk)) for t in teams)
    return season


def _final_standings(season: Season) -> tuple[list[dict], int | None]:
    """The season's tables as they stand, to be stored, and its champion: the one team ranked first when the
    season has a single table. Reading (the sources are silent): a season played in divisions names no single
    champion (each table keeps its leader), and nor does a table whose first place is shared after every
    tiebreaker."""
    tables = selectors.standings_tables(season=season)
    stored = []
    for table in tables:
        rows = [{**row.as_dict(), "name": table.team(row).name} for row in table.rows]
        stored.append({"division": table.division.name if table.division else None, "rows": rows})
    champion = None
    if len(tables) == 1:
        leaders = [row for row in tables[0].rows if row.rank == 1]
        if len(leaders) == 1:
            champion = leaders[0].team
    return stored, champion


def season_finish(*, season: Season, actor=None, cancel_unplayed: bool = False, reason: str = "") -> Season:
    """Finish a season (running or reopened): its unplayed fixtures (no confirmed result) must be cancelled, and
    are, when the commissioner says so (recorded with the list); the final tables and champion are stored.
    Call inside a transaction (the services below are atomic)."""
    season = Season.objects.select_for_update().get(pk=season.pk)
    if season.status == Season.Status.FINISHED:
        raise DomainError(_("%(season)s is already finished.") % {"season": season.name})
    unplayed = list(selectors.unplayed_fixtures(season=season))
    if unplayed and not cancel_unplayed:
        listed = "; ".join(
            _("round %(round)s: %(home)s v %(away)s") % {"round": f.round, "home": f.home.name, "away": f.away.name}
            for f in unplayed
        )
        raise DomainError(
            ngettext(
                "%(season)s has %(count)s unplayed fixture (%(listed)s). Cancel them to finish the season.",
                "%(season)s has %(count)s unplayed fixtures (%(listed)s). Cancel them to finish the season.",
                len(unplayed),
            )
            % {"season": season.name, "count": len(unplayed), "listed": listed},
            field="cancel_unplayed",
        )
    if unplayed:
        Fixture.objects.filter(pk__in=[f.pk for f in unplayed]).update(status=Fixture.Status.CANCELLED)
        season_results_changed(season_id=season.pk)
        LeagueRecord.objects.create(
            league=season.league,
            season=season,
            kind=LeagueRecord.Kind.FIXTURES_CANCELLED,
            actor=actor,
            reason=reason or _("Unplayed when the season finished."),
            data={
                "fixtures": [
                    {"round": f.round, "home": f.home.name, "away": f.away.name, "status": f.status} for f in unplayed
                ]
            },
        )
    season.status = Season.Status.FINISHED
    season.finished_at = timezone.now()
    season.final_standings, season.champion_id = _final_standings(season)
    season.save(update_fields=["status", "finished_at", "final_standings", "champion"])
    LeagueRecord.objects.create(
        league=season.league,
        season=season,
        kind=LeagueRecord.Kind.SEASON_FINISHED,
        actor=actor,
        reason=reason,
        data={"champion": season.champion.name if season.champion else None},
    )
    season_finished.send(sender=Season, season=season)
    return season


@transaction.atomic
def season_close(*, season: Season, actor=None, cancel_unplayed: bool = False, reason: str = "") -> Season:
    """Finish a reopened season again (the next season may already be running); its table is stored afresh."""
    if not Season.objects.filter(pk=season.pk, status=Season.Status.REOPENED).exists():
        raise DomainError(_("Only a reopened season is finished this way."))
    return season_finish(season=season, actor=actor, cancel_unplayed=cancel_unplayed, reason=reason)


@transaction.atomic
def season_reopen(*, season: Season, actor, reason: str) -> Season:
    """A commissioner reopens a finished season to put a result right; recorded with the reason. Until it is
    finished again its fixtures take results and its table is live."""
    season = Season.objects.select_for_update().get(pk=season.pk)
    if season.status != Season.Status.FINISHED:
        raise DomainError(_("Only a finished season can be reopened."))
    reason = (reason or "").strip()
    if not reason:
        raise DomainError(_("Say why the season is reopened."), field="reason")
    LeagueRecord.objects.create(
        league=season.league,
        season=season,
        kind=LeagueRecord.Kind.SEASON_REOPENED,
        actor=actor,
        reason=reason,
        data={"champion": season.champion.name if season.champion else None, "final_standings": season.final_standings},
    )
    season.status = Season.Status.REOPENED
    season.save(update_fields=["status"])
    season_results_changed(season_id=season.pk)
    return season


@transaction.atomic
def season_finish_and_start_next(
    *, league: League, name: str = "", actor=None, cancel_unplayed: bool = False
) -> Season:
    """End the running season (see ``season_finish``) and start the next with the same teams; players who missed
    the last game are available again, the rest carry over as they stand. Where the ruleset re-drafts between
    seasons (Spike! Journal 22), each team's re-draft opens with the fixtures it won (``teams_open_redraft``)."""
    current = league.seasons.select_for_update().filter(status=Season.Status.RUNNING).first()
    if current is None:
        raise DomainError(_("There is no running season to finish."))
    current = season_finish(season=current, actor=actor, cancel_unplayed=cancel_unplayed)
    entries = list(current.entries.all())
    number = current.number + 1
    season = Season.objects.create(league=league, number=number, name=name.strip() or season_name(number))
    SeasonEntry.objects.bulk_create(
        SeasonEntry(season=season, team_id=e.team_id, division_id=e.division_id) for e in entries
    )
    team_services.teams_carry_over(team_ids=[e.team_id for e in entries], season_name=season.name)
    wins = {e.team_id: 0 for e in entries}
    for table in current.final_standings or []:
        for row in table.get("rows", []):
            if row.get("team") in wins:
                wins[row["team"]] = int(row.get("won") or 0)
    team_services.teams_open_redraft(wins=wins, season_name=season.name)
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
    _open(season)
    teams = selectors.division_team_ids(season=season, division=division)
    if len(teams) < 2:
        raise DomainError(_("A round robin needs at least two approved teams."))
    if selectors.has_open_fixtures(season=season, division=division):
        raise DomainError(_("This season already has fixtures; delete or cancel them first."))
    seed = secrets.randbits(48) if seed is None else seed
    rounds = round_robin(teams, double=double, seed=seed)
    first_round = selectors.last_round(season=season) + 1 if division is None else 1
    fixtures = []
    for index, pairs in enumerate(rounds):
        day = first_date + timedelta(days=days_between * index) if first_date else None
        for home, away in pairs:
            if home == away:  # rules.pairings never does this; the database refuses it too
                raise DomainError(_("A team cannot play itself."))
            fixtures.append(
                Fixture(
                    season=season, division=division, round=first_round + index, home_id=home, away_id=away, date=day
                )
            )
    Fixture.objects.bulk_create(fixtures)
    season_results_changed(season_id=season.pk)
    season.schedule_seed = seed
    season.save(update_fields=["schedule_seed"])
    return fixtures


def _open(season: Season) -> None:
    """A finished season's fixtures are fixed: nothing is added, moved, cancelled or deleted."""
    if season.status == Season.Status.FINISHED:
        raise DomainError(
            _("%(season)s is finished: its fixtures are fixed unless a commissioner reopens it.")
            % {"season": season.name}
        )


def _unplayed(fixture: Fixture) -> Fixture:
    fixture = Fixture.objects.select_for_update().select_related("season").get(pk=fixture.pk)
    _open(fixture.season)
    if fixture.status != Fixture.Status.SCHEDULED:
        raise DomainError(_("Only an unplayed fixture can be changed this way."))
    return fixture


@transaction.atomic
def fixture_move(*, fixture: Fixture, round: int | None = None, date: date | None = None) -> Fixture:
    fixture = _unplayed(fixture)
    if round is not None:
        if round < 1:
            raise DomainError(_("Rounds start at 1."), field="round")
        fixture.round = round
    fixture.date = date
    if fixture.kickoff is not None and (date is None or timezone.localdate(fixture.kickoff) != date):
        fixture.kickoff = None  # moved off the day the coaches agreed: they agree a time again
    fixture.save(update_fields=["round", "date", "kickoff"])
    season_results_changed(season_id=fixture.season_id)
    return fixture


@transaction.atomic
def fixture_add(*, season: Season, home: Team, away: Team | None, round: int, date: date | None = None) -> Fixture:
    """A commissioner adds a game (or a bye) between two of the season's teams; never a team against itself."""
    _open(season)
    entered = set(selectors.season_team_ids(season=season))
    if home.pk not in entered or (away is not None and away.pk not in entered):
        raise DomainError(_("Both teams must play this season."), field="home")
    if away is not None and home.pk == away.pk:
        raise DomainError(_("A team cannot play itself."), field="away")
    if round < 1:
        raise DomainError(_("Rounds start at 1."), field="round")
    fixture = Fixture.objects.create(season=season, home=home, away=away, round=round, date=date)
    season_results_changed(season_id=season.pk)
    return fixture


@transaction.atomic
def fixture_delete(*, fixture: Fixture) -> None:
    fixture = _unplayed(fixture)
    fixture.delete()
    season_results_changed(season_id=fixture.season_id)


@transaction.atomic
def fixture_cancel(*, fixture: Fixture) -> Fixture:
    fixture = _unplayed(fixture)
    fixture.status = Fixture.Status.CANCELLED
    fixture.save(update_fields=["status"])
    season_results_changed(season_id=fixture.season_id)
    return fixture

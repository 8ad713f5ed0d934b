"""Reads of leagues that need care: standings and fixture lists in a fixed number of queries."""

from __future__ import annotations

import secrets
from collections import defaultdict

from django.db.models import Count, Max, OuterRef, Q, QuerySet, Subquery

from core import datagen
from teams.models import Team, TeamEvent

from .models import Division, Fixture, League, LeagueRecord, Season, SheetsExport
from .tables import Table, as_result, counted_results, season_overview, standings_key, standings_tables

OPEN_STATUSES = (Fixture.Status.SCHEDULED, Fixture.Status.SUBMITTED)

__all__ = ["Table", "as_result", "counted_results", "season_overview", "standings_key", "standings_tables"]


def leagues_for_user(*, user) -> QuerySet[League]:
    """The leagues the user runs or plays in, by name."""
    return League.objects.filter(Q(commissioners=user) | Q(memberships__user=user)).distinct().order_by("name")


DIRECTORY_PAGE = 50  # public leagues a page of the directory lists


def public_leagues() -> QuerySet[League]:
    """The public leagues for the directory, by name: each with ``season_name`` (its running season, or else its
    latest) and ``team_count`` (approved teams), in one query however many leagues; private leagues never."""
    seasons = Season.objects.filter(league=OuterRef("pk"))
    latest = seasons.order_by("-number").values("name")[:1]
    running = seasons.filter(status=Season.Status.RUNNING).order_by("-number").values("name")[:1]
    approved = (
        Team.objects.filter(league=OuterRef("pk"), entry=Team.Entry.APPROVED)
        .order_by()
        .values("league")
        .annotate(n=Count("pk"))
        .values("n")
    )
    return (
        League.objects.filter(public=True)
        .annotate(
            running_season=Subquery(running),
            latest_season=Subquery(latest),
            team_count=Subquery(approved),
        )
        .order_by("name", "pk")
    )


def leagues_open_to(*, user) -> QuerySet[League]:
    """The leagues the user may enter a team in."""
    return leagues_for_user(user=user)


def league_for_slug(slug: str) -> League | None:
    """The league with this slug, or None (a slug with a NUL, which PostgreSQL cannot even compare, names none)."""
    if not isinstance(slug, str) or "\x00" in slug:
        return None
    return League.objects.filter(slug=slug).first()


def invite_code_matches(*, league: League, code: object) -> bool:
    """Whether ``code`` is the league's invite code, compared in constant time. As bytes: ``compare_digest``
    raises TypeError for a str that is not ASCII, which a join URL may carry."""
    if not isinstance(code, str):
        return False
    return secrets.compare_digest(code.encode("utf-8", "surrogatepass"), league.invite_code.encode("utf-8"))


def current_season(*, league: League) -> Season | None:
    """The running season, or else the latest one."""
    running = league.seasons.filter(status=Season.Status.RUNNING).order_by("-number").first()
    return running or league.seasons.order_by("-number").first()


def running_season(*, league: League) -> Season | None:
    """The running season, if there is one."""
    return league.seasons.filter(status=Season.Status.RUNNING).first()


def reopened_seasons(*, league: League) -> list[Season]:
    """Finished seasons a commissioner reopened and has not finished again."""
    return list(league.seasons.filter(status=Season.Status.REOPENED).order_by("number"))


def last_season_number(*, league: League) -> int:
    return league.seasons.aggregate(n=Max("number"))["n"] or 0


def league_slug_taken(*, slug: str) -> bool:
    return League.objects.filter(slug=slug).exists()


def division_name_taken(*, league: League, name: str) -> bool:
    return league.divisions.filter(name=name).exists()


def approved_teams(*, league: League) -> QuerySet[Team]:
    """The league's approved teams, by name."""
    return league.teams.filter(entry=Team.Entry.APPROVED).order_by("name")


def league_teams(*, league: League) -> QuerySet[Team]:
    """Every team entered in the league with its coach, by name."""
    return league.teams.select_related("coach").order_by("name")


def league_entries(*, league: League) -> QuerySet[Team]:
    """Every team entered in the league with only what the league's home shows of it (name, race, entry, coach)."""
    return league.teams.only("pk", "name", "race", "entry", "coach_id", "league_id").order_by("name")


def league_teams_for_approval(*, league: League) -> list[Team]:
    """Every team entered in the league with its coach and, on each, ``gained`` (player name, skill) for every
    skill gained beyond the position's own: what a commissioner checks before approving. Two queries."""
    teams = list(league.teams.select_related("coach").prefetch_related("players").order_by("name"))
    for team in teams:
        team.gained = [
            (player.name or f"#{player.number}", gained.get("skill", ""))
            for player in sorted(team.players.all(), key=lambda p: p.number or 0)
            if player.is_active and not player.journeyman
            for gained in player.gained_skills
        ]
    return teams


def season_teams(*, season: Season) -> QuerySet[Team]:
    """The teams playing the season, by name."""
    return Team.objects.filter(season_entries__season=season).order_by("name")


def season_team_ids(*, season: Season) -> list[int]:
    """The ids of the teams playing the season (every division)."""
    return list(season.entries.values_list("team_id", flat=True))


def division_team_ids(*, season: Season, division: Division | None) -> list[int]:
    """The ids of the season's teams in one division (or without one), by team name."""
    return list(season.entries.filter(division=division).order_by("team__name").values_list("team_id", flat=True))


def has_open_fixtures(*, season: Season, division: Division | None) -> bool:
    """Whether the division (or the teams without one) already has fixtures that are not cancelled."""
    return season.fixtures.filter(division=division).exclude(status=Fixture.Status.CANCELLED).exists()


def last_round(*, season: Season) -> int:
    return season.fixtures.aggregate(r=Max("round"))["r"] or 0


def seasons_with_counts(*, league: League) -> list[Season]:
    """Every season, latest first, with ``team_count`` and ``played`` (confirmed results)."""
    return list(
        league.seasons.annotate(
            team_count=Count("entries", distinct=True),
            played=Count("fixtures", filter=Q(fixtures__status=Fixture.Status.CONFIRMED), distinct=True),
        ).order_by("-number")
    )


def fixture_rounds(*, season: Season, division: Division | None = None, all_divisions: bool = True):
    """The season's round numbers, the one to show first (the first with a game still open, else the last) and how
    many games each round has, in one query."""
    qs = season.fixtures.all() if all_divisions else season.fixtures.filter(division=division)
    summary = list(
        qs.values("round")
        .annotate(open=Count("pk", filter=Q(away__isnull=False, status__in=OPEN_STATUSES)), games=Count("pk"))
        .order_by("round")
    )
    numbers = [line["round"] for line in summary]
    current = next((line["round"] for line in summary if line["open"]), numbers[-1] if numbers else None)
    return numbers, current, {line["round"]: line["games"] for line in summary}


def fixtures_by_round(
    *, season: Season, division: Division | None = None, all_divisions: bool = True, round: int | None = None,
    rounds: list[int] | None = None,
):
    """The season's fixtures grouped by round (one round when ``round`` is given, those of ``rounds`` when given),
    with both teams and their coaches, in one query."""
    qs = season.fixtures.select_related("home__coach", "away__coach", "division").order_by("round", "pk")
    if not all_divisions:
        qs = qs.filter(division=division)
    if round is not None:
        qs = qs.filter(round=round)
    if rounds is not None:
        qs = qs.filter(round__in=rounds)
    rounds: dict[int, list[Fixture]] = defaultdict(list)
    for fixture in qs:
        rounds[fixture.round].append(fixture)
    return sorted(rounds.items())


def fixtures_for_calendar(*, league: League) -> QuerySet[Fixture]:
    """The league's dated games (no byes, nothing cancelled) with both teams and the season, by date."""
    return (
        Fixture.objects.filter(season__league=league, date__isnull=False, away__isnull=False)
        .exclude(status=Fixture.Status.CANCELLED)
        .select_related("home", "away", "season")
        .order_by("date", "round", "pk")
    )


def unplayed_fixtures(*, season: Season) -> QuerySet[Fixture]:
    """The season's games with no confirmed result (scheduled, or entered and not confirmed), byes left out."""
    return (
        season.fixtures.filter(status__in=(Fixture.Status.SCHEDULED, Fixture.Status.SUBMITTED), away__isnull=False)
        .select_related("home", "away")
        .order_by("round", "pk")
    )


def fixture_records(*, fixture: Fixture) -> list[LeagueRecord]:
    """The fixture's records (disputes), latest first, with who made them."""
    return list(fixture.records.select_related("actor"))


def season_records(*, season: Season) -> list[LeagueRecord]:
    """The season's records (finished, fixtures cancelled, reopened), latest first."""
    return list(season.records.filter(fixture__isnull=True).select_related("actor"))


def open_disputes(*, league: League, user, commissioner: bool) -> list[LeagueRecord]:
    """Disputes of results not yet entered again, for the coach whose entry was disputed and the commissioners.
    A light look first (most leagues have none open): the disputes with their fixtures, teams and actors only then."""
    open_ = LeagueRecord.objects.filter(
        league=league, kind=LeagueRecord.Kind.DISPUTE, fixture__status=Fixture.Status.SCHEDULED
    )
    if not open_.exists():
        return []
    records = open_.select_related("actor", "fixture__home", "fixture__away").order_by("-created_at", "-pk")
    if not commissioner:
        records = records.filter(data__submitted_by=user.pk)
    seen: set[int] = set()
    latest = []
    for record in records:
        if record.fixture_id not in seen:
            seen.add(record.fixture_id)
            latest.append(record)
    return latest


def coach_team_count(*, league: League, coach, exclude=None, approved_only: bool = False) -> int:
    """How many teams the coach has entered in the league and not had rejected (or only the approved ones)."""
    teams = league.teams.filter(coach=coach).exclude(entry=Team.Entry.REJECTED)
    if approved_only:
        teams = teams.filter(entry=Team.Entry.APPROVED)
    if exclude is not None:
        teams = teams.exclude(pk=exclude.pk)
    return teams.count()


def brought_in_developed(*, team: Team, league: League) -> bool:
    """Whether a commissioner of the league brought the team in as a developed team: a history entry written by
    one of them that says so (``changes["developed"]`` or "developed team" in its description). Reading: the
    teams app has no other marker yet, so this is the one league accepts."""
    events = TeamEvent.objects.filter(team=team, actor__in=league.commissioners.all())
    return any(
        (e.changes or {}).get("developed") or "developed team" in e.description.lower()
        for e in events.only("changes", "description")
    )


def has_played(*, team: Team) -> bool:
    """Whether the team has a confirmed result (its roster may since have grown by advancement)."""
    return Fixture.objects.filter(Q(home=team) | Q(away=team), status=Fixture.Status.CONFIRMED).exists()


def teams_by_id(*, ids) -> dict[int, Team]:
    """Teams with their coaches, by id, in one query."""
    return Team.objects.select_related("coach").in_bulk(list(ids))


def final_tables(*, season: Season) -> list[dict] | None:
    """The tables stored when the season finished (None while it runs or is reopened)."""
    if season.status != Season.Status.FINISHED or season.final_standings is None:
        return None
    return season.final_standings


def latest_sheets_export(*, league: League) -> SheetsExport | None:
    """The league's latest team sheets PDF (being built, ready or failed), if any was asked for."""
    return league.sheets_exports.order_by("-created_at", "-pk").first()


def sheets_export(*, league: League, pk: object) -> SheetsExport | None:
    """One of the league's sheets PDFs by id (None for an id that is not a number or not the league's)."""
    if not isinstance(pk, str) or not pk.isdigit() or len(pk) > 18:
        return None
    return league.sheets_exports.filter(pk=int(pk)).first()


def fixture_scopes(fixture: Fixture, league_id: int) -> tuple[str, ...]:
    """The data scopes (``core.datagen``) a write to a fixture of the league touches: the league's (its pages) and
    both its teams' (their coaches' to-do lists)."""
    teams = (fixture.home_id, fixture.away_id) if fixture.away_id else (fixture.home_id,)
    return (datagen.league(league_id), *(datagen.team(pk) for pk in teams))


def standings_rows(*, season: Season) -> list[dict]:
    """The season's standings in rank order, each row a dict of its figures with the team's name (and division):
    what ``manage.py standings --json`` prints and the read API answers."""
    rows = []
    for table in standings_tables(season=season):
        for row in table.rows:
            data = row.as_dict()
            data["team"] = table.team(row).name
            if table.division is not None:
                data["division"] = table.division.name
            rows.append(data)
    return rows

"""A season's standings and what a league's home lists, cached per version of the season's results.

Every write to a season's fixtures or results gives the season a fresh ``results_version`` in its own transaction
(``league.services.season_results_changed``). The pages read the season's teams with that version (one query) and
find the tables under a key naming it; only the first page after a change reads every fixture and runs the rules
core over them. Reached through ``league.selectors``."""

from __future__ import annotations

import hashlib
from collections import defaultdict
from dataclasses import dataclass, field
from types import SimpleNamespace

from django.core.cache import cache
from django.urls import reverse

from rules.postgame import Concession
from rules.scoring import Result, StandingRow, standings
from teams.models import Team

from .models import Division, Fixture, Season


def as_result(fixture: Fixture, **figures) -> Result:
    """A fixture (or figures about to be saved on it) as the rules core's ``Result``; team ids are the keys."""
    get = lambda key: figures.get(key, getattr(fixture, key))  # noqa: E731
    if fixture.away_id is None:
        return Result.bye(fixture.home_id, round=fixture.round)
    return Result(
        home=fixture.home_id,
        away=fixture.away_id,
        home_td=get("home_td") or 0,
        away_td=get("away_td") or 0,
        home_cas=get("home_cas") or 0,
        away_cas=get("away_cas") or 0,
        conceded_by=get("conceded_by_id"),
        win_kind=get("win_kind") or None,
        round=fixture.round,
        penalty_free=get("concession") == Concession.WITHOUT_PENALTY and get("conceded_by_id") is not None,
    )


def counted_results(fixtures: list[Fixture]) -> list[Result]:
    """Confirmed results, plus each bye once every other game of its round is confirmed or cancelled."""
    open_rounds = {
        (f.division_id, f.round)
        for f in fixtures
        if f.away_id is not None and f.status in (Fixture.Status.SCHEDULED, Fixture.Status.SUBMITTED)
    }
    results = []
    for f in fixtures:
        if f.status == Fixture.Status.CANCELLED:
            continue
        if f.away_id is None:
            if (f.division_id, f.round) not in open_rounds:
                results.append(as_result(f))
        elif f.status == Fixture.Status.CONFIRMED:
            results.append(as_result(f))
    return results


@dataclass
class Table:
    division: Division | None
    rows: list[StandingRow]
    teams: dict[int, Team]
    key: str = ""  # the cache key of the season's tables as they stand (``standings_key``): a page may key on it

    def team(self, row: StandingRow) -> Team:
        return self.teams[row.team]


STANDINGS_TIMEOUT = 7 * 24 * 3600  # seconds; a key names one version of a season, so a stale table is never read


def _division_order(by_division: dict, divisions: dict) -> list:
    return sorted(by_division, key=lambda d: (d is not None, getattr(divisions[d], "name", "")))


def _computed_rows(season: Season, scheme, by_division: dict, fixtures) -> dict:
    """Each division's standing rows from the season's fixtures: the rules core over every counted result."""
    fixtures_by_division: dict[int | None, list[Fixture]] = defaultdict(list)
    for f in fixtures:
        fixtures_by_division[f.division_id].append(f)
    computed = {}
    for division_id, division_teams in by_division.items():
        teams = {t.pk: t for t in division_teams}
        results = [r for r in counted_results(fixtures_by_division[division_id]) if r.home in teams]
        computed[division_id] = standings(
            results, scheme, teams=list(teams), names={pk: t.name for pk, t in teams.items()}
        )
    return computed


@dataclass(frozen=True)
class TeamLine:
    """What a standings table shows of a team, read as values with the season's teams: building a model (and its
    coach) per team costs more than the rest of the page on a big league. Shaped like a ``Team`` where the tables
    read one (``pk``, ``name``, ``race``, ``coach.username``, ``get_absolute_url``)."""

    pk: int
    name: str
    race: str
    coach_id: int
    coach_username: str

    @property
    def id(self) -> int:
        return self.pk

    @property
    def coach(self) -> SimpleNamespace:
        return SimpleNamespace(pk=self.coach_id, id=self.coach_id, username=self.coach_username)

    def get_absolute_url(self) -> str:
        return reverse("teams:detail", kwargs={"pk": self.pk})


@dataclass
class _Entries:
    """A season's teams grouped by division, with the season's ``results_version`` read in the same query."""

    by_division: dict = field(default_factory=lambda: defaultdict(list))
    divisions: dict = field(default_factory=dict)
    version: int = 0
    fingerprint: list = field(default_factory=list)  # what the cached tables show of each team

    def add(self, division_id, division, team, division_name, coach_username) -> None:
        self.by_division[division_id].append(team)
        self.divisions[division_id] = division
        self.fingerprint.append((team.pk, division_id, division_name, team.name, team.race, coach_username))


def _entries_as_values(season: Season) -> _Entries:
    """The season's teams as ``TeamLine`` values: one light query."""
    found = _Entries()
    rows = season.entries.values_list(
        "team_id",
        "team__name",
        "team__race",
        "team__coach_id",
        "team__coach__username",
        "division_id",
        "division__name",
        "season__results_version",
    )
    divisions: dict = {}
    for team_id, name, race, coach_id, username, division_id, division_name, version in rows:
        found.version = version
        if division_id is not None and division_id not in divisions:
            divisions[division_id] = SimpleNamespace(pk=division_id, id=division_id, name=division_name)
        team = TeamLine(pk=team_id, name=name, race=race, coach_id=coach_id, coach_username=username)
        found.add(division_id, divisions.get(division_id), team, division_name, username)
    return found


def standings_key(*, season: Season, version: int, scheme, teams: list) -> str:
    """The cache key of a season's standing rows: the season (its id and when it was created, so a reused id in
    another database never matches), its ``results_version`` (a fresh token with every write to its fixtures and
    results, ``league.services.season_results_changed``), the league's scoring and the teams with what a table shows
    of them (division, name, race, coach; a rename can also reorder teams tied on everything)."""
    made = season.created_at.isoformat() if season.created_at else ""
    fingerprint = repr((season.pk, made, version, scheme, sorted(teams, key=repr))).encode()
    return f"league:standings:{season.pk}:{version}:{hashlib.sha1(fingerprint, usedforsecurity=False).hexdigest()}"


OPEN_STATUSES = (Fixture.Status.SCHEDULED, Fixture.Status.SUBMITTED)
SHOWN = 6  # the next games and latest results a league's home lists
EMPTY = {"rows": {}, "upcoming": [], "latest": [], "has_fixtures": False}


def _summary(season: Season, scheme, by_division: dict) -> tuple[dict, dict[int, Fixture]]:
    """What the cache keeps of a season: each division's standing rows, the ids of the next and latest games
    (byes left out) and whether it has fixtures; and the fixtures by id. One query over every fixture: run only
    after a change."""
    fixtures = list(season.fixtures.all())
    games = [f for f in fixtures if f.away_id is not None]
    upcoming = sorted((f for f in games if f.status in OPEN_STATUSES), key=lambda f: (f.round, f.pk))
    latest = sorted(
        (f for f in games if f.status == Fixture.Status.CONFIRMED),
        key=lambda f: (f.confirmed_at is not None, f.confirmed_at, f.pk),
        reverse=True,
    )
    summary = {
        "rows": _computed_rows(season, scheme, by_division, fixtures),
        "upcoming": [f.pk for f in upcoming[:SHOWN]],
        "latest": [f.pk for f in latest[:SHOWN]],
        "has_fixtures": bool(fixtures),
    }
    return summary, {f.pk: f for f in fixtures}


def _cached_summary(season: Season, entries: _Entries) -> tuple[dict, dict | None]:
    """The season's summary from the cache, computed (one more query, whose fixtures come back too) when the
    version (or the scoring, or what the tables show of a team) changed."""
    if not entries.fingerprint:
        return EMPTY, None
    scheme = season.league.scoring()
    key = standings_key(season=season, version=entries.version, scheme=scheme, teams=entries.fingerprint)
    summary, fixtures = cache.get(key), None
    if summary is None:
        summary, fixtures = _summary(season, scheme, entries.by_division)
        summary["key"] = key
        cache.set(key, summary, STANDINGS_TIMEOUT)
    return summary, fixtures


def _tables_from(entries: _Entries, summary: dict) -> list[Table]:
    key = summary.get("key", "")
    return [
        Table(
            division=entries.divisions[d],
            rows=summary["rows"][d],
            teams={t.pk: t for t in entries.by_division[d]},
            key=key,
        )
        for d in _division_order(entries.by_division, entries.divisions)
    ]


def standings_tables(*, season: Season) -> list[Table]:
    """The season's standings, one table per division (or one table); each table's teams are ``TeamLine`` values.
    One query while the cached table holds (the season's teams, with its ``results_version`` read afresh); one
    more (every fixture) after a change, whose table is then cached under the new version for every later page."""
    entries = _entries_as_values(season)
    summary, _ = _cached_summary(season, entries)
    return _tables_from(entries, summary)


def season_overview(*, season: Season, shown: int = SHOWN) -> dict:
    """What a league's home shows: the standings, the next games and the latest results. Two queries while the
    cache holds (the teams, as light ``TeamLine`` values; the dozen games listed, with their teams), never every
    fixture of the season."""
    entries = _entries_as_values(season)
    summary, _ = _cached_summary(season, entries)
    ids = summary["upcoming"][:shown] + summary["latest"][:shown]
    games = season.fixtures.select_related("home", "away", "division").in_bulk(ids) if ids else {}
    return {
        "tables": _tables_from(entries, summary),
        "upcoming": [games[pk] for pk in summary["upcoming"][:shown] if pk in games],
        "latest": [games[pk] for pk in summary["latest"][:shown] if pk in games],
        "has_fixtures": summary["has_fixtures"],
    }

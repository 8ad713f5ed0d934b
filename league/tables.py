"""A season's standings and what a league's home lists, cached per version of the season's results.

Every write to a season's fixtures or results gives the season a fresh ``results_version`` in its own transaction
(``league.services.season_results_changed``). The pages read the season's teams with that version (one query) and
find the tables under a key naming it; only the first page after a change reads every fixture and runs the rules
core over them. Reached through ``league.selectors``."""

from __future__ import annotations

import hashlib
from collections import defaultdict
from dataclasses import dataclass

from django.core.cache import cache
from django.db.models import F

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


def _grouped(entries) -> tuple[dict, dict]:
    by_division: dict[int | None, list] = defaultdict(list)
    divisions: dict[int | None, Division | None] = {}
    for entry in entries:
        by_division[entry.division_id].append(entry.team)
        divisions[entry.division_id] = entry.division
    return by_division, divisions


def standings_key(*, season: Season, version: int, scheme, entries) -> str:
    """The cache key of a season's standing rows: the season (its id and when it was created, so a reused id in
    another database never matches), its ``results_version`` (moved by every write to its fixtures and results,
    ``league.services.season_results_changed``), the league's scoring and the teams with their divisions and
    names (a rename can reorder teams tied on everything), with what a table shows of them (division, race, coach)."""
    teams = sorted(
        (e.team_id, e.division_id, e.division and e.division.name, e.team.name, e.team.race, e.team.coach.username)
        for e in entries
    )
    made = season.created_at.isoformat() if season.created_at else ""
    fingerprint = repr((season.pk, made, version, scheme, teams)).encode()
    return f"league:standings:{season.pk}:{version}:{hashlib.sha1(fingerprint, usedforsecurity=False).hexdigest()}"


OPEN_STATUSES = (Fixture.Status.SCHEDULED, Fixture.Status.SUBMITTED)
SHOWN = 6  # the next games and latest results a league's home lists


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


def _cached_summary(season: Season) -> tuple[list, dict, dict, dict, dict | None]:
    """The season's entries (one query, with its ``results_version`` read afresh), grouped by division, and its
    summary from the cache, computed (one more query, whose fixtures come back too) when the version changed."""
    entries = list(
        season.entries.select_related("team__coach", "division").annotate(version=F("season__results_version"))
    )
    by_division, divisions = _grouped(entries)
    if not entries:
        return entries, by_division, divisions, {"rows": {}, "upcoming": [], "latest": [], "has_fixtures": False}, None
    scheme = season.league.scoring()
    key = standings_key(season=season, version=entries[0].version, scheme=scheme, entries=entries)
    summary, fixtures = cache.get(key), None
    if summary is None:
        summary, fixtures = _summary(season, scheme, by_division)
        summary["key"] = key
        cache.set(key, summary, STANDINGS_TIMEOUT)
    return entries, by_division, divisions, summary, fixtures


def _tables_from(by_division: dict, divisions: dict, rows: dict, key: str = "") -> list[Table]:
    return [
        Table(division=divisions[d], rows=rows[d], teams={t.pk: t for t in by_division[d]}, key=key)
        for d in _division_order(by_division, divisions)
    ]


def standings_tables(*, season: Season) -> list[Table]:
    """The season's standings, one table per division (or one table). One query while the cached table holds (the
    season's teams, with its ``results_version`` read afresh); one more (every fixture) after a change, whose
    table is then cached under the new version for every later page."""
    _, by_division, divisions, summary, _ = _cached_summary(season)
    return _tables_from(by_division, divisions, summary["rows"], summary.get("key", ""))


def season_overview(*, season: Season, shown: int = SHOWN) -> dict:
    """What a league's home shows: the standings, the next games and the latest results. Two queries while the
    cache holds (the teams; the dozen games listed), never every fixture of the season."""
    entries, by_division, divisions, summary, fixtures = _cached_summary(season)
    ids = summary["upcoming"][:shown] + summary["latest"][:shown]
    at_hand = fixtures if fixtures is not None else season.fixtures.in_bulk(ids) if ids else {}  # computed: at hand
    games = {pk: at_hand[pk] for pk in ids if pk in at_hand}
    teams = {e.team_id: e.team for e in entries}
    for f in games.values():
        f.home, f.away = teams.get(f.home_id) or f.home, teams.get(f.away_id) or f.away
        f.division = divisions.get(f.division_id) if f.division_id else None
    return {
        "tables": _tables_from(by_division, divisions, summary["rows"], summary.get("key", "")),
        "upcoming": [games[pk] for pk in summary["upcoming"][:shown] if pk in games],
        "latest": [games[pk] for pk in summary["latest"][:shown] if pk in games],
        "has_fixtures": summary["has_fixtures"],
    }

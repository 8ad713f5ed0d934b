"""The league file, ``sevens-league/1``: a league, its teams and its played results in one JSON document.

    {"format": "sevens-league/1", "name": "Lustria Sevens", "ruleset": "sevens",
     "scoring": {"win": 3, "draw": 1, "loss": 0, "bonus_points": false,
                 "tiebreakers": ["td_diff", "td_for", "cas_for"]},
     "teams": [<sevens-roster/1 files>],
     "results": [{"round": 1, "home": "Team A", "away": "Team B", "home_td": 2, "away_td": 1,
                  "home_cas": 1, "away_cas": 0, "conceded_by": null, "win_kind": null}]}

Teams are named by their ``name``; a bye is a result with ``"away": null``. A roster file may carry an extra
``"coach"`` (a username); teams without one are coached by the importing commissioner, who brings every team in
(a developed team keeps its skills and treasury, written in its history with his name).

An export carries every season and every fixture, so a round trip keeps every result and reversal:

* ``"seasons"``: ``[{"number", "name", "status", "final_standings", "champion"}]`` (without it: one running
  Season 1); a result's ``"season"`` is its season's number (default 1) and its ``"status"`` one of
  ``scheduled``, ``submitted``, ``confirmed`` (the default) or ``cancelled``, with ``"submitted_by"`` (a username)
  and ``"concession"``; ``"id"`` numbers it in the file.
* ``"records"``: disputes, seasons finished, reopened or with fixtures cancelled, and ruleset changes, each with
  ``"kind"``, ``"season"``, ``"fixture"`` (a result's ``id`` or null), ``"actor"`` (a username), ``"reason"``,
  ``"data"`` and ``"at"``.
* Apps after league add keys to a result through ``league.hooks.register_fixture_export`` (matches: its voids)
  and recreate them through ``register_fixture_import``; an unknown key is refused unless such a hook is
  registered. No seed (neither the schedule's nor the dice's) is ever written.
"""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from rules.errors import DomainError
from rules.scoring import TIEBREAKERS
from teams import services as team_services
from teams.models import Team
from teams.selectors import league_teams_for_sheets, team_roster_file

from . import hooks
from .models import Fixture, League, LeagueRecord, Season, SeasonEntry
from .services import check_figures, league_create

FORMAT = "sevens-league/1"
SCORING_KEYS = {"win", "draw", "loss", "bonus_points", "tiebreakers", "scheme"}
RESULT_KEYS = {"round", "home", "away", "home_td", "away_td", "home_cas", "away_cas", "conceded_by", "win_kind"}
RESULT_KEYS_V2 = {"id", "season", "status", "submitted_by", "concession"}
RECORD_KINDS = set(LeagueRecord.Kind.values)
STATUSES = set(Fixture.Status.values)
IMPORT_USER = "league-import"


class LeagueFileError(ValueError):
    """The data is not a valid league file (one line saying what is wrong)."""


def _commissioner(username: str | None):
    User = get_user_model()
    if username:
        user = User.objects.filter(username=username).first()
        if user is None:
            raise LeagueFileError(f"there is no user called {username!r}")
        return user
    user, created = User.objects.get_or_create(username=IMPORT_USER)
    if created:
        user.set_unusable_password()
        user.save(update_fields=["password"])
    return user


def _coach(username: str):
    User = get_user_model()
    user, created = User.objects.get_or_create(username=username)
    if created:
        user.set_unusable_password()
        user.save(update_fields=["password"])
    return user


def _scoring_settings(scoring: object) -> dict:
    if not isinstance(scoring, dict):
        raise LeagueFileError("'scoring' must be an object")
    unknown = set(scoring) - SCORING_KEYS
    if unknown:
        raise LeagueFileError(f"'scoring' has unknown keys: {', '.join(sorted(unknown))}")
    settings: dict = {}
    for key, field in (("win", "points_win"), ("draw", "points_draw"), ("loss", "points_loss")):
        if key in scoring:
            value = scoring[key]
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise LeagueFileError(f"scoring '{key}' must be a whole number of 0 or more")
            settings[field] = value
    if "bonus_points" in scoring:
        if not isinstance(scoring["bonus_points"], bool):
            raise LeagueFileError("scoring 'bonus_points' must be true or false")
        settings["bonus_points"] = scoring["bonus_points"]
    if "tiebreakers" in scoring:
        tiebreakers = scoring["tiebreakers"]
        if not isinstance(tiebreakers, list) or not all(isinstance(t, str) for t in tiebreakers):
            raise LeagueFileError("scoring 'tiebreakers' must be a list of names")
        unknown_tb = [t for t in tiebreakers if t not in TIEBREAKERS]
        if unknown_tb:
            raise LeagueFileError(f"unknown tiebreaker {unknown_tb[0]!r}; choose from {', '.join(TIEBREAKERS)}")
        settings["tiebreakers"] = tiebreakers
    if "scheme" in scoring:
        if scoring["scheme"] not in ("points", "dungeon-sevens"):
            raise LeagueFileError("scoring 'scheme' must be 'points' or 'dungeon-sevens'")
        settings["scoring_scheme"] = scoring["scheme"]
    return settings


def _int(entry: dict, key: str, where: str, default: int | None = None) -> int:
    value = entry.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise LeagueFileError(f"{where}: '{key}' must be a whole number")
    return value


def _user(username: object):
    return _coach(username) if isinstance(username, str) and username else None


def _seasons(league: League, data: object, teams: dict[str, Team]) -> dict[int, Season]:
    """The file's seasons (one running Season 1 when it lists none), with their stored final tables."""
    if data is None:
        data = [{"number": 1, "name": "Season 1", "status": Season.Status.RUNNING}]
    if not isinstance(data, list) or not data:
        raise LeagueFileError("'seasons' must be a non-empty list")
    seasons: dict[int, Season] = {}
    for index, entry in enumerate(data, start=1):
        where = f"season {index}"
        if not isinstance(entry, dict):
            raise LeagueFileError(f"{where}: a season is a JSON object")
        number = _int(entry, "number", where)
        status = entry.get("status", Season.Status.RUNNING)
        if number < 1 or number in seasons or status not in Season.Status.values:
            raise LeagueFileError(f"{where}: a new 'number' from 1 and a 'status' of {', '.join(Season.Status.values)}")
        final = entry.get("final_standings")
        for table in final or ():
            for row in table.get("rows", ()):
                team = teams.get(row.get("name"))
                if team is None:
                    raise LeagueFileError(f"{where}: the final table names no team called {row.get('name')!r}")
                row["team"] = team.pk
        champion = teams.get(entry.get("champion")) if entry.get("champion") else None
        seasons[number] = Season.objects.create(
            league=league,
            number=number,
            name=str(entry.get("name") or f"Season {number}"),
            status=status,
            final_standings=final,
            champion=champion,
            finished_at=timezone.now() if status != Season.Status.RUNNING else None,
        )
        SeasonEntry.objects.bulk_create(SeasonEntry(season=seasons[number], team=t) for t in teams.values())
    return seasons


def _fixture(entry: object, index: int, teams: dict[str, Team], seasons: dict[int, Season], now) -> Fixture:
    where = f"result {index}"
    if not isinstance(entry, dict):
        raise LeagueFileError(f"{where}: a result is a JSON object")
    unknown = set(entry) - RESULT_KEYS - RESULT_KEYS_V2
    if unknown and not hooks.has_fixture_import():
        raise LeagueFileError(f"{where}: unknown keys {', '.join(sorted(unknown))}")
    home = teams.get(entry.get("home"))
    if home is None:
        raise LeagueFileError(f"{where}: no team called {entry.get('home')!r}")
    away_name = entry.get("away")
    away = None if away_name is None else teams.get(away_name)
    if away_name is not None and away is None:
        raise LeagueFileError(f"{where}: no team called {away_name!r}")
    round_number = _int(entry, "round", where)
    if round_number < 1:
        raise LeagueFileError(f"{where}: 'round' starts at 1")
    season = seasons.get(entry.get("season", 1))
    status = entry.get("status", Fixture.Status.CONFIRMED)
    if season is None or status not in STATUSES:
        raise LeagueFileError(
            f"{where}: 'season' must be one of the file's seasons and 'status' one of {', '.join(STATUSES)}"
        )
    fixture = Fixture(season=season, round=round_number, home=home, away=away)
    if away is None:  # a bye: counted by the standings once its round is played
        return fixture
    fixture.status = status
    if status in (Fixture.Status.SCHEDULED, Fixture.Status.CANCELLED) and "home_td" not in entry:
        return fixture
    conceded_name = entry.get("conceded_by")
    conceded = None
    if conceded_name is not None:
        conceded = teams.get(conceded_name)
        if conceded is None or conceded not in (home, away):
            raise LeagueFileError(f"{where}: 'conceded_by' must be one of the two teams or null")
    figures = {
        "home_td": _int(entry, "home_td", where),
        "away_td": _int(entry, "away_td", where),
        "home_cas": _int(entry, "home_cas", where, 0),
        "away_cas": _int(entry, "away_cas", where, 0),
        "conceded_by": conceded.pk if conceded else None,
        "concession": entry.get("concession") or "",
        "win_kind": entry.get("win_kind") or "",
    }
    try:
        clean = check_figures(fixture, figures)
    except DomainError as exc:
        raise LeagueFileError(f"{where}: {exc.message}") from None
    for key, value in clean.items():
        setattr(fixture, key, value)
    fixture.submitted_by = _user(entry.get("submitted_by"))
    fixture.submitted_at = now
    if status == Fixture.Status.CONFIRMED:
        fixture.confirmed_at = now
    return fixture


def _records(league: League, data: object, seasons: dict[int, Season], by_id: dict) -> None:
    if not isinstance(data, list):
        raise LeagueFileError("'records' must be a list")
    for index, entry in enumerate(data, start=1):
        where = f"record {index}"
        if not isinstance(entry, dict) or entry.get("kind") not in RECORD_KINDS:
            raise LeagueFileError(f"{where}: a record is an object with a 'kind' of {', '.join(sorted(RECORD_KINDS))}")
        fixture = by_id.get(entry.get("fixture")) if entry.get("fixture") is not None else None
        if entry.get("fixture") is not None and fixture is None:
            raise LeagueFileError(f"{where}: no result has the id {entry.get('fixture')!r}")
        at = parse_datetime(entry["at"]) if isinstance(entry.get("at"), str) else None
        data = entry.get("data") if isinstance(entry.get("data"), dict) else {}
        if data.get("entered_by"):  # a dispute names the coach whose entry it was; ids differ between databases
            data["submitted_by"] = _coach(data["entered_by"]).pk
        LeagueRecord.objects.create(
            league=league,
            season=seasons.get(entry.get("season")),
            fixture=fixture,
            kind=entry["kind"],
            actor=_user(entry.get("actor")),
            reason=str(entry.get("reason") or ""),
            data=data,
            created_at=at or timezone.now(),
        )


@transaction.atomic
def league_import(data: object, *, commissioner: str | None = None) -> League:
    """Create a league, its teams (validated against its ruleset), its seasons, every fixture with its result
    and status, and its records; all or nothing."""
    if not isinstance(data, dict):
        raise LeagueFileError("a league file is a JSON object")
    if data.get("format") != FORMAT:
        raise LeagueFileError(f"'format' must be {FORMAT!r}")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise LeagueFileError("'name' must be a non-empty string")
    ruleset = data.get("ruleset", "sevens")
    if ruleset not in ("sevens", "dungeon-sevens", "street-bowl"):
        raise LeagueFileError(f"unknown ruleset {ruleset!r}")
    settings = _scoring_settings(data.get("scoring", {}))
    teams_data = data.get("teams")
    results_data = data.get("results", [])
    if not isinstance(teams_data, list):
        raise LeagueFileError("'teams' must be a list of roster files")
    if not isinstance(results_data, list):
        raise LeagueFileError("'results' must be a list")

    owner = _commissioner(commissioner)
    settings["several_teams_per_coach"] = bool(data.get("several_teams_per_coach", False))
    try:
        league = league_create(user=owner, name=name, ruleset=ruleset, **settings)
    except DomainError as exc:
        raise LeagueFileError(exc.message) from None
    teams: dict[str, Team] = {}
    for index, roster in enumerate(teams_data, start=1):
        if not isinstance(roster, dict):
            raise LeagueFileError(f"team {index}: a roster file is a JSON object")
        coach = _coach(roster["coach"]) if isinstance(roster.get("coach"), str) and roster["coach"] else owner
        payload = {k: v for k, v in roster.items() if k != "coach"}
        try:
            team = team_services.team_import_roster(coach=coach, data=payload, league=league, actor=owner)
        except DomainError as exc:
            details = "; ".join(v.message for v in exc.violations) or exc.message
            raise LeagueFileError(f"team {index} ({roster.get('name', '?')}): {details}") from None
        if team.name in teams:
            raise LeagueFileError(f"two teams are called {team.name!r}; team names must be unique")
        teams[team.name] = team
    coaches = [t.coach_id for t in teams.values()]
    if len(set(coaches)) < len(coaches) and not league.several_teams_per_coach:
        # Reading: a file whose teams share a coach (the importing commissioner coaches those without one) is
        # a league that lets a coach enter several teams.
        league.several_teams_per_coach = True
        league.save(update_fields=["several_teams_per_coach"])
    for team in teams.values():
        team_services.team_decide_entry(team=team, approve=True, actor=owner, league_name=league.name)
    seasons = _seasons(league, data.get("seasons"), teams)

    now = timezone.now()
    fixtures = [_fixture(entry, index, teams, seasons, now) for index, entry in enumerate(results_data, start=1)]
    Fixture.objects.bulk_create(fixtures)
    by_id = {}
    for entry, fixture in zip(results_data, fixtures, strict=True):
        if "id" in entry:
            by_id[entry["id"]] = fixture
        hooks.fixture_import(fixture=fixture, record=entry, actor=owner)
    _records(league, data.get("records", []), seasons, by_id)
    return league


def _result_record(f: Fixture, names: dict[int, str], number: int) -> dict:
    """One fixture as the file has it (a bye keeps the 2-0 it counts as); the hooks add their keys."""
    record = {"id": f.pk, "season": number, "round": f.round, "home": names[f.home_id], "away": None}
    if f.away_id is None:
        return record | {
            "home_td": 2,
            "away_td": 0,
            "home_cas": 0,
            "away_cas": 0,
            "conceded_by": None,
            "win_kind": None,
        }
    record |= {"away": names[f.away_id], "status": f.status}
    if f.home_td is not None:
        record |= {
            "home_td": f.home_td,
            "away_td": f.away_td,
            "home_cas": f.home_cas or 0,
            "away_cas": f.away_cas or 0,
            "conceded_by": names.get(f.conceded_by_id),
            "concession": f.concession,
            "win_kind": f.win_kind or None,
            "submitted_by": f.submitted_by.get_username() if f.submitted_by else None,
        }
    return record | hooks.fixture_export(fixture=f)


def _season_record(season: Season) -> dict:
    final = season.final_standings
    return {
        "number": season.number,
        "name": season.name,
        "status": season.status,
        "final_standings": final,
        "champion": season.champion.name if season.champion else None,
    }


def league_export(league: League) -> dict:
    """The league as a ``sevens-league/1`` document: its teams, every season, every fixture and every record."""
    teams = league_teams_for_sheets(league=league)
    names = {t.pk: t.name for t in teams}
    seasons = list(league.seasons.select_related("champion").order_by("number"))
    results = []
    for season in seasons:
        fixtures = season.fixtures.select_related("submitted_by").order_by("round", "pk")
        results.extend(_result_record(f, names, season.number) for f in fixtures)
    records = [
        {
            "kind": r.kind,
            "season": r.season.number if r.season else None,
            "fixture": r.fixture_id,
            "actor": r.actor.get_username() if r.actor else None,
            "reason": r.reason,
            "data": r.data,
            "at": r.created_at.isoformat(),
        }
        for r in league.records.select_related("season", "actor").order_by("created_at", "pk")
    ]
    scoring = {
        "win": league.points_win,
        "draw": league.points_draw,
        "loss": league.points_loss,
        "bonus_points": league.bonus_points,
        "tiebreakers": list(league.tiebreakers),
    }
    if league.scoring_scheme != "points":
        scoring["scheme"] = league.scoring_scheme
    return {
        "format": FORMAT,
        "name": league.name,
        "ruleset": league.ruleset,
        "scoring": scoring,
        "several_teams_per_coach": league.several_teams_per_coach,
        "teams": [team_roster_file(team=t) for t in teams],
        "seasons": [_season_record(s) for s in seasons],
        "results": results,
        "records": records,
    }

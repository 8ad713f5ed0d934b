"""The league file, ``sevens-league/1``: a league, its teams and its played results in one JSON document.

    {"format": "sevens-league/1", "name": "Lustria Sevens", "edition": "2020", "ruleset": "sevens",
     "scoring": {"win": 3, "draw": 1, "loss": 0, "bonus_points": false,
                 "tiebreakers": ["td_diff", "td_for", "cas_for"]},
     "teams": [<sevens-roster/1 files>],
     "results": [{"round": 1, "home": "Team A", "away": "Team B", "home_td": 2, "away_td": 1,
                  "home_cas": 1, "away_cas": 0, "conceded_by": null, "win_kind": null}]}

``"edition"`` is the edition the league plays ("2020" or "2025"; a file without it is 2020); its ruleset is one
of that edition's and its teams' roster files are of that edition. Teams are named by their ``name``; a bye is a
result with ``"away": null``. A roster file may carry an extra ``"coach"`` (a username: an existing account that
is not staff, or one created when the import is asked to create coaches, see ``league.filecheck``); teams without
one are coached by the importing commissioner, who brings every team in (a developed team keeps its skills and
treasury, written in its history with his name).

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
from django.db import DataError, transaction
from django.utils import timezone

from core.wording import words
from rules.errors import DomainError
from rules.postgame import Concession
from rules.rulesets import DEFAULT_EDITION, RULESETS_BY_EDITION
from rules.scoring import WinKind
from rules.textinput import LEAGUE_NAME_MAX, SEASON_NAME_MAX, quote
from teams import services as team_services
from teams.models import Team
from teams.selectors import league_teams_for_sheets, team_roster_file

from . import filecheck as check
from . import hooks
from .filecheck import LeagueFileError
from .models import Fixture, League, LeagueRecord, Season, SeasonEntry
from .services import check_figures, league_create

FORMAT = "sevens-league/1"
RESULT_KEYS = {"round", "home", "away", "home_td", "away_td", "home_cas", "away_cas", "conceded_by", "win_kind"}
RESULT_KEYS_V2 = {"id", "season", "status", "submitted_by", "concession"}
RECORD_KINDS = set(LeagueRecord.Kind.values)
STATUSES = set(Fixture.Status.values)
IMPORT_USER = "league-import"
CONCESSIONS = {c.value for c in Concession}
WIN_KINDS = {value for value, _ in WinKind.choices()}

__all__ = ["FORMAT", "LeagueFileError", "league_export", "league_import"]


def _commissioner(username: str | None):
    User = get_user_model()
    if username:
        user = User.objects.filter(username=username).first()
        if user is None:
            raise LeagueFileError(f"there is no user called {quote(username)}")
        return user
    user, created = User.objects.get_or_create(username=IMPORT_USER)
    if created:
        user.set_unusable_password()
        user.save(update_fields=["password"])
    return user


def _seasons(league: League, data: object, teams: dict[str, Team]) -> dict[int, Season]:
    """The file's seasons (one running Season 1 when the key is absent), with their stored final tables."""
    if data is None:
        data = [{"number": 1, "name": "Season 1", "status": Season.Status.RUNNING}]
    if not isinstance(data, list):  # empty: a league that has not started a season (as its export says)
        raise LeagueFileError("'seasons' must be a list")
    seasons: dict[int, Season] = {}
    for index, entry in enumerate(data, start=1):
        where = f"season {index}: "
        if not isinstance(entry, dict):
            raise LeagueFileError(f"{where}a season is a JSON object")
        number = check.whole(entry, "number", where, low=1)
        status = check.choice(entry, "status", where, Season.Status.values, Season.Status.RUNNING)
        if number in seasons:
            raise LeagueFileError(f"{where}two seasons are numbered {number}")
        name = check.text(entry, "name", where, max_length=SEASON_NAME_MAX, required=False) or f"Season {number}"
        final = check.final_standings(entry.get("final_standings"), where)
        for table in final or ():
            for row in table["rows"]:
                team = teams.get(row["name"])
                if team is None:
                    raise LeagueFileError(f"{where}the final table names no team called {quote(row['name'])}")
                row["team"] = team.pk
        champion_name = check.optional_name(entry, "champion", where)
        champion = teams.get(champion_name) if champion_name else None
        if champion_name and champion is None:
            raise LeagueFileError(f"{where}the champion names no team called {quote(champion_name)}")
        seasons[number] = Season.objects.create(
            league=league,
            number=number,
            name=name,
            status=status,
            final_standings=final,
            champion=champion,
            finished_at=timezone.now() if status != Season.Status.RUNNING else None,
        )
        SeasonEntry.objects.bulk_create(SeasonEntry(season=seasons[number], team=t) for t in teams.values())
    return seasons


def _team(teams: dict[str, Team], entry: dict, key: str, where: str, *, required: bool) -> Team | None:
    name = check.optional_name(entry, key, where)
    if name is None and not required:
        return None
    team = teams.get(name) if name is not None else None
    if team is None:
        raise LeagueFileError(f"{where}no team called {quote(name)}")
    return team


def _fixture(entry: object, index: int, teams, seasons: dict[int, Season], now, accounts) -> Fixture:
    where = f"result {index}: "
    if not isinstance(entry, dict):
        raise LeagueFileError(f"{where}a result is a JSON object")
    unknown = set(entry) - RESULT_KEYS - RESULT_KEYS_V2 - hooks.fixture_import_keys()
    if unknown:
        raise LeagueFileError(f"{where}unknown keys {quote(', '.join(sorted(unknown)))}")
    check.identifier(entry.get("id"), where)
    home = _team(teams, entry, "home", where, required=True)
    away = _team(teams, entry, "away", where, required=False)
    round_number = check.whole(entry, "round", where, low=1)
    season = seasons.get(check.whole(entry, "season", where, default=1, low=1))
    if season is None:
        raise LeagueFileError(f"{where}'season' must be one of the file's seasons")
    status = check.choice(entry, "status", where, STATUSES, Fixture.Status.CONFIRMED)
    fixture = Fixture(season=season, round=round_number, home=home, away=away)
    if away is None:  # a bye: counted by the standings once its round is played
        return fixture
    fixture.status = status
    if status in (Fixture.Status.SCHEDULED, Fixture.Status.CANCELLED) and "home_td" not in entry:
        return fixture
    conceded = _team(teams, entry, "conceded_by", where, required=False)
    if conceded is not None and conceded not in (home, away):
        raise LeagueFileError(f"{where}'conceded_by' must be one of the two teams or null")
    figures = {
        "home_td": check.whole(entry, "home_td", where),
        "away_td": check.whole(entry, "away_td", where),
        "home_cas": check.whole(entry, "home_cas", where, default=0),
        "away_cas": check.whole(entry, "away_cas", where, default=0),
        "conceded_by": conceded.pk if conceded else None,
        "concession": check.choice(entry, "concession", where, {"", *CONCESSIONS}, "")
        if entry.get("concession")
        else "",
        "win_kind": check.choice(entry, "win_kind", where, WIN_KINDS) if entry.get("win_kind") else "",
    }
    try:
        clean = check_figures(fixture, figures)
    except DomainError as exc:
        raise LeagueFileError(f"{where}{exc.message}") from None
    for key, value in clean.items():
        setattr(fixture, key, value)
    fixture.submitted_by = accounts.optional(entry.get("submitted_by"), f"{where}'submitted_by': ")
    fixture.submitted_at = now
    if status == Fixture.Status.CONFIRMED:
        fixture.confirmed_at = now
    return fixture


def _records(league: League, data: object, seasons: dict[int, Season], by_id: dict, accounts) -> None:
    if not isinstance(data, list):
        raise LeagueFileError("'records' must be a list")
    for index, entry in enumerate(data, start=1):
        where = f"record {index}: "
        if not isinstance(entry, dict):
            raise LeagueFileError(f"{where}a record is a JSON object")
        kind = check.choice(entry, "kind", where, RECORD_KINDS)
        fixture_id = check.identifier(entry.get("fixture"), where)
        fixture = by_id.get(fixture_id) if fixture_id is not None else None
        if fixture_id is not None and fixture is None:
            raise LeagueFileError(f"{where}no result has the id {quote(fixture_id)}")
        season_number = entry.get("season")
        if season_number is not None:
            check.whole(entry, "season", where, low=1)
        record_data = entry.get("data", {})
        if record_data is None:
            record_data = {}
        if not isinstance(record_data, dict):
            raise LeagueFileError(f"{where}'data' must be an object, not {quote(record_data)}")
        if record_data.get("entered_by"):  # a dispute names the coach whose entry it was; ids differ by database
            record_data["submitted_by"] = accounts.user(record_data["entered_by"], f"{where}'entered_by': ").pk
        LeagueRecord.objects.create(
            league=league,
            season=seasons.get(season_number),
            fixture=fixture,
            kind=kind,
            actor=accounts.optional(entry.get("actor"), f"{where}'actor': "),
            reason=check.long_text(entry, "reason", where),
            data=record_data,
            created_at=check.moment(entry, "at", where) or timezone.now(),
        )


def _import_teams(league: League, teams_data: list, owner, accounts) -> dict[str, Team]:
    teams: dict[str, Team] = {}
    for index, roster in enumerate(teams_data, start=1):
        where = f"team {index}: "
        if not isinstance(roster, dict):
            raise LeagueFileError(f"{where}a roster file is a JSON object")
        coach = owner
        if roster.get("coach") is not None:
            coach = accounts.coach(roster["coach"], f"{where}'coach': ")
        payload = {k: v for k, v in roster.items() if k != "coach"}
        try:
            team = team_services.team_import_roster(coach=coach, data=payload, league=league, actor=owner)
        except DomainError as exc:
            details = "; ".join(words(exc.violations)) or exc.message
            raise LeagueFileError(f"team {index} ({quote(roster.get('name', '?'))}): {details}") from None
        if team.name in teams:
            raise LeagueFileError(f"two teams are called {quote(team.name)}; team names must be unique")
        teams[team.name] = team
    return teams


def _fixture_imports(results_data: list, fixtures: list[Fixture], owner) -> dict:
    """The results' ids, and what the apps after league recreate from each result (their keys, e.g. voids)."""
    by_id = {}
    for index, (entry, fixture) in enumerate(zip(results_data, fixtures, strict=True), start=1):
        if entry.get("id") is not None:
            by_id[entry["id"]] = fixture
        try:
            hooks.fixture_import(fixture=fixture, record=entry, actor=owner)
        except DomainError as exc:
            raise LeagueFileError(f"result {index}: {exc.message}") from None
        except (AttributeError, TypeError, ValueError, KeyError, DataError):
            # Reading: an app's keys it cannot read are a refused file, not a traceback (the whole import is
            # rolled back with the exception).
            extra = ", ".join(sorted(set(entry) - RESULT_KEYS - RESULT_KEYS_V2)) or "keys"
            raise LeagueFileError(f"result {index}: its {quote(extra)} cannot be read") from None
    return by_id


@transaction.atomic
def league_import(data: object, *, commissioner: str | None = None, create_coaches: bool = False) -> League:
    """Create a league, its teams (validated against its ruleset), its seasons, every fixture with its result
    and status, and its records; all or nothing. Every field's type, length and range is checked
    (``league.filecheck``); coaches the file names must exist unless ``create_coaches`` (and are never a staff
    account)."""
    if not isinstance(data, dict):
        raise LeagueFileError("a league file is a JSON object")
    if data.get("format") != FORMAT:
        raise LeagueFileError(f"'format' must be {FORMAT!r}")
    name = check.text(data, "name", "", max_length=LEAGUE_NAME_MAX)
    edition = check.choice(data, "edition", "", RULESETS_BY_EDITION, DEFAULT_EDITION)
    ruleset = check.choice(data, "ruleset", "", RULESETS_BY_EDITION[edition], "sevens")
    settings = check.scoring_settings(data.get("scoring", {}))
    teams_data = data.get("teams")
    results_data = data.get("results", [])
    if not isinstance(teams_data, list):
        raise LeagueFileError("'teams' must be a list of roster files")
    if not isinstance(results_data, list):
        raise LeagueFileError("'results' must be a list")
    several = data.get("several_teams_per_coach", False)
    if not isinstance(several, bool):
        raise LeagueFileError(f"'several_teams_per_coach' must be true or false, not {quote(several)}")

    owner = _commissioner(commissioner)
    accounts = check.Accounts(create=create_coaches)
    settings["several_teams_per_coach"] = several
    try:
        league = league_create(user=owner, name=name, ruleset=ruleset, edition=edition, **settings)
    except DomainError as exc:
        raise LeagueFileError(exc.message) from None
    teams = _import_teams(league, teams_data, owner, accounts)
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
    fixtures = [
        _fixture(entry, index, teams, seasons, now, accounts) for index, entry in enumerate(results_data, start=1)
    ]
    Fixture.objects.bulk_create(fixtures)
    by_id = _fixture_imports(results_data, fixtures, owner)
    _records(league, data.get("records", []), seasons, by_id, accounts)
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
        "edition": league.edition,
        "ruleset": league.ruleset,
        "scoring": scoring,
        "several_teams_per_coach": league.several_teams_per_coach,
        "teams": [team_roster_file(team=t) for t in teams],
        "seasons": [_season_record(s) for s in seasons],
        "results": results,
        "records": records,
        **hooks.league_export(league=league),
    }

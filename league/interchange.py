"""The league file, ``sevens-league/1``: a league, its teams and its played results in one JSON document.

    {"format": "sevens-league/1", "name": "Lustria Sevens", "ruleset": "sevens",
     "scoring": {"win": 3, "draw": 1, "loss": 0, "bonus_points": false,
                 "tiebreakers": ["td_diff", "td_for", "cas_for"]},
     "teams": [<sevens-roster/1 files>],
     "results": [{"round": 1, "home": "Team A", "away": "Team B", "home_td": 2, "away_td": 1,
                  "home_cas": 1, "away_cas": 0, "conceded_by": null, "win_kind": null}]}

Teams are named by their ``name``; a bye is a result with ``"away": null``. A roster file may carry an extra
``"coach"`` (a username); teams without one are coached by the importing commissioner.
"""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from rules.errors import DomainError
from rules.scoring import TIEBREAKERS
from teams import services as team_services
from teams.models import Team
from teams.selectors import league_teams_for_sheets, team_roster_file

from .models import Fixture, League, Season, SeasonEntry
from .selectors import current_season
from .services import check_figures, league_create

FORMAT = "sevens-league/1"
SCORING_KEYS = {"win", "draw", "loss", "bonus_points", "tiebreakers", "scheme"}
RESULT_KEYS = {"round", "home", "away", "home_td", "away_td", "home_cas", "away_cas", "conceded_by", "win_kind"}
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


@transaction.atomic
def league_import(data: object, *, commissioner: str | None = None) -> League:
    """Create a league, its teams (validated against its ruleset) and its played results; all or nothing."""
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
            team = team_services.team_import_roster(coach=coach, data=payload, league=league)
        except DomainError as exc:
            details = "; ".join(v.message for v in exc.violations) or exc.message
            raise LeagueFileError(f"team {index} ({roster.get('name', '?')}): {details}") from None
        if team.name in teams:
            raise LeagueFileError(f"two teams are called {team.name!r}; team names must be unique")
        teams[team.name] = team
    for team in teams.values():
        team_services.team_decide_entry(team=team, approve=True, actor=owner, league_name=league.name)
    season = Season.objects.create(league=league, number=1, name="Season 1")
    SeasonEntry.objects.bulk_create(SeasonEntry(season=season, team=t) for t in teams.values())

    now = timezone.now()
    fixtures = []
    for index, entry in enumerate(results_data, start=1):
        where = f"result {index}"
        if not isinstance(entry, dict):
            raise LeagueFileError(f"{where}: a result is a JSON object")
        unknown = set(entry) - RESULT_KEYS
        if unknown:
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
        fixture = Fixture(season=season, round=round_number, home=home, away=away)
        if away is None:
            fixtures.append(fixture)  # a bye: counted by the standings once its round is played
            continue
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
            "win_kind": entry.get("win_kind") or "",
        }
        try:
            clean = check_figures(fixture, figures)
        except DomainError as exc:
            raise LeagueFileError(f"{where}: {exc.message}") from None
        for key, value in clean.items():
            setattr(fixture, key, value)
        fixture.status = Fixture.Status.CONFIRMED
        fixture.confirmed_at = now
        fixture.submitted_at = now
        fixtures.append(fixture)
    Fixture.objects.bulk_create(fixtures)
    return league


def league_export(league: League) -> dict:
    """The league as a ``sevens-league/1`` document: its teams and the current season's played results."""
    teams = league_teams_for_sheets(league=league)
    names = {t.pk: t.name for t in teams}
    season = current_season(league=league)
    results = []
    if season is not None:
        fixtures = season.fixtures.exclude(status=Fixture.Status.CANCELLED).order_by("round", "pk")
        for f in fixtures:
            if f.away_id is None:
                results.append(
                    {
                        "round": f.round,
                        "home": names[f.home_id],
                        "away": None,
                        "home_td": 2,
                        "away_td": 0,
                        "home_cas": 0,
                        "away_cas": 0,
                        "conceded_by": None,
                        "win_kind": None,
                    }
                )
            elif f.status == Fixture.Status.CONFIRMED:
                results.append(
                    {
                        "round": f.round,
                        "home": names[f.home_id],
                        "away": names[f.away_id],
                        "home_td": f.home_td,
                        "away_td": f.away_td,
                        "home_cas": f.home_cas,
                        "away_cas": f.away_cas,
                        "conceded_by": names.get(f.conceded_by_id),
                        "win_kind": f.win_kind or None,
                    }
                )
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
        "teams": [team_roster_file(team=t) for t in teams],
        "results": results,
    }

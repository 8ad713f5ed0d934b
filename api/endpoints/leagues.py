"""Leagues, their seasons, standings, fixtures and results."""


from ninja import Router
from ninja.pagination import paginate

from league.models import Fixture, League, Season
from league.selectors import (
    current_season,
    public_leagues,
    seasons_with_counts,
    standings_rows,
    teams_by_id,
)

from ..access import league_for_reader, season_of
from ..pagination import Page
from ..schemas import Error, FixtureOut, LeagueItem, LeagueOut, SeasonOut, StandingsOut
from .common import ERRORS, OPTIONAL_TOKEN, Number

router = Router(tags=["leagues"])


def _league_out(league: League, season: Season | None) -> dict:
    scoring = league.scoring()
    return {
        "slug": league.slug,
        "name": league.name,
        "ruleset": league.ruleset,
        "edition": league.edition,
        "public": league.public,
        "scoring": {
            "scheme": league.scoring_scheme,
            "win": scoring.win,
            "draw": scoring.draw,
            "loss": scoring.loss,
            "bonus_points": scoring.bonus_points,
            "tiebreakers": list(scoring.tiebreakers),
        },
        "current_season": season.number if season else None,
        "url": league.get_absolute_url(),
    }


@router.get("/leagues", response=list[LeagueItem], openapi_extra=OPTIONAL_TOKEN, summary="Public leagues")
@paginate(Page)
def leagues(request):
    """The public leagues, by name (a private league is read by its slug, with one of its tokens)."""
    return public_leagues().values_list(
        "slug", "name", "ruleset", "edition", "running_season", "latest_season", "team_count", named=True
    )


@router.get("/leagues/{slug}", response={200: LeagueOut, ERRORS: Error}, openapi_extra=OPTIONAL_TOKEN,
            summary="A league")
def league(request, slug: str):
    """A league: its ruleset, edition, scoring and current season."""
    found = league_for_reader(request, slug)
    return _league_out(found, current_season(league=found))


@router.get("/leagues/{slug}/seasons", response={200: list[SeasonOut], ERRORS: Error},
            openapi_extra=OPTIONAL_TOKEN, summary="A league's seasons")
def seasons(request, slug: str):
    """Every season of the league, latest first, with its teams, results played and champion."""
    found = seasons_with_counts(league=league_for_reader(request, slug))
    champions = teams_by_id(ids={s.champion_id for s in found if s.champion_id}) if any(
        s.champion_id for s in found) else {}
    return [
        {
            "number": s.number,
            "name": s.name,
            "status": s.status,
            "teams": s.team_count,
            "played": s.played,
            "finished_at": s.finished_at,
            "champion": {"id": s.champion_id, "name": champions[s.champion_id].name}
            if s.champion_id in champions else None,
        }
        for s in found
    ]



def _standings(league: League, season: Season | None) -> dict:
    return {
        "league": league.slug,
        "season": {"number": season.number, "name": season.name, "status": season.status} if season else None,
        "rows": standings_rows(season=season) if season else [],  # as ``manage.py standings --json`` prints them
    }


@router.get("/leagues/{slug}/standings", response={200: StandingsOut, ERRORS: Error}, exclude_unset=True,
            openapi_extra=OPTIONAL_TOKEN, summary="The current season's standings")
def standings(request, slug: str):
    """The running (or else latest) season's standings: the rows and order of ``manage.py standings SLUG
    --json``."""
    found = league_for_reader(request, slug)
    return _standings(found, current_season(league=found))


@router.get("/leagues/{slug}/seasons/{number}/standings", response={200: StandingsOut, ERRORS: Error},
            exclude_unset=True, openapi_extra=OPTIONAL_TOKEN, summary="A season's standings")
def season_standings(request, slug: str, number: Number):
    """One season's standings, as the current season's are."""
    found = league_for_reader(request, slug)
    return _standings(found, season_of(found, number))


def _fixtures(season: Season):
    return season.fixtures.select_related("home", "away", "division").order_by("round", "pk")


@router.get("/leagues/{slug}/seasons/{number}/fixtures", response={200: list[FixtureOut], ERRORS: Error},
            openapi_extra=OPTIONAL_TOKEN, summary="A season's fixtures")
@paginate(Page)
def fixtures(request, slug: str, number: Number):
    """Every fixture of the season by round (byes and cancelled games included), a confirmed one with its
    result."""
    return _fixtures(season_of(league_for_reader(request, slug), number))


@router.get("/leagues/{slug}/seasons/{number}/results", response={200: list[FixtureOut], ERRORS: Error},
            openapi_extra=OPTIONAL_TOKEN, summary="A season's results")
@paginate(Page)
def results(request, slug: str, number: Number):
    """The season's confirmed games by round (byes left out)."""
    season = season_of(league_for_reader(request, slug), number)
    return _fixtures(season).filter(status=Fixture.Status.CONFIRMED, away__isnull=False)

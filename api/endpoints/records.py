"""Records: the league's leaders, a team's record by season and against each opponent, a player's record. Read
through ``records.selectors`` (grouped aggregate queries over confirmed results)."""


from ninja import Query, Router, Schema
from pydantic import Field

from records.selectors import leaders, player_record, player_skills, team_opponents, team_statistics
from records.selectors.teams import REPORT_FIGURES
from rules.textinput import SMALL_COUNT_MAX

from ..access import league_for_reader, player_of, season_of, team_of
from ..schemas import Error, LeadersOut, PlayerRecordOut, TeamRecordOut
from .common import ERRORS, OPTIONAL_TOKEN, Id

router = Router(tags=["records"])

FIGURES = ("touchdowns", "casualties", "games", "completions", "interceptions", "fouls", "skills")


class SeasonFilter(Schema):
    season: int | None = Field(None, ge=1, le=SMALL_COUNT_MAX, description="A season's number; all time without.")


def _leader(row: dict, figure: str) -> dict:
    return {
        "rank": row["rank"],
        "player": row["player_id"],
        "name": row.get("player__name") or "",
        "number": row.get("player__number"),
        "position": row.get("player__position") or "",
        "team": {"id": row["team_id"], "name": row.get("team__name") or ""},
        "value": row[figure],
    }


@router.get("/leagues/{slug}/leaders", response={200: LeadersOut, ERRORS: Error}, openapi_extra=OPTIONAL_TOKEN,
            summary="The league's leaders")
def league_leaders(request, slug: str, filters: Query[SeasonFilter]):
    """The top ten players of a season (or all time) by touchdowns, casualties caused, games played, completions,
    interceptions, fouls and skills gained (two grouped queries)."""
    league = league_for_reader(request, slug)
    season = season_of(league, filters.season) if filters.season is not None else None
    found = leaders(league=league, season=season)
    return {
        "season": season.number if season else None,
        **{figure: [_leader(row, figure) for row in found[figure]] for figure in FIGURES},
    }


LINE = ("played", "won", "drawn", "lost", "td_for", "td_against", "cas_for", "cas_against")


def _line(row: dict, keys: tuple[str, ...] = LINE) -> dict:
    return {key: row.get(key) or 0 for key in keys}


@router.get("/leagues/{slug}/teams/{team_id}/record", response={200: TeamRecordOut, ERRORS: Error},
            openapi_extra=OPTIONAL_TOKEN, summary="A team's record")
def team_record(request, slug: str, team_id: Id):
    """The team's record over confirmed games: by season and all time (with its players' completions,
    interceptions, fouls and sendings-off), and against each opponent (a conceded game is a loss for the team that
    conceded)."""
    team = team_of(league_for_reader(request, slug), team_id)
    record = team_statistics(team=team)
    totals = (*LINE, *REPORT_FIGURES)
    return {
        "team": {"id": team.pk, "name": team.name},
        "seasons": [
            {**_line(r, totals), "season": r["season__number"], "season_name": r["season__name"]}
            for r in record["seasons"]
        ],
        "total": _line(record["total"], totals),
        "opponents": [
            {**_line(r), "opponent": {"id": r["opponent"], "name": r["opponent_name"]}}
            for r in team_opponents(team=team)
        ],
    }


@router.get("/leagues/{slug}/players/{player_id}", response={200: PlayerRecordOut, ERRORS: Error},
            openapi_extra=OPTIONAL_TOKEN, summary="A player's record")
def player(request, slug: str, player_id: Id):
    """A player of the league with his record over confirmed games and the skills he gained, each with the
    fixture it came from."""
    found = player_of(league_for_reader(request, slug), player_id)
    return {
        "id": found.pk,
        "name": found.name,
        "number": found.number,
        "position": found.position,
        "team": {"id": found.team_id, "name": found.team.name},
        "status": found.status,
        "record": player_record(player=found),
        "skills": [
            {"skill": s["skill"], "fixture": s["fixture"].pk, "round": s["fixture"].round}
            for s in player_skills(player=found)
        ],
    }

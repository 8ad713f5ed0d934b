"""A league's teams, and a team with its roster."""


from ninja import Router
from ninja.pagination import paginate

from league.selectors import approved_teams
from records.selectors import player_records
from records.selectors.players import EMPTY
from teams.models import Player, Team

from ..access import league_for_reader, team_of
from ..pagination import Page
from ..schemas import Error, TeamItem, TeamOut
from .common import ERRORS, OPTIONAL_TOKEN, Id

router = Router(tags=["teams"])


def _team_item(team: Team) -> dict:
    return {
        "id": team.pk,
        "name": team.name,
        "race": team.race,
        "coach": team.coach.username,
        "entry": team.entry,
        "team_value": team.team_value,
        "current_team_value": team.current_team_value,
    }


@router.get("/leagues/{slug}/teams", response={200: list[TeamItem], ERRORS: Error}, openapi_extra=OPTIONAL_TOKEN,
            summary="A league's teams")
@paginate(Page)
def teams(request, slug: str):
    """The league's approved teams, by name, with their coach and Team Value."""
    return [_team_item(t) for t in approved_teams(league=league_for_reader(request, slug)).select_related("coach")]


def _player(player: Player, race, records: dict) -> dict:
    position = race.position(player.position)
    record = {**EMPTY, "games_missed": 0, **records.get(player.pk, {})}
    return {
        "id": player.pk,
        "number": player.number,
        "name": player.name,
        "position": player.position,
        "ma": player.ma,
        "st": player.st,
        "ag": player.ag,
        "pa": player.pa,
        "av": player.av,
        "skills": list(position.skills) if position else [],
        "gained_skills": player.gained_skill_names,
        "status": player.status,
        "journeyman": player.journeyman,
        "value": player.value,
        "record": record,
    }


@router.get("/leagues/{slug}/teams/{team_id}", response={200: TeamOut, ERRORS: Error}, openapi_extra=OPTIONAL_TOKEN,
            summary="A team and its roster")
def team(request, slug: str, team_id: Id):
    """A team of the league with its roster: each player on it with his position, characteristics, skills (the
    position's and those gained), whether he misses the next game, his value and his record of confirmed games
    (lasting injuries included); its Team Value, staff, fans and treasury. Four queries."""
    found = team_of(league_for_reader(request, slug), team_id)
    players = list(found.players.filter(status__in=Player.ACTIVE).order_by("number", "pk"))
    records = player_records(player_ids=[p.pk for p in players])
    race = found.race_rules
    return {
        **_team_item(found),
        "rerolls": found.rerolls,
        "assistant_coaches": found.assistant_coaches,
        "cheerleaders": found.cheerleaders,
        "apothecary": found.apothecary,
        "dedicated_fans": found.dedicated_fans,
        "treasury": found.treasury,
        "players": [_player(p, race, records) for p in players],
    }

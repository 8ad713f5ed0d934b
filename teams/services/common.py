"""What every team service shares: the stale-form error, the team lock, new players and saving values."""

from __future__ import annotations

from django.db.models import F
from django.utils.translation import gettext as _

from core import datagen
from rules.advancement import PRIMARY, SECONDARY, player_value
from rules.draft import DraftPlayer
from rules.errors import DomainError
from rules.rosters import Position, Race, edition

from ..models import Player, Team
from ..selectors import data_scopes


class StaleFormError(DomainError):
    """The form was built on an older version of the team (stale page or a double submit)."""

    def __init__(self) -> None:
        super().__init__(
            _(
                "This team changed since the page was loaded (or the form was sent twice); nothing was done. "
                "Reload the page and try again."
            ),
            field="version",
        )


def lock(team: Team, version: int | None) -> Team:
    """Lock the team row; refuse when the form was built on an older version (stale or double-submitted)."""
    locked = Team.objects.select_for_update(of=("self",)).select_related("league").get(pk=team.pk)
    datagen.touches(*data_scopes(locked))
    if version is not None and locked.version != version:
        raise StaleFormError()
    return locked


def active_players(team: Team) -> list[Player]:
    return list(team.players.filter(status__in=Player.ACTIVE))


def skill_kind(position: Position, skill: str, race_edition: str) -> dict:
    """A gained skill as stored: its catalogue name, primary or secondary for the position, and its category."""
    entry = edition(race_edition).skill(skill)
    category = entry.category if entry else ""
    kind = PRIMARY if category in position.primary else SECONDARY
    return {"skill": entry.name if entry else skill, "kind": kind, "category": category}


def save_with_values(team: Team, *fields: str) -> None:
    """Save the named fields plus values and a new version (values recomputed by the caller)."""
    team.version = F("version") + 1
    team.save(update_fields=[*fields, "team_value", "current_team_value", "version", "updated_at"])
    team.refresh_from_db(fields=["version"])


def new_player(team: Team, race: Race, draft_player: DraftPlayer, number: int) -> Player:
    """An unsaved player of the team from a drafted one: the position's profile and its gained skills."""
    position = race.position(draft_player.position)
    assert position is not None  # validated before
    gained = [skill_kind(position, s, race.edition) for s in draft_player.skills]
    player = player_of_position(
        team,
        position,
        number=number,
        name=draft_player.name,
        gained_skills=gained,
        value=player_value(position.cost, [g["kind"] for g in gained]),
        veteran=draft_player.veteran,
    )
    if draft_player.veteran:
        player.ma = team.rules().veteran_profile_ma(player.ma)
    return player


def player_of_position(team: Team, position: Position, **fields) -> Player:
    """An unsaved player of the team with the position's profile (MA ST AG PA AV); ``fields`` set the rest."""
    return Player(
        team=team,
        position=position.name,
        ma=position.ma,
        st=position.st,
        ag=position.ag,
        pa=position.pa,
        av=position.av,
        **fields,
    )

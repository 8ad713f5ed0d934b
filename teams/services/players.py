"""Changes to players that other apps' services ask for (post-game, pre-game, voiding): each writes players only
through here, and each change has its undo beside it.

Each is a unit of its caller's transaction (``atomic(savepoint=False)``, as Django's own ``bulk_create`` and
``save``): alone it commits as one; inside a caller's block it takes no savepoint, so an error rolls the caller's
whole unit back (a post-game run is one unit: ``matches.services.engine``)."""

from __future__ import annotations

from django.db import transaction

from rules import matchday
from rules.players import next_free_number

from ..models import Player, Team, TeamEvent
from .common import player_of_position
from .history import history_record


def journeyman_traits(team: Team) -> list[dict]:
    """The gained-skill entries a Journeyman of the team carries: its traits beyond the position's own skills."""
    traits = matchday.journeyman_traits(team.race_rules, team.rules())
    return [{"skill": s, "kind": "journeyman", "category": "Trait"} for s in traits]


@transaction.atomic(savepoint=False)
def players_set_status(*, players: list[Player], status: str) -> None:
    """Set ``status`` on the given players (in memory too) and write them in one bulk update."""
    for player in players:
        player.status = status
    Player.objects.bulk_update(players, ["status"])


@transaction.atomic(savepoint=False)
def player_gain_skill(*, player: Player, skill: str, kind: str, category: str, value: int) -> None:
    """Add a gained skill and the player's new value."""
    player.gained_skills = [*player.gained_skills, {"skill": skill, "kind": kind, "category": category}]
    player.value = value
    player.save(update_fields=["gained_skills", "value"])


def player_set_value(*, player: Player, value: int) -> None:
    """The player's Current Value set (Spike! Journal 22, Drafted Players: a kept player's wage rise, and its undo)."""
    player.value = value
    player.save(update_fields=["value"])


@transaction.atomic(savepoint=False)
def player_lose_skill(*, player: Player, skill: str, value: int) -> None:
    """The undo of ``player_gain_skill``: drop the last gained entry of ``skill`` and restore the value."""
    gained = list(player.gained_skills)
    for index in range(len(gained) - 1, -1, -1):
        if gained[index].get("skill") == skill:
            del gained[index]
            break
    player.gained_skills = gained
    player.value = value
    player.save(update_fields=["gained_skills", "value"])


@transaction.atomic(savepoint=False)
def journeyman_hire(*, player: Player) -> None:
    """A kept Journeyman joins the roster: no longer a Journeyman, without the Journeyman traits."""
    player.journeyman = False
    player.gained_skills = [g for g in player.gained_skills if g.get("kind") != "journeyman"]
    player.save(update_fields=["journeyman", "gained_skills"])


@transaction.atomic(savepoint=False)
def journeymen_restore(*, team: Team, player_ids: list[int]) -> None:
    """The undo of ``journeyman_hire`` (and of a Journeyman leaving): Journeymen again, available, with the
    team's Journeyman traits."""
    team.players.filter(pk__in=player_ids).update(
        journeyman=True, status=Player.Status.AVAILABLE, gained_skills=journeyman_traits(team)
    )


@transaction.atomic(savepoint=False)
def journeymen_add(*, team: Team, count: int, actor=None, wording: list[dict], changes: dict) -> list[Player]:
    """Create ``count`` Journeymen (the race's Journeyman position with its traits, on free shirt numbers) and
    record one HIRED history entry said by ``wording`` (kept messages) with ``changes`` plus their ids under
    ``journeymen``."""
    if count <= 0:
        return []
    position = team.race_rules.journeyman_position
    traits = journeyman_traits(team)
    taken = set(team.players.filter(status__in=Player.ACTIVE).values_list("number", flat=True))
    created = []
    for _ in range(count):
        number = next_free_number(taken)
        taken.add(number)
        created.append(
            player_of_position(
                team,
                position,
                number=number,
                name="Journeyman",
                gained_skills=list(traits),
                value=position.cost,
                journeyman=True,
            )
        )
    Player.objects.bulk_create(created)
    history_record(
        team=team,
        kind=TeamEvent.Kind.HIRED,
        wording=wording,
        changes={**changes, "journeymen": [p.pk for p in created]},
        actor=actor,
    )
    return created

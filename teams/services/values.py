"""A team's values and the fields other apps' services change in memory (treasury, fans, values, version).

The writes are units of their caller's transaction (``atomic(savepoint=False)``; see ``teams.services.players``)."""

from __future__ import annotations

from collections.abc import Iterable

from django.db import transaction
from django.db.models import F

from rules.teamvalue import ValuedPlayer, current_team_value, team_value

from ..models import Player, Team

SAVABLE_FIELDS = frozenset({"treasury", "dedicated_fans", "team_value", "current_team_value", "version"})


def recompute_values(team: Team, players: Iterable[Player] | None = None) -> None:
    """Team Value and Current Team Value from the active roster (rules.teamvalue), in memory only."""
    race = team.race_rules
    rules = team.rules()
    roster = list(players) if players is not None else list(team.players.filter(status__in=Player.ACTIVE))
    valued = [
        ValuedPlayer(
            value=p.value,
            is_lineman=bool((pos := race.position(p.position)) and pos.is_lineman),
            misses_next_game=p.status == Player.Status.MISSES_NEXT_GAME,
        )
        for p in roster
        if p.status in Player.ACTIVE and not p.journeyman
    ]
    kwargs = {
        "rerolls": team.rerolls,
        "assistant_coaches": team.assistant_coaches,
        "cheerleaders": team.cheerleaders,
        "apothecary": team.apothecary,
    }
    team.team_value = team_value(valued, race, rules, **kwargs)
    team.current_team_value = current_team_value(valued, race, rules, **kwargs)


@transaction.atomic(savepoint=False)
def team_save(*, team: Team, fields: Iterable[str]) -> None:
    """Write the named fields of a team another app's service changed in memory, in one UPDATE.

    Only ``treasury``, ``dedicated_fans``, ``team_value``, ``current_team_value`` and ``version`` may be named.
    """
    names = list(dict.fromkeys(fields))
    unknown = set(names) - SAVABLE_FIELDS
    if unknown:
        raise ValueError(f"team_save cannot write {', '.join(sorted(unknown))}")
    if names:
        Team.objects.filter(pk=team.pk).update(**{name: getattr(team, name) for name in names})


@transaction.atomic(savepoint=False)
def team_spend(*, team: Team, amount: int) -> None:
    """Take ``amount`` from the treasury and raise the version (F expressions; the instance is refreshed)."""
    Team.objects.filter(pk=team.pk).update(treasury=F("treasury") - amount, version=F("version") + 1)
    team.refresh_from_db(fields=["treasury", "version"])

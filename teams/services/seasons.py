"""What the league asks of its teams: entries decided, and teams carried over into the next season."""

from __future__ import annotations

from django.db import transaction

from core.kept import kept
from rules.players import status_at_season_end

from ..models import Player, Team, TeamEvent
from ..selectors import teams_locked
from .history import history_record, history_record_many
from .values import recompute_values


@transaction.atomic
def team_decide_entry(*, team: Team, approve: bool, actor, league_name: str) -> Team:
    """Mark the team's league entry approved or rejected, with a SEASON history entry saying so."""
    team.entry = Team.Entry.APPROVED if approve else Team.Entry.REJECTED
    Team.objects.filter(pk=team.pk).update(entry=team.entry)
    history_record(
        team=team,
        kind=TeamEvent.Kind.SEASON,
        wording=[kept("entry_approved" if approve else "entry_rejected", league=league_name)],
        actor=actor,
    )
    return team


def _set(player: Player, status: str) -> bool:
    player.status = status
    return True


@transaction.atomic
def teams_carry_over(*, team_ids: list[int], season_name: str) -> None:
    """The season's end: players Seriously Hurt in the season's last game (set to miss their next game) recover
    and play the next season's first game (2025 rulebook and Spike! Journal 22, Rest & Relaxation:
    ``rules.players.status_at_season_end``), each team's history says it carried over, and values are recomputed
    and saved."""
    teams = teams_locked(ids=team_ids)
    carried = list(Player.objects.filter(team_id__in=list(teams), status__in=Player.ACTIVE))
    changed = [p for p in carried if (status := status_at_season_end(p.status)) != p.status and _set(p, status)]
    Player.objects.bulk_update(changed, ["status"])
    history_record_many(
        entries=[
            {
                "team_id": pk,
                "kind": TeamEvent.Kind.SEASON,
                "wording": [kept("carried_over", season=season_name)],
            }
            for pk in teams
        ]
    )
    for team in teams.values():
        recompute_values(team)
        team.save(update_fields=["team_value", "current_team_value"])

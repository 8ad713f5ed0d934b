"""A commissioner's direct corrections to a player or a team, each with its reason in the team's history."""

from __future__ import annotations

from django.db import transaction

from rules.draft import gp
from rules.errors import DomainError
from rules.postgame import dedicated_fans_refusal
from rules.rosters import edition
from rules.staff import StaffKind, staff_option

from ..models import Player, Team, TeamEvent
from .common import lock, save_with_values, skill_kind
from .history import history_record
from .values import recompute_values

PLAYER_FIELDS = ("name", "number", "ma", "st", "ag", "pa", "av", "value", "status", "gained_skills")
TEAM_FIELDS = ("name", "rerolls", "assistant_coaches", "cheerleaders", "apothecary", "dedicated_fans", "treasury")


def _require_reason(reason: str) -> str:
    reason = (reason or "").strip()
    if not reason:
        raise DomainError("Say why: the reason goes into the team's history.", field="reason")
    return reason


@transaction.atomic
def team_correct_player(*, player: Player, actor, reason: str, version: int | None = None, **changes) -> Player:
    """A commissioner's direct change to a player (skills, characteristics, value, status), with its reason."""
    reason = _require_reason(reason)
    team = lock(player.team, version)
    player = team.players.select_for_update().get(pk=player.pk)
    unknown = set(changes) - set(PLAYER_FIELDS)
    if unknown:
        raise DomainError(f"Cannot change {', '.join(sorted(unknown))}.")
    if "number" in changes and changes["number"] != player.number:
        clash = team.players.filter(number=changes["number"], status__in=Player.ACTIVE).exclude(pk=player.pk)
        if clash.exists():
            raise DomainError(f"Number {changes['number']} is already worn on this team.", field="number")
    if "gained_skills" in changes:
        race = team.race_rules
        position = race.position(player.position)
        catalogue = edition(race.edition)
        skills = []
        for skill in changes["gained_skills"]:
            if catalogue.skill(skill) is None:
                raise DomainError(f"There is no skill called {skill!r}.", field="gained_skills")
            skills.append(skill_kind(position, skill, race.edition) if position else {"skill": skill})
        changes["gained_skills"] = skills
    diff = {}
    for field_name, new in changes.items():
        old = getattr(player, field_name)
        if old != new:
            diff[field_name] = [old, new]
            setattr(player, field_name, new)
    if not diff:
        raise DomainError("Nothing changed.")
    player.save(update_fields=list(diff))
    recompute_values(team)
    save_with_values(team)
    summary = ", ".join(f"{k} {_show(v[0])} → {_show(v[1])}" for k, v in diff.items())
    history_record(
        team=team,
        kind=TeamEvent.Kind.CORRECTION,
        description=f"#{player.number} {player.name or player.position}: {summary}.",
        actor=actor,
        reason=reason,
        changes={"player": player.pk, "fields": diff},
    )
    return player


@transaction.atomic
def team_correct_team(*, team: Team, actor, reason: str, version: int | None = None, **changes) -> Team:
    """A commissioner's direct change to a team's name, re-rolls, staff, fans or treasury, with its reason."""
    reason = _require_reason(reason)
    team = lock(team, version)
    unknown = set(changes) - set(TEAM_FIELDS)
    if unknown:
        raise DomainError(f"Cannot change {', '.join(sorted(unknown))}.")
    if "dedicated_fans" in changes and (refusal := dedicated_fans_refusal(changes["dedicated_fans"])):
        raise DomainError(refusal.message, field=refusal.field, violations=[refusal])
    apothecary = staff_option(team.rules(), StaffKind.APOTHECARY, team.race_rules)
    if changes.get("apothecary") and not (apothecary and apothecary.race_allows):
        raise DomainError(f"{team.race} teams cannot hire an apothecary.", field="apothecary")
    diff = {}
    for field_name, new in changes.items():
        old = getattr(team, field_name)
        if old != new:
            diff[field_name] = [old, new]
            setattr(team, field_name, new)
    if not diff:
        raise DomainError("Nothing changed.")
    recompute_values(team)
    save_with_values(team, *diff)
    summary = ", ".join(f"{k.replace('_', ' ')} {_show(v[0])} → {_show(v[1])}" for k, v in diff.items())
    history_record(
        team=team,
        kind=TeamEvent.Kind.CORRECTION,
        description=f"Team: {summary}.",
        actor=actor,
        reason=reason,
        changes={"fields": diff},
        treasury_delta=diff["treasury"][1] - diff["treasury"][0] if "treasury" in diff else 0,
    )
    return team


def _show(value) -> str:
    if isinstance(value, list):
        return ", ".join(v["skill"] if isinstance(v, dict) else str(v) for v in value) or "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int) and abs(value) >= 1000:
        return gp(value)
    return str(value)

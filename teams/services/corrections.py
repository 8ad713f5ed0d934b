"""A commissioner's direct corrections to a player or a team, each with its reason in the team's history."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from core.kept import kept
from core.wording import word
from rules.advancement import gained_skill_refusal
from rules.errors import DomainError
from rules.players import PlayerStatus
from rules.postgame import dedicated_fans_refusal
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
        raise DomainError(_("Say why: the reason goes into the team's history."), field="reason")
    return reason


@transaction.atomic
def team_correct_player(*, player: Player, actor, reason: str, version: int | None = None, **changes) -> Player:
    """A commissioner's direct change to a player (skills, characteristics, value, status), with its reason."""
    reason = _require_reason(reason)
    team = lock(player.team, version)
    player = team.players.select_for_update().get(pk=player.pk)
    unknown = set(changes) - set(PLAYER_FIELDS)
    if unknown:
        raise DomainError(_("Cannot change %(fields)s.") % {"fields": ", ".join(sorted(unknown))})
    if "number" in changes and changes["number"] != player.number:
        clash = team.players.filter(number=changes["number"], status__in=Player.ACTIVE).exclude(pk=player.pk)
        if clash.exists():
            raise DomainError(
                _("Number %(number)s is already worn on this team.") % {"number": changes["number"]}, field="number"
            )
    if "gained_skills" in changes:
        changes["gained_skills"] = _checked_skills(team, player, changes["gained_skills"])
    diff = {}
    for field_name, new in changes.items():
        old = getattr(player, field_name)
        if old != new:
            diff[field_name] = [old, new]
            setattr(player, field_name, new)
    if not diff:
        raise DomainError(_("Nothing changed."))
    player.save(update_fields=list(diff))
    recompute_values(team)
    save_with_values(team)
    history_record(
        team=team,
        kind=TeamEvent.Kind.CORRECTION,
        wording=[
            kept(
                "corrected_player", number=player.number, player=player.name or player.position, changes=_changed(diff)
            )
        ],
        actor=actor,
        reason=reason,
        changes={"player": player.pk, "fields": diff},
    )
    return player


def _checked_skills(team: Team, player: Player, skills: list[str]) -> list[dict]:
    """The corrected gained skills as stored, each one the player could gain (``rules.advancement``:
    ``skill_not_available``, ``skill_banned``, ``unknown_skill``).

    Reading: a skill the player already had as gained keeps its entry (kind, category) and is not checked against
    a ban the league made later (seed 000 has no rule taking a skill away; a ban applies to skills gained from
    now on), but it still cannot appear twice."""
    race, rules = team.race_rules, team.rules()
    position = race.position(player.position)
    kept = {g.get("skill"): g for g in player.gained_skills}
    have = list(position.skills) if position else []
    entries = []
    for skill in skills:
        had = kept.pop(skill, None)
        if position is not None:
            refusal = gained_skill_refusal(
                position,
                skill,
                have=have,
                banned=frozenset() if had is not None else rules.banned_skills,
                edition_key=race.edition,
                player=f"#{player.number} {player.name or player.position}",
                field="gained_skills",
            )
            if refusal is not None and not (had is not None and had.get("kind") == "journeyman"):
                raise DomainError(word(refusal), field="gained_skills", violations=[refusal], word=word)
        entries.append(had or (skill_kind(position, skill, race.edition) if position else {"skill": skill}))
        have.append(skill)
    return entries


@transaction.atomic
def team_correct_team(*, team: Team, actor, reason: str, version: int | None = None, **changes) -> Team:
    """A commissioner's direct change to a team's name, re-rolls, staff, fans or treasury, with its reason. Dedicated
    Fans stay within the edition's limits (seed 000: at least 1; Spike! Journal 22, Dedicated Fans: "can never be
    more than 5 or less than 1", ``rules.postgame.dedicated_fans_refusal``), so a correction never sets 7."""
    reason = _require_reason(reason)
    team = lock(team, version)
    unknown = set(changes) - set(TEAM_FIELDS)
    if unknown:
        raise DomainError(_("Cannot change %(fields)s.") % {"fields": ", ".join(sorted(unknown))})
    ceiling = team.rules().dedicated_fans_ceiling  # Spike! Journal 22, Dedicated Fans: never more than 5
    if "dedicated_fans" in changes and (refusal := dedicated_fans_refusal(changes["dedicated_fans"], ceiling=ceiling)):
        raise DomainError(word(refusal), field=refusal.field, violations=[refusal], word=word)
    apothecary = staff_option(team.rules(), StaffKind.APOTHECARY, team.race_rules)
    if changes.get("apothecary") and not (apothecary and apothecary.race_allows):
        raise DomainError(_("%(race)s teams cannot hire an apothecary.") % {"race": _(team.race)}, field="apothecary")
    diff = {}
    for field_name, new in changes.items():
        old = getattr(team, field_name)
        if old != new:
            diff[field_name] = [old, new]
            setattr(team, field_name, new)
    if not diff:
        raise DomainError(_("Nothing changed."))
    recompute_values(team)
    save_with_values(team, *diff)
    history_record(
        team=team,
        kind=TeamEvent.Kind.CORRECTION,
        wording=[kept("corrected_team", changes=_changed(diff))],
        actor=actor,
        reason=reason,
        changes={"fields": diff},
        treasury_delta=diff["treasury"][1] - diff["treasury"][0] if "treasury" in diff else 0,
    )
    return team


GOLD_FIELDS = frozenset({"value", "treasury"})


def _changed(diff: dict) -> list[dict]:
    """Each changed field as a kept message (``changed.<field>``: its label, before → after)."""
    return [
        kept(f"changed.{name}", before=_shown(name, old), after=_shown(name, new)) for name, (old, new) in diff.items()
    ]


def _shown(name: str, value):
    """A field's value as a kept message shows it: gold grouped, skills by name, a status by its label, yes or no."""
    if isinstance(value, list):
        return [v["skill"] if isinstance(v, dict) else str(v) for v in value]
    if isinstance(value, bool):
        return kept("yes" if value else "no")
    if name in GOLD_FIELDS and isinstance(value, int):
        return {"gp": value}
    if name == "status" and value in PlayerStatus.values():
        return {"term": PlayerStatus(value).label}
    return value

"""Writes to teams: one function per use case, each atomic, each writing the team's history.

Every rule comes from ``rules``; these functions only apply it. A refused change raises ``TeamError`` (with
the form field it belongs to) and changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.db import transaction
from django.db.models import F

from rules.advancement import PRIMARY, SECONDARY, player_value
from rules.draft import (
    Draft,
    DraftPlayer,
    DraftReport,
    Violation,
    gp,
    plural,
    validate_draft,
    validate_roster_change,
)
from rules.rosterfile import RosterFile, RosterFileError, parse_roster
from rules.rosters import Position, Race, edition
from rules.rulesets import Ruleset, get_ruleset
from rules.teamvalue import ValuedPlayer, current_team_value, team_value

from .models import Player, Team, TeamEvent
from .selectors import team_as_draft

STAFF_KINDS = {
    "assistant_coaches": "assistant coach",
    "cheerleaders": "cheerleader",
    "apothecary": "apothecary",
}


class TeamError(Exception):
    """A refused change: ``message`` for the coach, ``field`` for the form, ``violations`` from the validator."""

    def __init__(self, message: str, *, field: str = "", violations: Iterable[Violation] = ()):
        super().__init__(message)
        self.message = message
        self.field = field
        self.violations = tuple(violations)


class StaleFormError(TeamError):
    def __init__(self) -> None:
        super().__init__(
            "This team changed since the page was loaded (or the form was sent twice); nothing was done. "
            "Reload the page and try again.",
            field="version",
        )


# --- helpers ------------------------------------------------------------------------------------


def _lock(team: Team, version: int | None) -> Team:
    """Lock the team row; refuse when the form was built on an older version (stale or double-submitted)."""
    locked = Team.objects.select_for_update(of=("self",)).select_related("league").get(pk=team.pk)
    if version is not None and locked.version != version:
        raise StaleFormError()
    return locked


def _active_players(team: Team) -> list[Player]:
    return list(team.players.filter(status__in=Player.ACTIVE))


def _skill_kind(position: Position, skill: str, race_edition: str) -> dict:
    entry = edition(race_edition).skill(skill)
    category = entry.category if entry else ""
    kind = PRIMARY if category in position.primary else SECONDARY
    return {"skill": entry.name if entry else skill, "kind": kind, "category": category}


def _next_free_number(taken: set[int]) -> int:
    return next(n for n in range(1, 100) if n not in taken)


def recompute_values(team: Team, players: Iterable[Player] | None = None) -> None:
    """Team Value and Current Team Value from the active roster (rules.teamvalue); saves both fields."""
    race = team.race_rules
    rules = team.rules()
    roster = list(players) if players is not None else _active_players(team)
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


def _save(team: Team, *fields: str) -> None:
    """Save the named fields plus values and a new version."""
    team.version = F("version") + 1
    team.save(update_fields=[*fields, "team_value", "current_team_value", "version", "updated_at"])
    team.refresh_from_db(fields=["version"])


def _event(
    team: Team,
    kind: str,
    description: str,
    *,
    actor=None,
    reason: str = "",
    changes=None,
    rolls=(),
    treasury_delta: int = 0,
) -> TeamEvent:
    return TeamEvent.objects.create(
        team=team,
        kind=kind,
        description=description,
        reason=reason,
        changes=changes or {},
        rolls=[r.as_dict() if hasattr(r, "as_dict") else r for r in rolls],
        treasury_delta=treasury_delta,
        actor=actor,
    )


def _new_player(team: Team, race: Race, draft_player: DraftPlayer, number: int) -> Player:
    position = race.position(draft_player.position)
    assert position is not None  # validated before
    gained = [_skill_kind(position, s, race.edition) for s in draft_player.skills]
    return Player(
        team=team,
        number=number,
        name=draft_player.name,
        position=position.name,
        ma=position.ma,
        st=position.st,
        ag=position.ag,
        pa=position.pa,
        av=position.av,
        gained_skills=gained,
        value=player_value(position.cost, [g["kind"] for g in gained]),
    )


# --- drafting and importing ---------------------------------------------------------------------


def check_special_rule(race: Race, special_rule: str) -> str:
    """A race that must choose a favour (Chaos Chosen, Chaos Renegade, Norse) needs one of its choices."""
    if race.special_rule_choice:
        if special_rule not in race.special_rule_choice:
            raise TeamError(
                f"{race.name} teams choose one of: {', '.join(race.special_rule_choice)}.", field="special_rule"
            )
        return special_rule
    return ""


@transaction.atomic
def team_create(
    *,
    coach,
    name: str,
    draft: Draft,
    ruleset_key: str | None = None,
    league=None,
    special_rule: str = "",
    treasury: int | None = None,
    kind: str = TeamEvent.Kind.DRAFTED,
) -> Team:
    """Draft a team: validate it against the league's (or the chosen) ruleset and create it with its players.

    Gold left from the draft budget goes into the treasury (2020 rulebook, Team Draft), unless an imported
    roster states its treasury.
    """
    rules: Ruleset = league.rules() if league is not None else get_ruleset(ruleset_key or "sevens")
    name = (name or "").strip()
    if not name:
        raise TeamError("Give the team a name.", field="name")
    report: DraftReport = validate_draft(draft, rules)
    if not report.valid:
        raise TeamError("The team breaks the draft rules.", violations=report.errors)
    race = report.race
    assert race is not None
    chosen = check_special_rule(race, special_rule)
    team = Team.objects.create(
        name=name,
        coach=coach,
        league=league,
        entry=Team.Entry.PENDING if league is not None else Team.Entry.NONE,
        ruleset=rules.key,
        race=race.name,
        special_rule=chosen,
        rerolls=draft.rerolls,
        assistant_coaches=draft.assistant_coaches,
        cheerleaders=draft.cheerleaders,
        apothecary=bool(draft.apothecary),
        dedicated_fans=draft.dedicated_fans,
        treasury=rules.budget - report.cost if treasury is None else treasury,
    )
    taken = {p.number for p in draft.players if p.number is not None}
    players = []
    for draft_player in draft.players:
        number = draft_player.number
        if number is None:
            number = _next_free_number(taken)
            taken.add(number)
        players.append(_new_player(team, race, draft_player, number))
    Player.objects.bulk_create(players)
    recompute_values(team, players)
    team.save(update_fields=["team_value", "current_team_value"])
    verb = "Imported" if kind == TeamEvent.Kind.IMPORTED else "Drafted"
    _event(
        team,
        kind,
        f"{verb} under {rules.name}: {len(players)} players for {gp(report.cost)}; "
        f"{gp(team.treasury)} in the treasury.",
        actor=coach,
        changes={"cost": report.cost, "treasury": team.treasury},
        treasury_delta=team.treasury,
    )
    return team


def team_import_roster(*, coach, data: object, league=None) -> Team:
    """Create a team from a ``sevens-roster/1`` file (already decoded); invalid files create nothing."""
    try:
        roster: RosterFile = parse_roster(data)
    except RosterFileError as exc:
        raise TeamError(f"This is not a roster file: {exc}.", field="file") from None
    try:
        get_ruleset(roster.ruleset)
    except ValueError as exc:
        raise TeamError(str(exc), field="file") from None
    return team_create(
        coach=coach,
        name=roster.name,
        draft=roster.draft,
        ruleset_key=roster.ruleset,
        league=league,
        treasury=roster.treasury,
        kind=TeamEvent.Kind.IMPORTED,
    )


# --- keeping the roster -------------------------------------------------------------------------


@transaction.atomic
def team_hire_player(
    *, team: Team, actor, version: int | None, position: str, name: str = "", number: int | None = None
) -> Player:
    """Hire a player from the treasury at the roster fee; every roster limit of the ruleset still applies."""
    team = _lock(team, version)
    race = team.race_rules
    found = race.position(position)
    if found is None:
        raise TeamError(f"{race.name} teams have no position called {position!r}.", field="position")
    roster = _active_players(team)
    taken = {p.number for p in roster}
    if number is None:
        number = _next_free_number(taken)
    elif number in taken:
        raise TeamError(f"Number {number} is already worn on this team.", field="number")
    violations = validate_roster_change(
        team_as_draft(team, roster, [DraftPlayer(found.name, number=number, name=name)]), team.rules()
    )
    if violations:
        raise TeamError(violations[0].message, field="position", violations=violations)
    if team.treasury < found.cost:
        raise TeamError(
            f"The treasury holds {gp(team.treasury)}; a {found.name} costs {gp(found.cost)}.", field="position"
        )
    player = _new_player(team, race, DraftPlayer(found.name, number=number, name=name.strip()), number)
    player.save()
    team.treasury -= found.cost
    recompute_values(team, [*roster, player])
    _save(team, "treasury")
    _event(
        team,
        TeamEvent.Kind.HIRED,
        f"Hired #{number} {player.name or found.name} ({found.name}) for {gp(found.cost)}.",
        actor=actor,
        changes={"player": player.pk, "cost": found.cost},
        treasury_delta=-found.cost,
    )
    return player


@transaction.atomic
def team_fire_player(*, team: Team, actor, version: int | None, player_id: int) -> Player:
    """Fire a player: they leave the roster and no money comes back (2020 rulebook, Hiring and Firing)."""
    team = _lock(team, version)
    player = team.players.filter(pk=player_id, status__in=Player.ACTIVE).first()
    if player is None:
        raise TeamError("That player is not on this team's roster.", field="player")
    player.status = Player.Status.FIRED
    player.save(update_fields=["status"])
    recompute_values(team)
    _save(team)
    _event(
        team,
        TeamEvent.Kind.FIRED,
        f"Fired #{player.number} {player.name or player.position} ({player.position}).",
        actor=actor,
        changes={"player": player.pk, "status": ["available", "fired"]},
    )
    return player


@transaction.atomic
def team_buy_staff(*, team: Team, actor, version: int | None, kind: str) -> Team:
    """Buy one assistant coach, cheerleader or apothecary from the treasury (seed 000, Hiring Sideline Staff)."""
    team = _lock(team, version)
    rules = team.rules()
    if kind not in STAFF_KINDS:
        raise TeamError("Unknown kind of staff.", field="kind")
    staff = getattr(rules, kind)
    noun = STAFF_KINDS[kind]
    if staff is None:
        raise TeamError(f"{rules.name} teams may not hire staff.", field=kind)
    if not staff.after_draft:
        raise TeamError(f"Under {rules.name} a team hires its {noun} only at the draft.", field=kind)
    if kind == "apothecary" and not team.race_rules.apothecary_allowed:
        raise TeamError(f"{team.race} teams cannot hire an apothecary.", field=kind)
    have = int(getattr(team, kind))
    if have >= staff.max_qty:
        what = "an apothecary" if kind == "apothecary" else f"{staff.max_qty} {plural(noun, staff.max_qty)}"
        raise TeamError(f"The team already has {what}, the most it may have.", field=kind)
    if team.treasury < staff.price:
        raise TeamError(f"The treasury holds {gp(team.treasury)}; a {noun} costs {gp(staff.price)}.", field=kind)
    setattr(team, kind, True if kind == "apothecary" else have + 1)
    team.treasury -= staff.price
    recompute_values(team)
    _save(team, kind, "treasury")
    _event(
        team,
        TeamEvent.Kind.STAFF,
        f"Hired a{'n' if noun[0] in 'aeiou' else ''} {noun} for {gp(staff.price)}.",
        actor=actor,
        changes={kind: [have, int(getattr(team, kind))]},
        treasury_delta=-staff.price,
    )
    return team


def team_buy_reroll(*, team: Team, actor, version: int | None) -> Team:
    """Seed 000, Purchasing Team Re-rolls: a Sevens team cannot buy re-rolls after the draft."""
    rules = team.rules()
    if not rules.rerolls_after_draft:
        raise TeamError(
            f"Under {rules.name} a team buys its team re-rolls only at the draft, never later.", field="rerolls"
        )
    raise TeamError("Buying re-rolls after the draft is not supported.", field="rerolls")  # pragma: no cover


# --- commissioner corrections -------------------------------------------------------------------

PLAYER_FIELDS = ("name", "number", "ma", "st", "ag", "pa", "av", "value", "status", "gained_skills")
TEAM_FIELDS = ("name", "rerolls", "assistant_coaches", "cheerleaders", "apothecary", "dedicated_fans", "treasury")


def _require_reason(reason: str) -> str:
    reason = (reason or "").strip()
    if not reason:
        raise TeamError("Say why: the reason goes into the team's history.", field="reason")
    return reason


@transaction.atomic
def team_correct_player(*, player: Player, actor, reason: str, version: int | None = None, **changes) -> Player:
    """A commissioner's direct change to a player (skills, characteristics, value, status), with its reason."""
    reason = _require_reason(reason)
    team = _lock(player.team, version)
    player = team.players.select_for_update().get(pk=player.pk)
    unknown = set(changes) - set(PLAYER_FIELDS)
    if unknown:
        raise TeamError(f"Cannot change {', '.join(sorted(unknown))}.")
    if "number" in changes and changes["number"] != player.number:
        clash = team.players.filter(number=changes["number"], status__in=Player.ACTIVE).exclude(pk=player.pk)
        if clash.exists():
            raise TeamError(f"Number {changes['number']} is already worn on this team.", field="number")
    if "gained_skills" in changes:
        race = team.race_rules
        position = race.position(player.position)
        catalogue = edition(race.edition)
        skills = []
        for skill in changes["gained_skills"]:
            if catalogue.skill(skill) is None:
                raise TeamError(f"There is no skill called {skill!r}.", field="gained_skills")
            skills.append(_skill_kind(position, skill, race.edition) if position else {"skill": skill})
        changes["gained_skills"] = skills
    diff = {}
    for field_name, new in changes.items():
        old = getattr(player, field_name)
        if old != new:
            diff[field_name] = [old, new]
            setattr(player, field_name, new)
    if not diff:
        raise TeamError("Nothing changed.")
    player.save(update_fields=list(diff))
    recompute_values(team)
    _save(team)
    summary = ", ".join(f"{k} {_show(v[0])} → {_show(v[1])}" for k, v in diff.items())
    _event(
        team,
        TeamEvent.Kind.CORRECTION,
        f"#{player.number} {player.name or player.position}: {summary}.",
        actor=actor,
        reason=reason,
        changes={"player": player.pk, "fields": diff},
    )
    return player


@transaction.atomic
def team_correct_team(*, team: Team, actor, reason: str, version: int | None = None, **changes) -> Team:
    """A commissioner's direct change to a team's name, re-rolls, staff, fans or treasury, with its reason."""
    reason = _require_reason(reason)
    team = _lock(team, version)
    unknown = set(changes) - set(TEAM_FIELDS)
    if unknown:
        raise TeamError(f"Cannot change {', '.join(sorted(unknown))}.")
    if changes.get("dedicated_fans", 1) < 1:
        raise TeamError("Dedicated Fans never fall below 1.", field="dedicated_fans")
    if changes.get("apothecary") and not team.race_rules.apothecary_allowed:
        raise TeamError(f"{team.race} teams cannot hire an apothecary.", field="apothecary")
    diff = {}
    for field_name, new in changes.items():
        old = getattr(team, field_name)
        if old != new:
            diff[field_name] = [old, new]
            setattr(team, field_name, new)
    if not diff:
        raise TeamError("Nothing changed.")
    recompute_values(team)
    _save(team, *diff)
    summary = ", ".join(f"{k.replace('_', ' ')} {_show(v[0])} → {_show(v[1])}" for k, v in diff.items())
    _event(
        team,
        TeamEvent.Kind.CORRECTION,
        f"Team: {summary}.",
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

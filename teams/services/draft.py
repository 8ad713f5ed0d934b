"""Drafting a team and importing one from a roster file."""

from __future__ import annotations

from django.db import transaction

from rules.draft import Draft, DraftReport, gp, validate_draft
from rules.errors import DomainError
from rules.players import next_free_number
from rules.rosterfile import RosterFile, RosterFileError, parse_roster
from rules.rosters import Race
from rules.rulesets import Ruleset, get_ruleset

from ..models import Player, Team, TeamEvent
from .common import new_player
from .history import history_record
from .values import recompute_values


def check_special_rule(race: Race, special_rule: str) -> str:
    """A race that must choose a favour (Chaos Chosen, Chaos Renegade, Norse) needs one of its choices."""
    if race.special_rule_choice:
        if special_rule not in race.special_rule_choice:
            raise DomainError(
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
        raise DomainError("Give the team a name.", field="name")
    report: DraftReport = validate_draft(draft, rules)
    if not report.valid:
        raise DomainError("The team breaks the draft rules.", violations=report.errors)
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
            number = next_free_number(taken)
            taken.add(number)
        players.append(new_player(team, race, draft_player, number))
    Player.objects.bulk_create(players)
    recompute_values(team, players)
    team.save(update_fields=["team_value", "current_team_value"])
    verb = "Imported" if kind == TeamEvent.Kind.IMPORTED else "Drafted"
    history_record(
        team=team,
        kind=kind,
        description=f"{verb} under {rules.name}: {len(players)} players for {gp(report.cost)}; "
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
        raise DomainError(f"This is not a roster file: {exc}.", field="file") from None
    try:
        get_ruleset(roster.ruleset)
    except ValueError as exc:
        raise DomainError(str(exc), field="file") from None
    return team_create(
        coach=coach,
        name=roster.name,
        draft=roster.draft,
        ruleset_key=roster.ruleset,
        league=league,
        treasury=roster.treasury,
        kind=TeamEvent.Kind.IMPORTED,
    )

"""Drafting a team and importing one from a roster file.

A team entering a league is checked as that league's draft (``rules.draft.validate_league_entry``): the budget,
no gained skills, and the treasury the budget leaves, whatever a file says. Only an overseer of the league (a
commissioner, ``teams.permissions.oversees_league``) brings in a developed team, and the team's history names him.
"""

from __future__ import annotations

from dataclasses import replace

from django.db import transaction
from django.utils.translation import gettext as _

from core import wording
from core.kept import kept
from core.wording import word
from rules.draft import Draft, DraftReport, validate_draft, validate_league_entry
from rules.errors import DomainError
from rules.players import next_free_number
from rules.rosterfile import RosterFile, RosterFileError, parse_roster
from rules.rosters import DEFAULT_EDITION, Race
from rules.rulesets import Ruleset, get_ruleset

from ..models import Player, Team, TeamEvent
from ..permissions import oversees_league
from .common import new_player
from .history import history_record
from .values import recompute_values


def check_special_rule(race: Race, special_rule: str) -> str:
    """A race that must choose a favour (Chaos Chosen, Chaos Renegade, Norse) needs one of its choices."""
    if race.special_rule_choice:
        if special_rule not in race.special_rule_choice:
            raise DomainError(
                _("%(race)s teams choose one of: %(choices)s.")
                % {"race": _(race.name), "choices": ", ".join(race.special_rule_choice)},
                field="special_rule",
            )
        return special_rule
    return ""


def _checked(draft: Draft, rules: Ruleset, *, league, treasury: int | None, developed: bool) -> tuple[DraftReport, int]:
    """The rules' report and the treasury the team starts with: a league's draft (or a developed entry), or a
    friendly team's draft (the budget left, unless an imported file states its treasury)."""
    if league is not None:
        entry = validate_league_entry(draft, rules, treasury=treasury or 0, developed=developed)
        return entry.report, entry.treasury
    report = validate_draft(draft, rules)
    return report, rules.budget - report.cost if treasury is None else treasury


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
    developed_by=None,
    edition: str = DEFAULT_EDITION,
    budget: int | None = None,
) -> Team:
    """Draft a team: validate it against the league's (or the chosen) ruleset and create it with its players.

    Gold left from the draft budget goes into the treasury (2020 rulebook, Team Draft). A team entering a league
    is the league's draft whatever ``treasury`` says, unless ``developed_by`` (an overseer of the league: the
    caller checks) brings it in developed, with its gained skills and its stated ``treasury``. A league team plays
    its league's edition; a friendly team the ``edition`` chosen, and the ``budget`` chosen (an event's Team Draft
    Budget, seed 003, Drafting Your Team) when one is given.
    """
    try:
        rules: Ruleset = league.rules() if league is not None else get_ruleset(ruleset_key or "sevens", edition)
    except ValueError as exc:
        raise DomainError(str(exc), field="ruleset") from None
    if league is None and budget is not None:
        rules = replace(rules, budget=budget)
    name = (name or "").strip()
    if not name:
        raise DomainError(_("Give the team a name."), field="name")
    developed = league is not None and developed_by is not None
    report, treasury = _checked(draft, rules, league=league, treasury=treasury, developed=developed)
    if not report.valid:
        raise DomainError(_("The team breaks the draft rules."), violations=report.errors, word=word)
    race = report.race
    assert race is not None
    chosen = check_special_rule(race, special_rule)
    team = Team.objects.create(
        name=name,
        coach=coach,
        league=league,
        entry=Team.Entry.PENDING if league is not None else Team.Entry.NONE,
        ruleset=rules.key,
        edition=rules.edition,
        race=race.name,
        special_rule=chosen,
        rerolls=draft.rerolls,
        assistant_coaches=draft.assistant_coaches,
        cheerleaders=draft.cheerleaders,
        apothecary=bool(draft.apothecary),
        dedicated_fans=draft.dedicated_fans,
        treasury=treasury,
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
    figures = {"ruleset": {"term": rules.name}, "players": len(players), "treasury": team.treasury}
    if developed:
        line = kept("developed", figures, league=league.name, commissioner=developed_by.get_username())
    else:
        line = kept("imported" if kind == TeamEvent.Kind.IMPORTED else "drafted", figures, cost=report.cost)
    history_record(
        team=team,
        kind=kind,
        wording=[line],
        actor=developed_by if developed else coach,
        changes={"cost": report.cost, "treasury": team.treasury, **({"developed": True} if developed else {})},
        treasury_delta=team.treasury,
    )
    return team


def team_import_roster(*, coach, data: object, league=None, actor=None) -> Team:
    """Create a team from a ``sevens-roster/1`` file (already decoded); invalid files create nothing. A friendly
    team plays the file's edition (``"edition"``, 2020 when absent); a league refuses a file of another edition.

    ``actor`` is who imports (the coach when not given). Into a league, the file is the league's draft (its
    treasury ignored, gained skills refused: ``skills_at_draft``) unless the actor oversees the league (a
    commissioner), who brings the team in developed, as the file has it, recorded in its history with his name.
    """
    try:
        roster: RosterFile = parse_roster(data)
    except RosterFileError as exc:
        why = wording.file_problem(exc).rstrip(".")  # worded in the importer's language
        raise DomainError(_("This is not a roster file: %(why)s.") % {"why": why}, field="file") from None
    try:
        get_ruleset(roster.ruleset, roster.edition)
    except ValueError as exc:
        raise DomainError(wording.file_problem(exc), field="file") from None
    if league is not None and league.edition != roster.edition:
        raise DomainError(
            _("This file is a team of the %(edition)s edition; %(league)s plays the %(league_edition)s edition.")
            % {"edition": roster.edition, "league": league.name, "league_edition": league.edition},
            field="file",
        )
    actor = actor or coach
    return team_create(
        coach=coach,
        name=roster.name,
        draft=roster.draft,
        ruleset_key=roster.ruleset,
        league=league,
        treasury=roster.treasury,
        kind=TeamEvent.Kind.IMPORTED,
        developed_by=actor if oversees_league(actor, league) else None,
        edition=roster.edition,
    )

"""The re-draft between seasons (Spike! Journal 22, Re-drafting a Blood Bowl Sevens Team), for rulesets that have
one (``Ruleset.redraft_base``): opened when the next season starts, with its Emergency Call-up rolls and its
Re-draft Budget, and done when the coach confirms whom he re-hires and which re-rolls and staff he keeps."""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from rules import redraft as redraft_rules
from rules.dice import Dice
from rules.draft import Draft, DraftPlayer
from rules.errors import DomainError
from rules.violations import gp

from ..models import Player, Redraft, Team, TeamEvent
from ..selectors import teams_locked
from .history import history_record
from .players import players_set_status
from .values import recompute_values


@transaction.atomic
def teams_open_redraft(*, wins: dict[int, int], season_name: str, dice: Dice | None = None) -> list[Redraft]:
    """Open the re-draft of each team (team id -> fixtures won last season) whose ruleset has one: Rest &
    Relaxation (done by ``teams_carry_over``), then an Emergency Call-up D6 for each player with gained skills (a 1
    removes him), then the Re-draft Budget (``rules.redraft``). Each roll is made once and kept: a team's re-draft
    for a season is opened once."""
    dice = dice or Dice()
    opened = []
    for team in teams_locked(ids=list(wins)).values():
        ruleset = team.rules()
        if ruleset.redraft_base is None or Redraft.objects.filter(team=team, season_name=season_name).exists():
            continue
        start = len(dice.rolls)
        roster = list(team.players.filter(status__in=Player.ACTIVE, journeyman=False).order_by("number", "pk"))
        calls = redraft_rules.emergency_call_ups(
            ((p.pk, p.name or f"#{p.number} {p.position}", len(p.advancements)) for p in roster), dice
        )
        called = [p for p in roster if any(c.key == p.pk and c.called_up for c in calls)]
        players_set_status(players=called, status=Player.Status.DRAFTED)
        budget = redraft_rules.redraft_budget(ruleset, treasury=max(team.treasury, 0), wins=wins[team.pk])
        rolls = [r.as_dict() for r in dice.rolls[start:]]
        opened.append(
            Redraft.objects.create(
                team=team,
                season_name=season_name,
                wins=wins[team.pk],
                treasury=team.treasury,
                base=budget.base,
                win_bonus=budget.win_bonus,
                budget=budget.budget,
                forfeited=budget.forfeited,
                called_up=[p.pk for p in called],
                rolls=rolls,
            )
        )
        names = ", ".join(p.name or p.position for p in called) or "nobody"
        history_record(
            team=team,
            kind=TeamEvent.Kind.SEASON,
            description=f"Re-draft for {season_name} opened: Emergency Call-ups take {names}; Re-draft Budget "
            f"{gp(budget.budget)}" + (f" ({gp(budget.forfeited)} above the cap taken by the owner)." if
                                        budget.forfeited else "."),
            changes={"called_up": [p.pk for p in called], "budget": budget.budget},
            rolls=rolls,
        )
    return opened


@transaction.atomic
def team_redraft(
    *,
    team: Team,
    actor,
    keep: list[int],
    rerolls: int,
    assistant_coaches: int,
    cheerleaders: int,
    apothecary: bool,
) -> Redraft:
    """Spike! Journal 22, Re-drafting: the coach re-hires the players in ``keep`` at their Current Value and buys
    the re-rolls and staff from the Re-draft Budget (``rules.redraft.redraft_cost``); every limit of the season
    holds (``rules.redraft.validate_redraft``). The players he does not keep leave; what is left of the budget is
    the new treasury. A refusal changes nothing."""
    team = teams_locked(ids=[team.pk])[team.pk]
    redraft = Redraft.objects.select_for_update().filter(team=team, status=Redraft.Status.OPEN).first()
    if redraft is None:
        raise DomainError("There is no re-draft waiting for this team.")
    ruleset, race = team.rules(), team.race_rules
    roster = list(team.players.filter(status__in=Player.ACTIVE, journeyman=False).order_by("number", "pk"))
    wanted = set(keep)
    kept = [p for p in roster if p.pk in wanted]
    if wanted - {p.pk for p in roster}:
        raise DomainError("Only the team's own players can be re-hired.", field="keep")
    draft = Draft(
        race=race.name,
        players=tuple(
            DraftPlayer(p.position, number=p.number, name=p.name, skills=tuple(p.gained_skill_names), veteran=p.veteran)
            for p in kept
        ),
        rerolls=rerolls,
        assistant_coaches=assistant_coaches,
        cheerleaders=cheerleaders,
        apothecary=apothecary,
        dedicated_fans=team.dedicated_fans,
    )
    cost = redraft_rules.redraft_cost(
        ruleset,
        race,
        (p.value for p in kept),
        rerolls=rerolls,
        assistant_coaches=assistant_coaches,
        cheerleaders=cheerleaders,
        apothecary=apothecary,
    )
    budget = redraft_rules.RedraftBudget(
        redraft.base, redraft.treasury, redraft.wins, redraft.win_bonus, redraft.budget + redraft.forfeited,
        redraft.budget, redraft.forfeited,
    )
    report = redraft_rules.validate_redraft(draft, ruleset, budget, cost=cost)
    if report.errors:
        first = report.errors[0]
        raise DomainError(" ".join(e.message for e in report.errors), field=_field(first.field))
    released = [p for p in roster if p.pk not in wanted]
    players_set_status(players=released, status=Player.Status.FIRED)
    before = team.treasury
    team.rerolls, team.assistant_coaches, team.cheerleaders = rerolls, assistant_coaches, cheerleaders
    team.apothecary = apothecary
    team.treasury = redraft.budget - cost
    recompute_values(team, kept)
    team.version += 1
    team.save()
    redraft.status, redraft.cost, redraft.done_at, redraft.done_by = Redraft.Status.DONE, cost, timezone.now(), actor
    redraft.released = [p.pk for p in released]
    redraft.save()
    history_record(
        team=team,
        kind=TeamEvent.Kind.SEASON,
        description=f"Re-drafted for {redraft.season_name}: {len(kept)} players re-hired"
        + (f", {len(released)} released" if released else "")
        + f"; {gp(cost)} spent of {gp(redraft.budget)}, treasury {gp(team.treasury)}.",
        changes={"kept": [p.pk for p in kept], "released": redraft.released, "cost": cost},
        treasury_delta=team.treasury - before,
        actor=actor,
    )
    return redraft


def _field(field: str) -> str:
    """The page's field for a violation's field (a player's line is the list of players)."""
    return "keep" if field.startswith("players") else field or "keep"

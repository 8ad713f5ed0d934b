"""Re-drafting a Sevens team between seasons (Spike! Journal 22, Re-drafting a Blood Bowl Sevens Team).

The order a coach goes through: Rest & Relaxation (``MISSES_NEXT_GAME_AFTER_REST``: players set to miss their
next game recover), then
``emergency_call_ups`` (a D6 per skilled player: a 1 takes him to the main roster), then ``redraft_budget``
(600,000 + treasury + 10,000 per win, never above 750,000), then the re-drafted roster is checked with
``validate_redraft``. Only rulesets with ``Ruleset.redraft_base`` have these rules (the 2025 Sevens).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from .dice import Dice
from .draft import AFTER_DRAFT_CHECKS, Draft, DraftReport, check_budget, validate_draft
from .rosters import Race
from .rulesets import Ruleset
from .violations import Violation, gp


class RedraftError(ValueError):
    """The ruleset has no re-draft rules, or a figure is impossible (a negative treasury or win count)."""


@dataclass(frozen=True)
class RedraftBudget:
    base: int
    treasury: int
    wins: int
    win_bonus: int
    total: int  # before the cap
    budget: int  # what the coach may spend
    forfeited: int  # taken by the team's owner above the cap


def redraft_budget(ruleset: Ruleset, *, treasury: int, wins: int) -> RedraftBudget:
    """Spike! Journal 22, Raise Funds: "a budget of 600,000 gold pieces ... added to whatever is left in the team's
    Treasury", plus "10,000 gold pieces for each fixture they won in the previous season"; any gold above 750,000
    "is demanded by the team's owner": the Re-draft Budget "can never exceed 750,000"."""
    if ruleset.redraft_base is None or ruleset.redraft_cap is None:
        raise RedraftError(f"{ruleset.name} has no re-draft rules.")
    if treasury < 0 or wins < 0:
        raise RedraftError("The treasury and the number of wins cannot be negative.")
    bonus = wins * ruleset.redraft_per_win
    total = ruleset.redraft_base + treasury + bonus
    budget = min(total, ruleset.redraft_cap)
    return RedraftBudget(ruleset.redraft_base, treasury, wins, bonus, total, budget, total - budget)


@dataclass(frozen=True)
class CallUpRoll:
    key: object
    name: str
    gained: int
    roll: int
    called_up: bool  # removed from the Team Draft List


def emergency_call_ups(players: Iterable[tuple[object, str, int]], dice: Dice) -> list[CallUpRoll]:
    """Spike! Journal 22, Emergency Call-ups: "Roll a D6 for any player that has gained one or more additional
    Skills. On a 2+ they have not been recruited ... on the roll of a 1 ... Remove the player". ``players`` are
    (key, name, skills gained); a player with none rolls nothing."""
    results = []
    for key, name, gained in players:
        if gained < 1:
            continue
        roll = dice.d6(why="Emergency Call-up (1: called up to the main roster)", subject=name)
        called = roll == 1
        dice.annotate_last("called up: removed from the team" if called else "stays")
        results.append(CallUpRoll(key=key, name=name, gained=gained, roll=roll, called_up=called))
    return results


MISSES_NEXT_GAME_AFTER_REST = False
"""Spike! Journal 22, Rest & Relaxation: "any players that were set to miss their next game will automatically
recover": every re-drafted player's miss-next-game flag is cleared. There is no Temporary Retirement. Not modelled
here: the rulebook's roll to remove Hatred (X) (its pages 104-106 are not in our sources)."""


def redraft_cost(
    ruleset: Ruleset,
    race: Race,
    player_values: Iterable[int],
    *,
    rerolls: int,
    assistant_coaches: int,
    cheerleaders: int,
    apothecary: bool,
) -> int:
    """Spike! Journal 22, Re-drafting, with the rulebook's re-draft: what the coach spends from the Re-draft Budget,
    every re-hired player at his Current Value and re-rolls and staff at what the ruleset charges for them (a
    2025 team re-roll 100,000: ``Ruleset.reroll_price``).

    Reading: Dedicated Fans are kept as they stand and cost nothing (the journal's Dedicated Fans "increase and
    decrease as normal as games are played"; nothing says they are bought again)."""
    cost = sum(player_values) + rerolls * ruleset.reroll_price(race)
    if ruleset.assistant_coaches is not None:
        cost += assistant_coaches * ruleset.assistant_coaches.price
    if ruleset.cheerleaders is not None:
        cost += cheerleaders * ruleset.cheerleaders.price
    if ruleset.apothecary is not None and apothecary:
        cost += ruleset.apothecary.price
    return cost


def validate_redraft(draft: Draft, ruleset: Ruleset, budget: RedraftBudget, *, cost: int | None = None) -> DraftReport:
    """Spike! Journal 22, Re-drafting (the rulebook's re-draft "with a few notable exceptions"): every season-long
    limit holds (players, positions, the 4 without the Lineman keyword, staff, Dedicated Fans 1-5, gained skills
    kept) and the team costs no more than the Re-draft Budget.

    Reading: a re-hired player costs his Current Value (skills and a kept offer included), as the rulebook's
    re-draft re-hires players; ``cost`` is that total worked out by the caller (its Team Value at the re-draft);
    None prices the roster as a fresh draft (hiring fees)."""
    adjusted = replace(ruleset, budget=budget.budget)
    report = validate_draft(draft, adjusted, (*AFTER_DRAFT_CHECKS, check_budget))
    if cost is None:
        return report
    errors = tuple(e for e in report.errors if e.code != "budget_exceeded")
    if cost > budget.budget:
        errors += (
            Violation(
                "budget_exceeded", f"The re-drafted team costs {gp(cost)}; the budget is {gp(budget.budget)}.", "budget"
            ),
        )
    return replace(report, valid=not errors, errors=errors, cost=cost)

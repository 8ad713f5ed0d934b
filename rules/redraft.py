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
from .draft import (
    Draft,
    DraftReport,
    check_big_guys,
    check_budget,
    check_dedicated_fans,
    check_numbers,
    check_player_count,
    check_position_caps,
    check_positions_known,
    check_rerolls,
    check_specialists,
    check_staff,
    check_veteran,
    validate_draft,
)
from .errors import unworded
from .rosters import Race
from .rulesets import Ruleset
from .violations import Violation


class RedraftError(ValueError):
    """The ruleset has no re-draft rules, or a figure is impossible (a negative treasury or win count): its
    ``violation`` says which (worded by the apps, ``core.wording``)."""

    def __init__(self, violation: Violation):
        super().__init__(unworded(violation))
        self.violation = violation


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
        raise RedraftError(Violation("no_redraft_rules", params={"ruleset": ruleset.name}))
    if treasury < 0 or wins < 0:
        raise RedraftError(Violation("redraft_negative", params={"treasury": treasury, "wins": wins}))
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


AGENT_FEE = 20_000
"""2025 rulebook, League Play, Re-draft Team (which Spike! Journal 22 keeps: its "few notable exceptions" are Rest &
Relaxation, Emergency Call-ups and Raise Funds): "you may re-hire any players from your previous Team Draft List by
paying their Current Value in gold pieces, plus an additional fee of 20,000 gold pieces as an agent's fee for each
previous season the player has taken part in. This agent's fee doesn't affect the player's Current Value." """


def agent_fee(ruleset: Ruleset, previous_seasons: int) -> int:
    """2025 rulebook, Re-draft Team: 20,000 per previous season the player took part in (Skweek, one previous
    season: 20,000); none in a ruleset without re-draft rules.

    Reading: a player took part in a season when he was on the team's roster during it (hired before its re-draft
    opened and re-hired at each re-draft since); the rulebook counts seasons, not games played."""
    if ruleset.redraft_base is None:
        return 0
    return AGENT_FEE * max(previous_seasons, 0)


def rehire_price(ruleset: Ruleset, current_value: int, previous_seasons: int) -> int:
    """2025 rulebook, Re-draft Team: "145,000 gold pieces plus 20,000 gold pieces (the agent's fee for one previous
    Season) for a total of 165,000": the Current Value plus the agent's fee."""
    return current_value + agent_fee(ruleset, previous_seasons)


def fans_cost(ruleset: Ruleset, dedicated_fans: int) -> int:
    """Spike! Journal 22, Dedicated Fans: a drafted team "will automatically have a Dedicated Fans Characteristic of
    1" and "may improve the Dedicated Fans Characteristic by 1, at a cost of 20,000 gold pieces per improvement".

    Reading (decided): a re-draft resets Dedicated Fans. The rulebook's Re-draft Team says "create a brand new
    version of your team using the same rules as when you first drafted your team" and lists what carries over
    (Assistant Coaches, Cheerleaders, Apothecaries, Team Re-rolls and re-hired players); Dedicated Fans are not on
    that list, so the re-drafted team starts at 1 and buys improvements at the draft price, up to the draft's 5."""
    return max(dedicated_fans - ruleset.dedicated_fans_start, 0) * ruleset.dedicated_fans_price


def redraft_cost(
    ruleset: Ruleset,
    race: Race,
    player_values: Iterable[int],
    *,
    rerolls: int,
    assistant_coaches: int,
    cheerleaders: int,
    apothecary: bool,
    dedicated_fans: int | None = None,
    new_players: Iterable[str] = (),
) -> int:
    """Spike! Journal 22, Re-drafting, with the 2025 rulebook's Re-draft Team: what the coach spends from the
    Re-draft Budget: every re-hired player at ``rehire_price`` (``player_values`` are those prices, the agent's
    fee included), each player newly hired in the re-draft (``new_players``, positions) at his Hiring Fee, re-rolls
    and staff "at their standard cost" (a 2025 team re-roll 100,000: ``Ruleset.reroll_price``), and Dedicated Fans
    above 1 at the draft price (``fans_cost``; None: not bought again)."""
    cost = sum(player_values) + rerolls * ruleset.reroll_price(race)
    for name in new_players:
        position = race.position(name)
        cost += position.cost if position is not None else 0
    if ruleset.assistant_coaches is not None:
        cost += assistant_coaches * ruleset.assistant_coaches.price
    if ruleset.cheerleaders is not None:
        cost += cheerleaders * ruleset.cheerleaders.price
    if ruleset.apothecary is not None and apothecary:
        cost += ruleset.apothecary.price
    if dedicated_fans is not None:
        cost += fans_cost(ruleset, dedicated_fans)
    return cost


REDRAFT_CHECKS = (
    check_positions_known,
    check_player_count,
    check_specialists,
    check_position_caps,
    check_big_guys,
    check_rerolls,
    check_staff,
    check_dedicated_fans,
    check_numbers,
    check_veteran,
)
"""2025 rulebook, Re-draft Team ("using the same rules as when you first drafted your team"): the draft's limits,
seven to eleven players and one Veteran included, every gained skill kept as it was gained (not checked again)."""


def validate_redraft(draft: Draft, ruleset: Ruleset, budget: RedraftBudget, *, cost: int | None = None) -> DraftReport:
    """Spike! Journal 22, Re-drafting, and the 2025 rulebook's Re-draft Team ("create a brand new version of your
    team using the same rules as when you first drafted your team"): the draft's limits (7-11 players counting the
    ones hired in the re-draft itself, positions, the 4 without the Lineman keyword, staff, Dedicated Fans 1-5, one
    Lineman as the Veteran: ``REDRAFT_CHECKS``) and the team costs no more than the Re-draft Budget.

    Readings: a team left with fewer than seven of its own players hires the rest in the re-draft, within the same
    budget and limits (the rulebook re-drafts a whole new Team Draft List); the re-draft requires a Veteran, as every
    Sevens draft does ("When drafting a Team Draft List ... you must select one player on your roster to be your
    Veteran"): a re-hired Veteran stays one, otherwise the coach names a Lineman. ``cost`` is the total worked out
    by the caller (``redraft_cost``); None prices the roster as a fresh draft (hiring fees)."""
    adjusted = replace(ruleset, budget=budget.budget)
    report = validate_draft(draft, adjusted, (*REDRAFT_CHECKS, check_budget))
    if cost is None:
        return report
    errors = tuple(e for e in report.errors if e.code != "budget_exceeded")
    if cost > budget.budget:
        errors += (
            Violation("budget_exceeded", "budget", {"cost": cost, "budget": budget.budget}, variant="redraft"),
        )
    return replace(report, valid=not errors, errors=errors, cost=cost)

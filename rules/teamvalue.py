"""Team Value and Current Team Value, as the 2020 rulebook defines them, with the Sevens prices."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .rosters import Race
from .rulesets import Ruleset
from .staff import staff_cost

LOW_COST_LINEMEN = "Low Cost Linemen"


@dataclass(frozen=True)
class ValuedPlayer:
    value: int  # Current Value: hiring fee plus value increases
    is_lineman: bool = False
    misses_next_game: bool = False


def staff_value(ruleset: Ruleset, *, assistant_coaches: int, cheerleaders: int, apothecary: bool) -> int:
    """2020 rulebook, Team Value: sideline staff count at the price the ruleset charges for them (rules.staff)."""
    counts = {"assistant_coaches": assistant_coaches, "cheerleaders": cheerleaders, "apothecary": int(bool(apothecary))}
    return staff_cost(ruleset, counts)


def team_value(
    players: Iterable[ValuedPlayer],
    race: Race,
    ruleset: Ruleset,
    *,
    rerolls: int,
    assistant_coaches: int,
    cheerleaders: int,
    apothecary: bool,
) -> int:
    """2020 rulebook, Team Value (Purchasing Team Re-rolls): every player's Current Value plus staff, and team
    re-rolls at the roster price even when they were bought at double (seed 000: a Sevens team pays double);
    Dedicated Fans add nothing.

    Reading (decided) for a 2025 re-roll bought at Spike! Journal 22's flat 100,000: it counts at the rulebook's
    re-roll value, the roster price. The 2025 rulebook, Purchasing Team Re-rolls: a re-roll bought during a league
    "will still count as its usual value when it comes to working out a team's Current Team Value", and the
    journal's 100,000 is a price "rather than the cost given on the Team Roster", not a new value (a Human team's
    re-roll bought for 100,000 adds 50,000).

    Reading (decided) for Elite skills: a gained Elite skill adds nothing more in the Sevens. The 2025 rulebook's
    New Skills adds "an additional 10,000 gold pieces" for an Elite skill to its own Value Increase Table (+20,000
    / +40,000), but Spike! Journal 22, Value Increase, replaces that table for Sevens ("increased ... by the value
    in the table below": +10,000/+20,000 Primary, +20,000/+30,000 Secondary) and names no Elite surcharge
    (``rules.advancement.value_increase``)."""
    return (
        sum(p.value for p in players)
        + rerolls * race.reroll_cost
        + staff_value(ruleset, assistant_coaches=assistant_coaches, cheerleaders=cheerleaders, apothecary=apothecary)
    )


def current_team_value(
    players: Iterable[ValuedPlayer],
    race: Race,
    ruleset: Ruleset,
    *,
    rerolls: int,
    assistant_coaches: int,
    cheerleaders: int,
    apothecary: bool,
) -> int:
    """2020 rulebook, Current Team Value: Team Value less players who miss the next game, and less Linemen for
    teams with the Low Cost Linemen special rule (Ogre, Snotling).

    Referee's reading where the reference marks Low Cost Linemen open (TV or CTV): the Linemen are left out of
    the CTV only (the value that sets inducements, which is what the rule protects), and Team Value still counts
    them (the record of what the team is worth)."""
    low_cost = race.has_rule(LOW_COST_LINEMEN)
    counted = [p for p in players if not p.misses_next_game and not (low_cost and p.is_lineman)]
    return team_value(
        counted,
        race,
        ruleset,
        rerolls=rerolls,
        assistant_coaches=assistant_coaches,
        cheerleaders=cheerleaders,
        apothecary=apothecary,
    )

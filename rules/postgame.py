"""The Sevens post-game sequence's money and fans, from the 2020 rulebook these Sevens rules were written for.

Seed 000 says Sevens games follow the normal post-game sequence with its own Advancement and Draft steps
(see ``rules.advancement``). The 2020 rulebook's rules used here are written down on each function.
"""

from __future__ import annotations

from dataclasses import dataclass

from .dice import Dice

WINNINGS_UNIT = 10_000
MIN_DEDICATED_FANS = 1


def fan_factor(dedicated_fans: int, dice: Dice, *, subject: str = "") -> int:
    """2020 rulebook, pre-game The Fans: a team's Fan Factor is a D3 plus its Dedicated Fans."""
    return dice.d3(why="Fan Factor (D3 + Dedicated Fans)", subject=subject) + dedicated_fans


def winnings(
    *, fan_attendance: int, touchdowns: int, conceded: bool, opponent_conceded: bool, opponent_winnings: int = 0
) -> int:
    """2020 rulebook, post-game step 1 (Winnings): (half the Fan Attendance, rounded up, plus touchdowns scored)
    x 10,000; a team that concedes earns nothing, and its winnings go to its opponent.

    Fan Attendance is the sum of both teams' Fan Factors.
    """
    if conceded:
        return 0
    own = ((fan_attendance + 1) // 2 + touchdowns) * WINNINGS_UNIT
    return own + (opponent_winnings if opponent_conceded else 0)


@dataclass(frozen=True)
class FansChange:
    before: int
    after: int
    roll: int | None


def update_dedicated_fans(*, dedicated_fans: int, outcome: str, dice: Dice, subject: str = "") -> FansChange:
    """2020 rulebook, post-game step 2 (Update Dedicated Fans): the winner rolls a D6 and gains 1 if the roll is
    equal to or higher than its Dedicated Fans; the loser rolls a D6 and loses 1 if the roll is lower; a draw
    changes nothing. Seed 000, Dedicated Fans: never below 1."""
    if outcome == "draw":
        return FansChange(dedicated_fans, dedicated_fans, None)
    roll = dice.d6(why=f"Dedicated Fans ({'win' if outcome == 'win' else 'loss'})", subject=subject)
    after = dedicated_fans
    if outcome == "win" and roll >= dedicated_fans:
        after = dedicated_fans + 1
    elif outcome == "loss" and roll < dedicated_fans:
        after = max(dedicated_fans - 1, MIN_DEDICATED_FANS)
    dice.annotate_last(f"{dedicated_fans} → {after}")
    return FansChange(dedicated_fans, after, roll)


def outcome_for(*, own_td: int, other_td: int, conceded: bool, opponent_conceded: bool) -> str:
    """Who won: a concession loses the game whatever the score (2020 rulebook, Conceding)."""
    if conceded:
        return "loss"
    if opponent_conceded:
        return "win"
    if own_td > other_td:
        return "win"
    if own_td < other_td:
        return "loss"
    return "draw"

"""The Sevens post-game sequence's money and fans, from the 2020 rulebook these Sevens rules were written for.

Seed 000 says Sevens games follow the normal post-game sequence with its own Advancement and Draft steps
(see ``rules.advancement``). The 2020 rulebook's rules used here are written down on each function.
"""

from __future__ import annotations

from dataclasses import dataclass

from .choices import LabelledIntEnum, LabelledStrEnum
from .dice import Dice
from .rosters import Race
from .violations import Violation


class PostGameStep(LabelledIntEnum):
    """Seed 000 (Sevens follow the normal post-game sequence, with their own Player Advancement and the Draft)
    and the 2020 rulebook's post-game sequence (1 outcome and winnings, 2 Dedicated Fans, 3 advancement,
    4 hiring and firing, 6 prepare for the next fixture), run as five steps per team. The values are stored."""

    WINNINGS_FANS_DRAFT = 1, "Winnings, Dedicated Fans and the Draft"
    ADVANCEMENT = 2, "Player Advancement"
    MISSED_GAMES = 3, "Seriously Hurt players miss the next game"
    JOURNEYMEN = 4, "Journeymen"
    TEAM_VALUE = 5, "Team Value"


WINNINGS_UNIT = 10_000

MIN_DEDICATED_FANS = 1
"""Seed 000, Dedicated Fans (2020 rulebook, Dedicated Fans): a team never has fewer than one."""


def dedicated_fans_refusal(value: int) -> Violation | None:
    """Seed 000, Dedicated Fans: a correction may not take a team below the floor of one (there is no maximum
    after the draft; the draft's is ``Ruleset.dedicated_fans_max``)."""
    if value < MIN_DEDICATED_FANS:
        return Violation(
            "dedicated_fans_floor", f"Dedicated Fans never fall below {MIN_DEDICATED_FANS}.", "dedicated_fans"
        )
    return None


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


def journeyman_fee(race: Race, position: str, value: int) -> int:
    """Seed 000, Journeymen, with the 2020 rulebook's post-game step 4 (Journeymen hired permanently): the fee is
    the position's hiring cost (the player's value when the roster no longer has the position). The rulebook's
    FAQ prices at Current Value; this project charges the hiring cost, as it always has."""
    found = race.position(position)
    return found.cost if found is not None else value


def can_keep_journeyman(*, fee: int, treasury: int) -> bool:
    """2020 rulebook, post-game step 4: a Journeyman the coach keeps is hired only if the treasury pays the fee;
    otherwise the Journeyman leaves."""
    return treasury >= fee


class Concession(LabelledStrEnum):
    """How a game was conceded (2020 rulebook, Conceding and Set-up; seed 000, Set-up): not at all, without
    penalty by a team reduced to three players or fewer before setting up, or with the rulebook's penalties."""

    NONE = "", "No concession"
    WITHOUT_PENALTY = "without_penalty", "Conceded without penalty (three players or fewer before set-up)"
    CONCEDED = "conceded", "Conceded"

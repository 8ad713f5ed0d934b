"""A rostered player's shirt number and status, as the team sheet and the post-game sequence use them."""

from __future__ import annotations

from collections.abc import Iterable

from .choices import LabelledStrEnum

FIRST_SHIRT_NUMBER = 1
LAST_SHIRT_NUMBER = 99
SHIRT_NUMBERS = range(FIRST_SHIRT_NUMBER, LAST_SHIRT_NUMBER + 1)
"""The 2020 rulebook's team roster numbers each player; neither seed caps the numbers, so this project prints
1 to 99 (two digits on the team sheet), one number per player on the active roster (seed 000 rosters of 7-11)."""


def is_shirt_number(number: object) -> bool:
    """Whether ``number`` is a number a player may wear (a whole number 1 to 99)."""
    return isinstance(number, int) and not isinstance(number, bool) and number in SHIRT_NUMBERS


def next_free_number(taken: Iterable[int]) -> int:
    """The lowest shirt number 1-99 nobody on the roster wears; ``ValueError`` when all 99 are taken."""
    used = set(taken)
    for number in SHIRT_NUMBERS:
        if number not in used:
            return number
    raise ValueError("Every shirt number from 1 to 99 is taken.")


class PlayerStatus(LabelledStrEnum):
    """Where a player stands: seed 000 (Dead players leave in post-game step 1; the Draft poaches players; a
    Seriously Hurt player misses the next game) and the 2020 rulebook (Hiring and Firing). Values are stored."""

    AVAILABLE = "available", "Available"
    MISSES_NEXT_GAME = "mng", "Misses next game"
    DEAD = "dead", "Dead"
    DRAFTED = "drafted", "Left for the Draft"
    FIRED = "fired", "Fired"


ACTIVE_STATUSES = (PlayerStatus.AVAILABLE.value, PlayerStatus.MISSES_NEXT_GAME.value)
"""The statuses of players still on the roster (they count for the caps, Team Value and shirt numbers)."""


def may_play(status: str) -> bool:
    """Who may take the field in a team's next game: a player on the roster who is not set to miss it. Seed 000,
    Blood Bowl Sevens Injury Table, 11 Seriously Hurt: "in League Play must miss their next game as well" (Spike!
    Journal 22's table has the same words); the dead, drafted and fired are off the roster."""
    return status == PlayerStatus.AVAILABLE


def status_at_season_end(status: str) -> str:
    """The season's end: a player Seriously Hurt in the season's last game (still set to miss his next game; one
    who missed the last game was already back after it) does not miss the next season's first game. 2025 rulebook,
    Rest & Relaxation: "Any players that were missing their next game will recover before the start of the next
    Season" (Spike! Journal 22, Rest & Relaxation: "any players that were set to miss their next game will
    automatically recover"), read for the 2020 rulesets too. Every other status carries over as it stands."""
    if status == PlayerStatus.MISSES_NEXT_GAME:
        return PlayerStatus.AVAILABLE.value
    return str(status)

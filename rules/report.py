"""What a match report may record: the lasting injuries, the apothecary's patch-up, and a sanity bound on the
touchdowns and casualties written down for one game."""

from __future__ import annotations

from collections.abc import Iterable

from .choices import LabelledStrEnum
from .tables import InjuryOutcome
from .violations import Violation

MAX_RECORDED_PER_GAME = 20
"""A sanity bound, not a rule: no team or player is recorded with more than 20 touchdowns or casualties in one
game (no rule caps them; a larger number is a typing slip). Used for a result and for each player line."""


class ReportedInjury(LabelledStrEnum):
    """Seed 000, Blood Bowl Sevens Injury Table: the lasting results a report records on a player (Stunned and
    Knocked-out leave no mark, so ``NONE``); the values are ``tables.InjuryOutcome``'s."""

    NONE = "", "None"
    BADLY_HURT = InjuryOutcome.BADLY_HURT.value, "Badly Hurt"
    SERIOUSLY_HURT = InjuryOutcome.SERIOUSLY_HURT.value, "Seriously Hurt"
    DEAD = InjuryOutcome.DEAD.value, "Dead"


APOTHECARY_PATCH_UPS_PER_GAME = 1
"""Seed 000, 0-1 Apothecary and Apothecaries, with the 2020 rulebook (Apothecaries: used once per game)."""


RECORDED_COUNTS = ("touchdowns", "casualties", "completions", "interceptions", "fouls")
"""The counts a report writes, each a ``recorded_count`` variant."""


def recorded_count_refusal(value: object, *, what: str, field: str, player: str) -> Violation | None:
    """A count a report writes (``what``, one of ``RECORDED_COUNTS``) is a whole number from 0 to the sanity bound;
    ``player`` names the line (``#7``)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_RECORDED_PER_GAME:
        return Violation("recorded_count", field, {"player": player, "most": MAX_RECORDED_PER_GAME}, variant=what)
    return None


def apothecary_roll_refusal(*, injury: str, roll: int | None, player: str) -> Violation | None:
    """Seed 000, Apothecaries (Patching-up casualties): a patch-up is a D6 rolled for a Badly Hurt, Seriously Hurt
    or Dead player. ``player`` names the line in the message (``#7``)."""
    if roll is None:
        return None
    if not injury:
        return Violation("patch_up_no_casualty", "apothecary", {"player": player})
    if not 1 <= roll <= 6:
        return Violation("patch_up_roll", "apothecary", {"player": player})
    return None


def patch_ups_allowed(*, has_apothecary: bool, wandering: int = 0) -> int:
    """Seed 000, Apothecaries, with the 2020 rulebook (Wandering Apothecaries; Apothecaries: once per game): the
    team's own apothecary is one patch-up a game, and each Wandering Apothecary induced for the game is one more
    (a team that did not hire its own may induce them)."""
    own = APOTHECARY_PATCH_UPS_PER_GAME if has_apothecary else 0
    return own + max(wandering, 0) * APOTHECARY_PATCH_UPS_PER_GAME


def patch_ups(rolls: Iterable[int | None]) -> int:
    """How many patch-ups a team's report lines record (a line with an apothecary roll is one)."""
    return sum(1 for roll in rolls if roll is not None)


def patch_up_refusal(*, patch_ups: int, has_apothecary: bool, team: str, wandering: int = 0) -> Violation | None:
    """Seed 000, Apothecaries (with the 2020 rulebook: once per game, and Wandering Apothecaries): patch-ups need an
    apothecary (the team's own, or Wandering Apothecaries induced for the game), each patching up one player."""
    allowed = patch_ups_allowed(has_apothecary=has_apothecary, wandering=wandering)
    if patch_ups and not allowed:
        return Violation("patch_up_no_apothecary", "apothecary", {"team": team})
    if patch_ups > allowed:
        variant = "one" if allowed == APOTHECARY_PATCH_UPS_PER_GAME else ""
        return Violation(
            "patch_up_limit", "apothecary", {"team": team, "most": allowed, "count": patch_ups}, variant=variant
        )
    return None


def missed_game_refusal(*, misses_this_game: bool, played: bool, player: str, field: str) -> Violation | None:
    """Seed 000, Blood Bowl Sevens Injury Table, 11 Seriously Hurt: "in League Play must miss their next game as
    well" (Spike! Journal 22's table has the same words): a player who must miss this game cannot be reported as
    playing it, so he scores nothing and cannot advance from it. ``field`` is the player's line."""
    if misses_this_game and played:
        return Violation("misses_this_game", field, {"player": player})
    return None

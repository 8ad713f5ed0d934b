"""Every refusal a live game gives, worded once: ``rules.live``'s codes (``rules.liveclock.Refusal``) and this
app's own (the game closed, a side the user does not tap for, a game not yet open)."""

from __future__ import annotations

from rules.live import TapKind
from rules.liveclock import Refusal
from rules.tables import InjuryOutcome
from rules.tables import table as table_of

GAME_CLOSED = "game_closed"
NOT_YOUR_SIDE = "not_your_side"
NO_SUCH_TABLE = "no_such_table"

MESSAGES: dict[str, str] = {
    Refusal.UNKNOWN_SIDE: "That tap names no side of this game.",
    Refusal.UNKNOWN_KIND: "That is not something a coach can tap.",
    Refusal.BAD_TAP: "That tap is incomplete or has fields its action does not take.",
    Refusal.NOT_YOUR_PLAYER: "That player is not on your team for this game.",
    Refusal.NOT_THEIR_PLAYER: "The victim must be a player of the other team.",
    Refusal.GAME_OVER: "The game has ended: put any mistake right in the player report.",
    Refusal.NOTHING_TO_UNDO: "You have no tap to undo.",
    Refusal.NOT_LAST_TAP: "Only your own last tap can be undone, and it has changed: look again.",
    Refusal.UNDO_BLOCKED: "Undoing that tap would cancel one the other coach tapped after it.",
    Refusal.TURN_OVER: "Your team has played all its turns this half.",
    Refusal.NO_TIME_OUT: "This ruleset's kick-off table has no Time-out.",
    Refusal.NO_GAME_LENGTH: "Only Dungeon Sevens rolls the game length.",
    Refusal.GAME_LENGTH_ROLLED: "The game length is already rolled.",
    Refusal.BAD_GAME_LENGTH: "The game length is two D6: 2 to 12.",
    Refusal.BAD_OUTCOME: "That is not a result of the Injury table.",
    Refusal.BAD_ROLL: "An injury roll is 2D6: 2 to 12.",
    Refusal.RECORDED_COUNT: "No player or team records more than 20 of those in a game.",
    GAME_CLOSED: "This live game is closed: each coach now checks his player report.",
    NOT_YOUR_SIDE: "You tap only for your own team.",
    NO_SUCH_TABLE: "This ruleset has no such table to roll at the table side.",
    Refusal.ROLL_STANDS: "A roll is made once and stands: put a mistake right in the player report.",
}


def message(code: str) -> str:
    return MESSAGES.get(code, "That tap was refused.")


OUTCOMES: dict[str, str] = {
    InjuryOutcome.STUNNED: "Stunned",
    InjuryOutcome.KO: "Knocked-out",
    InjuryOutcome.BADLY_HURT: "Badly Hurt",
    InjuryOutcome.SERIOUSLY_HURT: "Seriously Hurt",
    InjuryOutcome.DEAD: "Dead",
}
"""The Injury table's results (seed 000, ``rules.tables.InjuryOutcome``) as the tap pad names them."""


def describe(tap, names: dict[int, str]) -> str:
    """One line of the taps list: what was tapped, for whom ("Touchdown: #3 Gor"); the page names the team."""
    kind = TapKind(tap.kind)
    if tap.table:
        return _rolled(tap, names)
    if kind in (TapKind.TURN_ENDED, TapKind.TIME_OUT, TapKind.HALF_ENDED, TapKind.UNDO):
        return kind.label
    if kind is TapKind.GAME_LENGTH:
        return f"{kind.label}: {tap.value}"
    text = f"{kind.label}: {names.get(tap.player_id, 'a player')}"
    if kind is TapKind.CASUALTY and tap.victim_id:
        text += f" on {names.get(tap.victim_id, 'a player')}"
    if kind is TapKind.INJURY:
        text += f", {OUTCOMES.get(tap.outcome, 'result not said')}"
        if tap.value is not None:
            text += f" (roll {tap.value})"
    return text


def _rolled(tap, names: dict[int, str]) -> str:
    """A roll the table side made: "Injury for #3 Gor: 11 (5+6), Seriously Hurt", "Kick-off table: 7 (3+4), Quick
    Snap"."""
    table = table_of(tap.table)
    faces = "+".join(str(face) for face in tap.dice) if len(tap.dice) > 1 else ""
    total = f"{tap.value} ({faces})" if faces else str(tap.value)
    entry = table.lookup(tap.value).name
    if tap.player_id:
        return f"Injury for {names.get(tap.player_id, 'a player')}: {total}, {entry}"
    return f"{table.title}: {total}, {entry}"

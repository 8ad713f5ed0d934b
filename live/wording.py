"""Every word a live game shows, worded once and translated: the refusals (``rules.live``'s codes,
``rules.liveclock.Refusal``, and this app's own: the game closed, a side the user does not tap for, a table the
ruleset lacks), what a coach taps (``rules.live.TapKind``), the Injury table's results and the taps list's lines.
The rules core gives codes and values only."""

from __future__ import annotations

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rules.live import TapKind
from rules.liveclock import AWAY, HOME, Refusal
from rules.tables import InjuryOutcome
from rules.tables import table as table_of

GAME_CLOSED = "game_closed"
NOT_YOUR_SIDE = "not_your_side"
NO_SUCH_TABLE = "no_such_table"

MESSAGES = {
    Refusal.UNKNOWN_SIDE: _("That tap names no side of this game."),
    Refusal.UNKNOWN_KIND: _("That is not something a coach can tap."),
    Refusal.BAD_TAP: _("That tap is incomplete or has fields its action does not take."),
    Refusal.NOT_YOUR_PLAYER: _("That player is not on your team for this game."),
    Refusal.NOT_THEIR_PLAYER: _("The victim must be a player of the other team."),
    Refusal.GAME_OVER: _("The game has ended: put any mistake right in the player report."),
    Refusal.NOTHING_TO_UNDO: _("You have no tap to undo."),
    Refusal.NOT_LAST_TAP: _("Only your own last tap can be undone, and it has changed: look again."),
    Refusal.UNDO_BLOCKED: _("Undoing that tap would cancel one the other coach tapped after it."),
    Refusal.TURN_OVER: _("Your team has played all its turns this half."),
    Refusal.NO_TIME_OUT: _("This ruleset's kick-off table has no Time-out."),
    Refusal.NO_GAME_LENGTH: _("Only Dungeon Sevens rolls the game length."),
    Refusal.GAME_LENGTH_ROLLED: _("The game length is already rolled."),
    Refusal.BAD_GAME_LENGTH: _("The game length is two D6: 2 to 12."),
    Refusal.BAD_OUTCOME: _("That is not a result of the Injury table."),
    Refusal.BAD_ROLL: _("An injury roll is 2D6: 2 to 12."),
    Refusal.RECORDED_COUNT: _("No player or team records more than 20 of those in a game."),
    Refusal.NO_STALLING: _("Only the 2025 edition deems a player to be Stalling."),
    Refusal.ROLL_STANDS: _("A roll is made once and stands: put a mistake right in the player report."),
    GAME_CLOSED: _("This live game is closed: each coach now checks his player report."),
    NOT_YOUR_SIDE: _("You tap only for your own team."),
    NO_SUCH_TABLE: _("This ruleset has no such table to roll at the table side."),
}


def message(code: str) -> str:
    return str(MESSAGES.get(code, _("That tap was refused.")))


KINDS = {
    TapKind.TOUCHDOWN: _("Touchdown"),
    TapKind.CASUALTY: _("Casualty caused"),
    TapKind.COMPLETION: _("Completion"),
    TapKind.INTERCEPTION: _("Interception"),
    TapKind.FOUL: _("Foul"),
    TapKind.SENT_OFF: _("Sent off"),
    TapKind.STALLING: _("Deemed stalling"),
    TapKind.INJURY: _("Injury suffered"),
    TapKind.TURN_ENDED: _("Turn ended"),
    TapKind.HALF_ENDED: _("Half ended"),
    TapKind.TIME_OUT: _("Time-out"),
    TapKind.GAME_LENGTH: _("Game length rolled"),
    TapKind.ROLL: _("Table roll"),
    TapKind.BALL: _("Has the ball"),
    TapKind.BALL_LOOSE: _("Ball loose"),
    TapKind.UNDO: _("Undo"),
}
"""What a coach taps, as the taps list names it."""

TABLE_BUTTONS = {
    "weather": _("Weather"),
    "kick_off": _("Kick-off"),
    "prayers": _("Prayers to Nuffle"),
}
"""The table side's buttons on the pad, by the ruleset's table key, in the order a game meets them (the tables
``services.ROLLED_AT_THE_TABLE`` rolls): short, for a phone; the roll itself names the table in full."""

OUTCOMES = {
    InjuryOutcome.STUNNED: _("Stunned"),
    InjuryOutcome.KO: _("Knocked-out"),
    InjuryOutcome.BADLY_HURT: _("Badly Hurt"),
    InjuryOutcome.SERIOUSLY_HURT: _("Seriously Hurt"),
    InjuryOutcome.DEAD: _("Dead"),
}
"""The Injury table's results (seed 000, ``rules.tables.InjuryOutcome``) as the tap pad names them."""


def _named(tap, names: dict, by_number: bool, victim: bool = False) -> str:
    """The player a stored tap names (or its victim): a league player by his id, an event player (``by_number``)
    by his side and shirt number."""
    if by_number:
        side = (AWAY if tap.side == HOME else HOME) if victim else tap.side
        key = (side, tap.victim_number if victim else tap.number)
    else:
        key = tap.victim_id if victim else tap.player_id
    return names.get(key) or gettext("a player")


def describe(tap, names: dict, *, by_number: bool = False) -> str:
    """One line of the taps list: what was tapped, for whom ("Touchdown: #3 Gor"); the page names the team.
    ``names``: by player id, or in an event game (``by_number``) by side and shirt number."""
    kind = TapKind(tap.kind)
    if tap.table:
        return _rolled(tap, names, by_number)
    if kind in (TapKind.TURN_ENDED, TapKind.TIME_OUT, TapKind.HALF_ENDED, TapKind.BALL_LOOSE, TapKind.UNDO):
        return str(KINDS[kind])
    if kind is TapKind.GAME_LENGTH:
        return gettext("%(kind)s: %(value)s") % {"kind": KINDS[kind], "value": tap.value}
    player = _named(tap, names, by_number)
    if kind is TapKind.CASUALTY and (tap.victim_number if by_number else tap.victim_id):
        victim = _named(tap, names, by_number, victim=True)
        return gettext("%(kind)s: %(player)s on %(victim)s") % {"kind": KINDS[kind], "player": player, "victim": victim}
    if kind is TapKind.INJURY:
        outcome = OUTCOMES.get(tap.outcome) or gettext("result not said")
        if tap.value is not None:
            return gettext("%(kind)s: %(player)s, %(outcome)s (roll %(roll)s)") % {
                "kind": KINDS[kind],
                "player": player,
                "outcome": outcome,
                "roll": tap.value,
            }
        return gettext("%(kind)s: %(player)s, %(outcome)s") % {
            "kind": KINDS[kind],
            "player": player,
            "outcome": outcome,
        }
    return gettext("%(kind)s: %(player)s") % {"kind": KINDS[kind], "player": player}


def _rolled(tap, names: dict, by_number: bool = False) -> str:
    """A roll the table side made: "Injury for #3 Gor: 11 (5+6), Seriously Hurt", "Blood Bowl Sevens Kick-off table:
    7 (3+4), Quick Snap". Table titles and entry names are rule terms (``core.terms``)."""
    table = table_of(tap.table)
    faces = "+".join(str(face) for face in tap.dice) if len(tap.dice) > 1 else ""
    total = f"{tap.value} ({faces})" if faces else str(tap.value)
    entry = gettext(table.lookup(tap.value).name)
    if tap.number if by_number else tap.player_id:
        return gettext("Injury for %(player)s: %(total)s, %(entry)s") % {
            "player": _named(tap, names, by_number),
            "total": total,
            "entry": entry,
        }
    return gettext("%(table)s: %(total)s, %(entry)s") % {"table": gettext(table.title), "total": total, "entry": entry}

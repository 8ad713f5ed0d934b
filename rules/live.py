"""A live game, folded from the taps the two phones send, in the server's order: both phones fold the same list
and so show the same game. ``fold(taps, clock, rosters)`` gives a ``LiveState``; ``rules.livereport.report_lines``
gives the figures both player reports take from it. The turn structure is ``rules.liveclock``'s
(``clock_for(ruleset, edition)``).

Sources: the 2020 rulebook's actions that earn Star Player Points (reference ``bb2020-rulebook.md`` section 3, step 3:
Completion 1, Interception 2, Casualty 2 (Block only), Touchdown 3), which are what a report and the records count
even though Sevens players earn no SPP (seed 000, Player Advancement; Spike! Journal 22, Player Advancement); the
2020 rulebook's Foul action (a foul spotted by the referee sends the fouler off; Spike! Journal 22, Amateur Referees:
Argue the Call may keep him on); the injury tables of seed 000 and Spike! Journal 22 (``tables.InjuryOutcome``).

Readings (each repeated where it is applied):

* A tap's id is its identity: a second tap with an id already folded is a retry and is ignored, whatever it holds
  (it never counts twice, and a refused tap retried stays refused).
* Each coach taps for his own players: the player of a tap is on the tapping side's roster, a casualty's victim on
  the other's; an injury is tapped by the injured player's coach, for his own player.
* Undo cancels the tapping side's own last tap still standing, never the other side's; an undo is never itself
  undone (tap again instead). An undo that would make a later tap of the other side no longer stand is refused.
* After the game has ended nothing is folded, an undo included: a mistake then is put right in the player reports,
  which each coach checks before submitting.
* A roll the table side made (a tap with ``table``: kick-off, weather, Prayers to Nuffle, or an injury rolled for
  a player) is made once with the match's dice and is never undone: a roll for the wrong player is put right in
  the player report, which each coach checks before submitting, while the roll itself stays for both to see.
* A sent-off player's foul still counts as a foul; the fold does not ask whether a player is still on the pitch
  (coaches tap in the order they remember; the report check sees the rest).
* The ball's carrier is shown, not ruled (``_Game._carry``, with its sources): a coach taps "has the ball" for his
  own player (or "ball loose"); a touchdown or a half's end ends the drive, the carrier's completion passes the ball
  on (the catcher is tapped next), an interception gives it to the intercepting player, the carrier injured (any
  result, Stunned included), a casualty or sent off drops it. Nothing else reads it: the reports never do.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, replace

from .choices import LabelledStrEnum
from .liveclock import AWAY, HOME, SIDES, GameClock, Refusal, Turns
from .report import MAX_RECORDED_PER_GAME
from .tables import InjuryOutcome


class TapKind(LabelledStrEnum):
    """What a coach taps. The player actions are the 2020 rulebook's SPP-earning ones (reference section 3, step 3:
    touchdown, casualty by a Block, completion, interception) and the Foul action with its sending-off; the injury is
    the Sevens Injury table's result (seed 000; Spike! Journal 22, Injuries); the rest run the clock
    (``rules.liveclock``)."""

    TOUCHDOWN = "touchdown", "Touchdown"
    CASUALTY = "casualty", "Casualty caused"
    COMPLETION = "completion", "Completion"
    INTERCEPTION = "interception", "Interception"
    FOUL = "foul", "Foul"
    SENT_OFF = "sent_off", "Sent off"
    STALLING = "stalling", "Deemed stalling"
    INJURY = "injury", "Injury suffered"
    TURN_ENDED = "turn_ended", "Turn ended"
    HALF_ENDED = "half_ended", "Half ended"
    TIME_OUT = "time_out", "Time-out"
    GAME_LENGTH = "game_length", "Game length rolled"
    ROLL = "roll", "Table roll"
    BALL = "ball", "Has the ball"
    BALL_LOOSE = "ball_loose", "Ball loose"
    UNDO = "undo", "Undo"


COUNTED: Mapping[TapKind, str] = {
    TapKind.TOUCHDOWN: "touchdowns",
    TapKind.CASUALTY: "casualties",
    TapKind.COMPLETION: "completions",
    TapKind.INTERCEPTION: "interceptions",
    TapKind.FOUL: "fouls",
    TapKind.SENT_OFF: "sent_off",
    TapKind.STALLING: "stalling",
}
"""The kinds that add one to a player's tally, and the tally's field."""

BOUNDED = frozenset({"touchdowns", "casualties"})
"""rules.report, MAX_RECORDED_PER_GAME: a sanity bound on the touchdowns and casualties of a player and of a team."""

_TAKES: Mapping[TapKind, frozenset[str]] = {
    **{kind: frozenset({"player"}) for kind in COUNTED},
    TapKind.CASUALTY: frozenset({"player", "victim"}),
    TapKind.INJURY: frozenset({"player", "value", "outcome", "table", "dice"}),
    TapKind.TURN_ENDED: frozenset(),
    TapKind.HALF_ENDED: frozenset(),
    TapKind.TIME_OUT: frozenset(),
    TapKind.GAME_LENGTH: frozenset({"value", "dice"}),
    TapKind.ROLL: frozenset({"table", "value", "outcome", "dice"}),
    TapKind.BALL: frozenset({"player"}),
    TapKind.BALL_LOOSE: frozenset(),
    TapKind.UNDO: frozenset({"undoes"}),
}
_OPTIONAL = ("player", "victim", "value", "undoes", "outcome", "dice", "table")
_OUTCOMES = frozenset({"", *(outcome.value for outcome in InjuryOutcome)})
INJURY_ROLL = (2, 12)
"""Seed 000 and Spike! Journal 22, the Sevens (Stunty) Injury tables: 2D6."""


@dataclass(frozen=True)
class Tap:
    """One tap from a phone. ``value``: an injury's 2D6 roll, or the Dungeon Sevens game length (2-12, with the two
    D6 in ``dice``); ``outcome``: an injury's ``tables.InjuryOutcome`` value ("" when not known); ``undoes``: the tap
    an undo means (the phone's last tap as it shows it; None: whatever is the side's last). A time_out is tapped by
    the kicking team's coach, who rolls the kick-off; turn_ended by the team whose turn ended. ``table``: the key of
    the table the server rolled on for this tap (a ``roll``, or an injury rolled at the table side; never a phone's):
    ``value`` is then the total, ``dice`` the faces and ``outcome`` the entry's key."""

    id: str
    side: str
    kind: str
    player: int | None = None
    victim: int | None = None
    value: int | None = None
    undoes: str | None = None
    outcome: str = ""
    dice: tuple[int, ...] = ()
    table: str = ""

    @property
    def rolled(self) -> bool:
        """Made by the table side's dice: such a tap is never undone."""
        return bool(self.table)


@dataclass(frozen=True)
class SufferedInjury:
    outcome: str  # a tables.InjuryOutcome value, "" when the coach did not say
    roll: int | None = None


@dataclass(frozen=True)
class PlayerTally:
    side: str
    player: int
    touchdowns: int = 0
    casualties: int = 0
    completions: int = 0
    interceptions: int = 0
    fouls: int = 0
    sent_off: int = 0
    stalling: int = 0
    injuries: tuple[SufferedInjury, ...] = ()


@dataclass(frozen=True)
class PerSide:
    home: int = 0
    away: int = 0

    def of(self, side: str) -> int:
        return self.home if side == HOME else self.away


@dataclass(frozen=True)
class RefusedTap:
    tap: str
    code: Refusal


@dataclass(frozen=True)
class LiveState:
    """The game as the taps so far make it: ``tallies`` by side (home first) and player, only players with a tap
    standing; ``standing`` the taps that count, in server order; ``undone`` the ids an undo cancelled;
    ``refused`` the taps refused, each with its code, in the order they were refused; ``ball`` the ball's carrier
    as (side, player), None while nobody is tapped as having it."""

    clock: GameClock
    turns: Turns
    tallies: tuple[PlayerTally, ...]
    standing: tuple[Tap, ...]
    undone: tuple[str, ...]
    refused: tuple[RefusedTap, ...]
    ball: tuple[str, int] | None = None

    @property
    def score(self) -> PerSide:
        """A team's score is its players' touchdowns (seed 000, Dugouts: the Score tracker)."""
        return per_side(self.tallies, "touchdowns")

    @property
    def half(self) -> int:
        return self.turns.half

    @property
    def ended(self) -> bool:
        return self.turns.ended

    def marker(self, side: str) -> int:
        return self.turns.marker(side)

    def tally(self, side: str, player: int) -> PlayerTally:
        found = (t for t in self.tallies if t.side == side and t.player == player)
        return next(found, PlayerTally(side, player))

    def last_tap(self, side: str) -> Tap | None:
        """The tap the side's undo would cancel (its own last one standing), for the phone to show."""
        return next((tap for tap in reversed(self.standing) if tap.side == side), None)


class _Game:
    """The fold's working state; a tap is checked in full before anything changes."""

    def __init__(self, clock: GameClock, rosters: Mapping[str, frozenset]) -> None:
        self.clock, self.rosters = clock, rosters
        self.turns = clock.start()
        self.tallies: dict[tuple[str, int], PlayerTally] = {}
        self.ball: tuple[str, int] | None = None

    def apply(self, tap: Tap) -> Refusal | None:
        half = self.turns.half
        refused = self._apply(tap)
        if refused is None:
            self._carry(tap, half_over=self.turns.half != half or self.turns.ended)
        return refused

    def _carry(self, tap: Tap, *, half_over: bool) -> None:
        """Where the ball goes after a standing tap. Seed 000 (Setting up and playing a game: "following all of the
        regular game rules") sends to the 2020 rulebook's game rules, which the compiled reference
        (``bb2020-rulebook.md``) does not transcribe: a touchdown, scored by the player holding the ball (seed 001,
        Doorways: "scores a TD if the player has the ball"), ends the drive, and so does the end of a half; a
        successful interception means the intercepting player has caught the ball; a player holding the ball who
        is Knocked Down or Placed Prone drops it (it bounces). Readings: an injury tapped for the carrier means he
        was Knocked Down (so Stunned drops the ball too), and so does a casualty he suffered; a player sent off
        leaves the pitch with nothing; the carrier's completion passes the ball to a catcher tapped next."""
        kind = TapKind(tap.kind)
        own = (tap.side, tap.player)
        if kind in (TapKind.BALL, TapKind.INTERCEPTION):
            self.ball = own
            return
        drive_over = kind in (TapKind.BALL_LOOSE, TapKind.TOUCHDOWN) or half_over
        carrier_lost = kind in (TapKind.COMPLETION, TapKind.INJURY, TapKind.SENT_OFF) and self.ball == own
        knocked_down = kind is TapKind.CASUALTY and self.ball == (_other(tap.side), tap.victim)
        if drive_over or carrier_lost or knocked_down:
            self.ball = None

    def _apply(self, tap: Tap) -> Refusal | None:
        kind = TapKind(tap.kind)
        if tap.player is not None and tap.player not in self.rosters[tap.side]:
            return Refusal.NOT_YOUR_PLAYER
        if tap.victim is not None and tap.victim not in self.rosters[_other(tap.side)]:
            return Refusal.NOT_THEIR_PLAYER
        if kind in (TapKind.BALL, TapKind.BALL_LOOSE):
            return None
        if kind in COUNTED:
            return self._count(tap, COUNTED[kind])
        if kind is TapKind.INJURY:
            return self._injure(tap)
        if kind is TapKind.TURN_ENDED:
            return self._move(self.clock.turn_ended(self.turns, tap.side))
        if kind is TapKind.HALF_ENDED:
            return self._move(self.clock.half_ended(self.turns))
        if kind is TapKind.TIME_OUT:
            return self._move(self.clock.time_out(self.turns, tap.side))
        if kind is TapKind.ROLL:
            return None  # a table's roll is shown with the taps; what it makes happen is tapped as it happens
        return self._move(self.clock.game_length(self.turns, tap.value, tuple(tap.dice)))

    def _count(self, tap: Tap, field: str) -> Refusal | None:
        """rules.report, MAX_RECORDED_PER_GAME: no player or team above 20 touchdowns or casualties in a game."""
        key = (tap.side, tap.player)
        tally = self.tallies.get(key, PlayerTally(tap.side, tap.player))
        if field in BOUNDED:
            team = sum(getattr(t, field) for t in self.tallies.values() if t.side == tap.side)
            if max(getattr(tally, field), team) >= MAX_RECORDED_PER_GAME:
                return Refusal.RECORDED_COUNT
        self.tallies[key] = replace(tally, **{field: getattr(tally, field) + 1})
        return None

    def _injure(self, tap: Tap) -> Refusal | None:
        """Seed 000, Blood Bowl Sevens (Stunty) Injury Table (Spike! Journal 22, Injuries): one of the five results
        (or none said), with its 2D6 roll when the table side made it."""
        outcome = tap.outcome or ""
        if outcome not in _OUTCOMES:
            return Refusal.BAD_OUTCOME
        low, high = INJURY_ROLL
        if tap.value is not None and not (_is_int(tap.value) and low <= tap.value <= high):
            return Refusal.BAD_ROLL
        key = (tap.side, tap.player)
        tally = self.tallies.get(key, PlayerTally(tap.side, tap.player))
        suffered = SufferedInjury(str(outcome), tap.value)
        self.tallies[key] = replace(tally, injuries=(*tally.injuries, suffered))
        return None

    def _move(self, moved: Turns | Refusal) -> Refusal | None:
        if isinstance(moved, Refusal):
            return moved
        self.turns = moved
        return None


def fold(taps: Iterable[Tap], clock: GameClock, rosters: Mapping[str, Collection[int]]) -> LiveState:
    """The live game the taps make, in the order given (the server's). ``rosters``: {"home": ids, "away": ids} of
    the players who may play this game. Readings: a retried id is ignored; each coach taps for his own players
    (a casualty's victim is the other side's); undo cancels the side's own last standing tap and is never undone
    itself; after the end every tap is refused ``game_over``. See the module's docstring for the sources."""
    rosters = {side: frozenset(rosters.get(side, ())) for side in SIDES}
    seen: set[str] = set()
    standing: list[Tap] = []
    undone: list[str] = []
    refused: list[RefusedTap] = []
    game = _Game(clock, rosters)
    for tap in taps:
        if tap.id in seen:
            continue
        seen.add(tap.id)
        code = Refusal.GAME_OVER if game.turns.ended else _shape_refusal(tap)
        if code is None and tap.kind == TapKind.UNDO:
            code, target, replayed = _undo(tap, standing, clock, rosters)
            if code is None:
                standing.remove(target)
                undone.append(target.id)
                game = replayed
        elif code is None:
            code = game.apply(tap)
            if code is None:
                standing.append(tap)
        if code is not None:
            refused.append(RefusedTap(tap.id, code))
    tallies = tuple(sorted(game.tallies.values(), key=lambda t: (SIDES.index(t.side), t.player)))
    return LiveState(clock, game.turns, tallies, tuple(standing), tuple(undone), tuple(refused), game.ball)


def _undo(
    tap: Tap, standing: list[Tap], clock: GameClock, rosters: Mapping[str, frozenset]
) -> tuple[Refusal | None, Tap | None, _Game | None]:
    """Undo cancels the side's own last tap still standing (never the other side's, never an undo: an undo never
    stands). ``undoes``, when given, must name that tap, so a double tap on Undo never cancels two. Reading: the
    state is the fold of the taps left standing, and an undo that would refuse one of them is refused."""
    own = [t for t in standing if t.side == tap.side]
    if not own:
        return Refusal.NOTHING_TO_UNDO, None, None
    target = own[-1]
    if tap.undoes is not None and tap.undoes != target.id:
        return Refusal.NOT_LAST_TAP, None, None
    if target.rolled:
        return Refusal.ROLL_STANDS, None, None
    game = _Game(clock, rosters)
    for kept in standing:
        if kept is not target and game.apply(kept) is not None:
            return Refusal.UNDO_BLOCKED, None, None
    return None, target, game


def _shape_refusal(tap: Tap) -> Refusal | None:
    """A tap from an unknown side, of an unknown kind, or with fields its kind does not take (or lacking the player
    a player's tap needs) is refused before anything else is asked."""
    if tap.side not in SIDES:
        return Refusal.UNKNOWN_SIDE
    if tap.kind not in TapKind.values():
        return Refusal.UNKNOWN_KIND
    takes = _TAKES[TapKind(tap.kind)]
    given = {name for name in _OPTIONAL if _given(getattr(tap, name))}
    if given - takes or ("player" in takes and tap.player is None):
        return Refusal.BAD_TAP
    if tap.kind == TapKind.ROLL and not (tap.table and _given(tap.value)):
        return Refusal.BAD_TAP
    for name in ("player", "victim", "value"):
        value = getattr(tap, name)
        if value is not None and not _is_int(value):
            return Refusal.BAD_TAP
    return None


def per_side(tallies: Iterable[PlayerTally], field: str) -> PerSide:
    totals = dict.fromkeys(SIDES, 0)
    for tally in tallies:
        totals[tally.side] += getattr(tally, field)
    return PerSide(totals[HOME], totals[AWAY])


def _other(side: str) -> str:
    return AWAY if side == HOME else HOME


def _given(value: object) -> bool:
    return value is not None and value != "" and not (isinstance(value, tuple | list) and not value)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)

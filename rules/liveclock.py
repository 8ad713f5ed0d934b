"""The turn structure of a live game: the halves, each team's turn marker, the kick-off Time-out and the Dungeon
Sevens game length, as ``rules.live`` folds them from the taps of the two phones.

Sources:

* seed 000 (``000_1b8c4cd1b61a7f8b.txt``, GW *Blood Bowl Sevens*), Dugouts: "there are only six turns per half in a
  Blood Bowl Sevens game"; Blood Bowl Sevens Kick-off Event Table, 3 Time-out (turn 4, 5 or 6: back one space);
* Spike! Journal 22 (2025 Sevens, BBBase's transcription ``docs/bb2025/spike_journal/issue_22.md``), Dugouts:
  "a game of Blood Bowl Sevens only has six Turns per half"; The Kick-off Event Table, 3 Time-out (turn 5 or 6);
* seed 004 (``004_ae5a6dc5bdfdbc6f.txt``, NAF *Street Bowl*), Game Length: "two 6-turn halves"; its Kick-off table
  has no Time-out (3 is Riot);
* seed 001 (``001_35df92f4c047b012.txt``, NAF *Dungeon Sevens*), Setting up ("The kickoff table is not used"),
  Winning the Game and Time: "At the 40 minute mark, both coaches roll a D6, this is the total number of game turns
  remaining (2-12)".

Readings (each repeated where it is applied):

* A turn marker stands on the number of turns its team has played this half: 0 before the half's first turn. At a
  kick-off every turn begun has ended (a touchdown ends the turn), so it is the space the marker is on.
* Turns are not forced to alternate: a touchdown scored in the other team's turn and the two halves' first turns
  break the pattern, so each team counts its own and a team is refused only a turn beyond the half's six.
* The half ends when both teams have played their six turns (or a tap says so); the second half's end is the end of
  the game. There is no extra time: a league game may end in a draw.
* Dungeon Sevens is one timed period, not two halves: its turn markers count up until the game length is rolled;
  from then every team turn of either side counts one off the rolled total, and the game ends at nought.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from .rosters import DEFAULT_EDITION
from .rulesets import DUNGEON_SEVENS, STREET_BOWL, get_ruleset

HOME = "home"
AWAY = "away"
SIDES = (HOME, AWAY)

TURNS_PER_HALF = 6
"""Seed 000, Dugouts ("only six turns per half"); seed 004, Game Length ("two 6-turn halves"); Spike! Journal 22,
Dugouts ("only has six Turns per half")."""

HALVES = 2
"""Seed 004, Game Length ("two 6-turn halves"); seed 000 keeps the rulebook's two halves and shortens them."""

TIME_OUT_BACK_FROM = {"2020": 4, "2025": 5}
"""Seed 000, Kick-off Event Table, 3 Time-out: "on turn 4, 5 or 6 for the half ... back one space. Otherwise ...
forward one space"; Spike! Journal 22, The Kick-off Event Table, 3 Time-out: "on turn 5 or 6 for the half"."""

GAME_LENGTH_TURNS = (2, 12)
"""Seed 001, Time: two D6 at the 40 minute mark give the game turns remaining, 2 to 12."""


class Refusal(StrEnum):
    """Why a tap is refused: codes only; the app words them (never a message here)."""

    UNKNOWN_SIDE = "unknown_side"
    UNKNOWN_KIND = "unknown_kind"
    BAD_TAP = "bad_tap"  # a field the kind does not take, or a player it needs and lacks
    NOT_YOUR_PLAYER = "not_your_player"
    NOT_THEIR_PLAYER = "not_their_player"
    GAME_OVER = "game_over"
    NOTHING_TO_UNDO = "nothing_to_undo"
    NOT_LAST_TAP = "not_last_tap"  # the undo names a tap that is not the side's own last one standing
    UNDO_BLOCKED = "undo_blocked"  # without the tap, a later tap of the other side would no longer stand
    TURN_OVER = "turn_over"
    NO_TIME_OUT = "no_time_out"
    NO_GAME_LENGTH = "no_game_length"
    GAME_LENGTH_ROLLED = "game_length_rolled"
    BAD_GAME_LENGTH = "bad_game_length"
    BAD_OUTCOME = "bad_outcome"
    BAD_ROLL = "bad_roll"
    RECORDED_COUNT = "recorded_count"  # rules.report's sanity bound, the same code its report check gives
    NO_STALLING = "no_stalling"  # only the 2025 edition deems a player to be Stalling
    ROLL_STANDS = "roll_stands"  # a roll the table side made is made once: it is never undone


@dataclass(frozen=True)
class Turns:
    """Where the game stands: the half, each team's turn marker, the Dungeon Sevens turns left, the end."""

    half: int = 1
    home: int = 0
    away: int = 0
    remaining: int | None = None
    ended: bool = False

    def marker(self, side: str) -> int:
        return self.home if side == HOME else self.away


@dataclass(frozen=True)
class GameClock:
    """How a ruleset counts a game's turns. ``turns_per_half`` is None in Dungeon Sevens (timed: the turns count only
    once the game length is rolled); ``time_out_back_from`` is None where the kick-off table has no Time-out."""

    ruleset: str
    edition: str = DEFAULT_EDITION
    halves: int = HALVES
    turns_per_half: int | None = TURNS_PER_HALF
    time_out_back_from: int | None = TIME_OUT_BACK_FROM[DEFAULT_EDITION]
    rolled_length: bool = False

    def start(self) -> Turns:
        return Turns()

    def turn_on(self, turns: Turns, side: str) -> int:
        """Seed 000, Dugouts: the turn a team's marker stands on, as its dugout shows it: turn 1 at the half's
        kick-off, moved on as each of its turns ends, the half's last at most (``Turns`` counts the turns played)."""
        on = turns.marker(side) + 1
        return min(on, self.turns_per_half) if self.turns_per_half is not None else on

    def turn_ended(self, turns: Turns, side: str) -> Turns | Refusal:
        """Seed 000, Dugouts (seed 004, Game Length; Spike! Journal 22, Dugouts): six turns a half, so a team's
        seventh turn in a half is refused ``turn_over``; the half ends when both have played six. Reading: turns
        are not forced to alternate (a touchdown in the other team's turn breaks the pattern). Seed 001, Time:
        once rolled, every team turn of either side counts one off the game turns remaining; the game ends at 0."""
        marker = turns.marker(side) + 1
        if self.turns_per_half is not None and marker > self.turns_per_half:
            return Refusal.TURN_OVER
        moved = replace(turns, **{side: marker})
        if moved.remaining is not None:
            left = moved.remaining - 1
            moved = replace(moved, remaining=left, ended=left <= 0)
        return self._settle(moved)

    def half_ended(self, turns: Turns) -> Turns:
        """A tap says the half is over (the coaches forgot to tap turns, or agree it is done); the last half's end
        is the game's. Seed 001, Winning the Game: Dungeon Sevens' one period ends on a Runaway or Annihilation
        Win or at the 50 minute mark, which only the coaches can see, so they say so with this tap."""
        if turns.half >= self.halves:
            return replace(turns, ended=True)
        return Turns(half=turns.half + 1, remaining=turns.remaining)

    def time_out(self, turns: Turns, kicking: str) -> Turns | Refusal:
        """Seed 000, Kick-off Event Table, 3 Time-out: "If the kicking team's turn marker is on turn 4, 5 or 6 for
        the half, both coaches move their turn marker back one space. Otherwise ... forward one space" (Spike!
        Journal 22: turn 5 or 6). The tap is the kicking team's (its coach rolls the kick-off). Seeds 001 ("The
        kickoff table is not used") and 004 (no Time-out on its table): refused. Reading: a marker never leaves the
        track (0 to six), and one not yet moved this half (0, the opening kick-off) moves forward."""
        if self.time_out_back_from is None or self.turns_per_half is None:
            return Refusal.NO_TIME_OUT
        step = -1 if turns.marker(kicking) >= self.time_out_back_from else 1
        last = self.turns_per_half
        moved = replace(turns, home=min(max(turns.home + step, 0), last), away=min(max(turns.away + step, 0), last))
        return self._settle(moved)

    def game_length(self, turns: Turns, total: int | None, dice: tuple[int, ...] = ()) -> Turns | Refusal:
        """Seed 001, Time: "At the 40 minute mark, both coaches roll a D6, this is the total number of game turns
        remaining (2-12)": ``total`` (or the two D6 in ``dice``, which must add up to it when both are given).
        Reading: the total is shared, counted down by every team turn (each coach then has 1 to 6 left, as the seed
        says); a second roll is refused, and a mistaken one is undone and rolled again."""
        if not self.rolled_length:
            return Refusal.NO_GAME_LENGTH
        if turns.remaining is not None:
            return Refusal.GAME_LENGTH_ROLLED
        if dice and (len(dice) != 2 or not all(_whole(d, 1, 6) for d in dice)):
            return Refusal.BAD_GAME_LENGTH
        if total is None and dice:
            total = sum(dice)
        low, high = GAME_LENGTH_TURNS
        if not _whole(total, low, high) or (dice and sum(dice) != total):
            return Refusal.BAD_GAME_LENGTH
        return replace(turns, remaining=total)

    def _settle(self, turns: Turns) -> Turns:
        """The half ends when both teams have played all its turns (seed 000, Dugouts)."""
        last = self.turns_per_half
        if last is not None and turns.home >= last and turns.away >= last:
            return self.half_ended(turns)
        return turns


def clock_for(ruleset: str, edition: str = DEFAULT_EDITION) -> GameClock:
    """The clock of a ruleset in an edition (``rules.rulesets``' keys; an unknown pair raises ``ValueError`` as
    ``get_ruleset`` does): six turns a half in Sevens (seed 000; Spike! Journal 22) and Street Bowl (seed 004, no
    Time-out); Dungeon Sevens (seed 001) is one timed period with a rolled game length and no kick-off table."""
    found = get_ruleset(ruleset, edition)
    if found.key == DUNGEON_SEVENS:
        return GameClock(
            found.key, found.edition, halves=1, turns_per_half=None, time_out_back_from=None, rolled_length=True
        )
    if found.key == STREET_BOWL:
        return GameClock(found.key, found.edition, time_out_back_from=None)
    return GameClock(found.key, found.edition, time_out_back_from=TIME_OUT_BACK_FROM[found.edition])


def _whole(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high

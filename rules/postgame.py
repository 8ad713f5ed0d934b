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
    4 hiring and firing, 5 Expensive Mistakes, 6 prepare for the next fixture). The values are stored and never
    renumbered; the order the steps run in is ``SEQUENCE``."""

    WINNINGS_FANS_DRAFT = 1, "Winnings, Dedicated Fans and the Draft"
    ADVANCEMENT = 2, "Player Advancement"
    MISSED_GAMES = 3, "Seriously Hurt players miss the next game"
    JOURNEYMEN = 4, "Journeymen"
    TEAM_VALUE = 5, "Team Value"
    CONCESSION = 6, "Conceding: players who quit"
    VALUES_AFTER_RESULT = 7, "Team Value after the result"
    EXPENSIVE_MISTAKES = 8, "Expensive Mistakes"
    DRAFT_OFFERS = 9, "The Draft after advancement: offers, kept or let go"


SEQUENCE: tuple[PostGameStep, ...] = (
    PostGameStep.WINNINGS_FANS_DRAFT,
    PostGameStep.CONCESSION,
    PostGameStep.MISSED_GAMES,
    PostGameStep.VALUES_AFTER_RESULT,
    PostGameStep.ADVANCEMENT,
    PostGameStep.DRAFT_OFFERS,
    PostGameStep.JOURNEYMEN,
    PostGameStep.EXPENSIVE_MISTAKES,
    PostGameStep.TEAM_VALUE,
)
"""2020 rulebook, post-game sequence, with issue 11's reading: what does not depend on the coach's advancement
choice (winnings, fans, the Draft, a concession's quitters, who misses the next game, TV and CTV) is applied when
the result is confirmed; Player Advancement then waits for the coach; hiring (Journeymen), Expensive Mistakes
(after hiring, as step 5 follows step 4) and the final Team Value follow it. Spike! Journal 22, Drafted Players:
the 2025 Sevens roll the Draft "after the Player Advancement step" (``DRAFT_OFFERS``; the 2020 rulesets roll it
with the winnings, and their ``DRAFT_OFFERS`` does nothing)."""


def steps_for(*, draft_after_advancement: bool) -> tuple[PostGameStep, ...]:
    """The steps a team's sequence has: ``SEQUENCE``, with the Draft after advancement only where the ruleset rolls
    it there (Spike! Journal 22, Drafted Players; ``Ruleset.draft_after_advancement``)."""
    if draft_after_advancement:
        return SEQUENCE
    return tuple(step for step in SEQUENCE if step != PostGameStep.DRAFT_OFFERS)


CONFIRMATION_STEPS = SEQUENCE[: SEQUENCE.index(PostGameStep.ADVANCEMENT)]
"""The steps applied as soon as a result is confirmed, before any choice."""


def sequence_position(step: int) -> int:
    """Where a stored step runs in ``SEQUENCE`` (the order is not the stored value)."""
    return SEQUENCE.index(PostGameStep(step))


WINNINGS_UNIT = 10_000

MIN_DEDICATED_FANS = 1
"""Seed 000, Dedicated Fans (2020 rulebook, Dedicated Fans): a team never has fewer than one."""


def dedicated_fans_refusal(value: int, *, ceiling: int | None = None) -> Violation | None:
    """Seed 000, Dedicated Fans: a correction may not take a team below the floor of one (there is no maximum
    after the draft; the draft's is ``Ruleset.dedicated_fans_max``). Spike! Journal 22, Dedicated Fans: nor above
    ``ceiling`` (``Ruleset.dedicated_fans_ceiling``, 5), code ``dedicated_fans_limit``."""
    if value < MIN_DEDICATED_FANS:
        return Violation("dedicated_fans_floor", "dedicated_fans", {"least": MIN_DEDICATED_FANS})
    if ceiling is not None and value > ceiling:
        return Violation("dedicated_fans_limit", "dedicated_fans", {"most": ceiling, "count": value})
    return None


def fan_factor(dedicated_fans: int, dice: Dice, *, subject: str = "") -> int:
    """2020 rulebook, pre-game The Fans: a team's Fan Factor is a D3 plus its Dedicated Fans."""
    return dice.d3(why=FAN_FACTOR_WHY, subject=subject) + dedicated_fans


FAN_FACTOR_WHY = "Fan Factor (D3 + Dedicated Fans)"
"""How a Fan Factor's D3 is named in the rolls kept with the match (the pre-game page reads it back)."""


def winnings(
    *,
    fan_attendance: int,
    touchdowns: int,
    conceded: bool,
    opponent_conceded: bool,
    not_stalling: bool = False,
    conceder_touchdowns: int = 0,
    edition: str = "2020",
) -> int:
    """2020 rulebook, post-game step 1 (Record outcome and winnings): (half the Fan Attendance + touchdowns scored)
    x 10,000, with no rounding (an odd attendance gives a 5,000 step); Fan Attendance is both Fan Factors added.
    After a concession (2020 rulebook, Conceding) the conceder earns nothing and the winner's attendance is not
    halved: it takes the full Fan Attendance. ``conceded``/``opponent_conceded`` mean a concession with penalty;
    a penalty-free one is passed as no concession (see ``concession_penalties``).

    2020 concession, the touchdowns counted (decision): the 2020 rulebook's Conceding gives the winner one
    touchdown plus the conceder's, voided and transferred, so its winnings count its own touchdowns, the
    conceder's (``conceder_touchdowns``) and one more. The 2025 rulebook's Conceding says "their opponent gets
    Winnings equal to the entire Fan Attendance plus the number of Touchdowns they scored x 10,000 gold pieces":
    its own touchdowns only.

    2025 rulebook, Record Outcome and Collect Winnings: "Add an additional 1 if no Player on your team was deemed to
    be Stalling during the match. Then multiply the result by 10,000" (``not_stalling``, passed only under a
    ruleset with ``winnings_not_stalling``); the rulebook's example: Fan Attendance 7, 2 touchdowns, not stalling:
    3.5 + 2 + 1 = 6.5, so 65,000."""
    if conceded:
        return 0
    attendance = fan_attendance * WINNINGS_UNIT
    if not opponent_conceded:
        attendance //= 2
    elif edition != "2025":
        touchdowns += conceder_touchdowns + CONCESSION_TOUCHDOWN_2020
    bonus = WINNINGS_UNIT if not_stalling else 0
    return attendance + touchdowns * WINNINGS_UNIT + bonus


CONCESSION_TOUCHDOWN_2020 = 1
"""2020 rulebook, Conceding: the opponent is awarded one touchdown (plus the conceder's, transferred)."""


@dataclass(frozen=True)
class FansChange:
    before: int
    after: int
    roll: int | None


def update_dedicated_fans(
    *, dedicated_fans: int, outcome: str, dice: Dice, subject: str = "", ceiling: int | None = None
) -> FansChange:
    """2020 rulebook, post-game step 2 (Update Dedicated Fans): the winner rolls a D6 and gains 1 if the roll is
    equal to or higher than its Dedicated Fans; the loser rolls a D6 and loses 1 if the roll is lower; a draw
    changes nothing. Seed 000, Dedicated Fans: never below 1. Spike! Journal 22, Dedicated Fans: never above
    ``ceiling`` (``Ruleset.dedicated_fans_ceiling``: 5; the winner still rolls, a 5 stays 5)."""
    if outcome == "draw":
        return FansChange(dedicated_fans, dedicated_fans, None)
    roll = dice.d6(why="Dedicated Fans (win)" if outcome == "win" else "Dedicated Fans (loss)", subject=subject)
    after = dedicated_fans
    if outcome == "win" and roll >= dedicated_fans:
        after = dedicated_fans + 1 if ceiling is None else min(dedicated_fans + 1, ceiling)
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
    """2020 rulebook, post-game step 4 with the FAQ (p.72): a Journeyman hired permanently costs his Current Value
    (hiring fee plus any value gained), so ``value``; ``race`` and ``position`` are kept for the callers."""
    return value


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


@dataclass(frozen=True)
class ConcessionPenalties:
    """What a concession costs the conceder (2020 rulebook, Conceding)."""

    no_winnings: bool  # the conceder earns nothing; the winner takes the full Fan Attendance
    fans_drop: bool  # the conceder's Dedicated Fans drop by D3 (never below 1)
    players_may_quit: bool  # a D6 for each player with 3+ advancements: 1-3 quits

    @property
    def any(self) -> bool:
        return self.no_winnings or self.fans_drop or self.players_may_quit


NO_PENALTIES = ConcessionPenalties(False, False, False)


def concession_penalties(concession: str) -> ConcessionPenalties:
    """2020 rulebook, Conceding; seed 000, Set-up ("it may concede without penalty before setting up").

    Referee's reading (the rulebook does not say what "without penalty" waives): a team reduced to three players
    or fewer that concedes before set-up still loses the game (the opponent wins it, and both teams roll for
    Dedicated Fans as winner and loser), but none of the conceding penalties apply: both teams earn their usual
    winnings (half the Fan Attendance + touchdowns), the conceder's fans do not drop by D3, and no player quits.
    Any other concession takes every penalty.
    """
    if concession == Concession.CONCEDED:
        return ConcessionPenalties(True, True, True)
    return NO_PENALTIES


def conceded_fans(*, dedicated_fans: int, dice: Dice, subject: str = "") -> FansChange:
    """2020 rulebook, Conceding: the conceding team's Dedicated Fans drop by D3, never below 1 (seed 000).

    Referee's reading: this replaces the loser's usual Dedicated Fans roll (post-game step 2) for the conceder;
    its opponent rolls as a winner."""
    roll = dice.d3(why="Dedicated Fans lost by conceding (D3)", subject=subject)
    after = max(dedicated_fans - roll, MIN_DEDICATED_FANS)
    dice.annotate_last(f"{dedicated_fans} → {after}")
    return FansChange(dedicated_fans, after, roll)


QUITTING_ADVANCEMENTS = 3
"""2020 rulebook, Conceding: players with three or more advancements may quit a team that concedes."""


@dataclass(frozen=True)
class QuitRoll:
    key: object
    name: str
    roll: int

    @property
    def quits(self) -> bool:
        return self.roll <= 3


def conceding_players_quit(players, dice: Dice) -> list[QuitRoll]:
    """2020 rulebook, Conceding: a D6 for each player of the conceding team with 3 or more advancements; on 1-3
    the player quits, on 4+ he stays. ``players``: ``(key, name, advancements)``."""
    rolls = []
    for key, name, advancements in players:
        if advancements < QUITTING_ADVANCEMENTS:
            continue
        roll = dice.d6(why="Conceding: does the player quit? (1-3 quits)", subject=name)
        dice.annotate_last("quits" if roll <= 3 else "stays")
        rolls.append(QuitRoll(key, name, roll))
    return rolls


EXPENSIVE_MISTAKES_FROM = 100_000
"""2020 rulebook, post-game step 5: a team rolls for Expensive Mistakes with 100,000 gp or more in its treasury."""

_CA, _MI, _MA, _CAT = "crisis_averted", "minor_incident", "major_incident", "catastrophe"
_MISTAKES_GRID = (  # rows D6 1..6; columns <=195k, 200-295k, 300-395k, 400-495k, 500-595k, 600k+
    (_MI, _MI, _MA, _MA, _CAT, _CAT),
    (_CA, _MI, _MI, _MA, _MA, _CAT),
    (_CA, _CA, _MI, _MI, _MA, _MA),
    (_CA, _CA, _CA, _MI, _MI, _MA),
    (_CA, _CA, _CA, _CA, _MI, _MI),
    (_CA, _CA, _CA, _CA, _CA, _MI),
)
_MISTAKES_GRID_2025 = (  # 2025 rulebook, League Play, Expensive Mistake Table (BBBase league_play.md)
    (_MI, _MI, _MA, _MA, _CAT, _CAT),
    (_CA, _MI, _MI, _MA, _MA, _MA),
    (_CA, _CA, _MI, _MI, _MI, _MA),
    (_CA, _CA, _CA, _CA, _MI, _MI),
    (_CA, _CA, _CA, _CA, _CA, _CA),
    (_CA, _CA, _CA, _CA, _CA, _MI),
)
"""2025 rulebook, Expensive Mistakes, as BBBase transcribes it (``docs/bb2025/core_rules/league_play.md``, commits
0e2fa8ef and 1304924e read): it differs from the 2020 grid in the cells D6 2 at 600k+ (Major, not Catastrophe),
3 at 500-595k (Minor, not Major), 4 at 400-495k (Crisis Averted, not Minor) and 600k+ (Minor, not Major), 5 at
500-595k and 600k+ (Crisis Averted, not Minor). Row 6 at 600k+ (Minor Incident) under row 5's Crisis Averted is
kept as transcribed."""

MISTAKES_GRIDS = {"2020": _MISTAKES_GRID, "2025": _MISTAKES_GRID_2025}

MISTAKE_STEP = {"amount": {"gp": 10_000}}
"""The rolls' gold of a Minor Incident (D3 x 10,000 lost) and a Catastrophe (2D6 x 10,000 kept), as they name it."""

MISTAKE_NAMES = {
    _CA: "Crisis Averted",
    _MI: "Minor Incident",
    _MA: "Major Incident",
    _CAT: "Catastrophe",
}


def mistakes_column(treasury: int) -> int:
    """2020 rulebook, Expensive Mistakes table: the treasury band (up to 195k, then every 100k from 200k, 600k+).

    Referee's reading: the bands are written in steps of 5,000 (195 / 200); a treasury in between (e.g. 197,500
    is impossible in whole 5,000s, but a correction could make one) falls in the band it has reached."""
    if treasury < 200_000:
        return 0
    return min((treasury - 100_000) // 100_000, 5)


@dataclass(frozen=True)
class ExpensiveMistake:
    outcome: str  # "" when no roll was made
    loss: int

    @property
    def name(self) -> str:
        return MISTAKE_NAMES.get(self.outcome, "No roll")


def major_incident_loss(treasury: int, edition: str = "2020") -> int:
    """2020 rulebook, Major Incident: "lose half the Treasury, rounded down to the nearest 5,000" (the loss is
    rounded). 2025 rulebook, Major Incident: "You immediately half the amount of gold pieces in your Treasury,
    rounding down to the nearest 5,000 gold pieces" (what is kept is rounded): 215,000 loses 105,000 under 2020
    (keeps 110,000) and 110,000 under 2025 (keeps 105,000)."""
    if edition == "2025":
        kept = (treasury // 2) // 5_000 * 5_000
        return treasury - kept
    return (treasury // 2) // 5_000 * 5_000


def expensive_mistakes(*, treasury: int, dice: Dice, subject: str = "", edition: str = "2020") -> ExpensiveMistake:
    """2020 rulebook, post-game step 5 (Expensive Mistakes): with 100,000 gp or more, a D6 on the table's band.
    Crisis Averted: nothing; Minor Incident: lose D3 x 10,000; Major Incident: lose half the treasury, rounded
    down to the nearest 5,000; Catastrophe: lose all but 2D6 x 10,000. The 2025 rulebook's grid and Major Incident
    differ (``MISTAKES_GRIDS``, ``major_incident_loss``); its bands and other results are the same."""
    if treasury < EXPENSIVE_MISTAKES_FROM:
        return ExpensiveMistake("", 0)
    roll = dice.d6(why="Expensive Mistakes", subject=subject)
    outcome = MISTAKES_GRIDS.get(edition, _MISTAKES_GRID)[roll - 1][mistakes_column(treasury)]
    dice.annotate_last(MISTAKE_NAMES[outcome])
    if outcome == _MI:
        loss = dice.d3(why="Minor Incident: D3 x %(amount)s lost", subject=subject, params=MISTAKE_STEP) * 10_000
    elif outcome == _MA:
        loss = major_incident_loss(treasury, edition)
    elif outcome == _CAT:
        kept = dice.two_d6(why="Catastrophe: 2D6 x %(amount)s kept", subject=subject, params=MISTAKE_STEP) * 10_000
        loss = max(treasury - kept, 0)
    else:
        loss = 0
    return ExpensiveMistake(outcome, min(loss, treasury))

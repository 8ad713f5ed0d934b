"""The figures both player reports take from a live game (``rules.live.fold``'s ``LiveState``): each player's
touchdowns, casualties, completions, interceptions, fouls, sending-off and lasting injury, and the score."""

from __future__ import annotations

from dataclasses import dataclass

from .live import LiveState, PerSide, PlayerTally, per_side
from .liveclock import AWAY, HOME
from .report import ReportedInjury

_SEVERITY = (ReportedInjury.BADLY_HURT, ReportedInjury.SERIOUSLY_HURT, ReportedInjury.DEAD)


@dataclass(frozen=True)
class ReportLine:
    """One player's figures for his report (``matches``' PlayerReport: touchdowns, casualties, injury as
    ``report.ReportedInjury``), with the completions, interceptions, fouls and sending-off the records take."""

    player: int
    touchdowns: int
    casualties: int
    completions: int
    interceptions: int
    fouls: int
    sent_off: bool
    injury: ReportedInjury


@dataclass(frozen=True)
class LiveReport:
    """Both player reports and the score: a player with no line did nothing the taps recorded."""

    score: PerSide
    casualties: PerSide
    stalling: PerSide
    home: tuple[ReportLine, ...]
    away: tuple[ReportLine, ...]

    def lines(self, side: str) -> tuple[ReportLine, ...]:
        return self.home if side == HOME else self.away


def report_lines(state: LiveState) -> LiveReport:
    """The figures of both player reports (touchdowns, casualties, completions, interceptions, fouls, sent off, the
    lasting injury) and the score. Seed 000, Blood Bowl Sevens Injury Table, as ``report.ReportedInjury``: Stunned
    and Knocked-out leave no mark; of several injuries the report keeps the worst (Badly Hurt, Seriously Hurt,
    Dead). Each team's touchdowns add up to its score and its casualties to its casualties. ``stalling``: how many
    times a player of each side was deemed to be Stalling (2025 rulebook, Record Outcome and Collect Winnings: the
    report's flag, tapped by the stalling player's own coach as every player's tap is)."""

    def line(tally: PlayerTally) -> ReportLine:
        suffered = {ReportedInjury(i.outcome) for i in tally.injuries if i.outcome in ReportedInjury.values()}
        injury = max(suffered & set(_SEVERITY), key=_SEVERITY.index, default=ReportedInjury.NONE)
        return ReportLine(
            tally.player,
            tally.touchdowns,
            tally.casualties,
            tally.completions,
            tally.interceptions,
            tally.fouls,
            tally.sent_off > 0,
            injury,
        )

    home = tuple(line(t) for t in state.tallies if t.side == HOME)
    away = tuple(line(t) for t in state.tallies if t.side == AWAY)
    stalling = per_side(state.tallies, "stalling")
    return LiveReport(state.score, per_side(state.tallies, "casualties"), stalling, home, away)

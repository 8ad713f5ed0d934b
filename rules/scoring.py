"""Result points, Bonus Points, standings and tiebreakers, as pure functions over plain dataclasses.

Sources:

* seed 003 (``003_10674a811dc8f08c.txt``, GW *Blood Bowl Matched Play Guide*), "Scoring & Tiebreakers",
  "Ranking", "Bye" and the concession paragraph (printed under "Bye" in the OCR, not under "Conceding");
* seed 001 (``001_35df92f4c047b012.txt``, NAF *Dungeon Sevens*), "WINNING THE GAME".

Readings taken where the seeds are unclear (each is repeated in the docstring of the rule it touches):

* Bonus Points are a tiebreaker, never added to the points (seed 003 ranks on Tournament Points, then Bonus Points).
* The casualties recorded with a result are the ones that earn Star Player Points (seed 003, Bonus Points); the same
  count feeds the casualty tiebreaker.
* A bye is a win (the league's win points; a Points Win, 40, in Dungeon Sevens), scored 2-0 with no casualties, so
  it earns one Bonus Point (no touchdown conceded), exactly as seed 003 says. It counts as a game played and won.
* A concession: the opponent wins 3-0, or keeps the score at the time if that was better for them (better: a larger
  touchdown difference, or the same difference with more touchdowns); they get every Bonus Point (3); the conceding
  coach gets the loss points minus one point (``concession_penalty``), no Bonus Points. Casualties already recorded
  stand. In Dungeon Sevens a conceded game is a Runaway Win (3-0 is a runaway margin) unless it was recorded as an
  Annihilation.
* A concession without penalty (2020 rulebook, Conceding and 1. Set-up: a team "reduced to only three players or
  fewer" concedes before setting up) is still a loss, scored as any concession, but the conceding coach gets the
  ordinary loss points: the concession penalty is the one thing it waives in the standings (the rulebook does not
  say what "without penalty" waives; a referee reads the loss as kept and the punishment as lifted).
* Head-to-head (this project's addition): points earned in the games played between exactly the teams still tied
  when the tiebreaker is reached; used only if every two of them have met the same number of times (at least once),
  otherwise it splits nobody and the next tiebreaker is used.
* Teams that no tiebreaker separates share a rank (standard competition ranking: 1, 1, 3) and are listed by name
  (when ``names`` is given) and then by team key.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, replace
from itertools import groupby
from types import MappingProxyType
from typing import Any

from .choices import LabelledStrEnum

Team = Hashable

TIEBREAKERS: Mapping[str, str] = MappingProxyType(
    {
        "bonus_points": "Bonus Points",
        "td_diff": "Touchdown Difference",
        "td_for": "Touchdowns scored",
        "cas_for": "Casualties inflicted",
        "head_to_head": "Head-to-head points",
    }
)
"""Seed 003, Ranking: the tiebreakers a commissioner orders (head_to_head is ours: points between the tied teams)."""

MATCHED_PLAY_TIEBREAKERS: tuple[str, ...] = ("bonus_points", "td_diff", "td_for", "cas_for")
"""Seed 003, Ranking: Bonus Points first, then Touchdown Difference, touchdowns scored, casualties inflicted."""


class Scheme(LabelledStrEnum):
    """Seed 003, Scoring & Tiebreakers and seed 001, WINNING THE GAME: the two ways a result earns points."""

    POINTS = "points", "Points per win, draw and loss"
    DUNGEON_SEVENS = "dungeon-sevens", "Dungeon Sevens result points"


SCHEMES: Mapping[str, str] = MappingProxyType(dict(Scheme.choices()))
"""Seed 003, Scoring & Tiebreakers and seed 001, WINNING THE GAME: the two ways a result earns points."""


class WinKind(LabelledStrEnum):
    """Seed 001, WINNING THE GAME: Points Win (1 TD ahead after 40 min), Runaway (2 TDs after 30), Annihilation."""

    POINTS = "points", "Points Win"
    RUNAWAY = "runaway", "Runaway Win"
    ANNIHILATION = "annihilation", "Annihilation Win"


WIN_KINDS: Mapping[str, str] = MappingProxyType(dict(WinKind.choices()))
"""Seed 001, WINNING THE GAME: Points Win (1 TD ahead after 40 min), Runaway (2 TDs after 30), Annihilation."""

BONUS_TOUCHDOWNS = 3
"""Seed 003, Ranking: scoring 3 or more touchdowns in a game earns 1 Bonus Point."""

BONUS_CASUALTIES = 3
"""Seed 003, Ranking: inflicting 3 or more casualties (only those that earn SPP) earns 1 Bonus Point."""

MAX_BONUS_POINTS = 3
"""Seed 003, Ranking: three Bonus Points are available per game (3+ TDs, no TD conceded, 3+ casualties)."""

BYE_SCORE = (2, 0)
"""Seed 003, Bye: a bye counts as a 2-0 win with no casualties on either side."""

CONCESSION_SCORE = (3, 0)
"""Seed 003, Bye (concession paragraph): the opponent of a conceding coach wins at least 3-0."""

CONCESSION_SCORE_2025 = (2, 0)
"""2025 rulebook, League Play, Conceding (and Conceding Without Penalty): the opposition "will automatically earn
a 2-0 win, unless they have already scored more Touchdowns in which case they will count as winning X-0"."""

CONCESSION_SEED_003 = "seed-003"
CONCESSION_BB2025 = "bb2025"
CONCESSION_RULES = (CONCESSION_SEED_003, CONCESSION_BB2025)
"""How a league scores a conceded game: seed 003's (3-0 or better, every Bonus Point, loss minus one) or the
2025 rulebook's (``concession_score_2025``)."""


def concession_rule_for(edition: str) -> str:
    """The concession scoring of a league of this edition: the 2025 rulebook's for a 2025 league, seed 003's
    otherwise."""
    return CONCESSION_BB2025 if str(edition) == "2025" else CONCESSION_SEED_003


def concession_score_2025(won: int) -> tuple[int, int]:
    """2025 rulebook, Conceding: "a 2-0 win, unless they have already scored more Touchdowns in which case they will
    count as winning X-0, where X is the number of Touchdowns they have currently scored"."""
    return max(won, CONCESSION_SCORE_2025[0]), CONCESSION_SCORE_2025[1]


STANDING_COLUMNS: tuple[str, ...] = (
    "rank",
    "team",
    "played",
    "won",
    "drawn",
    "lost",
    "points",
    "bonus_points",
    "td_for",
    "td_against",
    "td_diff",
    "cas_for",
    "cas_against",
)
"""Seed 003, Scoring & Tiebreakers: the columns of a standings row, in display order (``StandingRow.as_dict``)."""

_POINT_FIELDS = ("win", "draw", "loss", "runaway_win", "annihilation_win", "concession_penalty")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class ScoringScheme:
    """Seed 003, Scoring & Tiebreakers / seed 001, WINNING THE GAME: a league's points, Bonus Points and tiebreakers."""

    win: int = 3
    draw: int = 1
    loss: int = 0
    bonus_points: bool = False
    scheme: str = "points"
    tiebreakers: tuple[str, ...] = ("td_diff", "td_for", "cas_for")
    runaway_win: int = 50  # dungeon-sevens only; there ``win`` is the Points Win
    annihilation_win: int = 50  # dungeon-sevens only
    concession_penalty: int = 1
    concession: str = "seed-003"  # how a conceded game is scored: CONCESSION_RULES

    def __post_init__(self) -> None:
        if self.concession not in CONCESSION_RULES:
            raise ValueError(f"unknown concession rule {self.concession!r}; choose from {', '.join(CONCESSION_RULES)}")
        if self.scheme not in SCHEMES:
            raise ValueError(f"unknown scoring scheme {self.scheme!r}; choose from {', '.join(SCHEMES)}")
        for name in _POINT_FIELDS:
            if not _is_int(getattr(self, name)):
                raise ValueError(f"{name} must be a whole number of points, not {getattr(self, name)!r}")
        if self.concession_penalty < 0:
            raise ValueError("concession_penalty is a penalty: give it as a positive number (or 0 for none)")
        if isinstance(self.tiebreakers, str):
            raise ValueError(f"tiebreakers must be a sequence of names, not the string {self.tiebreakers!r}")
        tiebreakers = tuple(self.tiebreakers)
        unknown = [name for name in tiebreakers if name not in TIEBREAKERS]
        if unknown:
            raise ValueError(
                f"unknown tiebreaker{'s' if len(unknown) > 1 else ''} {', '.join(map(repr, unknown))}; "
                f"choose from {', '.join(TIEBREAKERS)}"
            )
        repeated = sorted({name for name in tiebreakers if tiebreakers.count(name) > 1})
        if repeated:
            raise ValueError(f"tiebreaker listed more than once: {', '.join(repeated)}")
        if "bonus_points" in tiebreakers and not self.bonus_points:
            raise ValueError("the bonus_points tiebreaker needs bonus_points=True")
        object.__setattr__(self, "tiebreakers", tiebreakers)

    @classmethod
    def matched_play(cls, **changes: Any) -> ScoringScheme:
        """Seed 003, Scoring & Tiebreakers: 2 for a win, 1 for a draw, 0 for a loss, Bonus Points, the seed's order."""
        base = cls(win=2, draw=1, loss=0, bonus_points=True, tiebreakers=MATCHED_PLAY_TIEBREAKERS)
        return replace(base, **changes)

    @classmethod
    def dungeon_sevens(cls, **changes: Any) -> ScoringScheme:
        """Seed 001, WINNING THE GAME: Points Win 40, Runaway Win 50, Annihilation Win 50, Draw 20, loss 0."""
        base = cls(win=40, draw=20, loss=0, scheme="dungeon-sevens", runaway_win=50, annihilation_win=50)
        return replace(base, **changes)

    def win_points(self, win_kind: str | None = None) -> int:
        """Seed 001, WINNING THE GAME: a win's points by kind (a bye scores ``win``, the Points Win); else ``win``."""
        if self.scheme == "dungeon-sevens":
            if win_kind == "runaway":
                return self.runaway_win
            if win_kind == "annihilation":
                return self.annihilation_win
        return self.win


@dataclass(frozen=True)
class Result:
    """Seed 003, Scoring & Tiebreakers: one game's record (away None is a bye for home; build it with Result.bye)."""

    home: Team
    away: Team | None
    home_td: int
    away_td: int
    home_cas: int = 0  # casualties inflicted by home that earn SPP (seed 003, Bonus Points)
    away_cas: int = 0
    conceded_by: Team | None = None
    win_kind: str | None = None  # seed 001: "points", "runaway", "annihilation"; None: read from the score
    round: int | None = None
    winner: Team | None = None  # only needed for an Annihilation Win by a team not ahead on touchdowns
    penalty_free: bool = False  # 2020 rulebook, 1. Set-up: conceded by a team of three players or fewer

    def __post_init__(self) -> None:
        if self.home is None:
            raise ValueError("a result needs a home team")
        if self.away is not None and self.away == self.home:
            raise ValueError(f"{self.home!r} cannot play itself")
        for name in ("home_td", "away_td", "home_cas", "away_cas"):
            value = getattr(self, name)
            if not _is_int(value) or value < 0:
                raise ValueError(f"{name} must be a whole number of 0 or more, not {value!r}")
        if self.win_kind is not None and self.win_kind not in WIN_KINDS:
            raise ValueError(f"unknown win kind {self.win_kind!r}; choose from {', '.join(WIN_KINDS)}")
        if self.away is None:
            self._check_bye()
            return
        sides = (self.home, self.away)
        if self.conceded_by is not None and self.conceded_by not in sides:
            raise ValueError(f"conceded_by {self.conceded_by!r} did not play in this game")
        if self.winner is not None and self.winner not in sides:
            raise ValueError(f"winner {self.winner!r} did not play in this game")
        if self.penalty_free and self.conceded_by is None:
            raise ValueError("a concession without penalty needs the team that conceded")
        if self.conceded_by is not None:
            self._check_concession()
        else:
            self._check_played()

    def _check_bye(self) -> None:
        if (self.home_td, self.away_td, self.home_cas, self.away_cas) != (*BYE_SCORE, 0, 0):
            raise ValueError("seed 003, Bye: a bye is recorded as a 2-0 win with no casualties; use Result.bye(team)")
        if self.conceded_by is not None or self.win_kind is not None or self.winner not in (None, self.home):
            raise ValueError("a bye has no concession, win kind or other winner; use Result.bye(team)")

    def _check_concession(self) -> None:
        opponent = self.away if self.conceded_by == self.home else self.home
        if self.winner not in (None, opponent):
            raise ValueError("the coach who conceded cannot be the winner")
        if self.win_kind == "points":
            raise ValueError("a conceded game is scored at least 3-0, a Runaway Win margin, not a Points Win")

    def _check_played(self) -> None:
        margin = self.home_td - self.away_td
        by_score = self.home if margin > 0 else self.away if margin < 0 else None
        if self.win_kind == "annihilation":
            if self.winner is None and by_score is None:
                raise ValueError("an Annihilation Win from a level score needs the winner")
            return
        if self.winner is not None and self.winner != by_score:
            raise ValueError(
                "the winner disagrees with the score (only an Annihilation Win may go to a team not ahead)"
            )
        if self.win_kind is not None and by_score is None:
            raise ValueError("a level score is a draw: only an Annihilation Win can come from it")
        if self.win_kind == "points" and abs(margin) != 1:
            raise ValueError("seed 001: a Points Win is 1 TD ahead (2 ahead after 30 minutes is a Runaway Win)")
        if self.win_kind == "runaway" and abs(margin) < 2:
            raise ValueError("seed 001: a Runaway Win needs a lead of 2 touchdowns")

    @classmethod
    def bye(cls, team: Team, round: int | None = None) -> Result:
        """Seed 003, Bye: a bye counts as winning the game 2-0, with neither side inflicting any casualties."""
        return cls(team, None, *BYE_SCORE, round=round)

    @property
    def is_bye(self) -> bool:
        """Seed 003, Bye: a result without an away team is a bye for the home team."""
        return self.away is None


@dataclass(frozen=True)
class ScoredResult:
    """Seed 003, Scoring & Tiebreakers: a result as it counts (the score after a bye or concession, points, BPs)."""

    home_td: int
    away_td: int
    home_cas: int
    away_cas: int
    winner: Team | None  # None for a draw
    home_points: int
    away_points: int
    home_bonus: int
    away_bonus: int


def bonus_points(scored: int, conceded: int, casualties: int) -> int:
    """Seed 003, Ranking: 1 BP each for scoring 3+ touchdowns, conceding none, inflicting 3+ (SPP) casualties."""
    return (scored >= BONUS_TOUCHDOWNS) + (conceded == 0) + (casualties >= BONUS_CASUALTIES)


def score_result(result: Result, scheme: ScoringScheme) -> ScoredResult:
    """Seed 003, Bye/concession, seed 001: bye = a 2-0 win; concession = 3-0 or a better score, 3 BPs, loss - 1
    (2020 rulebook, 1. Set-up: a concession without penalty keeps the loss but not the minus one)."""
    bonus = scheme.bonus_points
    if result.away is None:
        # Seed 003, Bye: "2 Tournament Points and 1 Bonus Point" is the league's win and the 2-0 clean sheet.
        home_td, away_td = BYE_SCORE
        return ScoredResult(
            home_td, away_td, 0, 0, result.home, scheme.win, 0, bonus_points(home_td, away_td, 0) if bonus else 0, 0
        )
    if result.conceded_by is not None and scheme.concession == CONCESSION_BB2025:
        return _score_concession_2025(result, scheme)
    if result.conceded_by is not None:
        home_conceded = result.conceded_by == result.home
        winner = result.away if home_conceded else result.home
        won, lost = (result.away_td, result.home_td) if home_conceded else (result.home_td, result.away_td)
        if (won - lost, won) <= (CONCESSION_SCORE[0] - CONCESSION_SCORE[1], CONCESSION_SCORE[0]):
            won, lost = CONCESSION_SCORE
        win = scheme.win_points("annihilation" if result.win_kind == "annihilation" else "runaway")
        penalised = scheme.loss - (0 if result.penalty_free else scheme.concession_penalty)
        max_bonus = MAX_BONUS_POINTS if bonus else 0
        if home_conceded:
            return ScoredResult(lost, won, result.home_cas, result.away_cas, winner, penalised, win, 0, max_bonus)
        return ScoredResult(won, lost, result.home_cas, result.away_cas, winner, win, penalised, max_bonus, 0)
    home_td, away_td = result.home_td, result.away_td
    if result.winner is not None:
        winner = result.winner
    else:
        winner = result.home if home_td > away_td else result.away if away_td > home_td else None
    if winner is None:
        home_points = away_points = scheme.draw
    else:
        kind = result.win_kind or ("points" if abs(home_td - away_td) == 1 else "runaway")
        home_points, away_points = (
            (scheme.win_points(kind), scheme.loss) if winner == result.home else (scheme.loss, scheme.win_points(kind))
        )
    home_bonus = bonus_points(home_td, away_td, result.home_cas) if bonus else 0
    away_bonus = bonus_points(away_td, home_td, result.away_cas) if bonus else 0
    return ScoredResult(
        home_td, away_td, result.home_cas, result.away_cas, winner, home_points, away_points, home_bonus, away_bonus
    )


def _score_concession_2025(result: Result, scheme: ScoringScheme) -> ScoredResult:
    """2025 rulebook, League Play, Conceding: the opposition wins 2-0 or X-0 (``concession_score_2025``); the
    rulebook's penalties (no Winnings, SPP lost, Dedicated Fans -D3, players may quit) are post-game ones and take
    no League Points, so the conceder scores an ordinary loss (decision: no points penalty, with or without
    penalty). Bonus Points, where the league uses them, are read from the X-0 score and the casualties recorded,
    as for any game (2025 rulebook, League Scoring)."""
    home_conceded = result.conceded_by == result.home
    winner = result.away if home_conceded else result.home
    won, lost = concession_score_2025(result.away_td if home_conceded else result.home_td)
    home_td, away_td = (lost, won) if home_conceded else (won, lost)
    kind = "points" if won - lost == 1 else "runaway"
    win = scheme.win_points("annihilation" if result.win_kind == "annihilation" else kind)
    home_points, away_points = (scheme.loss, win) if home_conceded else (win, scheme.loss)
    bonus = scheme.bonus_points
    home_bonus = bonus_points(home_td, away_td, result.home_cas) if bonus else 0
    away_bonus = bonus_points(away_td, home_td, result.away_cas) if bonus else 0
    return ScoredResult(
        home_td, away_td, result.home_cas, result.away_cas, winner, home_points, away_points, home_bonus, away_bonus
    )


def result_points(result: Result, scheme: ScoringScheme) -> tuple[int, int, int, int]:
    """Seed 003, Scoring & Tiebreakers: (home points, away points, home Bonus Points, away Bonus Points)."""
    scored = score_result(result, scheme)
    return scored.home_points, scored.away_points, scored.home_bonus, scored.away_bonus


@dataclass(frozen=True)
class StandingRow:
    """Seed 003, Ranking: one team's line in the standings; teams tied on everything share a rank."""

    rank: int
    team: Team
    played: int
    won: int
    drawn: int
    lost: int
    points: int
    bonus_points: int
    td_for: int
    td_against: int
    td_diff: int
    cas_for: int
    cas_against: int

    def as_dict(self) -> dict[str, Any]:
        """Seed 003, Scoring & Tiebreakers: the row as a dict with exactly STANDING_COLUMNS as keys, in order."""
        return {name: getattr(self, name) for name in STANDING_COLUMNS}


class Tally:
    """Seed 003, Ranking: a team's (or an event coach's) running line: games, results, points, Bonus Points,
    touchdowns and casualties both ways and Secret Objectives achieved; ``stat`` reads a tiebreaker's value."""

    __slots__ = (
        "played",
        "won",
        "drawn",
        "lost",
        "points",
        "bonus",
        "td_for",
        "td_against",
        "cas_for",
        "cas_against",
        "objectives",
    )

    def __init__(self) -> None:
        self.played = self.won = self.drawn = self.lost = self.points = self.bonus = 0
        self.td_for = self.td_against = self.cas_for = self.cas_against = self.objectives = 0

    def add(
        self,
        td_for: int,
        td_against: int,
        cas_for: int,
        cas_against: int,
        points: int,
        bonus: int,
        won: bool | None,
        objectives: int = 0,
    ) -> None:
        self.played += 1
        if won is None:
            self.drawn += 1
        elif won:
            self.won += 1
        else:
            self.lost += 1
        self.points += points
        self.bonus += bonus
        self.td_for += td_for
        self.td_against += td_against
        self.cas_for += cas_for
        self.cas_against += cas_against
        self.objectives += objectives

    def stat(self, name: str) -> int:
        """Seed 003, Ranking: the value a tiebreaker compares (``td_diff`` and ``bonus_points`` worked out)."""
        if name == "bonus_points":
            return self.bonus
        if name == "td_diff":
            return self.td_for - self.td_against
        if name == "secret_objectives":
            return self.objectives
        return getattr(self, name)


def _tally(tallies: dict, team: Team) -> Tally:
    tally = tallies.get(team)
    if tally is None:
        tally = tallies[team] = Tally()
    return tally


def head_to_head_points(group: Iterable[Team], results: Iterable[Result], scheme: ScoringScheme) -> dict | None:
    """Ours (seed 003, Ranking: organiser's choice): points among just these teams; None unless all met equally."""
    meetings: dict[Team, list[tuple[Team, int]]] = {}
    members = set(group)
    for result in results:
        if result.away is not None and result.home in members and result.away in members:
            scored = score_result(result, scheme)
            meetings.setdefault(result.home, []).append((result.away, scored.home_points))
            meetings.setdefault(result.away, []).append((result.home, scored.away_points))
    return _head_to_head(list(members), meetings)


def _head_to_head(group: list[Team], meetings: Mapping[Team, list[tuple[Team, int]]]) -> dict | None:
    """Points each team earned against the others in ``group``; None unless every two met equally often (>= once)."""
    members = set(group)
    points: dict[Team, int] = {}
    counts: set[int] = set()
    for team in group:
        met: Counter = Counter()
        total = 0
        for opponent, earned in meetings.get(team, ()):
            if opponent in members:
                met[opponent] += 1
                total += earned
        if len(met) != len(members) - 1:
            return None
        counts.update(met.values())
        points[team] = total
    return points if len(counts) == 1 else None


def split_ties(
    group: list[Team],
    tiebreakers: tuple[str, ...],
    stat: Callable[[str, Team], int],
    meetings: Mapping[Team, list[tuple[Team, int]]],
) -> list[list[Team]]:
    """Seed 003, Ranking: split teams level on points into blocks, best first, by the tiebreakers in turn
    (``stat(name, team)`` gives a tiebreaker's value; ``head_to_head`` is worked out from ``meetings``)."""
    if len(group) < 2 or not tiebreakers:
        return [group]
    name, rest = tiebreakers[0], tiebreakers[1:]
    if name == "head_to_head":
        values = _head_to_head(group, meetings) or dict.fromkeys(group, 0)
    else:
        values = {team: stat(name, team) for team in group}
    ordered = sorted(group, key=lambda team: -values[team])
    blocks: list[list[Team]] = []
    for _, block in groupby(ordered, key=values.__getitem__):
        blocks.extend(split_ties(list(block), rest, stat, meetings))
    return blocks


def _split(group: list[Team], tiebreakers: tuple[str, ...], tallies: dict, meetings: dict) -> list[list[Team]]:
    """Split teams level on points into blocks, best first, by the tiebreakers in turn."""
    return split_ties(group, tiebreakers, lambda name, team: tallies[team].stat(name), meetings)


def _key_order(team: Team) -> tuple:
    if isinstance(team, int | float) and not isinstance(team, bool):
        return (0, team, "")
    if isinstance(team, str):
        return (1, 0, team)
    return (2, 0, repr(team))


def standings(
    results: Iterable[Result],
    scheme: ScoringScheme,
    teams: Iterable[Team] = (),
    *,
    names: Mapping[Team, str] | None = None,
) -> list[StandingRow]:
    """Seed 003, Ranking: points, then the tiebreakers in order; ties left share a rank (1, 1, 3), by name then key."""
    tallies: dict[Team, Tally] = {}
    meetings: dict[Team, list[tuple[Team, int]]] = {}
    for team in teams:
        if team is None:
            raise ValueError("None is not a team (it marks a bye)")
        tallies.setdefault(team, Tally())
    for result in results:
        scored = score_result(result, scheme)
        home, away, winner = result.home, result.away, scored.winner
        _tally(tallies, home).add(
            scored.home_td,
            scored.away_td,
            scored.home_cas,
            scored.away_cas,
            scored.home_points,
            scored.home_bonus,
            None if winner is None else winner == home,
        )
        if away is None:
            continue
        _tally(tallies, away).add(
            scored.away_td,
            scored.home_td,
            scored.away_cas,
            scored.home_cas,
            scored.away_points,
            scored.away_bonus,
            None if winner is None else winner == away,
        )
        meetings.setdefault(home, []).append((away, scored.home_points))
        meetings.setdefault(away, []).append((home, scored.away_points))

    names = names or {}

    def fallback(team: Team) -> tuple:
        name = names.get(team)
        return (name is None, (name or "").casefold(), name or "", _key_order(team))

    by_points = sorted(tallies, key=lambda team: -tallies[team].points)
    rows: list[StandingRow] = []
    for _, level in groupby(by_points, key=lambda team: tallies[team].points):
        for block in _split(list(level), scheme.tiebreakers, tallies, meetings):
            rank = len(rows) + 1
            for team in sorted(block, key=fallback):
                t = tallies[team]
                rows.append(
                    StandingRow(
                        rank=rank,
                        team=team,
                        played=t.played,
                        won=t.won,
                        drawn=t.drawn,
                        lost=t.lost,
                        points=t.points,
                        bonus_points=t.bonus,
                        td_for=t.td_for,
                        td_against=t.td_against,
                        td_diff=t.td_for - t.td_against,
                        cas_for=t.cas_for,
                        cas_against=t.cas_against,
                    )
                )
    return rows

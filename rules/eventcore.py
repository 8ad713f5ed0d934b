"""Tournaments: the rulespack, a game's record, the individual standings and the draw of each round.

Re-exported by ``rules.tournament``, the facade the ``events`` app calls. Sources: seed 003
(``003_10674a811dc8f08c.txt``, GW *Blood Bowl Matched Play Guide*, OCR), "Tournament Rules" (Rulespack), "Scoring &
Tiebreakers" (Games, Ranking), "Pairings" (Round 1, Spare Player, Bye, the concession paragraph, Subsequent rounds),
"Writing Your Roster" and "Additional Rules"; seed 001 (``001_35df92f4c047b012.txt``, NAF *Dungeon Sevens*),
"WINNING THE GAME" for its 40/50/50/20 result points.

The scoring of one game (bye, concession, Bonus Points) is ``rules.scoring``'s and the Swiss search is
``rules.pairings``'s: this module adds what an event needs around them.

Readings of the noisy OCR and of what seed 003 leaves open (each repeated in the docstring of its rule):

* Bonus Points are a tiebreaker, never added to the Tournament Points ("The first Tiebreaker is the number of Bonus
  Points"); up to three a game: 3+ touchdowns scored, no touchdown conceded, 3+ casualties that earn SPP.
* A Bye is a 2-0 win with no casualties (2 Tournament Points and the clean-sheet Bonus Point), whatever numbers the
  app stored with it; it counts as a game played and won.
* Dungeon Sevens (seed 001) changes the result points only (Points Win 40, Runaway Win 50, Annihilation Win 50,
  Draw 20); its events keep seed 003's tiebreakers and Bonus Points, since seed 001 names none of its own.
* Secret Objectives achieved (seed 003, Secret Objectives: "best used as a Tiebreaker, usually the first") count at
  most three a game, one for each objective rolled.
* Head-to-head (the organiser's choice under "Further Tiebreakers"): Tournament Points earned in the games between
  exactly the coaches still tied, used only when each two of them met equally often.
* The Spare Player's games count for his opponents as any other game; he never appears in the standings and is
  never ranked for pairing (seed 003, Spare Player).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, fields
from types import MappingProxyType
from typing import Any

from . import pairings
from .dice import Dice
from .errors import DomainError
from .rosters import DEFAULT_EDITION, EDITIONS
from .rosters import edition as edition_data
from .rulesets import DRAFT_BUDGET, RULESET_CHOICES, RULESET_CHOICES_BY_EDITION, Ruleset, get_ruleset
from .scoring import (
    Result,
    ScoringScheme,
    Tally,
    _key_order,
    score_result,
    split_ties,
)
from .textinput import GOLD_MAX, SMALL_COUNT_MAX, int_problem, quote
from .violations import Violation

Coach = Hashable
Pair = tuple[Coach, Coach | None]

RULESETS: Mapping[str, str] = MappingProxyType(dict(RULESET_CHOICES))
"""Seeds 000, 001, 004: the rulesets an event is played under (Sevens, Dungeon Sevens, Street Bowl)."""

TIEBREAKERS: Mapping[str, str] = MappingProxyType(
    {
        "bonus_points": "Bonus Points",
        "td_diff": "Touchdown Difference",
        "td_for": "Touchdowns scored",
        "cas_for": "Casualties inflicted",
        "secret_objectives": "Secret Objectives achieved",
        "head_to_head": "Head-to-head points",
    }
)
"""Seed 003, Ranking and Secret Objectives: the tiebreakers an organiser orders (head-to-head is his own choice)."""

MATCHED_PLAY_TIEBREAKERS: tuple[str, ...] = ("bonus_points", "td_diff", "td_for", "cas_for")
"""Seed 003, Ranking: Bonus Points, then Touchdown Difference, touchdowns scored, casualties inflicted."""

AWARDS: Mapping[str, str] = MappingProxyType(
    {
        "first": "First Place",
        "second": "Second Place",
        "third": "Third Place",
        "stunty_cup": "Stunty Cup",
        "most_touchdowns": "Most Touchdowns",
        "most_casualties": "Most Casualties",
    }
)
"""Seed 003, Awards ("we would always recommend ... First, Second, Third Place") and Stunty Tournament (the Cup)."""

DEFAULT_AWARDS: tuple[str, ...] = tuple(AWARDS)

KNOCKOUT_DRAWS: Mapping[str, str] = MappingProxyType(
    {
        "extra_time": "Extra time, as the Blood Bowl rulebook says (the result names the winner)",
        "higher_seed": "The higher seeded coach goes through",
        "tiebreakers": "Bonus Points, then casualties in the game, then the higher seed",
    }
)
"""Seed 003, Knockout Stage: a drawn knockout game goes to extra time ("play extra time as explained on page 67 of
the Blood Bowl Rulebook", OCR "play exh ie"); the rulespack may settle it otherwise."""

SECRET_OBJECTIVES_PER_GAME = 3
"""Seed 003, Secret Objectives: each coach rolls three objectives a game, so achieves at most three."""

MATCHED_PLAY_SKILL_POINTS = (6, 8, 10)
"""Seed 003, Skill Points: Tier 1 6, Tier 2 8, Tier 3 10 Skill Points (OCR "IO" read as 10)."""

MATCHED_PLAY_MAX_SECONDARY = (1, 2, 3)
"""Seed 003, Purchasing Skills: at most 1, 2 or 3 Secondary skills on a Tier 1, 2 or 3 team."""

MATCHED_PLAY_2025_SKILL_POINTS = (1, 2, 3, 4)
"""Spike! Journal 22, Matched Play, Skill Points: in Sevens a Tier 1 team has 1 Skill Point, Tier 2 2, Tier 3 3,
Tier 4 4 (the Sevens tier list has four tiers)."""

MATCHED_PLAY_2025_MAX_SECONDARY = (1, 1, 1, 1)
"""Spike! Journal 22, Matched Play, Purchasing Skills: "a team can only ever purchase a single Secondary Skill for
their team", whatever its tier."""

MATCHED_PLAY_2025_MAX_ELITE = 2
"""Spike! Journal 22, Matched Play, Purchasing Skills: "only a maximum of two extra Elite Skills (of any
combination) can be taken in a Matched Play roster"."""

MATCHED_PLAY_BY_EDITION: Mapping[str, Mapping[str, Any]] = MappingProxyType({
    "2020": MappingProxyType({"skill_points": MATCHED_PLAY_SKILL_POINTS, "max_secondary": MATCHED_PLAY_MAX_SECONDARY,
                              "max_elite": None}),
    "2025": MappingProxyType({"skill_points": MATCHED_PLAY_2025_SKILL_POINTS,
                              "max_secondary": MATCHED_PLAY_2025_MAX_SECONDARY,
                              "max_elite": MATCHED_PLAY_2025_MAX_ELITE}),
})
"""Seed 003, Skill Points (2020: three tiers, no Elite limit); Spike! Journal 22, Matched Play (2025 Sevens: four
tiers, one Secondary skill a team, two Elite skills): an edition's Matched Play skill limits, a rulespack's
defaults. The number of tiers is the length of ``skill_points``."""

EDITION_NAMES: Mapping[str, str] = MappingProxyType({
    "2020": "2020 (Death Zone Sevens, Matched Play Guide)",
    "2025": "2025 (Spike! Journal 22 Sevens and its Matched Play)",
})
"""The editions an event is played under, as the rulespack page names them."""
assert set(EDITION_NAMES) == set(EDITIONS) == set(MATCHED_PLAY_BY_EDITION)

MAX_ROUNDS = 20
"""Ours: a bound on the rounds an event plans (seed 003 recommends a day of 2h30 games)."""

AWARD_MAX = 60
"""Ours: the longest name of an award the organiser names."""


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Rulespack:
    """Seed 003, Tournament Rules (Rulespack) and Writing Your Roster: everything an event's coaches must know."""

    ruleset: str = "sevens"
    budget: int = DRAFT_BUDGET
    rounds: int = 5
    win: int = 2
    draw: int = 1
    loss: int = 0
    bonus_points: bool = True
    tiebreakers: tuple[str, ...] = MATCHED_PLAY_TIEBREAKERS
    final_round_keeps_top: bool = False
    spare_player: bool = False
    skill_points: tuple[int, ...] = MATCHED_PLAY_SKILL_POINTS  # by tier, Tier 1 first
    max_secondary: tuple[int, ...] = MATCHED_PLAY_MAX_SECONDARY
    inducements: tuple[str, ...] = ()
    star_players: bool = False
    injuries_carry: bool = False
    gold_escalation: int = 0
    secret_objectives: bool = False
    awards: tuple[str, ...] = DEFAULT_AWARDS
    # Seed 001, WINNING THE GAME: "dungeon-sevens" scores a Runaway and an Annihilation Win apart from a Points Win.
    scoring: str = "points"
    runaway_win: int = 50
    annihilation_win: int = 50
    concession_penalty: int = 1
    knockout_draw: str = "extra_time"
    # Spike! Journal 22: "2025" plays the 2025 Sevens with its Matched Play limits (four tiers, Elite skills)
    edition: str = DEFAULT_EDITION
    max_elite: int | None = None  # Elite skills bought for the whole roster, at most (None: no such limit)

    def __post_init__(self) -> None:
        for name in ("tiebreakers", "skill_points", "max_secondary", "inducements", "awards"):
            value = getattr(self, name)
            if isinstance(value, str) or not isinstance(value, Iterable):
                raise _refused(Violation("rulespack_not_list", name, {"name": name, "value": quote(value)}),
                               f"{name} must be a list, not {quote(value)}")
            object.__setattr__(self, name, tuple(value))
        problem = _problem(self)
        if problem:
            raise _refused(*problem)

    @classmethod
    def default(cls, ruleset: str = "sevens", edition: str = DEFAULT_EDITION, **changes: Any) -> Rulespack:
        """Seed 003, Scoring & Tiebreakers (2/1/0, Bonus Points); seed 001, WINNING THE GAME (40/50/50/20); the
        edition's Matched Play skill limits (``MATCHED_PLAY_BY_EDITION``: seed 003 for 2020, Spike! Journal 22 for
        2025, where only Sevens is played)."""
        rules = _edition_ruleset(ruleset, edition)
        base: dict[str, Any] = {"ruleset": ruleset, "edition": edition, "budget": rules.budget}
        base["inducements"] = tuple(i.key for i in rules.inducements)
        base.update(MATCHED_PLAY_BY_EDITION[edition])
        if ruleset == "dungeon-sevens":
            base.update(scoring="dungeon-sevens", win=40, draw=20, loss=0, runaway_win=50, annihilation_win=50)
        base.update(changes)
        return cls(**base)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rulespack:
        """Ours: a rulespack from stored or typed values (missing keys take the ruleset's defaults); DomainError
        naming the field on anything else."""
        if not isinstance(data, Mapping):
            raise _refused(Violation("rulespack_not_mapping"), "a rulespack is a set of named values")
        known = {f.name for f in fields(cls)}
        unknown = sorted(str(key) for key in data if key not in known)
        if unknown:
            raise _refused(Violation("unknown_rulespack_field", unknown[0], {"name": quote(unknown[0])}),
                           f"unknown rulespack field {quote(unknown[0])}")
        ruleset = data.get("ruleset", "sevens")
        edition = data.get("edition", DEFAULT_EDITION)
        if not isinstance(ruleset, str) or ruleset not in RULESETS:
            raise _refused(*_unknown_ruleset(ruleset, RULESETS))
        if not isinstance(edition, str):
            raise _refused(*_unknown_edition(edition))
        rest = {key: value for key, value in data.items() if key not in ("ruleset", "edition")}
        return cls.default(ruleset, edition, **rest)

    def to_dict(self) -> dict[str, Any]:
        """Ours: the rulespack as JSON-ready values (lists for the tuples); ``from_dict`` reads it back."""
        return {key: list(value) if isinstance(value, tuple) else value for key, value in asdict(self).items()}

    @property
    def rules(self) -> Ruleset:
        """The ruleset the event is played under, in its edition (``rules.rulesets.get_ruleset``)."""
        return get_ruleset(self.ruleset, self.edition)

    @property
    def ruleset_name(self) -> str:
        """The ruleset's name as an event lists it ("Blood Bowl Sevens", "Blood Bowl Sevens (2025)")."""
        return dict(RULESET_CHOICES_BY_EDITION[self.edition])[self.ruleset]

    @property
    def tiers(self) -> int:
        """Seed 003, Skill Points (three tiers); Spike! Journal 22, Skill Points (four): how many tiers there are."""
        return len(self.skill_points)

    @property
    def scheme(self) -> ScoringScheme:
        """Seed 003, Scoring & Tiebreakers / seed 001: the points of one game, as ``rules.scoring`` scores it."""
        return ScoringScheme(
            win=self.win,
            draw=self.draw,
            loss=self.loss,
            bonus_points=self.bonus_points,
            scheme=self.scoring,
            tiebreakers=(),
            runaway_win=self.runaway_win,
            annihilation_win=self.annihilation_win,
            concession_penalty=self.concession_penalty,
        )

    def is_final_round(self, round_number: int) -> bool:
        """Seed 003, Subsequent rounds: the final round is the last the rulespack plans."""
        return round_number >= self.rounds

    def describe(self) -> list[tuple[str, str, dict[str, Any]]]:
        """Seed 003, Rulespack: the lines of the public, printable rulespack page, in reading order, as codes and
        values (no words): ``(line, key, params)``, worded by ``core.wording.rulespack``. ``key`` names the
        sentence (``term``: one rule term, ``terms``: a list of them, ``number``; else a sentence of its own);
        rule terms are given as the rules name them, an award the organiser named as he wrote it."""
        skill_points: dict[str, Any] = {
            "tiers": tuple(zip(range(1, self.tiers + 1), self.skill_points, self.max_secondary, strict=True)),
        }
        if self.edition != DEFAULT_EDITION and len(set(self.max_secondary)) == 1:  # Spike! 22: one for the team
            skill_points["secondary"] = self.max_secondary[0]
        if self.max_elite is not None:  # Spike! Journal 22, Purchasing Skills
            skill_points["elite"] = self.max_elite
            skill_points["elite_skills"] = tuple(s.name for s in edition_data(self.edition).skills if s.elite)
        if self.scoring == "dungeon-sevens":
            scoring = ("scoring.dungeon_sevens", {"win": self.win, "runaway": self.runaway_win,
                                                   "annihilation": self.annihilation_win, "draw": self.draw,
                                                   "loss": self.loss})
        else:
            scoring = ("scoring.points", {"win": self.win, "draw": self.draw, "loss": self.loss})
        names = {i.key: i.name for i in self.rules.inducements}
        optional = {"injuries_carry": self.injuries_carry, "gold_escalation": self.gold_escalation,
                    "secret_objectives": self.secret_objectives}
        return [
            ("edition", "term", {"term": EDITION_NAMES[self.edition]}),
            ("ruleset", "term", {"term": self.ruleset_name}),
            ("budget", "budget", {"budget": self.budget}),
            ("rounds", "number", {"count": self.rounds}),
            ("scoring", *scoring),
            ("bonus_points", "bonus_points" if self.bonus_points else "none", {}),
            ("tiebreakers", "terms", {"terms": tuple(TIEBREAKERS[t] for t in self.tiebreakers)}),
            ("concession", "concession", {"penalty": self.concession_penalty}),
            ("odd_number", "odd_number.spare_player" if self.spare_player else "odd_number.bye", {}),
            ("final_round", "final_round.keep_top" if self.final_round_keeps_top else "final_round.usual", {}),
            ("skill_points", "skill_points", skill_points),
            ("star_players", "star_players.allowed" if self.star_players else "star_players.not_allowed", {}),
            ("inducements", "terms", {"terms": tuple(names.get(key, key) for key in self.inducements)}),
            ("knockout_draw", "term", {"term": KNOCKOUT_DRAWS[self.knockout_draw]}),
            ("optional_rules", "optional_rules", optional),
            ("awards", "terms", {"terms": tuple(AWARDS.get(a, a) for a in self.awards)}),
        ]


def secret_objectives_choice(on: bool, tiebreakers: Sequence[str] | None = None) -> dict[str, Any]:
    """Seed 003, Secret Objectives: "best used as a Tiebreaker, usually the first tiebreaker": the rulespack's
    changes for an organiser who turns them on, with his tiebreakers (None: the Guide's); turned on and not listed,
    Secret Objectives achieved lead them."""
    if not on:
        return {} if tiebreakers is None else {"tiebreakers": tuple(tiebreakers)}
    listed = MATCHED_PLAY_TIEBREAKERS if tiebreakers is None else tuple(tiebreakers)
    if "secret_objectives" not in listed:
        listed = ("secret_objectives", *listed)
    return {"secret_objectives": True, "tiebreakers": listed}


Problem = tuple[Violation, str]
"""What is wrong with a rulespack: the violation the pages word (``core.wording``) and the English line the
command line and the event file print."""


def _refused(violation: Violation, message: str) -> DomainError:
    """A rulespack refused: the English line, and the violation (naming the field) for the pages to word."""
    return DomainError(message, field=violation.field, violations=[violation])


def _unknown_ruleset(ruleset: object, choices: Iterable[str]) -> Problem:
    listed = tuple(choices)
    return (Violation("unknown_ruleset", "ruleset", {"ruleset": quote(ruleset), "choices": listed}),
            f"unknown ruleset {quote(ruleset)}; choose from {', '.join(listed)}")


def _unknown_edition(edition: object) -> Problem:
    return (Violation("unknown_edition", "edition", {"edition": quote(edition), "choices": tuple(EDITIONS)}),
            f"unknown edition {quote(edition)}; choose from {', '.join(EDITIONS)}")


def _edition_ruleset(ruleset: str, edition: str) -> Ruleset:
    """The ruleset of an edition; DomainError naming the field when the edition has no such ruleset (2025: Sevens
    only, Spike! Journal 22)."""
    if edition not in EDITIONS:
        raise _refused(*_unknown_edition(edition))
    offered = dict(RULESET_CHOICES_BY_EDITION[edition])
    if ruleset not in offered:
        if ruleset in RULESETS:
            raise _refused(
                Violation("ruleset_not_in_edition", "ruleset",
                          {"ruleset": RULESETS[ruleset], "edition": edition, "rulesets": tuple(offered.values())}),
                f"{RULESETS[ruleset]} has no {edition} edition: the {edition} edition plays "
                f"{', '.join(offered.values())} only.",
            )
        raise _refused(*_unknown_ruleset(ruleset, offered))
    return get_ruleset(ruleset, edition)


def _number_problem(name: str, value: object, low: int, high: int) -> Problem | None:
    problem = int_problem(value, low=low, high=high)
    if problem is None:
        return None
    return (Violation("rulespack_number", name, {"name": name, "least": low, "most": high, "value": quote(value)}),
            f"{name} {problem}")


def _problem(pack: Rulespack) -> Problem | None:
    """The first thing wrong with a rulespack, or None."""
    if pack.ruleset not in RULESETS:
        return _unknown_ruleset(pack.ruleset, RULESETS)
    try:
        _edition_ruleset(pack.ruleset, pack.edition)
    except DomainError as exc:
        return exc.violations[0], exc.message
    if pack.scoring not in ("points", "dungeon-sevens"):
        return (Violation("unknown_scoring", "scoring", {"scoring": quote(pack.scoring)}),
                f"unknown scoring {quote(pack.scoring)}; choose points or dungeon-sevens")
    numbers = {
        "budget": (pack.budget, 1, GOLD_MAX),
        "rounds": (pack.rounds, 1, MAX_ROUNDS),
        "win": (pack.win, 0, 1000),
        "draw": (pack.draw, 0, 1000),
        "loss": (pack.loss, 0, 1000),
        "runaway_win": (pack.runaway_win, 0, 1000),
        "annihilation_win": (pack.annihilation_win, 0, 1000),
        "concession_penalty": (pack.concession_penalty, 0, 1000),
        "gold_escalation": (pack.gold_escalation, 0, GOLD_MAX),
    }
    for name, (value, low, high) in numbers.items():
        problem = _number_problem(name, value, low, high)
        if problem:
            return problem
    if not pack.win >= pack.draw >= pack.loss:
        return (Violation("points_order", "win", {"win": pack.win, "draw": pack.draw, "loss": pack.loss}),
                "a win must be worth at least a draw, and a draw at least a loss")
    for name in ("bonus_points", "final_round_keeps_top", "spare_player", "star_players", "injuries_carry",
                 "secret_objectives"):
        if not isinstance(getattr(pack, name), bool):
            value = quote(getattr(pack, name))
            return (Violation("rulespack_not_bool", name, {"name": name, "value": value}),
                    f"{name} must be true or false, not {value}")
    tiers = len(MATCHED_PLAY_BY_EDITION[pack.edition]["skill_points"])
    for name in ("skill_points", "max_secondary"):
        value = getattr(pack, name)
        if len(value) != tiers or any(int_problem(v, high=SMALL_COUNT_MAX) for v in value):
            listed = ", ".join(str(t) for t in range(1, tiers + 1))
            return (Violation("rulespack_tiers", name, {"name": name, "count": tiers, "value": quote(list(value))}),
                    f"{name} must be {tiers} whole numbers (Tier {listed}), not {quote(list(value))}")
    if pack.max_elite is not None:
        problem = _number_problem("max_elite", pack.max_elite, 0, SMALL_COUNT_MAX)
        if problem:
            return problem
    if pack.star_players and pack.edition != DEFAULT_EDITION:  # Spike! Journal 22, Inducements: no Star Players
        return (Violation("star_players_not_allowed", "star_players", {"edition": pack.edition}, variant="edition"),
                f"the {pack.edition} Sevens has no Star Players")
    unknown = [t for t in pack.tiebreakers if t not in TIEBREAKERS]
    if unknown:
        return (Violation("unknown_tiebreaker", "tiebreakers",
                          {"tiebreaker": quote(unknown[0]), "choices": tuple(TIEBREAKERS)}),
                f"unknown tiebreaker {quote(unknown[0])}; choose from {', '.join(TIEBREAKERS)}")
    if len(set(pack.tiebreakers)) != len(pack.tiebreakers):
        return Violation("tiebreaker_repeated", "tiebreakers"), "a tiebreaker is listed more than once"
    if "bonus_points" in pack.tiebreakers and not pack.bonus_points:
        return (Violation("tiebreaker_needs_rule", "tiebreakers", variant="bonus_points"),
                "the Bonus Points tiebreaker needs Bonus Points")
    if "secret_objectives" in pack.tiebreakers and not pack.secret_objectives:
        return (Violation("tiebreaker_needs_rule", "tiebreakers", variant="secret_objectives"),
                "the Secret Objectives tiebreaker needs the Secret Objectives rule")
    allowed = {i.key for i in pack.rules.inducements}
    wrong = [key for key in pack.inducements if key not in allowed]
    if wrong:
        return (Violation("unknown_inducement", "inducements", {"inducement": wrong[0], "ruleset": pack.ruleset_name}),
                f"{quote(wrong[0])} is not an inducement of {pack.ruleset_name}")
    wrong = [key for key in pack.awards if not isinstance(key, str) or not key.strip() or len(key) > AWARD_MAX]
    if wrong:
        return (Violation("award_name", "awards", {"most": AWARD_MAX, "value": quote(wrong[0])}),
                f"an award is a name of 1 to {AWARD_MAX} characters, not {quote(wrong[0])}")
    if pack.knockout_draw not in KNOCKOUT_DRAWS:
        return (Violation("unknown_knockout_draw", "knockout_draw", {"value": quote(pack.knockout_draw)}),
                f"unknown knockout draw rule {quote(pack.knockout_draw)}")
    return None


@dataclass(frozen=True)
class Game:
    """Seed 003, Games: one game's record (away None is a Bye for home; conceded_by is home, away or None)."""

    home: Coach
    away: Coach | None
    home_td: int = 0
    away_td: int = 0
    home_cas: int = 0  # casualties home inflicted that earn SPP (seed 003, Ranking)
    away_cas: int = 0
    conceded_by: Coach | None = None
    home_objectives: int = 0  # Secret Objectives achieved (seed 003, Secret Objectives)
    away_objectives: int = 0
    win_kind: str | None = None  # seed 001: "points", "runaway", "annihilation"; None: read from the score
    winner: Coach | None = None  # only for an Annihilation Win by a coach not ahead

    def __post_init__(self) -> None:
        for name in ("home_objectives", "away_objectives"):
            value = getattr(self, name)
            if not _is_int(value) or not 0 <= value <= SECRET_OBJECTIVES_PER_GAME:
                raise ValueError(f"{name} must be a whole number from 0 to 3, not {value!r}")
        self.result()  # rules.scoring checks the rest

    @classmethod
    def bye(cls, coach: Coach) -> Game:
        """Seed 003, Bye: counts as winning the game 2-0, with neither side inflicting any casualties."""
        return cls(coach, None, 2, 0)

    @property
    def is_bye(self) -> bool:
        """Seed 003, Bye: a game without an opponent."""
        return self.away is None

    def result(self) -> Result:
        """Seed 003, Bye: a bye is scored 2-0 without casualties whatever was stored with it. Made once (the game
        is frozen): the check on creation and the standings read the same one."""
        made = self.__dict__.get("_result")
        if made is None:
            made = Result.bye(self.home) if self.away is None else Result(
                self.home,
                self.away,
                self.home_td,
                self.away_td,
                self.home_cas,
                self.away_cas,
                conceded_by=self.conceded_by,
                win_kind=self.win_kind,
                winner=self.winner,
            )
            object.__setattr__(self, "_result", made)
        return made

    def coaches(self) -> tuple[Coach, ...]:
        return (self.home,) if self.away is None else (self.home, self.away)


STANDING_COLUMNS: tuple[str, ...] = (
    "rank", "coach", "played", "won", "drawn", "lost", "points", "bonus_points", "td_for", "td_against", "td_diff",
    "cas_for", "cas_against",
)
"""Issue 17, event_standings --json: the keys of a standings row, in order."""


@dataclass(frozen=True)
class StandingRow:
    """Seed 003, Ranking: one coach's line; coaches no tiebreaker separates share a rank (1, 1, 3)."""

    rank: int
    coach: Coach
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
    objectives: int = 0

    def as_dict(self) -> dict[str, Any]:
        """Every value of the row by name (Secret Objectives included)."""
        return asdict(self)

    def as_json(self) -> dict[str, Any]:
        """Issue 17, event_standings --json: exactly STANDING_COLUMNS, in order."""
        return {name: getattr(self, name) for name in STANDING_COLUMNS}


def game_points(game: Game, pack: Rulespack) -> tuple[int, int, int, int]:
    """Seed 003, Ranking, Bye and concession: (home points, away points, home Bonus Points, away Bonus Points)."""
    scored = score_result(game.result(), pack.scheme)
    return scored.home_points, scored.away_points, scored.home_bonus, scored.away_bonus


def standings(
    coaches: Iterable[Coach], games: Iterable[Game], pack: Rulespack, *, spare: Coach | None = None
) -> list[StandingRow]:
    """Seed 003, Ranking: Tournament Points, then the rulespack's tiebreakers in order; the Spare Player is left
    out; a Bye is a 2-0 win (2 points, 1 Bonus Point); a concession gives the opponent at least 3-0 and every
    Bonus Point and the conceder no Bonus Points and -1 Tournament Point (``rules.scoring.score_result``)."""
    lines: dict[Coach, Tally] = {}
    for coach in coaches:
        if coach is None:
            raise ValueError("None is not a coach (it marks a bye)")
        if coach != spare:
            lines.setdefault(coach, Tally())
    meetings: dict[Coach, list[tuple[Coach, int]]] = {}
    scheme = pack.scheme
    for game in games:
        scored = score_result(game.result(), scheme)
        sides = [(game.home, game.away, True)]
        if game.away is not None:
            sides.append((game.away, game.home, False))
        for coach, opponent, home in sides:
            if coach == spare:
                continue
            line = lines.get(coach) or lines.setdefault(coach, Tally())
            won = None if scored.winner is None else scored.winner == coach
            if home:
                line.add(scored.home_td, scored.away_td, scored.home_cas, scored.away_cas, scored.home_points,
                         scored.home_bonus, won, game.home_objectives)
            else:
                line.add(scored.away_td, scored.home_td, scored.away_cas, scored.home_cas, scored.away_points,
                         scored.away_bonus, won, game.away_objectives)
            if opponent is not None and opponent != spare:
                earned = scored.home_points if home else scored.away_points
                meetings.setdefault(coach, []).append((opponent, earned))
    return _ranked_rows(lines, pack.tiebreakers, meetings)


def _ranked_rows(lines: dict[Coach, Tally], tiebreakers: Sequence[str], meetings: dict) -> list[StandingRow]:
    """Seed 003, Ranking: points first, then each tiebreaker splits the coaches still level; ties share a rank."""
    by_points: dict[int, list[Coach]] = {}
    for coach, line in lines.items():
        by_points.setdefault(line.points, []).append(coach)
    rows: list[StandingRow] = []
    for points in sorted(by_points, reverse=True):
        blocks = split_ties(by_points[points], tuple(tiebreakers), lambda name, c: lines[c].stat(name), meetings)
        for block in blocks:
            rank = len(rows) + 1
            for coach in sorted(block, key=_key_order):
                t = lines[coach]
                rows.append(
                    StandingRow(
                        rank, coach, t.played, t.won, t.drawn, t.lost, t.points, t.bonus, t.td_for, t.td_against,
                        t.td_for - t.td_against, t.cas_for, t.cas_against, t.objectives,
                    )
                )
    return rows


# --- pairing -------------------------------------------------------------------------------------------------


def shuffled(items: Iterable[Coach], dice: Dice, *, why: str) -> list[Coach]:
    """Seed 003, Round 1 ("any other method so long as it is random"): a shuffle drawn with the dice, one recorded
    roll per place (drawing names out of a hat)."""
    hat = list(items)
    drawn: list[Coach] = []
    while hat:
        picked = dice.choice(hat, why=why, label=str)
        hat.remove(picked)
        drawn.append(picked)
    return drawn


def first_round(
    coaches: Iterable[Coach], dice: Dice, *, spare: Coach | None = None, clubs: Mapping[Coach, str | None] | None = None
) -> list[Pair]:
    """Seed 003, Round 1: coaches paired at random; with an odd number one, at random, meets the Spare or a Bye.
    With ``clubs`` (the NAF's rule, Event.separate_clubs) coaches of one club are kept apart where they can be
    (``pairings.clubs_apart``; the Spare Player takes his seat at the end of the order, so his club counts too)."""
    listed = pairings._unique(coaches, "coaches")
    if spare is not None and spare in listed:
        raise ValueError("the Spare Player is not one of the ranked coaches")
    order = shuffled(listed, dice, why="Round 1 draw")
    if len(order) % 2 and spare is not None:
        order.append(spare)
    if clubs:
        order = pairings.clubs_apart(order, clubs)
    pairs: list[Pair] = [(order[i], order[i + 1]) for i in range(0, len(order) - 1, 2)]
    pairs = [(away, home) if home == spare and spare is not None else (home, away) for home, away in pairs]
    if len(order) % 2:
        pairs.append((order[-1], None))
    return pairs


def pair_round(
    ranked: Sequence[Coach],
    games: Iterable[Game],
    pack: Rulespack,
    *,
    round_number: int,
    seed: int,
    spare: Coach | None = None,
    clubs: Mapping[Coach, str | None] | None = None,
) -> list[Pair]:
    """Seed 003, Pairings: round 1 at random from ``seed`` (coaches of one club apart when ``clubs`` is given);
    later 1v2, 3v4 ... where a pair has met the lower ranked swaps with the highest ranked of the pairing below,
    with the fewest rematches when some cannot be avoided; in the final round 1st and 2nd may meet again
    (rulespack); the Spare Player, ranked last, is played by the lowest coach who has not met him, else a Bye
    (None) goes to the lowest coach without one."""
    if round_number < 1:
        raise ValueError("rounds are numbered from 1")
    played = list(games)
    if round_number == 1 or not played:
        return first_round(ranked, Dice(seed=seed), spare=spare, clubs=clubs)
    previous = [game.coaches() for game in played]
    byes = [game.home for game in played if game.away is None]
    return pairings.swiss_pairings(
        ranked,
        previous,
        byes,
        spare_player=spare,
        keep_top_pair=pack.final_round_keeps_top and pack.is_final_round(round_number),
    )


def rematches(pairs: Iterable[Sequence[Coach | None]], games: Iterable[Game]) -> list[tuple]:
    """Seed 003, Subsequent rounds ("an opponent they have already played"): the pairs of a draw that met before."""
    met = {frozenset(game.coaches()) for game in games if game.away is not None}
    return [tuple(pair) for pair in pairs if None not in pair and frozenset(pair) in met]

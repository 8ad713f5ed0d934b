"""Team rosters and skills as data, keyed by edition.

The data lives in ``rules/data/<edition>.json`` (one position per line, profiles as printed):
``bb2020.json`` for the 2020 edition (Second Season, seed 000's Sevens) and ``bb2025.json`` for the 2025 edition
(Third Season, the Sevens of Spike! Journal 22), whose positions carry their keywords (Lineman, Big Guy ...).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data"
DEFAULT_EDITION = "2020"
EDITION_FILES = {"2020": "bb2020.json", "2025": "bb2025.json"}
EDITIONS = tuple(EDITION_FILES)
LINEMAN_KEYWORD = "Lineman"
BIG_GUY_KEYWORD = "Big Guy"

CATEGORY_LETTERS = {"G": "General", "A": "Agility", "S": "Strength", "P": "Passing", "M": "Mutation"}
SKILL_CATEGORIES = tuple(CATEGORY_LETTERS.values())
TRAIT = "Trait"
LINEMAN_MAXIMA = (12, 16)
JOURNEYMAN_QTY_2025 = 16  # 2025 rulebook, Take on Journeymen: only a Lineman position of QTY 0-16


def _key(name: str) -> str:
    """Names match without regard to case, spacing or the quote in 'Ooligan."""
    return re.sub(r"[\s'’]+", " ", name.strip().lower()).strip()


def skill_base_name(skill: str) -> str:
    """'Mighty Blow (+1)' -> 'Mighty Blow'; 'Loner (4+)' -> 'Loner'."""
    return re.sub(r"\s*\(.*\)\s*$", "", skill).strip()


@dataclass(frozen=True)
class Skill:
    name: str
    category: str  # General, Agility, Strength, Passing, Mutation or Trait
    random_advancement: bool
    dungeon_bowl_only: bool = False  # the data's "Dungeon Bowl only" list (the reference's scope)
    elite: bool = False  # Spike! Journal 22, Purchasing Skills: the Elite skills (2025 data's "elite" list)

    @property
    def base_name(self) -> str:
        return skill_base_name(self.name)


@dataclass(frozen=True)
class Position:
    name: str
    max_qty: int
    cost: int
    ma: int
    st: int
    ag: int
    pa: int | None
    av: int
    skills: tuple[str, ...]
    primary: tuple[str, ...]
    secondary: tuple[str, ...]
    is_big_guy: bool = False
    aliases: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()  # 2025 edition only; a 2020 position has none

    @property
    def is_lineman(self) -> bool:
        """Seed 000, Player Positions: the team's Lineman positional is the one it may take 0-12 or 0-16 of.
        Spike! Journal 22, Player Positions: in the 2025 edition a Lineman is a position with the Lineman keyword."""
        if self.keywords:
            return LINEMAN_KEYWORD in self.keywords
        return self.max_qty in LINEMAN_MAXIMA

    @property
    def has_lineman_keyword(self) -> bool:
        """Spike! Journal 22, Player Positions: the keyword the 2025 Sevens cap reads (a 2020 position has none)."""
        return LINEMAN_KEYWORD in self.keywords

    @property
    def stunty(self) -> bool:
        """Seed 000, Stunty Players: a player with the Stunty trait uses the Stunty injury table."""
        return "Stunty" in self.skills

    @property
    def profile(self) -> str:
        pa = f"{self.pa}+" if self.pa is not None else "-"
        return f"{self.ma} {self.st} {self.ag}+ {pa} {self.av}+"

    @property
    def primary_letters(self) -> str:
        return "".join(c[0] for c in self.primary)

    @property
    def secondary_letters(self) -> str:
        return "".join(c[0] for c in self.secondary)

    def has_skill(self, skill: str) -> bool:
        base = skill_base_name(skill).lower()
        return any(skill_base_name(s).lower() == base for s in self.skills)


@dataclass(frozen=True)
class Race:
    name: str
    edition: str
    tier: int | None
    official: bool
    reroll_cost: int
    apothecary_allowed: bool
    special_rules: tuple[str, ...]
    special_rule_choice: tuple[str, ...]
    max_big_guys: int | None
    positions: tuple[Position, ...]
    tier_sevens: int | None = None  # Spike! Journal 22, Sevens Team Tiers (2025 edition)
    league_choice: bool = False  # the team picks one league from special_rule_choice (2025 edition)
    _index: dict[str, Position] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", self._position_index())

    def position(self, name: str) -> Position | None:
        """The position named ``name`` (its roster name, a known alias, or the name without the race word)."""
        return self._index.get(_key(name))

    def _position_index(self) -> dict[str, Position]:
        index: dict[str, Position] = {}
        short: dict[str, list[Position]] = {}
        race_words = {w.lower() for w in self.name.split()}
        for position in self.positions:
            for name in (position.name, *position.aliases):
                index.setdefault(_key(name), position)
            first, _, rest = position.name.partition(" ")
            if rest and first.lower() in race_words:
                short.setdefault(_key(rest), []).append(position)
        for name, found in short.items():
            if len(found) == 1:
                index.setdefault(name, found[0])
        return index

    @property
    def lineman_positions(self) -> tuple[Position, ...]:
        return tuple(p for p in self.positions if p.is_lineman)

    @property
    def journeyman_position(self) -> Position:
        """Seed 000, Journeymen: a Journeyman is the team's Lineman positional (the cheapest if it has two).

        2025 rulebook, League Play, Take on Journeymen (BBBase ``docs/bb2025/core_rules/league_play.md``): "a player
        from the team's Team Roster with the Lineman position that have a QTY of 0-16 [...] If a team has a Lineman
        position without a QTY of 0-16, then they may not choose that player type as a Journeyman" (a Human team's
        0-3 Halfling Hopeful is not one). Reading: where two 0-16 Lineman positions are open (Shambling Undead), the
        cheapest, then the first by name, is taken."""
        linemen = self.lineman_positions
        if self.edition == "2025":
            linemen = tuple(p for p in linemen if p.max_qty == JOURNEYMAN_QTY_2025) or linemen
        return min(linemen, key=lambda p: (p.cost, p.name))

    def has_rule(self, rule: str) -> bool:
        return rule in self.special_rules


def _parse_profile(profile: str) -> tuple[int, int, int, int | None, int]:
    ma, st, ag, pa, av = profile.split()
    return int(ma), int(st), int(ag.rstrip("+")), None if pa == "-" else int(pa.rstrip("+")), int(av.rstrip("+"))


def _categories(letters: str, names: dict[str, str] = CATEGORY_LETTERS) -> tuple[str, ...]:
    return tuple(names[c] for c in letters)


@dataclass(frozen=True)
class Edition:
    key: str
    title: str
    races: tuple[Race, ...]
    skills: tuple[Skill, ...]
    categories: tuple[str, ...] = SKILL_CATEGORIES
    _races: dict[str, Race] = field(init=False, repr=False, compare=False, hash=False)
    _skills: dict[str, Skill] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_races", {_key(r.name): r for r in self.races})
        object.__setattr__(self, "_skills", {_key(s.base_name): s for s in self.skills})

    def race(self, name: str) -> Race | None:
        return self._races.get(_key(name))

    def skill(self, name: str) -> Skill | None:
        """The catalogue entry of a skill as written on a roster ('Loner (4+)' finds 'Loner (X+)')."""
        return self._skills.get(_key(skill_base_name(name)))

    def skills_in_category(self, category: str) -> tuple[Skill, ...]:
        """The skills of a category that random advancement can give, in catalogue order."""
        return tuple(s for s in self.skills if s.category == category and s.random_advancement)


@cache
def edition(key: str = DEFAULT_EDITION) -> Edition:
    """Load an edition's rosters and skills from its data file."""
    try:
        filename = EDITION_FILES[key]
    except KeyError:
        raise ValueError(f"Unknown edition {key!r}; known: {', '.join(EDITION_FILES)}") from None
    data = json.loads((DATA_DIR / filename).read_text(encoding="utf-8"))
    letters: dict[str, str] = data.get("categories", CATEGORY_LETTERS)
    elite = set(data.get("elite", ()))
    skills = []
    for category, names in data["skills"].items():
        if category == "Dungeon Bowl only":
            for entry in names:
                name, letter = entry.rsplit(" (", 1)
                skills.append(
                    Skill(name, letters[letter.rstrip(")")], random_advancement=False, dungeon_bowl_only=True)
                )
            continue
        for name in names:
            skills.append(Skill(name, category, random_advancement=category != TRAIT, elite=name in elite))
    races = []
    for team in data["teams"]:
        positions = []
        for row in team["positions"]:
            ma, st, ag, pa, av = _parse_profile(row["profile"])
            keywords = tuple(row.get("keywords", ()))
            positions.append(
                Position(
                    name=row["name"],
                    max_qty=row["max"],
                    cost=row["cost"],
                    ma=ma,
                    st=st,
                    ag=ag,
                    pa=pa,
                    av=av,
                    skills=tuple(row["skills"]),
                    primary=_categories(row["primary"], letters),
                    secondary=_categories(row["secondary"], letters),
                    is_big_guy=row.get("big_guy", False) or BIG_GUY_KEYWORD in keywords,
                    aliases=tuple(row.get("aka", ())),
                    keywords=keywords,
                )
            )
        races.append(
            Race(
                name=team["name"],
                edition=key,
                tier=team.get("tier"),
                official=team.get("official", True),
                reroll_cost=team["reroll"],
                apothecary_allowed=team["apothecary"],
                special_rules=tuple(team.get("special_rules", ())),
                special_rule_choice=tuple(team.get("special_rule_choice", ())),
                max_big_guys=team.get("big_guys_max"),
                positions=tuple(positions),
                tier_sevens=team.get("tier_sevens"),
                league_choice=team.get("league_choice", False),
            )
        )
    categories = tuple(c for c in letters.values())
    return Edition(key=key, title=data["title"], races=tuple(races), skills=tuple(skills), categories=categories)


def race(name: str, edition_key: str = DEFAULT_EDITION) -> Race | None:
    """The race named ``name`` in an edition, matched without regard to case."""
    return edition(edition_key).race(name)


def races(edition_key: str = DEFAULT_EDITION) -> tuple[Race, ...]:
    return edition(edition_key).races

"""Player advancement and the Draft, as Sevens league play has them (seed 000).

Sevens players earn no Star Player Points: after each game one player gains a random skill, and players
with gained skills may be poached by professional teams (the Draft).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .choices import LabelledStrEnum
from .dice import Dice
from .errors import unworded
from .rosters import DEFAULT_EDITION, TRAIT, Position, Skill, edition, skill_base_name
from .violations import Violation


class AdvancementKind(LabelledStrEnum):
    """Seed 000, Player Advancement: the new skill is a Primary or a Secondary one (values are stored)."""

    PRIMARY = "primary", "Primary"
    SECONDARY = "secondary", "Secondary"


PRIMARY = AdvancementKind.PRIMARY.value
SECONDARY = AdvancementKind.SECONDARY.value
KINDS = (PRIMARY, SECONDARY)

# Seed 000, Value Increase (Current Value Increase Table): (first new skill, each new skill after the first).
VALUE_INCREASE = {PRIMARY: (10_000, 20_000), SECONDARY: (20_000, 30_000)}


class AdvancementError(ValueError):
    """A choice the advancement rules do not allow (wrong category, ineligible player, nothing left to draw): its
    ``violation`` says which (worded by the apps, ``core.wording``); its text is the violation's code and values."""

    def __init__(self, violation: Violation):
        super().__init__(unworded(violation))
        self.violation = violation


def value_increase(kind: str, skills_gained_before: int) -> int:
    """Seed 000, Value Increase: +10,000/+20,000 for a Primary skill, +20,000/+30,000 for a Secondary skill.

    The first column is for the player's first new skill, the second for every one after it, whatever type the
    earlier skills were.
    """
    first, later = VALUE_INCREASE[kind]
    return first if skills_gained_before == 0 else later


def player_value(cost: int, gained_kinds: Iterable[str], *, bonus: int = 0) -> int:
    """Seed 000, Value Increase: the hiring fee plus the increase for each gained skill, in the order gained.
    ``bonus`` is what else raised his value (Spike! Journal 22, Drafted Players: +15,000 each time he was kept)."""
    value = cost + bonus
    for before, kind in enumerate(gained_kinds):
        value += value_increase(kind, before)
    return value


@dataclass(frozen=True)
class Candidate:
    """A player as advancement sees them: who, their position, every skill they have, and how the game went."""

    key: object
    name: str
    position: Position
    skills: tuple[str, ...]  # starting and gained
    gained: int  # skills gained so far
    played: bool = True
    died: bool = False
    casualty: bool = False  # removed as a Casualty this game (Badly Hurt, Seriously Hurt or Dead)

    def categories(self, kind: str) -> tuple[str, ...]:
        return self.position.primary if kind == PRIMARY else self.position.secondary


@dataclass(frozen=True)
class Advancement:
    key: object
    name: str
    kind: str
    category: str
    skill: str
    value_increase: int


def eligible(candidates: Iterable[Candidate]) -> list[Candidate]:
    """Seed 000, Player Advancement: only a player who played this game and did not suffer a DEAD result."""
    return [c for c in candidates if c.played and not c.died]


def gained_skill_refusal(
    position: Position,
    skill: str,
    *,
    have: Iterable[str] = (),
    banned: Iterable[str] = frozenset(),
    edition_key: str = DEFAULT_EDITION,
    player: str = "",
    number: int | None = None,
    field: str = "",
) -> Violation | None:
    """Seed 000, Player Advancement (a new Primary or Secondary skill) with the 2020 rulebook, Skills and Traits
    (traits are never gained) and seeds 001, 004, Team Creation (banned skills): why the player cannot gain
    ``skill``, or None when he can.

    ``have`` is every skill the player has now, starting and gained (a skill is never gained twice); ``banned``
    the league's or ruleset's banned skills; ``player`` names him (his name, or ``number`` on the roster, else the
    position). Codes: ``unknown_skill``, ``skill_banned`` (the ban named on its own, as it always was) and
    ``skill_not_available`` (variants ``trait``, ``dungeon_bowl_only``, ``category``: outside the position's
    Primary and Secondary ones, ``has``: a skill he has). Reading: the Dungeon Bowl-only skills
    (Portal Navigator, Give and Go, Portal Passer, Wall Thrower) belong to the Dungeon Bowl game, not to any
    ruleset here (Dungeon Sevens included: seed 001 plays Sevens in a dungeon, not Dungeon Bowl), so no player
    gains one.
    """
    who = {"player": player, "number": number, "position": position.name}
    entry = edition(edition_key).skill(skill)
    if entry is None:
        return Violation("unknown_skill", field, {**who, "skill": skill})
    name = entry.base_name
    if name.lower() in {skill_base_name(b).lower() for b in banned}:
        return Violation("skill_banned", field, {**who, "skill": name})
    if entry.category == TRAIT:
        reason = "trait"
    elif entry.dungeon_bowl_only:
        reason = "dungeon_bowl_only"
    elif entry.category not in (*position.primary, *position.secondary):
        reason = "category"
    elif name.lower() in {skill_base_name(s).lower() for s in have}:
        reason = "has"
    else:
        return None
    return Violation(
        "skill_not_available",
        field,
        {
            **who,
            "skill": name,
            "category": entry.category,
            "primary": position.primary_letters or "-",
            "secondary": position.secondary_letters or "-",
        },
        variant=reason,
    )


def skills_available(
    candidate: Candidate,
    category: str,
    edition_key: str = DEFAULT_EDITION,
    *,
    banned: frozenset[str] = frozenset(),
) -> tuple[Skill, ...]:
    """Seed 000, Player Advancement: the skills of the category a random draw may give the player, that is the
    ones he could legally gain (``gained_skill_refusal``: his category, not a trait, not one he has, not
    ``banned``), in catalogue order."""
    return tuple(
        s
        for s in edition(edition_key).skills_in_category(category)
        if gained_skill_refusal(
            candidate.position, s.name, have=candidate.skills, banned=banned, edition_key=edition_key
        )
        is None
    )


def choice_refusal(existing_kind: str | None, existing_player_drawn: bool, new_kind: str) -> Violation | None:
    """Seed 000, Player Advancement ("The coach of a Blood Bowl Sevens team has to work with what they are
    given"): once a random player has been drawn for a Secondary skill, the choice stands; the coach cannot
    switch to a Primary skill for a player of his choice. None when the new choice is allowed.

    Reading: the drawn player is the coach's result as soon as it is rolled (a die rolled is never taken
    back), so a Secondary choice whose player has been drawn can only stay Secondary (for the same player).
    """
    if existing_kind == SECONDARY and existing_player_drawn and new_kind != SECONDARY:
        return Violation("secondary_player_drawn", "kind")
    return None


def random_secondary_player(candidates: Sequence[Candidate], dice: Dice) -> Candidate:
    """Seed 000, Player Advancement (option 2): a randomly selected player who played and did not die."""
    pool = eligible(candidates)
    if not pool:
        raise AdvancementError(Violation("no_player_can_advance", "player", variant="played"))
    return dice.choice(pool, why="Player Advancement: random player for a Secondary skill", label=lambda c: c.name)


def advance(
    candidate: Candidate,
    kind: str,
    category: str,
    dice: Dice,
    edition_key: str = DEFAULT_EDITION,
    *,
    banned: frozenset[str] = frozenset(),
) -> Advancement:
    """Seed 000, Player Advancement: draw a random skill of the chosen Primary or Secondary category, among the
    skills the player could legally gain (never a ``banned`` one: ``skills_available``)."""
    if kind not in KINDS:
        raise AdvancementError(Violation("unknown_advancement_kind", "kind", {"kind": kind}))
    if not candidate.played or candidate.died:
        raise AdvancementError(Violation("player_cannot_advance", "player", {"player": candidate.name}, "played"))
    allowed = candidate.categories(kind)
    if category not in allowed:
        raise AdvancementError(not_a_category(candidate, kind, category))
    pool = skills_available(candidate, category, edition_key, banned=banned)
    if not pool:
        raise AdvancementError(no_skill_left(candidate, category))
    skill = dice.choice(
        pool,
        why="Player Advancement: random %(category)s skill",
        subject=candidate.name,
        label=lambda s: s.name,
        params={"category": category},
    )
    return Advancement(
        key=candidate.key,
        name=candidate.name,
        kind=kind,
        category=category,
        skill=skill.name,
        value_increase=value_increase(kind, candidate.gained),
    )


def not_a_category(candidate: Candidate, kind: str, category: str) -> Violation:
    """Seed 000, Player Advancement: ``category`` is not one of the player's Primary (or Secondary) categories."""
    params = {"category": category, "player": candidate.name, "categories": candidate.categories(kind)}
    return Violation("skill_not_available", "category", params, "not_primary" if kind == PRIMARY else "not_secondary")


def no_skill_left(candidate: Candidate, category: str) -> Violation:
    """Seed 000, Player Advancement: the player already has every skill of the category he could gain."""
    return Violation("no_skill_left", "category", {"player": candidate.name, "category": category})


@dataclass(frozen=True)
class DraftRoll:
    key: object
    name: str
    gained: int
    roll: int
    leaves: bool


def the_draft(players: Iterable[tuple[object, str, int]], dice: Dice) -> list[DraftRoll]:
    """Seed 000, The Draft: a D6 per player with gained skills; a roll equal to or below that number means poached."""
    results = []
    for key, name, gained in players:
        if gained < 1:
            continue
        why = "The Draft (%(gained)s gained skill)" if gained == 1 else "The Draft (%(gained)s gained skills)"
        roll = dice.d6(why=why, subject=name, params={"gained": gained})
        leaves = roll <= gained
        dice.annotate_last("leaves for a professional team" if leaves else "stays")
        results.append(DraftRoll(key=key, name=name, gained=gained, roll=roll, leaves=leaves))
    return results

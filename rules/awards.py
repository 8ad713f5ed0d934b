"""Awards: places, the Stunty Cup and the most touchdowns and casualties.

Source: seed 003 (``003_10674a811dc8f08c.txt``, GW *Blood Bowl Matched Play Guide*, OCR): "Awards" (First, Second,
Third Place), "Star Player Points" (recording touchdowns and casualties for such awards) and "Stunty Tournament"
(the eligible teams and their conditions).

Readings (each repeated in its rule's docstring):

* The Stunty Cup goes to the best placed coach of a Stunty Team, one of the seven the Guide lists: Black Orcs
  "providing they include only Goblin Bruiser Linemen and Trained Trolls", Goblins, Halflings, Lizardmen "providing
  they include no Saurus Blockers", Ogres, Snotlings, Underworld Denizens "providing they only include Underworld
  Goblin Linemen, Underworld Snotlings, Underworld Trolls and Mutant Rat Ogres". Race and position names are this
  project's roster names (``rules/data``); the Guide's "Snotling" is the Snotling team.
* Most touchdowns and most casualties are a coach's totals over the event as the standings count them (a Bye's two
  touchdowns and a concession's 3-0 included: the score that stands); coaches level share the award.
* Places share a rank as the standings do: two coaches level on every tiebreaker both take the place.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import replace

from .draft import Draft
from .eventcore import StandingRow

Coach = Hashable

STUNTY_TEAMS: Mapping[str, tuple[str, frozenset[str]]] = {
    "Black Orc": ("only", frozenset({"Goblin Bruiser Lineman", "Trained Troll"})),
    "Goblin": ("any", frozenset()),
    "Halfling": ("any", frozenset()),
    "Lizardmen": ("without", frozenset({"Saurus Blocker"})),
    "Ogre": ("any", frozenset()),
    "Snotling": ("any", frozenset()),
    "Underworld Denizens": (
        "only",
        frozenset({"Underworld Goblin Lineman", "Underworld Snotling", "Underworld Troll", "Mutant Rat Ogre"}),
    ),
}
"""Seed 003, Stunty Tournament: the teams eligible, with the positions they may (only) or may not (without) field."""


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


def stunty_cup_problem(race: str, roster: Draft | Iterable[str]) -> str | None:
    """Seed 003, Stunty Tournament: why a team is not a Stunty Team (None when it is): one of the listed teams,
    with only the positions its condition allows."""
    entry = next((value for name, value in STUNTY_TEAMS.items() if _key(name) == _key(race)), None)
    if entry is None:
        return f"{race} is not one of the Stunty Teams"
    rule, positions = entry
    names = [p.position for p in roster.players] if isinstance(roster, Draft) else list(roster)
    allowed = {_key(p) for p in positions}
    if rule == "only":
        wrong = sorted({n for n in names if _key(n) not in allowed})
        if wrong:
            return f"a Stunty {race} team fields only {', '.join(sorted(positions))} (not {', '.join(wrong)})"
    elif rule == "without":
        wrong = sorted({n for n in names if _key(n) in allowed})
        if wrong:
            return f"a Stunty {race} team fields no {', '.join(wrong)}"
    return None


def stunty_cup_eligible(race: str, roster: Draft | Iterable[str]) -> bool:
    """Seed 003, Stunty Tournament: a team that may win the Stunty Cup (see ``stunty_cup_problem``)."""
    return stunty_cup_problem(race, roster) is None


def stunty_cup(rows: Sequence[StandingRow], eligible: Iterable[Coach]) -> list[Coach]:
    """Seed 003, Stunty Tournament: the best placed coach(es) of a Stunty Team."""
    stunty = set(eligible)
    ranked = [row for row in rows if row.coach in stunty]
    return [row.coach for row in ranked if row.rank == ranked[0].rank] if ranked else []


def places(rows: Sequence[StandingRow], count: int = 3) -> dict[int, list[Coach]]:
    """Seed 003, Awards: First, Second and Third Place from the final standings (a shared rank shares the place)."""
    return {
        place: [row.coach for row in rows if row.rank == place]
        for place in range(1, count + 1)
        if any(row.rank == place for row in rows)
    }


def award_leaders(rows: Iterable[StandingRow], stat: str) -> tuple[list[Coach], int]:
    """Seed 003, Awards: the coach(es) with the most touchdowns (``td_for``) or casualties (``cas_for``), and how
    many; nobody when the most is 0."""
    if stat not in ("td_for", "cas_for"):
        raise ValueError("award_leaders counts td_for or cas_for")
    listed = list(rows)
    best = max((getattr(row, stat) for row in listed), default=0)
    if best <= 0:
        return [], 0
    return [row.coach for row in listed if getattr(row, stat) == best], best


def sub_table(rows: Sequence[StandingRow], coaches: Iterable[Coach]) -> list[StandingRow]:
    """Seed 003, Best of the Rest: those who did not qualify for the knockout "form a separate event ... to
    determine the Best of the Rest" with "their own prizes". Reading: their table is the event's standings with
    only them in it, ranked again from 1 (coaches level on every tiebreaker keep sharing a rank); every game they
    played counts, the group games being that event's first rounds, as the Guide has it "take the same format as a
    normal event"."""
    keep = set(coaches)
    picked = [row for row in rows if row.coach in keep]
    ranked: list[StandingRow] = []
    for index, row in enumerate(picked):
        shared = index and row.rank == picked[index - 1].rank
        ranked.append(replace(row, rank=ranked[-1].rank if shared else index + 1))
    return ranked

"""Before a game: who can play and how many Journeymen a team takes (seed 000 and the 2020 rulebook)."""

from __future__ import annotations

from .rosters import Race
from .rulesets import Ruleset

FIELDED = 7  # seed 000, Set-up: a team sets up at most seven players a drive


def journeymen_needed(available: int) -> int:
    """Seed 000, Number of Players (Journeymen): a team with fewer than seven who can play takes Journeymen up
    to seven."""
    return max(FIELDED - available, 0)


def journeyman_skills(race: Race, ruleset: Ruleset) -> tuple[str, ...]:
    """Seed 000, Journeymen: a Journeyman is the team's Lineman positional with Loner (5+) in Sevens (Loner (4+)
    under the other rulesets), in place of any Loner it has."""
    position = race.journeyman_position
    kept = tuple(s for s in position.skills if not s.startswith("Loner"))
    return (*kept, ruleset.journeyman_loner)

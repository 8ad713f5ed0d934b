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


def petty_cash(*, own_ctv: int, other_ctv: int, other_treasury_spent: int = 0) -> int:
    """2020 rulebook, pre-game Inducements (seed 000, Inducements: "awarded Petty Cash in the same way"): the team
    with the lower Current Team Value gets the difference as petty cash, plus whatever the other team spends from
    its treasury on inducements."""
    if own_ctv >= other_ctv:
        return 0
    return other_ctv - own_ctv + other_treasury_spent


def inducement_problems(
    purchases: dict[str, int], ruleset: Ruleset, race: Race, special_rules: tuple[str, ...] = ()
) -> list[str]:
    """Seed 000, Inducements (and seed 004's potions): every purchase on the ruleset's list, within its cap and
    open to this team."""
    problems = []
    for key, qty in purchases.items():
        item = ruleset.inducement(key)
        if item is None:
            problems.append(f"{key!r} is not an inducement under {ruleset.name}.")
            continue
        if qty < 0:
            problems.append(f"{item.name}: a number of 0 or more.")
        elif item.max_qty is not None and qty > item.max_qty:
            problems.append(f"{item.name}: at most {item.max_qty}, not {qty}.")
        if qty and not item.available_to(race, special_rules):
            problems.append(f"{item.name} is not available to {race.name} teams.")
    return problems


def inducements_cost(
    purchases: dict[str, int], ruleset: Ruleset, race: Race, special_rules: tuple[str, ...] = ()
) -> int:
    """Seed 000, Inducements: the price of the purchases (reduced prices and free potions applied); mercenaries are
    priced per player and are left out here."""
    total = 0
    for key, qty in purchases.items():
        item = ruleset.inducement(key)
        if item is not None and item.price is not None and qty > 0:
            total += item.cost_of(qty, race, special_rules)
    return total

"""Before a game: who can play and how many Journeymen a team takes (seed 000 and the 2020 rulebook)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

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


def journeyman_traits(race: Race, ruleset: Ruleset) -> tuple[str, ...]:
    """Seed 000, Journeymen: what a Journeyman has beyond his position's own skills (the Loner he plays with),
    which he loses when he is hired permanently."""
    starting = set(race.journeyman_position.skills)
    return tuple(s for s in journeyman_skills(race, ruleset) if s not in starting)


def petty_cash(*, own_ctv: int, other_ctv: int, other_treasury_spent: int = 0) -> int:
    """2020 rulebook, pre-game Inducements (seed 000, Inducements: "awarded Petty Cash in the same way"): the team
    with the lower Current Team Value gets the difference as petty cash, plus whatever the other team spends from
    its treasury on inducements."""
    if own_ctv >= other_ctv:
        return 0
    return other_ctv - own_ctv + other_treasury_spent


def game_ctv(current_team_value: int, journeyman_values: Iterable[int] = ()) -> int:
    """2020 rulebook, pre-game sequence: Journeymen are taken before Inducements and count in the Current Team
    Value that sets petty cash (the team's stored CTV leaves them out, as they leave after the game)."""
    return current_team_value + sum(journeyman_values)


def favourite(home_ctv: int, away_ctv: int) -> str | None:
    """2020 rulebook, Inducements: the team with the higher Current Team Value buys first ("home" or "away");
    with equal values (None) neither gets petty cash and each buys from its treasury in any order."""
    if home_ctv == away_ctv:
        return None
    return "home" if home_ctv > away_ctv else "away"


@dataclass(frozen=True)
class Budget:
    """What a team may spend on inducements for one game: petty cash first, then treasury."""

    petty_cash: int
    treasury: int

    @property
    def total(self) -> int:
        return self.petty_cash + self.treasury


def inducement_budget(
    *, own_ctv: int, other_ctv: int, treasury: int, ruleset: Ruleset, other_treasury_spent: int = 0
) -> Budget:
    """2020 rulebook, Inducements (seed 000: petty cash "in the same way"; seed 001: only as a handicap).

    The underdog gets petty cash (the CTV difference plus what the favourite spent from its treasury) and may
    add gold from its treasury; the favourite spends treasury only. Under a ruleset that forbids the treasury
    (Dungeon Sevens) only the petty cash can be spent. Petty cash not spent is lost.
    """
    cash = petty_cash(own_ctv=own_ctv, other_ctv=other_ctv, other_treasury_spent=other_treasury_spent)
    return Budget(petty_cash=cash, treasury=max(treasury, 0) if ruleset.inducements_from_treasury else 0)


def pay(cost: int, budget: Budget) -> tuple[int, int]:
    """2020 rulebook, Inducements: petty cash is spent first and the rest comes from the treasury. Returns
    ``(petty_cash_spent, treasury_spent)``; raises ``ValueError`` when the budget is short."""
    if cost < 0:
        raise ValueError("a price is 0 or more")
    if cost > budget.total:
        raise ValueError(f"costs {cost:,} but only {budget.total:,} can be spent")
    from_petty = min(cost, budget.petty_cash)
    return from_petty, cost - from_petty


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


def with_free_items(purchases: dict[str, int], ruleset: Ruleset) -> dict[str, int]:
    """Seed 004, Team Creation: each team gets one Magic Potion free, bought or not; purchases of 0 are dropped."""
    items = {key: qty for key, qty in purchases.items() if qty}
    for item in ruleset.inducements:
        if item.free_qty:
            items[item.key] = max(items.get(item.key, 0), item.free_qty)
    return items


@dataclass(frozen=True)
class Quote:
    """A team's inducements for one game, checked and priced."""

    items: dict[str, int]
    problems: list[str]
    cost: int  # 0 while there are problems


def quote(purchases: dict[str, int], ruleset: Ruleset, race: Race, special_rules: tuple[str, ...] = ()) -> Quote:
    """Seed 000, Inducements (seed 004 for the potions): the purchases with the free ones added, what is wrong
    with them, and their price."""
    items = with_free_items(purchases, ruleset)
    problems = inducement_problems(items, ruleset, race, special_rules)
    return Quote(items, problems, 0 if problems else inducements_cost(items, ruleset, race, special_rules))


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

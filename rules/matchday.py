"""Before a game: who can play and how many Journeymen a team takes (seed 000 and the 2020 rulebook)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from .advancement import gained_skill_refusal
from .rosters import Position, Race, edition
from .rulesets import Ruleset
from .teamvalue import LOW_COST_LINEMEN
from .violations import Violation

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
    """2020 rulebook, pre-game Inducements as the May 2025 errata has it (seed 000, Inducements: "awarded Petty
    Cash in the same way"): the team with the lower Current Team Value (Journeymen included) gets the difference
    as petty cash, plus whatever the other team spent from its treasury on inducements; equal values give none."""
    if own_ctv >= other_ctv:
        return 0
    return other_ctv - own_ctv + other_treasury_spent


def game_ctv(current_team_value: int, journeyman_values: Iterable[int] = ()) -> int:
    """2020 rulebook, pre-game sequence: Journeymen are taken before Inducements and count in the Current Team
    Value that sets petty cash (the team's stored CTV leaves them out, as they leave after the game).
    ``journeyman_values``: what each Journeyman adds (``journeyman_ctv``)."""
    return current_team_value + sum(journeyman_values)


def journeyman_ctv(race: Race) -> int:
    """2020 rulebook, Take on Journeymen (FAQ p.38/106): a Journeyman adds his Lineman's hiring fee to the Current
    Team Value; on a team with Low Cost Linemen he adds nothing."""
    if race.has_rule(LOW_COST_LINEMEN):
        return 0
    return race.journeyman_position.cost


def favourite(home_ctv: int, away_ctv: int) -> str | None:
    """2020 rulebook, Inducements: the team with the higher Current Team Value buys first ("home" or "away");
    with equal values (None) neither gets petty cash nor spends its treasury (errata)."""
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
    """2020 rulebook, Inducements, as the May 2025 errata has it (seed 000: petty cash "in the same way"; seed
    001: only as a handicap).

    The favourite (higher CTV) spends from its treasury only, and first; the underdog gets petty cash (the CTV
    difference plus what the favourite spent from its treasury) and spends only that, never its own treasury;
    with equal CTVs neither team gets petty cash or spends its treasury. Under a ruleset that forbids the
    treasury (Dungeon Sevens) the favourite can spend nothing. Petty cash not spent is lost.
    """
    cash = petty_cash(own_ctv=own_ctv, other_ctv=other_ctv, other_treasury_spent=other_treasury_spent)
    from_treasury = own_ctv > other_ctv and ruleset.inducements_from_treasury
    if from_treasury:
        return Budget(petty_cash=cash, treasury=max(treasury, 0))
    return Budget(
        petty_cash=cash,
        treasury=petty_cash_top_up(own_ctv=own_ctv, other_ctv=other_ctv, treasury=treasury, ruleset=ruleset),
    )


def petty_cash_top_up(*, own_ctv: int, other_ctv: int, treasury: int, ruleset: Ruleset) -> int:
    """2025 rulebook, League Play, Inducements: "The team with the lower CTV can then spend this Petty Cash on
    Inducements, though any not spent is lost. They may also spend up to a maximum of 50,000 gold pieces from their
    Treasury to top up their Petty Cash" (``Ruleset.petty_cash_top_up``; 0 under the 2020 rulesets). "If both
    teams have the same CTV, neither team can spend gold from their Treasury": no top-up then."""
    if own_ctv >= other_ctv:
        return 0
    return min(max(treasury, 0), ruleset.petty_cash_top_up)


PRAYER_STEP = 50_000


class Prayers(NamedTuple):
    side: str | None  # "home", "away" or None
    count: int


def inducements_wait_for_journeymen(available: Iterable[int]) -> bool:
    """2020 and 2025 rulebooks, Pre-game Sequence: Take on Journeymen comes before Inducements, and "a team shouldn't
    calculate their CTV until after Journeymen have been included" (2025 rulebook, Take on Journeymen), so no team
    buys inducements while either team (``available``: each team's players able to play) still needs Journeymen."""
    return any(journeymen_needed(n) for n in available)


def prayers_to_nuffle(home_ctv: int, away_ctv: int) -> Prayers:
    """2020 rulebook, pre-game step 5 (Prayers to Nuffle, with the errata: the CTVs after the inducements bought):
    the team with the lower CTV rolls once on the Prayers to Nuffle table (in Sevens, seed 000's D8 table) for
    every full 50,000 of difference."""
    side = favourite(home_ctv, away_ctv)
    if side is None:
        return Prayers(None, 0)
    underdog = "away" if side == "home" else "home"
    return Prayers(underdog, abs(home_ctv - away_ctv) // PRAYER_STEP)


MERCENARY_KEY = "mercenary"
MERCENARY_FEE = 30_000
MERCENARY_SKILL_FEE = 50_000
MERCENARY_LONER = "Loner (4+)"


def mercenary_cost(position: Position, *, extra_skill: bool) -> int:
    """2020 rulebook, Unlimited Mercenary Players (seed 000: "price varies, as described in the Blood Bowl
    rulebook"): a player of a position on the team's own roster at its cost + 30,000, and + 50,000 more for one
    extra Primary skill."""
    return position.cost + MERCENARY_FEE + (MERCENARY_SKILL_FEE if extra_skill else 0)


def mercenary_refusal(
    *,
    position: Position | None,
    skill: str,
    race: Race,
    ruleset: Ruleset,
    same_position: int,
    players: int,
    mercenaries: int,
) -> Violation | None:
    """2020 rulebook, Unlimited Mercenary Players, within the league's option (seed 000: unlimited or 0-3):
    a position of the team's roster, within its maximum counting the players available for the game
    (``same_position``) and the team's player limit (``players`` available with Journeymen and the other
    mercenaries); the extra skill is one of the position's Primary skills, not one it has, not banned.

    A ruleset whose list has no Mercenary Players refuses every one, whatever is posted (Spike! Journal 22, List of
    Inducements: none; seed 004: "The only available inducements are Magic Potions and the Halfling Master Chef").

    Referee's reading: the player limit in Sevens is the team's 11 (seed 000, "no more than eleven"), in place of
    the rulebook's 16; a mercenary plays with Loner (4+) as the rulebook says (not the Sevens Journeymen's 5+).

    Codes: ``mercenaries_not_offered``, ``mercenary_limit``, ``mercenary_position``, ``position_limit`` (variant
    ``mercenary``), ``too_many_players`` (variant ``mercenary``), ``gained_skill_refusal``'s and
    ``skill_not_available`` (variant ``mercenary``: not a Primary skill)."""
    if ruleset.inducement(MERCENARY_KEY) is None:
        return Violation("mercenaries_not_offered", params={"ruleset": ruleset.name})
    cap = ruleset.mercenary_cap
    if cap is not None and mercenaries >= cap:
        return Violation("mercenary_limit", params={"most": cap})
    if position is None or race.position(position.name) is None:
        return Violation("mercenary_position")
    if same_position >= position.max_qty:
        return Violation("position_limit", params={"position": position.name, "most": position.max_qty},
                         variant="mercenary")
    if players >= ruleset.max_players:
        return Violation("too_many_players", params={"most": ruleset.max_players}, variant="mercenary")
    if skill:
        refusal = gained_skill_refusal(
            position, skill, have=position.skills, banned=ruleset.banned_skills, edition_key=ruleset.edition
        )
        if refusal is not None:
            return refusal
        entry = edition(ruleset.edition).skill(skill)
        if entry is not None and entry.category not in position.primary:
            return Violation("skill_not_available", params={"skill": entry.base_name, "position": position.name},
                             variant="mercenary")
    return None


def mercenary_skills(position: Position, mercenary_skill: str = "") -> tuple[str, ...]:
    """2020 rulebook, Unlimited Mercenary Players: the position's skills, Loner (4+), and the extra skill bought."""
    kept = tuple(s for s in position.skills if not s.startswith("Loner"))
    return (*kept, MERCENARY_LONER, *((mercenary_skill,) if mercenary_skill else ()))


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
) -> list[Violation]:
    """Seed 000, Inducements (and seed 004's potions): every purchase on the ruleset's list, within its cap and
    open to this team. Codes: ``unknown_inducement``, ``inducement_count``, ``inducement_limit``,
    ``inducement_not_available`` (variant ``team``), each in the field of the inducement's key."""
    problems = []
    for key, qty in purchases.items():
        item = ruleset.inducement(key)
        if item is None:
            problems.append(Violation("unknown_inducement", key, {"inducement": key, "ruleset": ruleset.name}))
            continue
        if qty < 0:
            problems.append(Violation("inducement_count", key, {"inducement": item.name}))
        elif item.max_qty is not None and qty > item.max_qty:
            problems.append(Violation("inducement_limit", key, {"inducement": item.name, "most": item.max_qty,
                                                                 "count": qty}))
        if qty and not item.available_to(race, special_rules):
            problems.append(Violation("inducement_not_available", key, {"inducement": item.name, "race": race.name},
                                      variant="team"))
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
    problems: list[Violation]
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

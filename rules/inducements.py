"""Inducement catalogues: what a team may buy for one game, at what price, and who may.

Prices are in gold pieces. A catalogue belongs to a ruleset (see ``rules.rulesets``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .rosters import Race

BRIBERY = "Bribery and Corruption"
SYLVANIAN_SPOTLIGHT = "Sylvanian Spotlight"
FAVOURED_OF_NURGLE = "Favoured of Nurgle"
HALFLING_THIMBLE_CUP = "Halfling Thimble Cup"


@dataclass(frozen=True)
class Inducement:
    key: str
    name: str
    max_qty: int | None  # None: no limit
    price: int | None  # None: the price varies (mercenaries)
    reduced_price: int | None = None
    reduced_for: str | None = None  # the special rule that gives the reduced price
    requires_rule: str | None = None  # only teams with this special rule may take it
    requires_apothecary: bool = False  # only teams that may hire an apothecary
    free_qty: int = 0  # how many each team gets for nothing
    note: str = ""
    reduced_for_races: tuple[str, ...] = ()  # rosters that get the reduced price (Spike! Journal 22: Halfling Teams)

    def available_to(self, race: Race, special_rules: tuple[str, ...] = ()) -> bool:
        """Seed 000, Inducements: some inducements are only for teams with a special rule or an apothecary."""
        rules = set(race.special_rules) | set(special_rules)
        if self.requires_rule and self.requires_rule not in rules:
            return False
        return not (self.requires_apothecary and not race.apothecary_allowed)

    def price_for(self, race: Race, special_rules: tuple[str, ...] = ()) -> int | None:
        """Seed 000, Inducements: the reduced price applies to teams with the named special rule."""
        rules = set(race.special_rules) | set(special_rules)
        if self.reduced_price is not None and (
            (self.reduced_for and self.reduced_for in rules) or race.name in self.reduced_for_races
        ):
            return self.reduced_price
        return self.price

    def cost_of(self, qty: int, race: Race, special_rules: tuple[str, ...] = ()) -> int:
        """Seed 000, Inducements; seed 004, Team Creation: ``qty`` at the team's price, the free ones first."""
        unit = self.price_for(race, special_rules)
        if unit is None:
            raise ValueError(f"{self.name}: the price varies and is set per purchase")
        return max(0, qty - self.free_qty) * unit

    @property
    def cap_label(self) -> str:
        return "Unlimited" if self.max_qty is None else f"0-{self.max_qty}"


def sevens_inducements(mercenary_cap: int | None = None) -> tuple[Inducement, ...]:
    """Seed 000, Inducements: the shortened Sevens list, with mercenaries unlimited or 0-3 (the league picks)."""
    return (
        Inducement("agency-cheerleaders", "Agency Cheerleaders", 2, 30_000),
        Inducement("part-time-assistant-coach", "Part-time Assistant Coach", 1, 30_000),
        Inducement("bloodweiser-keg", "Bloodweiser Keg", 2, 50_000),
        Inducement(
            "desperate-measures",
            "Desperate Measures",
            5,
            50_000,
            note="Each rolls a D8 on the Desperate Measures table",
        ),
        Inducement("special-play", "Special Play", 5, 100_000),
        Inducement("extra-team-training", "Extra Team Training", 8, 150_000),
        Inducement("bribe", "Bribe", 3, 100_000, reduced_price=50_000, reduced_for=BRIBERY),
        Inducement("wandering-apothecary", "Wandering Apothecary", 2, 100_000, requires_apothecary=True),
        Inducement("mortuary-assistant", "Mortuary Assistant", 1, 100_000, requires_rule=SYLVANIAN_SPOTLIGHT),
        Inducement("plague-doctor", "Plague Doctor", 1, 100_000, requires_rule=FAVOURED_OF_NURGLE),
        Inducement(
            "halfling-master-chef",
            "Halfling Master Chef",
            1,
            300_000,
            reduced_price=100_000,
            reduced_for=HALFLING_THIMBLE_CUP,
        ),
        Inducement(
            "mercenary",
            "Mercenary Player",
            mercenary_cap,
            None,
            note="Price varies, as the Blood Bowl rulebook describes",
        ),
    )


MASTERS_OF_UNDEATH = "Masters of Undeath"


def sevens_2025_inducements() -> tuple[Inducement, ...]:
    """Spike! Journal 22, List of Inducements: the 2025 Sevens list, with its caps and prices; no mercenaries, no
    star players and no special plays (none is on the list), Prayers to Nuffle bought as an inducement.

    Reading: "100,000 gold pieces for Halfling Teams" is the Halfling roster (the 2025 Halfling roster has no
    special rule of its own that names it, so the price goes by the team, not by a rule)."""
    return (
        Inducement("temp-agency-cheerleaders", "Temp Agency Cheerleaders", 2, 15_000),
        Inducement("part-time-assistant-coach", "Part-time Assistant Coach", 2, 15_000),
        Inducement("blitzers-best-keg", "Blitzer's Best Keg", 2, 50_000),
        Inducement(
            "prayers-to-nuffle",
            "Prayers to Nuffle",
            2,
            5_000,
            note="Each rolls a D8 on the Sevens Prayers to Nuffle table",
        ),
        Inducement("extra-team-training", "Extra Team Training", 6, 125_000),
        Inducement("bribe", "Bribe", 2, 100_000, reduced_price=50_000, reduced_for=BRIBERY),
        Inducement("wandering-apothecary", "Wandering Apothecary", 1, 100_000, requires_apothecary=True),
        Inducement("mortuary-assistant", "Mortuary Assistant", 1, 100_000, requires_rule=MASTERS_OF_UNDEATH),
        Inducement("plague-doctor", "Plague Doctor", 1, 100_000, requires_rule=FAVOURED_OF_NURGLE),
        Inducement(
            "halfling-master-chef",
            "Halfling Master Chef",
            1,
            300_000,
            reduced_price=100_000,
            reduced_for_races=("Halfling",),
        ),
        Inducement(
            "desperate-measures",
            "Desperate Measures",
            5,
            50_000,
            note="Each rolls a D8 on the Desperate Measures table",
        ),
    )


def street_bowl_inducements() -> tuple[Inducement, ...]:
    """Seed 004, Team Creation: only Magic Potions (one free, then 50,000 each, no limit) and the Master Chef.

    The seed gives no Master Chef price; we take the Sevens price of seed 000 (300,000, or 100,000 with the
    Halfling Thimble Cup rule), the nearest rule a referee would reach for.
    """
    return (
        Inducement(
            "magic-potion",
            "Magic Potion",
            None,
            50_000,
            free_qty=1,
            note="Each team gets one free; roll a D8 on the Magic Potion table when one is given",
        ),
        Inducement(
            "halfling-master-chef",
            "Halfling Master Chef",
            1,
            300_000,
            reduced_price=100_000,
            reduced_for=HALFLING_THIMBLE_CUP,
        ),
    )

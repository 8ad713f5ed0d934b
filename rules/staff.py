"""Sideline staff, once: which kinds a ruleset offers, at what price and cap, whether they may be bought after the
draft, whether the race may have them, what they cost and add to Team Value, and what a team sees and may buy.

The kinds are the fields a team and a ``Draft`` carry (``assistant_coaches``, ``cheerleaders``, ``apothecary``);
the figures are the ruleset's (seed 000, Hiring Sideline Staff; the 2020 rulebook's team draft list for seed 001;
none for seed 004).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from .choices import LabelledStrEnum
from .rosters import Race
from .rulesets import Ruleset
from .violations import Violation


class StaffKind(LabelledStrEnum):
    """Seed 000, Hiring Sideline Staff: the three kinds, by the field that counts them (label as the sheet shows)."""

    ASSISTANT_COACHES = "assistant_coaches", "Assistant coaches"
    CHEERLEADERS = "cheerleaders", "Cheerleaders"
    APOTHECARY = "apothecary", "Apothecary"


STAFF_CODES = (
    "unknown_staff",
    "staff_not_allowed",
    "staff_draft_only",
    "apothecary_not_allowed",
    "assistant_coaches_limit",
    "cheerleaders_limit",
    "apothecary_limit",
    "treasury_short",
)


LIMIT_CODES: Mapping[StaffKind, str] = {
    StaffKind.ASSISTANT_COACHES: "assistant_coaches_limit",
    StaffKind.CHEERLEADERS: "cheerleaders_limit",
    StaffKind.APOTHECARY: "apothecary_limit",
}
"""Each kind's cap broken: its violation code."""


@dataclass(frozen=True)
class StaffOption:
    """One kind of staff under a ruleset, for a race."""

    kind: StaffKind
    label: str
    price: int
    max_qty: int
    after_draft: bool
    race_allows: bool = True


@dataclass(frozen=True)
class StaffRow:
    """One line of the team page and sheet: how many the team has, at what price, and whether it may buy one."""

    kind: str
    label: str
    count: int
    price: int
    max_qty: int
    can_buy: bool

    @property
    def total(self) -> int:
        return self.count * self.price

    @property
    def max(self) -> int:
        return self.max_qty


def staff_option(ruleset: Ruleset, kind: str, race: Race | None = None) -> StaffOption | None:
    """Seed 000, Hiring Sideline Staff (seeds 001, 004, Team Creation): the ruleset's terms for one kind, or None
    when the ruleset offers none (Street Bowl) or the kind is unknown; ``race_allows`` is False for an
    apothecary on a team that cannot hire one."""
    try:
        kind = StaffKind(kind)
    except ValueError:
        return None
    staff = getattr(ruleset, kind.value)
    if staff is None:
        return None
    allows = race is None or kind != StaffKind.APOTHECARY or race.apothecary_allowed
    return StaffOption(kind, kind.label, staff.price, staff.max_qty, staff.after_draft, allows)


def staff_options(ruleset: Ruleset, race: Race | None = None) -> tuple[StaffOption, ...]:
    """Seed 000, Hiring Sideline Staff: every kind the ruleset offers, in sheet order."""
    return tuple(o for kind in StaffKind if (o := staff_option(ruleset, kind, race)) is not None)


def staff_counts(holder: object) -> dict[str, int]:
    """How many of each kind a team or a ``Draft`` has (the apothecary flag counts as 0 or 1)."""
    return {kind.value: int(getattr(holder, kind.value, 0) or 0) for kind in StaffKind}


def staff_cost(ruleset: Ruleset, counts: Mapping[str, int]) -> int:
    """Seed 000, Team Draft Budget, and 2020 rulebook, Team Value: each kind the ruleset offers at its price
    (negative counts count as none; kinds the ruleset does not offer cost nothing)."""
    return sum(max(int(counts.get(o.kind.value, 0)), 0) * o.price for o in staff_options(ruleset))


def staff_draft_violations(ruleset: Ruleset, race: Race, counts: Mapping[str, int]) -> Iterator[Violation]:
    """Seed 000, Hiring Sideline Staff (seed 004, Team Creation: no staff): the staff a drafted team may have."""
    if not ruleset.staff_allowed:
        for kind in StaffKind:
            qty = counts.get(kind.value, 0)
            if qty:
                yield Violation(
                    "staff_not_allowed", kind.value, {"ruleset": ruleset.name, "count": qty}, variant=kind.value
                )
        return
    for kind in (StaffKind.ASSISTANT_COACHES, StaffKind.CHEERLEADERS):
        option = staff_option(ruleset, kind)
        qty = counts.get(kind.value, 0)
        if option is not None and not 0 <= qty <= option.max_qty:
            yield Violation(LIMIT_CODES[kind], kind.value, {"most": option.max_qty, "count": qty})
    apothecaries = counts.get(StaffKind.APOTHECARY.value, 0)
    option = staff_option(ruleset, StaffKind.APOTHECARY)
    if apothecaries and not race.apothecary_allowed:
        yield Violation("apothecary_not_allowed", "apothecary", {"race": race.name})
    elif option is not None and apothecaries > option.max_qty:
        yield Violation("apothecary_limit", "apothecary", {"count": apothecaries})


def staff_purchase_refusal(ruleset: Ruleset, race: Race, kind: str, *, have: int, treasury: int) -> Violation | None:
    """Seed 000, Hiring Sideline Staff, with the 2020 rulebook's post-game step 4 (buying staff from the
    treasury): why a team with ``have`` of this kind may not buy one more now, or None when it may. Each variant
    is the kind of staff (a purchase's ``<kind>_limit`` is variant ``bought``)."""
    if kind not in StaffKind.values():
        return Violation("unknown_staff", "kind")
    option = staff_option(ruleset, kind, race)
    if option is None:
        return Violation("staff_not_allowed", kind, {"ruleset": ruleset.name})
    if not option.after_draft:
        return Violation("staff_draft_only", kind, {"ruleset": ruleset.name}, variant=kind)
    if not option.race_allows:
        return Violation("apothecary_not_allowed", kind, {"race": race.name})
    if have >= option.max_qty:
        return Violation(LIMIT_CODES[option.kind], kind, {"most": option.max_qty}, variant="bought")
    if treasury < option.price:
        return Violation("treasury_short", kind, {"treasury": treasury, "price": option.price}, variant=kind)
    return None


def staff_hired(option: StaffOption) -> tuple[str, dict]:
    """The history line of a purchase, as a code and values (``Hired an apothecary for 80,000.``)."""
    return f"staff_hired.{option.kind.value}", {"price": option.price}


def staff_rows(ruleset: Ruleset, race: Race, holder: object) -> list[StaffRow]:
    """Seed 000, Hiring Sideline Staff: the staff lines of the team page and sheet, for the kinds the ruleset
    offers and the race may have, with whether one more may be bought after the draft (money aside)."""
    counts = staff_counts(holder)
    return [
        StaffRow(
            kind=o.kind.value,
            label=o.label,
            count=counts[o.kind.value],
            price=o.price,
            max_qty=o.max_qty,
            can_buy=o.after_draft and counts[o.kind.value] < o.max_qty,
        )
        for o in staff_options(ruleset, race)
        if o.race_allows
    ]


@dataclass(frozen=True)
class RerollOffer:
    """The team page's offer of one more team re-roll: its price, the cap, and why not (None: it may be bought)."""

    price: int
    have: int
    max_qty: int
    refusal: Violation | None


def reroll_purchase_refusal(ruleset: Ruleset, race: Race, *, have: int, treasury: int) -> Violation | None:
    """Spike! Journal 22, Purchasing Team Re-rolls: "When drafting a Sevens team roster, or later during the
    course of a league, Coaches may purchase Team Re-rolls. Each Team Re-roll costs 100,000 gold pieces rather than
    the cost given on the Team Roster", within the 0-6 the Sevens dugout's tracker holds (``Ruleset.max_rerolls``).
    Seed 000 buys re-rolls only at the draft (``Ruleset.rerolls_after_draft`` False): always refused there.
    Codes: ``rerolls_draft_only``, ``rerolls_limit``, ``treasury_short``."""
    if not ruleset.rerolls_after_draft:
        return Violation("rerolls_draft_only", "rerolls", {"ruleset": ruleset.name})
    if have >= ruleset.max_rerolls:
        return Violation("rerolls_limit", "rerolls", {"most": ruleset.max_rerolls}, variant="bought")
    price = ruleset.reroll_price(race)
    if treasury < price:
        return Violation("treasury_short", "rerolls", {"treasury": treasury, "price": price}, variant="rerolls")
    return None


def reroll_offer(ruleset: Ruleset, race: Race, *, have: int, treasury: int) -> RerollOffer | None:
    """What the team page offers: None where re-rolls are never bought after the draft (seed 000), else the price
    and cap with the refusal, if any (``reroll_purchase_refusal``)."""
    if not ruleset.rerolls_after_draft:
        return None
    refusal = reroll_purchase_refusal(ruleset, race, have=have, treasury=treasury)
    return RerollOffer(ruleset.reroll_price(race), have, ruleset.max_rerolls, refusal)


def reroll_bought(price: int, have: int) -> tuple[str, dict]:
    """The history line of a re-roll purchase, as a code and values (``Bought a team re-roll for 100,000 (now
    2).``)."""
    return "reroll_bought", {"price": price, "count": have}

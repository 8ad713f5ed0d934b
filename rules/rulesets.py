"""The rulesets a league can pick, keyed by edition, as data: team-building limits, prices, inducements, tables
and the league-play rules that differ between editions.

Edition 2020: ``sevens`` (seed 000), ``dungeon-sevens`` (seed 001) and ``street-bowl`` (seed 004).
Edition 2025: ``sevens`` (Spike! Journal 22). Dungeon Sevens and Street Bowl stay on their 2020 footing (their
sources are written for the 2020 rosters); ``get_ruleset(key, edition)`` finds one, ``rulesets_for(edition)``
lists an edition's. A league may adjust a ruleset (budget, banned skills, the mercenary option) with
``Ruleset.adjust``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache

from .inducements import Inducement, sevens_2025_inducements, sevens_inducements, street_bowl_inducements
from .rosters import DEFAULT_EDITION, EDITIONS, Position, Race
from .violations import Violation

NON_LINEMAN = "non_lineman"
BELOW_ZERO_TWELVE = "availability_below_12"
WITHOUT_LINEMAN_KEYWORD = "without_lineman_keyword"

# Who may be chosen for Player Advancement: seed 000 (played and not killed), Spike! Journal 22 (any player who
# was not removed as a Casualty, whether he played or not).
PLAYED_AND_ALIVE = "played_and_alive"
NOT_A_CASUALTY = "not_a_casualty"

DRAFT_BUDGET = 600_000
"""Seed 000, Team Draft Budget (seeds 001 and 004, Team Creation, the same): every ruleset drafts with 600,000.
A league may set its own budget (``Ruleset.adjust``); an empty league budget means this one."""

BUDGET_MAX = 2_000_000
"""A sanity bound, not a rule: the largest Team Draft Budget an event or a friendly team may name (an Elevens
tournament's 1,000,000 and its escalations fit)."""

LEAGUE_BUDGET_BOUNDS = (100_000, 5_000_000)
"""A sanity bound, not a rule: the smallest and largest budget a league may set for its own draft."""


@dataclass(frozen=True)
class Staff:
    """One kind of sideline staff: how many, at what price, and whether it can be bought after the draft."""

    max_qty: int
    price: int
    after_draft: bool = True


@dataclass(frozen=True)
class Ruleset:
    key: str
    name: str
    source: str
    budget: int
    min_players: int
    max_players: int
    max_specialists: int
    specialist_rule: str
    reroll_multiplier: int
    max_rerolls: int
    rerolls_after_draft: bool
    assistant_coaches: Staff | None
    cheerleaders: Staff | None
    apothecary: Staff | None
    dedicated_fans_start: int
    dedicated_fans_max: int
    dedicated_fans_price: int
    banned_skills: frozenset[str] = frozenset()
    mercenary_cap: int | None = None
    inducements: tuple[Inducement, ...] = ()
    inducements_from_treasury: bool = True
    journeyman_loner: str = "Loner (4+)"
    tables: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    edition: str = DEFAULT_EDITION
    # What differs in the 2025 edition (Spike! Journal 22); the defaults are the 2020 rulesets' rules.
    reroll_flat_price: int | None = None  # a team re-roll at this price whatever the roster says
    dedicated_fans_ceiling: int | None = None  # the most Dedicated Fans a team ever has (None: no cap after the draft)
    veteran_required: bool = False  # one Lineman is the Veteran (-1 MA)
    veteran_ma_penalty: int = 0
    skills_never_gained: frozenset[str] = frozenset()  # kept in banned_skills whatever a league adjusts
    advancement_eligibility: str = PLAYED_AND_ALIVE
    primary_candidates: int = 0  # 0: a random skill of the category; 3: candidates picked by both coaches, D3
    primary_pickers: tuple[str, ...] = ()  # who picks each candidate: "coach" / "opponent"
    draft_keep_increase: int | None = None  # a poached player may be kept for his value; his value then rises
    draft_after_advancement: bool = False  # the Draft rolls after this game's advancement
    firing_allowed: bool = True
    redraft_base: int | None = None  # None: no re-draft rules in this ruleset
    redraft_per_win: int = 0
    redraft_cap: int | None = None
    concede_without_penalty_max: int = 3  # players able to set up, at most, to concede without penalty
    # Seed 000, Set-up, with the 2020 rulebook's Conceding; Spike! Journal 22, Set-up: when a team may concede
    # without penalty, in the words the result form shows
    concede_without_penalty_when: str = "reduced to three players or fewer, conceded before set-up"
    desperate_measures_table: str = "desperate-measures"
    # 2020 rulebook, pre-game step 5: the underdog rolls a free Prayer to Nuffle for every full 50,000 of
    # difference; the 2025 pre-game has no such step (Prayers are an inducement, Spike! Journal 22: 0-2 at 5,000)
    underdog_prayers: bool = True
    # 2025 rulebook, League Play, Inducements: the underdog "may also spend up to a maximum of 50,000 gold pieces
    # from their Treasury to top up their Petty Cash" (0: the 2020 underdog never spends its treasury)
    petty_cash_top_up: int = 0
    # 2025 rulebook, Record Outcome and Collect Winnings: "Add an additional 1 if no Player on your team was deemed
    # to be Stalling during the match"
    winnings_not_stalling: bool = False

    @property
    def staff_allowed(self) -> bool:
        """Seed 004, Team Creation: Street Bowl teams hire no staff (seeds 000 and 001 allow them)."""
        return any(s is not None for s in (self.assistant_coaches, self.cheerleaders, self.apothecary))

    def is_specialist(self, position: Position) -> bool:
        """Seed 000 counts every non-Lineman; seeds 001 and 004 count positions whose availability is below 0-12;
        Spike! Journal 22, Player Positions, counts players without the Lineman keyword."""
        if self.specialist_rule == WITHOUT_LINEMAN_KEYWORD:
            return not position.has_lineman_keyword
        if self.specialist_rule == NON_LINEMAN:
            return not position.is_lineman
        return position.max_qty < 12

    def reroll_price(self, race: Race) -> int:
        """Seed 000, Purchasing Team Re-rolls (and seeds 001, 004): a team re-roll costs double the roster price;
        Spike! Journal 22, Purchasing Team Re-rolls: 100,000 each, whatever the roster says."""
        if self.reroll_flat_price is not None:
            return self.reroll_flat_price
        return race.reroll_cost * self.reroll_multiplier

    def may_concede_without_penalty(self, players_able_to_set_up: int) -> bool:
        """Seed 000, Set-up (three players or fewer); Spike! Journal 22, Set-up: a team unable to set up three or
        more players on its Line of Scrimmage (fewer than three) may Concede Without Penalty."""
        return players_able_to_set_up <= self.concede_without_penalty_max

    def veteran_profile_ma(self, ma: int) -> int:
        """Spike! Journal 22, Veterans: the Veteran reduces his MA by 1 (no other ruleset has a Veteran)."""
        return ma - self.veteran_ma_penalty

    def inducement(self, key: str) -> Inducement | None:
        return next((i for i in self.inducements if i.key == key), None)

    def inducements_for(self, race: Race, special_rules: tuple[str, ...] = ()) -> tuple[Inducement, ...]:
        """The inducements of this ruleset that the race may take (seed 000, Inducements)."""
        return tuple(i for i in self.inducements if i.available_to(race, special_rules))

    def adjust(
        self,
        *,
        budget: int | None = None,
        banned_skills: frozenset[str] | set[str] | list[str] | tuple[str, ...] | None = None,
        mercenary_cap: int | None | str = "keep",
    ) -> Ruleset:
        """A league's copy of the ruleset with its own budget, banned skills and mercenary option."""
        changes: dict = {}
        if budget is not None:
            if budget <= 0:
                raise ValueError("The budget must be a positive number of gold pieces.")
            changes["budget"] = int(budget)
        if banned_skills is not None:
            changes["banned_skills"] = frozenset(banned_skills) | self.skills_never_gained
        if mercenary_cap != "keep" and self.inducement("mercenary") is not None:
            changes["mercenary_cap"] = mercenary_cap
            changes["inducements"] = sevens_inducements(mercenary_cap)  # type: ignore[arg-type]
        return replace(self, **changes)


SEVENS = "sevens"
DUNGEON_SEVENS = "dungeon-sevens"
STREET_BOWL = "street-bowl"

# The tables seed 000 names during play, in the order a game meets them: the Weather table (2020 rulebook, section
# 2: the pre-game roll and where Changing Weather sends you), kick-off, Prayers to Nuffle, injury and Stunty injury.
# Desperate Measures are not here: they are rolled only when bought, in the pre-game (seed 000, 0-5 Desperate
# Measures), never from a free button at the table side.
SEVENS_TABLES = {
    "weather": "bb2020-weather",
    "kick_off": "sevens-kick-off",
    "prayers": "sevens-prayers",
    "injury": "sevens-injury",
    "stunty_injury": "sevens-stunty-injury",
}

# The 2020 rulebook's team draft list (Team Draft: re-rolls 0-8, assistant coaches and cheerleaders
# 10,000 each, apothecary 50,000, Dedicated Fans 1 to 6 at 10,000 a step) stands behind
# "all other team options may be purchased as normal" in seed 001.
_BB2020_ASSISTANT_COACHES = Staff(max_qty=6, price=10_000)
_BB2020_CHEERLEADERS = Staff(max_qty=12, price=10_000)
_BB2020_APOTHECARY = Staff(max_qty=1, price=50_000)
_BB2020_MAX_REROLLS = 8


@cache
def sevens() -> Ruleset:
    """Seed 000, Drafting a Blood Bowl Sevens team: 600,000; 7-11 players; at most 4 non-Linemen; 0-6 re-rolls."""
    return Ruleset(
        key=SEVENS,
        name="Blood Bowl Sevens",
        source="Seed 000 (GW, Blood Bowl Sevens)",
        budget=DRAFT_BUDGET,
        min_players=7,
        max_players=11,
        max_specialists=4,
        specialist_rule=NON_LINEMAN,
        reroll_multiplier=2,
        max_rerolls=6,
        rerolls_after_draft=False,
        assistant_coaches=Staff(max_qty=3, price=20_000),
        cheerleaders=Staff(max_qty=6, price=20_000),
        apothecary=Staff(max_qty=1, price=80_000),
        dedicated_fans_start=1,
        dedicated_fans_max=6,
        dedicated_fans_price=20_000,
        inducements=sevens_inducements(None),
        journeyman_loner="Loner (5+)",
        tables=dict(SEVENS_TABLES),
    )


@cache
def dungeon_sevens() -> Ruleset:
    """Seed 001, Team Creation: 600,000; 7-11 players; 4 specialists below 0-12; double re-rolls; Leader banned.

    Readings: "all other team options at normal prices" is the 2020 rulebook's team draft list; the seed has no
    inducement list of its own and uses inducements "only as a handicap", so the Sevens list is offered and paid
    from petty cash only, never from the treasury. "The kickoff table is not used" (seed 001): the Sevens tables
    without the kick-off table.
    """
    return Ruleset(
        key=DUNGEON_SEVENS,
        name="Dungeon Sevens",
        source="Seed 001 (NAF, Dungeon Sevens)",
        budget=DRAFT_BUDGET,
        min_players=7,
        max_players=11,
        max_specialists=4,
        specialist_rule=BELOW_ZERO_TWELVE,
        reroll_multiplier=2,
        max_rerolls=_BB2020_MAX_REROLLS,
        rerolls_after_draft=False,
        assistant_coaches=_BB2020_ASSISTANT_COACHES,
        cheerleaders=_BB2020_CHEERLEADERS,
        apothecary=_BB2020_APOTHECARY,
        dedicated_fans_start=1,
        dedicated_fans_max=6,
        dedicated_fans_price=10_000,
        banned_skills=frozenset({"Leader"}),
        inducements=sevens_inducements(None),
        inducements_from_treasury=False,
        journeyman_loner="Loner (4+)",
        tables={key: table for key, table in SEVENS_TABLES.items() if key != "kick_off"},
    )


@cache
def street_bowl() -> Ruleset:
    """Seed 004, Team Creation: 600,000; at most 11 players; 4 specialists below 0-12; double re-rolls; no staff.

    Readings: the seed sets no minimum, but a team fields 7 players a drive, so a team is drafted with 7 to 11;
    Leader is banned by default, as the seed recommends; re-rolls 0-8 and Dedicated Fans as the 2020 rulebook;
    the seed has no injury table of its own, so the Sevens tables of seed 000 are offered at the table side.
    """
    return Ruleset(
        key=STREET_BOWL,
        name="Street Bowl",
        source="Seed 004 (NAF, Street Bowl)",
        budget=DRAFT_BUDGET,
        min_players=7,
        max_players=11,
        max_specialists=4,
        specialist_rule=BELOW_ZERO_TWELVE,
        reroll_multiplier=2,
        max_rerolls=_BB2020_MAX_REROLLS,
        rerolls_after_draft=False,
        assistant_coaches=None,
        cheerleaders=None,
        apothecary=None,
        dedicated_fans_start=1,
        dedicated_fans_max=6,
        dedicated_fans_price=10_000,
        banned_skills=frozenset({"Leader"}),
        inducements=street_bowl_inducements(),
        journeyman_loner="Loner (4+)",
        tables={
            "injury": "sevens-injury",
            "stunty_injury": "sevens-stunty-injury",
            "kick_off": "street-bowl-kick-off",
            "weather": "street-bowl-weather",
            "potions": "street-bowl-potions",
        },
    )


SEVENS_2025_TABLES = {
    "weather": "bb2020-weather",
    "kick_off": "sevens-2025-kick-off",
    "prayers": "sevens-2025-prayers",
    "injury": "sevens-2025-injury",
    "stunty_injury": "sevens-2025-stunty-injury",
    "argue_the_call": "sevens-2025-argue-the-call",
}
"""Spike! Journal 22's tables. Reading: the journal has no Weather table of its own and our sources do not
transcribe the 2025 rulebook's, so the 2020 Weather table stays at the table side until one is written."""

REDRAFT_BASE = 600_000
REDRAFT_PER_WIN = 10_000
REDRAFT_CAP = 750_000
PETTY_CASH_TOP_UP_2025 = 50_000
"""2025 rulebook, League Play, Inducements: "up to a maximum of 50,000 gold pieces from their Treasury"."""


@cache
def sevens_2025() -> Ruleset:
    """Spike! Journal 22, Drafting a Blood Bowl Sevens Team: 600,000; 7-11 players; at most 4 without the Lineman
    keyword; re-rolls 100,000 at the draft or later; assistant coaches and cheerleaders 0-3 at 20,000; apothecary
    80,000; Dedicated Fans 1 (+20,000 each), never above 5 nor below 1; one Lineman is the Veteran.

    Readings: the journal sets no cap on team re-rolls, but "the Team Re-roll tracker only goes up to six", so
    0-6; Journeymen take Loner (5+) (Pre-game Sequence, Take on Journeymen).
    """
    return replace(  # what the journal changes; the rest is seed 000's Sevens
        sevens(),
        name="Blood Bowl Sevens (2025)",
        source="Spike! Journal 22 (GW, Blood Bowl Sevens for the 2025 edition)",
        specialist_rule=WITHOUT_LINEMAN_KEYWORD,
        reroll_multiplier=1,
        rerolls_after_draft=True,
        cheerleaders=Staff(max_qty=3, price=20_000),
        dedicated_fans_max=5,
        banned_skills=frozenset({"Leader", "Pro"}),
        inducements=sevens_2025_inducements(),
        tables=dict(SEVENS_2025_TABLES),
        edition="2025",
        reroll_flat_price=100_000,
        dedicated_fans_ceiling=5,
        veteran_required=True,
        veteran_ma_penalty=1,
        skills_never_gained=frozenset({"Leader", "Pro"}),
        advancement_eligibility=NOT_A_CASUALTY,
        primary_candidates=3,
        primary_pickers=("coach", "opponent", "coach"),
        draft_keep_increase=15_000,
        draft_after_advancement=True,
        firing_allowed=False,
        redraft_base=REDRAFT_BASE,
        redraft_per_win=REDRAFT_PER_WIN,
        redraft_cap=REDRAFT_CAP,
        concede_without_penalty_max=2,
        concede_without_penalty_when="unable to set up three or more players on the Line of Scrimmage",
        desperate_measures_table="desperate-measures-2025",
        underdog_prayers=False,
        petty_cash_top_up=PETTY_CASH_TOP_UP_2025,
        winnings_not_stalling=True,
    )


RULESETS = {SEVENS: sevens, DUNGEON_SEVENS: dungeon_sevens, STREET_BOWL: street_bowl}
"""The 2020 edition's rulesets (what every league played before editions existed)."""
RULESETS_BY_EDITION = {DEFAULT_EDITION: RULESETS, "2025": {SEVENS: sevens_2025}}
RULESET_CHOICES = [(SEVENS, "Blood Bowl Sevens"), (DUNGEON_SEVENS, "Dungeon Sevens"), (STREET_BOWL, "Street Bowl")]
RULESET_CHOICES_BY_EDITION = {DEFAULT_EDITION: RULESET_CHOICES, "2025": [(SEVENS, "Blood Bowl Sevens (2025)")]}
EDITION_CHOICES = [
    (DEFAULT_EDITION, "2020 (Second Season, Death Zone Sevens)"),
    ("2025", "2025 (Third Season, Spike! 22)"),
]
assert set(RULESETS_BY_EDITION) == set(EDITIONS)


class UnknownRuleset(ValueError):
    """No ruleset by that key (or no such edition): the English line, and the ``violation`` for the pages to word
    (``core.wording``)."""

    def __init__(self, message: str, violation: Violation):
        super().__init__(message)
        self.violation = violation


def get_ruleset(key: str, edition: str = DEFAULT_EDITION) -> Ruleset:
    """The ruleset with this key in an edition (2020: ``sevens``, ``dungeon-sevens``, ``street-bowl``; 2025:
    ``sevens``)."""
    by_key = RULESETS_BY_EDITION.get(str(edition).strip())
    if by_key is None:
        raise UnknownRuleset(
            f"Unknown edition {edition!r}; choose one of: {', '.join(RULESETS_BY_EDITION)}",
            Violation("unknown_edition", "edition", {"edition": repr(edition), "choices": tuple(RULESETS_BY_EDITION)}),
        )
    try:
        return by_key[key.strip().lower()]()
    except KeyError:
        raise UnknownRuleset(
            f"Unknown ruleset {key!r} for the {edition} edition; choose one of: {', '.join(by_key)}",
            Violation("unknown_ruleset", "ruleset",
                      {"ruleset": repr(key), "edition": edition, "choices": tuple(by_key)}, variant="edition"),
        ) from None


def rulesets_for(edition: str) -> tuple[Ruleset, ...]:
    """Every ruleset an edition offers, in the order a league's form lists them."""
    return tuple(make() for make in RULESETS_BY_EDITION[edition].values())

"""The draft validator: every way a team breaks its ruleset, each with a stable code and the numbers.

``validate_draft`` returns all violations at once, so a coach sees everything that is wrong together.
Each violation names the ``field`` it belongs to (``players``, ``rerolls``, ``players.3`` ...) so a form
can show the message next to it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from .advancement import PRIMARY, SECONDARY, gained_skill_refusal, player_value
from .postgame import dedicated_fans_refusal
from .rosters import Position, Race, edition
from .rulesets import NON_LINEMAN, WITHOUT_LINEMAN_KEYWORD, Ruleset
from .staff import staff_cost, staff_counts, staff_draft_violations
from .teamvalue import ValuedPlayer, team_value
from .violations import Violation

__all__ = [
    "AFTER_DRAFT_CHECKS",
    "CHECKS",
    "CODES",
    "DEVELOPED_ENTRY_CHECKS",
    "LEAGUE_DRAFT_CHECKS",
    "Draft",
    "DraftContext",
    "DraftPlayer",
    "DraftReport",
    "LeagueEntryReport",
    "Violation",
    "draft_cost",
    "journeyman_keep_refusal",
    "journeymen_keep_refusals",
    "room_for",
    "validate_draft",
    "validate_league_entry",
    "validate_roster_change",
]

CODES = (
    "unknown_race",
    "unknown_position",
    "unknown_skill",
    "budget_exceeded",
    "too_few_players",
    "too_many_players",
    "too_many_specialists",
    "position_limit",
    "big_guy_limit",
    "rerolls_limit",
    "assistant_coaches_limit",
    "cheerleaders_limit",
    "apothecary_not_allowed",
    "apothecary_limit",
    "dedicated_fans_limit",
    "dedicated_fans_floor",
    "staff_not_allowed",
    "skill_banned",
    "skill_not_available",
    "skills_at_draft",
    "duplicate_number",
    "veteran_required",
    "veteran_not_lineman",
    "veteran_limit",
)


@dataclass(frozen=True)
class DraftPlayer:
    position: str
    number: int | None = None
    name: str = ""
    skills: tuple[str, ...] = ()  # skills gained beyond the position's starting ones
    veteran: bool = False  # Spike! Journal 22, Veterans (2025 Sevens): the team's one Veteran


@dataclass(frozen=True)
class Draft:
    race: str
    players: tuple[DraftPlayer, ...] = ()
    rerolls: int = 0
    assistant_coaches: int = 0
    cheerleaders: int = 0
    apothecary: bool | int = False
    dedicated_fans: int = 1


@dataclass(frozen=True)
class DraftReport:
    valid: bool
    cost: int
    team_value: int
    errors: tuple[Violation, ...] = ()
    race: Race | None = None
    players_cost: int = 0
    rerolls_cost: int = 0
    staff_cost: int = 0
    fans_cost: int = 0
    specialists: int = 0
    position_counts: dict[str, int] = field(default_factory=dict)

    def codes(self) -> list[str]:
        return [e.code for e in self.errors]

    def errors_for(self, field_name: str) -> list[Violation]:
        return [e for e in self.errors if e.field == field_name]

    def as_dict(self) -> dict:
        return {
            "valid": self.valid,
            "cost": self.cost,
            "team_value": self.team_value,
            "errors": [e.as_dict() for e in self.errors],
        }


def draft_cost(draft: Draft, race: Race, ruleset: Ruleset) -> tuple[int, int, int, int]:
    """Seed 000, Team Draft Budget: players, re-rolls (double price), staff and Dedicated Fans above 1 are paid for."""
    players = sum(position.cost for p in draft.players if (position := race.position(p.position)) is not None)
    rerolls = max(draft.rerolls, 0) * ruleset.reroll_price(race)
    staff = staff_cost(ruleset, staff_counts(draft))
    fans = max(draft.dedicated_fans - ruleset.dedicated_fans_start, 0) * ruleset.dedicated_fans_price
    return players, rerolls, staff, fans


# --- the checks: one per rule, each reading the shared context and yielding its violations ------------------


@dataclass(frozen=True)
class DraftContext:
    """What every check reads: the draft, its ruleset and race, the players whose position is known (with their
    index on the roster) and the figures worked out once."""

    draft: Draft
    ruleset: Ruleset
    race: Race
    positions: tuple[tuple[int, DraftPlayer, Position], ...]
    costs: tuple[int, int, int, int]
    specialists: int
    by_position: Counter

    @classmethod
    def build(cls, draft: Draft, ruleset: Ruleset, race: Race) -> DraftContext:
        positions = tuple(
            (index, player, position)
            for index, player in enumerate(draft.players)
            if (position := race.position(player.position)) is not None
        )
        return cls(
            draft=draft,
            ruleset=ruleset,
            race=race,
            positions=positions,
            costs=draft_cost(draft, race, ruleset),
            specialists=sum(1 for _, _, pos in positions if ruleset.is_specialist(pos)),
            by_position=Counter(pos.name for _, _, pos in positions),
        )

    @property
    def cost(self) -> int:
        return sum(self.costs)


Check = Callable[[DraftContext], Iterable[Violation]]


def _player(index: int, player: DraftPlayer, position: Position) -> dict:
    """A player as a violation names him: his name, else his number (his place on the roster) and position."""
    return {"player": player.name, "number": player.number or index + 1, "position": position.name}


def check_positions_known(ctx: DraftContext) -> Iterator[Violation]:
    """Seed 000, Player Positions: every player takes a position of the team's roster."""
    for index, player in enumerate(ctx.draft.players):
        if ctx.race.position(player.position) is None:
            yield Violation(
                "unknown_position", f"players.{index}", {"race": ctx.race.name, "position": player.position}
            )


def check_budget(ctx: DraftContext) -> Iterator[Violation]:
    """Seed 000, Team Draft Budget (seeds 001, 004: 600,000 too): the team costs no more than the budget."""
    if ctx.cost > ctx.ruleset.budget:
        yield Violation("budget_exceeded", "budget", {"cost": ctx.cost, "budget": ctx.ruleset.budget})


def check_player_count(ctx: DraftContext) -> Iterator[Violation]:
    """Seed 000, Number of Players: seven to eleven players (seed 004's reading in ``rulesets.street_bowl``)."""
    count, ruleset = len(ctx.draft.players), ctx.ruleset
    if count < ruleset.min_players:
        yield Violation("too_few_players", "players", {"least": ruleset.min_players, "count": count})
    if count > ruleset.max_players:
        yield Violation("too_many_players", "players", {"most": ruleset.max_players, "count": count})


SPECIALIST_KINDS = (NON_LINEMAN, WITHOUT_LINEMAN_KEYWORD)
"""The specialist rules a ``too_many_specialists`` violation names as its variant (any other: specialists)."""


def check_specialists(ctx: DraftContext) -> Iterator[Violation]:
    """Seed 000, Player Positions (at most four non-Linemen); seeds 001, 004: four positions below 0-12; Spike!
    Journal 22, Player Positions: four players without the Lineman keyword."""
    ruleset = ctx.ruleset
    if ctx.specialists > ruleset.max_specialists:
        yield Violation(
            "too_many_specialists",
            "players",
            {"most": ruleset.max_specialists, "count": ctx.specialists},
            variant=_specialist_kind(ruleset),
        )


def _specialist_kind(ruleset: Ruleset) -> str:
    return ruleset.specialist_rule if ruleset.specialist_rule in SPECIALIST_KINDS else ""


def check_position_caps(ctx: DraftContext) -> Iterator[Violation]:
    """Seed 000, Player Positions: no more of a position than the Sevens roster allows."""
    for position in ctx.race.positions:
        taken = ctx.by_position.get(position.name, 0)
        if taken > position.max_qty:
            yield Violation(
                "position_limit",
                "players",
                {"race": ctx.race.name, "most": position.max_qty, "position": position.name, "count": taken},
            )


def check_big_guys(ctx: DraftContext) -> Iterator[Violation]:
    """Seed 000, Player Positions: a race with a Big Guy cap takes no more Big Guys than it allows in total."""
    race = ctx.race
    if race.max_big_guys is None:
        return
    big_guys = sum(1 for _, _, pos in ctx.positions if pos.is_big_guy)
    if big_guys > race.max_big_guys:
        names = tuple(p.name for p in race.positions if p.is_big_guy)
        yield Violation(
            "big_guy_limit",
            "players",
            {"race": race.name, "most": race.max_big_guys, "names": names, "count": big_guys},
        )


def check_rerolls(ctx: DraftContext) -> Iterator[Violation]:
    """Seed 000, Purchasing Team Re-rolls: zero to six (the 2020 draft list's eight under seeds 001, 004)."""
    rerolls, most = ctx.draft.rerolls, ctx.ruleset.max_rerolls
    if rerolls > most or rerolls < 0:
        yield Violation("rerolls_limit", "rerolls", {"most": most, "count": rerolls})


def check_staff(ctx: DraftContext) -> Iterator[Violation]:
    """Seed 000, Hiring Sideline Staff (seed 004: none): the caps and the race's apothecary, from rules.staff."""
    yield from staff_draft_violations(ctx.ruleset, ctx.race, staff_counts(ctx.draft))


def check_dedicated_fans(ctx: DraftContext) -> Iterator[Violation]:
    """Seed 000, Dedicated Fans: one free, and "when a team is drafted it can improve its Dedicated Fans
    characteristic by 1, up to a maximum of 6": the cap is on what is bought at the draft only."""
    fans, ruleset = ctx.draft.dedicated_fans, ctx.ruleset
    if not ruleset.dedicated_fans_start <= fans <= ruleset.dedicated_fans_max:
        yield Violation(
            "dedicated_fans_limit",
            "dedicated_fans",
            {"least": ruleset.dedicated_fans_start, "most": ruleset.dedicated_fans_max, "count": fans},
            variant="draft",
        )


def check_dedicated_fans_floor(ctx: DraftContext) -> Iterator[Violation]:
    """Seed 000, Dedicated Fans: after the draft the characteristic "will increase and decrease, though it will
    never fall below 1" (no maximum: a team whose fans reached 7 keeps them and may still hire). Spike! Journal 22,
    Dedicated Fans: "can never be more than 5 or less than 1" (``Ruleset.dedicated_fans_ceiling``)."""
    refusal = dedicated_fans_refusal(ctx.draft.dedicated_fans, ceiling=ctx.ruleset.dedicated_fans_ceiling)
    if refusal is not None:
        yield refusal


def _veteran_violations(ctx: DraftContext, *, required: bool) -> Iterator[Violation]:
    if not ctx.ruleset.veteran_required:
        return
    veterans = [(index, player, position) for index, player, position in ctx.positions if player.veteran]
    if required and not veterans:
        yield Violation("veteran_required", "players")
    if len(veterans) > 1:
        yield Violation("veteran_limit", "players", {"count": len(veterans)})
    for index, player, position in veterans:
        if not position.is_lineman:
            yield Violation("veteran_not_lineman", f"players.{index}", _player(index, player, position))


def check_veteran(ctx: DraftContext) -> Iterator[Violation]:
    """Spike! Journal 22, Veterans: "you must select one player on your roster to be your Veteran. This must be a
    Lineman" (a position with the Lineman keyword); rulesets without a Veteran check nothing."""
    yield from _veteran_violations(ctx, required=True)


def check_veteran_after_draft(ctx: DraftContext) -> Iterator[Violation]:
    """Spike! Journal 22, Veterans: after the draft at most one Veteran, a Lineman. Reading: the journal names the
    Veteran only at the draft and gives no replacement, so a team whose Veteran died or left plays on without."""
    yield from _veteran_violations(ctx, required=False)


def check_skills(ctx: DraftContext) -> Iterator[Violation]:
    """Seed 000, Player Advancement (a skill of the player's Primary or Secondary categories, never a trait or one
    he has) and seeds 001, 004, Team Creation (banned skills): each gained skill is one the player could gain
    (``rules.advancement.gained_skill_refusal``); one violation per refused skill."""
    for index, player, position in ctx.positions:
        have = list(position.skills)
        for skill in player.skills:
            refusal = gained_skill_refusal(
                position,
                skill,
                have=have,
                banned=ctx.ruleset.banned_skills,
                edition_key=ctx.ruleset.edition,
                player=player.name,
                number=player.number or index + 1,
                field=f"players.{index}",
            )
            if refusal is not None:
                yield refusal
            have.append(skill)


def check_no_gained_skills(ctx: DraftContext) -> Iterator[Violation]:
    """Seed 000, Drafting a Blood Bowl Sevens team and Player Advancement: a drafted team's players have only
    their position's skills; skills are gained after games. A team entering a league is checked as its draft."""
    for index, player, position in ctx.positions:
        if player.skills:
            yield Violation(
                "skills_at_draft",
                f"players.{index}",
                {**_player(index, player, position), "skills": tuple(player.skills)},
            )


def check_numbers(ctx: DraftContext) -> Iterator[Violation]:
    """Seed 000, Number of Players (a roster of numbered players): no two players wear the same number."""
    numbers = Counter(p.number for p in ctx.draft.players if p.number is not None)
    for number, times in sorted(numbers.items()):
        if times > 1:
            yield Violation("duplicate_number", "players", {"number": number, "count": times})


CHECKS: tuple[Check, ...] = (
    check_positions_known,
    check_budget,
    check_player_count,
    check_specialists,
    check_position_caps,
    check_big_guys,
    check_rerolls,
    check_staff,
    check_dedicated_fans,
    check_skills,
    check_numbers,
    check_veteran,
)
"""Every draft rule, in the order its violations are reported."""

AFTER_DRAFT_CHECKS: tuple[Check, ...] = (
    check_positions_known,
    check_player_count,
    check_specialists,
    check_position_caps,
    check_big_guys,
    check_rerolls,
    check_staff,
    check_dedicated_fans_floor,
    check_numbers,
    check_veteran_after_draft,
)
"""The limits that hold all season (seed 000, Number of Players: "can never contain more than eleven"): not the
budget (the treasury pays), not the draft's Dedicated Fans cap (only the floor of 1), and not the gained skills
(each was checked when it was gained; a skill the league bans later never blocks a hire)."""

LEAGUE_DRAFT_CHECKS: tuple[Check, ...] = (*CHECKS, check_no_gained_skills)
"""A roster file entered into a league by a coach: the league's draft, with no gained skills."""

DEVELOPED_ENTRY_CHECKS: tuple[Check, ...] = (*AFTER_DRAFT_CHECKS, check_skills)
"""A developed team a commissioner brings into a league: every season-long limit, and every gained skill one the
player could gain; no budget and no draft cap on Dedicated Fans (the team was built over earlier games)."""


def draft_team_value(ctx: DraftContext) -> int:
    """2020 rulebook, Team Value: the drafted players at their Current Value (gained skills included) plus
    re-rolls and staff (rules.teamvalue)."""
    catalogue = edition(ctx.ruleset.edition)
    valued = []
    for _, player, position in ctx.positions:
        entries = [e for skill in player.skills if (e := catalogue.skill(skill)) is not None]
        kinds = [PRIMARY if e.category in position.primary else SECONDARY for e in entries]
        valued.append(ValuedPlayer(player_value(position.cost, kinds), position.is_lineman))
    draft = ctx.draft
    return team_value(
        valued,
        ctx.race,
        ctx.ruleset,
        rerolls=max(draft.rerolls, 0),
        assistant_coaches=max(draft.assistant_coaches, 0),
        cheerleaders=max(draft.cheerleaders, 0),
        apothecary=bool(draft.apothecary),
    )


def validate_draft(draft: Draft, ruleset: Ruleset, checks: tuple[Check, ...] = CHECKS) -> DraftReport:
    """Seed 000, Drafting a Blood Bowl Sevens team (and seeds 001, 004, Team Creation): check every limit at once."""
    race = edition(ruleset.edition).race(draft.race)
    if race is None:
        unknown = Violation("unknown_race", "race", {"race": draft.race})
        return DraftReport(valid=False, cost=0, team_value=0, errors=(unknown,))
    ctx = DraftContext.build(draft, ruleset, race)
    errors = tuple(v for check in checks for v in check(ctx))
    players_cost, rerolls_cost, staff_cost_, fans_cost = ctx.costs
    return DraftReport(
        valid=not errors,
        cost=ctx.cost,
        team_value=draft_team_value(ctx),
        errors=errors,
        race=race,
        players_cost=players_cost,
        rerolls_cost=rerolls_cost,
        staff_cost=staff_cost_,
        fans_cost=fans_cost,
        specialists=ctx.specialists,
        position_counts=dict(ctx.by_position),
    )


AFTER_DRAFT_EXEMPT = frozenset({"budget_exceeded", "too_few_players"})


def validate_roster_change(draft: Draft, ruleset: Ruleset) -> list[Violation]:
    """Seed 000, Number of Players, Player Positions and Dedicated Fans: after the draft every limit still holds
    ("can never contain more than eleven"), except the budget (the treasury pays instead), the minimum of seven
    (injury and death may take a team below it), the draft's cap of 6 Dedicated Fans (only the floor of 1 holds)
    and the gained skills (checked when gained: a skill the league bans now never blocks a hire)."""
    errors = validate_draft(draft, ruleset, AFTER_DRAFT_CHECKS).errors
    return [v for v in errors if v.code not in AFTER_DRAFT_EXEMPT]


@dataclass(frozen=True)
class LeagueEntryReport:
    """A roster entering a league: the rules' report and the treasury the team enters with."""

    report: DraftReport
    treasury: int
    developed: bool

    @property
    def valid(self) -> bool:
        return self.report.valid

    @property
    def errors(self) -> tuple[Violation, ...]:
        return self.report.errors

    def codes(self) -> list[str]:
        return self.report.codes()


def validate_league_entry(draft: Draft, ruleset: Ruleset, *, treasury: int = 0, developed: bool = False):
    """Seed 000, Drafting a Blood Bowl Sevens team (Team Draft Budget): a team entering a league is that league's
    draft: within its budget, no gained skills (``skills_at_draft``), and its treasury is the budget left after
    the draft cost, whatever the file says.

    ``developed=True`` is a commissioner bringing in a developed team (the caller checks who): the season-long
    limits and every gained skill one the player could gain (``DEVELOPED_ENTRY_CHECKS``), with the ``treasury``
    it states. Reading: the budget does not bind a developed team (its players and staff were paid for in
    earlier games), but entering a league it still needs seven players, like any team that enters.
    """
    if developed:
        report = validate_draft(draft, ruleset, DEVELOPED_ENTRY_CHECKS)
        return LeagueEntryReport(report=report, treasury=treasury, developed=True)
    report = validate_draft(draft, ruleset, LEAGUE_DRAFT_CHECKS)
    return LeagueEntryReport(report=report, treasury=max(ruleset.budget - report.cost, 0), developed=False)


def journeymen_keep_refusals(
    draft: Draft, ruleset: Ruleset, journeymen: Sequence[DraftPlayer]
) -> list[Violation | None]:
    """Seed 000, Number of Players ("No Blood Bowl Sevens team can ever contain more than eleven (11) permanently
    hired players") and Player Positions (no position above its roster maximum, nor the specialist and Big Guy
    caps): for each Journeyman in order, None when the team may keep him permanently, else why not.

    ``draft`` is the team's permanent roster now (Journeymen left out; players who left in this post-game
    already gone). Each Journeyman found keepable counts against the limits of the ones after him, so the
    coach's order decides which of several are kept when not all fit.
    """
    refusals: list[Violation | None] = []
    kept = list(draft.players)
    for journeyman in journeymen:
        refusal = journeyman_keep_refusal(
            Draft(**{**_draft_fields(draft), "players": tuple(kept)}), ruleset, journeyman
        )
        refusals.append(refusal)
        if refusal is None:
            kept.append(DraftPlayer(journeyman.position, name=journeyman.name))
    return refusals


def _draft_fields(draft: Draft) -> dict:
    return {name: getattr(draft, name) for name in Draft.__dataclass_fields__}


def journeyman_keep_refusal(draft: Draft, ruleset: Ruleset, journeyman: DraftPlayer) -> Violation | None:
    """Seed 000, Number of Players and Player Positions: None when the team (its permanent roster ``draft``) may
    keep this Journeyman permanently; else a ``too_many_players``, ``position_limit``, ``too_many_specialists``
    or ``big_guy_limit`` violation naming the limit."""
    report = validate_draft(draft, ruleset, (check_positions_known,))
    race = report.race
    who = {"player": journeyman.name}
    position = race.position(journeyman.position) if race is not None else None
    if position is None:
        return Violation("unknown_position", "", {**who, "position": journeyman.position}, variant="journeyman")
    players = len(draft.players)
    if room_for(position, report, ruleset, players) > 0:
        return None
    taken = report.position_counts.get(position.name, 0)
    if players >= ruleset.max_players:
        return Violation(
            "too_many_players", "", {**who, "ruleset": ruleset.name, "most": ruleset.max_players}, variant="keep"
        )
    if taken >= position.max_qty:
        return Violation(
            "position_limit",
            "",
            {**who, "race": race.name, "most": position.max_qty, "position": position.name},
            variant="keep",
        )
    if position.is_big_guy and race.max_big_guys is not None and _big_guys(report) >= race.max_big_guys:
        return Violation("big_guy_limit", "", {**who, "race": race.name, "most": race.max_big_guys}, variant="keep")
    kind = _specialist_kind(ruleset)
    return Violation(
        "too_many_specialists", "", {**who, "most": ruleset.max_specialists}, variant=f"keep_{kind}" if kind else "keep"
    )


def _big_guys(report: DraftReport) -> int:
    race = report.race
    return sum(n for name, n in report.position_counts.items() if race and (p := race.position(name)) and p.is_big_guy)


def room_for(position: Position, report: DraftReport, ruleset: Ruleset, players: int) -> int:
    """Seed 000, Number of Players and Player Positions: how many more of a position the team may take now.

    The least of: the roster maximum less those taken, the players left under the team maximum, the
    specialist slots left (for a specialist) and the Big Guy cap left (for a Big Guy).
    """
    race = report.race
    taken = report.position_counts.get(position.name, 0)
    room = min(position.max_qty - taken, ruleset.max_players - players)
    if ruleset.is_specialist(position):
        room = min(room, ruleset.max_specialists - report.specialists)
    if position.is_big_guy and race is not None and race.max_big_guys is not None:
        big_guys = sum(n for name, n in report.position_counts.items() if (p := race.position(name)) and p.is_big_guy)
        room = min(room, race.max_big_guys - big_guys)
    return max(room, 0)

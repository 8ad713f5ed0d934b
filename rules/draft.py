"""The draft validator: every way a team breaks its ruleset, each with a stable code and the numbers.

``validate_draft`` returns all violations at once, so a coach sees everything that is wrong together.
Each violation names the ``field`` it belongs to (``players``, ``rerolls``, ``players.3`` ...) so a form
can show the message next to it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .advancement import player_value
from .rosters import Position, Race, edition
from .rulesets import NON_LINEMAN, Ruleset
from .teamvalue import ValuedPlayer, team_value

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
    "staff_not_allowed",
    "skill_banned",
    "duplicate_number",
)


@dataclass(frozen=True)
class DraftPlayer:
    position: str
    number: int | None = None
    name: str = ""
    skills: tuple[str, ...] = ()  # skills gained beyond the position's starting ones


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
class Violation:
    code: str
    message: str
    field: str = ""

    def as_dict(self) -> dict:
        return {"code": self.code, "message": self.message}


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


def gp(amount: int) -> str:
    """An integer number of gold pieces as printed: 600000 -> "600,000"."""
    return f"{amount:,}"


def plural(name: str, count: int) -> str:
    if count == 1:
        return name
    if name.endswith("man"):
        return name[:-3] + "men"
    if name.endswith("woman"):
        return name[:-5] + "women"
    if name.endswith(("ch", "sh", "x")):
        return name + "es"
    if name.endswith("s"):
        return name
    return name + "s"


def _count(n: int, noun: str) -> str:
    return f"{n} {plural(noun, n)}"


def draft_cost(draft: Draft, race: Race, ruleset: Ruleset) -> tuple[int, int, int, int]:
    """Seed 000, Team Draft Budget: players, re-rolls (double price), staff and Dedicated Fans above 1 are paid for."""
    players = 0
    for p in draft.players:
        position = race.position(p.position)
        if position is not None:
            players += position.cost
    rerolls = max(draft.rerolls, 0) * ruleset.reroll_price(race)
    staff = 0
    if ruleset.assistant_coaches:
        staff += max(draft.assistant_coaches, 0) * ruleset.assistant_coaches.price
    if ruleset.cheerleaders:
        staff += max(draft.cheerleaders, 0) * ruleset.cheerleaders.price
    if ruleset.apothecary and draft.apothecary:
        staff += int(draft.apothecary) * ruleset.apothecary.price
    fans = max(draft.dedicated_fans - ruleset.dedicated_fans_start, 0) * ruleset.dedicated_fans_price
    return players, rerolls, staff, fans


def validate_draft(draft: Draft, ruleset: Ruleset) -> DraftReport:
    """Seed 000, Drafting a Blood Bowl Sevens team (and seeds 001, 004, Team Creation): check every limit at once."""
    errors: list[Violation] = []
    race = edition(ruleset.edition).race(draft.race)
    if race is None:
        errors.append(Violation("unknown_race", f"There is no team called {draft.race!r}.", "race"))
        return DraftReport(valid=False, cost=0, team_value=0, errors=tuple(errors))

    catalogue = edition(ruleset.edition)
    positions: list[tuple[int, DraftPlayer, Position]] = []
    for index, player in enumerate(draft.players):
        position = race.position(player.position)
        if position is None:
            errors.append(
                Violation(
                    "unknown_position",
                    f"{race.name} teams have no position called {player.position!r}.",
                    f"players.{index}",
                )
            )
            continue
        positions.append((index, player, position))

    players_cost, rerolls_cost, staff_cost, fans_cost = draft_cost(draft, race, ruleset)
    cost = players_cost + rerolls_cost + staff_cost + fans_cost
    if cost > ruleset.budget:
        errors.append(
            Violation(
                "budget_exceeded",
                f"The team costs {gp(cost)}; the budget is {gp(ruleset.budget)}.",
                "budget",
            )
        )

    count = len(draft.players)
    if count < ruleset.min_players:
        errors.append(
            Violation(
                "too_few_players",
                f"A team needs at least {ruleset.min_players} players; this team has {count}.",
                "players",
            )
        )
    if count > ruleset.max_players:
        errors.append(
            Violation(
                "too_many_players",
                f"A team may have at most {ruleset.max_players} players; this team has {count}.",
                "players",
            )
        )

    specialists = sum(1 for _, _, pos in positions if ruleset.is_specialist(pos))
    if specialists > ruleset.max_specialists:
        kind = "players that are not Linemen" if ruleset.specialist_rule == NON_LINEMAN else "specialists"
        errors.append(
            Violation(
                "too_many_specialists",
                f"A team may have at most {ruleset.max_specialists} {kind}; this team has {specialists}.",
                "players",
            )
        )

    by_position = Counter(pos.name for _, _, pos in positions)
    for position in race.positions:
        taken = by_position.get(position.name, 0)
        if taken > position.max_qty:
            errors.append(
                Violation(
                    "position_limit",
                    f"{race.name} may have at most {_count(position.max_qty, position.name)}; this team has {taken}.",
                    "players",
                )
            )
    if race.max_big_guys is not None:
        big_guys = sum(1 for _, _, pos in positions if pos.is_big_guy)
        if big_guys > race.max_big_guys:
            names = ", ".join(p.name for p in race.positions if p.is_big_guy)
            errors.append(
                Violation(
                    "big_guy_limit",
                    f"{race.name} may have at most {_count(race.max_big_guys, 'Big Guy')} ({names}); "
                    f"this team has {big_guys}.",
                    "players",
                )
            )

    if draft.rerolls > ruleset.max_rerolls or draft.rerolls < 0:
        errors.append(
            Violation(
                "rerolls_limit",
                f"A team may buy 0 to {ruleset.max_rerolls} team re-rolls; this team has {draft.rerolls}.",
                "rerolls",
            )
        )

    staff_given = {
        "assistant_coaches": draft.assistant_coaches,
        "cheerleaders": draft.cheerleaders,
        "apothecary": int(draft.apothecary),
    }
    if not ruleset.staff_allowed:
        for field_name, qty in staff_given.items():
            if qty:
                label = field_name.replace("_", " ")
                errors.append(
                    Violation(
                        "staff_not_allowed",
                        f"{ruleset.name} teams may not hire staff; this team has {qty} {label}.",
                        field_name,
                    )
                )
    else:
        for field_name, noun, staff in (
            ("assistant_coaches", "assistant coach", ruleset.assistant_coaches),
            ("cheerleaders", "cheerleader", ruleset.cheerleaders),
        ):
            qty = staff_given[field_name]
            if staff is not None and not 0 <= qty <= staff.max_qty:
                errors.append(
                    Violation(
                        f"{field_name}_limit",
                        f"A team may hire 0 to {staff.max_qty} {plural(noun, 2)}; this team has {qty}.",
                        field_name,
                    )
                )
        apothecaries = staff_given["apothecary"]
        if apothecaries and not race.apothecary_allowed:
            errors.append(
                Violation(
                    "apothecary_not_allowed",
                    f"{race.name} teams cannot hire an apothecary.",
                    "apothecary",
                )
            )
        elif ruleset.apothecary and apothecaries > ruleset.apothecary.max_qty:
            errors.append(
                Violation(
                    "apothecary_limit",
                    f"A team may have only one apothecary; this team has {apothecaries}.",
                    "apothecary",
                )
            )

    if not ruleset.dedicated_fans_start <= draft.dedicated_fans <= ruleset.dedicated_fans_max:
        errors.append(
            Violation(
                "dedicated_fans_limit",
                f"Dedicated Fans must be between {ruleset.dedicated_fans_start} and {ruleset.dedicated_fans_max}; "
                f"this team has {draft.dedicated_fans}.",
                "dedicated_fans",
            )
        )

    banned = {b.lower() for b in ruleset.banned_skills}
    valued: list[ValuedPlayer] = []
    for index, player, position in positions:
        kinds: list[str] = []
        for skill in player.skills:
            entry = catalogue.skill(skill)
            if entry is None:
                errors.append(
                    Violation(
                        "unknown_skill",
                        f"Player {player.name or index + 1}: there is no skill called {skill!r}.",
                        f"players.{index}",
                    )
                )
                continue
            if entry.base_name.lower() in banned:
                errors.append(
                    Violation(
                        "skill_banned",
                        f"{entry.base_name} is banned in this league; {player.name or 'a player'} has it.",
                        f"players.{index}",
                    )
                )
            kinds.append("primary" if entry.category in position.primary else "secondary")
        valued.append(ValuedPlayer(player_value(position.cost, kinds), position.is_lineman))

    numbers = Counter(p.number for p in draft.players if p.number is not None)
    for number, times in sorted(numbers.items()):
        if times > 1:
            errors.append(
                Violation(
                    "duplicate_number",
                    f"Number {number} is worn by {times} players; each player needs a number of their own.",
                    "players",
                )
            )

    value = team_value(
        valued,
        race,
        ruleset,
        rerolls=max(draft.rerolls, 0),
        assistant_coaches=max(draft.assistant_coaches, 0) if ruleset.assistant_coaches else 0,
        cheerleaders=max(draft.cheerleaders, 0) if ruleset.cheerleaders else 0,
        apothecary=bool(draft.apothecary),
    )
    return DraftReport(
        valid=not errors,
        cost=cost,
        team_value=value,
        errors=tuple(errors),
        race=race,
        players_cost=players_cost,
        rerolls_cost=rerolls_cost,
        staff_cost=staff_cost,
        fans_cost=fans_cost,
        specialists=specialists,
        position_counts=dict(by_position),
    )


AFTER_DRAFT_EXEMPT = frozenset({"budget_exceeded", "too_few_players"})


def validate_roster_change(draft: Draft, ruleset: Ruleset) -> list[Violation]:
    """Seed 000, Number of Players and Player Positions: after the draft every limit still holds ("can never
    contain more than eleven"), except the budget (the treasury pays instead) and the minimum of seven (injury
    and death may take a team below it)."""
    return [v for v in validate_draft(draft, ruleset).errors if v.code not in AFTER_DRAFT_EXEMPT]


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

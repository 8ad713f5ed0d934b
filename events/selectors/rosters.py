"""The rosters the coaches bring: a round's roster file, and the rosters book."""

from __future__ import annotations

from rules.rosterfile import RosterFileError, parse_roster
from rules.rosters import race as find_race
from rules.rulesets import get_ruleset
from rules.tournament import (
    matched_play_team_value,
    stage_for_round,
)

from ..models import Event, EventCoach


def roster_for_round(coach: EventCoach, pack, round_number: int) -> dict | None:
    """Seed 003, Gold Piece Escalation: the roster file a coach plays a round with (his round-1 roster unless the
    event escalates; a round past the plan keeps the last)."""
    stage = stage_for_round(pack, round_number)
    later = coach.stage_rosters or []
    if stage == 1 or not later:
        return coach.roster
    return later[min(stage - 2, len(later) - 1)]


def rosters_book(*, event: Event, round_number: int = 1) -> list[dict]:
    """Seed 003, For the room (the rosters book): every approved coach's roster as its sheet shows it, in name
    order: each player's profile from his roster, his starting skills and the skill bought for the event (marked),
    the re-rolls, staff, Dedicated Fans and inducements, and the team's Matched Play Team Value (bought skills add
    nothing). In a Gold Piece Escalation event, the rosters of the round asked for."""
    pack = event.pack()
    ruleset = get_ruleset(event.ruleset)
    book = []
    for coach in event.coaches.filter(approved=True).order_by("name"):
        data = roster_for_round(coach, pack, round_number)
        try:
            roster = parse_roster(data) if data else None
        except RosterFileError:
            roster = None
        if roster is None:
            book.append({"coach": coach, "roster": None})
            continue
        race = find_race(roster.draft.race, roster.edition)
        rows = []
        for p in roster.draft.players:
            position = race.position(p.position) if race else None
            rows.append({"player": p, "position": position, "bought": list(p.skills)})
        inducements = [
            (found.name, qty) for key, qty in sorted((coach.inducements or {}).items())
            if (found := ruleset.inducement(key)) is not None
        ]
        book.append(
            {
                "coach": coach,
                "roster": roster,
                "draft": roster.draft,
                "race": race,
                "rows": rows,
                "inducements": inducements,
                "team_value": matched_play_team_value(roster.draft, pack),
                # an escalation event imported from a file has no later rosters: the round-1 roster stands
                "earlier_roster": stage_for_round(pack, round_number) > 1 and not coach.stage_rosters,
            }
        )
    return book


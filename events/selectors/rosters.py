"""The rosters the coaches bring: a round's roster file, and the rosters book."""

from __future__ import annotations

import hashlib
import json

from django.core.cache import cache
from django.utils.translation import get_language, gettext

from core.wording import file_problem, words
from rules.rosterfile import RosterFileError, parse_roster
from rules.rosters import race as find_race
from rules.rulesets import get_ruleset
from rules.tournament import MatchedPlayRoster, matched_play_team_value, stage_for_round, stages_problems

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
    ruleset = get_ruleset(event.ruleset, pack.edition)  # the event's edition (2025: Spike! Journal 22)
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



PROBLEMS_KEPT = 7 * 24 * 3600  # seconds a roster's check is kept: it depends only on the roster and the rulespack


def roster_problems(*, coaches: list[EventCoach], pack) -> dict[int, list[str]]:
    """Seed 003, Writing Your Roster: each coach's stored roster (and later rounds') checked against the rulespack
    again, as at sign-up (``stages_problems``), by coach id; a roster that cannot be read is one problem. A check
    depends only on the roster files, the inducements bought and the rulespack, so it is kept in the cache under a
    digest of them (and of the language the problems are worded in): the desk of a 150-coach event checks only
    what changed since it was last seen."""
    keys = {}
    language = get_language()
    rules = json.dumps(pack.to_dict(), sort_keys=True)  # once for every roster
    for coach in coaches:
        material = json.dumps([coach.roster, coach.stage_rosters, coach.inducements], sort_keys=True) + rules
        keys[coach.pk] = f"roster-problems:{language}:" + hashlib.sha256(material.encode()).hexdigest()
    kept = cache.get_many(list(keys.values()))
    found, fresh = {}, {}
    for coach in coaches:
        key = keys[coach.pk]
        if key not in kept:
            fresh[key] = _problems(coach, pack)
        found[coach.pk] = kept.get(key, fresh.get(key))
    if fresh:
        cache.set_many(fresh, PROBLEMS_KEPT)
    return found


def _problems(coach: EventCoach, pack) -> list[str]:
    if not coach.roster:
        return [gettext("No roster.")]
    try:
        rosters = [parse_roster(data) for data in (coach.roster, *(coach.stage_rosters or ()))]
    except RosterFileError as exc:
        return [file_problem(exc)]
    bought = coach.inducements or {}
    problems = stages_problems([MatchedPlayRoster(r.draft, inducements=bought) for r in rosters], pack,
                               rosters[0].edition)
    return words(problems)

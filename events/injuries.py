"""Reads for injuries carried between an event's rounds (seed 003, Injuries; the rules are ``rules.eventinjuries``):
who misses each game, what each team is worth before it, and the gold the weaker team gets for inducements."""

from __future__ import annotations

from collections import defaultdict

from rules.eventinjuries import (
    OUTCOME_NAMES,
    carried,
    current_team_value,
    inducement_gold,
    missing_from,
    shirt_numbers,
)
from rules.rosterfile import RosterFileError, parse_roster
from rules.tables import InjuryOutcome
from rules.tournament import matched_play_team_value

from .models import EventCoach, EventGame
from .selectors import roster_for_round


def _played_in_order(games, round_numbers: dict[int, int]) -> dict[int, list[EventGame]]:
    """Each coach's games with an opponent (a Bye is no game), in round order."""
    played: dict[int, list[EventGame]] = defaultdict(list)
    ordered = sorted((g for g in games if g.away_id is not None), key=lambda g: (round_numbers[g.round_id], g.table))
    for game in ordered:
        played[game.home_id].append(game)
        played[game.away_id].append(game)
    return played


def _missing(coach_id: int, game: EventGame, played: dict[int, list[EventGame]]) -> dict:
    """Seed 003, Injuries: who of the coach's roster cannot play ``game`` (``rules.eventinjuries.missing_from``)."""
    games = played[coach_id]
    index = games.index(game) + 1
    injuries = []
    for number, earlier in enumerate(games[: index - 1], start=1):
        if earlier.status == EventGame.Status.CONFIRMED:
            stored = earlier.home_injuries if earlier.home_id == coach_id else earlier.away_injuries
            injuries += carried(stored or {}, number)
    return missing_from(injuries, index)


def missing_for(*, game: EventGame) -> tuple[dict, dict]:
    """Seed 003, Injuries: the players of each side who cannot play this game (three queries at most)."""
    coaches = (game.home_id, game.away_id)
    games = EventGame.objects.filter(round__event_id=game.round.event_id).filter(
        home_id__in=coaches
    ) | EventGame.objects.filter(round__event_id=game.round.event_id, away_id__in=coaches)
    games = list(games.select_related("round"))
    played = _played_in_order(games, {g.round_id: g.round.number for g in games})
    same = next(g for g in played[game.home_id] if g.pk == game.pk)
    return _missing(game.home_id, same, played), _missing(game.away_id, same, played)


def available_players(coach: EventCoach, pack, round_number: int, missing: dict) -> list[tuple[int, str]]:
    """The players a coach can field in a round, ``(number, "#3 Name (Position)")``, from that round's roster."""
    draft = _draft(coach, pack, round_number)
    if draft is None:
        return []
    return [
        (number, f"#{number} {p.name or p.position}" + (f" ({p.position})" if p.name else ""))
        for p, number in zip(draft.players, shirt_numbers(draft), strict=True)
        if number not in missing
    ]


def _draft(coach: EventCoach, pack, round_number: int):
    data = roster_for_round(coach, pack, round_number)
    try:
        return parse_roster(data).draft if data else None
    except RosterFileError:
        return None


def injury_notes(*, event, rounds: list[tuple]) -> None:
    """Seed 003, Injuries, as the event page shows them (no query: the rounds are loaded with their coaches): each
    game played or to play gets ``injury_note``: who of each side misses it, and before it is played each side's
    Current Team Value and the gold the weaker team gains for inducements; a confirmed game the injuries it left."""
    pack = event.pack()
    if not pack.injuries_carry:
        return
    played = _played_in_order([game for _, games in rounds for game in games], {r.pk: r.number for r, _ in rounds})
    for round_, games in rounds:
        for game in games:
            if game.away_id is None:
                continue
            sides = []
            values = []
            for coach, stored in ((game.home, game.home_injuries), (game.away, game.away_injuries)):
                missing = _missing(coach.pk, game, played)
                draft = _draft(coach, pack, round_.number)
                value = None
                if draft is not None:
                    value = current_team_value(draft, missing, lambda d: matched_play_team_value(d, pack))
                values.append(value)
                sides.append({
                    "coach": coach,
                    "missing": [(n, OUTCOME_NAMES[i.outcome], i.game) for n, i in sorted(missing.items())],
                    "injured": [(n, OUTCOME_NAMES[InjuryOutcome(o)]) for n, o in (stored or {}).items()],
                    "value": value,
                })
            if game.status != EventGame.Status.CONFIRMED and None not in values:
                for side, gold in zip(sides, inducement_gold(*values), strict=True):
                    side["gold"] = gold
            elif not any(side["missing"] or side["injured"] for side in sides):
                continue  # a game played without a lasting injury says nothing
            game.injury_note = sides

"""Reads for injuries carried between an event's rounds (seed 003, Injuries; the rules are ``rules.eventinjuries``):
who misses each game, what each team is worth before it, and the gold the weaker team gets for inducements."""

from __future__ import annotations

from collections import defaultdict

from rules.eventinjuries import (
    OUTCOME_NAMES,
    CoachGame,
    carried,
    current_team_value,
    inducement_gold,
    missing_after,
    shirt_numbers,
)
from rules.rosterfile import RosterFileError, parse_roster
from rules.tournament import matched_play_team_value

from .models import EventCoach, EventGame
from .selectors import roster_for_round


def _histories(games, round_numbers: dict[int, int]) -> dict[int, list[tuple[EventGame, CoachGame]]]:
    """Each coach's games in round order, Byes included, each with what the injury rules read of his side."""
    histories: dict[int, list[tuple[EventGame, CoachGame]]] = defaultdict(list)
    for game in sorted(games, key=lambda g: (round_numbers[g.round_id], g.table)):
        number = round_numbers[game.round_id]
        confirmed = game.status == EventGame.Status.CONFIRMED
        histories[game.home_id].append(
            (game, CoachGame(number, game.away_id is None, confirmed, game.home_injuries or {}))
        )
        if game.away_id is not None:
            histories[game.away_id].append((game, CoachGame(number, False, confirmed, game.away_injuries or {})))
    return histories


def _missing(coach_id: int, game: EventGame, histories) -> dict:
    """Seed 003, Injuries: who of the coach's roster cannot play ``game`` (``rules.eventinjuries.missing_after``)."""
    history = histories[coach_id]
    index = next(i for i, (g, _) in enumerate(history) if g.pk == game.pk)
    return missing_after([read for _, read in history[:index]])


def missing_for(*, game: EventGame) -> tuple[dict, dict]:
    """Seed 003, Injuries: the players of each side who cannot play this game (one query)."""
    coaches = (game.home_id, game.away_id)
    event_games = EventGame.objects.filter(round__event_id=game.round.event_id)
    games = list((event_games.filter(home_id__in=coaches) | event_games.filter(away_id__in=coaches))
                 .select_related("round"))
    histories = _histories(games, {g.round_id: g.round.number for g in games})
    return _missing(game.home_id, game, histories), _missing(game.away_id, game, histories)


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
    Current Team Value and the gold the weaker team gains for inducements; an entered result the injuries it
    names."""
    pack = event.pack()
    if not pack.injuries_carry:
        return
    histories = _histories([game for _, games in rounds for game in games], {r.pk: r.number for r, _ in rounds})
    for round_, games in rounds:
        for game in games:
            if game.away_id is None:
                continue
            entered = game.status != EventGame.Status.SCHEDULED
            sides, values = [], []
            for coach, stored in ((game.home, game.home_injuries), (game.away, game.away_injuries)):
                missing = _missing(coach.pk, game, histories)
                value = None
                draft = None if entered else _draft(coach, pack, round_.number)
                if draft is not None:
                    value = current_team_value(draft, missing, lambda d: matched_play_team_value(d, pack))
                values.append(value)
                injured = carried(stored or {}, 0) if entered else []
                sides.append({
                    "coach": coach,
                    "missing": [(n, OUTCOME_NAMES[i.outcome], i.round) for n, i in sorted(missing.items())],
                    "injured": [(i.number, OUTCOME_NAMES[i.outcome]) for i in injured],
                    "value": value,
                })
            if not entered and None not in values:
                for side, gold in zip(sides, inducement_gold(*values), strict=True):
                    side["gold"] = gold
            elif not any(side["missing"] or side["injured"] for side in sides):
                continue  # a game without a lasting injury says nothing
            game.injury_note = sides

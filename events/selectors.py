"""Reads of the events app: an event's games as the rules core's ``Game`` values, its standings and the next
round's draw, each in a fixed number of queries whatever the number of coaches and rounds."""

from __future__ import annotations

from rules.errors import DomainError
from rules.tournament import Game, StandingRow, pair_round, standings

from .models import Event, EventCoach, EventGame

GAME_FIELDS = (
    "home_id",
    "away_id",
    "home_td",
    "away_td",
    "home_cas",
    "away_cas",
    "conceded_by_id",
    "home_objectives",
    "away_objectives",
    "win_kind",
)


def event_games(*, event: Event) -> list[Game]:
    """Every game with its result, coaches by id, in round and table order: one query of values, no models."""
    rows = (
        EventGame.objects.filter(round__event=event, status=EventGame.Status.CONFIRMED)
        .order_by("round__number", "table")
        .values_list(*GAME_FIELDS)
    )
    games = []
    for home, away, home_td, away_td, home_cas, away_cas, conceded_by, home_obj, away_obj, win_kind in rows:
        if away is None:
            games.append(Game.bye(home))
            continue
        games.append(
            Game(
                home,
                away,
                home_td,
                away_td,
                home_cas,
                away_cas,
                conceded_by=conceded_by,
                home_objectives=home_obj,
                away_objectives=away_obj,
                win_kind=win_kind or None,
            )
        )
    return games


def event_coaches(*, event: Event) -> dict[int, EventCoach]:
    """The approved coaches (the ones the standings and the draw count), by id."""
    return {c.pk: c for c in event.coaches.filter(approved=True)}


def pending_registrations(*, event: Event) -> list[EventCoach]:
    return list(event.coaches.filter(approved=False).select_related("user"))


def registration_of(*, event: Event, user) -> EventCoach | None:
    if not user.is_authenticated:
        return None
    return event.coaches.filter(user=user).first()


def spare_of(coaches: dict[int, EventCoach]) -> int | None:
    return next((pk for pk, c in coaches.items() if c.spare), None)


def event_standings(*, event: Event) -> list[tuple[StandingRow, EventCoach]]:
    """Seed 003, Ranking: the individual standings in rank order with each row's coach (three queries)."""
    coaches = event_coaches(event=event)
    rows = standings(list(coaches), event_games(event=event), event.pack(), spare=spare_of(coaches))
    return [(row, coaches[row.coach]) for row in rows]


def next_pairings(*, event: Event, seed: int) -> tuple[int, list[tuple[int, int | None]]]:
    """Seed 003, Pairings: the next round's number and its pairs of coach ids (None: a Bye), drawn from the
    standings as they are; nothing is saved."""
    coaches = event_coaches(event=event)
    pack = event.pack()
    played = event.rounds.count()
    if played >= pack.rounds:
        raise DomainError(f"All {pack.rounds} rounds have been played.")
    games = event_games(event=event)
    spare = spare_of(coaches)
    ranked = [row.coach for row in standings(list(coaches), games, pack, spare=spare)]
    ranked += [pk for pk in coaches if pk not in ranked and pk != spare]  # the Spare Player is never ranked
    number = played + 1
    return number, pair_round(ranked, games, pack, round_number=number, seed=seed, spare=spare)


def event_rounds(*, event: Event) -> list[tuple]:
    """Every round with its games and both coaches, latest round first (two queries)."""
    rounds = {r.pk: (r, []) for r in event.rounds.order_by("-number")}
    games = EventGame.objects.filter(round__event=event).select_related("home", "away", "conceded_by")
    for game in games.order_by("table"):
        rounds[game.round_id][1].append(game)
    return list(rounds.values())

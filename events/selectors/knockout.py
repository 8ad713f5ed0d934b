"""Group & Knockout Events (seed 003): the groups and their tables, the knockout's chart and places, and Best of
the Rest."""

from __future__ import annotations

from rules.tournament import (
    Game,
    KnockoutGame,
    StandingRow,
    group_tables,
    knockout_places,
    knockout_winner,
    sub_table,
)

from ..models import Event, EventCoach, EventGame, Round
from .games import event_coaches, event_games


def event_groups(*, event: Event) -> list[list[int]]:
    """The groups of a group event as drawn (coach ids, in group order), [] before the draw."""
    groups: dict[int, list[int]] = {}
    for pk, group in event.coaches.filter(approved=True, group__isnull=False).order_by("pk").values_list("pk", "group"):
        groups.setdefault(group, []).append(pk)
    return [groups[number] for number in sorted(groups)]


def group_tables_of(*, event: Event) -> list[tuple[int, list[tuple[StandingRow, EventCoach]]]]:
    """Seed 003, Group & Knockout Events: each group's table, numbered from 1, rows with their coaches; only the
    group rounds count (the knockout and Best of the Rest games are not the group's)."""
    groups = event_groups(event=event)
    if not groups:
        return []
    coaches = event_coaches(event=event)
    tables = group_tables(groups, event_games(event=event, stage="group"), event.pack())
    return [(number, [(row, coaches[row.coach]) for row in table]) for number, table in enumerate(tables, start=1)]


def knockout_results(games, pack, seeds: dict[int, int]) -> list[tuple[KnockoutGame, int]]:
    """Knockout games (in bracket order), each with its winner (``knockout_winner``)."""
    results = []
    for g in games:
        match = KnockoutGame((g.places_low, g.places_high), g.home_id, g.away_id)
        game = Game(g.home_id, g.away_id, g.home_td, g.away_td, g.home_cas, g.away_cas, conceded_by=g.conceded_by_id)
        winner = knockout_winner(match, game, pack, seeds=seeds, extra_time_winner=g.extra_time_winner_id)
        results.append((match, winner))
    return results


def knockout_chart(*, event: Event) -> list[tuple[Round, list[EventGame]]]:
    """Seed 003, Knockout Table Wallchart: each knockout round's games for places, in bracket order (two queries)."""
    rounds = {r.pk: (r, []) for r in event.rounds.filter(stage="knockout").order_by("number")}
    games = EventGame.objects.filter(round__in=list(rounds), places_low__isnull=False).select_related(
        "home", "away", "extra_time_winner"
    )
    for game in games.order_by("places_low", "table"):
        rounds[game.round_id][1].append(game)
    return list(rounds.values())


def knockout_final_places(*, event: Event) -> dict[int, int]:
    """Seed 003, Knockout Stage: the places decided so far by the knockout's games for two places (coach id to
    place); a game waiting for its result decides nothing yet (two queries)."""
    seeds = dict(event.coaches.filter(knockout_seed__isnull=False).values_list("pk", "knockout_seed"))
    decided = EventGame.objects.filter(
        round__event=event, places_low__isnull=False, status=EventGame.Status.CONFIRMED
    ).order_by("round__number", "table")
    return knockout_places(knockout_results(decided, event.pack(), seeds))


def best_of_the_rest_rows(*, event: Event, rows: list[tuple[StandingRow, EventCoach]]) -> list[tuple]:
    """Seed 003, Best of the Rest: in a group event whose knockout is drawn, the coaches who did not qualify ranked
    as an event of their own (``rules.awards.sub_table``), with their coaches; [] otherwise."""
    if event.structure != Event.Structure.GROUPS:
        return []
    if not any(coach.knockout_seed for _, coach in rows):
        return []
    coaches = {coach.pk: coach for _, coach in rows}
    rest = [row.coach for row, coach in rows if not coach.knockout_seed]
    return [(row, coaches[row.coach]) for row in sub_table([row for row, _ in rows], rest)]


"""The next round's draw, read and not saved (Swiss, groups and knockout)."""

from __future__ import annotations

from rules.errors import DomainError
from rules.tournament import (
    GROUP_ROUNDS,
    best_of_the_rest,
    group_round,
    group_tables,
    groups_of_four,
    knockout_bracket,
    next_knockout_round,
    pair_best_of_the_rest,
    pair_round,
    qualifiers,
    standings,
)

from ..models import Event
from .games import drawn_coaches, event_coaches, event_games, spare_of
from .knockout import event_groups, knockout_results


def next_pairings(*, event: Event, seed: int) -> tuple[int, list[tuple[int, int | None]]]:
    """Seed 003, Pairings: the next round's number and its pairs of coach ids (None: a Bye), drawn from the
    standings as they are; nothing is saved."""
    everyone = event_coaches(event=event)
    coaches = drawn_coaches(event=event, coaches=everyone)
    pack = event.pack()
    played = event.rounds.count()
    if played >= pack.rounds:
        raise DomainError(f"All {pack.rounds} rounds have been played.")
    games = event_games(event=event)
    spare = spare_of(coaches)
    ranked = [row.coach for row in standings(list(everyone), games, pack, spare=spare) if row.coach in coaches]
    ranked += [pk for pk in coaches if pk not in ranked and pk != spare]  # the Spare Player is never ranked
    number = played + 1
    return number, pair_round(ranked, games, pack, round_number=number, seed=seed, spare=spare)


def next_stage_round(*, event: Event, seed: int) -> dict:
    """Seed 003, Group & Knockout Events: the next round of a group event, nothing saved: three group rounds (the
    groups drawn with round 1), then the knockout (the bracket from the group tables, then winners and losers of
    each band playing for its halves) with Best of the Rest pairing everyone else as a Swiss event. Returns the
    round's ``number``, ``stage``, ``games`` as (home, away, places or None) and, when drawn now, ``groups``
    (coach id to group number) and ``seeds`` (coach id to knockout seed)."""
    coaches = event_coaches(event=event)
    pack = event.pack()
    played = list(event.rounds.order_by("number"))
    number = len(played) + 1
    games = event_games(event=event)
    if number == 1:
        groups = [sorted(group) for group in groups_of_four(sorted(coaches), seed)]  # as ``event_groups`` reads them
        pairs = group_round(groups, seed, 1)
        drawn = {pk: index for index, group in enumerate(groups, start=1) for pk in group}
        return {"number": 1, "stage": "group", "games": [(h, a, None) for h, a in pairs], "groups": drawn}
    if number <= GROUP_ROUNDS:
        pairs = group_round(event_groups(event=event), played[0].seed, number)
        return {"number": number, "stage": "group", "games": [(h, a, None) for h, a in pairs]}
    ranked = [row.coach for row in standings(list(coaches), games, pack)]
    if number == GROUP_ROUNDS + 1:
        tables = group_tables(event_groups(event=event), games, pack)
        qualified = qualifiers(tables, event.knockout_size)
        bracket = knockout_bracket(qualified, event.knockout_size)
        seeds = {pk: index for index, pk in enumerate(qualified, start=1)}
    else:
        seeds = {pk: c.knockout_seed for pk, c in coaches.items() if c.knockout_seed}
        last = played[-1].games.filter(places_low__isnull=False).order_by("table")
        bracket = next_knockout_round(knockout_results(last, pack, seeds))
        if not bracket:
            raise DomainError("The knockout is over: every place is decided.")
        qualified = list(seeds)
    rest = best_of_the_rest(ranked, qualified)
    others = pair_best_of_the_rest(rest, games, pack, seed=seed) if rest else []
    knockout = [(m.home, m.away, m.places) for m in bracket]
    result = {"number": number, "stage": "knockout", "games": knockout + [(h, a, None) for h, a in others]}
    if number == GROUP_ROUNDS + 1:
        result["seeds"] = seeds
    return result


"""Benchmark: the draw of a 150-coach Swiss event (events/draws.py), round 1 and round 5 after four played rounds
of random results, stored (SQLite in a temporary folder unless DATABASE_URL is set). For each, the pure rules call
(``pair_round``) and the whole ``draws.next_round`` (its queries included), median of several runs in ms, and the
queries. Also round 1 with clubs kept apart, and a draw where a rematch is forced at the foot of the table (the
search's hardest case: without its odd-groups start it spent its whole budget and fell back). Prints one JSON
line; target: every draw under 50 ms.
"""

import json
import random
import statistics
import time

try:
    from bench.django_setup import setup
except ImportError:  # run as a script
    from django_setup import setup

COACHES = 150
ROUNDS_PLAYED = 4
SEED = 150
RUNS = 15


def _median_ms(call, runs: int = RUNS) -> float:
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        call()
        timings.append((time.perf_counter() - start) * 1000)
    return round(statistics.median(timings), 2)


def _played(names, pack, rng):
    """Four rounds drawn by the rules and played with random results (0-3 touchdowns, 0-4 casualties a side)."""
    from rules.tournament import EventRound, Game, pair_round, standings

    games, rounds = [], []
    for number in range(1, ROUNDS_PLAYED + 1):
        ranked = [row.coach for row in standings(names, games, pack)]
        pairs = pair_round(ranked, games, pack, round_number=number, seed=SEED + number)
        played = tuple(Game(h, a, rng.randint(0, 3), rng.randint(0, 3), rng.randint(0, 4), rng.randint(0, 4))
                       for h, a in pairs)
        games.extend(played)
        rounds.append(EventRound(number=number, games=played))
    return games, rounds


def _queries(call) -> int:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as captured:
        call()
    return len(captured.captured_queries)


def _forced_rematch_ms() -> float:
    """The bottom three coaches have met everyone but each other, so one must meet a coach again: a rematch-free
    search would learn it only by trying (until ``SEARCH_BUDGET``)."""
    from rules.pairings import _with_rematches, fewest_rematches

    ranked = list(range(COACHES))
    played = [(low, other) for low in ranked[-3:] for other in ranked[:-3]]
    played += [(i, i + 1) for i in range(0, COACHES - 3, 2)]
    start = time.perf_counter()
    drawn = fewest_rematches(ranked, played)
    if drawn is None:
        _with_rematches(ranked, {frozenset(p) for p in played})
    return round((time.perf_counter() - start) * 1000, 2)


def main() -> dict:
    setup()
    from django.db.models import Q

    from events import draws, services
    from events.models import Event
    from rules.tournament import EventCoach, EventFile, Rulespack, pair_round, standings

    names = [f"Coach {n:03d}" for n in range(1, COACHES + 1)]
    pack = Rulespack.default("sevens", rounds=ROUNDS_PLAYED + 2)
    games, rounds = _played(names, pack, random.Random(SEED))
    coaches = tuple(EventCoach(name=n) for n in names)
    fresh = services.event_import(data=EventFile(name="Bench Draw One", pack=pack, coaches=coaches, rounds=()))
    later = services.event_import(data=EventFile(name="Bench Draw Five", pack=pack, coaches=coaches,
                                                 rounds=tuple(rounds)))
    clubbed = services.event_import(data=EventFile(name="Bench Draw Clubs", pack=pack, coaches=coaches, rounds=()))
    Event.objects.filter(pk=clubbed.pk).update(separate_clubs=True)
    clubbed.refresh_from_db()
    for n in range(10):  # ten clubs of fifteen
        clubbed.coaches.filter(Q(name__endswith=str(n))).update(club=f"Club {n}")

    ranked = [row.coach for row in standings(names, games, pack)]
    line = {
        "coaches": COACHES,
        "round1_rules_ms": _median_ms(lambda: pair_round(names, [], pack, round_number=1, seed=SEED)),
        "round1_next_round_ms": _median_ms(lambda: draws.next_round(event=fresh, seed=SEED)),
        "round1_queries": _queries(lambda: draws.next_round(event=fresh, seed=SEED)),
        "round1_clubs_next_round_ms": _median_ms(lambda: draws.next_round(event=clubbed, seed=SEED)),
        "round5_rules_ms": _median_ms(
            lambda: pair_round(ranked, games, pack, round_number=ROUNDS_PLAYED + 1, seed=SEED)
        ),
        "round5_next_round_ms": _median_ms(lambda: draws.next_round(event=later, seed=SEED)),
        "round5_queries": _queries(lambda: draws.next_round(event=later, seed=SEED)),
        "forced_rematch_ms": _forced_rematch_ms(),
    }
    print(json.dumps(line), flush=True)
    return line


if __name__ == "__main__":
    main()

"""Benchmark: a 256-coach event with 5 rounds played, stored (SQLite in a temporary folder unless DATABASE_URL is
set): its standings page and the draw of round 6 through the app, with their queries. Prints one JSON line:
{"coaches": 256, "rounds_played": 5, "standings_page_ms": ..., "standings_page_queries": ..., "draw_ms": ...,
"draw_queries": ...}. Targets: the draw under 50 ms, the standings in at most 10 queries.
"""

import json
import random
import statistics
import time

try:
    from bench.django_setup import measure, setup
except ImportError:  # run as a script
    from django_setup import measure, setup


def main() -> dict:
    setup()
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext, override_settings

    from events import draws, services
    from rules.tournament import EventCoach, EventFile, EventRound, Game, Rulespack

    names = [f"Coach {n:03d}" for n in range(256)]
    rng = random.Random(256)
    rounds = []
    for number in range(1, 6):
        order = names[:]
        rng.shuffle(order)
        games = tuple(
            Game(order[i], order[i + 1], rng.randint(0, 3), rng.randint(0, 3), rng.randint(0, 4), rng.randint(0, 4))
            for i in range(0, 256, 2)
        )
        rounds.append(EventRound(number=number, games=games))
    data = EventFile(
        name="Bench Slam",
        pack=Rulespack.default("sevens", rounds=6),
        coaches=tuple(EventCoach(name=n) for n in names),
        rounds=tuple(rounds),
    )
    event = services.event_import(data=data)

    with override_settings(PAGE_CACHE=False):
        page = measure(Client(), event.get_absolute_url(), runs=15)
    timings, queries = [], []
    for seed in range(15):
        with CaptureQueriesContext(connection) as captured:
            start = time.perf_counter()
            draws.next_round(event=event, seed=seed)
            timings.append((time.perf_counter() - start) * 1000)
        queries.append(len(captured.captured_queries))
    line = {
        "coaches": 256,
        "rounds_played": 5,
        "standings_page_ms": page["median_ms"],
        "standings_page_queries": page["queries"],
        "draw_ms": round(statistics.median(timings), 2),
        "draw_queries": max(queries),
    }
    print(json.dumps(line), flush=True)
    return line


if __name__ == "__main__":
    main()

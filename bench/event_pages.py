"""Benchmark: an event's pages against the trivial signed-in page, on a 150-coach Swiss event with five of its six
rounds played and round 6 drawn (a NAF event's size), served by gunicorn on PostgreSQL with DEBUG off
(bench/server.py), as bench/pages.py does for the league pages.

Prints one JSON line per page: {"coaches": 150, "page": "event", "median_ms": ..., "ratio": ..., "cold_ratio": ...,
"queries": ..., "view_queries": ...}. ``ratio`` is a kept page's time over the trivial page's, ``cold_ratio`` the
first view right after a write in the event (its data generation replaced, as a result there does). Signed in
as a coach of the event (his own game first on the page), the organiser's desk as the organiser. Target: the
league pages' (1.5 on the small league, 2 on the large one).

Needs PostgreSQL and Redis: `.venv/bin/python bench/event_pages.py` (BENCH_ROUNDS, 60 by default).
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import server  # noqa: E402
from bench.pages import count_queries, measure  # noqa: E402

COACHES = 150
PLAYED = 5
TARGET = 2.0


def build_event():
    """The event: 150 coaches (the first a signed-in user), each with a roster file as a NAF event has them (the
    demo event's eight in turn), five rounds with random results, round 6 drawn."""
    from django.contrib.auth import get_user_model

    from events import services
    from events.demo import COACHES as DEMO_COACHES
    from events.demo import _roster as demo_roster
    from events.models import EventCoach
    from rules.tournament import EventCoach as FileCoach
    from rules.tournament import EventFile, EventRound, Game, Rulespack

    names = [f"Coach {n:03d}" for n in range(COACHES)]
    rng = random.Random(150)
    rounds = []
    for number in range(1, PLAYED + 1):
        order = names[:]
        rng.shuffle(order)
        games = tuple(Game(order[i], order[i + 1], rng.randint(0, 3), rng.randint(0, 3), rng.randint(0, 4),
                           rng.randint(0, 4)) for i in range(0, COACHES, 2))
        rounds.append(EventRound(number=number, games=games))
    users = get_user_model().objects
    organiser = users.create_user("bench-organiser", password="x")  # noqa: S106
    coach = users.create_user("bench-coach", password="x")  # noqa: S106
    data = EventFile(name="Bench Open", pack=Rulespack.default("sevens", rounds=PLAYED + 1),
                     coaches=tuple(FileCoach(name=n, naf=1000 + i) for i, n in enumerate(names)), rounds=tuple(rounds))
    event = services.event_import(data=data, organiser=organiser)
    for number, entrant in enumerate(EventCoach.objects.filter(event=event).order_by("pk")):  # a NAF event's rosters
        name, _, team, race, players = DEMO_COACHES[number % len(DEMO_COACHES)]
        EventCoach.objects.filter(pk=entrant.pk).update(
            roster=demo_roster(name, team, race, players), race=race, team_name=f"{team} {number}"
        )
    EventCoach.objects.filter(event=event, name=names[0]).update(user=coach)
    services.round_pair(event=event, actor=organiser, seed=6)
    return event, organiser, coach


def main() -> list[dict]:
    server.setup()
    from django.urls import reverse

    from core import datagen

    event, organiser, coach = build_event()
    slug = event.slug
    pages = {
        "trivial": reverse("trivial"),
        "event": reverse("events:detail", args=[slug]),
        "screen": reverse("events:screen", args=[slug]),
        "events_list": reverse("events:index"),
        "todo": reverse("home"),
    }
    desk = {"trivial": reverse("trivial"), "desk": reverse("events:desk", args=[slug])}
    lines = []
    for user, listed in ((coach, pages), (organiser, desk)):
        queries = count_queries(user, listed)
        view_queries = count_queries(user, listed, kept=False)
        with server.Gunicorn() as web:
            timings = measure(web.port, server.session_cookie(user), listed, [datagen.event(event.pk)])
        trivial = timings["trivial"]
        for name in listed:
            if name == "trivial":
                continue
            line = {
                "coaches": COACHES, "page": name, "median_ms": round(timings[name]["median_ms"], 2),
                "trivial_ms": round(trivial["median_ms"], 2),
                "ratio": round(timings[name]["median_ms"] / trivial["median_ms"], 2),
                "cold_ms": round(timings[name]["cold_ms"], 2),
                "cold_ratio": round(timings[name]["cold_ms"] / trivial["cold_ms"], 2),
                "queries": queries[name], "view_queries": view_queries[name], "target": TARGET,
                "load_average": round(os.getloadavg()[0], 2),
            }
            if timings[name]["statuses"] != [200]:
                line["statuses"] = timings[name]["statuses"]
            print(json.dumps(line), flush=True)
            lines.append(line)
    return lines


if __name__ == "__main__":
    main()

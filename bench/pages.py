"""Benchmark: every league page against a trivial signed-in page, on a 16-team league (80 results) and a 128-team
league (8 divisions of 16, 1,920 results), served by gunicorn on PostgreSQL with DEBUG off (bench/server.py).

Prints one JSON line per page and league: {"league": 16, "page": "standings", "median_ms": ..., "trivial_ms": ...,
"ratio": ..., "queries": ...} Each page and the trivial page (``/_trivial/``: the same middleware, session,
navigation and base template, an empty body) are requested in turn, round after round, by one client on loopback, so
the ratio holds on a noisy machine. ``queries`` is counted in this process with the test client on a warm cache
(gunicorn runs without a query log): a page seen again is served from the page cache (core.pagecache);
``view_queries`` is what its view runs when it is made afresh. ``cold_ms`` and ``cold_ratio`` time each page right
after a write in its league to the coach's own team (the league's and the team's data generations replaced, as a
result of his does: ``core.datagen``), the first view of a page once something it shows changed; the trivial page's
``cold_ms`` is taken the same way (its navigation counts the coach's to-do list again). ``afresh_ms`` and
``afresh_ratio`` are the page made afresh with the coach's to-do list kept (another page came first after the
write), over the trivial page kept: the page's own cost, without the list's recount both share. Signed in as a coach
of the league (the to-do list is his home page). Leaders and player pages are measured when the records app is
installed. Targets: ratio <= 1.5 on the 16-team league, <= 2 on the 128-team league.

Needs PostgreSQL and Redis: `.venv/bin/python bench/pages.py` (BENCH_ROUNDS, 60 by default; BENCH_LEAGUES=16 or
128 for one league).
"""

from __future__ import annotations

import http.client
import json
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import server  # noqa: E402

ROUNDS = int(os.environ.get("BENCH_ROUNDS", "60"))
TARGETS = {16: 1.5, 128: 2.0}


def pages_of(built) -> dict[str, str]:
    from django.apps import apps
    from django.urls import reverse

    slug = built.league.slug
    pages = {
        "trivial": reverse("trivial"),
        "league_home": reverse("league:detail", args=[slug]),
        "standings": reverse("league:standings", args=[slug]),
        "fixtures": reverse("league:fixtures", args=[slug]),  # the first division, when there are divisions
        "team": reverse("teams:detail", args=[built.team.pk]),
        "todo": reverse("home"),
    }
    if apps.is_installed("records"):
        pages["leaders"] = reverse("records:leaders", args=[slug])
        pages["player"] = reverse("records:player", args=[built.team.players.order_by("number").first().pk])
    return pages


def count_queries(user, pages: dict[str, str], *, kept: bool = True) -> dict[str, int]:
    """Queries of each page on a warm cache (its third request: the first sets the CSRF cookie, the second keeps the
    page), with the test client in this process; ``kept=False`` counts what the view itself runs (page cache off)."""
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext, override_settings

    client = Client(HTTP_HOST="127.0.0.1")
    client.force_login(user)
    counts = {}
    with override_settings(PAGE_CACHE=kept):
        for name, path in pages.items():
            client.get(path)
            client.get(path)
            with CaptureQueriesContext(connection) as captured:
                response = client.get(path)
            counts[name] = len(captured.captured_queries) if response.status_code == 200 else -response.status_code
    return counts


def measure(port: int, cookie: str, pages: dict[str, str], written: list[str], rounds: int = ROUNDS) -> dict[str, dict]:
    """Median milliseconds of each page, requested in turn with the trivial page, ``rounds`` times."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    timings: dict[str, list[float]] = {name: [] for name in pages}
    statuses: dict[str, set[int]] = {name: set() for name in pages}
    for _ in range(5):  # warm up both workers and their caches
        for path in pages.values():
            server.get(conn, path, cookie)
    for _ in range(rounds):
        for name, path in pages.items():
            status, ms = server.get(conn, path, cookie)
            statuses[name].add(status)
            timings[name].append(ms)
    # The same pages, each right after a write in the league (its data generation replaced): what the first view of
    # a page costs once something it shows changed, with the standings cache as warm as it stays in use.
    from core import datagen

    cold: dict[str, list[float]] = {name: [] for name in pages}
    afresh: dict[str, list[float]] = {name: [] for name in pages}
    trivial = pages["trivial"]
    for _ in range(max(rounds // 3, 5)):
        for name, path in pages.items():
            datagen.replace(written)
            status, ms = server.get(conn, path, cookie)
            statuses[name].add(status)
            cold[name].append(ms)
            # The page made afresh with the coach's to-do list kept: the write is followed by another page first
            # (which counts his list again), as when a write in the league does not concern him.
            datagen.replace(written)
            server.get(conn, trivial, cookie)
            status, ms = server.get(conn, path, cookie)
            statuses[name].add(status)
            afresh[name].append(ms)
    conn.close()
    return {
        name: {
            "median_ms": statistics.median(t),
            "cold_ms": statistics.median(cold[name]),
            "afresh_ms": statistics.median(afresh[name]),
            "statuses": sorted(statuses[name]),
        }
        for name, t in timings.items()
    }


def run_league(teams: int, results: int | None) -> list[dict]:
    from bench.leagues import build_league

    built = build_league(teams=teams, results=results, slug=f"bench-{teams}")
    pages = pages_of(built)
    queries = count_queries(built.coach, pages)
    view_queries = count_queries(built.coach, pages, kept=False)
    cookie = server.session_cookie(built.coach)
    with server.Gunicorn() as web:
        from core import datagen

        # a result of the coach's own team: the league's pages and his to-do list are stale
        timings = measure(web.port, cookie, pages, [datagen.league(built.league.pk), datagen.team(built.team.pk)])
    trivial = timings["trivial"]["median_ms"]
    lines = []
    for name in pages:
        if name == "trivial":
            continue
        line = {
            "league": teams,
            "page": name,
            "median_ms": round(timings[name]["median_ms"], 2),
            "trivial_ms": round(trivial, 2),
            "ratio": round(timings[name]["median_ms"] / trivial, 2),
            "queries": queries[name],
            "cold_ms": round(timings[name]["cold_ms"], 2),
            "cold_ratio": round(timings[name]["cold_ms"] / timings["trivial"]["cold_ms"], 2),
            "afresh_ms": round(timings[name]["afresh_ms"], 2),
            "afresh_ratio": round(timings[name]["afresh_ms"] / trivial, 2),
            "view_queries": view_queries[name],
            "results": built.results,
            "target": TARGETS[teams],
            "load_average": round(os.getloadavg()[0], 2),  # other work on the machine during the run
        }
        if timings[name]["statuses"] != [200]:
            line["statuses"] = timings[name]["statuses"]
        print(json.dumps(line), flush=True)
        lines.append(line)
    return lines


def main() -> list[dict]:
    server.setup()
    sizes = [int(n) for n in os.environ.get("BENCH_LEAGUES", "16,128").split(",")]
    return [line for teams in sizes for line in run_league(teams, 80 if teams == 16 else None)]


if __name__ == "__main__":
    main()

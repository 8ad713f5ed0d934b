"""Benchmark: the read API's standings endpoint against the trivial signed-in page, on the 16-team league (80
results) and the 128-team league (1,920 results), served by gunicorn on PostgreSQL with DEBUG off (bench/server.py),
as bench/pages.py measures the HTML pages.

Prints one JSON line per league and way of asking:
{"league": 16, "request": "etag", "median_ms": ..., "trivial_ms": ..., "ratio": ..., "queries": ...}
``etag`` sends back the ETag of the previous answer (a 304 while nothing changed); ``plain`` asks without it (a
200, the standings table read from its cache); ``afresh`` asks right after a write elsewhere (a new data generation:
the ETag no longer matches and the answer is made again), timed against the trivial page right after a write too.
Each request and the trivial page are asked in turn, round after round, by one client on loopback, so the ratio
holds on a noisy machine. ``queries`` is counted in this process with the test client. The API is read anonymously
(a public league); the trivial page signed in, as bench/pages.py has it.

Needs PostgreSQL and Redis: `.venv/bin/python bench/api.py` (BENCH_ROUNDS, 60 by default).
"""

from __future__ import annotations

import http.client
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import server  # noqa: E402

ROUNDS = int(os.environ.get("BENCH_ROUNDS", "60"))


def _get(conn, path: str, headers: dict) -> tuple[int, float, str]:
    start = time.perf_counter()
    conn.request("GET", path, headers={"Host": "127.0.0.1", **headers})
    response = conn.getresponse()
    response.read()
    return response.status, (time.perf_counter() - start) * 1000, response.getheader("ETag") or ""


def count_queries(path: str) -> dict[str, int]:
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    client = Client(HTTP_HOST="127.0.0.1")
    etag = client.get(path)["ETag"]
    counts = {}
    for name, headers in (("plain", {}), ("etag", {"HTTP_IF_NONE_MATCH": etag})):
        with CaptureQueriesContext(connection) as captured:
            client.get(path, **headers)
        counts[name] = len(captured.captured_queries)
    from core import datagen

    datagen.bump()
    with CaptureQueriesContext(connection) as captured:
        client.get(path, HTTP_IF_NONE_MATCH=etag)
    counts["afresh"] = len(captured.captured_queries)
    return counts


def measure(port: int, cookie: str, path: str, rounds: int = ROUNDS) -> dict[str, dict]:
    """Median milliseconds of each way of asking, each in turn with the trivial page."""
    from core import datagen

    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    trivial = {"Cookie": cookie}
    times: dict[str, list[float]] = {"trivial": [], "plain": [], "etag": [], "trivial_afresh": [], "afresh": []}
    statuses: dict[str, set[int]] = {name: set() for name in times}
    _, _, etag = _get(conn, path, {})
    for _ in range(5):
        _get(conn, "/_trivial/", trivial)
        _, _, etag = _get(conn, path, {})
    for _ in range(rounds):
        for name, target, headers in (
            ("trivial", "/_trivial/", trivial),
            ("plain", path, {}),
            ("etag", path, {"If-None-Match": etag}),
        ):
            status, ms, tag = _get(conn, target, headers)
            statuses[name].add(status)
            times[name].append(ms)
            if name == "plain":
                etag = tag
    for _ in range(max(rounds // 3, 5)):
        datagen.bump()
        status, ms, _ = _get(conn, "/_trivial/", trivial)
        statuses["trivial_afresh"].add(status)
        times["trivial_afresh"].append(ms)
        datagen.bump()
        status, ms, etag = _get(conn, path, {"If-None-Match": etag})
        statuses["afresh"].add(status)
        times["afresh"].append(ms)
    conn.close()
    return {name: {"median_ms": statistics.median(t), "statuses": sorted(statuses[name])} for name, t in times.items()}


def run_league(teams: int, results: int | None) -> list[dict]:
    from bench.leagues import build_league

    built = build_league(teams=teams, results=results, slug=f"bench-{teams}")
    path = f"/api/v1/leagues/{built.league.slug}/standings"
    queries = count_queries(path)
    cookie = server.session_cookie(built.coach)
    with server.Gunicorn() as web:
        timings = measure(web.port, cookie, path)
    lines = []
    for name, trivial in (("etag", "trivial"), ("plain", "trivial"), ("afresh", "trivial_afresh")):
        line = {
            "league": teams,
            "request": name,
            "median_ms": round(timings[name]["median_ms"], 2),
            "trivial_ms": round(timings[trivial]["median_ms"], 2),
            "ratio": round(timings[name]["median_ms"] / timings[trivial]["median_ms"], 2),
            "queries": queries[name],
            "statuses": timings[name]["statuses"],
            "load_average": round(os.getloadavg()[0], 2),
        }
        print(json.dumps(line), flush=True)
        lines.append(line)
    return lines


def main() -> list[dict]:
    os.environ["API_PER_CLIENT"] = "100000000"  # one client asks thousands of times a minute here
    server.setup(database="postgres://postgres@127.0.0.1:5432/sevens_bench_api")
    return run_league(16, 80) + run_league(128, None)


if __name__ == "__main__":
    main()

"""Benchmark: throughput under 100 concurrent clients, against gunicorn as docker-compose runs it (bench/server.py:
PostgreSQL, Redis for the cache and sessions, DEBUG off, plain HTTP on loopback).

For each page (the standings and a team page of the 16-team league) 100 clients, each signed in with a session of
its own (the league's coaches in turn, a new log-in each, so every client is a viewer of its own to the page cache),
send GET requests back to back for 20 s, each on its own connection, and one JSON line is printed:
{"page": "standings", "requests_per_second": ..., "p50_ms": ..., "p95_ms": ..., "p99_ms": ..., "errors": ...}.
An error is anything but a 200, a refused or reset connection, or a request taking more than 10 s.

The load generator is asyncio with raw HTTP/1.1 on streams (no third-party package): it costs far less CPU than a
thread per client, and it shares these two cores with the server. BENCH_CLIENTS (100), BENCH_SECONDS (20),
BENCH_WORKERS (2) and BENCH_WORKER_CLASS (sync) change the run. Needs PostgreSQL and Redis:
`.venv/bin/python bench/load.py`.

The mixed run (``mixed``, printed after the two pages with "page": "mixed") is a league site in play: 8 leagues of 16
teams, each client a coach of one of them (his own session) reading that league's home, standings, fixtures and a
team page in turn, while one write for every 20 reads lands in the leagues in turn (a result changed: a fixture's
score and its season's results version, in the league's and its two teams' data scopes, as ``league.services``
writes a result). It prints the throughput, latencies, errors, the writes made and the page cache's hit rate (the
share of reads served kept, from the X-Page-Cache header). BENCH_MIXED=0 skips it.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import server  # noqa: E402

CLIENTS = int(os.environ.get("BENCH_CLIENTS", "100"))
SECONDS = float(os.environ.get("BENCH_SECONDS", "20"))
TIMEOUT = 10.0


async def one_request(port: int, request: bytes, kept: list[bool] | None = None) -> int:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(request)
        await writer.drain()
        data = await reader.read()  # Connection: close: the server ends the response
    finally:
        writer.close()
    if kept is not None:
        kept.append(b"\r\nX-Page-Cache: hit\r\n" in data[: data.find(b"\r\n\r\n") + 2])
    return int(data[9:12]) if data.startswith(b"HTTP/1.") else 0


async def client(port: int, request: bytes, until: float, latencies: list[float], errors: list[str]) -> None:
    while time.perf_counter() < until:
        start = time.perf_counter()
        try:
            status = await asyncio.wait_for(one_request(port, request), TIMEOUT)
        except (TimeoutError, OSError) as exc:
            errors.append(type(exc).__name__)
            continue
        if status != 200:
            errors.append(str(status))
            continue
        latencies.append((time.perf_counter() - start) * 1000)


def request_for(path: str, cookie: str) -> bytes:
    return f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: {cookie}\r\nConnection: close\r\n\r\n".encode("latin-1")


async def load(port: int, path: str, cookies: list[str], clients: int = CLIENTS, seconds: float = SECONDS) -> dict:
    requests = [request_for(path, cookies[number % len(cookies)]) for number in range(clients)]
    latencies: list[float] = []
    errors: list[str] = []
    cpu = time.process_time()
    start = time.perf_counter()
    until = start + seconds
    await asyncio.gather(*(client(port, request, until, latencies, errors) for request in requests))
    elapsed = time.perf_counter() - start
    return {
        **figures(latencies, errors, elapsed),
        "client_cpu_share": round((time.process_time() - cpu) / elapsed, 2),  # of one core, this load generator
        "load_average": round(os.getloadavg()[0], 2),  # the machine's, at the end: other work shares these cores
    }


def figures(latencies: list[float], errors: list[str], elapsed: float) -> dict:
    """Requests per second, the latency percentiles and the errors of a run."""
    cuts = statistics.quantiles(latencies, n=100) if len(latencies) > 1 else [0.0] * 99
    return {
        "requests_per_second": round(len(latencies) / elapsed, 1),
        "p50_ms": round(cuts[49], 1),
        "p95_ms": round(cuts[94], 1),
        "p99_ms": round(cuts[98], 1),
        "errors": len(errors),
    }


MIXED_LEAGUES = 8
READS_PER_WRITE = 20


async def mixed_client(port, requests, until, latencies, errors, kept) -> None:
    turn = 0
    while time.perf_counter() < until:
        request = requests[turn % len(requests)]
        turn += 1
        start = time.perf_counter()
        try:
            status = await asyncio.wait_for(one_request(port, request, kept), TIMEOUT)
        except (TimeoutError, OSError) as exc:
            errors.append(type(exc).__name__)
            continue
        if status != 200:
            errors.append(str(status))
            continue
        latencies.append((time.perf_counter() - start) * 1000)


def write_result(league_id: int, fixture_id: int, season_id: int, teams: tuple[int, int]) -> None:
    """A result changed in one league: the fixture's score and its season's results version, in the league's and
    the two teams' data scopes (``core.datagen``), as the result services write it."""
    from django.db import transaction
    from django.db.models import F

    from core import datagen
    from league.models import Fixture
    from league.services.seasons import season_results_changed

    with datagen.scope(datagen.league(league_id), *map(datagen.team, teams)), transaction.atomic():
        Fixture.objects.filter(pk=fixture_id).update(home_td=(F("home_td") + 1) % 3)
        season_results_changed(season_id=season_id)


async def writer(targets, until, reads: list, writes: list[int]) -> None:
    while time.perf_counter() < until:
        if len(reads) >= (len(writes) + 1) * READS_PER_WRITE:
            await asyncio.to_thread(write_result, *targets[len(writes) % len(targets)])
            writes.append(1)
        else:
            await asyncio.sleep(0.002)


async def mixed_load(port: int, clients_requests: list[list[bytes]], targets, seconds: float = SECONDS) -> dict:
    latencies: list[float] = []
    errors: list[str] = []
    kept: list[bool] = []
    writes: list[int] = []
    start = time.perf_counter()
    until = start + seconds
    await asyncio.gather(
        writer(targets, until, latencies, writes),
        *(mixed_client(port, requests, until, latencies, errors, kept) for requests in clients_requests),
    )
    elapsed = time.perf_counter() - start
    return {
        **figures(latencies, errors, elapsed),
        "writes": len(writes),
        "hit_rate": round(sum(kept) / len(kept), 3) if kept else 0.0,
        "load_average": round(os.getloadavg()[0], 2),
    }


def mixed(web) -> dict:
    """The mixed run: ``MIXED_LEAGUES`` leagues in play, as the module says."""
    import random

    from django.urls import reverse

    from bench.leagues import build_league

    leagues = [build_league(teams=16, results=80, slug=f"bench-mixed-{n}") for n in range(MIXED_LEAGUES)]
    clients_requests, targets = [], []
    for built in leagues:
        slug = built.league.slug
        played = built.league.seasons.get().fixtures.filter(status="confirmed").order_by("pk").first()
        targets.append((built.league.pk, played.pk, played.season_id, (played.home_id, played.away_id)))
    for number in range(CLIENTS):
        built = leagues[number % len(leagues)]
        slug = built.league.slug
        teams = list(built.league.teams.select_related("coach").order_by("pk"))
        coach = teams[(number // len(leagues)) % len(teams)]
        paths = [
            reverse("league:detail", args=[slug]),
            reverse("league:standings", args=[slug]),
            reverse("league:fixtures", args=[slug]),
            reverse("teams:detail", args=[random.Random(number).choice(teams).pk]),
        ]
        cookie = server.session_cookie(coach.coach)
        clients_requests.append([request_for(path, cookie) for path in paths])
    asyncio.run(mixed_load(web.port, clients_requests[:10], targets, seconds=1))  # warm up both workers
    line = {"page": "mixed", **asyncio.run(mixed_load(web.port, clients_requests, targets))}
    line |= {
        "leagues": MIXED_LEAGUES,
        "reads_per_write": READS_PER_WRITE,
        "clients": CLIENTS,
        "seconds": SECONDS,
        "workers": web.workers,
        "worker_class": web.worker_class,
    }
    return line


def main() -> list[dict]:
    server.setup()
    from django.urls import reverse

    from bench.leagues import build_league

    built = build_league(teams=16, results=80, slug="bench-load")
    pages = {
        "standings": reverse("league:standings", args=[built.league.slug]),
        "team": reverse("teams:detail", args=[built.team.pk]),
    }
    coaches = [team.coach for team in built.league.teams.select_related("coach").order_by("pk")] or [built.coach]
    cookies = [server.session_cookie(coaches[number % len(coaches)]) for number in range(CLIENTS)]
    lines = []
    with server.Gunicorn() as web:
        for name, path in pages.items():
            asyncio.run(load(web.port, path, cookies[:10], clients=10, seconds=1))  # warm up both workers
            line = {"page": name, **asyncio.run(load(web.port, path, cookies))}
            line |= {"clients": CLIENTS, "seconds": SECONDS, "workers": web.workers, "worker_class": web.worker_class}
            print(json.dumps(line), flush=True)
            lines.append(line)
        if os.environ.get("BENCH_MIXED", "1") != "0":
            line = mixed(web)
            print(json.dumps(line), flush=True)
            lines.append(line)
    return lines


if __name__ == "__main__":
    main()

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


async def one_request(port: int, request: bytes) -> int:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(request)
        await writer.drain()
        data = await reader.read()  # Connection: close: the server ends the response
    finally:
        writer.close()
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
    cuts = statistics.quantiles(latencies, n=100) if len(latencies) > 1 else [0.0] * 99
    return {
        "requests_per_second": round(len(latencies) / elapsed, 1),
        "p50_ms": round(cuts[49], 1),
        "p95_ms": round(cuts[94], 1),
        "p99_ms": round(cuts[98], 1),
        "errors": len(errors),
        "client_cpu_share": round((time.process_time() - cpu) / elapsed, 2),  # of one core, this load generator
        "load_average": round(os.getloadavg()[0], 2),  # the machine's, at the end: other work shares these cores
    }


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
    return lines


if __name__ == "__main__":
    main()

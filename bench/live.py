"""Benchmark: live games (issue 27) against gunicorn as docker-compose runs it (bench/server.py: PostgreSQL, Redis
for the cache and sessions, DEBUG off, plain HTTP on loopback).

BENCH_LIVE_GAMES (200) league games are open live at once, each with its two coaches' phones: each phone polls the
state partial every second with the version it shows and its language (as the page's htmx does: a 204 while nothing
changed) and taps a completion for one of its own players every 2 to 5 s (a POST with the CSRF header, as the page's
script sends it; the state the tap answers with is the phone's new version, as the script swaps it in).
One JSON line is printed: the delay from a tap being sent to the other phone's poll showing it (p50, p99, in ms),
the errors (anything but a 200, a 204 or a refused tap's 409; a refused or reset connection; 10 s without an
answer), requests per second, and the CPU the gunicorn processes used (read from /proc: cores, and the share of
the machine's cores). The pre-game is skipped: the games are opened directly in the database.

The load generator is asyncio with raw HTTP/1.1 on streams (bench/load.py's style). BENCH_SECONDS (20) and
BENCH_WORKERS (2) change the run. Needs PostgreSQL and Redis: `.venv/bin/python bench/live.py`.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import resource
import statistics
import sys
import time
import uuid
from pathlib import Path
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import server  # noqa: E402
from bench.load import TIMEOUT  # noqa: E402

GAMES = int(os.environ.get("BENCH_LIVE_GAMES", "200"))
SECONDS = float(os.environ.get("BENCH_SECONDS", "20"))
POLL = 1.0  # seconds, as the page polls
TAP_EVERY = (2.0, 5.0)  # seconds between one phone's taps
VERSION = re.compile(rb'data-version="(\d+)')


class Phone:
    """One coach's phone in one game: its session, its side, its players and what it has seen."""

    def __init__(self, game: int, paths: dict, cookie: str, csrf: str, side: str, players: list[int]):
        self.game, self.paths, self.cookie, self.csrf, self.side, self.players = (
            game,
            paths,
            cookie,
            csrf,
            side,
            players,
        )
        self.version = "0"
        self.seen: dict[int, float] = {}  # seq -> when this phone's poll first showed it


async def exchange(port: int, request: bytes) -> tuple[int, bytes]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(request)
        await writer.drain()
        data = await reader.read()
    finally:
        writer.close()
    status = int(data[9:12]) if data.startswith(b"HTTP/1.") else 0
    return status, data[data.find(b"\r\n\r\n") + 4 :]


def get(path: str, cookie: str) -> bytes:
    return f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: {cookie}\r\nConnection: close\r\n\r\n".encode()


def post(path: str, cookie: str, csrf: str, body: str) -> bytes:
    return (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: {cookie}\r\nX-CSRFToken: {csrf}\r\nX-Live-Client: 1\r\n"
        f"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n"
        f"{body}"
    ).encode()


async def call(port: int, request: bytes, ok: tuple[int, ...], stats: dict) -> tuple[int, bytes] | None:
    started = time.perf_counter()
    try:
        status, body = await asyncio.wait_for(exchange(port, request), TIMEOUT)
    except (TimeoutError, OSError) as exc:
        stats["errors"].append(type(exc).__name__)
        return None
    stats["requests"] += 1
    stats["latency"]["tap" if request.startswith(b"POST") else "poll"].append((time.perf_counter() - started) * 1000)
    if status not in ok:
        stats["errors"].append(str(status))
        return None
    return status, body


async def poller(port: int, phone: Phone, until: float, stats: dict) -> None:
    await asyncio.sleep(random.uniform(0, POLL))  # phones do not poll in step
    while time.perf_counter() < until:
        path = f"{phone.paths['state']}?v={phone.version}&l=en"  # the page polls in its language
        answer = await call(port, get(path, phone.cookie), (200, 204), stats)
        now = time.perf_counter()
        if answer and answer[0] == 200:
            found = VERSION.search(answer[1])
            if found:
                last = int(found.group(1))
                for seq in range(1, last + 1):
                    phone.seen.setdefault(seq, now)
                phone.version = found.group(1).decode()
        await asyncio.sleep(POLL)


async def tapper(port: int, phone: Phone, until: float, stats: dict, sent: dict) -> None:
    await asyncio.sleep(random.uniform(*TAP_EVERY))
    while time.perf_counter() < until:
        body = urlencode(
            {
                "tap_id": uuid.uuid4().hex,
                "side": phone.side,
                "kind": "completion",
                "player": random.choice(phone.players),
            }
        )
        start = time.perf_counter()
        answer = await call(port, post(phone.paths["tap"], phone.cookie, phone.csrf, body), (200, 409), stats)
        if answer and answer[0] == 200:
            taken = json.loads(answer[1])
            sent[(phone.game, taken["seq"])] = (phone.side, start)
            if taken.get("version"):  # the page swaps in the state the tap answers with: the phone shows it
                phone.version = max(phone.version, taken["version"], key=int)
                now = time.perf_counter()
                for seq in range(1, int(phone.version) + 1):
                    phone.seen.setdefault(seq, now)
        await asyncio.sleep(random.uniform(*TAP_EVERY))


async def run(port: int, phones: list[Phone], seconds: float) -> dict:
    stats: dict = {"requests": 0, "errors": [], "latency": {"poll": [], "tap": []}}
    sent: dict = {}
    start = time.perf_counter()
    until = start + seconds
    tasks = [poller(port, p, until, stats) for p in phones] + [tapper(port, p, until, stats, sent) for p in phones]
    await asyncio.gather(*tasks)
    elapsed = time.perf_counter() - start
    delays, unseen = [], 0
    by_game: dict[int, list[Phone]] = {}
    for phone in phones:
        by_game.setdefault(phone.game, []).append(phone)
    for (game, seq), (side, at) in sent.items():
        other = next(p for p in by_game[game] if p.side != side)
        if seq in other.seen:
            delays.append((other.seen[seq] - at) * 1000)
        else:
            unseen += 1  # sent in the run's last seconds, before the other phone's next poll
    cuts = statistics.quantiles(delays, n=100) if len(delays) > 1 else [0.0] * 99
    return {
        "taps": len(sent),
        "seen": len(delays),
        "unseen_at_end": unseen,
        "delay_p50_ms": round(cuts[49], 1),
        "delay_p99_ms": round(cuts[98], 1),
        "delay_max_ms": round(max(delays, default=0.0), 1),
        "errors": len(stats["errors"]),
        "error_kinds": sorted(set(stats["errors"]))[:5],
        "requests_per_second": round(stats["requests"] / elapsed, 1),
        **{
            f"{kind}_answer_{name}_ms": round(statistics.quantiles(times, n=100)[cut], 1) if len(times) > 1 else 0.0
            for kind, times in stats["latency"].items()
            for name, cut in (("p50", 49), ("p99", 98))
        },
        "elapsed": elapsed,
    }


def cpu_ticks(pid: int) -> int:
    """User and system time of a process and its children (gunicorn's workers), in clock ticks."""
    total = 0
    pids = [pid]
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        children = []
    pids += [int(c) for c in children]
    for one in pids:
        try:
            fields = Path(f"/proc/{one}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total


def client_cpu() -> float:
    """The CPU seconds this process (the load generator) has used."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def machine_ticks() -> tuple[int, int]:
    """The machine's busy and total clock ticks so far, every core (/proc/stat)."""
    fields = [int(value) for value in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle, iowait
    return sum(fields) - idle, sum(fields)


def build() -> list[Phone]:
    """``GAMES`` games open live: the first round of a league of 2 * GAMES teams in divisions of 16."""
    from django.urls import reverse

    from bench.leagues import build_league
    from league.models import Fixture
    from live.models import LiveGame
    from teams.models import Player

    built = build_league(teams=2 * GAMES, results=0, slug="bench-live")
    fixtures = list(
        Fixture.objects.filter(season=built.season, away__isnull=False)
        .select_related("home__coach", "away__coach")
        .order_by("round", "pk")
    )
    taken: set[int] = set()
    games = []
    for fixture in fixtures:
        if fixture.home_id in taken or fixture.away_id in taken:
            continue
        taken |= {fixture.home_id, fixture.away_id}
        games.append(fixture)
        if len(games) == GAMES:
            break
    LiveGame.objects.bulk_create([LiveGame(fixture=f, opened_by=f.home.coach) for f in games])
    players: dict[int, list[int]] = {}
    for team_id, pk in Player.objects.filter(team__in=taken, status="available").values_list("team_id", "pk"):
        players.setdefault(team_id, []).append(pk)
    phones = []
    slug = built.league.slug
    for fixture in games:
        paths = {name: reverse(f"live:{name}", args=[slug, fixture.pk]) for name in ("state", "tap")}
        for side, team in (("home", fixture.home), ("away", fixture.away)):
            cookie = server.session_cookie(team.coach)
            csrf = cookie.rsplit("=", 1)[1]
            phones.append(Phone(fixture.pk, paths, cookie, csrf, side, players[team.pk]))
    return phones


def main() -> dict:
    server.setup(database="postgres://postgres@127.0.0.1:5432/sevens_bench_live")
    phones = build()
    with server.Gunicorn() as web:
        asyncio.run(run(web.port, phones[:20], 2))  # warm up the workers
        ticks = os.sysconf("SC_CLK_TCK")
        before, client_before, machine_before = cpu_ticks(web.process.pid), client_cpu(), machine_ticks()
        line = asyncio.run(run(web.port, phones, SECONDS))
        elapsed = line.pop("elapsed")
        used = (cpu_ticks(web.process.pid) - before) / ticks / elapsed
        client = (client_cpu() - client_before) / elapsed
        busy, total = (after - first for after, first in zip(machine_ticks(), machine_before, strict=True))
    line = {
        "bench": "live",
        "games": GAMES,
        "phones": len(phones),
        **line,
        "server_cpu_cores": round(used, 2),
        "server_cpu_share": round(used / os.cpu_count(), 2),
        "client_cpu_cores": round(client, 2),  # the load generator, on the same cores
        "machine_busy_share": round(busy / total, 2) if total else None,  # every process: PostgreSQL, Redis too
        "load_average": round(os.getloadavg()[0], 2),
        "seconds": SECONDS,
        "workers": web.workers,
        "worker_class": web.worker_class,
    }
    print(json.dumps(line), flush=True)
    return line


if __name__ == "__main__":
    main()

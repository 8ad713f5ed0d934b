"""Benchmark: what the trivial signed-in page (``/_trivial/``) costs, piece by piece, in-process on PostgreSQL with
DEBUG off and production settings (bench/server.py): each middleware (its own time, between stamps put around it),
each session backend, the auth lookup, the navigation's to-do count and the base template.

Prints one JSON line: {"benchmark": "trivial", "median_ms": ..., "queries": ..., "middleware_us": {...},
"sessions_ms": {...}, "template_ms": ..., ...}. Needs PostgreSQL and Redis: `.venv/bin/python bench/trivial.py`.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import server  # noqa: E402

RUNS = 400
STAMPS: list[tuple[str, str, float]] = []


class Stamp:
    """Put between two middlewares: notes the time a request passes on the way in and a response on the way out."""

    name = ""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        STAMPS.append((self.name, "in", time.perf_counter()))
        response = self.get_response(request)
        STAMPS.append((self.name, "out", time.perf_counter()))
        return response


def stamp_class(index: int) -> str:
    cls = type(f"Stamp{index}", (Stamp,), {"name": str(index)})
    setattr(sys.modules[__name__], cls.__name__, cls)
    return f"{__name__}.{cls.__name__}"


def median_ms(client, path: str, runs: int = RUNS) -> float:
    for _ in range(20):
        client.get(path)
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        response = client.get(path)
        timings.append((time.perf_counter() - start) * 1000)
        assert response.status_code == 200, response.status_code
    return statistics.median(timings)


def middleware_costs(user) -> dict[str, float]:
    """Each middleware's own microseconds (median): the time between the stamps around it, less the inner part."""
    from django.conf import settings
    from django.test import Client, override_settings

    names = list(settings.MIDDLEWARE)
    stamped = []
    for i, name in enumerate(names):
        stamped += [stamp_class(i), name]
    stamped.append(stamp_class(len(names)))
    per: dict[str, list[float]] = {name: [] for name in names}
    with override_settings(MIDDLEWARE=stamped):
        client = Client(HTTP_HOST="127.0.0.1")
        client.force_login(user)
        for run in range(RUNS):
            STAMPS.clear()
            client.get("/_trivial/")
            at = {(n, way): t for n, way, t in STAMPS}
            if run < 20:
                continue
            for i, name in enumerate(names):
                outer = at[(str(i), "out")] - at[(str(i), "in")]
                inner = at[(str(i + 1), "out")] - at[(str(i + 1), "in")]
                per[name].append((outer - inner) * 1e6)
    return {name.rsplit(".", 1)[1]: round(statistics.median(v), 1) for name, v in per.items()}


def session_costs(user) -> dict[str, float]:
    from django.test import Client, override_settings

    costs = {}
    for engine in ("db", "cached_db", "cache", "signed_cookies"):
        with override_settings(SESSION_ENGINE=f"django.contrib.sessions.backends.{engine}"):
            client = Client(HTTP_HOST="127.0.0.1")
            client.force_login(user)
            costs[engine] = round(median_ms(client, "/_trivial/", runs=200), 3)
    return costs


def template_ms(user) -> tuple[float, float]:
    """The base template rendered with a request (the trivial page's body is empty) and, for scale, an empty
    response from the same middleware."""
    from django.template.loader import render_to_string
    from django.test import RequestFactory

    request = RequestFactory().get("/_trivial/", HTTP_HOST="127.0.0.1")
    request.user = user
    request.htmx = False
    request.csp_nonce = "x"
    timings = []
    for run in range(RUNS):
        start = time.perf_counter()
        render_to_string("trivial.html", request=request)
        if run >= 20:
            timings.append((time.perf_counter() - start) * 1000)
    return statistics.median(timings), 0.0


def main() -> dict:
    server.setup("postgres://postgres@127.0.0.1:5432/sevens_bench_trivial")
    from django.conf import settings
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from tests.factories import UserFactory

    user = UserFactory(username="bench-trivial")
    client = Client(HTTP_HOST="127.0.0.1")
    client.force_login(user)
    median = median_ms(client, "/_trivial/")
    with CaptureQueriesContext(connection) as captured:
        client.get("/_trivial/")
    template, _ = template_ms(user)
    result = {
        "benchmark": "trivial",
        "median_ms": round(median, 3),
        "queries": len(captured.captured_queries),
        "query_tables": [q["sql"].split('FROM "', 1)[1].split('"', 1)[0] for q in captured.captured_queries],
        "session_engine": settings.SESSION_ENGINE.rsplit(".", 1)[1],
        "sessions_ms": session_costs(user),
        "middleware_us": middleware_costs(user),
        "template_ms": round(template, 3),
    }
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()

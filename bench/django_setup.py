"""Set up Django for a benchmark on a throwaway database (SQLite in a temp dir unless DATABASE_URL is set)."""

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def setup() -> None:
    if "DATABASE_URL" not in os.environ:
        os.environ["DATABASE_URL"] = f"sqlite:///{tempfile.mkdtemp(prefix='sevens-bench-')}/bench.sqlite3"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.test_settings")
    import django

    django.setup()
    from django.core.management import call_command
    from django.test.utils import setup_test_environment

    setup_test_environment()
    call_command("migrate", verbosity=0, interactive=False)


def measure(client, url: str, runs: int = 30) -> dict:
    """Median milliseconds and SQL queries of GET url."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    client.get(url)  # warm up
    timings, queries = [], []
    for _ in range(runs):
        with CaptureQueriesContext(connection) as captured:
            start = time.perf_counter()
            response = client.get(url)
            timings.append((time.perf_counter() - start) * 1000)
        assert response.status_code == 200, (url, response.status_code)
        queries.append(len(captured.captured_queries))
    return {"median_ms": round(statistics.median(timings), 2), "queries": max(queries)}

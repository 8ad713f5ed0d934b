"""Serve the app for a benchmark as docker-compose does: gunicorn on PostgreSQL (and Redis for the cache), DEBUG off,
production settings with plain HTTP (no SSL redirect, no secure-only cookies). Loopback only.

DATABASE_URL (default postgres://postgres@127.0.0.1:5432/sevens_bench_pages) names a database this module drops and
creates afresh; CACHE_URL (default redis://127.0.0.1:6379/15) a Redis database it empties. BENCH_WORKERS (2),
BENCH_WORKER_CLASS (sync) and BENCH_THREADS (1; gthread's threads per worker) set gunicorn.
"""

from __future__ import annotations

import http.client
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DEFAULT_DB = "postgres://postgres@127.0.0.1:5432/sevens_bench_pages"
DEFAULT_CACHE = "redis://127.0.0.1:6379/15"
PRODUCTION = {
    "DJANGO_SETTINGS_MODULE": "config.settings",
    "DEBUG": "0",
    "SECURE_SSL_REDIRECT": "0",  # plain HTTP on loopback
    "SESSION_COOKIE_SECURE": "0",
    "CSRF_COOKIE_SECURE": "0",
    "ALLOWED_HOSTS": "127.0.0.1,localhost",
    "STATIC_MANIFEST": "0",  # no collectstatic in the working tree: WhiteNoise serves from the finders
    "LOG_LEVEL": "ERROR",
}


def ensure_database(url: str) -> None:
    """Drop and create the benchmark's own database."""
    import psycopg

    name = url.rsplit("/", 1)[1]
    admin = url.rsplit("/", 1)[0] + "/postgres"
    with psycopg.connect(admin, autocommit=True) as conn:
        if conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone():
            conn.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')


def empty_cache(url: str) -> None:
    import redis

    redis.Redis.from_url(url).flushdb()


def setup(database: str = DEFAULT_DB) -> None:
    """Environment as production has it, a fresh database, migrated, and Django set up in this process."""
    os.environ.setdefault("DATABASE_URL", database)
    os.environ.setdefault("CACHE_URL", DEFAULT_CACHE)
    for key, value in PRODUCTION.items():
        os.environ[key] = value
    ensure_database(os.environ["DATABASE_URL"])
    empty_cache(os.environ["CACHE_URL"])
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0, interactive=False)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Gunicorn:
    """``gunicorn config.wsgi`` in a child process, started and stopped by this benchmark only."""

    def __init__(self, workers: int | None = None, worker_class: str | None = None, threads: int | None = None):
        self.port = free_port()
        self.workers = workers or int(os.environ.get("BENCH_WORKERS", "2"))
        self.worker_class = worker_class or os.environ.get("BENCH_WORKER_CLASS", "sync")
        self.threads = threads or int(os.environ.get("BENCH_THREADS", "1"))
        self.process: subprocess.Popen | None = None

    def __enter__(self) -> Gunicorn:
        args = [
            sys.executable,
            "-m",
            "gunicorn",
            "config.wsgi",
            "--bind",
            f"127.0.0.1:{self.port}",
            "--workers",
            str(self.workers),
            "--worker-class",
            self.worker_class,
            "--threads",
            str(self.threads),
            "--backlog",
            "2048",
            "--log-level",
            "warning",
        ]
        self.process = subprocess.Popen(args, cwd=ROOT, env={**os.environ})
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=2)
                conn.request("GET", "/healthz")
                conn.getresponse().read()
                conn.close()
                return self
            except OSError:
                time.sleep(0.2)
        self.__exit__()
        raise RuntimeError("gunicorn did not start")

    def __exit__(self, *exc) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
            self.process = None


def session_cookie(user) -> str:
    """A signed-in session for ``user`` and the CSRF cookie a browser holds after its first page, as the Cookie
    header sends them."""
    from django.conf import settings
    from django.middleware.csrf import _get_new_csrf_string
    from django.test import Client

    client = Client()
    client.force_login(user)
    session = client.cookies[settings.SESSION_COOKIE_NAME].value
    return f"{settings.SESSION_COOKIE_NAME}={session}; {settings.CSRF_COOKIE_NAME}={_get_new_csrf_string()}"


def get(conn: http.client.HTTPConnection, path: str, cookie: str) -> tuple[int, float]:
    """GET path on a kept-alive connection: the status and the milliseconds to the last byte."""
    start = time.perf_counter()
    conn.request("GET", path, headers={"Cookie": cookie, "Host": "127.0.0.1"})
    response = conn.getresponse()
    response.read()
    return response.status, (time.perf_counter() - start) * 1000

"""A real Celery worker process on the test database, for tests that need one.

The worker is a `celery worker` subprocess on its own queue, reading the same test database
as the test (PostgreSQL only: an in-memory SQLite test database cannot be shared).
"""

import os
import subprocess
import sys
import time
import uuid
from contextlib import contextmanager
from pathlib import Path

from celery.result import allow_join_result
from django.conf import settings
from django.db import connection

from config.celery import app

ROOT = Path(__file__).resolve().parent.parent


def worker_available() -> str | None:
    """None when a worker can be started here, else the reason it cannot."""
    if not settings.CELERY_BROKER_URL:
        return "CELERY_BROKER_URL is not set (the worker tests run in .ci/run on Redis)"
    if connection.vendor != "postgresql":
        return "a worker process needs the PostgreSQL test database"
    return None


def database_url() -> str:
    s = connection.settings_dict
    user = s.get("USER") or ""
    password = f":{s['PASSWORD']}" if s.get("PASSWORD") else ""
    auth = f"{user}{password}@" if user else ""
    return f"postgres://{auth}{s.get('HOST') or '127.0.0.1'}:{s.get('PORT') or 5432}/{s['NAME']}"


# The test worker's broker settings, through the environment as a deployment sets them: a message a killed worker
# held comes back after 5 seconds (kombu scans for them every second), so the killed-worker tests stay fast.
# The sweep counts a sequence as stalled after 2 seconds.
WORKER_ENV = {
    "CELERY_VISIBILITY_TIMEOUT": "5",
    "CELERY_TASK_TIME_LIMIT": "4",
    "CELERY_RESTORE_INTERVAL": "1",
    "POST_GAME_SWEEP_AFTER": "2",
}


def process_env(queue: str, extra: dict | None = None) -> dict:
    env = {**os.environ, "DATABASE_URL": database_url(), "CELERY_QUEUE": queue, "DEBUG": "1", **WORKER_ENV}
    env.update(extra or {})
    env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    env["DJANGO_SETTINGS_MODULE"] = "config.settings"
    return env


class WorkerProcess:
    def __init__(self, queue: str, env: dict | None = None):
        self.queue = queue
        self.env = env or {}
        self.process: subprocess.Popen | None = None
        self.log_path = ROOT / "test-artifacts" / f"worker-{queue}.log"

    def start(self, timeout: float = 30) -> None:
        env = process_env(self.queue, self.env)
        self.log_path.parent.mkdir(exist_ok=True)
        log = open(self.log_path, "ab")  # noqa: SIM115 (closed with the process)
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "celery",
                "-A",
                "config",
                "worker",
                "--pool=solo",
                "--concurrency=1",
                "-Q",
                self.queue,
                "-n",
                f"{self.queue}@%h",
                "--without-gossip",
                "--without-mingle",
                "--without-heartbeat",
                "--loglevel=INFO",
            ],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"worker exited early; see {self.log_path}")
            replies = app.control.ping(destination=[f"{self.queue}@{os.uname().nodename}"], timeout=0.5)
            if replies:
                return
        raise RuntimeError(f"worker did not answer within {timeout}s; see {self.log_path}")

    def kill(self) -> None:
        """Kill the worker at once (SIGKILL), as a crash would."""
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()


class BeatProcess:
    """`celery beat` sending its schedule (the post-game sweep) to the test queue."""

    def __init__(self, queue: str, env: dict | None = None):
        self.queue = queue
        self.env = env or {}
        self.process: subprocess.Popen | None = None
        self.log_path = ROOT / "test-artifacts" / f"beat-{queue}.log"
        self.schedule = ROOT / "test-artifacts" / f"beat-{queue}.schedule"

    def start(self) -> None:
        self.log_path.parent.mkdir(exist_ok=True)
        log = open(self.log_path, "ab")  # noqa: SIM115 (closed with the process)
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "celery",
                "-A",
                "config",
                "beat",
                "--schedule",
                str(self.schedule),
                "--max-interval",
                "1",
                "--loglevel=INFO",
            ],
            cwd=ROOT,
            env=process_env(self.queue, self.env),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        log.close()

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        for path in self.schedule.parent.glob(self.schedule.name + "*"):
            path.unlink(missing_ok=True)


@contextmanager
def celery_beat_process(queue: str, env: dict | None = None):
    beat = BeatProcess(queue, env)
    try:
        beat.start()
        yield beat
    finally:
        beat.stop()


def unacked_on(queue: str) -> int:
    """How many messages for ``queue`` the broker holds as delivered to a worker and not yet acknowledged."""
    import json

    client = app.connection_for_write().default_channel.client
    rows = client.hgetall("unacked") or {}
    return sum(1 for raw in rows.values() if json.loads(raw)[2] == queue)


def waiting_on(queue: str) -> int:
    """How many messages for ``queue`` wait in the broker, not delivered to any worker."""
    client = app.connection_for_write().default_channel.client
    return int(client.llen(queue))


@contextmanager
def celery_worker_process():
    """Start a worker on a fresh queue; the test process sends to that queue, not eagerly."""
    queue = f"test-{uuid.uuid4().hex[:8]}"
    previous = (app.conf.task_always_eager, app.conf.task_default_queue)
    app.conf.task_always_eager = False
    app.conf.task_default_queue = queue
    worker = WorkerProcess(queue)
    try:
        worker.start()
        # Celery's flag that forbids waiting on a result is process-wide and set around every eager task without a
        # lock: two eager tasks at once in the live server's threads (browser tests) can leave it set. The test
        # process is no worker, so waiting on the real worker's result is allowed here.
        with allow_join_result():
            yield worker
    finally:
        worker.stop()
        app.conf.task_always_eager, app.conf.task_default_queue = previous

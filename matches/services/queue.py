"""The post-game sequence in the background: the Celery tasks that run it (thin, ids only, each step idempotent,
see ``engine``) and ``queue_post_game``, through which the services queue them.

Every task of this app is queued from here, on commit of the transaction that made it necessary
(``queue_post_game``), or by the periodic sweep that queues a stalled sequence again (``sweep_post_games``). A
task that gives up (retries exhausted, or an error that is not transient) marks the sequence failed with its
reason; a commissioner sees it on the fixture page and retries it. The results live in the database (the steps
and their changes), so the tasks keep none in the result backend.

The tasks live beside what they start (``engine``, ``sweep``) so that the services that queue them import
nothing that imports them back; ``matches.tasks`` names them for Celery's autodiscovery, under the same task
names as ever (messages already queued, the beat schedule).
"""

from __future__ import annotations

from celery import Task, shared_task
from django.db import OperationalError, transaction

from .engine import mark_failed, run_match, run_team_sequence
from .sweep import mark_queued, sweep_claim


class PostGameTask(Task):
    """Idempotent tasks (each step is recorded done in the transaction of its changes), so a message may come back
    after a lost worker. Transient database errors are retried with backoff; when the retries run out, or on any
    other error, the sequence is marked failed with the reason before the error is raised."""

    acks_late = True
    reject_on_worker_lost = True
    max_retries = 5
    ignore_result = True

    def guarded(self, match_id: int, run):
        try:
            return run()
        except OperationalError as exc:
            if self.request.retries < self.max_retries:
                raise self.retry(exc=exc, countdown=2**self.request.retries) from exc
            mark_failed(match_id, f"{type(exc).__name__}: {exc}")
            raise
        except Exception as exc:
            mark_failed(match_id, f"{type(exc).__name__}: {exc}")
            raise


@shared_task(name="matches.tasks.run_post_game", bind=True, base=PostGameTask)
def run_post_game(self, match_id: int) -> dict:
    """Run both teams' post-game sequences of a match as far as they can go; a repeated message finds nothing to
    do with one query."""
    return self.guarded(match_id, lambda: run_match(match_id))


@shared_task(name="matches.tasks.run_post_game_team", bind=True, base=PostGameTask)
def run_post_game_team(self, match_id: int, team_id: int) -> str:
    """Resume one team's sequence (after the coach's advancement choice)."""
    return self.guarded(match_id, lambda: run_team_sequence(match_id, team_id))


@shared_task(name="matches.tasks.sweep_post_games", ignore_result=True)
def sweep_post_games() -> list[int]:
    """Celery beat's periodic sweep (``CELERY_BEAT_SCHEDULE``): queue again each stalled post-game sequence, once
    (``sweep``)."""
    claimed = sweep_claim()
    for match_id in claimed:
        run_post_game.delay(match_id)
    return claimed


RESUME_PRIORITY = 0
"""kombu's Redis transport serves priority 0 first: a sequence resumed by a coach's choice."""


def queue_post_game(match_id: int, team_id: int | None = None) -> None:
    """Queue the match's sequence (or one team's) once the current transaction commits; the match is stamped as
    queued now, so the sweep leaves it alone unless it stalls."""
    mark_queued(match_id)
    if team_id is None:
        transaction.on_commit(lambda: run_post_game.delay(match_id))
    else:  # a coach is waiting on this one: it goes ahead of sequences queued in bulk (CELERY_TASK_DEFAULT_PRIORITY)
        transaction.on_commit(lambda: run_post_game_team.apply_async((match_id, team_id), priority=RESUME_PRIORITY))

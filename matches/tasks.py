"""Celery tasks for the post-game sequence: thin, ids only, each step idempotent (see matches.services).

The results live in the database (the steps and their changes), so the tasks keep none in the result backend.
"""

from celery import shared_task
from django.db import OperationalError

TASK_OPTIONS = {
    "bind": True,
    "acks_late": True,
    "reject_on_worker_lost": True,
    "autoretry_for": (OperationalError,),
    "retry_backoff": True,
    "max_retries": 5,
    "ignore_result": True,
}


@shared_task(**TASK_OPTIONS)
def run_post_game(self, match_id: int) -> dict:
    """Run both teams' post-game sequences of a match as far as they can go; a repeated message finds nothing to
    do with one query."""
    from .services import run_sequences, steps_to_run, update_sequence_status

    if not steps_to_run(match_id):
        return {}
    statuses = run_sequences(match_id)
    update_sequence_status(match_id, set(statuses.values()))
    return {str(team_id): status for team_id, status in statuses.items()}


@shared_task(**TASK_OPTIONS)
def run_post_game_team(self, match_id: int, team_id: int) -> str:
    """Resume one team's sequence (after the coach's advancement choice)."""
    from .services import run_team_sequence, update_sequence_status

    status = run_team_sequence(match_id, team_id)
    update_sequence_status(match_id)
    return status

"""Celery tasks for the post-game sequence: thin, ids only, each step idempotent (see matches.services)."""

from celery import shared_task
from django.db import OperationalError


@shared_task(
    bind=True,
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(OperationalError,),
    retry_backoff=True,
    max_retries=5,
)
def run_post_game(self, match_id: int) -> dict:
    """Run both teams' post-game sequences of a match as far as they can go."""
    from .models import Match
    from .services import run_team_sequence

    match = Match.objects.select_related("fixture").get(pk=match_id)
    return {
        str(team_id): run_team_sequence(match_id, team_id) for team_id in (match.fixture.home_id, match.fixture.away_id)
    }


@shared_task(
    bind=True,
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(OperationalError,),
    retry_backoff=True,
    max_retries=5,
)
def run_post_game_team(self, match_id: int, team_id: int) -> str:
    """Resume one team's sequence (after the coach's advancement choice)."""
    from .services import run_team_sequence

    return run_team_sequence(match_id, team_id)

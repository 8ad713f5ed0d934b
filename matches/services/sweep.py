"""The sweep: a post-game sequence whose message was lost (a worker killed while it held it, a broker restarted)
is queued again. Celery beat runs it every minute (``matches.tasks.sweep_post_games``); without a broker,
``python manage.py sweep_post_games`` runs it in-process.

A sequence counts as stalled when a team has a pending step that is not waiting for its coach and the sequence was
last queued more than ``POST_GAME_SWEEP_AFTER`` seconds ago (three minutes by default: a worker runs a sequence in
milliseconds, and a killed worker's messages come back from the broker within its visibility timeout). Each is
claimed with a conditional update of ``Match.queued_at``, so two sweeps at once queue it once; the steps are
idempotent anyway.
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from ..models import Match
from ..selectors import stalled_post_games

DEFAULT_SWEEP_AFTER = 180  # seconds


def sweep_after() -> timedelta:
    return timedelta(seconds=int(getattr(settings, "POST_GAME_SWEEP_AFTER", DEFAULT_SWEEP_AFTER)))


def mark_queued(match_id: int) -> None:
    """Stamp the match's sequence as queued now (in the transaction that queues it)."""
    Match.objects.filter(pk=match_id).update(queued_at=timezone.now())


def sweep_claim(*, older_than: timedelta | None = None, now=None) -> list[int]:
    """Claim the stalled sequences for re-queueing; returns the ids of the matches this sweep claimed (another
    sweep, or this one within ``older_than``, claims none of them again)."""
    now = now or timezone.now()
    cutoff = now - (sweep_after() if older_than is None else older_than)
    claimed = []
    for match_id in stalled_post_games(queued_before=cutoff):
        stale = Q(queued_at__lt=cutoff) | Q(queued_at__isnull=True)
        if Match.objects.filter(stale, pk=match_id).update(queued_at=now):
            claimed.append(match_id)
    return claimed

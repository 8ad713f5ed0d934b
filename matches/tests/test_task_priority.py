"""A coach's choice resumes his team's post-game sequence ahead of sequences queued in bulk: kombu's Redis transport
serves the lower priority step first, tasks go out at CELERY_TASK_DEFAULT_PRIORITY, a resumed sequence at 0."""

import pytest
from django.conf import settings

from matches import tasks
from matches.services import queue

pytestmark = pytest.mark.django_db


def test_a_resumed_sequence_goes_ahead_of_the_queued_ones(monkeypatch, django_capture_on_commit_callbacks):
    sent = []
    monkeypatch.setattr(tasks.run_post_game_team, "apply_async", lambda args, **options: sent.append((args, options)))
    monkeypatch.setattr(tasks.run_post_game, "delay", lambda *args: sent.append((args, {})))
    monkeypatch.setattr(queue, "mark_queued", lambda match_id: None)
    with django_capture_on_commit_callbacks(execute=True):
        tasks.queue_post_game(7)
        tasks.queue_post_game(7, 3)
    assert sent == [((7,), {}), ((7, 3), {"priority": 0})]
    assert tasks.RESUME_PRIORITY < settings.CELERY_TASK_DEFAULT_PRIORITY  # 0 is served first
    assert settings.CELERY_TASK_DEFAULT_PRIORITY in range(10)

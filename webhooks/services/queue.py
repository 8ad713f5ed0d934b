"""The webhooks' Celery tasks (thin, ids only) and how they are queued: what happened is announced once the
transaction that did it commits (``queue_announce``); each delivery is then sent by its own task, retried with
exponential backoff (``deliveries.backoff``) while the failure may pass (no answer, a 5xx, a 429), and given up
after ``WEBHOOKS_ATTEMPTS`` attempts (one after the other, without a broker). Sending twice is possible (a worker
lost after the send), so the receiver gets the same ``webhook-id`` and can drop the repeat; no late
acknowledgement."""

from __future__ import annotations

import logging

from celery import shared_task
from django.conf import settings
from django.db import transaction

from .deliveries import announce, attempts_left, backoff, delivery_attempt

logger = logging.getLogger(__name__)


@shared_task(name="webhooks.tasks.announce", ignore_result=True)
def announce_task(kind: str, object_id: int) -> int:
    """Make the deliveries of what happened and queue each; how many."""
    ids = announce(kind=kind, object_id=object_id)
    for delivery_id in ids:
        _send(deliver_task, delivery_id)
    return len(ids)


@shared_task(name="webhooks.tasks.deliver", bind=True, ignore_result=True)
def deliver_task(self, delivery_id: int) -> str:
    """One attempt at a delivery; retried later with backoff while attempts are left. Without a broker (the task
    runs in-process, ``CELERY_TASK_ALWAYS_EAGER``) nothing can wait for a later attempt: they follow at once."""
    retries = self.request.retries
    while True:
        outcome = delivery_attempt(delivery_id=delivery_id, last=not attempts_left(retries))
        if outcome != "retry":
            return outcome
        if not self.request.is_eager:
            raise self.retry(countdown=backoff(retries), max_retries=None)
        retries += 1


def _send(task, *args) -> None:
    """Queue the task now. Without a broker it runs in-process: a failure there must not turn the change the user
    just made into an error page, so it is logged (never with the webhook's address or secret)."""
    try:
        task.delay(*args)
    except Exception:
        if not settings.CELERY_TASK_ALWAYS_EAGER:
            raise
        logger.exception("Webhook task %s for %s failed", task.name, args)


def queue_announce(kind: str, object_id: int) -> None:
    """Announce ``kind`` about the object once the current transaction commits."""
    transaction.on_commit(lambda: _send(announce_task, str(kind), object_id))


def queue_delivery(delivery_id: int) -> None:
    """Send the delivery once the current transaction commits (at once outside one)."""
    transaction.on_commit(lambda: _send(deliver_task, delivery_id))

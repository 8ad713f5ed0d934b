"""The app's Celery tasks, where Celery's ``autodiscover_tasks()`` looks for them; defined in ``services.queue``
beside ``queue_announce`` and ``queue_delivery``, through which the receivers and services queue them."""

from __future__ import annotations

from .services.queue import announce_task, deliver_task, queue_announce, queue_delivery

__all__ = ["announce_task", "deliver_task", "queue_announce", "queue_delivery"]

"""How notifications answers the apps before it (connected in ``NotificationsConfig.ready()``): their events queue
an e-mail task when the transaction commits (ids only). The cached to-do lists need no receiver: they are kept
under the data generation, which every committed write replaces (``selectors``).

A team's entry is created by teams (before league), so its "waits for approval" is read from the team's creation
(``post_save`` of ``teams.Team`` with a pending entry) rather than from a league signal."""

from __future__ import annotations

import logging

from django.conf import settings
from django.db import transaction
from django.db.models.signals import post_save

from league.signals import result_confirmed, result_submitted
from matches.signals import advancement_waiting
from teams.models import Team

from . import tasks

logger = logging.getLogger(__name__)


def _queue(task, object_id: int) -> None:
    """Queue an e-mail once the change commits. Without a broker the task runs in-process: a mail server that
    fails then must not turn the change the user just made into an error page, so the failure is logged."""

    def send() -> None:
        try:
            task.delay(object_id)
        except Exception:  # the change is committed; the e-mail is the only thing lost
            if not settings.CELERY_TASK_ALWAYS_EAGER:
                raise
            logger.exception("E-mail %s for %s could not be sent", task.name, object_id)

    transaction.on_commit(send)


def on_result_submitted(sender, *, fixture, **kwargs) -> None:
    _queue(tasks.email_result_submitted, fixture.pk)


def on_result_confirmed(sender, *, fixture, **kwargs) -> None:
    _queue(tasks.email_result_confirmed, fixture.pk)


def on_team_saved(sender, *, instance: Team, created: bool, **kwargs) -> None:
    if created and instance.league_id is not None and instance.entry == Team.Entry.PENDING:
        _queue(tasks.email_entry_waiting, instance.pk)


def on_advancement_waiting(sender, *, step, **kwargs) -> None:
    _queue(tasks.email_advancement_waiting, step.pk)


def connect() -> None:
    result_submitted.connect(on_result_submitted, dispatch_uid="notifications.result_submitted")
    result_confirmed.connect(on_result_confirmed, dispatch_uid="notifications.result_confirmed")
    advancement_waiting.connect(on_advancement_waiting, dispatch_uid="notifications.advancement_waiting")
    post_save.connect(on_team_saved, sender=Team, dispatch_uid="notifications.entry_waiting")

"""Celery tasks for the e-mails: thin, ids only, queued on commit by ``receivers``. A transient failure of the mail
server is retried with backoff. Not idempotent (a retried message may send twice), so no late acknowledgement."""

from __future__ import annotations

import logging
import smtplib

from celery import shared_task
from django.conf import settings
from django.db import transaction

from . import services

logger = logging.getLogger(__name__)

RETRY = {
    "autoretry_for": (smtplib.SMTPException, ConnectionError, TimeoutError),
    "retry_backoff": True,
    "max_retries": 5,
    "ignore_result": True,
}


@shared_task(**RETRY)
def email_password_reset(user_id: int) -> int:
    return services.send_password_reset(user_id=user_id)


@shared_task(**RETRY)
def email_signup_with_your_address(owner_id: int, new_user_id: int) -> int:
    return services.notify_signup_with_your_address(owner_id=owner_id, new_user_id=new_user_id)


@shared_task(**RETRY)
def email_result_submitted(fixture_id: int) -> int:
    return services.notify_result_submitted(fixture_id=fixture_id)


@shared_task(**RETRY)
def email_result_confirmed(fixture_id: int) -> int:
    return services.notify_result_confirmed(fixture_id=fixture_id)


@shared_task(**RETRY)
def email_result_forfeited(fixture_id: int) -> int:
    return services.notify_result_forfeited(fixture_id=fixture_id)


@shared_task(**RETRY)
def email_entry_waiting(team_id: int) -> int:
    return services.notify_entry_waiting(team_id=team_id)


@shared_task(**RETRY)
def email_advancement_waiting(step_id: int) -> int:
    return services.notify_advancement_waiting(step_id=step_id)


@shared_task(**RETRY)
def email_registered(kind: str, object_id: int) -> int:
    """The e-mails of a kind a later app registered (``hooks.register_email``), for the object it names by id."""
    return services.notify_registered(kind=kind, object_id=object_id)


def queue(task, *args) -> None:
    """Queue an e-mail task once the change commits. Without a broker the task runs in-process: a mail server that
    fails then must not turn the change the user just made into an error page, so the failure is logged."""

    def send() -> None:
        try:
            task.delay(*args)
        except Exception:  # the change is committed; the e-mail is the only thing lost
            if not settings.CELERY_TASK_ALWAYS_EAGER:
                raise
            logger.exception("E-mail %s for %s could not be sent", task.name, args)

    transaction.on_commit(send)


def queue_email(kind: str, object_id: int) -> None:
    """For the apps after notifications: the e-mails of ``kind`` (its writer registered in ``hooks``) for the object,
    sent once the current transaction commits."""
    queue(email_registered, kind, object_id)

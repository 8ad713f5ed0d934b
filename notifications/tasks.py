"""Celery tasks for the e-mails: thin, ids only, queued on commit by ``receivers``. A transient failure of the mail
server is retried with backoff. Not idempotent (a retried message may send twice), so no late acknowledgement."""

from __future__ import annotations

import smtplib

from celery import shared_task

from . import services

RETRY = {
    "autoretry_for": (smtplib.SMTPException, ConnectionError, TimeoutError),
    "retry_backoff": True,
    "max_retries": 5,
    "ignore_result": True,
}


@shared_task(**RETRY)
def email_result_submitted(fixture_id: int) -> int:
    return services.notify_result_submitted(fixture_id=fixture_id)


@shared_task(**RETRY)
def email_result_confirmed(fixture_id: int) -> int:
    return services.notify_result_confirmed(fixture_id=fixture_id)


@shared_task(**RETRY)
def email_entry_waiting(team_id: int) -> int:
    return services.notify_entry_waiting(team_id=team_id)


@shared_task(**RETRY)
def email_advancement_waiting(step_id: int) -> int:
    return services.notify_advancement_waiting(step_id=step_id)

"""How notifications answers the apps before it (connected in ``NotificationsConfig.ready()``): their events queue
an e-mail task when the transaction commits (ids only). The cached to-do lists need no receiver: they are kept
under the data generation, which every committed write replaces (``selectors``).

A team's entry is created by teams (before league), so its "waits for approval" is read from the team's creation
(``post_save`` of ``teams.Team`` with a pending entry) rather than from a league signal."""

from __future__ import annotations

from django.db.models.signals import post_save

from league.signals import fixture_forfeited, result_confirmed, result_submitted
from matches.signals import advancement_waiting
from teams.models import Team

from . import tasks


def _queue(task, object_id: int) -> None:
    tasks.queue(task, object_id)


def on_result_submitted(sender, *, fixture, **kwargs) -> None:
    _queue(tasks.email_result_submitted, fixture.pk)


def on_result_confirmed(sender, *, fixture, **kwargs) -> None:
    _queue(tasks.email_result_confirmed, fixture.pk)


def on_fixture_forfeited(sender, *, fixture, **kwargs) -> None:
    _queue(tasks.email_result_forfeited, fixture.pk)


def on_team_saved(sender, *, instance: Team, created: bool, **kwargs) -> None:
    if created and instance.league_id is not None and instance.entry == Team.Entry.PENDING:
        _queue(tasks.email_entry_waiting, instance.pk)


def on_advancement_waiting(sender, *, step, **kwargs) -> None:
    _queue(tasks.email_advancement_waiting, step.pk)


def connect() -> None:
    result_submitted.connect(on_result_submitted, dispatch_uid="notifications.result_submitted")
    result_confirmed.connect(on_result_confirmed, dispatch_uid="notifications.result_confirmed")
    fixture_forfeited.connect(on_fixture_forfeited, dispatch_uid="notifications.fixture_forfeited")
    advancement_waiting.connect(on_advancement_waiting, dispatch_uid="notifications.advancement_waiting")
    post_save.connect(on_team_saved, sender=Team, dispatch_uid="notifications.entry_waiting")

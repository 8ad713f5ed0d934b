"""How notifications answers the apps before it (connected in ``NotificationsConfig.ready()``): their events queue
an e-mail task when the transaction commits (ids only), and anything that can move a to-do list makes every
cached to-do count stale (``selectors.todo_changed``), also on commit so no page caches the state before it.

A team's entry is created by teams (before league), so its "waits for approval" is read from the team's creation
(``post_save`` of ``teams.Team`` with a pending entry) rather than from a league signal."""

from __future__ import annotations

import logging

from django.conf import settings
from django.db import transaction
from django.db.models.signals import m2m_changed, post_delete, post_save

from league.models import Fixture, League, Membership
from league.signals import league_changed, member_joined, result_confirmed, result_submitted
from matches.models import AdvancementChoice, InducementPurchase, Match, PostGameStep
from matches.signals import advancement_waiting, post_game_changed
from teams.models import Player, Redraft, Team

from . import tasks
from .selectors import todo_changed

# Saves and deletions of these rows can change somebody's to-do list.
WATCHED = (Fixture, Membership, Team, Player, Match, PostGameStep, AdvancementChoice, InducementPurchase, Redraft)

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


def stale(**kwargs) -> None:
    transaction.on_commit(todo_changed)


def on_result_submitted(sender, *, fixture, **kwargs) -> None:
    _queue(tasks.email_result_submitted, fixture.pk)
    stale()


def on_result_confirmed(sender, *, fixture, **kwargs) -> None:
    _queue(tasks.email_result_confirmed, fixture.pk)
    stale()


def on_team_saved(sender, *, instance: Team, created: bool, **kwargs) -> None:
    if created and instance.league_id is not None and instance.entry == Team.Entry.PENDING:
        _queue(tasks.email_entry_waiting, instance.pk)


def on_advancement_waiting(sender, *, step, **kwargs) -> None:
    _queue(tasks.email_advancement_waiting, step.pk)
    stale()


def connect() -> None:
    result_submitted.connect(on_result_submitted, dispatch_uid="notifications.result_submitted")
    result_confirmed.connect(on_result_confirmed, dispatch_uid="notifications.result_confirmed")
    member_joined.connect(stale, dispatch_uid="notifications.member_joined")
    league_changed.connect(stale, dispatch_uid="notifications.league_changed")
    post_game_changed.connect(stale, dispatch_uid="notifications.post_game_changed")
    advancement_waiting.connect(on_advancement_waiting, dispatch_uid="notifications.advancement_waiting")
    post_save.connect(on_team_saved, sender=Team, dispatch_uid="notifications.entry_waiting")
    for model in WATCHED:
        post_save.connect(stale, sender=model, dispatch_uid=f"notifications.stale_save.{model._meta.label}")
        post_delete.connect(stale, sender=model, dispatch_uid=f"notifications.stale_delete.{model._meta.label}")
    m2m_changed.connect(stale, sender=League.commissioners.through, dispatch_uid="notifications.stale_commissioners")

"""Deliveries: what happened, made into one delivery per webhook listening (``announce``), and each attempt at
sending one (``delivery_attempt``), logged on the delivery. A delivery given up counts against its webhook; one that
gets through clears the count; a webhook whose last ``switch_off_after()`` deliveries were all given up is switched
off (a conditional update: once), and its commissioners (organisers) find it on their to-do list (``todo``).

Every write here is made in the scope of the webhook's league or event (``common.scope_of``), in its own short
transaction: nothing is held open while a request is on the wire. What a delivery says and logs is worded in its
webhook's ``language`` (a task has no request to take a language from)."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import override

from .. import addresses, selectors, transport
from ..models import ERROR_MAX, Delivery, Kind, Webhook
from ..payloads import discord, signed
from ..payloads.news import Announcement, announcement
from .common import attempts, scope_of, switch_off_after, timeout

DELIVERIES_KEPT = 50  # per webhook: older log lines are dropped as new ones come


def render(webhook: Webhook, found: Announcement, *, at: datetime) -> str:
    """The body a webhook is sent for an announcement, as JSON text (kept on the delivery, sent as it is); Discord's
    words in the webhook's language."""
    with override(webhook.language):
        made = discord.body(found, at=at) if webhook.preset == Webhook.Preset.DISCORD else signed.body(found, at=at)
    return json.dumps(made, ensure_ascii=False, separators=(",", ":"))


def delivery_create(*, webhook: Webhook, found: Announcement) -> Delivery:
    """A delivery of the announcement to the webhook, waiting to be sent; its webhook's older log lines beyond
    ``DELIVERIES_KEPT`` dropped."""
    with scope_of(league_id=webhook.league_id, event_id=webhook.event_id), transaction.atomic():
        made = Delivery.objects.create(
            webhook=webhook, kind=found.kind, body=render(webhook, found, at=datetime.now(UTC))
        )
        kept = Delivery.objects.filter(webhook=webhook).order_by("-created_at", "-pk").values("pk")[:DELIVERIES_KEPT]
        Delivery.objects.filter(webhook=webhook).exclude(pk__in=kept).delete()
    return made


def announce(*, kind: str, object_id: int) -> list[int]:
    """The deliveries of what happened (``kind`` about the object with this id) to each switched-on webhook of its
    league or event told about that kind; their ids, to queue. Nothing when nobody listens or the thing is gone."""
    found = announcement(kind, object_id)
    if found is None:
        return []
    hooks = selectors.listening(kind=found.kind, league_id=found.league_id, event_id=found.event_id)
    return [delivery_create(webhook=hook, found=found).pk for hook in hooks]


def _log(delivery: Delivery, *, status: str, code: int | None, error: str) -> None:
    with scope_of(league_id=delivery.webhook.league_id, event_id=delivery.webhook.event_id):
        Delivery.objects.filter(pk=delivery.pk).update(
            status=status, attempts=F("attempts") + 1, response_code=code, error=error[:ERROR_MAX],
            attempted_at=timezone.now(),
        )


def _counted(delivery: Delivery, *, delivered: bool) -> None:
    """A real delivery (not a test) that got through clears its webhook's failures; one given up adds one, and the
    webhook is switched off when it has reached ``switch_off_after()``."""
    if delivery.kind == Kind.TEST:
        return
    hook = delivery.webhook
    with scope_of(league_id=hook.league_id, event_id=hook.event_id), transaction.atomic():
        if delivered:
            Webhook.objects.filter(pk=hook.pk, failures__gt=0).update(failures=0)
            return
        Webhook.objects.filter(pk=hook.pk).update(failures=F("failures") + 1)
        Webhook.objects.filter(pk=hook.pk, active=True, failures__gte=switch_off_after()).update(
            active=False, switched_off_at=timezone.now()
        )


def delivery_attempt(*, delivery_id: int, last: bool) -> str:
    """Send the delivery once: ``"delivered"``, ``"retry"`` (it failed and may be tried again, unless this was the
    ``last`` attempt: then ``"failed"``), ``"failed"`` (given up), or ``"skipped"`` (done already, deleted, or its
    webhook is switched off). The target is checked again first: an address that now leads inside is refused."""
    delivery = Delivery.objects.select_related("webhook").filter(pk=delivery_id).first()
    if delivery is None or delivery.status in (Delivery.Status.DELIVERED, Delivery.Status.FAILED):
        return "skipped"
    with override(delivery.webhook.language):  # the log's words, as the webhook's owner chose
        return _attempt(delivery, last=last)


def _attempt(delivery: Delivery, *, last: bool) -> str:
    hook = delivery.webhook
    if not hook.active and delivery.kind != Kind.TEST:
        _log(delivery, status=Delivery.Status.FAILED, code=None, error=_("not sent: the webhook is switched off"))
        return "skipped"
    at = datetime.now(UTC)
    headers = {}
    if hook.preset == Webhook.Preset.JSON:
        headers = signed.headers(secret=hook.secret, message_id=delivery.message_id, body=delivery.body, at=at)
    try:
        target = addresses.check(hook.url)
        answer = transport.post(target, delivery.body.encode(), headers, timeout=timeout())
    except addresses.AddressRefused as exc:
        _log(delivery, status=Delivery.Status.FAILED, code=None, error=_("refused: %(reason)s") % {"reason": exc})
        _counted(delivery, delivered=False)
        return "failed"
    except transport.SendFailed as exc:
        gives_up = last or not exc.retry
        status = Delivery.Status.FAILED if gives_up else Delivery.Status.RETRYING
        _log(delivery, status=status, code=exc.status, error=exc.reason)
        if gives_up:
            _counted(delivery, delivered=False)
            return "failed"
        return "retry"
    _log(delivery, status=Delivery.Status.DELIVERED, code=answer.status, error="")
    _counted(delivery, delivered=True)
    return "delivered"


def backoff(retries: int) -> int:
    """Seconds before the next attempt after ``retries`` retries: 10, 40, 160 ... (exponential)."""
    return 10 * 4**retries


def attempts_left(retries: int) -> bool:
    return retries + 1 < attempts()

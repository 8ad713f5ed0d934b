"""Reads of the webhooks app: a league's or an event's webhooks with their latest deliveries (the settings page),
one webhook of theirs by id, and the webhooks an announcement goes to."""

from __future__ import annotations

from django.db.models import F, QuerySet, Window
from django.db.models.functions import RowNumber

from .models import Delivery, Webhook

DELIVERIES_SHOWN = 10  # per webhook on its page


def webhooks_of(*, league=None, event=None) -> QuerySet[Webhook]:
    if league is not None:
        return Webhook.objects.filter(league=league)
    return Webhook.objects.filter(event=event)


def webhooks_page(*, league=None, event=None) -> list[Webhook]:
    """The owner's webhooks, each with ``recent``: its latest deliveries, newest first (two queries)."""
    hooks = list(webhooks_of(league=league, event=event))
    recent: dict[int, list[Delivery]] = {hook.pk: [] for hook in hooks}
    if hooks:
        newest = [F("created_at").desc(), F("pk").desc()]
        latest = Window(RowNumber(), partition_by=[F("webhook_id")], order_by=newest)
        rows = Delivery.objects.filter(webhook__in=hooks).defer("body").annotate(n=latest)
        rows = rows.filter(n__lte=DELIVERIES_SHOWN)
        for delivery in rows.order_by("-created_at", "-pk"):
            recent[delivery.webhook_id].append(delivery)
    for hook in hooks:
        hook.recent = recent[hook.pk]
    return hooks


def webhook_of(*, pk: object, league=None, event=None) -> Webhook | None:
    """One of the owner's webhooks by id; None for an id that is not a number or not theirs."""
    if not isinstance(pk, int | str) or not str(pk).isdigit() or len(str(pk)) > 18:
        return None
    return webhooks_of(league=league, event=event).filter(pk=int(pk)).first()


def listening(*, kind: str, league_id: int | None, event_id: int | None) -> list[Webhook]:
    """The switched-on webhooks of the league (or event) told about ``kind`` (one query)."""
    found = Webhook.objects.filter(active=True)
    found = found.filter(league_id=league_id) if league_id is not None else found.filter(event_id=event_id)
    return [hook for hook in found if kind in hook.kinds]

"""What waits at the webhooks, for the home page's to-do list (registered as a to-do provider in
``WebhooksConfig.ready()``): a webhook switched off after failing, for the commissioners of its league (the
organisers of its event), until one of them switches it on again or deletes it. One query. The switch-off is a
write in its league's (event's) scope, which ``webhook_scopes`` names for the list to follow (one query)."""

from __future__ import annotations

from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from core import datagen
from notifications.selectors import Todo

from .models import Webhook
from .permissions import managed_by

TODO_QUERIES = 1
LABELS = {"webhook": gettext_lazy("Webhook")}


def settings_url(webhook: Webhook) -> str:
    if webhook.league_id is not None:
        return reverse("webhooks:league", kwargs={"slug": webhook.league.slug})
    return reverse("webhooks:event", kwargs={"slug": webhook.event.slug})


def switched_off(user) -> list[Todo]:
    found = (
        Webhook.objects.filter(managed_by(user), active=False, switched_off_at__isnull=False)
        .select_related("league", "event")
        .distinct()
        .order_by("switched_off_at", "pk")
    )
    return [
        Todo(
            kind="webhook",
            text=ngettext(
                "The webhook “%(name)s” was switched off after %(failures)d failed delivery in a row: check its "
                "address, send a test, then switch it on again.",
                "The webhook “%(name)s” was switched off after %(failures)d failed deliveries in a row: check its "
                "address, send a test, then switch it on again.",
                hook.failures,
            ) % {"name": hook.name, "failures": hook.failures},
            url=settings_url(hook),
            action=_("Check it"),
            league=hook.owner.name,
        )
        for hook in found
    ]


def webhook_scopes(user) -> list[str]:
    """The scopes (``core.datagen``) of the leagues and events whose webhooks the user manages and has any of: a
    webhook switched off there changes his list (one query)."""
    owners = Webhook.objects.filter(managed_by(user)).order_by().values_list("league_id", "event_id").distinct()
    return [datagen.league(league) if league is not None else datagen.event(event) for league, event in owners]

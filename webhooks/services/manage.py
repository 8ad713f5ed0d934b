"""A league's commissioners (an event's organisers) add, test, switch on or off and delete its webhooks. Each
service takes the acting user and checks him (``permissions``) before anything is written; a refusal is a
``DomainError`` beside the field it is about, and nothing is saved."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from core.wording import word
from events.models import Event
from league.models import League
from rules.errors import DomainError
from rules.textinput import name_violation

from .. import addresses
from ..models import EVENT_KINDS, LEAGUE_KINDS, NAME_MAX, Delivery, Webhook, default_language, language_choices
from ..payloads.news import ping
from ..payloads.signed import new_secret
from ..permissions import can_manage_webhook, can_manage_webhooks
from .common import scope_of
from .deliveries import delivery_create
from .queue import queue_delivery

WEBHOOKS_MAX = 10  # a league's or an event's webhooks at once: an app limit, not a rule


def kinds_for(*, league=None, event=None) -> tuple:
    """The kinds of message a webhook of this league (or event) can be told about."""
    return LEAGUE_KINDS if league is not None else EVENT_KINDS


def _check_manager(actor, *, league, event) -> None:
    if not can_manage_webhooks(actor, league=league, event=event):
        if league is not None:
            raise DomainError(_("Only the league's commissioners manage its webhooks."))
        raise DomainError(_("Only the event's organisers manage its webhooks."))


def webhook_add(
    *, actor, name: str, preset: str, url: str, kinds, league: League | None = None, event: Event | None = None,
    language: str | None = None,
) -> Webhook:
    """A new webhook of the league (or the event), switched on, with a new signing secret, writing in ``language``
    (one of ``settings.LANGUAGES``; the site's own when None). Its address must be ``https`` and lead to the public
    internet (``addresses.check``: resolved now, and again at each delivery)."""
    if (league is None) == (event is None):
        raise DomainError(_("A webhook belongs to one league or one event."))
    _check_manager(actor, league=league, event=event)
    name = name.strip() if isinstance(name, str) else name
    problem = name_violation(name, max_length=NAME_MAX)
    if problem:
        raise DomainError(word(problem), field="name", violations=[problem], word=word)
    if preset not in Webhook.Preset.values:
        raise DomainError(_("Choose Discord or signed JSON."), field="preset")
    language = default_language() if language is None else language
    if language not in dict(language_choices()):
        raise DomainError(_("Choose one of the languages in the list."), field="language")
    allowed = [str(kind) for kind in kinds_for(league=league, event=event)]
    kinds = list(kinds) if isinstance(kinds, list | tuple) else []
    if not kinds or any(kind not in allowed for kind in kinds):
        raise DomainError(_("Choose what it is told about, from the list."), field="kinds")
    try:
        addresses.check(url)
    except addresses.AddressRefused as exc:
        raise DomainError(str(exc), field="url")
    owner = {"league_id": league.pk if league else None, "event_id": event.pk if event else None}
    with scope_of(**owner), transaction.atomic():
        existing = Webhook.objects.select_for_update().filter(league=league, event=event)
        if len(existing) >= WEBHOOKS_MAX:
            raise DomainError(_("At most %(most)s webhooks at once: delete one first.") % {"most": WEBHOOKS_MAX},
                              field="name")
        if any(hook.name == name for hook in existing):
            raise DomainError(_("Another webhook already has this name."), field="name")
        return Webhook.objects.create(
            league=league, event=event, name=name, preset=preset, url=url.strip(), language=language,
            kinds=[kind for kind in allowed if kind in kinds], secret=new_secret(), created_by=actor,
        )


def webhook_switch(*, actor, webhook: Webhook, on: bool) -> Webhook:
    """Switch the webhook on (its failures forgotten; its address checked again) or off."""
    if not can_manage_webhook(actor, webhook):
        raise DomainError(_("Only those who run its league or event switch a webhook on or off."))
    if on:
        try:
            addresses.check(webhook.url)
        except addresses.AddressRefused as exc:
            raise DomainError(_("It stays off: %(reason)s") % {"reason": exc})
    with scope_of(league_id=webhook.league_id, event_id=webhook.event_id), transaction.atomic():
        changes = {"active": True, "failures": 0, "switched_off_at": None} if on else {"active": False}
        Webhook.objects.filter(pk=webhook.pk).update(**changes)
    webhook.refresh_from_db()
    return webhook


def webhook_delete(*, actor, webhook: Webhook) -> None:
    """Delete the webhook and its log; deliveries still queued find nothing and stop."""
    if not can_manage_webhook(actor, webhook):
        raise DomainError(_("Only those who run its league or event delete a webhook."))
    with scope_of(league_id=webhook.league_id, event_id=webhook.event_id), transaction.atomic():
        Webhook.objects.filter(pk=webhook.pk).delete()


def webhook_test(*, actor, webhook: Webhook) -> Delivery:
    """A test message to the webhook (on or off: one checks an address before switching it on again), sent once
    the transaction commits; it counts neither for nor against the webhook."""
    if not can_manage_webhook(actor, webhook):
        raise DomainError(_("Only those who run its league or event test a webhook."))
    delivery = delivery_create(webhook=webhook, found=ping(webhook))
    queue_delivery(delivery.pk)
    return delivery

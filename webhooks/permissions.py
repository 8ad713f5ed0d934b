"""Who manages a league's or an event's webhooks: its commissioners (``league.permissions``), its organisers
(``events.permissions``). Nobody else sees them: their addresses (a Discord address is itself a key) and secrets."""

from __future__ import annotations

from django.db.models import Q

from events.permissions import is_organiser
from league.permissions import commissioned_by, is_commissioner


def can_manage_webhooks(user, *, league=None, event=None) -> bool:
    """Whether the user may add, test, switch and delete the webhooks of this league (or event), and see them."""
    if league is not None:
        return is_commissioner(user, league)
    if event is not None:
        return is_organiser(user, event)
    return False


def can_manage_webhook(user, webhook) -> bool:
    return can_manage_webhooks(user, league=webhook.league, event=webhook.event)


def managed_by(user):
    """The query form of ``can_manage_webhook``: the webhooks of the leagues the user runs and the events he
    organises."""
    return commissioned_by(user, via="league__") | Q(event__organisers=user)

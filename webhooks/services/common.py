"""What every write of the webhooks app shares: the ``core.datagen`` scope of the league or event it belongs to (a
delivery's log line must not make every kept page of the site stale, only its own league's or event's), and the
settings."""

from __future__ import annotations

from contextlib import AbstractContextManager

from django.conf import settings

from core import datagen


def scope_of(*, league_id: int | None, event_id: int | None) -> AbstractContextManager:
    """The scope a write to a webhook of this league (or event) is made in."""
    return datagen.scope(datagen.league(league_id) if league_id is not None else datagen.event(event_id))


def setting(name: str, default):
    """A webhooks setting (``WEBHOOKS_TIMEOUT`` and so on), with its default when the settings leave it out."""
    return getattr(settings, name, default)


def timeout() -> float:
    """Seconds a delivery waits to connect and for the answer."""
    return float(setting("WEBHOOKS_TIMEOUT", 5))


def attempts() -> int:
    """Attempts at one delivery before it is given up (the first and its retries)."""
    return int(setting("WEBHOOKS_ATTEMPTS", 4))


def switch_off_after() -> int:
    """Deliveries given up in a row after which a webhook is switched off."""
    return int(setting("WEBHOOKS_SWITCH_OFF_AFTER", 5))

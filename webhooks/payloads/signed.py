"""The generic preset: a JSON body ``{"type", "timestamp", "data"}`` signed as Standard Webhooks sign (the
``standardwebhooks`` library): HMAC-SHA256 with the webhook's secret over ``id.timestamp.body``, sent in the
``webhook-id``, ``webhook-timestamp`` and ``webhook-signature`` headers. The id is the delivery's, the same for each
retry (a receiver drops a repeat); the timestamp is each attempt's (a receiver refuses one older than five minutes)."""

from __future__ import annotations

import base64
import secrets
from datetime import datetime

from standardwebhooks import Webhook as Signer

from .news import Announcement

SECRET_PREFIX = "whsec_"  # noqa: S105 (the secrets' prefix, not a secret)
SECRET_BYTES = 32


def new_secret() -> str:
    """A new signing secret: ``whsec_`` and 32 random bytes in base64 (the form the Standard Webhooks libraries
    read)."""
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(SECRET_BYTES)).decode()


def body(announcement: Announcement, *, at: datetime) -> dict:
    return {"type": str(announcement.kind), "timestamp": at.isoformat(), "data": announcement.data}


def headers(*, secret: str, message_id: str, body: str, at: datetime) -> dict[str, str]:
    """The three Standard Webhooks headers for ``body`` sent ``at``."""
    return {
        "webhook-id": message_id,
        "webhook-timestamp": str(int(at.timestamp())),
        "webhook-signature": Signer(secret).sign(msg_id=message_id, timestamp=at, data=body),
    }

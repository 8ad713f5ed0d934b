"""Reads of the API app: a token by its hash (kept in the cache per data generation, so a revocation, which is a
write, is seen at once), a league's or an event's tokens for their page."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.core.cache import cache
from django.db.models import QuerySet

from core import datagen

from .models import ReadToken

TOKEN_KEPT = 300  # seconds a token's look-up is kept (and never across a write: the key names the generation)


@dataclass(frozen=True)
class TokenInfo:
    """What a request needs of its token: which league or event it opens, whether it is revoked, when it was last
    noted as used."""

    pk: int
    league_id: int | None
    event_id: int | None
    revoked: bool
    last_used_at: datetime | None


def token_by_hash(key_hash: str) -> TokenInfo | None:
    """The token stored under this hash, or None; at most one query per data generation (unknown hashes too)."""
    key = f"api:token:{datagen.current()}:{key_hash}"
    found = cache.get(key)
    if found is None:
        row = (
            ReadToken.objects.filter(key_hash=key_hash)
            .values_list("pk", "league_id", "event_id", "revoked_at", "last_used_at")
            .first()
        )
        found = () if row is None else (row[0], row[1], row[2], row[3] is not None, row[4])
        cache.set(key, found, TOKEN_KEPT)
    return TokenInfo(*found) if found else None


def tokens_of(*, league=None, event=None) -> QuerySet[ReadToken]:
    """The league's (or the event's) tokens, live ones first, latest first, with who made them (one query)."""
    found = ReadToken.objects.filter(league=league) if league is not None else ReadToken.objects.filter(event=event)
    return found.select_related("created_by").order_by("revoked_at", "-created_at", "-pk")


def token_of(*, pk: object, league=None, event=None) -> ReadToken | None:
    """One of the league's (or the event's) tokens by id; None for an id that is not a number or not theirs."""
    if not isinstance(pk, int | str) or not str(pk).isdigit() or len(str(pk)) > 18:
        return None
    return tokens_of(league=league, event=event).filter(pk=int(pk)).first()

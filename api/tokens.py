"""What a read token looks like and how it is kept: ``sl_`` and 43 URL-safe characters (256 random bits), stored
as its SHA-256. A token this random needs no slow password hash: nobody can guess one to try against the hash,
and a fast hash lets every API request check its token in one indexed look-up."""

from __future__ import annotations

import hashlib
import re
import secrets

PREFIX = "sl_"
_SHAPE = re.compile(r"sl_[A-Za-z0-9_-]{43}")


def new_token() -> str:
    """A fresh token, to be shown once and stored only as ``token_hash``."""
    return PREFIX + secrets.token_urlsafe(32)


def well_formed(token: object) -> bool:
    """Whether ``token`` has a token's shape (checked before any look-up)."""
    return isinstance(token, str) and _SHAPE.fullmatch(token) is not None


def token_hash(token: str) -> str:
    """The stored form of a token."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()

"""Throttles for the forms a bot would hammer that are not log-ins (django-axes throttles those): sign-up per
client address, and password reset per e-mail address and per client address. A fixed window in the shared cache
(Redis when ``CACHE_URL`` is set): the first request of a window creates its counter with the window as its
lifetime, each later one adds one; over the limit, the caller refuses (or, for a reset, quietly sends nothing).
The limits are settings (the README's Throttles)."""

from __future__ import annotations

import hashlib

from django.core.cache import cache


def allowed(scope: str, who: str, *, limit: int, window: int) -> bool:
    """Counts one more request of ``scope`` by ``who`` (an address, hashed so no address is kept in the cache) and
    says whether it is within ``limit`` requests in ``window`` seconds."""
    key = f"throttle:{scope}:{hashlib.sha256(who.strip().lower().encode()).hexdigest()[:32]}"
    cache.add(key, 0, window)
    try:
        count = cache.incr(key)
    except ValueError:  # expired between add and incr: this request opens a new window
        cache.add(key, 1, window)
        count = 1
    return count <= limit

"""The signed-in user's own language, and the navigation's count of what waits for him, filled in on the way out.

``PreferredLanguageMiddleware`` (after Django's ``LocaleMiddleware``, which took the language from the switcher's
cookie or the browser's Accept-Language) switches to the language the signed-in user chose, when he chose one: his
choice wins over the browser's, on every device. It reads the choice by the session's user id, from the cache
(``selectors.saved_language``), without loading the user (a kept page never does). Every response varies on
Accept-Language and Cookie, as the language comes from either.


A page is kept for its viewer and stamped with the data scopes it shows (``core.pagecache``); what waits for him
depends on every league and event he takes part in, so the count is not in the kept HTML: the navigation holds a
marker (``MARKER``), and this middleware puts the count in its place on every HTML response, kept or made, from
his kept list (``selectors.waiting_count``: no query while nothing in his scopes changed). So a result in another
league of his shows in the count on a page kept before it.
"""

from __future__ import annotations

from django.contrib.auth import SESSION_KEY
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.cache import patch_vary_headers

from .selectors import saved_language, waiting_count

MARKER = b"<!--waiting-count-->"


def badge(count: int) -> bytes:
    """The navigation's badge for ``count`` things waiting (nothing when none wait)."""
    return render_to_string("notifications/_waiting_badge.html", {"count": count}).encode() if count else b""


class WaitingCountMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.streaming or not response.get("Content-Type", "").startswith("text/html"):
            return response
        content = response.content
        if MARKER not in content:
            return response
        session = getattr(request, "session", None)
        user_id = session.get(SESSION_KEY) if session is not None else None
        count = waiting_count(int(user_id), lambda: request.user) if user_id is not None else 0
        response.content = content.replace(MARKER, badge(count))
        return response


class PreferredLanguageMiddleware:
    """The signed-in user's chosen language for his request, and ``Vary`` on what chose it (see the module)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        session = getattr(request, "session", None)
        user_id = session.get(SESSION_KEY) if session is not None else None
        if user_id is not None:
            chosen = saved_language(user_id=int(user_id))
            if chosen and chosen != translation.get_language():
                translation.activate(chosen)
                request.LANGUAGE_CODE = chosen
        response = self.get_response(request)
        patch_vary_headers(response, ("Accept-Language", "Cookie"))
        return response

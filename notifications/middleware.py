"""The navigation's count of what waits for the signed-in user, filled in on the way out.

A page is kept for its viewer and stamped with the data scopes it shows (``core.pagecache``); what waits for him
depends on every league and event he takes part in, so the count is not in the kept HTML: the navigation holds a
marker (``MARKER``), and this middleware puts the count in its place on every HTML response, kept or made, from
his kept list (``selectors.waiting_count``: no query while nothing in his scopes changed). So a result in another
league of his shows in the count on a page kept before it.
"""

from __future__ import annotations

from django.contrib.auth import SESSION_KEY
from django.template.loader import render_to_string

from .selectors import waiting_count

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

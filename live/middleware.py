"""The live page's poll, answered before the rest of the stack when nothing changed.

A phone polls its game's state every second (``views.POLL_SECONDS``) with the version it shows. While the game is
unchanged and anyone may read it (a public league's fixture, an event game), the answer is a bare 204 that says
nothing but that, from the version the last full poll kept in the cache (``selectors.seen``): this middleware gives
it before sessions, the user's language, CSRF or the page cache are looked at, so the many unchanged polls of a
busy evening cost two cache reads each. Anything else (a changed game, a private league, no version kept) goes on
to the view, which checks the reader and keeps the version for the next polls."""

from __future__ import annotations

import re

from django.http import HttpResponse

from .selectors import seen

POLLS = (
    (re.compile(r"^/leagues/(?P<slug>[-\w]+)/fixtures/(?P<pk>\d+)/live/state/$"), ""),
    (re.compile(r"^/events/(?P<slug>[-\w]+)/games/(?P<pk>\d+)/live/state/$"), "event:"),
)
"""The live state URLs (``live:state``, ``live_event:state``) and the prefix of their kept versions' keys."""

UNCHANGED = {"HX-Reswap": "none"}


def unchanged_poll(request) -> HttpResponse | None:
    """The 204 for an unchanged poll of a game anyone may read, else None."""
    version = request.GET.get("v")
    if request.method != "GET" or not version:
        return None
    for pattern, prefix in POLLS:
        found = pattern.match(request.path_info)
        if found:
            known = seen(prefix + found["slug"], int(found["pk"]))
            if known is not None and known[1] and version == known[0]:
                return HttpResponse(status=204, headers=UNCHANGED)
            return None
    return None


class UnchangedPollMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return unchanged_poll(request) or self.get_response(request)

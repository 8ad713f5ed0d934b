"""The live page's poll, answered before the rest of the stack when nothing changed.

A phone polls its game's state every second (``presenting.POLL_SECONDS``) with the version it shows and the language its
page is in. While anyone may read the game (a public league's fixture, an event game), the answer comes from what
the last tap or full poll kept in the cache (``selectors.seen``): a bare 204 while the game is unchanged, else the
state partial the tap rendered. This middleware gives it before sessions, the user's language, CSRF or the page
cache are looked at, so the many polls of a busy evening cost one cache round trip each. Anything else (a private
league, nothing fresh kept, a language nobody rendered yet) goes on to the view, which checks the reader and keeps
the version and the partial for the next polls."""

from __future__ import annotations

import re

from django.http import HttpResponse

from .selectors import event_live_scope, live_scope, seen, version_order

POLLS = (
    (re.compile(r"^/leagues/(?P<slug>[-\w]+)/fixtures/(?P<pk>\d+)/live/state/$"), "", live_scope),
    (re.compile(r"^/events/(?P<slug>[-\w]+)/games/(?P<pk>\d+)/live/state/$"), "event:", event_live_scope),
)
"""The live state URLs (``live:state``, ``live_event:state``), the prefix of their kept versions' keys and their
games' data scopes."""

UNCHANGED = {"HX-Reswap": "none"}


def unchanged_poll(request) -> HttpResponse | None:
    """For a poll of a game anyone may read, while the game kept in the cache is fresh: the 204 when the phone shows
    its version, else the state partial of that version kept in the page's language (``l``, the language the page
    polls in), when a tap or an earlier poll rendered it; None otherwise (the view answers)."""
    version = request.GET.get("v")
    if request.method != "GET" or not version:
        return None
    for pattern, prefix, scope in POLLS:
        found = pattern.match(request.path_info)
        if found:
            known = seen(prefix + found["slug"], int(found["pk"]), scope(int(found["pk"])))
            if known is None or not known.public:
                return None
            if version == known.version:
                return HttpResponse(status=204, headers=UNCHANGED)
            state = known.states.get(request.GET.get("l", ""))
            if state and newer(known.version, version):
                return HttpResponse(state)
            return None
    return None


def newer(kept: str, shown: str) -> bool:
    """Whether the kept version comes after the one the phone shows (a phone never goes back to an older state)."""
    kept_order, shown_order = version_order(kept), version_order(shown)
    return kept_order is not None and (shown_order is None or kept_order > shown_order)


class UnchangedPollMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return unchanged_poll(request) or self.get_response(request)

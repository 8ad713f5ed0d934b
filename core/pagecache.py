"""Read pages kept per viewer and stamped with the data generations they were made under, so a page seen again
costs less than an empty one.

A GET of one of the ``PAGE_CACHE_VIEWS`` (league home, standings, fixtures, a team, the to-do list, the records
pages...) is looked up under a key naming the code's own token (a deploy never serves the old templates' HTML), the
viewer (the session and CSRF cookies: a page carries the viewer's permissions and a CSRF token valid for that
browser only), the page's language (``LocaleMiddleware`` and the viewer's saved choice decided it before), the path
with its query string and the htmx headers (a partial is not the whole page). The kept page carries its **stamp**
(``core.datagen``): the global token and the tokens of the scopes the view said it reads (``reads(request,
datagen.league(pk))``, in the access helpers), or the token every write replaces when it said none. A hit, while
the stamp holds, returns the kept HTML without running the view, loading the user or rendering a template: two cache
round trips. So a result in league A leaves league B's kept pages kept, and a page that names
no scope is stale after any write, as it always was. A page made while a write committed anywhere is not kept
(its data may be older than its stamp). Nothing is kept or served:

* for a request without a CSRF cookie (its response must set one), or with messages waiting to be shown;
* from a response other than 200, one that set a cookie, or one that used the Content Security Policy nonce (an
  inline style's nonce is valid for one response only).

What a page shows of the viewer beyond its scopes (the navigation's count of what waits for him) is not in the
kept HTML: it is a marker filled in on the way out (``notifications.middleware``), kept or made.

Kept pages live ``PAGE_CACHE_TIMEOUT`` seconds at most (300): what depends on the clock rather than on the data,
such as "joined this week" on the to-do list, is never staler than that. On by default when the cache is shared
(``CACHE_URL`` names Redis, so every web process and worker sees the same tokens); ``PAGE_CACHE`` turns it on or
off.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from django.conf import settings
from django.contrib.auth import HASH_SESSION_KEY, SESSION_KEY
from django.core.cache import cache
from django.http import HttpResponse
from django.utils import translation

from . import datagen

KEPT_HEADERS = ("Content-Type", "Content-Disposition", "HX-Trigger", "HX-Trigger-After-Swap", "HX-Reswap")
VARY_ON = (
    "HTTP_HX_REQUEST",
    "HTTP_HX_TARGET",
    "HTTP_HX_TRIGGER",
    "HTTP_HX_BOOSTED",
    "HTTP_HX_HISTORY_RESTORE_REQUEST",
)
SKIPPED_FOLDERS = {"staticfiles", "media", "test-artifacts", "node_modules", "bench"}
CODE_SUFFIXES = {".py", ".html", ".css", ".js", ".json", ".svg", ".mo"}  # .mo: the compiled translations
_code_token: str | None = None


def code_token() -> str:
    """A token of the deployed code, templates and translations (names, sizes and times of their files), read once
    per process."""
    global _code_token
    if _code_token is None:
        digest = hashlib.sha256()
        root = Path(settings.BASE_DIR)
        folders = [p for p in sorted(root.iterdir()) if p.is_dir() and p.name not in SKIPPED_FOLDERS]
        for folder in folders:
            if folder.name.startswith("."):
                continue
            for path in sorted(folder.rglob("*")):
                if path.suffix in CODE_SUFFIXES and "__pycache__" not in path.parts:
                    stat = path.stat()
                    digest.update(f"{path.relative_to(root)}:{stat.st_size}:{stat.st_mtime_ns}".encode())
        _code_token = digest.hexdigest()[:16]
    return _code_token


def page_key(request) -> str | None:
    """The cache key of this GET for this viewer, or None when the page must be made afresh."""
    csrf_cookie = request.COOKIES.get(settings.CSRF_COOKIE_NAME)
    if not csrf_cookie or "messages" in request.COOKIES:
        return None
    session = getattr(request, "session", None)
    if session is not None and "_messages" in session:
        return None
    # The live session's user and its auth hash are in the key, not only the cookies: log-out flushes the session
    # (and a password change rotates the hash), so the old cookies, replayed, find nothing kept.
    user = f"{session.get(SESSION_KEY, '')}|{session.get(HASH_SESSION_KEY, '')}" if session is not None else ""
    viewer = f"{request.COOKIES.get(settings.SESSION_COOKIE_NAME, '')}|{csrf_cookie}|{user}"
    headers = "|".join(request.META.get(name, "") for name in VARY_ON)
    language = translation.get_language()  # the page's language, however chosen (LocaleMiddleware, the preference)
    digest = hashlib.sha256(f"{viewer}|{language}|{request.get_full_path()}|{headers}".encode()).hexdigest()
    return f"page:{code_token()}:{digest}"


def reads(request, *scopes: str) -> None:
    """The page being made shows the data of these scopes only (``core.datagen``), beside what every page shows
    (the global generation). Called by the access helpers as they fetch what a page is about; a page that never
    calls it is stale after any write."""
    found = getattr(request, "_page_scopes", None)
    if found is None:
        found = request._page_scopes = set()
    found.update(scopes)


def stamp_to_keep(request) -> datagen.Stamp | None:
    """The stamp the page just made is kept under, or None when a write committed while it was made (its data
    may be older than the tokens now)."""
    scopes = getattr(request, "_page_scopes", None) or ()
    before = request._page_cache_before
    now = datagen.stamp([datagen.ANY, *scopes])
    if now[datagen.GLOBAL] != before[datagen.GLOBAL] or now[datagen.ANY] != before[datagen.ANY]:
        return None
    if scopes:
        now.pop(datagen.ANY)
    return now


def keepable(request, response) -> bool:
    """Whether the response can be served again to the same viewer until the data changes."""
    return (
        response.status_code == 200
        and not response.streaming
        and not response.cookies
        and getattr(request, "_csp_nonce", None) is None
    )


class PageCacheMiddleware:
    """Serves and keeps the pages named in ``PAGE_CACHE_VIEWS`` (URL names), as the module says."""

    def __init__(self, get_response):
        self.get_response = get_response
        self.views = frozenset(getattr(settings, "PAGE_CACHE_VIEWS", ()))

    def __call__(self, request):
        response = self.get_response(request)
        key = getattr(request, "_page_cache_key", None)
        if key and keepable(request, response):
            stamp = stamp_to_keep(request)
            if stamp is not None:
                kept = {name: response[name] for name in KEPT_HEADERS if response.has_header(name)}
                cache.set(key, (stamp, response.content, kept), settings.PAGE_CACHE_TIMEOUT)
        return response

    def process_view(self, request, view_func, view_args, view_kwargs):
        if not settings.PAGE_CACHE or request.method != "GET":
            return None
        match = request.resolver_match
        if match is None or match.view_name not in self.views:
            return None
        key = page_key(request)
        if key is None:
            return None
        found = cache.get(key)
        if found is None or not datagen.fresh(found[0]):
            request._page_cache_key = key
            request._page_cache_before = datagen.stamp([datagen.ANY])
            return None
        _, content, headers = found
        response = HttpResponse(content)
        for name, value in headers.items():
            response[name] = value
        response["X-Page-Cache"] = "hit"
        return response


def signed_in(request) -> bool:
    """Whether the request's session names a user, without loading the user (a kept page never does)."""
    session = getattr(request, "session", None)
    return session is not None and SESSION_KEY in session

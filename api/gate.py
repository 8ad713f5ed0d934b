"""What every API request passes before its endpoint runs, and what its response gets on the way out.

In order: the rate limit (``core.throttle``: per read token, ``API_PER_TOKEN`` requests a minute; without a valid
token, per client address, ``API_PER_CLIENT``), the token (``Authorization: Bearer <token>``: a malformed, unknown or
revoked one is a 401, whatever the endpoint), then the ETag. The ETag names the data generation (``core.datagen``:
it changes with every write to the database), the deployed code, the path with its query string and who reads (the
token, the signed-in user); so a client sending it back in ``If-None-Match`` gets a 304 while nothing changed,
without the endpoint running or a query being made; a 200 is kept in the cache under its ETag, so the same
answer asked again without it is one cache read too. ETags are on where the data generation is shared
(``etags_on``: with the kept pages). On the way out: the ETag on a 200, caching headers (clients
must check again: ``no-cache``; ``private`` when a token or a session read), and any error the library answers
outside its handlers (a method not allowed) turned into the API's JSON shape."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import wraps

from django.conf import settings
from django.contrib.auth import SESSION_KEY
from django.core.cache import cache
from django.http import HttpResponse, HttpResponseNotModified
from django.utils import timezone
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext as _

from core import datagen, throttle
from core.clientip import client_ip
from core.pagecache import code_token

from . import services
from .errors import ApiError, error_response, from_api_error
from .selectors import TokenInfo, token_by_hash
from .tokens import token_hash, well_formed

WINDOW = 60  # seconds: the API's limits are per minute


@dataclass(frozen=True)
class Reader:
    """Who reads: the token sent (None without one) and the signed-in user's id from the session (None signed out;
    the user is not loaded for this)."""

    token: TokenInfo | None
    user_id: str | None

    def opens_league(self, league) -> bool:
        return self.token is not None and self.token.league_id == league.pk

    def opens_event(self, event) -> bool:
        return self.token is not None and self.token.event_id == event.pk

    @property
    def scope(self) -> str:
        return f"t{self.token.pk if self.token else ''}|u{self.user_id or ''}"


def _limited(scope: str, who: str, limit: int) -> None:
    if not throttle.allowed(scope, who, limit=limit, window=WINDOW):
        raise ApiError(
            429,
            _("Too many requests: at most %(limit)s a minute. Try again later.") % {"limit": limit},
            headers={"Retry-After": str(WINDOW)},
        )


def _token(request) -> TokenInfo | None:
    """The request's token, checked: None without an Authorization header; ApiError 401 for a header that is not
    ``Bearer <token>``, or a token that is malformed, unknown or revoked (each counted against the client's address
    first, so guessing tokens is throttled like any request without one)."""
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _space, value = header.partition(" ")
    value = value.strip()
    found = token_by_hash(token_hash(value)) if scheme.lower() == "bearer" and well_formed(value) else None
    if found is None or found.revoked:
        _limited("api:client", client_ip(request), settings.API_PER_CLIENT)
        if scheme.lower() != "bearer" or not well_formed(value):
            raise ApiError(401, _("The Authorization header must be 'Bearer <token>' with a read token."),
                           code="token_malformed", headers={"WWW-Authenticate": 'Bearer realm="api"'})
        if found is None:
            raise ApiError(401, _("This token is not known."), code="token_unknown",
                           headers={"WWW-Authenticate": 'Bearer realm="api", error="invalid_token"'})
        raise ApiError(401, _("This token was revoked."), code="token_revoked",
                       headers={"WWW-Authenticate": 'Bearer realm="api", error="invalid_token"'})
    return found


def reader_of(request) -> Reader:
    """The request's reader, after its rate limit (ApiError 429) and its token (ApiError 401)."""
    token = _token(request)
    if token is not None:
        _limited("api:token", str(token.pk), settings.API_PER_TOKEN)
    else:
        _limited("api:client", client_ip(request), settings.API_PER_CLIENT)
    session = getattr(request, "session", None)
    signed = session is not None and request.COOKIES.get(settings.SESSION_COOKIE_NAME)
    user_id = session.get(SESSION_KEY) if signed else None
    return Reader(token=token, user_id=user_id)


def etag_of(request, reader: Reader) -> str:
    """The response's ETag: the data generation, the code, the path and query, who reads."""
    seed = f"{datagen.current()}|{code_token()}|{request.get_full_path()}|{reader.scope}"
    return '"' + hashlib.sha256(seed.encode()).hexdigest()[:32] + '"'


def etags_on() -> bool:
    """Whether answers carry ETags and are kept: ``API_ETAGS`` when set, else with the kept pages (a cache every
    process shares; in each process's own memory, a write by another process, a worker or a command, would leave
    this one's ETags standing)."""
    chosen = str(settings.API_ETAGS).strip().lower()
    if chosen:
        return chosen in {"1", "true", "yes", "on"}
    return bool(settings.PAGE_CACHE)


def _matches(request, etag: str) -> bool:
    sent = request.headers.get("If-None-Match", "")
    tags = {tag.strip().removeprefix("W/") for tag in sent.split(",")}
    return etag in tags or "*" in tags


def _finish(response: HttpResponse, reader: Reader | None) -> HttpResponse:
    response["Cache-Control"] = "private, no-cache" if reader and (reader.token or reader.user_id) else "no-cache"
    patch_vary_headers(response, ("Authorization", "Cookie"))
    return response


def _as_json(response: HttpResponse) -> HttpResponse:
    """An error the library answered outside the API's handlers (405 with an empty body) in the API's shape."""
    if response.status_code < 400 or response.get("Content-Type", "").startswith("application/json"):
        return response
    message = _("This method is not allowed here: the API only reads (GET).") if response.status_code == 405 else (
        _("The request was refused."))
    refused = error_response(response.status_code, message)
    if response.has_header("Allow"):
        refused["Allow"] = response["Allow"]
    return refused


def _touch(token: TokenInfo) -> None:
    """Note the token as used when that was last noted ``API_TOKEN_TOUCH_EVERY`` seconds ago or more, judged from
    the look-up itself: an UPDATE that changes no row is still a write to the data generation, so none is sent
    otherwise."""
    every = settings.API_TOKEN_TOUCH_EVERY
    if token.last_used_at is None or (timezone.now() - token.last_used_at).total_seconds() >= every:
        services.read_token_touch(token_id=token.pk, every=every)


def gated(view):
    """The view behind the gate (see the module docstring)."""

    @wraps(view)
    def wrapper(request, *args, **kwargs):
        try:
            reader = reader_of(request)
        except ApiError as exc:
            return _finish(from_api_error(exc), None)
        request.api_reader = reader
        etag = etag_of(request, reader) if etags_on() and request.method == "GET" else ""
        if etag and _matches(request, etag):
            response = HttpResponseNotModified()
            response["ETag"] = etag
            return _finish(response, reader)
        kept = cache.get(f"api:body:{etag}") if etag else None
        if kept is not None:
            response = HttpResponse(kept, content_type="application/json; charset=utf-8")
        else:
            response = _as_json(view(request, *args, **kwargs))
            if etag and response.status_code == 200:
                cache.set(f"api:body:{etag}", response.content, settings.PAGE_CACHE_TIMEOUT)
        if etag and response.status_code == 200:
            response["ETag"] = etag
        if reader.token is not None and response.status_code < 400:
            _touch(reader.token)
        return _finish(response, reader)

    return wrapper

"""Version 1 of the read API: django-ninja's ``NinjaAPI`` with the endpoints' routers. The OpenAPI document is
generated from the typed schemas (``/api/v1/openapi.json``); the readable docs page is our own template
(``api.views.docs``), not ninja's Swagger UI, which loads from a CDN our Content Security Policy refuses."""

from __future__ import annotations

from ninja import NinjaAPI
from ninja.security import HttpBearer

from . import errors
from .endpoints import events, leagues, records, teams


class BearerToken(HttpBearer):
    """A league's (or an event's) read token, sent as ``Authorization: Bearer <token>``; optional. The gate
    (``api.gate``) has checked it before the endpoint runs, so this only hands ninja the reader it found."""

    openapi_description = "A read token, issued by a league's commissioner or an event's organiser."

    def __call__(self, request):
        return request.api_reader

    def authenticate(self, request, token):  # the gate checks tokens; never called
        return request.api_reader


api = NinjaAPI(
    title="Sevens League read API",
    version="1",
    description="Leagues, seasons, standings, fixtures, teams and rosters, records, and events, read only. "
    "Public leagues and events need no token; a private league is read with one of its read tokens.",
    urls_namespace="api-v1",
    docs_url=None,
    auth=[BearerToken()],
)
errors.install(api)
api.add_router("", leagues.router)
api.add_router("", teams.router)
api.add_router("", records.router)
api.add_router("", events.router)

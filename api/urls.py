"""The API's addresses: ``/api/v1/`` (the read API, each endpoint behind ``api.gate``; its OpenAPI document and
docs page; anything else under it a JSON 404) and ``/api/tokens/`` (the pages where read tokens are issued and
revoked)."""

from __future__ import annotations

from django.urls import URLPattern, include, path, re_path

from . import views
from .gate import gated
from .v1 import api


def _gated(patterns) -> list[URLPattern]:
    """ninja's URL patterns with each view behind the gate (rate limits, token, ETag, JSON errors)."""
    return [URLPattern(p.pattern, gated(p.callback), p.default_args, p.name) for p in patterns]


v1 = [
    path("docs/", views.docs, name="docs"),
    *_gated(api.urls[0]),
    re_path(r"^.*$", gated(views.not_found), name="not-found"),
]

tokens = [
    path("league/<slug:slug>/", views.league_tokens, name="league_tokens"),
    path("league/<slug:slug>/<int:pk>/revoke/", views.league_token_revoke, name="league_token_revoke"),
    path("event/<slug:slug>/", views.event_tokens, name="event_tokens"),
    path("event/<slug:slug>/<int:pk>/revoke/", views.event_token_revoke, name="event_token_revoke"),
]

urlpatterns = [
    path("v1/", include((v1, "api-v1"), namespace="api-v1")),
    path("tokens/", include((tokens, "api"), namespace="api")),
]

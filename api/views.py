"""The API's pages: the docs page (the endpoints as the OpenAPI document lists them, in our own template: ninja's
Swagger UI loads from a CDN our Content Security Policy refuses) and the read tokens' pages, where a league's
commissioners (an event's organisers) issue and revoke its tokens. Thin: the services check the acting user again."""

from __future__ import annotations

from functools import cache

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from events.models import Event
from events.permissions import is_organiser
from league.models import League
from league.permissions import is_commissioner
from rules.errors import DomainError

from . import selectors, services
from .errors import error_response
from .forms import TokenForm
from .models import ReadToken
from .v1 import api

METHODS = ("get", "post", "put", "patch", "delete")


@cache
def _endpoints(prefix: str) -> list[dict]:
    """The endpoints of the OpenAPI document by tag, each with its method, path, summary, description and
    parameters (read once per process: the document changes only with the code)."""
    schema = api.get_openapi_schema(path_prefix=prefix)
    groups: dict[str, list[dict]] = {}
    for route, operations in schema["paths"].items():
        for method in METHODS:
            op = operations.get(method)
            if op is None:
                continue
            groups.setdefault((op.get("tags") or ["other"])[0], []).append({
                "method": method.upper(),
                "path": route,
                "summary": op.get("summary", ""),
                "description": op.get("description", ""),
                "parameters": [
                    {"name": p["name"], "in": p["in"], "required": p.get("required", False),
                     "description": p.get("description") or p.get("schema", {}).get("description", "")}
                    for p in op.get("parameters", [])
                ],
                "responses": sorted(op.get("responses", {})),
            })
    return [{"tag": tag, "endpoints": found} for tag, found in groups.items()]


def docs(request: HttpRequest) -> HttpResponse:
    """The API's docs page, readable by anyone."""
    prefix = reverse("api-v1:api-root").rstrip("/")
    return render(request, "api/docs.html", {
        "groups": _endpoints(prefix),
        "root": prefix,
        "openapi": reverse("api-v1:openapi-json"),
    })


def not_found(request: HttpRequest, *args, **kwargs) -> HttpResponse:
    """Any other address under the API: a JSON 404, never the site's HTML page."""
    return error_response(404, _("There is no endpoint at this address: see /api/v1/docs/."))


# --- read tokens -----------------------------------------------------------------------------------------------


def _league_for_commissioner(request: HttpRequest, slug: str) -> League:
    """The league, if the user is one of its commissioners (403 otherwise, 404 if there is none)."""
    league = get_object_or_404(League, slug=slug)
    if not is_commissioner(request.user, league):
        raise PermissionDenied("Only the league's commissioners manage its read tokens.")
    return league


def _event_for_organiser(request: HttpRequest, slug: str) -> Event:
    """The event, if the user is one of its organisers (403 otherwise, 404 if there is none)."""
    event = get_object_or_404(Event, slug=slug)
    if not is_organiser(request.user, event):
        raise PermissionDenied("Only the event's organisers manage its read tokens.")
    return event


def _tokens_page(request: HttpRequest, *, league: League | None = None, event: Event | None = None) -> HttpResponse:
    """The tokens page of a league or an event: its tokens and the form issuing one. A token issued is shown on
    the answer to the form, once (never kept, never cached)."""
    owner = league or event
    form = TokenForm(request.POST or None)
    issued = None
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                made, issued = services.read_token_issue(
                    actor=request.user, name=form.cleaned_data["name"], league=league, event=event
                )
            except DomainError as exc:
                exc.add_to(form)
                status = 422
            else:
                form = TokenForm()
                status = 201
        else:
            status = 422
    kind = "league" if league is not None else "event"
    response = render(request, "api/tokens.html", {
        "owner": owner,
        "kind": kind,
        "form": form,
        "issued": issued,
        "tokens": selectors.tokens_of(league=league, event=event),
        "revoke_url": f"api:{kind}_token_revoke",
        "example": reverse("api-v1:api-root") + (f"leagues/{owner.slug}/standings" if league else
                                                 f"events/{owner.slug}/standings"),
    }, status=status)
    response["Cache-Control"] = "no-store"
    return response


@login_required
def league_tokens(request: HttpRequest, slug: str) -> HttpResponse:
    """A league's read tokens, for its commissioners: the list, and the form issuing one."""
    return _tokens_page(request, league=_league_for_commissioner(request, slug))


@login_required
def event_tokens(request: HttpRequest, slug: str) -> HttpResponse:
    """An event's read tokens, for its organisers: the list, and the form issuing one."""
    return _tokens_page(request, event=_event_for_organiser(request, slug))


def _revoke(request: HttpRequest, token: ReadToken | None, back: str) -> HttpResponse:
    if token is None:
        raise Http404("There is no such token here.")
    try:
        services.read_token_revoke(actor=request.user, token=token)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, _("The token “%(name)s” is revoked: it reads nothing from now on.") % {
            "name": token.name})
    return redirect(back)


@login_required
@require_POST
def league_token_revoke(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Revoke one of the league's tokens (a commissioner)."""
    league = _league_for_commissioner(request, slug)
    token = selectors.token_of(pk=pk, league=league)
    return _revoke(request, token, reverse("api:league_tokens", args=[league.slug]))


@login_required
@require_POST
def event_token_revoke(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Revoke one of the event's tokens (an organiser)."""
    event = _event_for_organiser(request, slug)
    token = selectors.token_of(pk=pk, event=event)
    return _revoke(request, token, reverse("api:event_tokens", args=[event.slug]))

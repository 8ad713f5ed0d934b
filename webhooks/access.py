"""Fetching for the webhooks' pages: one helper per kind of access. A league's webhooks are managed by its
commissioners, an event's by its organisers; anyone else gets a 403 (and a 404 for what does not exist)."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest
from django.shortcuts import get_object_or_404

from events.models import Event
from league.models import League

from . import selectors
from .models import Webhook
from .permissions import can_manage_webhooks


def league_for_manager(request: HttpRequest, slug: str) -> League:
    """The league, if the user is one of its commissioners (403 otherwise, 404 if there is none)."""
    league = get_object_or_404(League, slug=slug)
    if not can_manage_webhooks(request.user, league=league):
        raise PermissionDenied("Only the league's commissioners manage its webhooks.")
    return league


def event_for_manager(request: HttpRequest, slug: str) -> Event:
    """The event, if the user is one of its organisers (403 otherwise, 404 if there is none)."""
    event = get_object_or_404(Event, slug=slug)
    if not can_manage_webhooks(request.user, event=event):
        raise PermissionDenied("Only the event's organisers manage its webhooks.")
    return event


def owner_for_manager(request: HttpRequest, kind: str, slug: str) -> tuple[League | None, Event | None]:
    """The league or the event named in the address (``kind`` is "league" or "event"), for its managers."""
    if kind == "league":
        return league_for_manager(request, slug), None
    return None, event_for_manager(request, slug)


def webhook_for_manager(request: HttpRequest, kind: str, slug: str, pk: int) -> Webhook:
    """One webhook of the league (or event), for its managers; 404 for one of another league or none."""
    league, event = owner_for_manager(request, kind, slug)
    webhook = selectors.webhook_of(pk=pk, league=league, event=event)
    if webhook is None:
        raise Http404("There is no such webhook here.")
    return webhook

"""Fetching for the event pages: one helper per kind of access. No view reads an event, a coach or a game
otherwise (the services check the acting user again)."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.http import HttpRequest
from django.shortcuts import get_object_or_404

from core import datagen, pagecache

from ..models import Event, EventCoach, EventGame
from ..permissions import is_organiser


def event_or_404(slug: str) -> Event:
    """The event with this slug, whoever asks (an event's pages are public); 404 if there is none."""
    return get_object_or_404(Event, slug=slug)


def readable_event(request: HttpRequest, slug: str) -> Event:
    """The event for one of its read pages (public); a kept page holds until the event is written to."""
    event = event_or_404(slug)
    pagecache.reads(request, datagen.event(event.pk))
    return event


def event_for_organiser(request: HttpRequest, slug: str) -> Event:
    """The event, if the user is one of its organisers (403 otherwise, 404 if there is none); a kept page holds
    until the event is written to."""
    event = event_or_404(slug)
    if not is_organiser(request.user, event):
        raise PermissionDenied("Only the event's organisers do this.")
    pagecache.reads(request, datagen.event(event.pk))
    return event


def coach_in(event: Event, pk: int) -> EventCoach:
    """A registration of this event (one of another event is 404)."""
    return get_object_or_404(EventCoach, pk=pk, event=event)


def game_in(event: Event, pk: int) -> EventGame:
    """A game of this event with both coaches and its round (one of another event is 404)."""
    return get_object_or_404(EventGame.objects.select_related("home", "away", "round"), pk=pk, round__event=event)

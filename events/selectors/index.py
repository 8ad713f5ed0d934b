"""The public events list."""

from __future__ import annotations

from django.db.models import Count, F, OuterRef, Q, Subquery
from django.db.models.functions import Coalesce

from ..models import Event, EventCoach, EventGame, Round
from ..permissions import registration_open

INDEX_SHOWN = 50  # events listed in each part of the events list


def _count(found, key: str) -> Coalesce:
    """How many rows of ``found`` (filtered on the event, ``OuterRef("pk")``, through ``key``), as a subquery."""
    counted = found.order_by().values(key).annotate(n=Count("pk")).values("n")[:1]
    return Coalesce(Subquery(counted), 0)


def _with_progress(events) -> list[Event]:
    """The events with what the list shows: rounds drawn, games still open, coaches registered (the Spare Player
    aside, as the places count them), each a subquery rather than one join of every game and coach (one query)."""
    games = EventGame.objects.filter(round__event=OuterRef("pk"))
    found = list(events.annotate(
        rounds_drawn=_count(Round.objects.filter(event=OuterRef("pk")), "event"),
        games_open=_count(games.exclude(status=EventGame.Status.CONFIRMED), "round__event"),
        registered=_count(EventCoach.objects.filter(event=OuterRef("pk"), state=EventCoach.State.ACTIVE,
                                                    spare=False), "event"),
    ))
    for event in found:
        planned = event.pack().rounds
        event.finished = event.rounds_drawn >= planned and not event.games_open
        event.running = bool(event.rounds_drawn) and not event.finished
        event.signing_up = registration_open(event, drawn=bool(event.rounds_drawn))
    return found


def events_for_index(*, user) -> dict[str, list[Event]]:
    """The public events list (readable signed out): the user's own events, then the running, upcoming (those
    open to sign up marked) and finished ones, each with its date, venue and how many coaches it has (two
    queries)."""
    listed = Event.objects.order_by(F("starts_on").desc(nulls_last=True), "-created_at")
    mine: list[Event] = []
    if user.is_authenticated:
        mine = _with_progress(listed.filter(Q(organisers=user) | Q(coaches__user=user)).distinct()[:INDEX_SHOWN])
    others = _with_progress(listed.exclude(pk__in=[e.pk for e in mine])[:INDEX_SHOWN * 3])
    upcoming = [e for e in others if not e.rounds_drawn]
    upcoming.sort(key=lambda e: (e.starts_on is None, e.starts_on or e.created_at.date()))  # soonest first
    return {
        "mine": mine,
        "running": [e for e in others if e.running][:INDEX_SHOWN],
        "upcoming": upcoming[:INDEX_SHOWN],
        "finished": [e for e in others if e.finished][:INDEX_SHOWN],
    }


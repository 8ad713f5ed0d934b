"""What waits for a user at the events, for the home page's to-do list (``notifications.selectors.todo_for`` merges
it: ``event_todo`` is registered as a to-do provider in ``EventsConfig.ready()``).

A coach (his ``EventCoach.user``) is told his game of the latest round while it is to play, and a result the other
coach entered for him to confirm or dispute. An organiser is told the registrations to approve and, on the day of an
event that checks coaches in, who is not yet paid or checked in (both before round 1), each disputed result with
its reason, and a round ready to draw. Results entered and not yet confirmed are the coaches' job, not his. An event
whose every round is drawn and confirmed lists nothing.

At most ``TODO_QUERIES`` queries whatever the number of events, rounds and games: the user's events with what the
organiser's items count, then (only when needed) his games, the disputed games, and the coaches of events not yet
drawn (``selectors.drawn_coaches`` says who a draw pairs). One query when the user is in no event.
"""

from __future__ import annotations

from collections import defaultdict

from django.db.models import Count, Exists, IntegerField, OuterRef, Q, Subquery, Value
from django.db.models.functions import Coalesce
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext_lazy

from core import datagen
from notifications.selectors import Todo

from .models import Event, EventCoach, EventGame, ResultRecord, Round
from .selectors import RANKED_STATES, drawn_coaches

TODO_QUERIES = 4

LABELS = {
    "event_game": gettext_lazy("Your game"),
    "event_result": gettext_lazy("Event result"),
    "event_dispute": pgettext_lazy("a result", "Disputed"),
    "event_round": gettext_lazy("Next round"),
    "event_registration": gettext_lazy("Registrations"),
    "event_desk": gettext_lazy("Check-in"),
}

OPEN = (EventGame.Status.SCHEDULED, EventGame.Status.SUBMITTED, EventGame.Status.DISPUTED)


def desk_url(event: Event) -> str:
    """The organiser's desk (the registrations, payments and check-in)."""
    return reverse("events:desk", kwargs={"slug": event.slug})


def _count(queryset) -> Coalesce:
    """How many rows of ``queryset`` (filtered on ``event=OuterRef("pk")``) each event has, as a subquery."""
    counted = queryset.order_by().values("event").annotate(n=Count("pk")).values("n")[:1]
    return Coalesce(Subquery(counted, output_field=IntegerField()), Value(0))


def _events(user) -> list[Event]:
    """The user's events (as an organiser or a coach), each with what its items need, in one query."""
    here = EventCoach.objects.filter(event=OuterRef("pk"))
    playing = here.filter(approved=True, state=EventCoach.State.ACTIVE)
    games = EventGame.objects.filter(round__event=OuterRef("pk"))
    return list(
        Event.objects.annotate(
            organiser=Exists(Event.organisers.through.objects.filter(event=OuterRef("pk"), user=user)),
            coach=Exists(here.filter(user=user)),
        )
        .filter(Q(organiser=True) | Q(coach=True))
        .annotate(
            latest=Subquery(Round.objects.filter(event=OuterRef("pk")).order_by("-number").values("number")[:1]),
            unconfirmed=Exists(games.exclude(status=EventGame.Status.CONFIRMED)),
            disputed=Exists(games.filter(status=EventGame.Status.DISPUTED)),
            pending=_count(here.filter(approved=False, state=EventCoach.State.ACTIVE)),  # who can be approved
            unpaid=_count(playing.filter(paid=False)),
            absent=_count(playing.filter(checked_in=False)),
        )
        .only("pk", "name", "slug", "rulespack", "check_in", "starts_on")
        .order_by("starts_on", "pk")
    )


def _finished(event: Event) -> bool:
    return event.latest is not None and event.latest >= event.pack().rounds and not event.unconfirmed


def _coach_items(user, events: dict[int, Event]) -> list[Todo]:
    """His game of the latest round while it is to play, and a result entered by the other coach (one query)."""
    games = (
        EventGame.objects.filter(
            round__event__in=list(events),
            status__in=(EventGame.Status.SCHEDULED, EventGame.Status.SUBMITTED),
            away__isnull=False,
        )
        .filter(Q(home__user=user) | Q(away__user=user))
        .select_related("round", "home", "away")
        .order_by("round__number", "table")
    )
    todos = []
    for game in games:
        event = events[game.round.event_id]
        mine, other = (game.home, game.away) if game.home.user_id == user.pk else (game.away, game.home)
        url = event.get_absolute_url()
        if game.status == EventGame.Status.SCHEDULED and game.round.number == event.latest:
            todos.append(Todo(
                kind="event_game",
                text=_("Round %(round)s, table %(table)s: you play %(opponent)s (%(race)s).") % {
                    "round": game.round.number, "table": game.table, "opponent": other.name,
                    "race": _(other.race) if other.race else ""},
                url=f"{url}#my-game",
                action=_("Enter the result"),
                league=event.name,
                when=event.starts_on,
            ))
        elif game.status == EventGame.Status.SUBMITTED and game.submitted_by_id != user.pk:
            todos.append(Todo(
                kind="event_result",
                text=_("Round %(round)s, table %(table)s: %(home)s %(home_td)s–%(away_td)s %(away)s: confirm or "
                       "dispute the result %(opponent)s entered.") % {
                    "round": game.round.number, "table": game.table, "home": game.home.name,
                    "home_td": game.home_td, "away_td": game.away_td, "away": game.away.name, "opponent": other.name},
                url=f"{url}#my-game",
                action=_("Confirm or dispute"),
                league=event.name,
                when=event.starts_on,
            ))
    return todos


def _disputes(events: dict[int, Event]) -> list[Todo]:
    """Each disputed result of the organiser's events, with the dispute's reason (one query)."""
    reason = ResultRecord.objects.filter(game=OuterRef("pk"), kind=ResultRecord.Kind.DISPUTED).order_by("-at", "-pk")
    games = (
        EventGame.objects.filter(round__event__in=list(events), status=EventGame.Status.DISPUTED)
        .annotate(reason=Subquery(reason.values("reason")[:1]))
        .select_related("round", "home", "away")
        .order_by("round__event_id", "round__number", "table")
    )
    return [
        Todo(
            kind="event_dispute",
            text=_("Round %(round)s, table %(table)s: %(home)s v %(away)s: the result is disputed.") % {
                "round": game.round.number, "table": game.table, "home": game.home.name, "away": game.away.name},
            url=reverse("events:result", kwargs={"slug": events[game.round.event_id].slug, "pk": game.pk}),
            action=_("Settle the result"),
            league=events[game.round.event_id].name,
            detail=_("Reason: %(reason)s") % {"reason": game.reason} if game.reason else "",
        )
        for game in games
    ]


def _ready_for_round_one(events: list[Event]) -> set[int]:
    """The events not yet drawn with at least two coaches a draw would pair (one query)."""
    coaches: dict[int, dict[int, EventCoach]] = defaultdict(dict)
    for coach in EventCoach.objects.filter(event__in=[e.pk for e in events], approved=True, state__in=RANKED_STATES):
        coaches[coach.event_id][coach.pk] = coach
    return {e.pk for e in events if len(drawn_coaches(event=e, coaches=coaches[e.pk])) >= 2}


def _organiser_items(events: list[Event]) -> list[Todo]:
    today = timezone.localdate()
    not_drawn = [e for e in events if e.latest is None and (e.starts_on is None or e.starts_on <= today)]
    ready = _ready_for_round_one(not_drawn) if not_drawn else set()
    todos = []
    for event in events:
        url = event.get_absolute_url()
        if event.latest is None and event.pending:
            todos.append(Todo(
                kind="event_registration",
                text=ngettext("%(count)d registration to approve or turn down.",
                              "%(count)d registrations to approve or turn down.", event.pending) % {
                    "count": event.pending},
                url=desk_url(event),
                action=_("Approve"),
                league=event.name,
                when=event.starts_on,
            ))
        on_the_day = event.check_in and event.starts_on is not None and event.starts_on <= today
        if event.latest is None and on_the_day and (event.unpaid or event.absent):
            todos.append(Todo(
                kind="event_desk",
                text=ngettext("%(absent)d coach not checked in, %(unpaid)d unpaid.",
                              "%(absent)d coaches not checked in, %(unpaid)d unpaid.", event.absent) % {
                    "absent": event.absent, "unpaid": event.unpaid},
                url=desk_url(event),
                action=_("Check in"),
                league=event.name,
                when=event.starts_on,
            ))
        if event.pk in ready or (event.latest is not None and not event.unconfirmed):
            number = (event.latest or 0) + 1
            todos.append(Todo(
                kind="event_round",
                text=_("Round %(number)s is ready to draw.") % {"number": number} if number == 1 else
                _("Every result of round %(latest)s is in: round %(number)s is ready to draw.") % {
                    "latest": event.latest, "number": number},
                url=url,
                action=_("Draw the round"),
                league=event.name,
                when=event.starts_on,
            ))
    return todos


def event_todo(user) -> list[Todo]:
    """What waits for the user at his events (as a coach and as an organiser), in at most ``TODO_QUERIES``."""
    events = [e for e in _events(user) if not _finished(e)]
    coaching = {e.pk: e for e in events if e.coach}
    organised = [e for e in events if e.organiser]
    todos = _coach_items(user, coaching) if coaching else []
    if any(e.disputed for e in organised):
        todos += _disputes({e.pk: e for e in organised if e.disputed})
    return todos + _organiser_items(organised)


def event_scopes(user) -> list[str]:
    """The scopes (``core.datagen``) of the events whose data can put something on the user's list: those he
    organises or coaches at (one query). His kept list holds until one of them is written to."""
    ids = (
        Event.objects.filter(
            Q(pk__in=Event.organisers.through.objects.filter(user=user).values("event"))
            | Q(pk__in=EventCoach.objects.filter(user=user).values("event"))
        )
        .order_by()
        .values_list("pk", flat=True)
    )
    return [datagen.event(pk) for pk in ids]

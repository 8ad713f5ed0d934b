"""How the events tell people what waits for them, connected in ``EventsConfig.ready()``: saves of the event tables
queue an e-mail when the transaction commits (``notifications.tasks.queue_email``, ids only), and the writers here,
registered with ``notifications.hooks.register_email``, say who gets which message once the task runs.

The saves are read rather than the services, so every path that writes them tells (a service, the admin, an
import), and the services need no e-mail code:

- a ``Round`` created: each of its coaches is told his table and opponent (the games are written in the same
  transaction, after the round; the task reads them once it commits);
- an ``EventGame`` whose status moves to submitted: the other coach is asked to confirm. The status before the save
  is read from the database in ``pre_save`` (one small query, skipped when ``update_fields`` leaves the status out)
  rather than remembered from when the instance was loaded: the row is what the save changes, whichever instance,
  however old or partly loaded, makes it; a bulk ``update()`` sends no signal and tells nobody;
- a ``ResultRecord`` of a dispute created: the organisers get the reason. The record is the dispute itself, written
  once with its reason, so nothing needs comparing;
- an ``EventCoach`` created unapproved: the organisers are told a registration waits.
"""

from __future__ import annotations

from django.db.models.signals import post_save
from django.urls import reverse
from django.utils.translation import gettext as _

from notifications.hooks import Email, register_email
from notifications.services import site_link
from notifications.tasks import queue_email

from .models import EventCoach, EventGame, ResultRecord, Round
from .todo import desk_url

TEMPLATES = "notifications/email/"


def on_round_saved(sender, *, instance: Round, created: bool, raw: bool = False, **kwargs) -> None:
    if created and not raw:
        queue_email("event_round_drawn", instance.pk)


def on_game_saved(sender, *, instance: EventGame, created: bool, raw: bool = False, update_fields=None,
                  **kwargs) -> None:
    """A result moved to waiting for confirmation (the status the game was read with, ``EventGame.status_read``,
    was another): the other coach is asked."""
    before = getattr(instance, "status_read", None)
    if created or raw or before is None or (update_fields is not None and "status" not in update_fields):
        return
    instance.status_read = instance.status
    if instance.status == EventGame.Status.SUBMITTED and before != EventGame.Status.SUBMITTED:
        queue_email("event_result_submitted", instance.pk)


def on_record_saved(sender, *, instance: ResultRecord, created: bool, raw: bool = False, **kwargs) -> None:
    if created and not raw and instance.kind == ResultRecord.Kind.DISPUTED:
        queue_email("event_result_disputed", instance.pk)


def on_coach_saved(sender, *, instance: EventCoach, created: bool, raw: bool = False, **kwargs) -> None:
    if created and not raw and not instance.approved:
        queue_email("event_registration", instance.pk)


def round_drawn_emails(round_id: int) -> list[Email]:
    """Each coach of the round with an account: his table and opponent (or his Bye), while it has a game to play."""
    round_ = Round.objects.select_related("event").filter(pk=round_id).first()
    if round_ is None:
        return []
    games = list(round_.games.select_related("home", "away").order_by("table"))
    if not any(game.status == EventGame.Status.SCHEDULED for game in games):
        return []  # a round read from an event file with its results, or one played before the task ran
    event = round_.event
    url = site_link(f"{event.get_absolute_url()}#my-game")
    emails = []
    for game in games:
        for me, other in ((game.home, game.away), (game.away, game.home)):
            if me is None or me.user_id is None:
                continue
            if other is None:
                subject = _("%(event)s, round %(round)s: you have a Bye") % {
                    "event": event.name, "round": round_.number,
                }
            else:
                subject = _("%(event)s, round %(round)s: table %(table)s, you play %(opponent)s (%(race)s)") % {
                    "event": event.name, "round": round_.number, "table": game.table, "opponent": other.name,
                    "race": _(other.race) if other.race else "",
                }
            emails.append(Email(
                preference="event_round_drawn",
                user_ids=frozenset({me.user_id}),
                subject=subject,
                template=f"{TEMPLATES}event_round_drawn.txt",
                context={"event": event, "round": round_, "game": game, "me": me, "other": other, "url": url},
            ))
    return emails


def result_submitted_emails(game_id: int) -> list[Email]:
    """The other coach of a game whose result waits for confirmation (both, when an outsider entered it)."""
    game = EventGame.objects.select_related("round__event", "home", "away", "submitted_by").filter(pk=game_id).first()
    if game is None or game.status != EventGame.Status.SUBMITTED or game.away is None:
        return []
    event = game.round.event
    return [Email(
        preference="event_result_submitted",
        user_ids=frozenset({game.home.user_id, game.away.user_id} - {game.submitted_by_id, None}),
        subject=_("Confirm the result: %(home)s %(home_td)s–%(away_td)s %(away)s (%(event)s, round %(round)s)") % {
            "home": game.home.name, "home_td": game.home_td, "away_td": game.away_td, "away": game.away.name,
            "event": event.name, "round": game.round.number,
        },
        template=f"{TEMPLATES}event_result_submitted.txt",
        context={"event": event, "game": game, "url": site_link(f"{event.get_absolute_url()}#my-game")},
    )]


def result_disputed_emails(record_id: int) -> list[Email]:
    """The organisers, with the reason, while the game's result is still disputed."""
    record = (
        ResultRecord.objects.select_related("game__round__event", "game__home", "game__away", "by")
        .filter(pk=record_id, kind=ResultRecord.Kind.DISPUTED)
        .first()
    )
    if record is None or record.game.status != EventGame.Status.DISPUTED:
        return []
    game, event = record.game, record.game.round.event
    return [Email(
        preference="event_result_disputed",
        user_ids=frozenset(event.organisers.values_list("pk", flat=True)),
        subject=_("Disputed: %(home)s v %(away)s (%(event)s, round %(round)s)") % {
            "home": game.home.name, "away": game.away.name, "event": event.name, "round": game.round.number,
        },
        template=f"{TEMPLATES}event_result_disputed.txt",
        context={
            "event": event,
            "game": game,
            "record": record,
            "url": site_link(reverse("events:result", kwargs={"slug": event.slug, "pk": game.pk})),
        },
    )]


def registration_emails(coach_id: int) -> list[Email]:
    """The organisers, while the registration still waits for approval."""
    coach = EventCoach.objects.select_related("event").filter(pk=coach_id).first()
    if coach is None or coach.approved or coach.state == EventCoach.State.WITHDRAWN:
        return []
    event = coach.event
    return [Email(
        preference="event_registration",
        user_ids=frozenset(event.organisers.values_list("pk", flat=True)),
        subject=_("%(coach)s registered for %(event)s and waits for approval") % {
            "coach": coach.name, "event": event.name,
        },
        template=f"{TEMPLATES}event_registration.txt",
        context={"event": event, "coach": coach, "url": site_link(desk_url(event))},
    )]


def connect() -> None:
    post_save.connect(on_round_saved, sender=Round, dispatch_uid="events.round_drawn")
    post_save.connect(on_game_saved, sender=EventGame, dispatch_uid="events.result_submitted")
    post_save.connect(on_record_saved, sender=ResultRecord, dispatch_uid="events.result_disputed")
    post_save.connect(on_coach_saved, sender=EventCoach, dispatch_uid="events.registration")
    register_email("event_round_drawn", round_drawn_emails)
    register_email("event_result_submitted", result_submitted_emails)
    register_email("event_result_disputed", result_disputed_emails)
    register_email("event_registration", registration_emails)

"""The events on the home page's to-do list (``events.todo``, merged by ``notifications.selectors.todo_for``): a
coach's game and the results he confirms, an organiser's registrations, check-in, disputes and next round, nothing
for an outsider nor for a finished event; a fixed number of queries whatever the number of events and games."""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from events import services
from events.models import Event, EventCoach, EventGame
from events.todo import TODO_QUERIES, desk_url, event_todo
from notifications.selectors import todo_for
from tests.factories import coach, draw, make_bare_event

pytestmark = pytest.mark.django_db

EVENT_KINDS = {"event_game", "event_result", "event_dispute", "event_round", "event_registration", "event_desk"}


@pytest.fixture
def day(cast):
    """Round 1 of an event drawn: coach A (Human) v coach B (Orc) at table 2, two coaches without accounts at 1."""
    event = make_bare_event(cast)
    a = coach(event, "coach_a", cast.coach_a, race="Human")
    b = coach(event, "coach_b", cast.coach_b, race="Orc")
    c, d = coach(event, "Cat"), coach(event, "Dan", race="Skaven")
    draw(event, 1, [(c, d), (a, b)])
    cast.event, cast.a, cast.b = event, a, b
    cast.game = EventGame.objects.get(home=a, away=b)
    return cast


def event_items(user):
    return [t for t in todo_for(user=user) if t.kind in EVENT_KINDS]


def test_each_coach_is_told_his_game_of_the_round(day):
    (item,) = event_items(day.coach_a)
    assert item.kind == "event_game"
    assert item.text == "Round 1, table 2: you play coach_b (Orc)."
    assert item.url == f"{day.event.get_absolute_url()}#my-game"
    assert item.action == "Enter the result"
    assert item.league == "Sevens Slam"
    assert item.label == "Your game"
    (item,) = event_items(day.coach_b)
    assert item.text == "Round 1, table 2: you play coach_a (Human)."
    assert event_items(day.commissioner) == []  # games to play are the coaches' job
    assert todo_for(user=day.outsider) == []


def test_a_result_entered_shows_on_the_opponents_list_and_not_on_his_own(day, django_capture_on_commit_callbacks):
    assert [t.kind for t in event_items(day.coach_b)] == ["event_game"]  # cached now
    with django_capture_on_commit_callbacks(execute=True):
        services.game_submit(game=day.game, actor=day.coach_a, home_td=2, away_td=1, home_cas=0, away_cas=0)
    (item,) = event_items(day.coach_b)
    assert item.kind == "event_result"
    assert item.action == "Confirm or dispute"
    assert item.text == "Round 1, table 2: coach_a 2–1 coach_b: confirm or dispute the result coach_a entered."
    assert item.url.startswith(day.event.get_absolute_url())
    assert event_items(day.coach_a) == []  # he waits for coach B
    assert event_items(day.commissioner) == []  # a result waiting for the coach is not the organiser's


def test_a_disputed_result_goes_to_the_organiser_with_its_reason(day, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        services.game_submit(game=day.game, actor=day.coach_a, home_td=2, away_td=1, home_cas=0, away_cas=0)
        services.game_confirm(game=day.game, actor=day.coach_b, confirm=False, reason="It was 1-1, not 2-1.")
    (item,) = event_items(day.commissioner)
    assert item.kind == "event_dispute"
    assert item.detail == "Reason: It was 1-1, not 2-1."
    assert item.url == reverse("events:result", kwargs={"slug": day.event.slug, "pk": day.game.pk})
    assert "coach_a v coach_b" in item.text
    assert event_items(day.outsider) == []


def test_a_round_ready_to_draw_waits_for_the_organiser_and_a_finished_event_lists_nothing(day):
    EventGame.objects.filter(round__event=day.event).update(status=EventGame.Status.CONFIRMED)
    (item,) = event_items(day.commissioner)
    assert item.kind == "event_round"
    assert item.text == "Every result of round 1 is in: round 2 is ready to draw."
    assert item.url == day.event.get_absolute_url()
    assert event_items(day.coach_a) == []
    for number in (2, 3):  # the rulespack plans three rounds
        draw(day.event, number, [(day.a, day.b)], status=EventGame.Status.CONFIRMED)
    assert event_items(day.commissioner) == []
    assert event_items(day.coach_a) == []


def test_registrations_to_approve_and_the_check_in_on_the_day(cast):
    today = timezone.localdate()
    event = make_bare_event(cast, check_in=True, starts_on=today + timedelta(days=1))
    here = coach(event, "coach_a", cast.coach_a, approved=True, paid=True, checked_in=True)
    late = coach(event, "coach_b", cast.coach_b, approved=True)
    coach(event, "Newcomer", approved=False)
    coach(event, "Gone", approved=False, state=EventCoach.State.WITHDRAWN)
    (item,) = event_items(cast.commissioner)  # the day has not come: no check-in, no draw
    assert item.kind == "event_registration"
    assert item.text == "1 registration to approve or turn down."
    assert item.url == desk_url(event)
    assert item.url in (f"/events/{event.slug}/coaches/", event.get_absolute_url())
    Event.objects.filter(pk=event.pk).update(starts_on=today)
    assert [t.kind for t in event_items(cast.commissioner)] == ["event_registration", "event_desk"]
    (desk,) = [t for t in event_items(cast.commissioner) if t.kind == "event_desk"]
    assert desk.text == "1 coach not checked in, 1 unpaid."
    EventCoach.objects.filter(pk=late.pk).update(checked_in=True)  # two checked in: round 1 can be drawn
    kinds = [t.kind for t in event_items(cast.commissioner)]
    assert kinds == ["event_registration", "event_desk", "event_round"]
    (ready,) = [t for t in event_items(cast.commissioner) if t.kind == "event_round"]
    assert ready.text == "Round 1 is ready to draw."
    assert event_items(here.user) == []
    assert event_items(cast.outsider) == []
    draw(event, 1, [(here, late)])
    assert [t.kind for t in event_items(cast.commissioner)] == []  # before round 1 only; the games are the coaches'


def test_without_check_in_two_approved_coaches_make_round_one_ready(cast):
    event = make_bare_event(cast)
    coach(event, "coach_a", cast.coach_a, approved=True)
    assert event_items(cast.commissioner) == []
    coach(event, "coach_b", cast.coach_b, approved=True)
    assert [t.kind for t in event_items(cast.commissioner)] == ["event_round"]


def populate(cast, n, start=0):
    """``n`` events, each with a drawn round holding a game of coach A's, a result for coach B to confirm, a dispute,
    a registration to approve and a check-in on the day, and ``n`` events not yet drawn where the organiser of the
    first ones plays."""
    today = timezone.localdate()
    for i in range(start, start + n):
        event = make_bare_event(cast, name=f"Slam {i}", check_in=True, starts_on=today)
        a = coach(event, "coach_a", cast.coach_a, approved=True)
        b = coach(event, "coach_b", cast.coach_b, approved=True)
        c, d, e, f = (coach(event, name, approved=True) for name in ("Cat", "Dan", "Eve", "Fay"))
        coach(event, "Newcomer", approved=False)
        round_ = draw(event, 1, [(a, c), (d, b), (e, f)])
        EventGame.objects.filter(round=round_, table=2).update(status=EventGame.Status.SUBMITTED)
        EventGame.objects.filter(round=round_, table=3).update(status=EventGame.Status.DISPUTED)
        upcoming = make_bare_event(cast, name=f"Later {i}")
        coach(upcoming, "coach_a", cast.coach_a, approved=True)
        coach(upcoming, "Dan", approved=True)
        coach(upcoming, "Newcomer", approved=False)
        coach(upcoming, "commish", cast.commissioner, approved=True)  # an organiser who plays elsewhere


def queries(user):
    with CaptureQueriesContext(connection) as captured:
        items = event_todo(user)
    return len(captured.captured_queries), items


@pytest.mark.parametrize("who", ["coach_a", "coach_b", "commissioner"])
def test_the_events_part_costs_the_same_queries_with_one_event_or_five(cast, who):
    populate(cast, 1)
    few, small = queries(getattr(cast, who))
    populate(cast, 4, start=1)
    many, large = queries(getattr(cast, who))
    assert few == many <= TODO_QUERIES
    if who == "commissioner":  # organiser and coach: every query the events part has
        assert many == TODO_QUERIES
    assert len(large) > len(small) > 0
    assert queries(cast.outsider) == (1, [])


def test_the_home_page_shows_the_event_items(client, day):
    client.force_login(day.coach_a)
    page = client.get(reverse("home")).content.decode()
    assert 'data-kind="event_game"' in page
    assert "Round 1, table 2: you play coach_b (Orc)." in page
    assert f'href="{day.event.get_absolute_url()}#my-game"' in page
    assert "Enter the result" in page

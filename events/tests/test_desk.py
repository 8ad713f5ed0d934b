"""The organiser's desk with the cast (organiser, coach A, coach B, outsider, signed out): every registration, its
marks and roster problems, and the buttons that change them."""

import pytest
from django.contrib.messages import get_messages
from django.urls import reverse

from events import services
from events.models import Event, EventCoach
from events.services import registration as reg
from rules.tournament import EventFile, Rulespack
from tests.factories import UserFactory, make_team

pytestmark = pytest.mark.django_db


@pytest.fixture
def event(cast):
    data = EventFile(name="Sevens Slam", pack=Rulespack.default("sevens", rounds=3), coaches=(), rounds=())
    event = services.event_import(data=data, organiser=cast.commissioner)
    Event.objects.filter(pk=event.pk).update(capacity=3)
    event.refresh_from_db()
    cast.mine_a = reg.event_register(event=event, user=cast.coach_a, team=make_team(coach=cast.coach_a, name="A7"),
                                     naf=1234, club="Reikland")
    cast.mine_b = reg.event_register(event=event, user=cast.coach_b, team=make_team(coach=cast.coach_b, name="B7"))
    return event


def desk(event):
    return reverse("events:desk", args=[event.slug])


@pytest.mark.parametrize("who", ["coach_a", "coach_b", "outsider", None])
def test_only_the_organiser_keeps_the_desk(client, cast, event, who):
    if who:
        client.force_login(getattr(cast, who))
    coach = cast.mine_b
    urls = [reverse(f"events:{name}", args=[event.slug, coach.pk]) for name in ("mark", "spare", "drop", "replace")]
    response = client.get(desk(event))
    if who is None:
        assert response.status_code == 302
        assert "/accounts/login/" in response["Location"]
    else:
        assert response.status_code == 403
    for url in urls:
        assert client.post(url, {"paid": "true", "confirm": "yes"}).status_code in (302, 403)
    coach.refresh_from_db()
    assert (coach.paid, coach.spare, coach.state) == (False, False, EventCoach.State.ACTIVE)


def test_the_desk_lists_every_registration_with_its_marks_and_warnings(client, cast, event):
    client.force_login(cast.commissioner)
    html = client.get(desk(event)).content.decode()
    assert "coach_a" in html
    assert "NAF 1234" in html
    assert "club Reikland" in html
    assert "1 coach has no NAF number: their games are left out of the NAF upload." in html
    assert 'id="bye-warning"' not in html  # nobody approved yet: an even field of none
    reg.event_approve(event=event, coach=cast.mine_a, approve=True, actor=cast.commissioner)
    html = client.get(desk(event)).content.decode()
    assert "round 1 will give a Bye" in html


def test_the_organiser_marks_paid_checks_in_and_sets_a_naf_number_refused_beside_the_coach(client, cast, event):
    client.force_login(cast.commissioner)
    url = reverse("events:mark", args=[event.slug, cast.mine_b.pk])
    client.post(url, {"paid": "true"})
    client.post(url, {"checked_in": "true"})
    cast.mine_b.refresh_from_db()
    assert (cast.mine_b.paid, cast.mine_b.checked_in) == (True, True)
    for bad in ("abc", "-3", "12.5", "123456789"):
        response = client.post(url, {"naf": bad, "club": ""})
        assert response.status_code == 302
        text = " ".join(str(m) for m in get_messages(response.wsgi_request))
        assert "coach_b: A NAF number" in text
    client.post(url, {"naf": "777", "club": "Altdorf"})
    cast.mine_b.refresh_from_db()
    assert (cast.mine_b.naf, cast.mine_b.club, cast.mine_b.paid) == (777, "Altdorf", True)


def test_the_organiser_names_the_spare_replaces_and_turns_down_from_the_desk(client, cast, event):
    client.force_login(cast.commissioner)
    users = [UserFactory(username=n) for n in ("cal", "dan")]
    cal, dan = (reg.event_register(event=event, user=u, team=make_team(coach=u, name=f"{u.username} 7"))
                for u in users)
    assert dan.state == EventCoach.State.WAITING
    client.post(reverse("events:spare", args=[event.slug, cast.mine_a.pk]))
    cast.mine_a.refresh_from_db()
    dan.refresh_from_db()
    assert cast.mine_a.spare
    assert dan.state == EventCoach.State.ACTIVE  # the Spare holds no place
    html = client.get(desk(event)).content.decode()
    assert "Spare Player" in html
    reject = reverse("events:reject", args=[event.slug, cal.pk])
    client.post(reject, {"next": desk(event)})  # no box ticked: nothing happens
    assert EventCoach.objects.filter(pk=cal.pk).exists()
    response = client.post(reject, {"next": desk(event), "confirm": "yes"})
    assert response["Location"] == desk(event)
    assert not EventCoach.objects.filter(pk=cal.pk).exists()
    drop = reverse("events:drop", args=[event.slug, cast.mine_b.pk])
    client.post(drop)  # no box ticked: nothing happens
    assert EventCoach.objects.filter(pk=cast.mine_b.pk).exists()
    client.post(drop, {"confirm": "yes"})  # before round 1 a drop is a turn-down
    assert not EventCoach.objects.filter(pk=cast.mine_b.pk).exists()


def test_the_desk_replaces_a_coach_by_one_from_the_waiting_list(client, cast, event):
    client.force_login(cast.commissioner)
    users = [UserFactory(username=n) for n in ("cal", "dan")]
    _, dan = (reg.event_register(event=event, user=u, team=make_team(coach=u, name=f"{u.username} 7"))
              for u in users)
    assert "Replace coach_b by" in client.get(desk(event)).content.decode()
    assert '<option value="">A coach on the waiting list</option>' in client.get(desk(event)).content.decode()
    url = reverse("events:replace", args=[event.slug, cast.mine_b.pk])
    client.post(url, {"by": "nonsense"})
    cast.mine_b.refresh_from_db()
    assert cast.mine_b.state == EventCoach.State.ACTIVE
    client.post(url, {"by": dan.pk})
    cast.mine_b.refresh_from_db()
    dan.refresh_from_db()
    assert (cast.mine_b.state, dan.state) == (EventCoach.State.WITHDRAWN, EventCoach.State.ACTIVE)


def test_the_desk_reads_the_waiting_list_once_whatever_the_number_of_coaches(client, cast, event,
                                                                             django_assert_max_num_queries):
    """Each coach's row offers the waiting list to replace him: the list is read once for the page, not once per
    row (an N+1 on a 150-coach event)."""
    from django.test.utils import override_settings

    client.force_login(cast.commissioner)
    for name in ("cal", "dan", "eve", "fay", "gus"):
        user = UserFactory(username=name)
        reg.event_register(event=event, user=user, team=make_team(coach=user, name=f"{name} 7"))
    with override_settings(PAGE_CACHE=False):
        client.get(desk(event))
        with django_assert_max_num_queries(12) as captured:
            page = client.get(desk(event)).content.decode()
    assert page.count("<option value=\"\">A coach on the waiting list</option>") == 3  # three coaches may be replaced
    assert sum("events_eventcoach" in q["sql"] for q in captured.captured_queries) <= 3

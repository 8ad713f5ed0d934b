"""The coach's side of sign-up with the cast: places left and the waiting list, NAF numbers refused beside the
field, Skill Points spent per player in the browser, changing a roster, withdrawing, and the event page's parts."""

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
    Event.objects.filter(pk=event.pk).update(capacity=1)
    event.refresh_from_db()
    cast.slam_a = make_team(coach=cast.coach_a, name="Slam Rookies")
    cast.slam_b = make_team(coach=cast.coach_b, name="Slam Cats")
    return event


def url(name, event):
    return reverse(f"events:{name}", args=[event.slug])


def register(client, user, event, team, **data):
    client.force_login(user)
    return client.post(url("register", event), {"team": team.pk, "naf": "", **data})


def test_the_register_page_shows_places_left_then_the_waiting_list(client, cast, event):
    client.force_login(cast.coach_a)
    assert "1 place left of 1." in client.get(url("register", event)).content.decode()
    response = register(client, cast.coach_a, event, cast.slam_a, club="Reikland", spare_volunteer="on")
    assert response.status_code == 302
    mine = EventCoach.objects.get(user=cast.coach_a)
    assert (mine.club, mine.spare_volunteer, mine.state) == ("Reikland", True, EventCoach.State.ACTIVE)
    client.force_login(cast.coach_b)
    assert "The event is full" in client.get(url("register", event)).content.decode()
    response = register(client, cast.coach_b, event, cast.slam_b)
    assert "on the waiting list" in " ".join(str(m) for m in get_messages(response.wsgi_request))
    page = client.get(event.get_absolute_url()).content.decode()
    assert "You are on the waiting list (number 1)" in page


@pytest.mark.parametrize("bad", ["abc", "-3", "12.5", "123456789", "１２"])
def test_a_bad_naf_number_is_refused_beside_the_field(client, cast, event, bad):
    response = register(client, cast.coach_a, event, cast.slam_a, naf=bad)
    assert response.status_code == 422
    html = response.content.decode()
    assert 'id="id_naf_errors"' in html
    assert "A NAF number" in html
    assert not EventCoach.objects.exists()


def test_the_skills_are_offered_per_player_with_the_budget_and_points_left(client, cast, event):
    client.force_login(cast.coach_a)
    page = client.get(url("register", event), {"team": cast.slam_a.pk, "skill_0": "Block", "skill_1": "Dodge"})
    html = page.content.decode()
    assert 'name="skill_0"' in html
    assert "Block (General, 1 pt)" in html
    assert "Dodge (Agility, 2 pts)" in html
    assert "Loner" not in html  # never a trait
    assert '<dd id="points-left">5</dd>' in html  # Human, Tier 2: 8 Skill Points, 3 spent
    partial = client.get(url("register", event), {"team": cast.slam_a.pk}, headers={"HX-Request": "true"})
    assert partial.content.decode().lstrip().startswith('<fieldset class="skills" id="skill-picks"')


def test_refused_skills_are_explained_beside_the_player_and_nothing_is_saved(client, cast, event):
    picks = {"skills_for": cast.slam_a.pk, "skill_0": "Dodge", "skill_1": "Guard", "skill_2": "Catch"}
    response = register(client, cast.coach_a, event, cast.slam_a, **picks)
    assert response.status_code == 422
    html = response.content.decode()
    assert 'id="id_skill_2_errors"' in html
    assert "Secondary skill too many" in html
    assert not EventCoach.objects.exists()
    forged = register(client, cast.coach_a, event, cast.slam_a, skills_for=cast.slam_a.pk, skill_0="Loner")
    assert 'id="id_skill_0_errors"' in forged.content.decode()
    ok = register(client, cast.coach_a, event, cast.slam_a, skills_for=cast.slam_a.pk, skill_0="Block")
    assert ok.status_code == 302
    coach = EventCoach.objects.get(user=cast.coach_a)
    assert coach.roster["players"][0]["skills"] == ["Block"]
    reg.event_approve(event=event, coach=coach, approve=True, actor=cast.commissioner)
    client.force_login(cast.commissioner)
    book = client.get(url("rosters", event)).content.decode()
    assert "Block" in book


@pytest.mark.parametrize("who", ["commissioner", "coach_b", "outsider", None])
def test_only_the_registered_coach_changes_his_roster_or_withdraws(client, cast, event, who):
    register(client, cast.coach_a, event, cast.slam_a)
    client.logout()
    if who:
        client.force_login(getattr(cast, who))
    resubmit = client.get(url("resubmit", event))
    withdraw = client.post(url("withdraw", event), {"confirm": "on"})
    if who is None:
        assert "/accounts/login/" in resubmit["Location"]
        assert "/accounts/login/" in withdraw["Location"]
    else:
        assert resubmit["Location"] == url("register", event)  # not registered: sent to sign up
        assert withdraw.status_code == 403
    assert EventCoach.objects.get(user=cast.coach_a).state == EventCoach.State.ACTIVE


def test_the_coach_changes_his_roster_then_withdraws_after_ticking_the_box(client, cast, event):
    register(client, cast.coach_a, event, cast.slam_a, skills_for=cast.slam_a.pk, skill_0="Block")
    coach = EventCoach.objects.get(user=cast.coach_a)
    reg.event_approve(event=event, coach=coach, approve=True, actor=cast.commissioner)
    page = client.get(event.get_absolute_url()).content.decode()
    assert "approved" in page
    assert url("withdraw", event) in page
    assert url("resubmit", event) in page
    form = client.get(url("resubmit", event)).content.decode()
    assert '<option value="Block" selected>' in form  # his stored pick
    changed = client.post(url("resubmit", event), {"team": cast.slam_a.pk, "skills_for": cast.slam_a.pk,
                                                   "skill_1": "Tackle"})
    assert changed.status_code == 302
    coach.refresh_from_db()
    assert (coach.approved, coach.roster["players"][1]["skills"]) == (False, ["Tackle"])
    unsure = client.post(url("withdraw", event))
    assert unsure.status_code == 422
    assert "Tick the box" in unsure.content.decode()
    client.post(url("withdraw", event), {"confirm": "on"})
    coach.refresh_from_db()
    assert coach.state == EventCoach.State.WITHDRAWN


def test_the_event_page_shows_the_organiser_a_summary_with_the_desk(client, cast, event):
    register(client, cast.coach_a, event, cast.slam_a)
    client.force_login(cast.commissioner)
    page = client.get(event.get_absolute_url()).content.decode()
    assert url("desk", event) in page
    assert "Approve coach_a" in page
    for who in (cast.coach_b, cast.outsider):
        client.force_login(who)
        assert url("desk", event) not in client.get(event.get_absolute_url()).content.decode()


def test_late_sign_up_stays_open_after_the_deadline_until_round_1(client, cast, event):
    from datetime import timedelta

    from django.utils import timezone

    Event.objects.filter(pk=event.pk).update(roster_deadline=timezone.now() - timedelta(days=1), capacity=None)
    assert register(client, cast.coach_a, event, cast.slam_a).status_code == 422
    Event.objects.filter(pk=event.pk).update(late_signup=True)
    assert register(client, cast.coach_a, event, cast.slam_a).status_code == 302
    late = UserFactory(username="late")
    client.force_login(late)
    assert "Register" in client.get(event.get_absolute_url()).content.decode()

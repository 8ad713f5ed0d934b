"""Registration, approval, the draw and results entered from a phone and confirmed by the other coach, with the
cast (organiser, coach A, coach B, outsider)."""

import re

import pytest
from django.urls import reverse

from events import services
from events.models import EventCoach, EventGame
from tests.factories import make_team

pytestmark = pytest.mark.django_db


@pytest.fixture
def event(cast):
    cast.friendly_a = make_team(coach=cast.coach_a, name="Slam Rookies")
    cast.friendly_b = make_team(coach=cast.coach_b, name="Slam Alley Cats")
    return _empty_event(cast)


def _empty_event(cast):
    from rules.tournament import EventFile, Rulespack

    data = EventFile(name="Sevens Slam", pack=Rulespack.default("sevens", rounds=3), coaches=(), rounds=())
    return services.event_import(data=data, organiser=cast.commissioner)


def register(client, user, event, team, naf=""):
    client.force_login(user)
    return client.post(reverse("events:register", args=[event.slug]), {"team": team.pk, "naf": naf})


def test_coaches_register_the_organiser_approves_and_only_the_organiser(client, cast, event):
    response = register(client, cast.coach_a, event, cast.friendly_a, naf="1234")
    assert response.status_code == 302
    coach = EventCoach.objects.get(user=cast.coach_a)
    assert (coach.approved, coach.naf, coach.team_name, coach.race) == (False, 1234, "Slam Rookies", "Human")
    assert coach.roster["format"] == "sevens-roster/1"
    for who in (cast.coach_a, cast.coach_b, cast.outsider):
        client.force_login(who)
        assert client.post(reverse("events:approve", args=[event.slug, coach.pk])).status_code == 403
    client.force_login(cast.commissioner)
    client.post(reverse("events:approve", args=[event.slug, coach.pk]))
    coach.refresh_from_db()
    assert coach.approved


def test_a_second_registration_another_coachs_team_or_bad_numbers_are_refused_beside_the_field(client, cast, event):
    register(client, cast.coach_a, event, cast.friendly_a)
    again = register(client, cast.coach_a, event, cast.friendly_a)
    assert again.status_code == 422
    assert "registered for this event already" in again.content.decode()
    forged = register(client, cast.coach_b, event, cast.friendly_a)
    assert forged.status_code == 422
    assert "Select a valid choice" in forged.content.decode()
    bad_naf = register(client, cast.coach_b, event, cast.friendly_b, naf="-5")
    assert bad_naf.status_code == 422
    assert 'id="id_naf_errors"' in bad_naf.content.decode()
    assert EventCoach.objects.count() == 1


def approved_pair(client, cast, event):
    register(client, cast.coach_a, event, cast.friendly_a)
    register(client, cast.coach_b, event, cast.friendly_b)
    for coach in EventCoach.objects.all():
        services.event_approve(event=event, coach=coach, approve=True, actor=cast.commissioner)
    drawn = services.round_pair(event=event, actor=event.organisers.first(), seed=1)
    return drawn.games.select_related("home", "away").get()


def test_a_result_entered_by_one_coach_is_confirmed_by_the_other(client, cast, event):
    game = approved_pair(client, cast, event)
    url = reverse("events:result", args=[event.slug, game.pk])
    confirm = reverse("events:confirm", args=[event.slug, game.pk])
    client.force_login(cast.outsider)
    assert client.get(url).status_code == 403
    client.force_login(cast.coach_a)
    assert client.get(url).status_code == 200
    home_is_a = game.home.user_id == cast.coach_a.pk
    scores = {"home_td": 3, "away_td": 1, "home_cas": 2, "away_cas": 4, "conceded_by": ""}
    assert client.post(url, scores).status_code == 302
    game.refresh_from_db()
    assert game.status == EventGame.Status.SUBMITTED
    assert client.post(confirm).status_code == 403  # not the coach who entered it
    for who in (cast.outsider,):
        client.force_login(who)
        assert client.post(confirm).status_code == 403
    client.force_login(cast.coach_b)
    assert client.post(confirm, {"answer": "confirm"}).status_code == 302
    game.refresh_from_db()
    assert game.status == EventGame.Status.CONFIRMED
    page = client.get(event.get_absolute_url()).content.decode()
    assert "3–1" in page
    ranked = [int(pk) for pk in re.findall(r'<tr data-coach="(\d+)"', page)]
    assert ranked == [game.home_id, game.away_id]  # the home coach won 3-1 (coach A entered it as home or away)
    assert home_is_a in (True, False)
    assert register(client, cast.outsider, event, cast.friendly_a).status_code == 422  # rosters frozen


def test_a_disputed_result_goes_back_and_bad_scores_change_nothing(client, cast, event):
    game = approved_pair(client, cast, event)
    url = reverse("events:result", args=[event.slug, game.pk])
    client.force_login(cast.coach_a)
    bad = client.post(url, {"home_td": "-1", "away_td": "x", "home_cas": 0, "away_cas": 0})
    assert bad.status_code == 422
    assert 'id="id_home_td_errors"' in bad.content.decode()
    assert 'id="id_away_td_errors"' in bad.content.decode()
    game.refresh_from_db()
    assert game.status == EventGame.Status.SCHEDULED
    client.post(url, {"home_td": 1, "away_td": 1, "home_cas": 0, "away_cas": 0})
    client.force_login(cast.coach_b)
    dispute = reverse("events:dispute", args=[event.slug, game.pk])
    no_reason = client.post(dispute, {"reason": "  "})  # a dispute carries a reason, beside the field
    assert no_reason.status_code == 422
    assert 'id="id_reason_errors"' in no_reason.content.decode()
    game.refresh_from_db()
    assert game.status == EventGame.Status.SUBMITTED
    client.post(dispute, {"reason": "It was 2-1, not 1-1."})
    game.refresh_from_db()
    assert game.status == EventGame.Status.DISPUTED
    record = game.records.get()
    assert (record.kind, record.by, record.reason, record.before["home_td"]) == ("disputed", cast.coach_b,
                                                                                 "It was 2-1, not 1-1.", 1)
    client.post(url, {"home_td": 2, "away_td": 1, "home_cas": 0, "away_cas": 0})  # entered again, to confirm
    game.refresh_from_db()
    assert (game.status, game.home_td) == (EventGame.Status.SUBMITTED, 2)


def test_the_organiser_enters_any_result_and_it_counts_at_once(client, cast, event):
    game = approved_pair(client, cast, event)
    client.force_login(cast.commissioner)
    url = reverse("events:result", args=[event.slug, game.pk])
    client.post(url, {"home_td": 0, "away_td": 2, "home_cas": 0, "away_cas": 1, "conceded_by": "home"})
    game.refresh_from_db()
    assert game.status == EventGame.Status.CONFIRMED
    assert game.conceded_by_id == game.home_id
    assert client.get(url).status_code == 403  # entered once



def test_a_bye_counts_as_a_2_0_win_as_soon_as_it_is_drawn(cast):
    from events.selectors import event_standings
    from tests.factories import make_event

    three = make_event(["Ann", "Ben", "Cal"], organiser=cast.commissioner)
    drawn = services.round_pair(event=three, actor=three.organisers.first(), seed=4)
    bye = drawn.games.get(away__isnull=True)
    assert bye.status == EventGame.Status.CONFIRMED
    rows = {coach.name: row for row, coach in event_standings(event=three)}
    assert (rows[bye.home.name].points, rows[bye.home.name].bonus_points, rows[bye.home.name].td_for) == (2, 1, 2)
    other = drawn.games.get(away__isnull=False)
    services.game_submit(game=other, actor=cast.commissioner, home_td=1, away_td=0, home_cas=0,
                         away_cas=0)
    assert services.round_pair(event=three, actor=three.organisers.first(), seed=5).number == 2


def test_at_the_roster_deadline_registration_closes_and_the_rosters_are_published(client, cast, event):
    """Seed 003 (issue 17): "at the roster deadline the rosters are frozen and published"."""
    from datetime import timedelta

    from django.utils import timezone

    Event = type(event)
    Event.objects.filter(pk=event.pk).update(roster_deadline=timezone.now() + timedelta(days=1))
    event.refresh_from_db()
    assert register(client, cast.coach_a, event, cast.friendly_a).status_code == 302  # before the deadline
    client.force_login(cast.outsider)
    assert client.get(reverse("events:rosters", args=[event.slug])).status_code == 403  # not yet published
    Event.objects.filter(pk=event.pk).update(roster_deadline=timezone.now() - timedelta(minutes=1))
    event.refresh_from_db()
    assert event.rosters_frozen()
    assert client.get(reverse("events:rosters", args=[event.slug])).status_code == 200
    late = make_team(coach=cast.coach_b, name="Late Rookies")
    response = register(client, cast.coach_b, event, late)
    assert response.status_code == 422
    assert "Registration is closed" in response.content.decode()
    assert not EventCoach.objects.filter(user=cast.coach_b).exists()

"""Destructive actions ask first, with or without JavaScript: each form carries a box to tick (``confirm=yes``), and
a POST without it changes nothing. The pages offer the box inside a disclosure, never an ``hx-confirm``."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from league import services as league_services
from league.models import Fixture, Season
from matches.models import Match
from teams.models import Player, Team

pytestmark = pytest.mark.django_db

CONFIRM_BOX = 'name="confirm" value="yes" required'


@pytest.fixture
def running(cast):
    for team in (cast.team_a, cast.team_b):
        league_services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    season = league_services.season_start(league=cast.league)
    league_services.season_generate_fixtures(season=season, seed=1)
    return season.fixtures.select_related("home", "away").get()


def league_url(name, league, *args):
    return reverse(f"league:{name}", args=[league.slug, *args])


def test_firing_a_player_needs_the_box(client, cast):
    client.force_login(cast.coach_a)
    player = cast.team_a.players.get(number=7)
    page = client.get(cast.team_a.get_absolute_url())
    assertContains(page, CONFIRM_BOX)
    assertNotContains(page, "hx-confirm")
    url = reverse("teams:fire", args=[cast.team_a.pk, player.pk])
    response = client.post(url, {"version": cast.team_a.version}, follow=True)
    assertContains(response, "Nobody was fired: tick the box to confirm first.")
    player.refresh_from_db()
    assert player.status == Player.Status.AVAILABLE
    client.post(url, {"version": cast.team_a.version, "confirm": "yes"})
    player.refresh_from_db()
    assert player.status == Player.Status.FIRED


@pytest.mark.parametrize("action", ["fixture_cancel", "fixture_delete"])
def test_cancelling_or_deleting_a_fixture_needs_the_box(client, cast, running, action):
    client.force_login(cast.commissioner)
    page = client.get(running.get_absolute_url())
    assertContains(page, CONFIRM_BOX, count=2)
    assertNotContains(page, "hx-confirm")
    response = client.post(league_url(action, cast.league, running.pk), follow=True)
    assertContains(response, "Nothing changed: tick the box to confirm first.")
    running.refresh_from_db()
    assert running.status == Fixture.Status.SCHEDULED
    client.post(league_url(action, cast.league, running.pk), {"confirm": "yes"})
    gone = not Fixture.objects.filter(pk=running.pk, status=Fixture.Status.SCHEDULED).exists()
    assert gone


def test_rejecting_an_entry_needs_the_box_approving_does_not(client, cast):
    client.force_login(cast.commissioner)
    assertContains(client.get(league_url("teams", cast.league)), CONFIRM_BOX, count=2)
    response = client.post(league_url("reject", cast.league, cast.team_b.pk))
    assertContains(response, "Nothing changed: tick the box to confirm first.", status_code=422)
    assert Team.objects.get(pk=cast.team_b.pk).entry == "pending"
    client.post(league_url("reject", cast.league, cast.team_b.pk), {"confirm": "yes"})
    assert Team.objects.get(pk=cast.team_b.pk).entry == "rejected"
    client.post(league_url("approve", cast.league, cast.team_a.pk))
    assert Team.objects.get(pk=cast.team_a.pk).entry == "approved"


def test_finishing_a_season_goes_through_its_confirmation_page(client, cast, running):
    client.force_login(cast.commissioner)
    page = client.get(league_url("season_finish", cast.league))
    assertContains(page, 'name="confirm" value="yes"')
    response = client.post(league_url("season_next", cast.league), {"name": "Autumn", "cancel_unplayed": "on"})
    assert response.status_code == 302
    assert response["Location"] == league_url("season_finish", cast.league)
    assert list(Season.objects.values_list("status", flat=True)) == [Season.Status.RUNNING]
    running.refresh_from_db()
    assert running.status == Fixture.Status.SCHEDULED
    data = {"name": "Autumn", "cancel_unplayed": "on", "confirm": "yes"}
    assert client.post(league_url("season_next", cast.league), data).status_code == 302
    assert Season.objects.count() == 2


def test_voiding_a_result_needs_the_box(client, cast, running, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(
            fixture=running, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0
        )
    match = Match.objects.get(fixture=running)
    client.force_login(cast.commissioner)
    assertContains(client.get(running.get_absolute_url()), CONFIRM_BOX)
    url = reverse("matches:void", args=[match.pk])
    response = client.post(url, {"reason": "Wrong fixture"}, follow=True)
    assertContains(response, "Nothing was voided: tick the box to confirm first.")
    running.refresh_from_db()
    assert running.status == Fixture.Status.CONFIRMED
    client.post(url, {"reason": "Wrong fixture", "confirm": "yes"})
    running.refresh_from_db()
    assert running.status == Fixture.Status.SUBMITTED

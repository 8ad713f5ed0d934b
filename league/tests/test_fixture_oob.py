"""After a result is saved over htmx, the fixture page's scoreboard and its match-day and post-game cards come back
out of band with the result card, so the big score never still says "v"."""

from datetime import date

import pytest
from django.urls import reverse

from league import services
from league.models import Fixture

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


@pytest.fixture
def fixture(cast):
    for team in cast.league.teams.all():
        services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    season = services.season_start(league=cast.league)
    services.season_generate_fixtures(season=season, seed=7, first_date=date(2025, 3, 1))
    return season.fixtures.select_related("home", "away").get()


def post_result(client, league, fixture, home_td, away_td):
    url = reverse("league:result_submit", args=[league.slug, fixture.pk])
    data = {"home_td": home_td, "away_td": away_td, "home_cas": 0, "away_cas": 0, "conceded_by": ""}
    return client.post(url, {**data, "partial": "result"}, headers=HTMX)


def test_the_commissioners_result_updates_the_scoreboard_and_the_cards(client, cast, fixture):
    client.force_login(cast.commissioner)
    before = client.get(fixture.get_absolute_url()).content.decode()
    assert '<div class="board" data-board>v</div>' in before
    response = post_result(client, cast.league, fixture, 2, 1)
    assert response.status_code == 200
    assert response["HX-Trigger"] == "result-confirmed"
    html = response.content.decode()
    assert html.lstrip().startswith('<section class="card" id="result">')
    assert '<section class="card fixture-head" id="scoreboard" hx-swap-oob="true">' in html
    assert '<div class="board" data-board>2 – 1</div>' in html
    assert '<div id="fixture-panels" hx-swap-oob="true">' in html
    panels = html.split('<div id="fixture-panels" hx-swap-oob="true">', 1)[1]
    assert 'id="post-game"' in panels  # the post-game card appears with the confirmed result
    assert "<html" not in html
    assert Fixture.objects.get(pk=fixture.pk).status == Fixture.Status.CONFIRMED


def test_a_coachs_entry_shows_pending_on_the_scoreboard(client, cast, fixture):
    coach = cast.coach_a if fixture.home.coach_id == cast.coach_a.pk else cast.coach_b
    client.force_login(coach)
    html = post_result(client, cast.league, fixture, 1, 1).content.decode()
    scoreboard = html.split('id="scoreboard" hx-swap-oob="true">', 1)[1].split("</section>", 1)[0]
    assert "<span data-pending>1 – 1</span>" in scoreboard
    assert "pending" in scoreboard
    assert 'id="match-day"' in html.split('id="fixture-panels"', 1)[1]


def test_a_notice_for_the_fixture_lists_has_no_out_of_band_parts(client, cast, fixture):
    coach = cast.coach_a if fixture.home.coach_id == cast.coach_a.pk else cast.coach_b
    client.force_login(coach)
    url = reverse("league:result_submit", args=[cast.league.slug, fixture.pk])
    data = {"home_td": 1, "away_td": 0, "home_cas": 0, "away_cas": 0, "conceded_by": "", "partial": "notice"}
    html = client.post(url, data, headers=HTMX).content.decode()
    assert "hx-swap-oob" not in html

"""Issue 24: a public directory of public leagues at /leagues/, readable signed out, private leagues never listed,
in a fixed number of queries whatever the number of leagues."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from league import services
from tests.factories import UserFactory, make_league, make_team

pytestmark = pytest.mark.django_db

CAST = ["commissioner", "coach_a", "coach_b", "outsider", None]


def as_(client, cast, who):
    client.logout()
    if who:
        client.force_login(getattr(cast, who))
    return client


@pytest.fixture
def private(cast):
    return make_league(commissioner=cast.commissioner, name="Hidden Cellar", slug="hidden-cellar", public=False)


def add_leagues(n, offset=0):
    for i in range(offset, offset + n):
        commissioner = UserFactory(username=f"comm{i}")
        league = make_league(commissioner=commissioner, name=f"Open League {i}", slug=f"open-{i}")
        for j in range(2):
            team = make_team(coach=UserFactory(username=f"coach{i}-{j}"), name=f"Team {i}-{j}", league=league)
            services.league_decide_entry(league=league, team=team, approve=True, actor=commissioner)
        season = services.season_start(league=league)
        services.season_generate_fixtures(season=season, seed=1)


@pytest.mark.parametrize("who", CAST)
def test_everyone_reads_the_directory_and_no_private_league(client, cast, private, who):
    for team in (cast.team_a, cast.team_b):
        services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    services.season_start(league=cast.league)
    response = as_(client, cast, who).get(reverse("league:index"))
    assert response.status_code == 200
    directory = response.content.decode().split('id="public-leagues"')[1]
    row = directory.split('data-league="lustria-sevens"')[1].split("</tr>")[0]
    assert "Lustria Sevens" in row
    assert "Blood Bowl Sevens" in row
    assert "2020" in row
    assert "Season 1" in row
    assert 'data-label="Teams">2</td>' in row
    assert "Hidden Cellar" not in directory
    assertContains(response, f'href="{reverse("league:index")}"')  # the menu links the directory
    if who == "commissioner":  # his own private league is listed under his leagues only
        assertContains(response, 'id="your-leagues"')
        assertContains(response, "Hidden Cellar")
    elif who is None:
        assertNotContains(response, 'id="your-leagues"')
        assertNotContains(response, "Create a league")


def test_a_league_without_a_season_or_teams(client, cast):
    response = client.get(reverse("league:index"))
    row = response.content.decode().split('data-league="lustria-sevens"')[1].split("</tr>")[0]
    assert "not started" in row
    assert 'data-label="Teams">0</td>' in row  # the cast's teams wait for approval


def test_the_directory_costs_the_same_queries_for_one_league_or_many(client, cast, django_assert_num_queries):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    add_leagues(1)
    with CaptureQueriesContext(connection) as few:
        assert client.get(reverse("league:index")).status_code == 200
    add_leagues(5, offset=1)
    with django_assert_num_queries(len(few.captured_queries)):
        response = client.get(reverse("league:index"))
    assert response.content.decode().count("data-league=") == 7


def test_bad_page_numbers_are_no_500(client, cast):
    for page in ("abc", "-1", "999", "\x00"):
        assert client.get(reverse("league:index"), {"page": page}).status_code == 200

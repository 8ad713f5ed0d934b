"""The fixtures page shows one round at a time: the first with a game still open, any other by ``?round=``, or all."""

import re

import pytest
from django.urls import reverse

from league import services
from league.models import Membership
from tests.factories import UserFactory, approve_all, make_team

pytestmark = pytest.mark.django_db


@pytest.fixture
def season(cast):
    for name in ("Middenheim Marauders", "Nuln Nobodies"):
        coach = UserFactory(username=name.split()[0].lower())
        Membership.objects.create(league=cast.league, user=coach)
        make_team(coach=coach, name=name, league=cast.league)
    approve_all(cast.league, cast.commissioner)
    season = services.season_start(league=cast.league)
    services.season_generate_fixtures(season=season, seed=7)
    return season


def rounds_shown(response) -> list[str]:
    return re.findall(r'data-round="(\d+)"', response.content.decode())


def confirm_round(season, number, commissioner):
    for fixture in season.fixtures.filter(round=number, away__isnull=False):
        services.result_submit(fixture=fixture, actor=commissioner, is_commissioner=True, home_td=1, away_td=0)


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "coach_b", "outsider"])
def test_the_first_open_round_is_shown_with_a_link_to_every_round(client, cast, season, who):
    client.force_login(getattr(cast, who))
    page = reverse("league:fixtures", args=[cast.league.slug])
    response = client.get(page)
    assert response.status_code == 200
    assert rounds_shown(response) == ["1"]
    html = response.content.decode()
    for number in (1, 2, 3):
        assert f"round={number}" in html
    assert "round=all" in html
    confirm_round(season, 1, cast.commissioner)
    assert rounds_shown(client.get(page)) == ["2"]


def test_a_round_or_all_of_them_by_the_query(client, cast, season):
    client.force_login(cast.coach_a)
    page = reverse("league:fixtures", args=[cast.league.slug])
    assert rounds_shown(client.get(page, {"round": 3})) == ["3"]
    assert rounds_shown(client.get(page, {"round": "all"})) == ["1", "2", "3"]
    for bad in ("99", "x", "-1", "1" * 40):
        assert rounds_shown(client.get(page, {"round": bad})) == ["1"]


def test_every_round_played_shows_the_last(client, cast, season):
    for number in (1, 2, 3):
        confirm_round(season, number, cast.commissioner)
    client.force_login(cast.coach_a)
    assert rounds_shown(client.get(reverse("league:fixtures", args=[cast.league.slug]))) == ["3"]


def test_the_page_reads_in_a_bounded_number_of_queries(client, cast, season, django_assert_max_num_queries):
    from django.test.utils import override_settings

    client.force_login(cast.coach_a)
    page = reverse("league:fixtures", args=[cast.league.slug])
    client.get(page)
    with override_settings(PAGE_CACHE=False), django_assert_max_num_queries(9):
        assert client.get(page, {"round": "all"}).status_code == 200

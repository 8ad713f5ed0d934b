"""Issue #30: "All rounds" of a large league comes in pages of whole rounds, so no page holds thousands of rows
(a 128-team league's 1,920 games in pages of at most FIXTURES_PER_PAGE)."""

import re

import pytest
from django.urls import reverse

from league import services
from league.models import Membership
from league.views import fixtures as fixture_views
from tests.factories import UserFactory, approve_all, make_team

pytestmark = pytest.mark.django_db


def test_pages_hold_whole_rounds_within_the_limit():
    sizes = {1: 64, 2: 64, 3: 64, 4: 64, 5: 300, 6: 10}
    pages = fixture_views.fixture_pages([1, 2, 3, 4, 5, 6], sizes, most=200)
    assert pages == [[1, 2, 3], [4], [5], [6]]  # a round over the limit is a page of its own
    assert fixture_views.fixture_pages([], {}, most=200) == []


def test_all_rounds_of_a_league_come_in_pages_the_signed_out_reader_can_follow(client, cast, monkeypatch):
    for name in ("Middenheim Marauders", "Nuln Nobodies", "Talabheim Tusks", "Averland Aces"):
        coach = UserFactory(username=name.split()[0].lower())
        Membership.objects.create(league=cast.league, user=coach)
        make_team(coach=coach, name=name, league=cast.league)
    approve_all(cast.league, cast.commissioner)
    season = services.season_start(league=cast.league)
    services.season_generate_fixtures(season=season, seed=7)  # six teams: five rounds of three games
    monkeypatch.setattr(fixture_views, "FIXTURES_PER_PAGE", 6)
    url = reverse("league:fixtures", args=[cast.league.slug])
    first = client.get(url, {"round": "all"}).content.decode()
    assert re.findall(r'data-round="(\d+)"', first) == ["1", "2"]
    assert 'aria-label="Pages"' in first
    assert "Rounds 3–4" in first
    last = client.get(url, {"round": "all", "page": "3"}).content.decode()
    assert re.findall(r'data-round="(\d+)"', last) == ["5"]
    for odd in ("0", "99", "x", "²"):
        assert client.get(url, {"round": "all", "page": odd}).status_code == 200

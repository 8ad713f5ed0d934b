"""Issue 24: the fixture page puts the match-day card (with the player reports) before the result while the game
is to be played, and the result first once it is played."""

import pytest
from django.urls import reverse

from league import services as league_services

pytestmark = pytest.mark.django_db


def page(client, fixture, who):
    client.logout()
    if who is not None:
        client.force_login(who)
    return client.get(reverse("league:fixture", args=[fixture.season.league.slug, fixture.pk])).content.decode()


def test_match_day_first_while_the_game_is_to_be_played(client, cast, fixture):
    for who in (cast.commissioner, cast.coach_a, cast.coach_b):
        html = page(client, fixture, who)
        assert html.index('id="match-day"') < html.index("Player reports") < html.index('id="result"')
    for who in (cast.outsider, None):  # no match-day card for them; the result card still shows
        html = page(client, fixture, who)
        assert 'id="match-day"' not in html
        assert 'id="result"' in html


def test_the_result_first_once_played(client, cast, fixture, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(
            fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0
        )
    for who in (cast.commissioner, cast.coach_a, cast.coach_b):
        html = page(client, fixture, who)
        assert html.index('id="result"') < html.index('id="post-game"') < html.index('id="match-day"')
    for who in (cast.outsider, None):
        html = page(client, fixture, who)
        assert html.index('id="result"') < html.index('id="post-game"')

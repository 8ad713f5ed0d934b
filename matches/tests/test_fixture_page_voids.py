"""Issue 24: after a void and a re-confirmation the fixture page marks the voided run's post-game as voided."""

import re

import pytest
from django.urls import reverse

from league import services as league_services
from matches import services
from matches.models import Match

pytestmark = pytest.mark.django_db


def confirm_and_advance(fixture, cast, capture):
    with capture(execute=True):
        if fixture.status == "submitted":
            league_services.result_confirm(fixture=fixture, actor=cast.commissioner, is_commissioner=True)
        else:
            league_services.result_submit(
                fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0
            )
    match = Match.objects.get(fixture=fixture)
    with capture(execute=True):
        for team in (fixture.home, fixture.away):
            services.advancement_choose(
                match=match,
                team=team,
                actor=cast.commissioner,
                kind="primary",
                player_id=team.players.get(number=4).pk,
                category="General",
            )
    return match


def page(client, fixture):
    return client.get(reverse("league:fixture", args=[fixture.season.league.slug, fixture.pk]))


def test_the_voided_run_is_shown_as_voided(client, cast, fixture, django_capture_on_commit_callbacks):
    match = confirm_and_advance(fixture, cast, django_capture_on_commit_callbacks)
    services.match_void(match=match, actor=cast.commissioner, reason="Wrong score")
    fixture.refresh_from_db()
    confirm_and_advance(fixture, cast, django_capture_on_commit_callbacks)
    for who in (cast.commissioner, cast.coach_a, cast.coach_b, cast.outsider, None):
        client.logout()
        if who is not None:
            client.force_login(who)
        response = page(client, fixture)
        assert response.status_code == 200
        html = response.content.decode()
        gains = re.findall(r"(<del>)?<strong>[^<]+</strong>: [^<]* gains ", html)
        assert len(gains) == 4  # two coaches' advancement, twice
        assert sum(1 for struck in gains if struck) == 2  # the first run's, struck through
        post_game, voids = html.split('id="post-game"')[1].split('id="voids"')
        assert "<del>" not in post_game
        assert post_game.count(" gains ") == 2
        assert "Voided " in voids
        assert voids.count(" gains ") == 2
        assert voids.count("<li><del>") == len(response.context["voids"][0].events) > 2  # every event of the run
        ctx = response.context
        assert all(e.created_at > ctx["voids"][0].voided_at for e in ctx["post_game"]["events"])


def test_a_voided_result_not_yet_confirmed_again_keeps_its_run_under_the_void(
    client, cast, fixture, django_capture_on_commit_callbacks
):
    match = confirm_and_advance(fixture, cast, django_capture_on_commit_callbacks)
    services.match_void(match=match, actor=cast.commissioner, reason="Wrong score")
    client.force_login(cast.coach_a)
    html = page(client, fixture).content.decode()
    assert 'id="post-game"' not in html
    assert len(re.findall(r"<del><strong>[^<]+</strong>: [^<]* gains ", html)) == html.count(" gains ") == 2

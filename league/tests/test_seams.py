"""What league offers the apps after it: the result-confirmed signal, the fixture page hook, result_reopen and
the one answer to each league question."""

import pytest

from league import hooks, services
from league.models import Fixture
from league.permissions import can_enter_team, is_commissioner, is_member, plays_in
from league.signals import result_confirmed
from rules.errors import DomainError
from teams import permissions as team_permissions

pytestmark = pytest.mark.django_db


@pytest.fixture
def fixture(cast):
    for team in (cast.team_a, cast.team_b):
        services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    season = services.season_start(league=cast.league)
    services.season_generate_fixtures(season=season, seed=7)
    return season.fixtures.select_related("home", "away").get()


@pytest.fixture
def heard():
    """Every fixture the signal was sent with."""
    fixtures = []

    def receiver(sender, fixture, **kwargs):
        fixtures.append(fixture)

    result_confirmed.connect(receiver, dispatch_uid="league-test")
    yield fixtures
    result_confirmed.disconnect(dispatch_uid="league-test")


def test_confirming_sends_result_confirmed_once(cast, fixture, heard):
    services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=1, away_td=0)
    assert heard == []
    services.result_confirm(fixture=fixture, actor=fixture.away.coach)
    assert [f.pk for f in heard] == [fixture.pk]
    assert heard[0].status == Fixture.Status.CONFIRMED


def test_a_commissioner_result_sends_it_too(cast, fixture, heard):
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0)
    assert [f.pk for f in heard] == [fixture.pk]


def test_the_signal_is_sent_inside_the_confirming_transaction(cast, fixture):
    def refuse(sender, fixture, **kwargs):
        raise RuntimeError("receiver failed")

    result_confirmed.connect(refuse, dispatch_uid="league-test-refuse")
    try:
        services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=1, away_td=0)
        with pytest.raises(RuntimeError):
            services.result_confirm(fixture=fixture, actor=fixture.away.coach)
    finally:
        result_confirmed.disconnect(dispatch_uid="league-test-refuse")
    fixture.refresh_from_db()
    assert fixture.status == Fixture.Status.SUBMITTED  # the confirmation rolled back with the receiver


def test_result_reopen_takes_a_confirmed_result_back_to_submitted(cast, fixture):
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=2, away_td=1)
    reopened = services.result_reopen(fixture=fixture)
    fixture.refresh_from_db()
    assert reopened.status == fixture.status == Fixture.Status.SUBMITTED
    assert (fixture.confirmed_by_id, fixture.confirmed_at) == (None, None)
    assert (fixture.home_td, fixture.away_td) == (2, 1)
    with pytest.raises(DomainError, match="Only a confirmed result"):
        services.result_reopen(fixture=fixture)


def test_the_fixture_page_merges_what_registered_hooks_return(client, cast, fixture, monkeypatch):
    monkeypatch.setattr(hooks, "_extensions", [])
    seen = []

    def extra(*, request, fixture, context):
        seen.append((request.user, fixture.pk, context["commissioner"]))
        return {"notice": "from a hook"}

    hooks.register_extension(hooks.LeagueExtension(fixture_page=extra))
    hooks.register_extension(hooks.LeagueExtension(fixture_page=extra))  # once only
    client.force_login(cast.coach_a)
    response = client.get(f"/leagues/{cast.league.slug}/fixtures/{fixture.pk}/")
    assert response.status_code == 200
    assert response.context["notice"] == "from a hook"
    assert seen == [(cast.coach_a, fixture.pk, False)]


def test_the_fixture_page_includes_the_panels_hooks_add(client, cast, fixture, monkeypatch, tmp_path, settings):
    monkeypatch.setattr(hooks, "_extensions", [])
    (tmp_path / "panel.html").write_text('<p id="panel">{{ panel_text }}</p>')
    settings.TEMPLATES = [{**settings.TEMPLATES[0], "DIRS": [*settings.TEMPLATES[0]["DIRS"], tmp_path]}]
    hooks.register_extension(
        hooks.LeagueExtension(fixture_page=lambda **kw: {"panels": ["panel.html"], "panel_text": "one"})
    )
    hooks.register_extension(hooks.LeagueExtension(fixture_page=lambda **kw: {"panels": ["panel.html"]}))
    client.force_login(cast.coach_a)
    response = client.get(f"/leagues/{cast.league.slug}/fixtures/{fixture.pk}/")
    assert response.context["panels"] == ["panel.html", "panel.html"]
    assert response.content.decode().count('<p id="panel">one</p>') == 2


def test_each_league_question_has_one_answer(cast, fixture):
    assert plays_in(fixture.home.coach, fixture)
    assert plays_in(fixture.away.coach, fixture)
    assert not plays_in(cast.commissioner, fixture)
    assert not plays_in(cast.outsider, fixture)
    assert is_commissioner(cast.commissioner, cast.league)
    assert not is_commissioner(cast.coach_a, cast.league)
    assert not is_commissioner(cast.commissioner, None)
    assert is_member(cast.coach_a, cast.league)
    assert can_enter_team(cast.coach_a, cast.league)
    assert can_enter_team(cast.commissioner, cast.league)
    assert not can_enter_team(cast.outsider, cast.league)


def test_commissioners_oversee_their_league_s_teams(cast):
    assert team_permissions.can_edit_team(cast.commissioner, cast.team_a)
    assert team_permissions.can_edit_team(cast.coach_a, cast.team_a)
    assert not team_permissions.can_edit_team(cast.coach_b, cast.team_a)
    assert not team_permissions.can_edit_team(cast.outsider, cast.team_a)

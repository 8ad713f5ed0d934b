"""Changing a league's ruleset mid-season: checked against the season-long limits only, and a refusal shows the
values the commissioner typed."""

from datetime import date

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains

from league import services
from league.models import League, LeagueRecord
from rules.errors import DomainError
from teams.models import Player
from tests.factories import league_data

pytestmark = pytest.mark.django_db


@pytest.fixture
def season(cast):
    for team in cast.league.teams.all():
        services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    season = services.season_start(league=cast.league)
    services.season_generate_fixtures(season=season, seed=7, first_date=date(2025, 3, 1))
    return season


def six_players_each(cast):
    """The Draft took a player from each team: both play on with six."""
    for team in (cast.team_a, cast.team_b):
        Player.objects.filter(pk=team.players.order_by("-number").first().pk).update(status=Player.Status.DEAD)


def form_data(**changes):
    """The settings form as the demo league's commissioner sends it (the league's own name)."""
    return league_data(**{"name": "Lustria Sevens", **changes})


def test_a_skill_is_banned_mid_season_though_teams_have_six_players(cast, season):
    six_players_each(cast)
    services.league_update(league=cast.league, actor=cast.commissioner, banned_skills=["Dodge"])
    cast.league.refresh_from_db()
    assert cast.league.banned_skills == ["Dodge"]
    assert LeagueRecord.objects.filter(kind=LeagueRecord.Kind.RULESET_CHANGED).count() == 1


def test_a_lower_budget_mid_season_binds_no_drafted_team(cast, season):
    services.league_update(league=cast.league, actor=cast.commissioner, budget=300_000)
    assert League.objects.get(pk=cast.league.pk).budget == 300_000


def test_a_season_long_limit_still_refuses_the_change(cast, season):
    six_players_each(cast)
    with pytest.raises(DomainError) as refused:
        services.league_update(league=cast.league, actor=cast.commissioner, ruleset="street-bowl")
    assert "apothecary" in refused.value.message.lower()
    assert "at least 7" not in refused.value.message
    assert cast.league.ruleset == "sevens"  # the object passed in keeps its saved values
    assert League.objects.get(pk=cast.league.pk).ruleset == "sevens"


@pytest.mark.parametrize("who", ["coach_a", "coach_b", "outsider"])
def test_only_a_commissioner_changes_the_settings(cast, who):
    with pytest.raises(DomainError, match="Only a commissioner"):
        services.league_update(league=cast.league, actor=getattr(cast, who), points_win=9)
    assert League.objects.get(pk=cast.league.pk).points_win == 3


def test_the_refusal_page_shows_the_values_typed(client, cast, season):
    client.force_login(cast.commissioner)
    url = reverse("league:settings", args=[cast.league.slug])
    response = client.post(url, form_data(name="Lustria Street League", ruleset="street-bowl", points_win=4))
    assertContains(response, "would break approved teams", status_code=422)
    assertContains(response, 'id="id_ruleset_errors"', status_code=422)
    form = response.context["form"]
    assert form["ruleset"].value() == "street-bowl"
    assert str(form["points_win"].value()) == "4"
    assertContains(response, 'value="Lustria Street League"', status_code=422)
    assertContains(response, '<option value="street-bowl" selected>', status_code=422)
    assert response.context["league"].name == "Lustria Sevens"  # the page's heading: the saved league
    saved = League.objects.get(pk=cast.league.pk)
    assert (saved.name, saved.ruleset, saved.points_win) == ("Lustria Sevens", "sevens", 3)


@pytest.mark.parametrize(("who", "status"), [("coach_a", 403), ("coach_b", 403), ("outsider", 403), (None, 302)])
def test_the_settings_refuse_everyone_else(client, cast, who, status):
    if who:
        client.force_login(getattr(cast, who))
    url = reverse("league:settings", args=[cast.league.slug])
    assert client.post(url, form_data(banned_skills="Dodge")).status_code == status
    assert League.objects.get(pk=cast.league.pk).banned_skills is None

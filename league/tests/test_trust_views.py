"""Issue 11's league pages with the cast (commissioner, coach A, coach B, outsider): disputing a result, pending
scores, the result form pre-filled from the reports, finishing and reopening seasons, the approval page."""

from datetime import date

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from league import hooks, services
from league.models import Fixture, LeagueRecord, Season
from rules.postgame import Concession

pytestmark = pytest.mark.django_db

CAST = ["commissioner", "coach_a", "coach_b", "outsider"]


def url(name, league, *args):
    return reverse(f"league:{name}", args=[league.slug, *args])


@pytest.fixture
def fixture(cast):
    for team in cast.league.teams.all():
        services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    season = services.season_start(league=cast.league)
    services.season_generate_fixtures(season=season, seed=7, first_date=date(2025, 3, 1))
    return season.fixtures.select_related("home__coach", "away__coach").get()


def coaches(cast, fixture):
    by_id = {cast.coach_a.pk: cast.coach_a, cast.coach_b.pk: cast.coach_b}
    return by_id[fixture.home.coach_id], by_id[fixture.away.coach_id]


def submitted(cast, fixture, **figures):
    home_coach, _ = coaches(cast, fixture)
    figures = {"home_td": 3, "away_td": 0, **figures}
    return services.result_submit(fixture=fixture, actor=home_coach, **figures)


# --- disputes -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("who", CAST)
def test_who_may_dispute_a_submitted_result(client, cast, fixture, who):
    submitted(cast, fixture)
    home_coach, away_coach = coaches(cast, fixture)
    user = getattr(cast, who)
    client.force_login(user)
    response = client.post(url("result_dispute", cast.league, fixture.pk), {"reason": "It was 2-1."})
    status = Fixture.objects.get(pk=fixture.pk).status
    if user in (away_coach, cast.commissioner):
        assert response.status_code == 302
        assert status == Fixture.Status.SCHEDULED
        assert LeagueRecord.objects.get().actor == user
    elif user == home_coach:
        assertContains(response, "Only the other coach or a commissioner can dispute", status_code=422)
        assert status == Fixture.Status.SUBMITTED
    else:
        assert response.status_code == 403
        assert status == Fixture.Status.SUBMITTED


def test_a_dispute_without_a_reason_is_refused_beside_the_field(client, cast, fixture):
    submitted(cast, fixture)
    _, away_coach = coaches(cast, fixture)
    client.force_login(away_coach)
    response = client.post(url("result_dispute", cast.league, fixture.pk), {"reason": ""})
    assertContains(response, 'id="id_reason_errors"', status_code=422)
    assert Fixture.objects.get(pk=fixture.pk).status == Fixture.Status.SUBMITTED
    assert client.get(url("result_dispute", cast.league, fixture.pk)).status_code == 405


@pytest.mark.parametrize("who", CAST)
def test_a_dispute_goes_back_to_the_submitter_and_the_commissioners(client, cast, fixture, who):
    submitted(cast, fixture)
    home_coach, away_coach = coaches(cast, fixture)
    services.result_dispute(fixture=fixture, actor=away_coach, reason="It was 2-1, not 3-0.")
    user = getattr(cast, who)
    client.force_login(user)
    page = client.get(url("fixture", cast.league, fixture.pk))
    assertContains(page, "It was 2-1, not 3-0.")  # the fixture page shows it to everyone who reads it
    home = client.get(url("detail", cast.league))
    if user in (home_coach, cast.commissioner):
        assertContains(home, "data-open-disputes")
        assertContains(home, "It was 2-1, not 3-0.")
    else:
        assertNotContains(home, "data-open-disputes")


# --- pending, never final -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("who", CAST)
def test_an_unconfirmed_score_is_shown_as_pending_everywhere(client, cast, fixture, who):
    submitted(cast, fixture)
    client.force_login(getattr(cast, who))
    for page in ("fixtures", "detail"):
        response = client.get(url(page, cast.league))
        assertContains(response, "data-pending")
        assertNotContains(response, "data-score")
    response = client.get(url("fixture", cast.league, fixture.pk))
    assertContains(response, "pending")
    standings = client.get(url("standings", cast.league))
    assertContains(standings, "data-played>0<", count=2)
    assertNotContains(standings, "data-played>1<")


# --- the result form ------------------------------------------------------------------------------------------------


def test_the_result_form_is_prefilled_from_the_reports_and_offers_both_concessions(client, cast, fixture):
    def prefill(*, fixture):
        return {"home_td": 2, "away_td": 1, "home_cas": 1, "away_cas": 0}

    extension = hooks.register_extension(hooks.LeagueExtension(result_prefill=prefill))
    try:
        home_coach, _ = coaches(cast, fixture)
        client.force_login(home_coach)
        response = client.get(url("fixture", cast.league, fixture.pk))
    finally:
        hooks._extensions.remove(extension)
    assertContains(response, "data-prefilled")
    assertContains(response, 'name="home_td" value="2"')
    assertContains(response, 'name="away_td" value="1"')
    assertContains(response, f'value="{Concession.WITHOUT_PENALTY.value}"')
    assertContains(response, f'value="{Concession.CONCEDED.value}"')


def test_a_concession_without_a_team_is_refused_beside_conceded_by(client, cast, fixture):
    home_coach, _ = coaches(cast, fixture)
    client.force_login(home_coach)
    data = {"home_td": 0, "away_td": 0, "home_cas": 0, "away_cas": 0, "conceded_by": "", "concession": "conceded"}
    response = client.post(url("result_submit", cast.league, fixture.pk), data)
    assertContains(response, 'id="id_conceded_by_errors"', status_code=422)
    assertContains(response, "A concession names the team that conceded.", status_code=422)
    assert Fixture.objects.get(pk=fixture.pk).status == Fixture.Status.SCHEDULED


# --- finishing and reopening seasons --------------------------------------------------------------------------------


@pytest.mark.parametrize("who", CAST)
def test_the_finish_page_lists_unplayed_fixtures_for_commissioners_only(client, cast, fixture, who):
    client.force_login(getattr(cast, who))
    response = client.get(url("season_finish", cast.league))
    if who == "commissioner":
        assertContains(response, "data-unplayed")
        assertContains(response, f"{fixture.home.name} v {fixture.away.name}")
    else:
        assert response.status_code == 403
    assert Season.objects.get().status == Season.Status.RUNNING


def test_finishing_without_cancelling_shows_the_list_and_changes_nothing(client, cast, fixture):
    client.force_login(cast.commissioner)
    response = client.post(url("season_next", cast.league), {"name": "", "confirm": "yes"})
    assertContains(response, "Cancel them to finish the season.", status_code=422)
    assert Season.objects.get().status == Season.Status.RUNNING
    response = client.post(url("season_next", cast.league), {"name": "", "cancel_unplayed": "on", "confirm": "yes"})
    assert response.status_code == 302
    assert Fixture.objects.get(pk=fixture.pk).status == Fixture.Status.CANCELLED


@pytest.mark.parametrize("who", CAST)
def test_only_a_commissioner_reopens_a_season_and_only_with_a_reason(client, cast, fixture, who):
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0)
    services.season_finish_and_start_next(league=cast.league)
    client.force_login(getattr(cast, who))
    reopen = url("season_reopen", cast.league, 1)
    if who != "commissioner":
        assert client.post(reopen, {"reason": "x"}).status_code == 403
        assert Season.objects.get(number=1).status == Season.Status.FINISHED
        return
    assertContains(client.post(reopen, {"reason": ""}), 'id="id_reason_errors"', status_code=422)
    assert Season.objects.get(number=1).status == Season.Status.FINISHED
    assert client.post(reopen, {"reason": "Wrong score"}).status_code == 302
    assert Season.objects.get(number=1).status == Season.Status.REOPENED
    assertContains(client.get(url("seasons", cast.league)), "Wrong score")
    assertContains(client.get(url("season_close", cast.league, 1)), "Every fixture has a confirmed result.")
    assert client.post(url("season_close", cast.league, 1), {"confirm": "yes"}).status_code == 302
    assert Season.objects.get(number=1).status == Season.Status.FINISHED


def test_a_finished_seasons_table_is_the_stored_one_and_its_fixture_takes_no_result(client, cast, fixture):
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0)
    services.season_finish_and_start_next(league=cast.league)
    Fixture.objects.filter(pk=fixture.pk).update(home_td=0, away_td=5)  # behind the app's back
    client.force_login(cast.coach_a)
    standings = client.get(url("standings", cast.league) + "?season=1")
    assertContains(standings, "data-points>3<")
    assertContains(client.get(url("seasons", cast.league)), "data-champion")
    client.force_login(cast.commissioner)
    page = client.get(url("fixture", cast.league, fixture.pk))
    assertContains(page, "data-season-fixed")
    assertNotContains(page, "Correct this result")
    response = client.post(url("result_correct", cast.league, fixture.pk), {"correct-home_td": 2, "correct-away_td": 0})
    assert response.status_code == 422
    assert Fixture.objects.get(pk=fixture.pk).away_td == 5


# --- the approval page ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("who", CAST)
def test_the_teams_page_shows_treasury_team_value_and_gained_skills(client, cast, who):
    player = cast.team_a.players.order_by("number").first()
    player.gained_skills = [{"skill": "Block", "kind": "primary", "category": "G"}]
    player.save()
    client.force_login(getattr(cast, who))
    response = client.get(url("teams", cast.league))
    assertContains(response, "data-treasury")
    assertContains(response, "data-team-value")
    assertContains(response, ": Block")
    if who == "commissioner":
        refused = client.post(url("approve", cast.league, cast.team_a.pk))
        assertContains(refused, "This team breaks the league&#x27;s rules", status_code=422)

"""League views with the cast: commissioner, coach A (team A), coach B (team B, same league), outsider."""

from datetime import date

import pytest
from django.urls import reverse
from icalendar import Calendar
from pytest_django.asserts import assertContains, assertNotContains

from league import services
from league.models import Division, Fixture, League, Membership, Season
from teams.models import Team
from tests.factories import CAST, UserFactory, approve_all, human_draft, league_data, login, make_league, make_team, url

pytestmark = pytest.mark.django_db

CONFIRM = {"confirm": "yes"}  # the ticked box a destructive action asks for


@pytest.fixture
def season(cast):
    """Both teams approved, a season running, one fixture (team A v team B, or the other way round)."""
    approve_all(cast.league, cast.commissioner)
    season = services.season_start(league=cast.league)
    services.season_generate_fixtures(season=season, seed=7, first_date=date(2025, 3, 1))
    return season


@pytest.fixture
def fixture(season):
    return season.fixtures.select_related("home__coach", "away__coach").get()


def coaches(cast, fixture):
    """(the home coach, the away coach) of the cast's fixture."""
    by_id = {cast.coach_a.pk: cast.coach_a, cast.coach_b.pk: cast.coach_b}
    return by_id[fixture.home.coach_id], by_id[fixture.away.coach_id]


def result(**figures):
    return {"home_td": 2, "away_td": 1, "home_cas": 1, "away_cas": 0, "conceded_by": "", **figures}


def snapshot(fixture):
    fixture = Fixture.objects.get(pk=fixture.pk)
    return (fixture.status, fixture.home_td, fixture.away_td, fixture.home_cas, fixture.away_cas, fixture.round)


# --- reading ------------------------------------------------------------------------------------


READ_PAGES = ["detail", "fixtures", "standings", "teams", "seasons"]


@pytest.mark.parametrize("who", CAST)
@pytest.mark.parametrize("page_name", READ_PAGES)
def test_anyone_signed_in_reads_the_league_pages(client, cast, season, who, page_name):
    login(client, getattr(cast, who))
    response = client.get(url(page_name, cast.league))
    assertContains(response, "Lustria Sevens")
    assertContains(response, "Season 1" if page_name == "seasons" else "Reikland Rookies")


@pytest.mark.parametrize("page_name", READ_PAGES)
def test_signed_out_visitors_of_a_private_league_are_sent_to_log_in(client, cast, page_name):
    League.objects.filter(pk=cast.league.pk).update(public=False)
    response = client.get(url(page_name, cast.league))
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")


@pytest.mark.parametrize("page_name", [*READ_PAGES, "settings", "season_start", "generate", "fixture_add"])
def test_an_unknown_league_is_404(client, cast, page_name):
    login(client, cast.commissioner)
    assert client.get(reverse(f"league:{page_name}", args=["no-such-league"])).status_code == 404


def test_fixture_page_reads_for_anyone_signed_in(client, cast, fixture):
    for who in CAST:
        login(client, getattr(cast, who))
        assertContains(client.get(url("fixture", cast.league, fixture.pk)), fixture.home.name)


def test_a_fixture_of_another_league_is_404(client, cast, fixture):
    other = make_league(commissioner=cast.commissioner, name="Other", slug="other")
    login(client, cast.commissioner)
    assert client.get(url("fixture", other, fixture.pk)).status_code == 404
    assert client.post(url("result_submit", other, fixture.pk), result()).status_code == 404
    assert client.post(url("fixture_cancel", other, fixture.pk)).status_code == 404
    assert client.get(url("fixture", cast.league, 999_999)).status_code == 404
    assert snapshot(fixture)[0] == Fixture.Status.SCHEDULED


def test_the_invite_link_is_shown_to_commissioners_only(client, cast):
    join = reverse("league:join", args=[cast.league.slug, cast.league.invite_code])
    response = login(client, cast.commissioner).get(cast.league.get_absolute_url())
    assertContains(response, f"http://testserver{join}")
    for who in ["coach_a", "coach_b", "outsider"]:
        assertNotContains(login(client, getattr(cast, who)).get(cast.league.get_absolute_url()), join)


def test_league_home_offers_members_to_enter_a_team(client, cast):
    Membership.objects.create(league=cast.league, user=UserFactory(username="newcomer"))
    response = login(client, UserFactory(username="newcomer")).get(cast.league.get_absolute_url())
    assertContains(response, f"/teams/new/?league={cast.league.slug}")
    assertContains(response, reverse("teams:import"))
    assertNotContains(login(client, cast.outsider).get(cast.league.get_absolute_url()), "/teams/new/?league=")


def test_fixture_rows_show_who_may_act(client, cast, fixture):
    home_coach, away_coach = coaches(cast, fixture)
    fixtures_url = url("fixtures", cast.league)
    assertContains(login(client, home_coach).get(fixtures_url), "Enter result")
    assertContains(login(client, cast.commissioner).get(fixtures_url), "Enter result")
    assertNotContains(login(client, cast.outsider).get(fixtures_url), "Enter result")

    services.result_submit(fixture=fixture, actor=home_coach, home_td=1, away_td=0)
    assertContains(login(client, away_coach).get(fixtures_url), ">Confirm</button>")
    assertContains(login(client, cast.commissioner).get(fixtures_url), ">Confirm</button>")
    response = login(client, home_coach).get(fixtures_url)
    assertNotContains(response, ">Confirm</button>")
    assertContains(response, "Waiting for the other coach")
    assertNotContains(login(client, cast.outsider).get(fixtures_url), ">Confirm</button>")


def test_htmx_gets_the_partials_with_their_refresh_triggers(client, cast, fixture):
    login(client, cast.coach_a)
    standings = client.get(url("standings", cast.league), headers={"HX-Request": "true"})
    assertNotContains(standings, "<html")
    assertContains(standings, 'id="standings"')
    assertContains(standings, 'hx-trigger="result-confirmed from:body"')
    fixtures = client.get(url("fixtures", cast.league), headers={"HX-Request": "true"})
    assertNotContains(fixtures, "<html")
    assertContains(fixtures, 'id="fixtures"')
    assertContains(fixtures, "result-confirmed from:body")
    home = client.get(cast.league.get_absolute_url(), headers={"HX-Request": "true"})
    assertNotContains(home, "<html")
    assertContains(home, 'id="league-summary"')
    full = client.get(cast.league.get_absolute_url())
    assertContains(full, f'hx-get="{url("standings", cast.league)}?season=1"')


def test_standings_show_every_tiebreaker_figure(client, cast, fixture):
    cast.league.bonus_points = True
    cast.league.save()
    services.result_submit(
        fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=3, away_td=0, home_cas=3, away_cas=1
    )
    response = login(client, cast.outsider).get(url("standings", cast.league))
    for header in ["Played", "Won", "Drawn", "Lost", "Points", "Bonus Points", "Touchdowns scored"]:
        assertContains(response, f'title="{header}"')
    for header in ["Touchdowns conceded", "Touchdown difference", "Casualties inflicted", "Casualties suffered"]:
        assertContains(response, f'title="{header}"')
    html = response.content.decode()
    row = html[html.index(f'data-team="{fixture.home_id}"') :]
    row = row[: row.index("</tr>")]
    for figure in [
        "data-played>1<",
        "data-won>1<",
        "data-points>3<",
        "data-bonus>3<",
        "data-td-for>3<",
        "data-td-diff>+3<",
        "data-cas-for>3<",
        "data-cas-against>1<",
    ]:
        assert figure in row, figure


def test_past_seasons_are_listed_with_their_pages(client, cast, fixture):
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0)
    services.season_finish_and_start_next(league=cast.league)
    login(client, cast.coach_b)
    response = client.get(url("seasons", cast.league))
    assertContains(response, "Season 1")
    assertContains(response, "Season 2")
    assertContains(response, f"{url('standings', cast.league)}?season=1")
    old = client.get(url("standings", cast.league) + "?season=1")
    assertContains(old, "data-points>3<")
    assert client.get(url("standings", cast.league) + "?season=9").status_code == 404
    assertContains(client.get(url("fixtures", cast.league) + "?season=1"), "Played")


# --- query counts -------------------------------------------------------------------------------


@pytest.fixture
def big_league(cast):
    """Ten teams, a double round robin, and a confirmed result for every game of the first four rounds."""
    for i in range(8):
        make_team(coach=UserFactory(username=f"coach{i}"), name=f"Team {i}", league=cast.league)
    approve_all(cast.league, cast.commissioner)
    season = services.season_start(league=cast.league)
    services.season_generate_fixtures(season=season, double=True, seed=5, first_date=date(2025, 3, 1))
    for f in season.fixtures.filter(round__lte=4):
        services.result_submit(
            fixture=f, actor=cast.commissioner, is_commissioner=True, home_td=f.pk % 3, away_td=1, home_cas=1
        )
    f = season.fixtures.filter(status=Fixture.Status.SCHEDULED).select_related("home").first()
    services.result_submit(fixture=f, actor=f.home.coach, home_td=1, away_td=1)
    return season


@pytest.mark.parametrize(
    "page_name",
    [
        "standings",
        "fixtures",
        "detail",
    ],
)
@pytest.mark.parametrize("who", ["commissioner", "coach_a", "outsider"])
def test_league_pages_use_a_fixed_number_of_queries(
    client, cast, big_league, django_assert_max_num_queries, page_name, who
):
    assert big_league.fixtures.count() == 90
    login(client, getattr(cast, who))
    client.get(url(page_name, cast.league))  # warm the cached to-do count
    with django_assert_max_num_queries(10):
        response = client.get(url(page_name, cast.league))
    assert response.status_code == 200
    with django_assert_max_num_queries(10):
        response = client.get(url(page_name, cast.league), headers={"HX-Request": "true"})
    assert response.status_code == 200


def test_the_calendar_feed_uses_a_fixed_number_of_queries(client, cast, big_league, django_assert_max_num_queries):
    with django_assert_max_num_queries(3):
        response = client.get(url("calendar", cast.league))
    assert response.content.decode().count("BEGIN:VEVENT") == 90


# --- POST-only views and CSRF -------------------------------------------------------------------


POST_ONLY = [
    ("add_commissioner", ()),
    ("add_division", ()),
    ("new_invite", ()),
    ("season_next", ()),
    ("approve", ("team",)),
    ("reject", ("team",)),
    ("result_submit", ("fixture",)),
    ("result_confirm", ("fixture",)),
    ("result_correct", ("fixture",)),
    ("fixture_move", ("fixture",)),
    ("fixture_cancel", ("fixture",)),
    ("fixture_delete", ("fixture",)),
]


def _args(cast, fixture, args):
    return [cast.team_a.pk if a == "team" else fixture.pk for a in args]


@pytest.mark.parametrize(("name", "args"), POST_ONLY)
def test_post_only_views_refuse_get(client, cast, fixture, name, args):
    login(client, cast.commissioner)
    assert client.get(url(name, cast.league, *_args(cast, fixture, args))).status_code == 405


@pytest.mark.parametrize(("name", "args"), POST_ONLY)
def test_writes_need_the_csrf_token(csrf_client, cast, fixture, name, args):
    login(csrf_client, cast.commissioner)
    before = snapshot(fixture)
    response = csrf_client.post(url(name, cast.league, *_args(cast, fixture, args)), result())
    assert response.status_code == 403
    assert snapshot(fixture) == before
    assert Season.objects.count() == 1


def test_a_result_with_the_csrf_token_goes_through(csrf_client, cast, fixture):
    home_coach, _ = coaches(cast, fixture)
    login(csrf_client, home_coach)
    page = csrf_client.get(url("fixture", cast.league, fixture.pk))
    token = page.cookies["csrftoken"].value
    response = csrf_client.post(url("result_submit", cast.league, fixture.pk), result(csrfmiddlewaretoken=token))
    assert response.status_code == 302
    assert snapshot(fixture)[0] == Fixture.Status.SUBMITTED


# --- creating, settings, commissioners, divisions, invites --------------------------------------


def test_a_signed_in_user_creates_a_league_and_runs_it(client, cast):
    login(client, cast.outsider)
    assert client.get(reverse("league:create")).status_code == 200
    response = client.post(reverse("league:create"), league_data(budget=700_000, banned_skills="Leader, Dodge"))
    league = League.objects.get(name="Albion Sevens")
    assert response.status_code == 302
    assert response["Location"] == league.get_absolute_url()
    assert list(league.commissioners.all()) == [cast.outsider]
    assert league.budget == 700_000
    assert league.banned_skills == ["Leader", "Dodge"]
    assert league.tiebreakers == ["td_diff", "td_for"]


def test_creating_a_league_shows_refusals_beside_the_field(client, cast):
    login(client, cast.outsider)
    response = client.post(reverse("league:create"), league_data(name="  "))
    assert response.status_code == 422
    assertContains(response, 'id="id_name_errors"', status_code=422)
    response = client.post(reverse("league:create"), league_data(tiebreaker_1="bonus_points"))
    assert response.status_code == 422
    assertContains(response, 'id="id_tiebreaker_1_errors"', status_code=422)
    assertContains(response, "bonus_points", status_code=422)
    response = client.post(reverse("league:create"), league_data(tiebreaker_2="td_diff"))
    assertContains(response, "Each tiebreaker can be used once.", status_code=422)
    assert not League.objects.filter(name="Albion Sevens").exists()


@pytest.mark.parametrize(("who", "status"), [("commissioner", 200), ("coach_a", 403), ("outsider", 403)])
def test_settings_are_for_commissioners(client, cast, who, status):
    login(client, getattr(cast, who))
    assert client.get(url("settings", cast.league)).status_code == status
    response = client.post(url("settings", cast.league), league_data(name="Renamed", points_win=2))
    assert response.status_code == (302 if status == 200 else 403)
    cast.league.refresh_from_db()
    assert (cast.league.name, cast.league.points_win) == (("Renamed", 2) if status == 200 else ("Lustria Sevens", 3))


def test_settings_refusal_changes_nothing(client, cast):
    login(client, cast.commissioner)
    response = client.post(url("settings", cast.league), league_data(tiebreaker_1="bonus_points", points_win=9))
    assertContains(response, 'id="id_tiebreaker_1_errors"', status_code=422)
    cast.league.refresh_from_db()
    assert cast.league.points_win == 3


def test_commissioner_adds_a_co_commissioner(client, cast):
    login(client, cast.coach_a)
    assert client.post(url("add_commissioner", cast.league), {"username": "coach_a"}).status_code == 403
    login(client, cast.commissioner)
    response = client.post(url("add_commissioner", cast.league), {"username": "nobody-here"})
    assertContains(response, 'id="id_username_errors"', status_code=422)
    assertContains(response, "There is no user with that name.", status_code=422)
    assert client.post(url("add_commissioner", cast.league), {"username": "coach_a"}).status_code == 302
    assert set(cast.league.commissioners.values_list("username", flat=True)) == {"commish", "coach_a"}
    assert login(client, cast.coach_a).get(url("settings", cast.league)).status_code == 200


def test_commissioner_adds_divisions(client, cast):
    login(client, cast.coach_b)
    assert client.post(url("add_division", cast.league), {"name": "North"}).status_code == 403
    login(client, cast.commissioner)
    assert client.post(url("add_division", cast.league), {"name": "North"}).status_code == 302
    response = client.post(url("add_division", cast.league), {"name": "North"})
    assertContains(response, "There is already a division called North.", status_code=422)
    assertContains(response, 'id="id_name_errors"', status_code=422)
    assert Division.objects.filter(league=cast.league).count() == 1


def test_a_new_invite_link_replaces_the_old(client, cast):
    old = cast.league.invite_code
    login(client, cast.coach_a)
    assert client.post(url("new_invite", cast.league)).status_code == 403
    login(client, cast.commissioner)
    assert client.post(url("new_invite", cast.league)).status_code == 302
    cast.league.refresh_from_db()
    assert cast.league.invite_code != old


def test_joining_with_the_invite_link(client, cast):
    join = reverse("league:join", args=[cast.league.slug, cast.league.invite_code])
    login(client, cast.outsider)
    assertContains(client.get(join), "Join Lustria Sevens")
    assert not Membership.objects.filter(user=cast.outsider).exists()
    response = client.post(join)
    assert response.status_code == 302
    assert Membership.objects.filter(league=cast.league, user=cast.outsider).exists()
    assertContains(client.get(cast.league.get_absolute_url()), f"/teams/new/?league={cast.league.slug}")


def test_a_wrong_invite_code_joins_nobody(client, cast):
    join = reverse("league:join", args=[cast.league.slug, "guessed-code"])
    login(client, cast.outsider)
    assertContains(client.get(join), "not valid", status_code=404)
    assertContains(client.post(join), "not valid", status_code=422)
    assert not Membership.objects.filter(user=cast.outsider).exists()
    assert client.get(reverse("league:join", args=["nope", "x"])).status_code == 404


# --- entries ------------------------------------------------------------------------------------


@pytest.mark.parametrize("who", ["coach_a", "coach_b", "outsider"])
def test_only_commissioners_decide_entries(client, cast, who):
    login(client, getattr(cast, who))
    assert client.post(url("approve", cast.league, cast.team_a.pk)).status_code == 403
    assert client.post(url("reject", cast.league, cast.team_a.pk)).status_code == 403
    cast.team_a.refresh_from_db()
    assert cast.team_a.entry == Team.Entry.PENDING
    assertNotContains(client.get(url("teams", cast.league)), "Approve")


def test_commissioner_approves_and_rejects(client, cast):
    login(client, cast.commissioner)
    assertContains(client.get(url("teams", cast.league)), "Waiting for approval")
    assert client.post(url("approve", cast.league, cast.team_a.pk)).status_code == 302
    assert client.post(url("reject", cast.league, cast.team_b.pk), CONFIRM).status_code == 302
    cast.team_a.refresh_from_db()
    cast.team_b.refresh_from_db()
    assert (cast.team_a.entry, cast.team_b.entry) == (Team.Entry.APPROVED, Team.Entry.REJECTED)


def test_an_illegal_team_cannot_be_approved_and_the_reason_is_shown(client, cast):
    cast.league.budget = 500_000
    cast.league.save()
    login(client, cast.commissioner)
    response = client.post(url("approve", cast.league, cast.team_a.pk))
    assertContains(response, f'id="team-{cast.team_a.pk}-errors"', status_code=422)
    assertContains(response, "The team costs 530,000; the budget is 500,000.", status_code=422)
    cast.team_a.refresh_from_db()
    assert cast.team_a.entry == Team.Entry.PENDING


def test_a_team_of_another_league_is_404(client, cast):
    other = make_league(commissioner=cast.commissioner, name="Other", slug="other")
    stranger = make_team(coach=cast.outsider, name="Stranger", league=other)
    login(client, cast.commissioner)
    assert client.post(url("approve", cast.league, stranger.pk)).status_code == 404
    assert client.post(url("approve", cast.league, 999_999)).status_code == 404
    stranger.refresh_from_db()
    assert stranger.entry == Team.Entry.PENDING


# --- seasons and fixtures -----------------------------------------------------------------------


@pytest.mark.parametrize("who", ["coach_a", "coach_b", "outsider"])
def test_season_and_fixture_management_is_for_commissioners(client, cast, fixture, who):
    login(client, getattr(cast, who))
    for name in ["season_start", "generate", "fixture_add"]:
        assert client.get(url(name, cast.league)).status_code == 403
        assert client.post(url(name, cast.league), {"round": 1}).status_code == 403
    assert client.post(url("season_next", cast.league)).status_code == 403
    for name in ["fixture_move", "fixture_cancel", "fixture_delete", "result_correct"]:
        assert client.post(url(name, cast.league, fixture.pk), {"round": 5, **result()}).status_code == 403
    assert snapshot(fixture) == (Fixture.Status.SCHEDULED, None, None, None, None, 1)
    assert Season.objects.count() == 1


def test_commissioner_starts_a_season_and_generates_fixtures(client, cast):
    approve_all(cast.league, cast.commissioner)
    third = make_team(coach=cast.outsider, name="Third Team", league=cast.league)
    services.league_decide_entry(league=cast.league, team=third, approve=True, actor=cast.commissioner)
    login(client, cast.commissioner)
    assertContains(client.get(url("season_start", cast.league)), "Third Team")
    response = client.post(url("season_start", cast.league), {"name": "Spring"})
    assert response["Location"] == url("generate", cast.league)
    season = Season.objects.get(league=cast.league)
    assert season.name == "Spring"
    assert season.entries.count() == 3
    response = client.post(url("season_start", cast.league), {"name": ""})
    assertContains(response, "A season is already running", status_code=422)

    response = client.post(
        url("generate", cast.league), {"double": "on", "first_date": "2025-04-05", "days_between": 14}
    )
    assert response.status_code == 302
    games = season.fixtures.exclude(away=None)
    assert games.count() == 6
    assert season.fixtures.filter(away=None).count() == 6  # one bye a round
    assert sorted({f.date for f in season.fixtures.all()})[:2] == [date(2025, 4, 5), date(2025, 4, 19)]
    response = client.post(url("generate", cast.league), {"days_between": 7})
    assertContains(response, "already has fixtures", status_code=422)
    assert season.fixtures.count() == 12


def test_season_start_places_teams_in_divisions(client, cast):
    north = services.league_add_division(league=cast.league, name="North")
    approve_all(cast.league, cast.commissioner)
    login(client, cast.commissioner)
    response = client.post(
        url("season_start", cast.league),
        {"name": "", f"division_{cast.team_a.pk}": north.pk, f"division_{cast.team_b.pk}": north.pk},
    )
    assert response.status_code == 302
    season = Season.objects.get()
    assert set(season.entries.values_list("division_id", flat=True)) == {north.pk}
    assert client.post(url("generate", cast.league), {"division": north.pk, "days_between": 7}).status_code == 302
    assert season.fixtures.get().division == north


def test_generating_without_a_season_sends_to_start_one(client, cast):
    login(client, cast.commissioner)
    response = client.get(url("generate", cast.league))
    assert response["Location"] == url("season_start", cast.league)


def test_commissioner_moves_adds_cancels_and_deletes_fixtures(client, cast, fixture):
    login(client, cast.commissioner)
    response = client.post(url("fixture_move", cast.league, fixture.pk), {"round": 3, "date": "2025-05-01"})
    assert response.status_code == 302
    fixture.refresh_from_db()
    assert (fixture.round, fixture.date) == (3, date(2025, 5, 1))

    response = client.post(
        url("fixture_add", cast.league), {"round": 4, "home": cast.team_b.pk, "away": cast.team_a.pk, "date": ""}
    )
    assert response.status_code == 302
    added = Fixture.objects.get(round=4)
    response = client.post(
        url("fixture_add", cast.league), {"round": 4, "home": cast.team_a.pk, "away": cast.team_a.pk}
    )
    assertContains(response, "A team cannot play itself.", status_code=422)
    assertContains(response, 'id="id_away_errors"', status_code=422)

    assert client.post(url("fixture_cancel", cast.league, fixture.pk), CONFIRM).status_code == 302
    fixture.refresh_from_db()
    assert fixture.status == Fixture.Status.CANCELLED
    assert client.post(url("fixture_delete", cast.league, added.pk), CONFIRM).status_code == 302
    assert not Fixture.objects.filter(pk=added.pk).exists()


def test_a_played_fixture_cannot_be_moved_or_deleted(client, cast, fixture):
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0)
    before = snapshot(fixture)
    login(client, cast.commissioner)
    response = client.post(url("fixture_move", cast.league, fixture.pk), {"round": 9})
    assertContains(response, "Only an unplayed fixture can be changed this way.", status_code=422)
    response = client.post(url("fixture_delete", cast.league, fixture.pk), CONFIRM, follow=True)
    assertContains(response, "Only an unplayed fixture can be changed this way.")
    assert snapshot(fixture) == before


def test_commissioner_finishes_the_season_and_starts_the_next(client, cast, fixture):
    login(client, cast.commissioner)
    response = client.post(url("season_next", cast.league), {"name": "Autumn", "cancel_unplayed": "on", **CONFIRM})
    assert response["Location"] == url("generate", cast.league)
    assert list(cast.league.seasons.values_list("name", "status")) == [("Autumn", "running"), ("Season 1", "finished")]
    response = client.post(url("season_next", cast.league), {"name": "", **CONFIRM}, headers={"HX-Request": "true"})
    assert response["HX-Redirect"] == url("generate", cast.league)


# --- results ------------------------------------------------------------------------------------


def test_a_coach_enters_the_result_and_the_other_coach_confirms_it(client, cast, fixture):
    home_coach, away_coach = coaches(cast, fixture)
    login(client, home_coach)
    response = client.post(url("result_submit", cast.league, fixture.pk), result())
    assert response["Location"] == url("fixture", cast.league, fixture.pk)
    assert snapshot(fixture) == (Fixture.Status.SUBMITTED, 2, 1, 1, 0, 1)

    response = client.post(url("result_confirm", cast.league, fixture.pk), follow=True)
    assertContains(response, "The other coach must confirm the result you entered.")
    assert snapshot(fixture)[0] == Fixture.Status.SUBMITTED

    login(client, away_coach)
    assert client.post(url("result_confirm", cast.league, fixture.pk)).status_code == 302
    assert snapshot(fixture)[0] == Fixture.Status.CONFIRMED


def test_standings_change_after_a_confirmed_result(client, cast, fixture):
    home_coach, away_coach = coaches(cast, fixture)
    login(client, cast.outsider)
    standings = url("standings", cast.league)
    assertNotContains(client.get(standings), "data-points>3<")
    services.result_submit(fixture=fixture, actor=home_coach, home_td=2, away_td=0)
    assertNotContains(client.get(standings), "data-points>3<")  # waiting for confirmation: not counted
    login(client, away_coach)
    response = client.post(
        url("result_confirm", cast.league, fixture.pk), {"partial": "notice"}, headers={"HX-Request": "true"}
    )
    assert response["HX-Trigger"] == "result-confirmed"
    assertContains(response, "Result confirmed")
    response = client.get(standings, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert html.index(f'data-team="{fixture.home_id}"') < html.index(f'data-team="{fixture.away_id}"')
    assertContains(response, "data-points>3<")
    assertContains(response, "data-td-diff>+2<")


def test_a_commissioner_result_is_confirmed_at_once(client, cast, fixture):
    login(client, cast.commissioner)
    response = client.post(
        url("result_submit", cast.league, fixture.pk),
        result(partial="result"),
        headers={"HX-Request": "true"},
    )
    assert response.status_code == 200
    assert response["HX-Trigger"] == "result-confirmed"
    assertContains(response, 'id="result"')
    assertContains(response, "Correct this result")
    assert snapshot(fixture)[0] == Fixture.Status.CONFIRMED


def test_a_coach_result_over_htmx_triggers_a_refresh_of_the_lists(client, cast, fixture):
    home_coach, _ = coaches(cast, fixture)
    login(client, home_coach)
    response = client.post(url("result_submit", cast.league, fixture.pk), result(), headers={"HX-Request": "true"})
    assert response["HX-Trigger"] == "result-submitted"
    assertContains(response, "Waiting for confirmation")


@pytest.mark.parametrize("who", ["outsider", "stranger_coach"])
def test_results_are_only_for_the_coaches_of_the_game(client, cast, fixture, who):
    if who == "stranger_coach":  # a coach of the league who does not play this game
        user = UserFactory(username="stranger")
        make_team(coach=user, name="Stranger Team", league=cast.league)
    else:
        user = cast.outsider
    login(client, user)
    assert client.post(url("result_submit", cast.league, fixture.pk), result()).status_code == 403
    services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=1, away_td=0)
    assert client.post(url("result_confirm", cast.league, fixture.pk)).status_code == 403
    assert snapshot(fixture) == (Fixture.Status.SUBMITTED, 1, 0, 0, 0, 1)
    assertNotContains(client.get(url("fixture", cast.league, fixture.pk)), "Save result")


@pytest.mark.parametrize(("field", "value"), [("home_td", -1), ("away_td", 99), ("home_cas", 21), ("away_cas", "lots")])
def test_absurd_numbers_are_refused_beside_the_field(client, cast, fixture, field, value):
    home_coach, _ = coaches(cast, fixture)
    login(client, home_coach)
    response = client.post(url("result_submit", cast.league, fixture.pk), result(**{field: value}))
    assertContains(response, f'id="id_{field}_errors"', status_code=422)
    assert snapshot(fixture) == (Fixture.Status.SCHEDULED, None, None, None, None, 1)


def test_a_confirmed_result_cannot_be_entered_again(client, cast, fixture):
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0)
    before = snapshot(fixture)
    home_coach, _ = coaches(cast, fixture)
    login(client, home_coach)
    response = client.post(url("result_submit", cast.league, fixture.pk), result(home_td=5))
    assertContains(response, "already confirmed", status_code=422)
    assertContains(response, 'class="form-errors"', status_code=422)
    assert snapshot(fixture) == before


def test_a_concession_is_entered_and_counted(client, cast, fixture):
    home_coach, away_coach = coaches(cast, fixture)
    login(client, home_coach)
    client.post(
        url("result_submit", cast.league, fixture.pk), result(home_td=1, away_td=1, conceded_by=fixture.home_id)
    )
    services.result_confirm(fixture=fixture, actor=away_coach)
    response = client.get(url("standings", cast.league))
    html = response.content.decode()
    assert html.index(f'data-team="{fixture.away_id}"') < html.index(f'data-team="{fixture.home_id}"')
    assertContains(client.get(url("fixtures", cast.league)), "conceded")


def test_win_kind_is_asked_only_in_dungeon_sevens(client, cast, fixture):
    login(client, cast.commissioner)
    assertNotContains(client.get(url("fixture", cast.league, fixture.pk)), "Kind of win")
    cast.league.scoring_scheme = "dungeon-sevens"
    cast.league.tiebreakers = ["td_diff"]
    cast.league.save()
    assertContains(client.get(url("fixture", cast.league, fixture.pk)), "Kind of win")
    response = client.post(
        url("result_submit", cast.league, fixture.pk), result(home_td=3, away_td=0, win_kind="runaway")
    )
    assert response.status_code == 302
    assert Fixture.objects.get(pk=fixture.pk).win_kind == "runaway"


def test_commissioner_corrects_a_confirmed_result(client, cast, fixture):
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0)
    home_coach, _ = coaches(cast, fixture)
    data = {f"correct-{k}": v for k, v in result(home_td=0, away_td=2).items()}
    login(client, home_coach)
    assert client.post(url("result_correct", cast.league, fixture.pk), data).status_code == 403
    login(client, cast.commissioner)
    bad = {**data, "correct-away_td": -3}
    response = client.post(url("result_correct", cast.league, fixture.pk), bad)
    assertContains(response, 'id="id_correct-away_td_errors"', status_code=422)
    assert snapshot(fixture)[1:3] == (1, 0)
    response = client.post(url("result_correct", cast.league, fixture.pk), data, headers={"HX-Request": "true"})
    assert response["HX-Trigger"] == "result-confirmed"
    assert snapshot(fixture)[1:3] == (0, 2)


def test_a_bye_has_no_result_form(client, cast):
    make_team(coach=cast.outsider, name="Third", league=cast.league)
    approve_all(cast.league, cast.commissioner)
    season = services.season_start(league=cast.league)
    services.season_generate_fixtures(season=season, seed=3)
    bye = season.fixtures.filter(away=None).first()
    login(client, cast.commissioner)
    response = client.get(url("fixture", cast.league, bye.pk))
    assertNotContains(response, "Save result")
    assert client.post(url("result_submit", cast.league, bye.pk), result()).status_code == 422


# --- the calendar feed --------------------------------------------------------------------------


def test_the_calendar_feed_needs_no_login_and_holds_names_and_dates(client, cast, fixture):
    services.fixture_add(season=fixture.season, home=cast.team_a, away=cast.team_b, round=2)  # no date: left out
    cancelled = services.fixture_add(
        season=fixture.season, home=cast.team_b, away=cast.team_a, round=3, date=date(2025, 3, 15)
    )
    services.fixture_cancel(fixture=cancelled)
    response = client.get(url("calendar", cast.league))
    assert response.status_code == 200
    assert response["Content-Type"] == "text/calendar; charset=utf-8"
    body = response.content.decode()
    assert body.startswith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")
    assert body.endswith("END:VCALENDAR\r\n")
    assert body.count("BEGIN:VEVENT") == 1
    assert "DTSTART;VALUE=DATE:20250301\r\n" in body
    assert "DTEND;VALUE=DATE:20250302\r\n" in body
    assert f"SUMMARY:{fixture.home.name} v {fixture.away.name}\r\n" in body
    assert f"UID:fixture-{fixture.pk}@testserver\r\n" in body
    for private in ["coach_a", "coach_b", "commish", cast.league.invite_code]:
        assert private not in body
    assert all(len(line.encode()) <= 75 for line in body.split("\r\n"))
    assert client.get(reverse("league:calendar", args=["nope"])).status_code == 404


def test_calendar_text_is_escaped_and_folded(client, cast):
    league = make_league(commissioner=cast.commissioner, name="Comma, Semi; Back\\slash " + "x" * 80, slug="odd")
    body = client.get(url("calendar", league)).content.decode()
    assert "X-WR-CALNAME:Comma\\, Semi\\; Back\\\\slash" in body
    assert "\r\n x" in body  # folded
    assert all(len(line.encode()) <= 75 for line in body.split("\r\n"))


def test_calendar_gives_one_event_per_fixture_whatever_the_team_names(client, cast, fixture):
    Team.objects.filter(pk=cast.team_a.pk).update(name="Line\r\nBreak\nLone\rCR; semi, comma \\ back")
    services.fixture_add(season=fixture.season, home=fixture.away, away=fixture.home, round=2, date=date(2025, 3, 8))
    body = client.get(url("calendar", cast.league)).content
    calendar = Calendar.from_ical(body)
    events = calendar.walk("VEVENT")
    assert len(events) == 2 == body.decode().count("BEGIN:VEVENT")
    assert sorted(str(e["uid"]) for e in events) == sorted(
        f"fixture-{pk}@testserver" for pk in fixture.season.fixtures.values_list("pk", flat=True)
    )
    summaries = sorted(str(e["summary"]) for e in events)
    odd = "Line\nBreak\nLone\nCR; semi, comma \\ back"  # a lone CR becomes a line break like the others
    assert summaries == sorted([f"{odd} v Altdorf Alley Cats", f"Altdorf Alley Cats v {odd}"])
    text = body.decode()
    assert "\r" not in text.replace("\r\n", "")  # no bare line ends: every content line is whole
    assert "\n" not in text.replace("\r\n", "")


# --- the league sheets PDF ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("who", "allowed"), [("commissioner", True), ("coach_a", False), ("coach_b", False), ("outsider", False)]
)
def test_league_pdf_is_for_the_commissioner(client, cast, who, allowed):
    """The page that builds it (league/tests/test_sheets.py follows the build and the download)."""
    login(client, getattr(cast, who))
    response = client.get(reverse("league:sheets_pdf", args=[cast.league.slug]))
    assert response.status_code == (200 if allowed else 403)
    if allowed:
        assertContains(response, "Build the PDF")


def test_the_teams_page_links_the_sheets_pdf_for_commissioners(client, cast):
    pdf = reverse("league:sheets_pdf", args=[cast.league.slug])
    assertContains(login(client, cast.commissioner).get(url("teams", cast.league)), pdf)
    assertNotContains(login(client, cast.coach_a).get(url("teams", cast.league)), pdf)


# --- links from the site ------------------------------------------------------------------------


def test_home_links_to_create_a_league_and_draft_a_team(client, cast):
    response = login(client, cast.coach_a).get("/")
    assertContains(response, reverse("league:create"))
    assertContains(response, reverse("teams:draft"))
    assertContains(client.get(reverse("league:index")), "Lustria Sevens")


def test_draft_link_enters_the_team_for_the_league(client, cast):
    login(client, cast.coach_a)
    response = client.get(f"{reverse('teams:draft')}?league={cast.league.slug}")
    assertContains(response, "Lustria Sevens")
    team = make_team(coach=cast.coach_a, name="Second Team", league=cast.league, draft=human_draft(linemen=8))
    assertContains(client.get(url("teams", cast.league)), "Second Team")
    assert team.entry == Team.Entry.PENDING

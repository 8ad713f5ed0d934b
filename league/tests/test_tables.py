"""The cached standings (league.tables): a confirmed, corrected, reopened or cancelled result moves the season's
version in its own transaction, the next read computes the table afresh, and a read while nothing changed costs one
query."""

import pytest
from django.core.cache import cache
from django.db import transaction
from django.urls import reverse

from league import services
from league.models import Season
from league.selectors import season_overview, standings_tables
from teams.models import Team
from tests.factories import UserFactory, approve_all, first_game, make_team

pytestmark = pytest.mark.django_db


def played(season) -> dict[int, int]:
    return {row.team: row.played for table in standings_tables(season=season) for row in table.rows}


def points(season) -> dict[int, int]:
    return {row.team: row.points for table in standings_tables(season=season) for row in table.rows}


def test_a_read_while_nothing_changed_costs_one_query(season, django_assert_num_queries):
    with django_assert_num_queries(2):  # the teams with the version; every fixture (the first read)
        standings_tables(season=season)
    with django_assert_num_queries(1):  # the teams with the version: the table comes from the cache
        standings_tables(season=season)


def test_a_confirmed_result_shows_at_once_through_a_stale_season_object(cast, season):
    fixture = first_game(season)
    assert set(played(season).values()) == {0}
    services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=2, away_td=1)
    assert set(played(season).values()) == {0}  # entered, not confirmed
    services.result_confirm(fixture=fixture, actor=fixture.away.coach)
    assert played(season)[fixture.home_id] == 1  # the same Season object: the version is read afresh
    assert points(season)[fixture.home_id] == 3


def test_correcting_and_reopening_a_result_move_the_table(cast, season):
    fixture = first_game(season)
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=2, away_td=1)
    assert points(season)[fixture.home_id] == 3
    services.result_correct(fixture=fixture, actor=cast.commissioner, home_td=0, away_td=1)
    assert points(season)[fixture.home_id] == 0
    assert points(season)[fixture.away_id] == 3
    services.result_reopen(fixture=fixture)  # the void path (matches' void calls it)
    assert played(season)[fixture.home_id] == 0


def test_a_rolled_back_change_leaves_no_table_behind(cast, season):
    """A table read inside a transaction that rolls back is cached under a version nobody will see again."""
    before = Season.objects.get(pk=season.pk).results_version
    fixture = first_game(season)

    def confirm_then_fail() -> None:
        with transaction.atomic():
            services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=3, away_td=0)
            assert played(season)[fixture.home_id] == 1
            raise RuntimeError

    with pytest.raises(RuntimeError):
        confirm_then_fail()
    assert Season.objects.get(pk=season.pk).results_version == before
    assert played(season)[fixture.home_id] == 0
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=0, away_td=0)
    assert points(season)[fixture.home_id] == 1  # a draw, not the rolled-back 3-0


def test_cancelling_a_fixture_counts_a_bye_whose_round_is_then_complete(cast):
    """A bye counts once every other game of its round is confirmed or cancelled: a cancel moves the table."""
    cache.clear()
    make_team(coach=UserFactory(username="third"), name="Third Team", league=cast.league)
    approve_all(cast.league, cast.commissioner)
    season = services.season_start(league=cast.league)
    services.season_generate_fixtures(season=season, seed=7)
    bye = season.fixtures.filter(away__isnull=True).order_by("round").first()
    others = season.fixtures.filter(round=bye.round, away__isnull=False)
    assert played(season)[bye.home_id] == 0
    for fixture in others:
        services.fixture_cancel(fixture=fixture)
    assert played(season)[bye.home_id] == 1


def test_the_league_home_lists_the_next_games_and_latest_results_without_reading_every_fixture(
    cast, season, django_assert_num_queries
):
    fixture = first_game(season)
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0)
    cold = season_overview(season=season)
    with django_assert_num_queries(2):  # the teams with the version; the dozen listed games
        warm = season_overview(season=season)
    assert [f.pk for f in warm["latest"]] == [f.pk for f in cold["latest"]] == [fixture.pk]
    assert [f.pk for f in warm["upcoming"]] == [f.pk for f in cold["upcoming"]]
    assert fixture.pk not in [f.pk for f in warm["upcoming"]]
    assert warm["latest"][0].home.name == fixture.home.name
    assert warm["has_fixtures"]


def test_the_standings_page_html_follows_a_confirmed_result_and_a_rename(client, cast, season):
    """The table's HTML is cached per version of the results and what it shows of the teams: neither goes stale."""
    page = reverse("league:standings", args=[cast.league.slug])
    client.force_login(cast.coach_a)
    assert b"data-points>3<" not in client.get(page).content
    fixture = first_game(season)
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=2, away_td=0)
    response = client.get(page)
    assert b"data-points>3<" in response.content
    Team.objects.filter(pk=fixture.home_id).update(name="Renamed Rookies")
    assert b"Renamed Rookies" in client.get(page).content

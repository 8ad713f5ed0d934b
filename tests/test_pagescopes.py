"""A write stales only what it changes (issue: speed made afresh): a result in league A leaves league B's kept pages
and its coaches' to-do lists kept; a team's hire stales its team's and its league's pages; a write that names no
scope stales everything, as before; the navigation's count follows every league of the viewer, kept page or not."""

import pytest
from django.test import Client
from django.urls import reverse

from core import datagen, pagecache
from league import services as league_services
from league.models import Membership
from notifications.selectors import todo_count
from teams import services as team_services
from teams.models import Team
from tests.factories import UserFactory, approve_all, first_game, make_league, make_team

pytestmark = pytest.mark.django_db


@pytest.fixture
def other(cast, season):
    """League B: its own commissioner and coach, and coach A with a second team; its season started."""
    from types import SimpleNamespace

    commissioner = UserFactory(username="commish_b")
    coach = UserFactory(username="coach_c")
    league = make_league(commissioner=commissioner, name="Albion Sevens", slug="albion-sevens")
    for user in (coach, cast.coach_a):
        Membership.objects.create(league=league, user=user)
    make_team(coach=coach, name="Albion Anglers", league=league)
    make_team(coach=cast.coach_a, name="Second Rookies", league=league)
    approve_all(league, commissioner)
    season = league_services.season_start(league=league)
    league_services.season_generate_fixtures(season=season, seed=7)
    return SimpleNamespace(league=league, coach=coach, commissioner=commissioner)


def _kept(client, path):
    """Visit until the page is kept (the first visit sets the CSRF cookie, the second keeps it)."""
    client.get(path)
    client.get(path)
    response = client.get(path)
    assert response["X-Page-Cache"] == "hit"
    return response


def _signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_a_result_in_one_league_leaves_another_leagues_kept_pages_kept(
    cast, season, other, django_capture_on_commit_callbacks
):
    viewer = _signed_in(other.coach)
    b_pages = [reverse(name, args=[other.league.slug]) for name in ("league:detail", "league:standings")]
    a_page = reverse("league:standings", args=[cast.league.slug])
    for page in [*b_pages, a_page]:
        _kept(viewer, page)

    fixture = first_game(season)
    with django_capture_on_commit_callbacks(execute=True):  # the post-game sequence runs too (eager)
        league_services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=2)

    for page in b_pages:
        assert viewer.get(page)["X-Page-Cache"] == "hit"
    after = viewer.get(a_page)
    assert "X-Page-Cache" not in after
    assert b"data-points>3<" in after.content


def test_a_hire_stales_its_team_and_its_league_but_not_another_league(cast, season, other):
    viewer = _signed_in(other.coach)
    team_page = reverse("teams:detail", args=[cast.team_a.pk])
    a_page = reverse("league:detail", args=[cast.league.slug])
    b_page = reverse("league:detail", args=[other.league.slug])
    for page in (team_page, a_page, b_page):
        _kept(viewer, page)

    team = Team.objects.get(pk=cast.team_a.pk)
    hired = team_services.team_hire_player(
        team=team, actor=cast.coach_a, version=team.version, position="Human Lineman", name="Fresh Legs"
    )

    assert viewer.get(b_page)["X-Page-Cache"] == "hit"
    assert "X-Page-Cache" not in viewer.get(a_page)
    again = viewer.get(team_page)
    assert "X-Page-Cache" not in again
    assert hired.name.encode() in again.content


def test_a_write_that_names_no_scope_stales_every_kept_page(cast, season, other):
    viewer = _signed_in(other.coach)
    b_page = reverse("league:standings", args=[other.league.slug])
    _kept(viewer, b_page)
    Team.objects.filter(pk=cast.team_a.pk).update(name="Renamed Elsewhere")  # no scope: the global generation
    assert "X-Page-Cache" not in viewer.get(b_page)


def test_the_navigation_count_is_filled_in_when_a_kept_page_is_served(
    cast, season, other, django_capture_on_commit_callbacks, monkeypatch
):
    """Coach A plays in both leagues. His kept page of league B stays kept when coach B enters a result in league
    A; its navigation's count is not in the kept HTML but filled in as the page is served, from his list, which
    the result made stale (it now holds the result to confirm)."""
    from notifications import middleware
    from notifications.selectors import todo_for

    viewer = _signed_in(cast.coach_a)
    b_page = reverse("league:standings", args=[other.league.slug])
    _kept(viewer, b_page)
    assert "result" not in {t.kind for t in todo_for(user=cast.coach_a)}

    fixture = first_game(season)
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(fixture=fixture, actor=cast.coach_b, home_td=1)

    assert viewer.get(b_page)["X-Page-Cache"] == "hit"
    assert "result" in {t.kind for t in todo_for(user=cast.coach_a)}
    monkeypatch.setattr(middleware, "waiting_count", lambda user_id, load_user: 7)
    served = viewer.get(b_page)
    assert served["X-Page-Cache"] == "hit"
    assert '7<span class="visually-hidden"> waiting for you' in served.content.decode()
    assert middleware.MARKER not in served.content


def test_a_to_do_list_is_not_recounted_after_a_write_in_a_league_its_user_has_nothing_to_do_with(
    cast, season, other, django_capture_on_commit_callbacks, django_assert_num_queries
):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    todo_count(user=other.coach)
    todo_count(user=cast.coach_b)
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(
            fixture=first_game(season), actor=cast.commissioner, is_commissioner=True, home_td=1
        )
    with django_assert_num_queries(0):
        todo_count(user=other.coach)  # league B's coach: kept
    with CaptureQueriesContext(connection) as recount:
        todo_count(user=cast.coach_b)  # league A's coach: counted again
    assert recount.captured_queries


def test_a_scoped_write_replaces_its_scopes_and_any_but_not_the_global_token(cast):
    scope = datagen.league(cast.league.pk)
    before = datagen.stamp([datagen.ANY, scope, "league:0"])
    with datagen.scope(scope):
        Team.objects.filter(pk=cast.team_a.pk).update(name="Scoped")
    after = datagen.stamp([datagen.ANY, scope, "league:0"])
    assert after[datagen.GLOBAL] == before[datagen.GLOBAL]
    assert after["league:0"] == before["league:0"]
    assert after[scope] != before[scope]
    assert after[datagen.ANY] != before[datagen.ANY]

    Team.objects.filter(pk=cast.team_a.pk).update(name="Unscoped")
    assert datagen.stamp([scope])[datagen.GLOBAL] != after[datagen.GLOBAL]
    assert not datagen.fresh(after)


def test_a_page_made_while_a_write_committed_is_not_kept(rf, cast):
    request = rf.get("/")
    request._page_cache_before = datagen.stamp([datagen.ANY])
    pagecache.reads(request, datagen.league(cast.league.pk))
    assert pagecache.stamp_to_keep(request) is not None  # nothing written meanwhile
    with datagen.scope(datagen.league(0)):  # another league's write, while the page was being made
        Team.objects.filter(pk=cast.team_b.pk).update(name="Meanwhile")
    assert pagecache.stamp_to_keep(request) is None


@pytest.mark.django_db(transaction=True)
def test_a_remembered_value_is_computed_once_until_its_scope_is_written_to():
    """``datagen.remember``: what every viewer's page shares (a league's leaders, an event's standings) is computed
    by the first page after a write and read by the others; a write in its scope (or none) makes it again, a write
    in another scope does not; a value read after this connection's own uncommitted writes is not kept."""
    from django.db import transaction

    owner = UserFactory(username="owner")
    team = make_team(coach=owner, name="Remembered")
    calls = []

    def compute():
        calls.append(1)
        return Team.objects.get(pk=team.pk).name

    def value():
        return datagen.remember("test:remembered", [datagen.league(1)], compute)

    assert value() == value() == "Remembered"
    assert len(calls) == 1
    with datagen.scope(datagen.league(2)):
        Team.objects.filter(pk=team.pk).update(treasury=1)
    assert value() == "Remembered"
    assert len(calls) == 1
    with datagen.scope(datagen.league(1)):
        Team.objects.filter(pk=team.pk).update(name="Renamed In Scope")
    assert value() == "Renamed In Scope"
    assert len(calls) == 2
    Team.objects.filter(pk=team.pk).update(name="Renamed Unscoped")
    assert value() == "Renamed Unscoped"
    assert len(calls) == 3
    with transaction.atomic():
        Team.objects.filter(pk=team.pk).update(name="Not Yet Committed")
        assert value() == "Not Yet Committed"
        transaction.set_rollback(True)
    assert value() == "Renamed Unscoped"  # the rolled-back name was never kept
    assert value() == "Renamed Unscoped"
    assert len(calls) == 5


def test_a_result_recounts_its_two_coaches_and_the_commissioners_lists_not_the_other_coaches(
    cast, season, django_capture_on_commit_callbacks, django_assert_num_queries
):
    """A write to a game names its league and its two teams: the league's pages and the lists of the two coaches
    and the commissioners follow it; another coach of the league keeps his list (nothing of his changed)."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    third = UserFactory(username="coach_x")
    Membership.objects.create(league=cast.league, user=third)
    make_team(coach=third, name="Third Team", league=cast.league)
    watched = (cast.coach_a, cast.coach_b, cast.commissioner, third)
    for user in watched:
        todo_count(user=user)
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(fixture=first_game(season), actor=cast.coach_b, home_td=1)
    with django_assert_num_queries(0):
        todo_count(user=third)
    for user in (cast.coach_a, cast.coach_b, cast.commissioner):
        with CaptureQueriesContext(connection) as recount:
            todo_count(user=user)
        assert recount.captured_queries, user


def test_a_hire_by_the_next_opponent_recounts_a_coachs_list(cast, season):
    """Who buys inducements first depends on both teams' values: a coach's list follows the team his team plays
    next, not only his own."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from notifications.selectors import user_scopes

    fixture = first_game(season)
    assert datagen.team(cast.team_b.pk) in user_scopes(user=cast.coach_a)
    todo_count(user=cast.coach_a)
    team = Team.objects.get(pk=cast.team_b.pk)
    team_services.team_hire_player(team=team, actor=cast.coach_b, version=team.version, position="Human Lineman")
    with CaptureQueriesContext(connection) as recount:
        todo_count(user=cast.coach_a)
    assert recount.captured_queries
    assert {fixture.home_id, fixture.away_id} == {cast.team_a.pk, cast.team_b.pk}

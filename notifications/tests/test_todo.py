"""The to-do list: each kind of thing waiting, for whom, with its link; its queries bounded; the cached count."""

from datetime import date, timedelta

import pytest
from django.core.cache import cache
from django.urls import reverse
from django.utils import timezone

from core import datagen
from league import services as league_services
from league.models import Membership
from matches.models import InducementPurchase, Match, PostGameStep
from matches.services.engine import mark_failed
from matches.services.sequence import post_game_retry
from notifications.hooks import todo_providers
from notifications.selectors import todo_count, todo_for, todo_queries, user_scopes
from tests.factories import UserFactory, make_league, make_team

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fresh_cache():
    cache.clear()
    yield
    cache.clear()


def kinds(user):
    return [t.kind for t in todo_for(user=user)]


def test_a_submitted_result_waits_for_the_other_coach_only(cast, fixture):
    league_services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=1, away_td=0)
    other = fixture.away.coach
    (item,) = [t for t in todo_for(user=other) if t.kind == "result"]
    assert item.url == fixture.get_absolute_url()
    assert "confirm or dispute" in item.text
    assert item.action == "Confirm or dispute"
    assert "result" not in kinds(fixture.home.coach)
    assert "result" not in kinds(cast.commissioner)  # the other coach confirms; no commissioner needed
    assert todo_for(user=cast.outsider) == []


def test_a_pending_entry_waits_for_the_commissioners(cast, django_capture_on_commit_callbacks):
    (item,) = [t for t in todo_for(user=cast.commissioner) if t.kind == "entry"][:1]
    assert item.url == reverse("league:teams", kwargs={"slug": cast.league.slug})
    assert {t.text.split(" (")[0] for t in todo_for(user=cast.commissioner) if t.kind == "entry"} == {
        cast.team_a.name,
        cast.team_b.name,
    }
    assert "entry" not in kinds(cast.coach_a)
    with django_capture_on_commit_callbacks(execute=True):  # the cached list is stale once the decision commits
        league_services.league_decide_entry(
            league=cast.league, team=cast.team_a, approve=True, actor=cast.commissioner
        )
    assert [t.kind for t in todo_for(user=cast.commissioner)].count("entry") == 1


def test_the_next_pre_game_says_its_date_and_what_is_left(cast, fixture, django_capture_on_commit_callbacks):
    fixture.date = date(2026, 3, 7)
    fixture.save()
    team = fixture.home
    (item,) = [t for t in todo_for(user=team.coach) if t.kind == "pregame"]
    assert item.when == date(2026, 3, 7)
    assert item.url == reverse("matches:pregame", kwargs={"fixture_id": fixture.pk})
    assert item.detail == "Left: buy inducements (or none)."  # seven players: no Journeymen needed
    victim = team.players.order_by("number").first()
    victim.status = victim.Status.MISSES_NEXT_GAME
    with django_capture_on_commit_callbacks(execute=True):
        victim.save()
    (item,) = [t for t in todo_for(user=team.coach) if t.kind == "pregame"]
    assert item.detail == "Left: hire 1 Journeyman, buy inducements (or none)."
    with django_capture_on_commit_callbacks(execute=True):
        match = Match.objects.create(fixture=fixture)
        InducementPurchase.objects.create(match=match, team=team, own_ctv=1, other_ctv=1)
        victim.status = victim.Status.AVAILABLE
        victim.save()
    assert "pregame" not in kinds(team.coach)


def test_an_advancement_choice_waits_for_the_coach(cast, fixture, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(
            fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=2, away_td=1
        )
    step = PostGameStep.objects.get(match__fixture=fixture, team=fixture.home, status="waiting")
    (item,) = [t for t in todo_for(user=fixture.home.coach) if t.kind == "advancement"]
    assert item.url == reverse("matches:advancement", kwargs={"match_id": step.match_id, "team_id": step.team_id})
    assert "choose the Player Advancement" in item.text


def test_a_failed_post_game_waits_for_a_commissioner(cast, fixture):
    Match.objects.create(fixture=fixture, sequence=Match.Sequence.FAILED, sequence_error="OperationalError: locked")
    (item,) = [t for t in todo_for(user=cast.commissioner) if t.kind == "post_game"]
    assert item.url == fixture.get_absolute_url()
    assert item.action == "Retry"
    assert "post_game" not in kinds(cast.coach_a)


def test_an_accepted_invite_is_news_for_the_commissioner_and_a_task_for_the_coach(
    cast, django_capture_on_commit_callbacks
):
    newcomer = UserFactory(username="newcomer")
    league_services.league_join(league=cast.league, user=newcomer, code=cast.league.invite_code)
    (joined,) = [t for t in todo_for(user=cast.commissioner) if t.kind == "joined" and "newcomer" in t.text]
    assert "newcomer accepted your invite" in joined.text
    assert "no team entered yet" in joined.text
    (enter,) = todo_for(user=newcomer)
    assert enter.kind == "enter_team"
    assert enter.url == reverse("teams:draft") + f"?league={cast.league.slug}"
    with django_capture_on_commit_callbacks(execute=True):
        make_team(coach=newcomer, name="Newcomer Nags", league=cast.league)
    assert "enter_team" not in kinds(newcomer)
    Membership.objects.filter(user=newcomer).update(joined_at=timezone.now() - timedelta(days=8))
    cache.clear()  # a join growing older has no event: the cached list's time-out (COUNT_TIMEOUT) catches it
    assert not [t for t in todo_for(user=cast.commissioner) if t.kind == "joined" and "newcomer" in t.text]  # old news


def more_leagues(cast, n):
    """``n`` more leagues run by the cast's commissioner, coach A in each with a team, its first game submitted by
    the rival, its post-game failed, a pending entry and a fresh member: every kind of item, once per league."""
    for i in range(n):
        league = make_league(commissioner=cast.commissioner, name=f"League {i}", slug=f"league-{i}")
        rival = UserFactory(username=f"rival{i}")
        for user in (cast.coach_a, rival):
            Membership.objects.create(league=league, user=user)
        mine = make_team(coach=cast.coach_a, name=f"Mine {i}", league=league)
        theirs = make_team(coach=rival, name=f"Rival {i}", league=league)
        for team in (mine, theirs):
            league_services.league_decide_entry(league=league, team=team, approve=True, actor=cast.commissioner)
        make_team(coach=UserFactory(username=f"late{i}"), name=f"Late {i}", league=league)
        season = league_services.season_start(league=league)
        league_services.season_generate_fixtures(season=season, seed=1)
        first = season.fixtures.filter(away__isnull=False).first()
        league_services.result_submit(fixture=first, actor=rival, home_td=1, away_td=1)
        Match.objects.create(fixture=first, sequence=Match.Sequence.FAILED)
        Membership.objects.create(league=league, user=UserFactory(username=f"fresh{i}"))


def test_the_list_costs_a_fixed_number_of_queries(
    cast, fixture, django_assert_max_num_queries, django_assert_num_queries, django_capture_on_commit_callbacks
):
    """With one league or four, the coach's and the commissioner's lists each take at most todo_queries(); none
    while the cached list holds."""
    with django_assert_max_num_queries(todo_queries()):
        small = todo_for(user=cast.coach_a)
    with django_assert_max_num_queries(todo_queries()):
        small_commish = todo_for(user=cast.commissioner)
    with django_assert_num_queries(0):
        assert todo_for(user=cast.coach_a) == small
    with django_capture_on_commit_callbacks(execute=True):
        more_leagues(cast, 3)
    with django_assert_max_num_queries(todo_queries()):
        coach = todo_for(user=cast.coach_a)
    with django_assert_max_num_queries(todo_queries()):
        commish = todo_for(user=cast.commissioner)
    assert len(coach) > len(small)
    assert len(commish) > len(small_commish)
    assert [t.kind for t in coach].count("result") == 3
    assert {"pregame"} <= {t.kind for t in coach}
    assert [t.kind for t in commish].count("entry") == 3
    assert [t.kind for t in commish].count("post_game") == 3
    assert len([t for t in commish if t.kind == "joined" and "fresh" in t.text]) == 3


def test_the_navigation_count_is_cached_until_something_changes(
    cast, fixture, client, django_assert_num_queries, django_assert_max_num_queries, django_capture_on_commit_callbacks
):
    other = fixture.away.coach
    client.force_login(other)
    page = reverse("league:index")
    client.get(page)  # computes and caches the count
    before = todo_count(user=other)
    assert before == 1  # the pre-game
    with django_assert_num_queries(0):
        assert todo_count(user=other) == before
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=1, away_td=0)
    with django_assert_max_num_queries(todo_queries()) as recount:  # the result's event made the count stale
        assert todo_count(user=other) == 1  # the result to confirm (no pre-game once the game is played)
    assert recount.captured_queries
    response = client.get(page)
    assert '1<span class="visually-hidden"> waiting for you' in response.content.decode()
    client.force_login(cast.outsider)
    assert "waiting for you<" not in client.get(page).content.decode()


def test_the_cached_list_follows_every_change_that_moves_it(cast, fixture, django_capture_on_commit_callbacks):
    """Writes that go by conditional or bulk updates (no model save) still make the cached lists stale when they
    commit: a post-game that fails and is retried, a cancelled fixture, a decided entry."""
    home_coach = fixture.home.coach
    assert "pregame" in kinds(home_coach)
    assert "post_game" not in kinds(cast.commissioner)
    match = Match.objects.create(fixture=fixture, sequence=Match.Sequence.RUNNING)
    cache_before = todo_for(user=cast.commissioner)
    with django_capture_on_commit_callbacks(execute=True):
        assert mark_failed(match.pk, "OperationalError")
    assert "post_game" in kinds(cast.commissioner)
    with django_capture_on_commit_callbacks(execute=True):
        post_game_retry(match=match, actor=cast.commissioner)
    assert "post_game" not in kinds(cast.commissioner)
    assert [t.kind for t in todo_for(user=cast.commissioner)].count("entry") == len(
        [t for t in cache_before if t.kind == "entry"]
    )
    with django_capture_on_commit_callbacks(execute=True):
        league_services.fixture_cancel(fixture=fixture)
    assert "pregame" not in kinds(home_coach)


def test_nothing_waiting_costs_one_query_a_list(cast, fixture, django_assert_num_queries):
    """Each list finds its rows by id first and loads them only when it found any: eight lists, eight queries, and
    one for each later app's provider (the events). The user's scopes (which leagues and events can change his
    list) are one query of notifications' own and one for each provider, and are kept on their own."""
    assert todo_providers()
    with django_assert_num_queries(1 + len(todo_providers())):
        assert user_scopes(user=cast.outsider) == [datagen.user(cast.outsider.pk)]
    with django_assert_num_queries(8 + len(todo_providers())):
        assert todo_for(user=cast.outsider) == []

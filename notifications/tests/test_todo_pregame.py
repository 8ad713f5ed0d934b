"""Issue 24: the to-do list does not invite a blocked pre-game (it says what it waits for), and once the pre-game
is done it reminds both coaches to report and enter the result, until the result is entered."""

import pytest
from django.core.cache import cache

from league import services as league_services
from matches import services as match_services
from matches.models import InducementPurchase, Match, PlayerReport
from notifications.selectors import todo_count, todo_for, todo_queries
from teams.models import Player, Team

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fresh_cache():
    cache.clear()
    yield
    cache.clear()


def items(user, kind):
    cache.clear()
    return [t for t in todo_for(user=user) if t.kind == kind]


@pytest.fixture
def second_game(cast, fixture, django_capture_on_commit_callbacks):
    """The first game confirmed (both teams' Player Advancement waits) and a second game to play."""
    second = league_services.fixture_add(season=fixture.season, home=fixture.home, away=fixture.away, round=2)
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(
            fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0
        )
    return second


def test_a_pre_game_blocked_by_the_teams_own_advancement_is_not_invited(cast, second_game):
    coach = second_game.home.coach
    assert items(coach, "pregame") == []
    (waiting,) = items(coach, "waiting")
    assert "waits for your Player Advancement choice" in waiting.text
    assert items(coach, "advancement")  # the choice itself is the task
    cache.clear()
    assert todo_count(user=coach) == len([t for t in todo_for(user=coach) if t.kind != "waiting"])


def test_a_pre_game_waiting_for_the_rivals_advancement_says_so(cast, second_game, django_capture_on_commit_callbacks):
    home, away = second_game.home, second_game.away
    match = Match.objects.get(fixture__round=1)
    with django_capture_on_commit_callbacks(execute=True):
        match_services.advancement_choose(
            match=match,
            team=home,
            actor=cast.commissioner,
            kind="primary",
            player_id=home.players.get(number=4).pk,
            category="General",
        )
    Team.objects.filter(pk=away.pk).update(current_team_value=900_000)  # the rival is the favourite: he buys first
    assert items(home.coach, "pregame") == []
    (waiting,) = items(home.coach, "waiting")
    assert "waits for the rival's Player Advancement choice" in waiting.text
    assert away.name in waiting.text
    # a Journeyman to hire is something to do now: the pre-game is invited, with what it then waits for
    Player.objects.filter(team=home, number=1).update(status=Player.Status.MISSES_NEXT_GAME)
    (pregame,) = items(home.coach, "pregame")
    assert pregame.detail.startswith("Left: hire 1 Journeyman.")
    assert "Then waits for the rival's Player Advancement choice" in pregame.detail


def test_after_the_pre_game_both_coaches_are_reminded_to_report_and_enter_the_result(
    cast, fixture, django_capture_on_commit_callbacks
):
    match = match_services.match_for_fixture(fixture)
    for team in (fixture.home, fixture.away):
        InducementPurchase.objects.create(match=match, team=team, own_ctv=1, other_ctv=1)
    for coach in (cast.coach_a, cast.coach_b):
        assert items(coach, "pregame") == []
        (report,) = items(coach, "report")
        assert "send the player report and enter the result" in report.text
        assert report.url == fixture.get_absolute_url()
    home = fixture.home
    PlayerReport.objects.create(match=match, player=home.players.first(), team=home)
    (report,) = items(home.coach, "report")
    assert report.text.endswith("enter the result.")
    assert "player report" not in report.text
    assert "player report" in items(fixture.away.coach, "report")[0].text
    assert items(cast.outsider, "report") == []
    assert items(cast.commissioner, "report") == []
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(fixture=fixture, actor=home.coach, home_td=0, away_td=0)
    assert items(cast.coach_a, "report") == []
    assert items(cast.coach_b, "report") == []


def test_the_blocked_and_done_pre_games_cost_no_more_queries(
    cast, second_game, django_assert_max_num_queries, django_capture_on_commit_callbacks
):
    match = match_services.match_for_fixture(second_game)
    InducementPurchase.objects.create(match=match, team=second_game.away, own_ctv=1, other_ctv=1)
    for user in (cast.coach_a, cast.coach_b, cast.commissioner):
        cache.clear()
        with django_assert_max_num_queries(todo_queries()):
            todo_for(user=user)

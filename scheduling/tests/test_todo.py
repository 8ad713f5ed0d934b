"""The to-do list's scheduling items: the times to answer, the agreed kick-off, the deadline a week away (coaches)
and the games not played after it (commissioners); the provider's one query and the whole list's bound; the kept
list follows each write that changes it."""

from __future__ import annotations

import pytest

from notifications.selectors import todo_for, todo_queries
from scheduling import services, todo
from scheduling.models import RoundDeadline

from .conftest import later

pytestmark = pytest.mark.django_db


def items(user, kind=None):
    return [t for t in todo_for(user=user) if kind is None or t.kind == kind]


def texts(user, kind):
    return [t.text for t in items(user, kind)]


def test_the_other_coach_is_asked_to_answer_and_both_see_the_agreed_time(
    cast, game, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        made = services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(3), later(4)])
    other_of_b = game.opponent_of(cast.team_b.pk).name
    assert texts(cast.coach_b, "schedule_answer") == [f"coach_a proposed times for your game v {other_of_b}: answer."]
    assert items(cast.coach_b, "schedule_answer")[0].url == game.get_absolute_url() + "#schedule"
    assert texts(cast.coach_a, "schedule_answer") == []
    with django_capture_on_commit_callbacks(execute=True):
        services.proposal_accept(fixture=game, actor=cast.coach_b, proposal_id=made[0].pk)
    assert texts(cast.coach_b, "schedule_answer") == []
    day = made[0].when.strftime("%H:%M")
    for coach, team in ((cast.coach_a, cast.team_a), (cast.coach_b, cast.team_b)):
        [said] = texts(coach, "schedule_game")
        assert said.startswith(f"Your game v {game.opponent_of(team.pk).name} is on ")
        assert said.endswith(f"{day}.")
    assert items(cast.commissioner, "schedule_game") == []


def test_a_coach_is_reminded_a_week_before_the_deadline_while_no_time_is_agreed(
    cast, game, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        services.deadline_set(season=game.season, actor=cast.commissioner, round=1, due=later(10))
    assert texts(cast.coach_a, "schedule_deadline") == []
    with django_capture_on_commit_callbacks(execute=True):
        services.deadline_set(season=game.season, actor=cast.commissioner, round=1, due=later(3))
    [said] = texts(cast.coach_a, "schedule_deadline")
    assert said.startswith("Round 1's deadline is ")
    assert said.endswith(f": agree a time with {cast.team_b.name}.")
    with django_capture_on_commit_callbacks(execute=True):
        made = services.proposal_make(fixture=game, actor=cast.coach_b, times=[later(2)])[0]
        services.proposal_accept(fixture=game, actor=cast.coach_a, proposal_id=made.pk)
    assert texts(cast.coach_a, "schedule_deadline") == []


def test_the_commissioner_is_told_of_each_game_not_played_after_the_deadline_until_its_forfeit(
    cast, game, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        services.deadline_set(season=game.season, actor=cast.commissioner, round=1, due=later(2))
    assert texts(cast.commissioner, "schedule_overdue") == []
    with django_capture_on_commit_callbacks(execute=True):
        RoundDeadline.objects.update(due=later(-1))  # the deadline passes (written here so the kept list is stale)
    expected = f"Round 1's deadline passed: {game.home.name} v {game.away.name} not played."
    assert texts(cast.commissioner, "schedule_overdue") == [expected]
    assert texts(cast.coach_a, "schedule_overdue") == []
    assert texts(cast.outsider, "schedule_overdue") == []
    with django_capture_on_commit_callbacks(execute=True):
        services.forfeit_record(fixture=game, actor=cast.commissioner, team_at_fault=game.home, reason="No show")
    assert texts(cast.commissioner, "schedule_overdue") == []


def test_the_provider_makes_one_query_and_the_list_keeps_its_bound(
    cast, game, third, django_assert_max_num_queries, django_capture_on_commit_callbacks
):
    with django_assert_max_num_queries(todo.TODO_QUERIES):
        assert todo.schedule_todo(cast.outsider) == []
    with django_capture_on_commit_callbacks(execute=True):
        services.deadline_set(season=game.season, actor=cast.commissioner, round=2, due=later(-1))
        services.deadline_set(season=game.season, actor=cast.commissioner, round=1, due=later(2))
        services.proposal_make(fixture=game, actor=cast.coach_b, times=[later(1)])
        services.proposal_make(fixture=third.fixture, actor=third.coach, times=[later(1)])
    for user in (cast.coach_a, cast.commissioner, third.coach):
        with django_assert_max_num_queries(todo.TODO_QUERIES):
            todo.schedule_todo(user)
        with django_assert_max_num_queries(todo_queries()):
            todo_for(user=user)
    assert [t.kind for t in items(cast.coach_a) if t.kind.startswith("schedule")] == ["schedule_answer"] * 2
    assert [t.kind for t in items(cast.commissioner) if t.kind.startswith("schedule")] == ["schedule_overdue"]


def test_the_scopes_are_the_leagues_he_runs_and_his_teams(cast, game, django_assert_num_queries):
    with django_assert_num_queries(1):
        assert sorted(todo.schedule_scopes(cast.coach_a)) == [f"team:{cast.team_a.pk}"]
    assert todo.schedule_scopes(cast.commissioner) == [f"league:{cast.league.pk}"]
    assert todo.schedule_scopes(cast.outsider) == []

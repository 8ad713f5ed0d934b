"""A post-game run: a fixed number of queries whatever the rosters, and all or nothing."""

import dataclasses

import pytest

from league import services as league_services
from matches import tasks
from matches.models import AdvancementChoice, Match, PostGameStep
from matches.services import steps
from matches.services.common import new_seed
from rules.postgame import PostGameStep as Step
from teams.models import Team, TeamEvent

pytestmark = pytest.mark.django_db


def _confirmed_with_choices_ahead(cast, fixture, django_capture_on_commit_callbacks) -> Match:
    """Both coaches' advancement choices made before the result (as a coach may at the table), so the whole
    sequence runs in one go; the result is confirmed and the run is left queued."""
    match = Match.objects.create(fixture=fixture, seed=new_seed())
    for team in (fixture.home, fixture.away):
        player = team.players.order_by("number")[2]
        AdvancementChoice.objects.create(match=match, team=team, kind="primary", player=player, category="General")
    with django_capture_on_commit_callbacks(execute=False):
        league_services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=2)
    return match


def test_a_run_takes_a_fixed_number_of_queries(
    cast, fixture, django_capture_on_commit_callbacks, django_assert_max_num_queries
):
    match = _confirmed_with_choices_ahead(cast, fixture, django_capture_on_commit_callbacks)
    with django_assert_max_num_queries(17):  # the steps' writes batched; no savepoint per service call
        tasks.run_post_game.apply(args=(match.pk,))
    assert set(PostGameStep.objects.filter(match=match).values_list("status", flat=True)) == {"done"}
    with django_assert_max_num_queries(1):  # a repeated message stops at one query
        tasks.run_post_game.apply(args=(match.pk,))


def test_an_error_midway_rolls_the_whole_run_back(cast, fixture, django_capture_on_commit_callbacks, monkeypatch):
    match = _confirmed_with_choices_ahead(cast, fixture, django_capture_on_commit_callbacks)
    treasuries = dict(Team.objects.values_list("pk", "treasury"))

    def boom(run):
        raise RuntimeError("the last step failed")

    last = steps.BY_STEP[Step.TEAM_VALUE]
    monkeypatch.setitem(steps.BY_STEP, Step.TEAM_VALUE, dataclasses.replace(last, apply=boom))
    with pytest.raises(RuntimeError):
        tasks.run_post_game.apply(args=(match.pk,), throw=True)
    # winnings, fans, skills and player statuses were written by the steps before it: none of them stands
    assert dict(Team.objects.values_list("pk", "treasury")) == treasuries
    assert not TeamEvent.objects.filter(kind="post_game").exists()
    assert not PostGameStep.objects.filter(match=match, status=PostGameStep.Status.DONE).exists()
    assert all(not p.gained_skills for t in (fixture.home, fixture.away) for p in t.players.all())
    match.refresh_from_db()
    assert match.sequence == Match.Sequence.FAILED

    monkeypatch.undo()
    tasks.run_post_game.apply(args=(match.pk,))
    assert set(PostGameStep.objects.filter(match=match).values_list("status", flat=True)) == {"done"}
    assert TeamEvent.objects.filter(kind="post_game", changes__step=Step.WINNINGS_FANS_DRAFT).count() == 2


def test_savepoints_come_back_after_a_run_even_a_nested_one():
    from django.db import connection, transaction

    from matches.services.engine import all_or_nothing

    with transaction.atomic():
        with all_or_nothing(), all_or_nothing():
            assert connection.savepoint() is None
        with all_or_nothing():
            pass
        sid = connection.savepoint()
        assert sid is not None
        connection.savepoint_rollback(sid)


def test_django_still_asks_the_connection_before_each_savepoint():
    """The one private Django internal the run relies on (``all_or_nothing``: no public API skips the savepoints of
    atomic blocks opened by code the run calls): the connection's ``_savepoint_allowed()`` is a method Atomic asks
    before each savepoint. If Django renames it or stops asking it, this fails, not only the query count above."""
    from django.db import connection, transaction
    from django.db.backends.base.base import BaseDatabaseWrapper
    from django.test.utils import CaptureQueriesContext

    from matches.services.engine import all_or_nothing

    wrapper = transaction.get_connection()  # the backend's connection, as all_or_nothing takes it
    assert callable(getattr(BaseDatabaseWrapper, "_savepoint_allowed", None))
    assert callable(getattr(type(wrapper), "_savepoint_allowed", None))

    def nested_block() -> list[str]:
        with CaptureQueriesContext(connection) as queries, transaction.atomic():
            Match.objects.exists()
        return [q["sql"] for q in queries.captured_queries]

    with transaction.atomic():
        assert wrapper._savepoint_allowed() is True
        plain = nested_block()
        assert any("SAVEPOINT" in sql for sql in plain)
        with all_or_nothing():
            assert wrapper._savepoint_allowed() is False
            in_a_run = nested_block()
        assert not any("SAVEPOINT" in sql for sql in in_a_run)
        assert len(in_a_run) == len(plain) - 2  # the savepoint and its release
        assert wrapper._savepoint_allowed() is True  # the backend's own again

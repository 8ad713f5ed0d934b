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


def test_a_run_takes_one_savepoint_its_own(cast, fixture, django_capture_on_commit_callbacks):
    """Inside the test's transaction the run's own block is a savepoint; the teams services the steps call take
    none of their own (``atomic(savepoint=False)``), so the run is one unit: no private Django switch is needed."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    match = _confirmed_with_choices_ahead(cast, fixture, django_capture_on_commit_callbacks)
    with CaptureQueriesContext(connection) as queries:
        tasks.run_post_game.apply(args=(match.pk,))
    savepoints = [q["sql"] for q in queries.captured_queries if q["sql"].startswith("SAVEPOINT")]
    assert len(savepoints) == 1


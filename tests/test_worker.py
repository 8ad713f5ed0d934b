import time

import pytest

from config.celery import ping


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_task_goes_through_the_broker_to_a_real_worker(celery_worker):
    result = ping.delay()
    assert result.get(timeout=20) == "pong"
    assert result.successful()


@pytest.fixture
def join_flag_left_set():
    """Celery's process-wide "never wait on a result" flag, as two eager tasks at once in other threads leave it."""
    from celery._state import _set_task_join_will_block

    _set_task_join_will_block(True)
    yield
    _set_task_join_will_block(False)


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_the_real_worker_s_result_can_be_waited_on_whatever_eager_tasks_left(join_flag_left_set, celery_worker):
    assert ping.delay().get(timeout=20) == "pong"


@pytest.mark.django_db
def test_without_a_broker_tasks_run_eagerly_in_process():
    assert ping.delay().get(timeout=1) == "pong"


def _wait_for(condition, timeout=40.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.2)
    return False


def _league_game():
    from league import services as league_services
    from tests.factories import UserFactory, make_league, make_team

    commissioner = UserFactory(username="w-commish")
    league = make_league(commissioner=commissioner, slug="worker-league")
    teams = [make_team(coach=UserFactory(username=f"w-coach-{i}"), name=f"Worker {i}", league=league) for i in (1, 2)]
    for team in teams:
        league_services.league_decide_entry(league=league, team=team, approve=True, actor=commissioner)
    season = league_services.season_start(league=league)
    league_services.season_generate_fixtures(season=season, seed=5)
    return commissioner, season.fixtures.select_related("home", "away").get()


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_the_post_game_sequence_runs_on_a_real_worker(celery_worker):
    from league import services as league_services
    from matches import services
    from matches.models import Match, PostGameStep
    from teams.models import TeamEvent

    commissioner, fixture = _league_game()
    league_services.result_submit(fixture=fixture, actor=commissioner, is_commissioner=True, home_td=2, away_td=0)
    match = Match.objects.get(fixture=fixture)
    waiting = PostGameStep.objects.filter(match=match, step=2, status="waiting")
    assert _wait_for(lambda: waiting.count() == 2), "step 1 did not run on the worker"
    for team in (fixture.home, fixture.away):
        player = team.players.order_by("number").first()
        services.advancement_choose(
            match=match, team=team, actor=commissioner, kind="primary", player_id=player.pk, category="General"
        )
    assert _wait_for(lambda: not PostGameStep.objects.filter(match=match).exclude(status="done").exists())
    assert TeamEvent.objects.filter(kind="post_game", description__contains="gains").count() == 2


HOLD = 4  # seconds: the worker holds the messages, unacknowledged, until then (as a busy worker its prefetched ones)


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_killed_worker_and_repeated_messages_apply_each_change_once(celery_worker, monkeypatch):
    """The worker is killed while it holds every message of the sequence (reserved, not run, not acknowledged):
    nothing waits in the queue, nobody sends anything again, and the restarted worker gets them back from the
    broker after its visibility timeout and applies each change once."""
    from django.db import transaction

    from league import services as league_services
    from matches.models import Match, PostGameStep
    from matches.tasks import run_post_game
    from teams.models import Team, TeamEvent
    from tests.worker import unacked_on, waiting_on

    def queue_held(match_id, team_id=None):
        transaction.on_commit(lambda: run_post_game.apply_async((match_id,), countdown=HOLD))

    monkeypatch.setattr("matches.services.sequence.queue_post_game", queue_held)
    commissioner, fixture = _league_game()
    before = {t.pk: t.treasury for t in Team.objects.filter(pk__in=[fixture.home_id, fixture.away_id])}
    league_services.result_submit(fixture=fixture, actor=commissioner, is_commissioner=True, home_td=1, away_td=0)
    match = Match.objects.get(fixture=fixture)
    for _ in range(5):
        run_post_game.apply_async((match.pk,), countdown=HOLD)
    queue = celery_worker.queue
    assert _wait_for(lambda: unacked_on(queue) == 6, timeout=HOLD - 1), "the worker did not reserve the messages"
    celery_worker.kill()
    killed = time.monotonic()
    assert waiting_on(queue) == 0  # only the dead worker's reserved messages are left
    assert PostGameStep.objects.filter(match=match, status="pending").count() == 16  # none ran
    celery_worker.start()
    waiting = PostGameStep.objects.filter(match=match, step=2, status="waiting")
    assert _wait_for(lambda: waiting.count() == 2, timeout=60)
    took = time.monotonic() - killed
    assert took < 60, f"the killed worker's game completed {took:.0f}s after the kill"
    attendance = match.home_fan_factor + match.away_fan_factor
    home = Team.objects.get(pk=fixture.home_id)
    # 2020 rulebook, step 1 (rules.postgame.winnings): half the Fan Attendance without rounding, plus the touchdown
    assert home.treasury == before[home.pk] + attendance * 10_000 // 2 + 10_000
    assert TeamEvent.objects.filter(team=home, kind="post_game", description__contains="winnings").count() == 1
    assert _wait_for(lambda: unacked_on(queue) == 0, timeout=10)


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_the_sweep_completes_a_sequence_whose_message_was_lost(celery_worker, monkeypatch):
    """The confirmation's message never reaches a worker (lost with a broker or a node): Celery beat's sweep finds
    the sequence stalled (POST_GAME_SWEEP_AFTER, 2 s for the test worker) and queues it again, once."""
    from league import services as league_services
    from matches.models import Match, PostGameStep
    from matches.services.sweep import mark_queued
    from teams.models import TeamEvent
    from tests.worker import celery_beat_process, unacked_on, waiting_on

    monkeypatch.setattr(
        "matches.services.sequence.queue_post_game", lambda match_id, team_id=None: mark_queued(match_id)
    )
    commissioner, fixture = _league_game()
    league_services.result_submit(fixture=fixture, actor=commissioner, is_commissioner=True, home_td=1, away_td=0)
    match = Match.objects.get(fixture=fixture)
    queue = celery_worker.queue
    # nothing of the post-game is queued (the confirmation's e-mails pass through the worker and are gone)
    assert _wait_for(lambda: waiting_on(queue) == 0 and unacked_on(queue) == 0, timeout=10)
    time.sleep(1)
    assert PostGameStep.objects.filter(match=match, status="pending").count() == 16  # nothing runs it
    started = time.monotonic()
    with celery_beat_process(queue, {"POST_GAME_SWEEP_EVERY": "1"}):
        waiting = PostGameStep.objects.filter(match=match, step=2, status="waiting")
        ok = _wait_for(lambda: waiting.count() == 2, timeout=40)
        state = (Match.objects.filter(pk=match.pk).values("sequence", "queued_at").get(), time.time())
        assert ok, f"the sweep did not queue the sequence: {state}"
        took = time.monotonic() - started
        time.sleep(3)  # more sweeps: the teams wait for their coaches, nothing is queued again
    assert took < 40
    assert TeamEvent.objects.filter(kind="post_game", description__contains="winnings").count() == 2
    assert Match.objects.get(pk=match.pk).sequence == Match.Sequence.WAITING

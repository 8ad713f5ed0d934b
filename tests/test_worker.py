import pytest

from config.celery import ping


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_task_goes_through_the_broker_to_a_real_worker(celery_worker):
    result = ping.delay()
    assert result.get(timeout=20) == "pong"
    assert result.successful()


@pytest.mark.django_db
def test_without_a_broker_tasks_run_eagerly_in_process():
    assert ping.delay().get(timeout=1) == "pong"


def _wait_for(condition, timeout=40.0):
    import time

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


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_killed_worker_and_repeated_messages_apply_each_change_once(celery_worker):
    from league import services as league_services
    from matches.models import Match, PostGameStep
    from matches.tasks import run_post_game
    from teams.models import Team, TeamEvent

    commissioner, fixture = _league_game()
    before = {t.pk: t.treasury for t in Team.objects.filter(pk__in=[fixture.home_id, fixture.away_id])}
    league_services.result_submit(fixture=fixture, actor=commissioner, is_commissioner=True, home_td=1, away_td=0)
    match = Match.objects.get(fixture=fixture)
    for _ in range(5):
        run_post_game.delay(match.pk)
    celery_worker.kill()
    celery_worker.start()
    for _ in range(3):
        run_post_game.delay(match.pk)
    waiting = PostGameStep.objects.filter(match=match, step=2, status="waiting")
    assert _wait_for(lambda: waiting.count() == 2)
    attendance = match.home_fan_factor + match.away_fan_factor
    home = Team.objects.get(pk=fixture.home_id)
    assert home.treasury == before[home.pk] + ((attendance + 1) // 2 + 1) * 10_000
    assert TeamEvent.objects.filter(team=home, kind="post_game", description__contains="winnings").count() == 1

"""Issue 12: writers that meet. A void racing the post-game never deadlocks (every path locks the teams in id order,
then the steps, the fixture, the match), and a player report cannot land after its game is confirmed."""

import threading
import time

import pytest
from django.db import connection, transaction

from league import services as league_services
from league.models import Fixture
from matches import services
from matches.models import Match, PlayerReport, PostGameStep
from matches.services import engine
from rules.errors import DomainError
from teams.models import Team, TeamEvent

pytestmark = pytest.mark.django_db

needs_postgres = pytest.mark.skipif(
    connection.vendor != "postgresql", reason="row locks between threads need PostgreSQL"
)


def _lines(team):
    return [{"player": p.pk, "touchdowns": 0, "casualties": 0} for p in team.players.all()]


def _submitted(cast, fixture):
    """Coach A enters 1-0; the result waits for coach B."""
    return league_services.result_submit(fixture=fixture, actor=cast.coach_a, home_td=1, away_td=0)


def test_a_report_from_a_stale_fixture_is_refused_once_the_game_is_confirmed(cast, fixture):
    """The report request loaded the fixture (submitted) just before coach B confirmed it: the service reads the
    fixture's state again under its lock, and refuses."""
    _submitted(cast, fixture)
    match = services.match_for_fixture(fixture)
    stale = Match.objects.select_related("fixture").get(pk=match.pk)
    assert stale.fixture.status == Fixture.Status.SUBMITTED
    league_services.result_confirm(fixture=fixture, actor=cast.coach_b)
    assert Fixture.objects.get(pk=fixture.pk).status == Fixture.Status.CONFIRMED
    assert stale.fixture.status == Fixture.Status.SUBMITTED  # what the request still holds
    with pytest.raises(DomainError, match="confirmed"):
        services.report_players(match=stale, team=fixture.home, actor=fixture.home.coach, lines=_lines(fixture.home))
    assert not PlayerReport.objects.exists()


@needs_postgres
@pytest.mark.django_db(transaction=True)
def test_a_report_written_while_the_confirmation_commits_waits_and_is_refused(cast, fixture):
    """The confirmation holds the fixture's lock when the report starts: the report waits for it, then sees the game
    confirmed (without the lock it would read "submitted" and write)."""
    _submitted(cast, fixture)
    match = services.match_for_fixture(fixture)
    stale = Match.objects.select_related("fixture").get(pk=match.pk)
    locked, outcome = threading.Event(), []

    def confirm():
        try:
            with transaction.atomic():
                league_services.result_confirm(fixture=fixture, actor=cast.coach_b)
                locked.set()
                time.sleep(0.5)
        finally:
            locked.set()
            connection.close()

    def report():
        try:
            locked.wait(10)
            home = fixture.home
            services.report_players(match=stale, team=home, actor=home.coach, lines=_lines(home))
            outcome.append("written")
        except DomainError as exc:
            outcome.append(exc.message)
        finally:
            connection.close()

    threads = [threading.Thread(target=confirm), threading.Thread(target=report)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert len(outcome) == 1
    assert "confirmed" in outcome[0]
    assert not PlayerReport.objects.exists()


VOID_RACE_ITERATIONS = 100
VOID_RACE_SECONDS = 90


@needs_postgres
@pytest.mark.django_db(transaction=True)
def test_a_void_racing_the_post_game_never_deadlocks_and_leaves_the_teams_as_before(cast, fixture, monkeypatch):
    """Each round confirms the result (its post-game queued but not yet run), then starts the post-game and the
    commissioner's void at the same moment. Whichever locks first, the other waits: no deadlock, no error, and
    the void leaves no step, the fixture reopened and each treasury as before (its history adding up to it)."""
    monkeypatch.setattr("matches.services.sequence.queue_post_game", lambda match_id, team_id=None: None)
    ids = [fixture.home_id, fixture.away_id]
    before = dict(Team.objects.filter(pk__in=ids).values_list("pk", "treasury"))
    errors: list[str] = []
    rounds, voided_first, ran_first = 0, 0, 0
    deadline = time.monotonic() + VOID_RACE_SECONDS
    while rounds < VOID_RACE_ITERATIONS and time.monotonic() < deadline:
        league_services.result_submit(
            fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=2, away_td=1
        )
        match = Match.objects.get(fixture=fixture)
        assert PostGameStep.objects.filter(match=match, status="pending").count() == 16
        start = threading.Barrier(2)
        order: list[str] = []

        def run_post_game(match_id=match.pk, start=start, order=order):
            try:
                start.wait(10)
                statuses = engine.run_match(match_id)
                order.append("run" if statuses else "nothing to run")
            except Exception as exc:  # noqa: BLE001 (reported below)
                errors.append(f"post-game: {type(exc).__name__}: {exc}")
            finally:
                connection.close()

        def void(match=match, start=start, order=order):
            try:
                start.wait(10)
                services.match_void(match=match, actor=cast.commissioner, reason="race")
                order.append("void")
            except Exception as exc:  # noqa: BLE001 (reported below)
                errors.append(f"void: {type(exc).__name__}: {exc}")
            finally:
                connection.close()

        threads = [threading.Thread(target=run_post_game), threading.Thread(target=void)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        assert errors == [], f"round {rounds}: {errors}"
        rounds += 1
        # which got the locks first: the post-game found its steps to run, or the void had removed them
        voided_first += "nothing to run" in order
        ran_first += "run" in order
        assert not PostGameStep.objects.filter(match=match).exists()
        assert Fixture.objects.get(pk=fixture.pk).status != Fixture.Status.CONFIRMED
        assert Match.objects.get(pk=match.pk).sequence == Match.Sequence.NONE
        for team in Team.objects.filter(pk__in=ids):
            assert team.treasury == before[team.pk]
            assert sum(TeamEvent.objects.filter(team=team).values_list("treasury_delta", flat=True)) == team.treasury
    assert rounds >= 10
    assert ran_first, "the post-game never ran before the void"  # both orders met
    assert voided_first, "the void never came before the post-game"

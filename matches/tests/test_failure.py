"""A post-game sequence whose task gives up is marked failed; a commissioner retries it, and it resumes once."""

import threading

import pytest
from django.db import connection
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from league import services as league_services
from matches import services, tasks
from matches.models import Match, PostGameStep
from matches.services import engine
from rules.errors import DomainError
from rules.postgame import PostGameStep as Step
from teams.models import Team, TeamEvent

pytestmark = pytest.mark.django_db


def _failing(monkeypatch, message="the database went away"):
    def boom(*args, **kwargs):
        raise RuntimeError(message)

    monkeypatch.setattr(engine, "run_sequences", boom)  # as the task runs a match


def _confirm_and_fail(cast, fixture, monkeypatch, django_capture_on_commit_callbacks) -> Match:
    _failing(monkeypatch)
    with pytest.raises(RuntimeError), django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(
            fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0
        )
    monkeypatch.undo()
    return Match.objects.get(fixture=fixture)


def _winnings_entries(team_id: int) -> int:
    return TeamEvent.objects.filter(team_id=team_id, kind="post_game", description__contains="winnings").count()


def test_a_task_that_gives_up_marks_the_sequence_failed_with_its_reason(
    cast, fixture, monkeypatch, django_capture_on_commit_callbacks
):
    match = _confirm_and_fail(cast, fixture, monkeypatch, django_capture_on_commit_callbacks)
    assert match.sequence == Match.Sequence.FAILED
    assert match.sequence_error == "RuntimeError: the database went away"
    assert not PostGameStep.objects.filter(match=match, status=PostGameStep.Status.DONE).exists()


def test_a_retry_resumes_the_sequence_exactly_once(cast, fixture, monkeypatch, django_capture_on_commit_callbacks):
    match = _confirm_and_fail(cast, fixture, monkeypatch, django_capture_on_commit_callbacks)
    treasury = Team.objects.get(pk=fixture.home_id).treasury
    with django_capture_on_commit_callbacks(execute=True):
        services.post_game_retry(match=match, actor=cast.commissioner)
    match.refresh_from_db()
    assert match.sequence == Match.Sequence.WAITING  # step 1 done, Player Advancement waits for the coaches
    assert match.sequence_error == ""
    steps = dict(PostGameStep.objects.filter(match=match, team_id=fixture.home_id).values_list("step", "status"))
    assert steps[Step.WINNINGS_FANS_DRAFT] == "done"
    assert Team.objects.get(pk=fixture.home_id).treasury > treasury
    with pytest.raises(DomainError, match="has not failed"), django_capture_on_commit_callbacks(execute=True):
        services.post_game_retry(match=match, actor=cast.commissioner)
    assert _winnings_entries(fixture.home_id) == 1


def test_a_retry_racing_a_late_worker_applies_each_step_once(
    cast, fixture, monkeypatch, django_capture_on_commit_callbacks
):
    """The task was given up on, but its message was still delivered: the late worker runs the steps, then the
    commissioner's retry finds them done."""
    match = _confirm_and_fail(cast, fixture, monkeypatch, django_capture_on_commit_callbacks)
    before = Team.objects.get(pk=fixture.home_id).treasury
    tasks.run_post_game(match.pk)  # the late worker
    match.refresh_from_db()
    assert match.sequence == Match.Sequence.WAITING  # a finished run clears the failure
    with pytest.raises(DomainError), django_capture_on_commit_callbacks(execute=True):
        services.post_game_retry(match=match, actor=cast.commissioner)
    Match.objects.filter(pk=match.pk).update(sequence=Match.Sequence.FAILED)  # failed again, retried again
    with django_capture_on_commit_callbacks(execute=True):
        services.post_game_retry(match=match, actor=cast.commissioner)
    after = Team.objects.get(pk=fixture.home_id).treasury
    entry = TeamEvent.objects.get(team_id=fixture.home_id, kind="post_game", description__contains="winnings")
    assert after - before == entry.treasury_delta
    assert _winnings_entries(fixture.home_id) == 1


@pytest.mark.skipif(connection.vendor != "postgresql", reason="row locks between threads need PostgreSQL")
@pytest.mark.django_db(transaction=True)
def test_a_retry_and_a_late_worker_at_the_same_time_apply_each_step_once(cast, fixture, monkeypatch):
    _failing(monkeypatch)
    with pytest.raises(RuntimeError):
        league_services.result_submit(
            fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0
        )
    monkeypatch.undo()
    match = Match.objects.get(fixture=fixture)
    assert match.sequence == Match.Sequence.FAILED
    before = Team.objects.get(pk=fixture.home_id).treasury
    errors, start = [], threading.Barrier(2)

    def late_worker():
        try:
            start.wait()
            tasks.run_post_game(match.pk)
        except Exception as exc:  # noqa: BLE001 (reported below)
            errors.append(exc)
        finally:
            connection.close()

    def retry():
        try:
            start.wait()
            services.post_game_retry(match=match, actor=cast.commissioner)
        except DomainError:
            pass
        except Exception as exc:  # noqa: BLE001 (reported below)
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=late_worker), threading.Thread(target=retry)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert errors == []
    entry = TeamEvent.objects.get(team_id=fixture.home_id, kind="post_game", description__contains="winnings")
    assert Team.objects.get(pk=fixture.home_id).treasury - before == entry.treasury_delta
    assert PostGameStep.objects.filter(match=match, step=Step.WINNINGS_FANS_DRAFT, status="done").count() == 2


@pytest.mark.parametrize(
    ("who", "sees_retry"), [("commissioner", True), ("coach_a", False), ("coach_b", False), ("outsider", False)]
)
def test_the_fixture_page_shows_a_failed_sequence_and_retry_to_commissioners(
    client, cast, fixture, monkeypatch, django_capture_on_commit_callbacks, who, sees_retry
):
    match = _confirm_and_fail(cast, fixture, monkeypatch, django_capture_on_commit_callbacks)
    client.force_login(getattr(cast, who))
    response = client.get(fixture.get_absolute_url())
    assertContains(response, "The post-game sequence stopped.")
    retry_url = reverse("matches:retry", args=[match.pk])
    if sees_retry:
        assertContains(response, retry_url)
        assertContains(response, "RuntimeError: the database went away")
    else:
        assertNotContains(response, retry_url)
        assertNotContains(response, "the database went away")


@pytest.mark.parametrize(
    ("who", "status"), [("commissioner", 302), ("coach_a", 403), ("coach_b", 403), ("outsider", 403)]
)
def test_only_a_commissioner_can_retry(
    client, cast, fixture, monkeypatch, django_capture_on_commit_callbacks, who, status
):
    match = _confirm_and_fail(cast, fixture, monkeypatch, django_capture_on_commit_callbacks)
    client.force_login(getattr(cast, who))
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("matches:retry", args=[match.pk]))
    assert response.status_code == status
    match.refresh_from_db()
    expected = Match.Sequence.WAITING if status == 302 else Match.Sequence.FAILED
    assert match.sequence == expected
    assert client.get(reverse("matches:retry", args=[match.pk])).status_code == 405  # a GET never writes

"""Issue 12: a post-game sequence whose message was lost is queued again by the periodic sweep (Celery beat), or run
by ``manage.py sweep_post_games`` where there is no broker; each stalled sequence once, never one waiting for its
coach."""

from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.test import override_settings
from django.utils import timezone

from league import services as league_services
from matches import services, tasks
from matches.models import Match, PostGameStep
from matches.services.sweep import sweep_claim
from rules.postgame import PostGameStep as Step
from teams.models import TeamEvent

pytestmark = pytest.mark.django_db

LATER = timedelta(minutes=4)  # past the default three minutes


@pytest.fixture
def lost(monkeypatch):
    """Messages are stamped as queued but never reach a worker (as with a worker killed while holding them)."""
    from matches.services.sweep import mark_queued

    def queue_and_lose(match_id, team_id=None):
        mark_queued(match_id)

    monkeypatch.setattr("matches.services.sequence.queue_post_game", queue_and_lose)
    monkeypatch.setattr("matches.services.advancement.queue_post_game", queue_and_lose)
    return monkeypatch


def _confirmed(cast, fixture) -> Match:
    league_services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0)
    return Match.objects.get(fixture=fixture)


def _winnings(team_id) -> int:
    return TeamEvent.objects.filter(team_id=team_id, kind="post_game", description__contains="winnings").count()


def test_a_sequence_whose_message_was_lost_is_claimed_once_after_three_minutes(cast, fixture, lost):
    match = _confirmed(cast, fixture)
    assert PostGameStep.objects.filter(match=match, status="pending").count() == 16
    assert match.queued_at is not None
    now = timezone.now()
    assert sweep_claim(now=now + timedelta(minutes=2)) == []  # not stalled yet
    assert sweep_claim(now=now + LATER) == [match.pk]
    assert sweep_claim(now=now + LATER) == []  # a second sweep at the same time: claimed already
    assert sweep_claim(now=now + LATER + timedelta(seconds=30)) == []
    assert sweep_claim(now=now + 2 * LATER) == [match.pk]  # still stalled minutes later: queued again


@override_settings(POST_GAME_SWEEP_AFTER=0)
def test_the_beat_task_queues_the_stalled_sequence_and_it_completes(cast, fixture, lost):
    match = _confirmed(cast, fixture)
    assert _winnings(fixture.home_id) == 0
    assert tasks.sweep_post_games.apply().get() == [match.pk]  # the task run eagerly queues run_post_game
    statuses = dict(PostGameStep.objects.filter(match=match, team_id=fixture.home_id).values_list("step", "status"))
    assert statuses[Step.WINNINGS_FANS_DRAFT] == "done"
    assert statuses[Step.ADVANCEMENT] == "waiting"
    assert _winnings(fixture.home_id) == 1
    match.refresh_from_db()
    assert match.sequence == Match.Sequence.WAITING
    # Both teams wait for their coaches now: nothing for the sweep, however long they wait.
    assert tasks.sweep_post_games.apply().get() == []
    assert sweep_claim(now=timezone.now() + timedelta(days=30)) == []


def test_a_choice_whose_message_was_lost_is_swept_but_a_team_still_waiting_is_not(cast, fixture, lost):
    match = _confirmed(cast, fixture)
    tasks.run_post_game(match.pk)
    home = fixture.home
    player = home.players.order_by("number").first()
    services.advancement_choose(
        match=match, team=home, actor=cast.commissioner, kind="primary", player_id=player.pk, category="General"
    )
    assert sweep_claim(now=timezone.now() + LATER) == [match.pk]
    tasks.run_post_game(match.pk)
    assert not PostGameStep.objects.filter(match=match, team=home).exclude(status="done").exists()
    assert PostGameStep.objects.get(match=match, team=fixture.away, step=Step.ADVANCEMENT).status == "waiting"
    assert sweep_claim(now=timezone.now() + 2 * LATER) == []  # the away team waits for its coach


def test_a_failed_sequence_is_left_to_the_commissioner(cast, fixture, lost):
    match = _confirmed(cast, fixture)
    Match.objects.filter(pk=match.pk).update(sequence=Match.Sequence.FAILED)
    assert sweep_claim(now=timezone.now() + LATER) == []


def test_the_command_runs_the_stalled_sequences_in_process(cast, fixture, lost):
    match = _confirmed(cast, fixture)
    out = StringIO()
    call_command("sweep_post_games", stdout=out)
    assert out.getvalue().strip() == "0 stalled post-game sequences run."  # queued a moment ago
    call_command("sweep_post_games", "--older-than", "0", stdout=out)
    assert f"{fixture}: waiting for the coaches" in out.getvalue()
    assert "1 stalled post-game sequence run." in out.getvalue()
    assert _winnings(fixture.home_id) == 1
    assert Match.objects.get(pk=match.pk).sequence == Match.Sequence.WAITING

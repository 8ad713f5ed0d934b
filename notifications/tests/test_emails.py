"""E-mails for the events, queued on commit (Celery runs them eagerly in tests), each switched off per user."""

import pytest
from django.core import mail
from django.urls import reverse

from league import services as league_services
from matches.models import PostGameStep
from notifications import services
from tests.factories import UserFactory, make_team

pytestmark = pytest.mark.django_db


def test_a_submitted_result_mails_the_other_coach(fixture, django_capture_on_commit_callbacks):
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=2, away_td=1)
    (message,) = mail.outbox
    assert message.to == [fixture.away.coach.email]
    assert message.subject == f"Confirm the result: {fixture.home.name} 2–1 {fixture.away.name}"
    assert f"http://localhost:8000{fixture.get_absolute_url()}" in message.body
    assert reverse("notifications:settings") in message.body


def test_nothing_is_sent_before_the_commit(fixture, django_capture_on_commit_callbacks):
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        league_services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=2, away_td=1)
    assert mail.outbox == []
    assert callbacks


def test_a_confirmed_result_mails_both_coaches(fixture, django_capture_on_commit_callbacks):
    league_services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=2, away_td=1)
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_confirm(fixture=fixture, actor=fixture.away.coach)
    confirmed = [m for m in mail.outbox if m.subject.startswith("Result confirmed")]
    assert sorted(m.to[0] for m in confirmed) == sorted([fixture.home.coach.email, fixture.away.coach.email])
    # the post-game sequence ran on commit and waits for both coaches' advancement choices
    advancement = sorted(m.to[0] for m in mail.outbox if "Player Advancement" in m.subject)
    assert advancement == sorted([fixture.home.coach.email, fixture.away.coach.email])
    step = PostGameStep.objects.get(match__fixture=fixture, team=fixture.home, status="waiting")
    url = reverse("matches:advancement", kwargs={"match_id": step.match_id, "team_id": step.team_id})
    assert any(url in m.body for m in mail.outbox if m.to == [fixture.home.coach.email])


def test_a_team_entry_mails_the_commissioners(mailable, django_capture_on_commit_callbacks):
    newcomer = UserFactory(username="newcomer", email="new@example.org")
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        make_team(coach=newcomer, name="Newcomer Nags", league=mailable.league)
    (message,) = mail.outbox
    assert message.to == [mailable.commissioner.email]
    assert message.subject == "Newcomer Nags waits for approval in Lustria Sevens"
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        make_team(coach=newcomer, name="Friendly Folk")  # a friendly team waits for nobody
    assert mail.outbox == []


def test_each_user_switches_each_e_mail_off(fixture, django_capture_on_commit_callbacks):
    services.preferences_update(user=fixture.away.coach, result_submitted=False)
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=2, away_td=1)
    assert mail.outbox == []
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_confirm(fixture=fixture, actor=fixture.away.coach)
    assert {m.to[0] for m in mail.outbox if m.subject.startswith("Result confirmed")} == {
        fixture.home.coach.email,
        fixture.away.coach.email,
    }


def test_a_user_without_an_address_gets_nothing_and_a_stale_event_sends_nothing(fixture):
    fixture.away.coach.email = ""
    fixture.away.coach.save()
    league_services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=2, away_td=1)
    mail.outbox.clear()
    assert services.notify_result_submitted(fixture_id=fixture.pk) == 0
    assert services.notify_result_confirmed(fixture_id=fixture.pk) == 0  # not confirmed
    assert services.notify_advancement_waiting(step_id=0) == 0
    assert mail.outbox == []


def test_a_failing_mail_server_does_not_undo_or_break_the_change(
    fixture, monkeypatch, django_capture_on_commit_callbacks
):
    """Without a broker the e-mail task runs in-process: the result is saved and the page answers normally."""
    import smtplib

    from django.core.mail.backends.locmem import EmailBackend

    def refuse(self, messages):
        raise smtplib.SMTPServerDisconnected("the mail server hung up")

    monkeypatch.setattr(EmailBackend, "send_messages", refuse)
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=2, away_td=1)
    fixture.refresh_from_db()
    assert fixture.status == fixture.Status.SUBMITTED

"""The scheduling e-mails (sent on commit; Celery runs eagerly in tests): the other coach is told of the times
proposed, both coaches of the time agreed, each switched off on the e-mail settings page; and the webhooks: a
"fixture scheduled" Discord embed and the signed JSON kind, delivered to a local receiver after the commit."""

from __future__ import annotations

import json

import pytest
from django.core import mail
from django.utils import timezone

from notifications import services as notifications
from scheduling import services
from webhooks.models import Kind, Webhook
from webhooks.tests.conftest import add, receiver  # noqa: F401 (the local receiver fixture)
from webhooks.tests.test_payloads import assert_discord_shape

from .conftest import later

pytestmark = pytest.mark.django_db


@pytest.fixture
def mailable(cast):
    for who in ("commissioner", "coach_a", "coach_b", "outsider"):
        user = getattr(cast, who)
        user.email = f"{user.username}@example.org"
        user.save(update_fields=["email"])
    return cast


def propose_and_accept(cast, game, capture):
    with capture(execute=True):
        made = services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(3, hour=20), later(4)])
    with capture(execute=True):
        services.proposal_accept(fixture=game, actor=cast.coach_b, proposal_id=made[0].pk)
    return made[0]


def test_the_other_coach_is_told_of_the_times_and_both_of_the_agreed_one(
    mailable, game, django_capture_on_commit_callbacks
):
    cast = mailable
    with django_capture_on_commit_callbacks(execute=True):
        made = services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(3, hour=20), later(4)])
    [proposed] = mail.outbox
    assert proposed.to == ["coach_b@example.org"]
    assert proposed.subject == f"coach_a proposes times for {game.home.name} v {game.away.name}"
    assert "20:00" in proposed.body
    assert f"/fixtures/{game.pk}/#schedule" in proposed.body
    with django_capture_on_commit_callbacks(execute=True):
        services.proposal_accept(fixture=game, actor=cast.coach_b, proposal_id=made[0].pk)
    agreed = mail.outbox[1:]
    assert sorted(m.to[0] for m in agreed) == ["coach_a@example.org", "coach_b@example.org"]
    assert all(m.subject.startswith(f"{game.home.name} v {game.away.name}: ") for m in agreed)
    assert all("20:00" in m.subject for m in agreed)


def test_a_commissioners_times_go_to_both_coaches(mailable, game, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        services.proposal_make(fixture=game, actor=mailable.commissioner, times=[later(3)])
    assert sorted(m.to[0] for m in mail.outbox) == ["coach_a@example.org", "coach_b@example.org"]


def test_each_e_mail_is_switched_off_by_its_preference(mailable, game, django_capture_on_commit_callbacks):
    cast = mailable
    notifications.preferences_update(user=cast.coach_b, fixture_proposed=False, fixture_scheduled=False)
    propose_and_accept(cast, game, django_capture_on_commit_callbacks)
    assert [m.to[0] for m in mail.outbox] == ["coach_a@example.org"]


def test_times_withdrawn_before_the_task_runs_tell_nobody(mailable, game):
    from scheduling.emails import proposed_emails

    services.proposal_make(fixture=game, actor=mailable.coach_a, times=[later(3)])
    services.proposal_withdraw(fixture=game, actor=mailable.coach_a)
    assert proposed_emails(game.pk) == []


def test_the_agreed_time_reaches_discord_and_the_signed_json_after_the_commit(
    cast, game, receiver, django_capture_on_commit_callbacks  # noqa: F811
):
    add(cast, receiver.url, kinds=[str(Kind.FIXTURE_SCHEDULED)])
    add(cast, receiver.url, name="bot", preset=Webhook.Preset.JSON, kinds=[str(Kind.FIXTURE_SCHEDULED)])
    made = propose_and_accept(cast, game, django_capture_on_commit_callbacks)
    discord, signed = [json.loads(r.body) for r in receiver.received]
    assert_discord_shape(discord)
    embed = discord["embeds"][0]
    local = timezone.localtime(made.when)
    shown = f"{local:%a} {local.day} {local:%b %Y, %H:%M}"
    assert embed["title"] == f"{game.home.name} v {game.away.name}, round 1: {shown}"
    assert embed["url"].endswith(game.get_absolute_url())
    assert signed["type"] == "fixture.scheduled"
    assert signed["data"]["fixture"]["kickoff"] == made.when.isoformat()
    assert signed["data"]["fixture"]["home"]["name"] == game.home.name
    assert "home_td" not in signed["data"]["fixture"]

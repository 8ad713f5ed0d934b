"""The events' e-mails, sent on commit from the notifications task (Celery runs it eagerly in tests): a round drawn
to each of its coaches, a result entered to the other coach, a dispute and a registration to the organisers; each
once, each switched off on the e-mail settings page."""

import pytest
from django.core import mail
from django.urls import reverse

from events import services
from events.models import EventCoach, EventGame
from events.todo import desk_url
from notifications import services as notifications
from tests.factories import coach, draw, make_bare_event, make_team

pytestmark = pytest.mark.django_db

SITE = "http://localhost:8000"


@pytest.fixture
def mailable(cast):
    for who in ("commissioner", "coach_a", "coach_b", "outsider"):
        user = getattr(cast, who)
        user.email = f"{user.username}@example.org"
        user.save(update_fields=["email"])
    return cast


@pytest.fixture
def drawn(mailable, django_capture_on_commit_callbacks):
    """Coach A and coach B drawn against each other in round 1 (the only two coaches), the mails of the draw sent."""
    cast = mailable
    cast.event = make_bare_event(cast)
    coach(cast.event, "coach_a", cast.coach_a, race="Human", approved=True)
    coach(cast.event, "coach_b", cast.coach_b, race="Orc", approved=True)
    with django_capture_on_commit_callbacks(execute=True):
        cast.round = services.round_pair(event=cast.event, actor=cast.event.organisers.first(), seed=1)
    cast.game = EventGame.objects.select_related("home", "away").get(round=cast.round)
    return cast


def sent_to(subject_start):
    return sorted(m.to[0] for m in mail.outbox if m.subject.startswith(subject_start))


def test_a_round_drawn_tells_each_coach_his_table_and_opponent_once(drawn):
    by_address = {m.to[0]: m for m in mail.outbox}
    assert sorted(by_address) == ["coach_a@example.org", "coach_b@example.org"]
    assert len(mail.outbox) == 2
    to_a = by_address["coach_a@example.org"]
    assert to_a.subject == f"Sevens Slam, round 1: table {drawn.game.table}, you play coach_b (Orc)"
    assert f"{SITE}{drawn.event.get_absolute_url()}#my-game" in to_a.body
    assert f"{SITE}{reverse('notifications:settings')}" in to_a.body
    assert "you play" in by_address["coach_b@example.org"].subject
    assert "coach_a (Human)" in by_address["coach_b@example.org"].subject


def test_a_round_drawn_is_not_sent_to_a_coach_who_switched_it_off(mailable, django_capture_on_commit_callbacks):
    notifications.preferences_update(user=mailable.coach_b, event_round_drawn=False)
    event = make_bare_event(mailable)
    coach(event, "coach_a", mailable.coach_a, approved=True)
    coach(event, "coach_b", mailable.coach_b, approved=True)
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.round_pair(event=event, actor=event.organisers.first(), seed=1)
    assert [m.to for m in mail.outbox] == [["coach_a@example.org"]]


def test_a_result_entered_asks_the_other_coach_once(drawn, django_capture_on_commit_callbacks):
    game, home_user = drawn.game, drawn.game.home.user
    other = drawn.coach_b if home_user == drawn.coach_a else drawn.coach_a
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.game_submit(game=game, actor=home_user, home_td=2, away_td=1, home_cas=0, away_cas=0)
    (message,) = mail.outbox
    assert message.to == [other.email]
    assert message.subject == f"Confirm the result: {game.home.name} 2–1 {game.away.name} (Sevens Slam, round 1)"
    assert f"{SITE}{drawn.event.get_absolute_url()}" in message.body
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.game_confirm(game=game, actor=other, confirm=True)
    assert sent_to("Confirm the result") == []  # the status did not move to submitted again


def test_a_dispute_mails_the_organisers_with_the_reason(drawn, django_capture_on_commit_callbacks):
    game, home_user = drawn.game, drawn.game.home.user
    other = drawn.coach_b if home_user == drawn.coach_a else drawn.coach_a
    with django_capture_on_commit_callbacks(execute=True):
        services.game_submit(game=game, actor=home_user, home_td=2, away_td=1, home_cas=0, away_cas=0)
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.game_confirm(game=game, actor=other, confirm=False, reason="It was 1-1: the last drive was late.")
    (message,) = mail.outbox
    assert message.to == [drawn.commissioner.email]
    assert message.subject == f"Disputed: {game.home.name} v {game.away.name} (Sevens Slam, round 1)"
    assert "It was 1-1: the last drive was late." in message.body
    assert f"{SITE}{reverse('events:result', kwargs={'slug': drawn.event.slug, 'pk': game.pk})}" in message.body


def test_a_dispute_is_not_mailed_to_an_organiser_who_switched_it_off(drawn, django_capture_on_commit_callbacks):
    notifications.preferences_update(user=drawn.commissioner, event_result_disputed=False)
    game, home_user = drawn.game, drawn.game.home.user
    other = drawn.coach_b if home_user == drawn.coach_a else drawn.coach_a
    with django_capture_on_commit_callbacks(execute=True):
        services.game_submit(game=game, actor=home_user, home_td=2, away_td=1, home_cas=0, away_cas=0)
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.game_confirm(game=game, actor=other, confirm=False, reason="Wrong score.")
    assert mail.outbox == []


def test_a_result_entered_is_not_mailed_to_a_coach_who_switched_it_off(drawn, django_capture_on_commit_callbacks):
    game, home_user = drawn.game, drawn.game.home.user
    other = drawn.coach_b if home_user == drawn.coach_a else drawn.coach_a
    notifications.preferences_update(user=other, event_result_submitted=False)
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.game_submit(game=game, actor=home_user, home_td=2, away_td=1, home_cas=0, away_cas=0)
    assert mail.outbox == []


def test_a_registration_mails_the_organisers_once(mailable, django_capture_on_commit_callbacks):
    event = make_bare_event(mailable)
    team = make_team(coach=mailable.coach_a, name="Slam Rookies")
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.event_register(event=event, user=mailable.coach_a, team=team)
    (message,) = mail.outbox
    assert message.to == [mailable.commissioner.email]
    assert message.subject == "coach_a registered for Sevens Slam and waits for approval"
    assert f"{SITE}{desk_url(event)}" in message.body
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):  # an approved coach (an import) waits for nobody
        coach(event, "Imported", approved=True)
        EventCoach.objects.filter(user=mailable.coach_a).update(approved=True)
    assert mail.outbox == []


def test_a_registration_is_not_mailed_to_an_organiser_who_switched_it_off(mailable, django_capture_on_commit_callbacks):
    notifications.preferences_update(user=mailable.commissioner, event_registration=False)
    event = make_bare_event(mailable)
    team = make_team(coach=mailable.coach_b, name="Slam Alley Cats")
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.event_register(event=event, user=mailable.coach_b, team=team)
    assert mail.outbox == []


def test_the_settings_page_offers_the_event_emails(mailable, client):
    client.force_login(mailable.coach_a)
    page = client.get(reverse("notifications:settings")).content.decode()
    for name in ("event_round_drawn", "event_result_submitted", "event_result_disputed", "event_registration"):
        assert f'name="{name}"' in page


def test_an_event_file_with_its_played_rounds_mails_nobody(mailable, django_capture_on_commit_callbacks):
    """Rounds read from a file come with their results: nobody is told to play them."""
    event = make_bare_event(mailable)
    a = coach(event, "coach_a", mailable.coach_a, approved=True)
    b = coach(event, "coach_b", mailable.coach_b, approved=True)
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        draw(event, 1, [(a, b)], status=EventGame.Status.CONFIRMED)
    assert mail.outbox == []
    with django_capture_on_commit_callbacks(execute=True):
        draw(event, 2, [(b, a)])
    assert sent_to("Sevens Slam, round 2") == ["coach_a@example.org", "coach_b@example.org"]

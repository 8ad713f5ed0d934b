"""Deliveries end to end, against a local receiver: what happens in a league or an event reaches its webhooks after
the commit (Discord's shape, or signed JSON a receiver verifies), each attempt logged; failures retried, then given
up; a webhook that keeps failing is switched off and its commissioner told; the address is checked again at send
time; a delivery's writes touch only its own league's kept pages."""

import json
import socket

import pytest
from standardwebhooks import Webhook as Verifier

from core import datagen
from events import services as event_services
from league import services as league_services
from matches import services as match_services
from matches.models import Match, PostGameStep
from notifications.selectors import todo_for
from rules.postgame import PostGameStep as Step
from tests.factories import UserFactory, coach, confirm, first_game, make_bare_event, make_league, report
from webhooks import services, tasks
from webhooks.models import Delivery, Webhook
from webhooks.payloads.news import ping

from .conftest import add
from .test_payloads import assert_discord_shape

pytestmark = pytest.mark.django_db


def kinds_received(receiver) -> list[str]:
    found = []
    for request in receiver.received:
        body = json.loads(request.body)
        found.append(body.get("type") or body["embeds"][0]["title"])
    return found


def play_to_the_end(fixture, cast, capture):
    """A result with reports (the away team's #3 killed) confirmed, then each team's Player Advancement chosen
    (#1, a Primary General skill): the post-game sequence runs to its end."""
    report(fixture, fixture.home, {1: {"touchdowns": 2}})
    report(fixture, fixture.away, {1: {"touchdowns": 1}, 3: {"injury": "dead"}})
    match = confirm(fixture, cast.commissioner, capture, home_td=2, away_td=1)
    for team in (fixture.home, fixture.away):
        waiting = PostGameStep.objects.filter(match=match, team=team, step=Step.ADVANCEMENT, status="waiting")
        if waiting.exists():
            with capture(execute=True):
                match_services.advancement_choose(match=match, team=team, actor=cast.commissioner, kind="primary",
                                                  player_id=team.players.get(number=1).pk, category="General")
    match.refresh_from_db()
    assert match.sequence == Match.Sequence.DONE
    return match


def test_a_confirmed_result_and_its_post_game_reach_discord_after_the_commit(
    cast, season, receiver, django_capture_on_commit_callbacks
):
    hook = add(cast, receiver.url)
    fixture = first_game(season)
    play_to_the_end(fixture, cast, django_capture_on_commit_callbacks)
    bodies = [json.loads(r.body) for r in receiver.received]
    titles = [body["embeds"][0]["title"] for body in bodies]
    assert titles == [  # the cast's league plays one game a round: its result completes round 1
        f"Result: {fixture.home.name} 2–1 {fixture.away.name}",
        f"Round {fixture.round} is played",
        f"Post-game: {fixture.home.name} v {fixture.away.name}",
    ]
    for body in bodies:
        assert_discord_shape(body)
    post_game = bodies[2]["embeds"][0]
    fields = {field["name"]: field["value"] for field in post_game["fields"]}
    assert set(fields) == {fixture.home.name, fixture.away.name, "Dead"}
    assert fixture.away.players.get(number=3).position in fields["Dead"]
    assert "General" in fields[fixture.home.name] or "skill" in fields[fixture.home.name].lower()
    assert all(r.headers["Content-Type"] == "application/json" for r in receiver.received)
    assert "webhook-signature" not in receiver.received[0].headers  # Discord checks nothing: nothing signed
    log = list(hook.deliveries.order_by("pk").values_list("kind", "status", "attempts", "response_code", "error"))
    assert log == [("result.confirmed", "delivered", 1, 204, ""), ("round.played", "delivered", 1, 204, ""),
                   ("postgame.finished", "delivered", 1, 204, "")]


def test_nothing_is_sent_before_the_commit(cast, season, receiver):
    add(cast, receiver.url)
    fixture = first_game(season)
    league_services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1,
                                  away_td=0)
    assert receiver.received == []
    assert not Delivery.objects.exists()


def test_a_signed_json_test_verifies_with_the_webhooks_secret(cast, receiver, django_capture_on_commit_callbacks):
    hook = add(cast, receiver.url, preset=Webhook.Preset.JSON)
    with django_capture_on_commit_callbacks(execute=True):
        delivery = services.webhook_test(actor=cast.commissioner, webhook=hook)
    [request] = receiver.received
    headers = {k.lower(): v for k, v in request.headers.items()}
    assert headers["webhook-id"] == f"msg_{delivery.pk}"
    body = Verifier(hook.secret).verify(request.body, headers)
    assert body["type"] == "test"
    assert body["data"]["league"]["slug"] == cast.league.slug
    assert hook.secret not in request.body.decode()


def test_the_season_finished_is_announced(cast, season, receiver, django_capture_on_commit_callbacks):
    add(cast, receiver.url, preset=Webhook.Preset.JSON, kinds=["season.finished"])
    confirm(first_game(season), cast.commissioner, django_capture_on_commit_callbacks, home_td=1, away_td=0)
    assert receiver.received == []  # not told about results
    with django_capture_on_commit_callbacks(execute=True):
        league_services.season_finish_and_start_next(league=cast.league, actor=cast.commissioner, cancel_unplayed=True)
    [body] = [json.loads(r.body) for r in receiver.received]
    assert body["type"] == "season.finished"
    assert body["data"]["season"]["name"] == season.name
    assert body["data"]["standings"][0]["rank"] == 1


def test_an_events_rounds_and_end_are_announced(cast, receiver, django_capture_on_commit_callbacks):
    event = make_bare_event(cast, rounds=1)
    coach(event, "coach_a", cast.coach_a, approved=True)
    coach(event, "coach_b", cast.coach_b, race="Orc", approved=True)
    hook = add(cast, receiver.url, preset=Webhook.Preset.JSON, event=event)
    with django_capture_on_commit_callbacks(execute=True):
        round_ = event_services.round_pair(event=event, actor=cast.commissioner, seed=1)
    game = round_.games.get()
    with django_capture_on_commit_callbacks(execute=True):
        event_services.game_submit(game=game, actor=cast.commissioner, home_td=2, away_td=0, home_cas=0, away_cas=0)
    assert kinds_received(receiver) == ["round.drawn", "round.completed", "event.finished"]
    bodies = [Verifier(hook.secret).verify(r.body, r.headers) for r in receiver.received]
    assert {g["home"]["coach"] for g in bodies[0]["data"]["games"]} <= {"coach_a", "coach_b"}
    assert bodies[1]["data"]["games"][0]["home_td"] == 2
    assert bodies[2]["data"]["winner"] == game.home.name


def test_a_failing_receiver_is_retried_then_given_up(cast, receiver, settings, django_capture_on_commit_callbacks):
    hook = add(cast, receiver.url)
    receiver.statuses = [500, 503, 429, 502]
    with django_capture_on_commit_callbacks(execute=True):
        services.webhook_test(actor=cast.commissioner, webhook=hook)
    delivery = hook.deliveries.get()
    assert len(receiver.received) == settings.WEBHOOKS_ATTEMPTS == 4
    assert (delivery.status, delivery.attempts, delivery.response_code) == ("failed", 4, 502)
    assert delivery.error == "answered HTTP 502"
    assert len({r.body for r in receiver.received}) == 1  # each retry sends the same body


def test_a_retry_that_gets_through_is_delivered(cast, receiver, django_capture_on_commit_callbacks):
    hook = add(cast, receiver.url)
    receiver.statuses = [500]
    with django_capture_on_commit_callbacks(execute=True):
        services.webhook_test(actor=cast.commissioner, webhook=hook)
    delivery = hook.deliveries.get()
    assert (delivery.status, delivery.attempts, delivery.response_code, delivery.error) == ("delivered", 2, 204, "")


def test_the_backoff_grows_exponentially():
    from webhooks.services.deliveries import backoff

    assert [backoff(n) for n in range(3)] == [10, 40, 160]


@pytest.mark.parametrize(("status", "says"), [(302, "redirect"), (404, "HTTP 404"), (410, "HTTP 410")])
def test_a_redirect_or_a_refusal_is_not_retried_nor_followed(status, says, cast, receiver,
                                                            django_capture_on_commit_callbacks):
    hook = add(cast, receiver.url)
    receiver.statuses = [status]
    with django_capture_on_commit_callbacks(execute=True):
        services.webhook_test(actor=cast.commissioner, webhook=hook)
    delivery = hook.deliveries.get()
    assert len(receiver.received) == 1
    assert (delivery.status, delivery.attempts, delivery.response_code) == ("failed", 1, status)
    assert says in delivery.error


def test_a_receiver_that_never_answers_times_out(cast, receiver, settings):
    settings.WEBHOOKS_TIMEOUT = 0.3
    settings.WEBHOOKS_ATTEMPTS = 1
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen()  # the connection is made, and nothing is ever answered
    try:
        hook = add(cast, f"http://127.0.0.1:{silent.getsockname()[1]}/x")
        delivery = services.delivery_create(webhook=hook, found=ping(hook))
        assert services.delivery_attempt(delivery_id=delivery.pk, last=True) == "failed"
    finally:
        silent.close()
    delivery.refresh_from_db()
    assert delivery.error == "no answer within 0.3 seconds"


def test_the_address_is_checked_again_when_sent(cast, receiver, settings, django_capture_on_commit_callbacks):
    hook = add(cast, receiver.url)
    settings.WEBHOOKS_ALLOW_PRIVATE = False  # saved while local receivers were allowed; no longer
    with django_capture_on_commit_callbacks(execute=True):
        services.webhook_test(actor=cast.commissioner, webhook=hook)
    delivery = hook.deliveries.get()
    assert receiver.received == []
    assert (delivery.status, delivery.attempts) == ("failed", 1)
    assert delivery.error.startswith("refused: This address leads to a private")


def test_five_deliveries_given_up_in_a_row_switch_the_webhook_off_and_tell_the_commissioner(
    cast, season, receiver, settings, django_capture_on_commit_callbacks
):
    settings.WEBHOOKS_ATTEMPTS = 1
    hook = add(cast, receiver.url, kinds=["result.confirmed"])
    fixture = first_game(season)
    confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=1, away_td=1)
    receiver.statuses = [500] * 4 + [204] + [500] * 5
    for _ in range(4):
        tasks.announce_task.delay("result.confirmed", fixture.pk)
    hook.refresh_from_db()
    assert (hook.failures, hook.active) == (4, True)
    tasks.announce_task.delay("result.confirmed", fixture.pk)  # gets through: the count starts again
    hook.refresh_from_db()
    assert hook.failures == 0
    for _ in range(5):
        tasks.announce_task.delay("result.confirmed", fixture.pk)
    hook.refresh_from_db()
    assert (hook.failures, hook.active) == (5, False)
    assert hook.switched_off_at is not None
    sent = len(receiver.received)
    tasks.announce_task.delay("result.confirmed", fixture.pk)  # a switched-off webhook is told nothing
    assert len(receiver.received) == sent
    [item] = [t for t in todo_for(user=cast.commissioner) if t.kind == "webhook"]
    assert "switched off after 5 failed deliveries" in item.text
    assert item.url == f"/webhooks/league/{cast.league.slug}/"
    for who in ("coach_a", "coach_b", "outsider"):
        assert not [t for t in todo_for(user=getattr(cast, who)) if t.kind == "webhook"]
    services.webhook_switch(actor=cast.commissioner, webhook=hook, on=True)
    assert not [t for t in todo_for(user=cast.commissioner) if t.kind == "webhook"]


def test_a_test_message_counts_neither_for_nor_against(cast, receiver, settings, django_capture_on_commit_callbacks):
    settings.WEBHOOKS_ATTEMPTS = 1
    hook = add(cast, receiver.url)
    receiver.statuses = [500] * 6
    for _ in range(6):
        with django_capture_on_commit_callbacks(execute=True):
            services.webhook_test(actor=cast.commissioner, webhook=hook)
    hook.refresh_from_db()
    assert (hook.failures, hook.active) == (0, True)


def test_a_delivery_leaves_another_leagues_kept_pages_kept(cast, receiver, django_capture_on_commit_callbacks):
    other = make_league(commissioner=UserFactory(username="other"), name="Other League", slug="other-league")
    hook = add(cast, receiver.url)
    before = datagen.stamp([datagen.league(other.pk)])
    own = datagen.stamp([datagen.league(cast.league.pk)])
    with django_capture_on_commit_callbacks(execute=True):
        services.webhook_test(actor=cast.commissioner, webhook=hook)
    assert hook.deliveries.get().status == "delivered"
    assert datagen.stamp([datagen.league(other.pk)]) == before  # neither the global token nor the other league's
    assert datagen.stamp([datagen.league(cast.league.pk)]) != own


def test_neither_the_secret_nor_the_discord_key_is_logged(cast, receiver, caplog, django_capture_on_commit_callbacks):
    hook = add(cast, receiver.url)
    receiver.statuses = [500] * 4
    with caplog.at_level("DEBUG"), django_capture_on_commit_callbacks(execute=True):
        services.webhook_test(actor=cast.commissioner, webhook=hook)
    delivery = hook.deliveries.get()
    for secret in (hook.secret, receiver.url):
        assert secret not in caplog.text
        assert secret not in delivery.error


def test_a_delivery_of_a_deleted_webhook_stops_quietly(cast, receiver):
    hook = add(cast, receiver.url)
    delivery = services.delivery_create(webhook=hook, found=ping(hook))
    Webhook.objects.filter(pk=hook.pk).delete()
    assert services.delivery_attempt(delivery_id=delivery.pk, last=False) == "skipped"
    assert receiver.received == []


def test_with_a_broker_a_failure_waits_for_its_retry(cast, receiver, monkeypatch):
    """A worker does not retry at once: the task asks Celery to run it again after the backoff (10 s, 40 s ...)."""
    from celery.exceptions import Retry

    hook = add(cast, receiver.url)
    receiver.statuses = [503]
    delivery = services.delivery_create(webhook=hook, found=ping(hook))
    asked = []
    monkeypatch.setattr(tasks.deliver_task, "retry", lambda **options: asked.append(options) or Retry())
    tasks.deliver_task.push_request(id="task-1", retries=1, is_eager=False)
    try:
        with pytest.raises(Retry):
            tasks.deliver_task.run(delivery.pk)
    finally:
        tasks.deliver_task.pop_request()
    assert asked == [{"countdown": 40, "max_retries": None}]
    delivery.refresh_from_db()
    assert (delivery.status, delivery.attempts, delivery.response_code) == ("retrying", 1, 503)

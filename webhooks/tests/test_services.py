"""Adding, switching, deleting and testing webhooks through the services: only a league's commissioners (an
event's organisers), refusals beside their field with nothing saved."""

import pytest

from rules.errors import DomainError
from webhooks import services
from webhooks.models import Delivery, Kind, Webhook
from webhooks.payloads.news import ping

from .conftest import DISCORD, add

pytestmark = pytest.mark.django_db

REFUSED = ["coach_a", "coach_b", "outsider"]


def test_a_commissioner_adds_a_webhook_with_a_secret_of_its_own(cast, public_dns):
    made = add(cast, DISCORD)
    other = add(cast, "https://hooks.example.org/in", name="bot", preset=Webhook.Preset.JSON)
    assert (made.league, made.event, made.created_by, made.active) == (cast.league, None, cast.commissioner, True)
    assert made.kinds == ["result.confirmed", "postgame.finished", "round.played", "season.finished",
                          "fixture.scheduled"]
    assert made.secret.startswith("whsec_")
    assert made.secret != other.secret


def test_an_organiser_adds_one_to_his_event_with_the_event_kinds(cast, event, public_dns):
    made = add(cast, DISCORD, event=event, kinds=["round.drawn"])
    assert (made.event, made.league, made.kinds) == (event, None, ["round.drawn"])


@pytest.mark.parametrize("who", REFUSED)
def test_only_a_commissioner_or_organiser_manages_webhooks(who, cast, event, public_dns):
    actor = getattr(cast, who)
    with pytest.raises(DomainError):
        services.webhook_add(actor=actor, name="x", preset="discord", url=DISCORD, kinds=["result.confirmed"],
                             league=cast.league)
    with pytest.raises(DomainError):
        services.webhook_add(actor=actor, name="x", preset="discord", url=DISCORD, kinds=["round.drawn"], event=event)
    made = add(cast, DISCORD)
    for act in (
        lambda: services.webhook_switch(actor=actor, webhook=made, on=False),
        lambda: services.webhook_delete(actor=actor, webhook=made),
        lambda: services.webhook_test(actor=actor, webhook=made),
    ):
        with pytest.raises(DomainError):
            act()
    made.refresh_from_db()
    assert made.active
    assert Webhook.objects.count() == 1
    assert not Delivery.objects.exists()


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"url": "http://discord.com/api/webhooks/1/x"}, "url"),
        ({"url": "https://127.0.0.1/x"}, "url"),
        ({"url": "https://169.254.169.254/x"}, "url"),
        ({"url": "not an address"}, "url"),
        ({"url": "https://inside.example/x"}, "url"),
        ({"name": ""}, "name"),
        ({"name": "a" * 61}, "name"),
        ({"preset": "slack"}, "preset"),
        ({"kinds": []}, "kinds"),
        ({"kinds": ["round.drawn"]}, "kinds"),  # an event's kind for a league
        ({"kinds": ["secret.leaked"]}, "kinds"),
        ({"kinds": "result.confirmed"}, "kinds"),
    ],
)
def test_bad_input_is_refused_beside_its_field_and_nothing_is_saved(changes, field, cast, public_dns):
    data = {"name": "results", "preset": "discord", "url": DISCORD, "kinds": ["result.confirmed"], **changes}
    with pytest.raises(DomainError) as refused:
        services.webhook_add(actor=cast.commissioner, league=cast.league, **data)
    assert refused.value.field == field
    assert not Webhook.objects.exists()


def test_names_are_unique_and_the_number_is_capped(cast, public_dns):
    add(cast, DISCORD, name="one")
    with pytest.raises(DomainError, match="already has this name"):
        add(cast, DISCORD, name="one")
    for n in range(services.WEBHOOKS_MAX - 1):
        add(cast, DISCORD, name=f"hook {n}")
    with pytest.raises(DomainError, match="At most"):
        add(cast, DISCORD, name="one more")


def test_switching_on_again_forgets_the_failures_and_checks_the_address(cast, public_dns, settings):
    made = add(cast, DISCORD)
    Webhook.objects.filter(pk=made.pk).update(active=False, failures=5, switched_off_at="2026-01-01T00:00Z")
    made = services.webhook_switch(actor=cast.commissioner, webhook=made, on=True)
    assert (made.active, made.failures, made.switched_off_at) == (True, 0, None)
    made = services.webhook_switch(actor=cast.commissioner, webhook=made, on=False)
    assert not made.active
    Webhook.objects.filter(pk=made.pk).update(url="https://inside.example/x")  # its name now leads inside
    made.refresh_from_db()
    with pytest.raises(DomainError, match="stays off"):
        services.webhook_switch(actor=cast.commissioner, webhook=made, on=True)
    made.refresh_from_db()
    assert not made.active


def test_deleting_takes_its_log_with_it(cast, public_dns):
    made = add(cast, DISCORD)
    services.delivery_create(webhook=made, found=ping(made))
    services.webhook_delete(actor=cast.commissioner, webhook=made)
    assert not Webhook.objects.exists()
    assert not Delivery.objects.exists()


def test_the_kinds_offered_follow_the_owner(cast, event):
    assert Kind.RESULT_CONFIRMED in services.kinds_for(league=cast.league)
    assert Kind.ROUND_DRAWN in services.kinds_for(event=event)
    assert Kind.TEST not in services.kinds_for(league=cast.league) + services.kinds_for(event=event)

"""The webhooks pages, tested with the cast (commissioner or organiser, coach A, coach B, outsider, signed out):
only the league's commissioners (the event's organisers) see and change its webhooks; bad input is shown beside its
field with nothing saved; every action is a POST with CSRF; the address's key and the secret show nowhere else."""

import pytest
from django.urls import reverse

from webhooks import services
from webhooks.models import Delivery, Webhook
from webhooks.payloads.news import ping

from .conftest import DISCORD, add

pytestmark = pytest.mark.django_db

REFUSED = ["coach_a", "coach_b", "outsider"]
ACTIONS = ("test", "on", "off", "delete")


def page(cast):
    return reverse("webhooks:league", args=[cast.league.slug])


def action(cast, name, hook):
    return reverse(f"webhooks:league_{name}", args=[cast.league.slug, hook.pk])


def form(**changes):
    return {"name": "results", "preset": "discord", "url": DISCORD, "kinds": ["result.confirmed", "postgame.finished"],
            **changes}


def test_the_commissioner_adds_a_webhook_and_sees_it_with_its_log(cast, client, public_dns):
    client.force_login(cast.commissioner)
    response = client.get(page(cast))
    assert response.status_code == 200
    assert response["Cache-Control"] == "no-store"
    assert "A result is confirmed" in response.content.decode()
    assert "A round is drawn" not in response.content.decode()  # an event's kind
    response = client.post(page(cast), form())
    made = Webhook.objects.get()
    assert response.status_code == 302
    assert response["Location"] == page(cast) + f"#webhook-{made.pk}"
    assert made.kinds == ["result.confirmed", "postgame.finished"]
    services.delivery_create(webhook=made, found=ping(made))
    shown = client.get(page(cast)).content.decode()
    assert "results" in shown
    assert "Queued" in shown
    assert "https://discord.com/api/webhooks/1234567…" in shown
    assert "SECRETdiscordKEY" not in shown  # the Discord address's key is never shown back
    assert made.secret not in shown  # a Discord webhook signs nothing: no secret to show


def test_a_json_webhooks_secret_is_shown_to_the_commissioner(cast, client, public_dns):
    made = add(cast, "https://hooks.example.org/in", preset=Webhook.Preset.JSON)
    client.force_login(cast.commissioner)
    assert made.secret in client.get(page(cast)).content.decode()


@pytest.mark.parametrize(
    ("changes", "field", "says"),
    [
        ({"url": "http://discord.com/api/webhooks/1/x"}, "url", "must start with https://"),
        ({"url": "https://192.168.1.1/hook"}, "url", "private, local or reserved"),
        ({"url": "https://inside.example/hook"}, "url", "private, local or reserved"),
        ({"url": "nonsense"}, "url", "must start with https://"),
        ({"url": "https://nowhere.invalid/x"}, "url", "could not be found"),
        ({"url": ""}, "url", "required"),
        ({"kinds": ["round.drawn"]}, "kinds", "valid choice"),
        ({"kinds": []}, "kinds", "required"),
        ({"preset": "slack"}, "preset", "valid choice"),
        ({"name": ""}, "name", "required"),
    ],
)
def test_bad_input_is_shown_beside_its_field_and_nothing_is_saved(changes, field, says, cast, client, public_dns):
    client.force_login(cast.commissioner)
    response = client.post(page(cast), form(**changes))
    assert response.status_code == 422
    body = response.content.decode()
    assert f'id="id_{field}_errors"' in body
    assert says in body
    assert not Webhook.objects.exists()


def test_the_commissioner_tests_switches_and_deletes(cast, client, receiver, django_capture_on_commit_callbacks):
    hook = add(cast, receiver.url)
    client.force_login(cast.commissioner)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(action(cast, "test", hook))
    assert response.status_code == 302
    assert len(receiver.received) == 1
    assert "Delivered" in client.get(page(cast)).content.decode()
    assert client.post(action(cast, "off", hook)).status_code == 302
    hook.refresh_from_db()
    assert not hook.active
    assert client.post(action(cast, "on", hook)).status_code == 302
    hook.refresh_from_db()
    assert hook.active
    assert client.post(action(cast, "delete", hook)).status_code == 302
    assert not Webhook.objects.exists()


def test_switching_on_an_address_that_now_leads_inside_says_why(cast, client, public_dns):
    hook = add(cast, DISCORD)
    Webhook.objects.filter(pk=hook.pk).update(active=False, url="https://inside.example/x")
    client.force_login(cast.commissioner)
    response = client.post(action(cast, "on", hook), follow=True)
    assert "It stays off" in response.content.decode()
    hook.refresh_from_db()
    assert not hook.active


@pytest.mark.parametrize("who", REFUSED)
def test_the_league_webhooks_pages_refuse_everyone_else(who, cast, client, public_dns):
    hook = add(cast, DISCORD)
    client.force_login(getattr(cast, who))
    assert client.get(page(cast)).status_code == 403
    assert client.post(page(cast), form(name="mine")).status_code == 403
    for name in ACTIONS:
        assert client.post(action(cast, name, hook)).status_code == 403
    hook.refresh_from_db()
    assert hook.active
    assert Webhook.objects.count() == 1
    assert not Delivery.objects.exists()


@pytest.mark.parametrize("who", REFUSED)
def test_the_event_webhooks_pages_refuse_everyone_else(who, cast, client, event, public_dns):
    hook = add(cast, DISCORD, event=event)
    client.force_login(getattr(cast, who))
    assert client.get(reverse("webhooks:event", args=[event.slug])).status_code == 403
    for name in ACTIONS:
        assert client.post(reverse(f"webhooks:event_{name}", args=[event.slug, hook.pk])).status_code == 403
    assert Webhook.objects.filter(active=True).count() == 1


def test_the_organiser_adds_an_events_webhook(cast, client, event, public_dns):
    client.force_login(cast.commissioner)
    url = reverse("webhooks:event", args=[event.slug])
    assert "A round is drawn" in client.get(url).content.decode()
    response = client.post(url, form(kinds=["round.drawn", "round.completed", "event.finished"]))
    assert response.status_code == 302
    assert Webhook.objects.get().event == event


def test_the_signed_out_are_sent_to_log_in(cast, client, event, public_dns):
    hook = add(cast, DISCORD)
    urls = [page(cast), reverse("webhooks:event", args=[event.slug]), *(action(cast, n, hook) for n in ACTIONS)]
    for url in urls:
        response = client.post(url, form(name="x"))
        assert response.status_code == 302
        assert reverse("login") in response["Location"]
    assert Webhook.objects.filter(active=True).count() == 1


def test_a_webhook_of_another_league_is_not_found_through_this_one(cast, client, event, public_dns):
    """A forged POST naming another owner's webhook: the commissioner runs both, but the address must match."""
    hook = add(cast, DISCORD, event=event)
    client.force_login(cast.commissioner)
    for name in ACTIONS:
        assert client.post(action(cast, name, hook)).status_code == 404
    assert client.get(reverse("webhooks:league", args=["no-such-league"])).status_code == 404
    assert Webhook.objects.filter(active=True).count() == 1


def test_the_actions_need_a_post(cast, client, public_dns):
    hook = add(cast, DISCORD)
    client.force_login(cast.commissioner)
    for name in ACTIONS:
        assert client.get(action(cast, name, hook)).status_code == 405


def test_the_page_checks_csrf(cast, csrf_client, public_dns):
    hook = add(cast, DISCORD)
    csrf_client.force_login(cast.commissioner)
    assert csrf_client.post(page(cast), form(name="other")).status_code == 403
    assert csrf_client.post(action(cast, "delete", hook)).status_code == 403
    assert Webhook.objects.count() == 1


def test_the_links_are_shown_to_those_who_manage_only(cast, client, event):
    settings_page = reverse("league:settings", args=[cast.league.slug])
    client.force_login(cast.commissioner)
    assert page(cast) in client.get(settings_page).content.decode()
    assert reverse("webhooks:event", args=[event.slug]) in client.get(event.get_absolute_url()).content.decode()
    client.force_login(cast.coach_a)
    assert reverse("webhooks:event", args=[event.slug]) not in client.get(event.get_absolute_url()).content.decode()


def test_the_address_and_secret_show_on_no_other_page(cast, client, public_dns, event):
    hook = add(cast, DISCORD, preset=Webhook.Preset.JSON)
    client.force_login(cast.commissioner)
    for url in (cast.league.get_absolute_url(), reverse("league:settings", args=[cast.league.slug]),
                event.get_absolute_url(), reverse("home"), f"/api/v1/leagues/{cast.league.slug}"):
        body = client.get(url).content.decode()
        assert "SECRETdiscordKEY" not in body
        assert hook.secret not in body

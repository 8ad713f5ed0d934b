"""The language a webhook writes in: chosen on its form (the site's own by default, one of ``settings.LANGUAGES``),
and what a task sends or logs for it (Discord's embeds, a test's message, the delivery log) worded under it, never in
whatever language the task happens to run in. The tests check the language that was active while they were made, and
the words are the French catalogue's (``in_french``: the English itself when a message has no translation)."""

import pytest
from django.urls import reverse
from django.utils import translation

from rules.errors import DomainError
from webhooks import services
from webhooks.models import Delivery, Kind, Webhook
from webhooks.payloads import discord, news
from webhooks.payloads.news import Announcement, ping
from webhooks.services import deliveries

from .conftest import DISCORD

pytestmark = pytest.mark.django_db


def in_french(message: str, params: dict) -> str:
    """A message as the French catalogue words it."""
    with translation.override("fr"):
        return translation.gettext(message) % params


def page(cast):
    return reverse("webhooks:league", args=[cast.league.slug])


def form(**changes):
    return {"name": "results", "preset": "discord", "url": DISCORD, "kinds": ["result.confirmed"], **changes}


def french(cast, **changes) -> Webhook:
    found = {"name": "résultats", "preset": Webhook.Preset.DISCORD, "url": DISCORD, "kinds": ["result.confirmed"],
             **changes}
    return services.webhook_add(actor=cast.commissioner, league=cast.league, language="fr", **found)


def test_the_form_offers_the_sites_languages_and_a_webhook_keeps_the_one_chosen(cast, client, public_dns, settings):
    client.force_login(cast.commissioner)
    shown = client.get(page(cast)).content.decode()
    assert 'name="language"' in shown
    assert all(f'value="{code}"' in shown for code, _ in settings.LANGUAGES)
    assert client.post(page(cast), form()).status_code == 302  # not sent: the site's own
    assert client.post(page(cast), form(name="french", language="fr")).status_code == 302
    made = dict(Webhook.objects.values_list("name", "language"))
    assert made == {"results": settings.LANGUAGE_CODE, "french": "fr"}
    assert dict(settings.LANGUAGES)["fr"] in client.get(page(cast)).content.decode()  # the page says which


def test_a_language_the_site_does_not_offer_is_refused_beside_its_field(cast, client, public_dns):
    client.force_login(cast.commissioner)
    response = client.post(page(cast), form(language="xx"))
    assert response.status_code == 422
    assert 'id="id_language_errors"' in response.content.decode()
    with pytest.raises(DomainError) as caught:
        services.webhook_add(actor=cast.commissioner, league=cast.league, language="xx", **{
            "name": "results", "preset": "discord", "url": DISCORD, "kinds": ["result.confirmed"]})
    assert caught.value.field == "language"
    assert not Webhook.objects.exists()


def test_discord_words_are_made_in_the_webhooks_language_whatever_the_task_runs_in(cast, public_dns, monkeypatch):
    hook = french(cast)
    seen = []
    made_by = discord.body

    def spy(found, *, at):
        seen.append(translation.get_language())
        return made_by(found, at=at)

    monkeypatch.setattr(discord, "body", spy)
    fixture = {"season": 1, "round": 2, "home": {"name": "Reikland Rookies", "race": "Human", "coach": "a"},
               "away": {"name": "Altdorf Alley Cats", "race": "Skaven", "coach": "b"}, "home_td": 2, "away_td": 1,
               "home_cas": 1, "away_cas": 0, "conceded_by": None, "url": "http://localhost:8000/f/1/"}
    found = Announcement(Kind.RESULT_CONFIRMED, cast.league.pk, None, {"league": {"name": "L"}, "fixture": fixture})
    with translation.override("en-gb"):
        delivery = services.delivery_create(webhook=hook, found=found)
        assert translation.get_language() == "en-gb"  # the override ends with the rendering
    assert seen == ["fr"]
    title = in_french("Result: %(home)s %(home_td)s–%(away_td)s %(away)s",
                      {"home": "Reikland Rookies", "home_td": 2, "away_td": 1, "away": "Altdorf Alley Cats"})
    assert title in delivery.body


def test_a_tests_message_is_worded_in_the_webhooks_language(cast, public_dns, monkeypatch):
    hook = french(cast)
    seen = []
    worded_by = news._

    def spy(message):
        seen.append(translation.get_language())
        return worded_by(message)

    monkeypatch.setattr(news, "_", spy)
    with translation.override("en-gb"):
        found = ping(hook)
    assert seen == ["fr"]
    assert found.data["message"] == in_french("A test from Sevens League: %(webhook)s works.", {"webhook": "résultats"})


def test_the_delivery_log_is_worded_in_the_webhooks_language(cast, public_dns, monkeypatch):
    hook = french(cast)
    delivery = Delivery.objects.create(webhook=hook, kind=Kind.RESULT_CONFIRMED, body="{}")
    Webhook.objects.filter(pk=hook.pk).update(active=False)
    seen = []
    worded_by = deliveries._

    def spy(message):
        seen.append(translation.get_language())
        return worded_by(message)

    monkeypatch.setattr(deliveries, "_", spy)
    with translation.override("en-gb"):
        assert deliveries.delivery_attempt(delivery_id=delivery.pk, last=True) == "skipped"
    assert seen == ["fr"]
    delivery.refresh_from_db()
    assert delivery.error == in_french("not sent: the webhook is switched off", {})

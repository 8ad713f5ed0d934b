"""Webhooks (issue 28, part 2): a commissioner adds a signed JSON webhook pointing at a local receiver, sends it a
test and reads the delivery; an address with a password in it is refused beside its field. At 375 and 1280 px, with
screenshots; nothing runs past the right edge and the page breaks no Content Security Policy."""

import pytest
from django.urls import reverse
from playwright.sync_api import expect

from tests.browser.helpers import log_in
from webhooks.models import Webhook
from webhooks.tests.conftest import receiver  # noqa: F401 (the local receiver fixture)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.mark.parametrize("width", [375, 1280])
def test_a_commissioner_adds_tests_and_reads_a_webhook(live_server, page, shot, cast, receiver, width):  # noqa: F811
    page.set_viewport_size({"width": width, "height": 900})
    log_in(page, live_server, cast.commissioner.username)
    page.goto(live_server.url + reverse("league:settings", args=[cast.league.slug]))
    page.get_by_role("link", name="Webhooks").click()
    expect(page.get_by_role("heading", name="Webhooks", exact=True)).to_be_visible()

    page.locator("#id_name").fill("with a password")
    page.locator("#id_url").fill("https://bot:hunter2@hooks.example.org/in")
    page.get_by_role("button", name="Add the webhook").click()
    expect(page.locator("#id_url_errors")).to_contain_text("may not carry a user name or password")
    assert fits(page)
    shot(f"webhooks-refused-{width}")

    page.locator("#id_name").fill("club bot")
    page.get_by_label("JSON, signed (for your own program)").check()
    page.locator("#id_url").fill(receiver.url + "?token=" + "k" * 80)
    page.get_by_role("button", name="Add the webhook").click()
    hook = Webhook.objects.get()
    card = page.locator(f"#webhook-{hook.pk}")
    expect(card).to_contain_text("club bot")
    card.get_by_text("Signing secret").click()
    expect(card.locator(".wh-secret")).to_have_text(hook.secret)
    card.get_by_role("button", name="Send a test").click()
    expect(page.locator(f"#webhook-{hook.pk} .wh-log")).to_contain_text("Delivered")
    assert len(receiver.received) == 1
    assert fits(page)
    shot(f"webhooks-{width}")

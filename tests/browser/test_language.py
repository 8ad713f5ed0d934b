"""The language switcher on a 375-pixel phone: signed out it sets the page's language for the browser; signed in it
is saved as the coach's own, which wins over the browser's cookie on his next page; the page's ``<html lang>``
follows, the switcher shows the language chosen, and nothing runs past the right edge."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import log_in
from tests.factories import UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WIDTH = 375


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def switch(page, where: str, code: str) -> None:
    """Choose ``code`` in the header's or the footer's switcher and send it; the same page comes back."""
    form = page.locator(f"form[data-language-switch={where}]")
    form.locator("select").select_option(code)
    form.get_by_role("button").click()
    expect(page.locator("html")).to_have_attribute("lang", code)


def test_the_switcher_signed_out_and_signed_in(live_server, page, shot):
    from django.core.cache import cache

    cache.clear()
    UserFactory(username="lars", email="lars@example.org")
    page.set_viewport_size({"width": WIDTH, "height": 800})

    # Signed out: English by default; the header's switcher turns the page French and says so, in both switchers.
    page.goto(live_server.url + "/leagues/")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#language-header")).to_have_value("en")
    assert fits(page)
    switch(page, "header", "fr")
    assert page.url == live_server.url + "/leagues/"
    expect(page.locator("#language-header")).to_have_value("fr")
    expect(page.locator("#language-footer")).to_have_value("fr")
    assert fits(page)
    shot("language-signed-out-375")
    page.goto(live_server.url + "/")  # the cookie keeps it
    expect(page.locator("html")).to_have_attribute("lang", "fr")

    # Signed in (log-in starts from a clean browser, in English): the footer's switcher, saved as his own.
    log_in(page, live_server, "lars")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    switch(page, "footer", "it")
    expect(page.locator("#language-header")).to_have_value("it")
    assert fits(page)
    shot("language-signed-in-375")
    # His choice wins over the browser's cookie, and his settings page shows it.
    page.context.add_cookies([{"name": "django_language", "value": "en", "url": live_server.url}])
    page.goto(live_server.url + "/accounts/email/")
    expect(page.locator("html")).to_have_attribute("lang", "it")
    expect(page.locator("#id_language")).to_have_value("it")
    expect(page.locator("#language-footer")).to_have_value("it")
    assert fits(page)
    # Chosen on the settings page, back to English.
    page.locator("#id_language").select_option("en")
    page.locator("#language").get_by_role("button").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#id_language")).to_have_value("en")

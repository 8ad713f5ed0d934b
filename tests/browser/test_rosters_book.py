"""The rosters book of an event in a browser: readable on a phone, one roster a page in print, and as a PDF."""

import time

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import log_in
from tests.factories import UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("width", [375, 1280])
def test_the_rosters_book_on_a_phone_in_print_and_as_a_pdf(live_server, page, shot, width):
    from tests.factories import game, make_rosters_event

    organiser = UserFactory(username="organiser")
    rounds = [{"number": 1, "games": [game("Jay", "Rob", 1, 0), game("Dan", "Ann", 0, 0)]}]
    event = make_rosters_event(organiser, rounds)
    log_in(page, live_server, "organiser")
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(live_server.url + event.get_absolute_url())
    page.get_by_role("link", name="Rosters book").click()
    expect(page.locator("article.sheet")).to_have_count(4)
    expect(page.locator("article.sheet", has_text="Jay's Rookies")).to_contain_text("Block")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    shot(f"event-rosters-book-{width}")
    if width == 1280:
        page.emulate_media(media="print")
        expect(page.locator("header.site-header")).to_be_hidden()
        shot("event-rosters-book-print")
        started = time.perf_counter()
        pdf = page.request.get(live_server.url + f"/events/{event.slug}/rosters.pdf")
        print(f"rosters book PDF of 4 rosters: {time.perf_counter() - started:.2f} s")
        assert pdf.headers["content-type"] == "application/pdf"
        assert pdf.body().startswith(b"%PDF")

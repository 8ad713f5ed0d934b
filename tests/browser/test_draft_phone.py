"""The draft page with the keyboard, on a phone and a laptop: focus stays on Add, the summary stays in view, and
Add is off once the gold left cannot pay."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import ARTIFACTS, log_in
from tests.factories import UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("width", [375, 1280])
def test_adding_with_the_keyboard_keeps_focus_and_the_summary_in_view(live_server, page, shot, width):
    UserFactory(username="lars")
    page.set_viewport_size({"width": width, "height": 800})
    log_in(page, live_server, "lars")
    # an event's Team Draft Budget of 300,000: six Linemen at 50,000 spend it all
    page.goto(f"{live_server.url}/teams/new/?ruleset=sevens&edition=2020&budget=300000&race=Human")
    expect(page.get_by_role("heading", name="Draft a Human team")).to_be_visible()
    page.evaluate("window.swappedNotReloaded = true")  # gone if an Enter were sent as a plain form post
    summary = page.locator("[data-summary-bar]") if width < 600 else page.locator("#summary")
    rows = page.locator("input[name=player_position]")

    add = page.get_by_role("button", name="Add Human Lineman", exact=True)
    add.focus()
    for count in range(1, 6):
        page.keyboard.press("Enter")
        expect(rows).to_have_count(count)
        expect(add).to_be_focused()  # not sent to the top of the page
        expect(summary).to_be_in_viewport()
    expect(page.locator("[data-gold-left]")).to_have_text("50,000")
    assert page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0
    shot(f"draft-keyboard-{width}")

    page.keyboard.press("Enter")  # the sixth Lineman spends the last of the gold
    expect(rows).to_have_count(6)
    expect(page.locator("[data-gold-left]")).to_have_text("0")
    for position, fee in (("Human Lineman", "50,000"), ("Human Blitzer", "85,000"), ("Ogre", "140,000")):
        button = page.get_by_role("button", name=f"Add {position}", exact=True)
        expect(button).to_be_disabled()
        expect(button).to_have_accessible_description(f"Costs {fee}; 0 left.")
    expect(page.locator("#summary")).to_be_focused()  # the Add is off: focus goes where the figures are
    expect(summary).to_be_in_viewport()
    if width < 600:
        expect(summary).to_contain_text("Gold left 0")
        expect(summary).to_contain_text("Players 6 of 7–11")
    shot(f"draft-left-0-{width}")
    page.screenshot(path=str(ARTIFACTS / f"draft-left-0-{width}-screen.png"), caret="initial")  # what the coach sees
    assert page.evaluate("window.swappedNotReloaded") is True

    # a Remove with the keyboard keeps focus on a Remove button; the Add comes back on
    remove = page.get_by_role("button", name="Remove player 6")
    remove.focus()
    page.keyboard.press("Enter")
    expect(rows).to_have_count(5)
    expect(add).to_be_enabled()
    expect(page.locator("#summary")).to_be_focused()  # player 6's button is gone
    page.get_by_role("button", name="Remove player 2").focus()
    page.keyboard.press("Enter")
    expect(rows).to_have_count(4)
    expect(page.get_by_role("button", name="Remove player 2")).to_be_focused()  # the next player's, now second


def test_the_start_pages_race_list_follows_the_edition(live_server, page, shot):
    UserFactory(username="lars")
    page.set_viewport_size({"width": 375, "height": 800})
    log_in(page, live_server, "lars")
    page.goto(live_server.url + "/teams/new/")
    race = page.locator("#id_race")
    expect(race.locator("option[value=Slann]")).to_have_count(1)
    expect(race.locator("option[value=Bretonnian]")).to_have_count(0)
    page.locator("#id_edition").select_option("2025")
    expect(page.locator("#id_race option[value=Bretonnian]")).to_have_count(1)
    expect(page.locator("#id_race option[value=Slann]")).to_have_count(0)
    shot("draft-start-2025-races")
    page.locator("#id_race").select_option("Bretonnian")
    page.get_by_role("button", name="Start drafting").click()
    expect(page.get_by_role("heading", name="Draft a Bretonnian team")).to_be_visible()

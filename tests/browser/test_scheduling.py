"""Games arranged between coaches (issue 28, part 3): coach A proposes two times on the fixture page, coach B finds
them in his to-do list and accepts one, and both see the agreed kick-off on the fixture page and in their to-do
list. At 375 and 1280 px, with screenshots; nothing runs past the right edge and no page breaks its Content Security
Policy."""

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from scheduling.tests.conftest import later, local_input
from tests.browser.helpers import log_in
from tests.factories import first_game

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.mark.parametrize("width", [375, 1280])
def test_coach_a_proposes_two_times_and_coach_b_accepts_one(live_server, page, shot, cast, season, width):
    page.set_viewport_size({"width": width, "height": 900})
    game = first_game(season)
    one, two = later(3, hour=20), later(4, hour=19)
    shown = timezone.localtime(two).strftime("%H:%M")

    log_in(page, live_server, cast.coach_a.username)
    page.goto(live_server.url + game.get_absolute_url())
    card = page.locator("#schedule")
    expect(card).to_contain_text("No time agreed yet.")
    card.locator("#id_when_1").fill(local_input(one))
    card.locator("#id_when_2").fill(local_input(two))
    assert fits(page)
    shot(f"scheduling-propose-{width}")
    card.get_by_role("button", name="Propose").click()
    expect(page.locator(".message").first).to_contain_text("2 times proposed")
    expect(page.locator("#schedule [data-proposals] li")).to_have_count(2)
    assert fits(page)
    shot(f"scheduling-proposed-{width}")

    log_in(page, live_server, cast.coach_b.username)
    item = page.locator('[data-kind="schedule_answer"]')
    expect(item).to_contain_text("coach_a proposed times for your game")
    assert fits(page)
    shot(f"scheduling-todo-answer-{width}")
    item.get_by_role("link").first.click()
    card = page.locator("#schedule")
    card.locator("input[name=proposal]").nth(1).check()
    assert fits(page)
    shot(f"scheduling-accept-{width}")
    card.get_by_role("button", name="Accept this time").click()
    expect(page.locator(".message").first).to_contain_text("Agreed: the game is on")
    expect(page.locator("#schedule [data-agreed]")).to_contain_text(shown)
    expect(page.locator("#scoreboard [data-kickoff]")).to_contain_text(shown)
    assert fits(page)
    shot(f"scheduling-agreed-{width}")

    for coach in (cast.coach_b, cast.coach_a):
        log_in(page, live_server, coach.username)
        expect(page.locator('[data-kind="schedule_game"]')).to_contain_text(shown)
        assert fits(page)
        shot(f"scheduling-todo-{coach.username}-{width}")
        page.goto(live_server.url + game.get_absolute_url())
        expect(page.locator("#schedule [data-agreed]")).to_contain_text(shown)

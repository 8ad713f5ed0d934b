"""Injuries carried between rounds in a browser (seed 003, Injuries): a coach ticks his Seriously Hurt and Dead
players on his phone; the next round's page says who misses the game and the gold the weaker team gets."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import log_in
from tests.factories import UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("width", [375, 1280])
def test_injuries_entered_and_carried(live_server, page, shot, width):
    from events import services
    from events.models import EventGame
    from tests.factories import jays_game, make_injuries_event, play_rest, side

    cast = type("Cast", (), {})()
    cast.commissioner = UserFactory(username="organiser")
    cast.coach_a = UserFactory(username="jay")
    cast.coach_b = UserFactory(username="rob")
    event = make_injuries_event(cast)
    services.round_pair(event=event, actor=event.organisers.first(), seed=1)
    game = jays_game(event, 1)
    log_in(page, live_server, "jay")
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(live_server.url + event.get_absolute_url())
    page.get_by_role("link", name="Enter result").first.click()
    expect(page.get_by_text("Jay: Seriously Hurt (misses the next game)")).to_be_visible()
    s = side(game)
    page.locator(f"input[name={s}_td]").fill("2")
    page.locator(f"input[name={s}_seriously_hurt][value='3']").check()
    page.locator(f"input[name={s}_dead][value='3']").check()
    page.get_by_role("button", name="Save result").click()
    expect(page.locator(f"#id_{s}_seriously_hurt_errors")).to_contain_text("not both")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    shot(f"event-injuries-result-refused-{width}")
    page.locator(f"input[name={s}_dead][value='3']").uncheck()
    page.locator(f"input[name={s}_dead][value='5']").check()
    page.get_by_role("button", name="Save result").click()
    expect(page.locator(".message.success")).to_contain_text("Result saved")
    assert EventGame.objects.get(pk=game.pk).status == EventGame.Status.SUBMITTED
    play_rest(event, 1, game)
    services.round_pair(event=event, actor=event.organisers.first(), seed=2)
    page.goto(live_server.url + event.get_absolute_url())
    note = page.locator("[data-injuries]", has_text="Jay:").first
    expect(note).to_contain_text("misses this game: #3 (Seriously Hurt in round 1)")
    expect(note).to_contain_text("100,000 for inducements this game")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    shot(f"event-injuries-round-2-{width}")

"""Records (issue 14): the league leaders, Gone Pro and a player's page at 375 and 1280 px, with screenshots;
nothing runs past the right edge on a phone and the charts break no Content Security Policy."""

import pytest
from django.urls import reverse
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.mark.parametrize("width", [375, 1280])
def test_leaders_gone_pro_and_a_player_page(live_server, page, shot, hand_worked_season, width):
    season = hand_worked_season  # the root conftest's hand-worked season
    page.set_viewport_size({"width": width, "height": 900})
    slug = season.league.slug

    page.goto(live_server.url + reverse("records:leaders", args=[slug]))
    expect(page.get_by_role("heading", name="Leaders · all time")).to_be_visible()
    expect(page.locator("[data-leaders=touchdowns] tbody tr").first).to_contain_text("Reikland Rookies")
    expect(page.locator("[data-leaders=touchdowns] tbody tr").first).to_contain_text("3")
    assert fits(page)
    shot(f"records-leaders-{width}")

    page.get_by_role("link", name="Hall of fame").click()
    expect(page.locator("[data-gone-pro]")).to_contain_text(season.poached.name)
    expect(page.locator("[data-gone-pro]")).to_contain_text("round 3")
    expect(page.locator("[data-cemetery]")).to_contain_text("Lineman 3")
    assert fits(page)
    shot(f"records-gone-pro-{width}")

    page.goto(live_server.url + reverse("records:player", args=[season.a.players.get(number=1).pk]))
    expect(page.locator("[data-figure=touchdowns]")).to_have_text("3")
    expect(page.locator("[data-skills] svg polyline")).to_have_count(1)
    assert fits(page)
    shot(f"records-player-{width}")

    page.goto(live_server.url + reverse("records:season", args=[slug, 1]))
    expect(page.locator("[data-points-chart] svg polyline")).to_have_count(3)
    assert fits(page)
    shot(f"records-season-{width}")

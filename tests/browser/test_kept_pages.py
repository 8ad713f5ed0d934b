"""Kept pages and the fixtures' rounds in a real browser: a page seen again follows a result confirmed meanwhile, and
the fixtures page shows one round at a time with every round a tap away, at 375 and 1280 pixels."""

import re

import pytest
from playwright.sync_api import expect

from league import services
from league.models import Membership
from tests.browser.helpers import log_in
from tests.factories import UserFactory, approve_all, make_league, make_team

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def six_team_season():
    commissioner = UserFactory(username="commish")
    league = make_league(commissioner=commissioner)
    coaches = []
    for name in ("Reikland Rookies", "Altdorf Alley Cats", "Middenheim Marauders", "Nuln Nobodies",
                 "Talabheim Tramplers", "Bogenhafen Boars"):
        coach = UserFactory(username=name.split()[0].lower())
        Membership.objects.create(league=league, user=coach)
        make_team(coach=coach, name=name, league=league)
        coaches.append(coach)
    approve_all(league, commissioner)
    season = services.season_start(league=league)
    services.season_generate_fixtures(season=season, seed=7)
    return league, season, commissioner, coaches


@pytest.mark.parametrize("width", [375, 1280])
def test_fixtures_by_round_and_a_kept_standings_page_that_follows_a_result(live_server, page, shot, width):
    league, season, commissioner, coaches = six_team_season()
    page.set_viewport_size({"width": width, "height": 900})
    log_in(page, live_server, coaches[0].username)

    page.goto(f"{live_server.url}/leagues/{league.slug}/fixtures/")
    rounds = page.get_by_role("navigation", name="Rounds")
    expect(rounds).to_be_visible()
    expect(page.locator("section.round")).to_have_count(1)
    expect(page.locator("section.round h2")).to_have_text("Round 1")
    rounds.get_by_role("link", name="3", exact=True).click()
    expect(page.locator("section.round h2")).to_have_text("Round 3")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    shot(f"fixtures-rounds-{width}")
    rounds.get_by_role("link", name="All rounds").click()
    expect(page.locator("section.round")).to_have_count(5)

    standings = f"{live_server.url}/leagues/{league.slug}/standings/"
    for _ in range(3):  # the first visit sets the CSRF cookie, the second keeps the page, the third is served kept
        response = page.goto(standings)
    assert response.headers.get("x-page-cache") == "hit"
    expect(page.locator("[data-points]").filter(has_text=re.compile("^3$"))).to_have_count(0)

    fixture = season.fixtures.filter(round=1, away__isnull=False).order_by("pk").first()
    services.result_submit(fixture=fixture, actor=commissioner, is_commissioner=True, home_td=2, away_td=1)
    response = page.goto(standings)
    assert response.headers.get("x-page-cache") is None
    expect(page.locator("[data-points]").filter(has_text=re.compile("^3$"))).to_have_count(1)
    shot(f"standings-after-result-{width}")

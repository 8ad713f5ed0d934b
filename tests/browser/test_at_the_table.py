"""On a phone at the table: a roll's result appears beside the button tapped, and saving the result updates the
fixture page's big score and cards without a reload."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import log_in
from tests.factories import UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def fixture(live_server):
    from league import services
    from league.models import Membership
    from tests.factories import make_league, make_team

    commish = UserFactory(username="commish")
    league = make_league(commissioner=commish)
    for username, name in (("lars", "Reikland Rookies"), ("rival", "Altdorf Alley Cats")):
        user = UserFactory(username=username)
        Membership.objects.create(league=league, user=user)
        make_team(coach=user, name=name, league=league)
    for team in league.teams.all():
        services.league_decide_entry(league=league, team=team, approve=True, actor=commish)
    season = services.season_start(league=league)
    services.season_generate_fixtures(season=season, seed=1)
    return season.fixtures.select_related("home", "away").get()


def test_a_roll_shows_beside_its_button_on_a_phone(live_server, page, shot, fixture):
    page.set_viewport_size({"width": 375, "height": 800})
    log_in(page, live_server, "lars")
    page.goto(live_server.url + f"/matches/fixtures/{fixture.pk}/table/")
    expect(page.get_by_role("button", name="Roll D8")).to_have_count(1)  # Prayers; no free Desperate Measures
    weather = page.locator("#table-bb2020-weather")
    weather.get_by_role("button", name="Roll 2D6").click()
    slot = weather.locator("output.roll-result")
    expect(slot).to_contain_text("rolled by lars for round 1")
    expect(slot).to_contain_text(f"{fixture.home.name} v {fixture.away.name}")
    expect(page.locator("#rolls")).to_contain_text("Weather table — lars")
    expect(page.locator("#result-sevens-kick-off")).to_be_empty()
    box = slot.bounding_box()
    assert box["x"] + box["width"] <= 376
    kick_off = page.locator("#table-sevens-kick-off")
    kick_off.get_by_role("button", name="Roll 2D6").click()
    expect(kick_off.locator("output.roll-result")).to_contain_text("rolled by lars")
    kick_off.scroll_into_view_if_needed()
    shot("table-side-375")
    page.set_viewport_size({"width": 1280, "height": 900})
    shot("table-side-1280")


@pytest.mark.parametrize("width", [375, 1280])
def test_saving_the_result_updates_the_big_score_and_the_cards(live_server, page, fixture, width):
    page.set_viewport_size({"width": width, "height": 900})
    log_in(page, live_server, "commish")
    page.goto(live_server.url + fixture.get_absolute_url())
    expect(page.locator("[data-board]")).to_have_text("v")
    expect(page.locator("#post-game")).to_have_count(0)
    result = page.locator("#result")
    result.get_by_label(f"{fixture.home.name}: touchdowns").fill("2")
    result.get_by_label(f"{fixture.away.name}: touchdowns").fill("1")
    result.get_by_role("button", name="Save result").click()
    expect(page.locator("#result")).to_contain_text("Confirmed")
    expect(page.locator("[data-board]")).to_have_text("2 – 1")
    expect(page.locator("#post-game")).to_be_visible()

"""At a phone's width: a coach reports a game, the other confirms, the advancement is chosen, the skill shows."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import log_in
from tests.factories import UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_report_confirm_advance_on_a_phone(live_server, page, shot):
    from league import services
    from league.models import Membership
    from tests.factories import make_league, make_team

    commish = UserFactory(username="commish")
    lars = UserFactory(username="lars")
    rival = UserFactory(username="rival")
    league = make_league(commissioner=commish)
    for user in (lars, rival):
        Membership.objects.create(league=league, user=user)
    rookies = make_team(coach=lars, name="Reikland Rookies", league=league)
    make_team(coach=rival, name="Altdorf Alley Cats", league=league)
    for team in league.teams.all():
        services.league_decide_entry(league=league, team=team, approve=True, actor=commish)
    season = services.season_start(league=league)
    services.season_generate_fixtures(season=season, seed=1)
    fixture = season.fixtures.get()
    page.set_viewport_size({"width": 375, "height": 800})

    # Lars reports his players and the score.
    log_in(page, live_server, "lars")
    page.goto(live_server.url + fixture.get_absolute_url())
    page.locator("#player-reports").get_by_role("link", name="Reikland Rookies").click()
    page.get_by_label("#1 touchdowns").fill("2")
    page.get_by_role("button", name="Save the player report").click()
    expect(page.locator(".message")).to_contain_text("Player report for Reikland Rookies saved")
    page.get_by_label("Reikland Rookies: touchdowns").fill("2")
    page.get_by_label("Altdorf Alley Cats: touchdowns").fill("0")
    page.get_by_role("button", name="Save result").click()
    expect(page.locator("#result")).to_contain_text("Waiting for confirmation")
    shot("match-phone-reported")

    # The rival confirms; the post-game sequence runs at once.
    log_in(page, live_server, "rival")
    page.goto(live_server.url + fixture.get_absolute_url())
    page.locator("#result").get_by_role("button", name="Confirm").click()
    expect(page.locator("#result")).to_contain_text("Confirmed")

    # Lars finds the advancement on his home page and picks Lars Lineman 1 for a General skill.
    log_in(page, live_server, "lars")
    expect(page.locator("#todo")).to_contain_text("choose the Player Advancement")
    page.locator("#todo").get_by_role("link", name="Choose").first.click()
    page.locator("#id_pick").select_option(label="Lineman 1: General")
    page.get_by_role("button", name="Roll a Primary skill").click()
    expect(page.locator(".message")).to_contain_text("Choice recorded")
    shot("match-phone-post-game")

    page.goto(live_server.url + rookies.get_absolute_url())
    row = page.locator("table.roster tr", has_text="Lineman 1")
    expect(row.locator(".badge.primary")).to_have_text("P")
    expect(row.locator("td.num").last).to_have_text("60,000")
    expect(page.locator("#history")).to_contain_text("gains")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    shot("match-phone-team-page")

"""A league from creation to a confirmed result: invite, draft, approval, season, fixtures, live standings."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import add, log_in
from tests.factories import UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def no_sideways_scroll(page):
    return page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0


def test_a_league_from_creation_to_a_confirmed_result(live_server, page, shot):
    from league import services
    from league.models import League, Membership
    from tests.factories import make_team

    UserFactory(username="commish")
    UserFactory(username="lars")
    rival = UserFactory(username="rival")

    # The commissioner creates the league from the home page.
    log_in(page, live_server, "commish")
    page.get_by_role("link", name="Create a league").click()
    page.locator("#id_name").fill("Lustria Sevens")
    page.locator("#id_bonus_points").check()
    shot("league-create")
    page.get_by_role("button", name="Create league").click()
    expect(page.get_by_role("heading", name="Lustria Sevens", level=1)).to_be_visible()
    expect(page.locator(".message")).to_contain_text("Share the invite link")
    invite = page.locator("[data-invite-link]").input_value()
    assert "/leagues/lustria-sevens/join/" in invite
    shot("league-created")

    # The opponent's team is already approved (made directly).
    league = League.objects.get(slug="lustria-sevens")
    Membership.objects.create(league=league, user=rival)
    rival_team = make_team(coach=rival, name="Altdorf Alley Cats", league=league)
    services.league_decide_entry(league=league, team=rival_team, approve=True, actor=league.commissioners.get())

    # A coach joins with the invite link and drafts a team for the league.
    log_in(page, live_server, "lars")
    page.goto(invite)
    page.get_by_role("button", name="Join Lustria Sevens").click()
    expect(page.locator(".message")).to_contain_text("You joined Lustria Sevens")
    page.get_by_role("link", name="Draft a team for Lustria Sevens").click()
    page.locator("#id_race").select_option("Human")
    page.get_by_role("button", name="Start drafting").click()
    expect(page.get_by_role("heading", name="Draft a Human team")).to_be_visible()
    page.locator("#id_name").fill("Reikland Rookies")
    add(page, "Human Lineman", 7)
    expect(page.locator("#summary")).to_contain_text("The team is legal.")
    page.get_by_role("button", name="Save team").click()
    expect(page.get_by_role("heading", name="Reikland Rookies")).to_be_visible()
    expect(page.locator(".page-head")).to_contain_text("Waiting for approval")

    # The commissioner approves it, starts a season and generates the fixtures.
    log_in(page, live_server, "commish")
    page.goto(live_server.url + "/leagues/lustria-sevens/")
    page.get_by_role("link", name="1 team waiting for approval").click()
    expect(page.locator("table.teams")).to_contain_text("Waiting for approval")
    shot("league-teams-pending")
    page.get_by_role("button", name="Approve Reikland Rookies").click()
    expect(page.locator(".message")).to_contain_text("Reikland Rookies is approved.")
    expect(page.get_by_role("button", name="Approve Reikland Rookies")).to_have_count(0)

    page.get_by_role("link", name="Home", exact=True).last.click()
    page.get_by_role("link", name="Start a season").click()
    expect(page.locator("main")).to_contain_text("2 approved teams will play")
    page.get_by_role("button", name="Start the season").click()
    expect(page.get_by_role("heading", name="Generate fixtures for Season 1")).to_be_visible()
    page.locator("#id_double").check()
    page.locator("#id_first_date").fill("2025-03-01")
    page.get_by_role("button", name="Generate fixtures").click()
    expect(page.locator(".message")).to_contain_text("2 fixtures generated.")
    expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
    expect(page.get_by_role("heading", name="Round 2")).to_have_count(0)  # one round at a time
    page.get_by_role("navigation", name="Rounds").get_by_role("link", name="2", exact=True).click()
    expect(page.get_by_role("heading", name="Round 2")).to_be_visible()
    shot("league-fixtures")

    # Lars enters the result of the round-1 game; the result card updates in place.
    log_in(page, live_server, "lars")
    page.goto(live_server.url + "/leagues/lustria-sevens/fixtures/")
    round_one = page.locator("section.round[data-round='1']")
    round_one.get_by_role("link", name="Enter result").click()
    expect(page.get_by_role("heading", name="Enter the result")).to_be_visible()
    home_is_lars = page.locator(".scoreboard .home").inner_text().startswith("Reikland Rookies")
    page.get_by_label("Reikland Rookies: touchdowns").fill("2")
    page.get_by_label("Altdorf Alley Cats: touchdowns").fill("1")
    page.get_by_label("Reikland Rookies: casualties inflicted").fill("1")
    page.get_by_role("button", name="Save result").click()
    expect(page.locator("#result .message")).to_contain_text("The other coach confirms it.")
    expect(page.locator("#result")).to_contain_text("Waiting for confirmation")
    shot("league-result-entered")

    # The rival confirms it from the league home; the standings change without a reload.
    log_in(page, live_server, "rival")
    page.goto(live_server.url + "/leagues/lustria-sevens/")
    lars_row = page.locator("#standings tr", has_text="Reikland Rookies")
    expect(lars_row.locator("[data-points]")).to_have_text("0")
    shot("league-home-before-confirm")
    page.locator("#league-summary").get_by_role("button", name="Confirm").click()
    expect(page.locator("#league-notice")).to_contain_text("Result confirmed")
    expect(lars_row.locator("[data-points]")).to_have_text("3")
    expect(lars_row.locator("[data-td-diff]")).to_have_text("+1")
    expect(lars_row.locator("[data-played]")).to_have_text("1")
    expect(page.locator("#league-summary")).to_contain_text("Latest results")
    expect(page.locator("#league-summary [data-score]")).to_have_text("2 – 1" if home_is_lars else "1 – 2")
    shot("league-standings-updated")

    # The calendar feed is there for calendar apps, without a login.
    page.context.clear_cookies()
    feed = page.request.get(live_server.url + "/leagues/lustria-sevens/fixtures.ics")
    assert feed.headers["content-type"].startswith("text/calendar")
    assert feed.text().count("BEGIN:VEVENT") == 2


def test_league_pages_fit_a_phone(live_server, page, shot):
    from league import services
    from league.models import Membership
    from tests.factories import make_league, make_team

    commish = UserFactory(username="commish")
    coach = UserFactory(username="coach-with-a-long-name")
    league = make_league(commissioner=commish, name="The Extremely Long Named Lustrian Sevens League")
    Membership.objects.create(league=league, user=coach)
    make_team(coach=coach, name="Reikland Rookies of the Old World", league=league)
    make_team(coach=commish, name="Altdorf Alley Cats and Friends", league=league)
    for team in league.teams.all():
        services.league_decide_entry(league=league, team=team, approve=True, actor=commish)
    season = services.season_start(league=league)
    services.season_generate_fixtures(season=season, seed=1)
    fixture = season.fixtures.get()
    services.result_submit(fixture=fixture, actor=coach, home_td=1, away_td=0)

    page.set_viewport_size({"width": 375, "height": 800})
    log_in(page, live_server, "commish")
    base = f"/leagues/{league.slug}/"
    pages = ["", "fixtures/", "standings/", "teams/", "seasons/", "settings/", f"fixtures/{fixture.pk}/", "../new/"]
    for path in pages:
        page.goto(live_server.url + base + path)
        assert no_sideways_scroll(page), f"{base}{path} scrolls sideways"
    page.goto(live_server.url + base)
    shot("league-home-phone")
    page.goto(live_server.url + f"{base}fixtures/{fixture.pk}/")
    shot("league-fixture-phone")

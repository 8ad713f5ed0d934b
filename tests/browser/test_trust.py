"""Rolls that cannot be fished for: a commissioner voids a confirmed result and confirms it again, and the Draft
comes out the same (issue 11)."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import log_in
from tests.factories import UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("width", [375, 1280])
def test_a_void_and_a_reconfirmation_give_the_same_draft_roll(live_server, page, shot, width):
    from league import services
    from matches.models import MatchRoll
    from tests.factories import make_league, make_team

    commish = UserFactory(username="commish")
    league = make_league(commissioner=commish)
    teams = []
    for name in ("Reikland Rookies", "Altdorf Alley Cats"):
        team = make_team(coach=UserFactory(username=name.split()[0].lower()), name=name, league=league)
        services.league_decide_entry(league=league, team=team, approve=True, actor=commish)
        teams.append(team)
    for player in teams[0].players.order_by("number")[:3]:  # players who gained skills roll in the Draft
        player.gained_skills = [{"skill": "Block", "kind": "primary", "category": "General"}]
        player.save(update_fields=["gained_skills"])
    season = services.season_start(league=league)
    services.season_generate_fixtures(season=season, seed=1)
    fixture = season.fixtures.get()

    page.set_viewport_size({"width": width, "height": 900})
    log_in(page, live_server, "commish")
    page.goto(live_server.url + fixture.get_absolute_url())
    result = page.locator("#result")
    result.get_by_label("Reikland Rookies: touchdowns").fill("1" if fixture.home == teams[0] else "0")
    result.get_by_label("Altdorf Alley Cats: touchdowns").fill("0" if fixture.home == teams[0] else "1")
    result.get_by_role("button", name="Save result").click()
    expect(page.locator("#result")).to_contain_text("Confirmed")
    page.reload()
    dice = page.locator("#post-game .rolls")
    expect(dice).to_contain_text("Draft")
    first = [line for line in dice.inner_text().splitlines() if "Draft" in line]
    first_rows = list(MatchRoll.objects.filter(match__fixture=fixture, post_game=True).values_list("why", "faces"))
    shot(f"trust-confirmed-{width}")

    page.locator("#void-result summary").click()
    page.get_by_label("Why is it voided?").fill("Entered against the wrong fixture")
    page.get_by_label("Reverse every post-game change of this game").check()
    page.get_by_role("button", name="Void this result").click()
    expect(page.locator(".message")).to_contain_text("Result voided")
    voids = page.locator("#voids")
    expect(voids).to_contain_text("voided by commish: Entered against the wrong fixture")
    shot(f"trust-voided-{width}")

    page.locator("#result").get_by_role("button", name="Confirm this result").click()
    expect(page.locator("#result")).to_contain_text("Confirmed")
    page.reload()
    again = [line for line in page.locator("#post-game .rolls").inner_text().splitlines() if "Draft" in line]
    assert first
    assert again == first
    again_rows = list(MatchRoll.objects.filter(match__fixture=fixture, post_game=True).values_list("why", "faces"))
    assert again_rows == first_rows
    shot(f"trust-reconfirmed-{width}")

"""Anyone can follow a league (issue 13): a signed-out visitor reads a public league's home, standings, fixtures,
a result with its post-game card and a team page, on a phone and a laptop."""

from datetime import date

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def public_league():
    """A public league with a played game (confirmed, its post-game run) and one still to play."""
    from league import services
    from tests.factories import UserFactory, make_league, make_team

    commish = UserFactory(username="commish", email="commish@example.org")
    league = make_league(commissioner=commish)
    for name in ("Reikland Rookies", "Altdorf Alley Cats", "Nuln Night Owls", "Middenheim Marauders"):
        coach = UserFactory(username=name.split()[0].lower(), email=f"{name.split()[0].lower()}@example.org")
        team = make_team(coach=coach, name=name, league=league)
        services.league_decide_entry(league=league, team=team, approve=True, actor=commish)
    season = services.season_start(league=league)
    services.season_generate_fixtures(season=season, seed=3, first_date=date(2025, 3, 1))
    played = season.fixtures.filter(away__isnull=False).order_by("round", "pk").first()
    services.result_submit(fixture=played, actor=commish, is_commissioner=True, home_td=2, away_td=1)
    played.refresh_from_db()
    return league, played


def fits(page) -> bool:
    """Nothing makes the page itself scroll sideways."""
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.mark.parametrize("width", [375, 1280])
def test_a_visitor_follows_a_public_league(live_server, page, shot, width):
    league, played = public_league()
    page.set_viewport_size({"width": width, "height": 900})

    page.goto(live_server.url + league.get_absolute_url())
    expect(page.get_by_role("heading", name="Lustria Sevens", level=1)).to_be_visible()
    expect(page.locator("[data-visitor]")).to_contain_text("following Lustria Sevens as a visitor")
    expect(page.locator("meta[property='og:description']")).to_have_attribute(
        "content", f"Blood Bowl Sevens league. Season 1 leader: {played.home.name}, 3 points."
    )
    expect(page.get_by_role("link", name="Log in").first).to_be_visible()
    expect(page.get_by_text("Run the league")).to_have_count(0)
    assert league.invite_code not in page.content()
    assert fits(page)
    shot(f"public-home-{width}")

    page.get_by_role("link", name="Standings", exact=True).first.click()
    expect(page.locator("#standings tbody tr").first).to_contain_text(played.home.name)
    assert fits(page)
    shot(f"public-standings-{width}")

    page.get_by_role("link", name="Fixtures", exact=True).click()
    expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
    assert fits(page)
    shot(f"public-fixtures-{width}")

    page.goto(live_server.url + played.get_absolute_url())
    expect(page.locator("[data-board]")).to_have_text("2 – 1")
    expect(page.locator("#post-game")).to_be_visible()
    expect(page.locator("#match-day")).to_have_count(0)
    assert "seed" not in page.content().lower()
    assert fits(page)
    shot(f"public-fixture-{width}")

    page.get_by_role("link", name=played.home.name).first.click()
    expect(page.get_by_role("heading", name=played.home.name, level=1)).to_be_visible()
    expect(page.locator("#history")).to_contain_text("Post-game")
    expect(page.get_by_text("Hire a player")).to_have_count(0)
    assert "@example.org" not in page.content()
    shot(f"public-team-{width}")

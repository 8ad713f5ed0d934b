"""Issue 24, the league side's rough edges seen in a browser at 375 and 1280 px: the public directory signed out,
the fixture page's order and its voided post-game run, shared ranks on the leaders, and a refused ruleset change
that keeps what the commissioner typed."""

from datetime import date

import pytest
from django.urls import reverse
from playwright.sync_api import expect

from tests.browser.helpers import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def league_with_games():
    """A public league of two teams: round 1 confirmed, its post-game voided and confirmed again; round 2 to play.
    A private league besides."""
    from league import services
    from league.models import Membership
    from matches import services as match_services
    from matches.models import Match, PlayerReport
    from tests.factories import UserFactory, make_league, make_team

    commish = UserFactory(username="commish")
    league = make_league(commissioner=commish)
    make_league(commissioner=commish, name="Hidden Cellar", slug="hidden-cellar", public=False)
    teams = []
    for username, name in (("coach_a", "Reikland Rookies"), ("coach_b", "Beasts")):
        coach = UserFactory(username=username)
        Membership.objects.create(league=league, user=coach)
        team = make_team(coach=coach, name=name, league=league)
        services.league_decide_entry(league=league, team=team, approve=True, actor=commish)
        teams.append(team)
    season = services.season_start(league=league)
    services.season_generate_fixtures(season=season, seed=7, first_date=date(2025, 3, 1))
    played = season.fixtures.get()
    to_play = services.fixture_add(season=season, home=played.away, away=played.home, round=2)

    def confirm_and_advance():
        played.refresh_from_db()
        if played.status == "submitted":
            services.result_confirm(fixture=played, actor=commish, is_commissioner=True)
        else:
            services.result_submit(fixture=played, actor=commish, is_commissioner=True, home_td=1, away_td=0)
        match = Match.objects.get(fixture=played)
        for team in (played.home, played.away):
            match_services.advancement_choose(
                match=match,
                team=team,
                actor=commish,
                kind="primary",
                player_id=team.players.get(number=4).pk,
                category="General",
            )
        return match

    match = match_services.match_for_fixture(played)
    for team in (played.home, played.away):  # everyone played: the games leaders all share rank 1
        for player in team.players.order_by("number"):
            scored = int(team == played.home and player.number == 1)  # the 1-0
            PlayerReport.objects.create(match=match, player=player, team=team, touchdowns=scored)
    match = confirm_and_advance()
    match_services.match_void(match=match, actor=commish, reason="Entered against the wrong fixture")
    confirm_and_advance()
    played.refresh_from_db()
    return league, played, to_play


@pytest.mark.parametrize("width", [375, 1280])
def test_the_rough_edges_a_commissioner_and_two_coaches_met(live_server, page, shot, width):
    league, played, to_play = league_with_games()
    page.set_viewport_size({"width": width, "height": 900})

    # Signed out: the menu leads to the public leagues; the private one is not listed.
    page.goto(live_server.url + "/")
    page.locator(".nav-links").get_by_role("link", name="Leagues").click()
    directory = page.locator("#public-leagues")
    row = directory.locator('[data-league="lustria-sevens"]')
    expect(row).to_contain_text("Blood Bowl Sevens")
    expect(row).to_contain_text("Season 1")
    expect(directory).not_to_contain_text("Hidden Cellar")
    shot(f"rough-directory-{width}")
    wide = page.evaluate(
        "[...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > window.innerWidth + 1)"
        ".map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right)).slice(0, 8)"
    )
    assert fits(page), wide

    # The game to play: the match-day card (with the player reports) before the result.
    log_in(page, live_server, "coach_a")
    page.goto(live_server.url + to_play.get_absolute_url())
    expect(page.locator("#match-day")).to_be_visible()
    assert page.evaluate(
        "document.querySelector('#match-day').compareDocumentPosition(document.querySelector('#result')) & 4"
    )
    assert fits(page)
    shot(f"rough-fixture-to-play-{width}")

    # The played game: the result first; the voided run struck through under its void.
    page.goto(live_server.url + played.get_absolute_url())
    assert page.evaluate(
        "document.querySelector('#result').compareDocumentPosition(document.querySelector('#post-game')) & 4"
    )
    expect(page.locator("#post-game del")).to_have_count(0)
    expect(page.locator("#voids del").first).to_be_visible()
    expect(page.locator("#voids")).to_contain_text("Voided")
    assert fits(page)
    page.locator("#voids").scroll_into_view_if_needed()
    shot(f"rough-fixture-voided-{width}")

    # The leaders: players on the same figure share a rank.
    page.goto(live_server.url + reverse("records:leaders", args=[league.slug]))
    games = page.locator('[data-leaders="games"] tbody tr td:first-child')
    expect(games.first).to_have_text("1")
    expect(games.nth(1)).to_have_text("1")
    assert fits(page)
    shot(f"rough-leaders-{width}")

    # The commissioner's refused ruleset change keeps what he typed, the refusal beside the field.
    log_in(page, live_server, "commish")
    page.goto(live_server.url + f"/leagues/{league.slug}/settings/")
    page.locator("#id_ruleset").select_option("street-bowl")
    page.locator("#id_points_win").fill("4")
    page.get_by_role("button", name="Save settings").click()
    expect(page.locator("#id_ruleset_errors")).to_contain_text("would break approved teams")
    expect(page.locator("#id_ruleset")).to_have_value("street-bowl")
    expect(page.locator("#id_points_win")).to_have_value("4")
    assert fits(page)
    page.locator("#id_ruleset_errors").scroll_into_view_if_needed()
    shot(f"rough-settings-refused-{width}")

"""At a phone's width: a coach reports a game, the other confirms, the advancement is chosen, the skill shows."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import confirm_result, log_in, report_home_win
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
    report_home_win(page, live_server, fixture, scorer_label="#1 touchdowns", home="Reikland Rookies",
                    away="Altdorf Alley Cats", touchdowns=2)
    shot("match-phone-reported")

    # The rival confirms; the post-game sequence runs at once.
    confirm_result(page, live_server, fixture, "rival")

    # Lars finds the advancement on his home page and picks Lars Lineman 1 for a General skill.
    log_in(page, live_server, "lars")
    expect(page.locator("#todo")).to_contain_text("choose the Player Advancement")
    shot("home-todo-advancement-375")
    page.locator("#todo").get_by_role("link", name="Choose").first.click()
    page.locator("#id_pick").select_option(label="Lineman 1: General")
    page.get_by_role("button", name="Roll a Primary skill").click()
    expect(page.locator(".message")).to_contain_text("Choice recorded")
    shot("match-phone-post-game")

    page.goto(live_server.url + rookies.get_absolute_url())
    row = page.locator("table.roster tr", has_text="Lineman 1")
    expect(row.locator(".badge.primary")).to_have_text("P")
    expect(row.locator('td[data-label="Value"]')).to_have_text("60,000")
    expect(page.locator("#history")).to_contain_text("gains")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    shot("match-phone-team-page")


def test_pregame_inducements_on_a_phone(live_server, page, shot):
    """The favourite buys first (the total updates as the coach types); the underdog spends its petty cash on
    Desperate Measures, and both coaches see what the dice gave."""
    from league import services
    from league.models import Membership
    from teams.models import Team
    from tests.factories import make_league, make_team

    commish = UserFactory(username="commish")
    lars = UserFactory(username="lars")
    rival = UserFactory(username="rival")
    league = make_league(commissioner=commish)
    for user in (lars, rival):
        Membership.objects.create(league=league, user=user)
    rookies = make_team(coach=lars, name="Reikland Rookies", league=league)
    make_team(coach=rival, name="Altdorf Alley Cats", league=league)
    Team.objects.filter(pk=rookies.pk).update(current_team_value=630_000)
    for team in league.teams.all():
        services.league_decide_entry(league=league, team=team, approve=True, actor=commish)
    season = services.season_start(league=league)
    services.season_generate_fixtures(season=season, seed=1)
    fixture = season.fixtures.get()
    page.set_viewport_size({"width": 375, "height": 800})

    log_in(page, live_server, "rival")
    page.goto(live_server.url + fixture.get_absolute_url())
    page.locator("#match-day").get_by_role("link", name="Pre-game").click()
    expect(page.get_by_text("Reikland Rookies has the higher Current Team Value and buys first")).to_be_visible()

    log_in(page, live_server, "lars")
    page.goto(live_server.url + fixture.get_absolute_url())
    page.locator("#match-day").get_by_role("link", name="Pre-game").click()
    side = page.locator(".pregame-side", has_text="Reikland Rookies")
    side.get_by_label("Agency Cheerleaders").fill("1")
    expect(side.locator(".quote")).to_contain_text("Total 30,000 of 70,000")
    side.get_by_label("Bribe").fill("1")
    expect(side.locator(".quote")).to_contain_text("more than Reikland Rookies can spend")
    side.get_by_label("Bribe").fill("")
    side.get_by_role("button", name="Buy these inducements").click()
    expect(page.locator(".message")).to_contain_text("Inducements for Reikland Rookies bought")

    log_in(page, live_server, "rival")
    page.goto(live_server.url + fixture.get_absolute_url())
    page.locator("#match-day").get_by_role("link", name="Pre-game").click()
    side = page.locator(".pregame-side", has_text="Altdorf Alley Cats")
    expect(side.locator(".quote")).to_contain_text("180,000 petty cash")
    side.get_by_label("Desperate Measures").fill("2")
    side.get_by_role("button", name="Buy these inducements").click()
    expect(side.locator("[data-measures] li")).to_have_count(2)
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    shot("pregame-phone-underdog")

    log_in(page, live_server, "lars")
    page.goto(live_server.url + f"/matches/fixtures/{fixture.pk}/pregame/")
    expect(page.locator("[data-measures] li")).to_have_count(2)
    expect(page.get_by_text("1 × Agency Cheerleaders")).to_be_visible()


@pytest.mark.parametrize("width", [375, 1280])
def test_a_failed_post_game_is_retried_by_the_commissioner(live_server, page, shot, width, monkeypatch):
    from league import services
    from matches.models import Match
    from matches.services import queue
    from tests.factories import make_league, make_team

    commish = UserFactory(username="commish")
    league = make_league(commissioner=commish)
    for name in ("Reikland Rookies", "Altdorf Alley Cats"):
        team = make_team(coach=UserFactory(username=name.split()[0].lower()), name=name, league=league)
        services.league_decide_entry(league=league, team=team, approve=True, actor=commish)
    season = services.season_start(league=league)
    services.season_generate_fixtures(season=season, seed=1)
    fixture = season.fixtures.get()

    def boom(match_id, team_ids=None, **kwargs):
        raise RuntimeError("the worker lost its database")

    monkeypatch.setattr(queue, "run_match", boom)  # what the post-game task runs
    with pytest.raises(RuntimeError):
        services.result_submit(fixture=fixture, actor=commish, is_commissioner=True, home_td=1, away_td=0)
    monkeypatch.undo()
    assert Match.objects.get(fixture=fixture).sequence == Match.Sequence.FAILED

    page.set_viewport_size({"width": width, "height": 900})
    log_in(page, live_server, "commish")
    expect(page.locator("#todo")).to_contain_text("failed and waits for a commissioner to retry it")
    shot(f"home-todo-failed-{width}")
    page.goto(live_server.url + fixture.get_absolute_url())
    failed = page.locator("#post-game-failed")
    expect(failed).to_contain_text("The post-game sequence stopped.")
    expect(failed).to_contain_text("RuntimeError: the worker lost its database")
    shot(f"post-game-failed-{width}")
    failed.get_by_role("button", name="Retry the post-game sequence").click()
    expect(page.locator(".message")).to_contain_text("The post-game sequence is running again")
    expect(page.locator("#post-game")).to_contain_text("Player Advancement waits for the coach")
    expect(page.locator("#post-game-failed")).to_have_count(0)
    shot(f"post-game-retried-{width}")

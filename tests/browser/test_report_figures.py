"""Issue 27, records grow: at a phone's width (375 px) a coach types completions, interceptions, fouls and a
sending-off in his player report, sees a bad count refused beside its field, and the records show the figures; no
page runs past the right edge. Screenshots in test-artifacts/."""

import pytest
from django.urls import reverse
from playwright.sync_api import expect

from league import services as league_services
from matches.models import Match, PlayerReport
from tests.browser.helpers import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_report_with_the_new_figures_on_a_phone(live_server, page, shot, cast):
    for team in (cast.team_a, cast.team_b):
        league_services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    season = league_services.season_start(league=cast.league)
    league_services.season_generate_fixtures(season=season, seed=1)
    fixture = season.fixtures.get()
    first = cast.team_a.players.get(number=1)
    page.set_viewport_size({"width": 375, "height": 800})
    log_in(page, live_server, "coach_a")
    page.goto(live_server.url + reverse("matches:player_report", args=[fixture.pk, cast.team_a.pk]))
    page.get_by_label("#1 completions").fill("-1")
    page.get_by_label("#1 fouls").fill("1")
    page.get_by_role("button", name="Save the player report").click()
    error = page.locator(f"#p{first.pk}_completions-error")
    expect(error).to_have_text("#1: completions must be a whole number from 0 to 20.")
    expect(page.get_by_label("#1 completions")).to_have_attribute("aria-invalid", "true")
    assert fits(page)
    shot("report-figures-refused-375")
    assert not PlayerReport.objects.exists()

    page.get_by_label("#1 completions").fill("2")
    page.get_by_label("#1 interceptions").fill("1")
    page.get_by_label("#1 sent off").check()
    page.get_by_role("button", name="Save the player report").click()
    expect(page.locator(".message")).to_contain_text("Player report for Reikland Rookies saved")
    report = PlayerReport.objects.get(player=first)
    assert (report.completions, report.interceptions, report.fouls, report.sent_off) == (2, 1, 1, True)
    page.goto(live_server.url + reverse("matches:player_report", args=[fixture.pk, cast.team_a.pk]))
    expect(page.get_by_label("#1 completions")).to_have_value("2")
    assert fits(page)
    shot("report-figures-375")


def test_the_records_show_the_new_figures_on_a_phone(live_server, page, shot, hand_worked_season):
    season = hand_worked_season
    m1 = Match.objects.get(fixture=season.f1)
    PlayerReport.objects.filter(match=m1, player=season.a.players.get(number=1)).update(completions=4, fouls=1)
    PlayerReport.objects.filter(match=m1, player=season.b.players.get(number=1)).update(
        completions=4, interceptions=1, sent_off=True
    )
    page.set_viewport_size({"width": 375, "height": 900})
    page.goto(live_server.url + reverse("records:leaders", args=[season.league.slug]))
    rows = page.locator("[data-leaders=completions] tbody tr")
    expect(rows).to_have_count(2)
    expect(rows.nth(0).locator("td").first).to_have_text("1")
    expect(rows.nth(1).locator("td").first).to_have_text("1")  # tied on 4: both first
    expect(page.locator("[data-leaders=interceptions]")).to_contain_text("Altdorf Alley Cats")
    expect(page.locator("[data-leaders=fouls]")).to_contain_text("Reikland Rookies")
    assert fits(page)
    shot("records-leaders-figures-375")
    page.goto(live_server.url + reverse("records:team", args=[season.b.pk]))
    total = page.locator("[data-season=all]")
    expect(total.locator("[data-figure=completions]")).to_have_text("4")
    expect(total.locator("[data-figure=sent_off]")).to_have_text("1")
    assert fits(page)
    shot("records-team-figures-375")

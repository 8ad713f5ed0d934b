"""A 2025 season in the browser (issue #24): a Human team short of seven takes a Human Lineman as its Journeyman
before any inducement, the coaches report (one team Stalling), the winnings pay the 10,000 for not Stalling, the coach
buys a team re-roll from the treasury, and after the commissioner finishes the season the coach re-drafts a team left
with fewer than seven of its own players by hiring new ones.

Coaches at 375 px, the commissioner at 1280 px."""

import copy

import pytest
from django.db.models import F
from playwright.sync_api import expect

from tests.browser.helpers import log_in
from tests.factories import UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 375, "height": 800}
DESKTOP = {"width": 1280, "height": 900}


def no_sideways_scroll(page, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def expected_winnings(*, attendance: int, touchdowns: int, stalled: bool) -> int:
    """2025 rulebook, Record Outcome and Collect Winnings: (half the Fan Attendance + touchdowns) x 10,000, + 10,000
    when no player of the team was deemed to be Stalling; written out here, not taken from rules.postgame."""
    return attendance * 10_000 // 2 + touchdowns * 10_000 + (0 if stalled else 10_000)


def test_a_2025_season_journeymen_stalling_winnings_a_reroll_and_a_redraft_short_of_seven(live_server, page, shot):
    from league import services
    from league.models import Membership
    from matches.models import Match
    from teams.models import Player, Team
    from teams.services import team_import_roster
    from teams.services.values import recompute_values
    from tests.factories import HUMANS_2025, make_league

    commish = UserFactory(username="commish")
    lars = UserFactory(username="lars")
    rival = UserFactory(username="rival")
    league = make_league(commissioner=commish, name="New Era Sevens", slug="new-era", edition="2025")
    teams = {}
    for coach, name in ((lars, "Altdorf Reserves"), (rival, "Nuln Reserves")):
        Membership.objects.create(league=league, user=coach)
        data = copy.deepcopy(HUMANS_2025)
        data["name"] = name
        teams[coach.username] = team_import_roster(coach=coach, data=data, league=league)
        services.league_decide_entry(league=league, team=teams[coach.username], approve=True, actor=commish)
    season = services.season_start(league=league)
    services.season_generate_fixtures(season=season, seed=1)
    fixture = season.fixtures.select_related("home", "away").get()
    altdorf, nuln = teams["lars"], teams["rival"]
    start = {team.pk: Team.objects.get(pk=team.pk).treasury for team in (altdorf, nuln)}  # what the draft left
    # Two of Altdorf's eight miss this game (Seriously Hurt last time, say): six can play.
    altdorf.players.filter(number__in=(6, 7)).update(status=Player.Status.MISSES_NEXT_GAME)
    recompute_values(altdorf)
    altdorf.save(update_fields=["team_value", "current_team_value"])
    ctv = altdorf.current_team_value

    # 1. Journeymen: Lars opens the pre-game from the Match day card; no inducement before the Journeymen.
    page.set_viewport_size(PHONE)
    log_in(page, live_server, "lars")
    page.goto(live_server.url + fixture.get_absolute_url())
    page.locator("#match-day").get_by_role("link", name="Pre-game: who plays, Journeymen, inducements").click()
    expect(page.get_by_role("heading", name="Pre-game", exact=True)).to_be_visible()
    mine = page.locator(f"#side-{altdorf.pk}")
    expect(mine.locator("[data-available]")).to_have_text("6")
    expect(mine.locator("[data-ctv]")).to_have_text(f"{ctv:,}")
    expect(page.locator("[data-journeymen-first]")).to_have_count(2)  # neither side may buy yet
    expect(mine.locator("[data-journeymen-first]")).to_contain_text("Journeymen first")
    expect(page.get_by_role("button", name="Buy these inducements")).to_have_count(0)
    no_sideways_scroll(page, 375)
    shot("pregame-before-journeymen-375")
    mine.get_by_role("button", name="Take 1 Journeyman").click()
    expect(page.locator(".message")).to_contain_text("1 Journeyman joins Altdorf Reserves for this game")
    expect(mine.locator("[data-available]")).to_have_text("7")
    expect(mine.locator("[data-ctv]")).to_have_text(f"{ctv + 50_000:,}")  # the Journeyman counts at his fee
    mine.locator("details.who summary").click()
    journeyman = mine.locator("details.who li", has=page.locator(".badge", has_text="Journeyman"))
    expect(journeyman).to_have_count(1)
    expect(journeyman).to_contain_text("Human Lineman")
    expect(journeyman).not_to_contain_text("Halfling Hopeful")
    expect(page.locator("[data-journeymen-first]")).to_have_count(0)
    no_sideways_scroll(page, 375)
    shot("pregame-journeymen-375")
    hired = Player.objects.get(team=altdorf, journeyman=True)
    assert hired.position == "Human Lineman"

    # 2. The reports: Lars scores with his Blitzer #1 and did not stall; Nuln's coach reports a Stalling player.
    home, away = fixture.home.name, fixture.away.name
    page.goto(live_server.url + fixture.get_absolute_url())
    page.locator("#match-day").get_by_role("link", name="Altdorf Reserves").click()
    stalling = page.get_by_label("A player of Altdorf Reserves was deemed to be Stalling during the game")
    expect(stalling).not_to_be_checked()
    page.get_by_label("#1 touchdowns").fill("1")
    page.get_by_role("button", name="Save the player report").click()
    expect(page.locator(".message")).to_contain_text("Player report for Altdorf Reserves saved")
    altdorf_td, nuln_td = 1, 0
    page.get_by_label(f"{home}: touchdowns").fill(str(altdorf_td if home == altdorf.name else nuln_td))
    page.get_by_label(f"{away}: touchdowns").fill(str(nuln_td if home == altdorf.name else altdorf_td))
    page.get_by_role("button", name="Save result").click()
    expect(page.locator("#result")).to_contain_text("Waiting for confirmation")

    log_in(page, live_server, "rival")
    page.goto(live_server.url + fixture.get_absolute_url())
    page.locator("#match-day").get_by_role("link", name="Nuln Reserves").click()
    page.get_by_label("A player of Nuln Reserves was deemed to be Stalling during the game").check()
    no_sideways_scroll(page, 375)
    shot("report-stalling-375")
    page.get_by_role("button", name="Save the player report").click()
    expect(page.locator(".message")).to_contain_text("Player report for Nuln Reserves saved")
    match = Match.objects.get(fixture=fixture)
    assert (match.home_stalled, match.away_stalled) == ((False, True) if home == altdorf.name else (True, False))

    page.goto(live_server.url + fixture.get_absolute_url())
    page.locator("#result").get_by_role("button", name="Confirm").click()
    expect(page.locator("#result")).to_contain_text("Confirmed")

    # The post-game ran at once: the Fan Factors kept with the match give the attendance.
    match.refresh_from_db()
    assert match.home_fan_factor is not None
    assert match.away_fan_factor is not None
    attendance = match.home_fan_factor + match.away_fan_factor
    altdorf_wins = expected_winnings(attendance=attendance, touchdowns=altdorf_td, stalled=False)
    nuln_wins = expected_winnings(attendance=attendance, touchdowns=nuln_td, stalled=True)
    assert altdorf_wins - nuln_wins == 20_000  # a touchdown and the 10,000 for not Stalling
    altdorf.refresh_from_db()
    nuln.refresh_from_db()
    assert altdorf.treasury - start[altdorf.pk] == altdorf_wins
    assert nuln.treasury - start[nuln.pk] == nuln_wins
    page.reload()
    post_game = page.locator("#post-game")
    for name, winnings in (("Altdorf Reserves", altdorf_wins), ("Nuln Reserves", nuln_wins)):
        event = post_game.locator("li", has=page.get_by_text(name, exact=True)).filter(has_text="winnings")
        expect(event).to_contain_text(f"winnings {winnings:,};")
    no_sideways_scroll(page, 375)
    shot("fixture-winnings-375")

    # 3. A re-roll bought: Lars's treasury is topped up so it pays 100,000 (and leaves enough for the re-draft).
    Team.objects.filter(pk=altdorf.pk).update(treasury=F("treasury") + 200_000)
    treasury = altdorf.treasury + 200_000
    log_in(page, live_server, "lars")
    page.goto(live_server.url + altdorf.get_absolute_url())
    history = page.locator("#history")
    expect(history).to_contain_text(f"winnings {altdorf_wins:,}")
    expect(history).to_contain_text(f"(treasury +{altdorf_wins:,})")
    expect(page.locator("[data-treasury]")).to_have_text(f"{treasury:,}")
    expect(page.locator("[data-rerolls]")).to_contain_text("0 of 6")
    page.get_by_role("button", name="Buy a team re-roll (100,000)").click()
    expect(page.locator(".message")).to_contain_text("Bought a team re-roll: the team now has 1.")
    expect(page.locator("[data-rerolls]")).to_contain_text("1 of 6")
    expect(page.locator("[data-treasury]")).to_have_text(f"{treasury - 100_000:,}")
    no_sideways_scroll(page, 375)
    shot("team-reroll-375")
    altdorf.refresh_from_db()
    assert (altdorf.rerolls, altdorf.treasury) == (1, treasury - 100_000)

    # 4. Three of Altdorf's own players die (the Veteran among them): five are left for the re-draft.
    altdorf.players.filter(number__in=(6, 7, 8)).update(status=Player.Status.DEAD)
    own = list(altdorf.players.filter(status__in=Player.ACTIVE, journeyman=False))
    assert len(own) == 5

    page.set_viewport_size(DESKTOP)
    log_in(page, live_server, "commish")
    page.goto(live_server.url + league.get_absolute_url())
    page.get_by_text("Finish Season 1 and start the next").click()
    page.get_by_role("link", name="Finish Season 1…").click()
    expect(page.locator("main")).to_contain_text("Every fixture has a confirmed result.")
    no_sideways_scroll(page, 1280)
    shot("season-finish-1280")
    page.get_by_role("button", name="Finish Season 1").click()
    expect(page.locator(".message")).to_contain_text("Season 2 has started with the same teams")

    log_in(page, live_server, "lars")
    expect(page.locator("#todo")).to_contain_text("Altdorf Reserves: re-draft the team for Season 2")
    page.locator("#todo").get_by_role("link", name="Re-draft").click()
    expect(page.get_by_role("heading", name="Re-draft Altdorf Reserves for Season 2")).to_be_visible()
    prices = page.locator("[data-rehire-price]")
    expect(prices).to_have_count(5)
    rehires = page.locator("label.check", has=page.locator("[data-rehire-price]"))
    for i in range(5):
        expect(rehires.nth(i)).to_contain_text("agent's fee")
        expect(rehires.nth(i).get_by_role("checkbox")).to_be_checked()
    expect(page.locator("main")).not_to_contain_text("Old Hans")  # dead: not offered
    expect(page.get_by_label("New player 1: position").locator("option").first).to_have_text("Nobody")
    expect(page.get_by_label("Veteran, if the old one is not re-hired")).to_be_visible()
    expect(page.get_by_label("Dedicated Fans (1 free, 20,000 each above, at most 5)")).to_have_value("1")
    no_sideways_scroll(page, 1280)
    shot("redraft-1280")

    page.set_viewport_size(PHONE)
    page.get_by_label("New player 1: position").select_option("Human Lineman")
    page.get_by_label("New player 1: name").fill("Karl")
    page.get_by_label("New player 2: position").select_option("Human Lineman")
    page.get_by_label("New player 2: name").fill("Otto")
    # Old Hans, the Veteran, is dead: confirmed without naming a new one, the re-draft is refused.
    page.get_by_role("button", name="Confirm the re-draft").click()
    expect(page.locator(".form-errors")).to_contain_text("Not re-drafted")
    expect(page.locator(".field-errors")).to_contain_text("Choose one Lineman to be the team's Veteran")
    expect(page.get_by_label("New player 2: name")).to_have_value("Otto")
    no_sideways_scroll(page, 375)
    shot("redraft-no-veteran-375")
    page.get_by_label("Veteran, if the old one is not re-hired").select_option(label="New player 1")
    no_sideways_scroll(page, 375)
    shot("redraft-375")
    page.get_by_role("button", name="Confirm the re-draft").click()
    expect(page.locator(".message")).to_contain_text("Altdorf Reserves is re-drafted for Season 2")
    roster = page.locator("table.roster")
    expect(roster).to_contain_text("Karl")
    expect(roster).to_contain_text("Otto")
    expect(roster.locator("tr", has_text="Karl").locator(".badge", has_text="Veteran")).to_be_visible()
    no_sideways_scroll(page, 375)
    shot("redrafted-team-375")

    players = list(altdorf.players.filter(status__in=Player.ACTIVE, journeyman=False))
    assert len(players) >= 7
    assert {p.name for p in players} >= {"Karl", "Otto", *(p.name for p in own)}
    assert [p.name for p in players if p.veteran] == ["Karl"]

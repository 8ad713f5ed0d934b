"""A league game played live on two phones (issue 27): coach A and coach B, each in his own browser at 375 px, open
the same live game; A's touchdown shows on B's phone within a few seconds; B loses his connection for two taps, which
wait on his phone and are sent when it is back, and both phones converge; A closes the game and both player reports
hold the live figures; an event game is played the same way and closed into its result, waiting for B to confirm.
Screenshots in test-artifacts/; no page breaks its Content Security Policy."""

import pytest
from playwright.sync_api import expect

from live.tests.conftest import finish_pregame
from matches.models import PlayerReport
from tests.browser.helpers import PolicyWatch, check_policy, log_in
from tests.factories import first_game

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 375, "height": 812}
SEEN_WITHIN = 5_000  # ms: the page polls every second


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_two_phones_play_a_live_game(live_server, browser, page, shot, cast, season):
    game = first_game(season)
    finish_pregame(game)
    a_side = "home" if game.home.coach_id == cast.coach_a.pk else "away"
    b_side = "away" if a_side == "home" else "home"
    team_a, team_b = cast.team_a, cast.team_b
    scorer = team_a.players.filter(status="available").order_by("number").first()
    passer = team_b.players.filter(status="available").order_by("number").first()

    page.set_viewport_size(PHONE)
    log_in(page, live_server, cast.coach_a.username)
    page.goto(live_server.url + game.get_absolute_url())
    page.get_by_role("button", name="Open the live game").click()
    expect(page.locator("#live-state [data-score]")).to_have_text("0–0")

    other = browser.new_context(viewport=PHONE)
    phone_b = other.new_page()
    watch_b = PolicyWatch(phone_b)
    log_in(phone_b, live_server, cast.coach_b.username)
    phone_b.goto(live_server.url + game.get_absolute_url())
    phone_b.get_by_role("link", name="Follow the live game").click()
    expect(phone_b.locator(f"#pad-{b_side}")).to_be_visible()
    assert phone_b.locator(f"#pad-{a_side}").count() == 0  # B taps only for his own team

    pad_a = page.locator(f"#pad-{a_side}")
    pad_a.locator("summary", has_text=f"#{scorer.number} ").click()
    shot("live-a-player-open-375")
    pad_a.get_by_role("button", name="Has the ball").first.click()
    expect(phone_b.locator("#live-state [data-ball]")).to_contain_text(f"#{scorer.number}", timeout=SEEN_WITHIN)
    expect(phone_b.locator("#live-state [data-ball]")).to_contain_text(team_a.name)
    shot("live-a-has-the-ball-375")
    page.set_viewport_size({"width": 1280, "height": 900})
    assert fits(page)
    shot("live-a-has-the-ball-1280")
    page.set_viewport_size(PHONE)
    pad_a.locator("summary", has_text=f"#{scorer.number} ").click()
    pad_a.get_by_role("button", name="Touchdown").first.click()
    one_nil = "1–0" if a_side == "home" else "0–1"
    expect(page.locator("#live-state [data-score]")).to_have_text(one_nil)
    expect(phone_b.locator("#live-state [data-score]")).to_have_text(one_nil, timeout=SEEN_WITHIN)
    expect(phone_b.locator("#live-state [data-taps]")).to_contain_text("Touchdown")
    expect(phone_b.locator("#live-state [data-ball]")).to_have_count(0)  # the touchdown ended the drive
    assert fits(page)
    assert fits(phone_b)
    shot("live-a-scored-375")

    other.set_offline(True)
    pad_b = phone_b.locator(f"#pad-{b_side}")
    pad_b.locator("summary", has_text=f"#{passer.number} ").click()
    pad_b.get_by_role("button", name="Completion").first.click()
    pad_b.get_by_role("button", name="Turn ended").click()
    expect(phone_b.locator("[data-outbox]")).to_have_text("2 taps waiting to be sent")
    assert fits(phone_b)
    phone_b.screenshot(path="test-artifacts/live-b-offline-375.png", full_page=True, caret="initial")
    other.set_offline(False)
    expect(phone_b.locator("[data-outbox]")).to_be_hidden(timeout=SEEN_WITHIN)
    for phone in (page, phone_b):
        expect(phone.locator("#live-state [data-taps] li")).to_have_count(4, timeout=SEEN_WITHIN)
        expect(phone.locator(f"#live-state [data-marker={b_side}]")).to_contain_text("Turn 2")
    assert (
        page.locator("#live-state [data-taps]").inner_text() == phone_b.locator("#live-state [data-taps]").inner_text()
    )
    phone_b.screenshot(path="test-artifacts/live-b-converged-375.png", full_page=True, caret="initial")

    page.locator("#live-close summary").click()
    page.get_by_role("button", name="Close the game and fill the reports").click()
    expect(page.locator(".message").first).to_contain_text("both player reports are filled")
    shot("live-closed-fixture-375")
    expect(phone_b.locator("#live-state .badge", has_text="closed")).to_be_visible(timeout=SEEN_WITHIN)

    reports = {r.player_id: r for r in PlayerReport.objects.filter(match__fixture=game)}
    assert reports[scorer.pk].touchdowns == 1
    assert reports[passer.pk].completions == 1
    assert sum(r.touchdowns for r in reports.values()) == 1
    page.goto(live_server.url + f"/matches/fixtures/{game.pk}/teams/{team_a.pk}/report/")
    expect(page.locator("main")).to_contain_text(team_a.name)
    shot("live-report-a-375")
    check_policy(watch_b)
    other.close()


def test_two_phones_play_an_event_game_live(live_server, browser, page, shot, cast):
    """An event game (issue 27): coach A opens it from his own game on the event page, B follows it from his; A's
    touchdown for his #1 shows on B's phone, B ends his turn, A closes it and the result waits for B to confirm."""
    from events.models import EventGame
    from live.tests.test_event_games import make_event

    event = make_event(cast)
    game = EventGame.objects.select_related("home", "away").get(round__event=event)
    a_side = "home" if game.home.user_id == cast.coach_a.pk else "away"
    b_side = "away" if a_side == "home" else "home"

    page.set_viewport_size(PHONE)
    log_in(page, live_server, cast.coach_a.username)
    page.goto(live_server.url + event.get_absolute_url())
    page.get_by_role("button", name="Open the live game").click()
    expect(page.locator("#live-state [data-score]")).to_have_text("0–0")

    other = browser.new_context(viewport=PHONE)
    phone_b = other.new_page()
    watch_b = PolicyWatch(phone_b)
    log_in(phone_b, live_server, cast.coach_b.username)
    phone_b.goto(live_server.url + event.get_absolute_url())
    phone_b.locator("#live-card").get_by_role("link", name="Follow the live game").click()
    expect(phone_b.locator(f"#pad-{b_side}")).to_be_visible()
    assert phone_b.locator(f"#pad-{a_side}").count() == 0

    # the organiser, who is not playing, follows it from the game's line on the event page
    desk = browser.new_context(viewport=PHONE)
    organiser = desk.new_page()
    log_in(organiser, live_server, cast.commissioner.username)
    organiser.goto(live_server.url + event.get_absolute_url())
    line = organiser.locator(f"#game-{game.pk}")
    expect(line.get_by_role("link", name="Follow the live game")).to_be_visible()
    assert fits(organiser)
    organiser.screenshot(path="test-artifacts/live-event-line-375.png", full_page=True, caret="initial")
    organiser.set_viewport_size({"width": 1280, "height": 900})
    assert fits(organiser)
    organiser.screenshot(path="test-artifacts/live-event-line-1280.png", full_page=True, caret="initial")
    line.get_by_role("link", name="Follow the live game").click()
    expect(organiser.locator("#pad-home")).to_be_visible()  # an organiser taps for either side
    expect(organiser.locator("#pad-away")).to_be_visible()
    desk.close()

    pad_a = page.locator(f"#pad-{a_side}")
    pad_a.locator("summary", has_text="#1 ").click()
    pad_a.get_by_role("button", name="Touchdown").first.click()
    one_nil = "1–0" if a_side == "home" else "0–1"
    expect(phone_b.locator("#live-state [data-score]")).to_have_text(one_nil, timeout=SEEN_WITHIN)
    phone_b.locator(f"#pad-{b_side}").get_by_role("button", name="Turn ended").click()
    expect(page.locator("#live-state [data-taps] li")).to_have_count(2, timeout=SEEN_WITHIN)
    assert fits(page)
    assert fits(phone_b)
    shot("live-event-game-375")

    page.locator("#live-close summary").click()
    page.get_by_role("button", name="Close the game and enter the result").click()
    expect(page.locator(".message").first).to_contain_text("its result is entered")
    game.refresh_from_db()
    assert game.status == EventGame.Status.SUBMITTED
    assert (game.home_td, game.away_td) == ((1, 0) if a_side == "home" else (0, 1))
    phone_b.goto(live_server.url + event.get_absolute_url())
    expect(phone_b.locator("#my-game")).to_contain_text("Confirm")
    check_policy(watch_b)
    other.close()

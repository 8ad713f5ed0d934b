"""Steps the browser tests share."""

from playwright.sync_api import expect

from tests.factories import PASSWORD


def log_in(page, live_server, username):
    """Log in through the form, as whoever was logged in before logs out."""
    page.context.clear_cookies()
    page.goto(live_server.url + "/accounts/login/")
    page.locator("#id_username").fill(username)
    page.locator("#id_password").fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("heading", name=f"Welcome back, {username}")).to_be_visible()


def add(page, position, times=1):
    """Add players of a position on the draft page, waiting for each row to appear."""
    for _ in range(times):
        count = page.locator("input[name=player_position]").count()
        page.get_by_role("button", name=f"Add {position}", exact=True).click()
        expect(page.locator("input[name=player_position]")).to_have_count(count + 1)


def report_home_win(page, live_server, fixture, *, scorer_label: str, home: str, away: str, touchdowns: int) -> None:
    """The home coach (logged in) saves his player report (one player's touchdowns) and the score, home winning."""
    page.goto(live_server.url + fixture.get_absolute_url())
    page.locator("#match-day").get_by_role("link", name=home).click()
    page.get_by_label(scorer_label).fill(str(touchdowns))
    page.get_by_role("button", name="Save the player report").click()
    expect(page.locator(".message")).to_contain_text(f"Player report for {home} saved")
    page.get_by_label(f"{home}: touchdowns").fill(str(touchdowns))
    page.get_by_label(f"{away}: touchdowns").fill("0")
    page.get_by_role("button", name="Save result").click()
    expect(page.locator("#result")).to_contain_text("Waiting for confirmation")


def confirm_result(page, live_server, fixture, username: str) -> None:
    """The other coach logs in and confirms the result; the post-game sequence runs."""
    log_in(page, live_server, username)
    page.goto(live_server.url + fixture.get_absolute_url())
    page.locator("#result").get_by_role("button", name="Confirm").click()
    expect(page.locator("#result")).to_contain_text("Confirmed")

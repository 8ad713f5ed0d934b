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

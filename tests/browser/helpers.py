"""Steps the browser tests share, where their screenshots go, and the watch on the Content Security Policy."""

import contextlib
from pathlib import Path

from playwright.sync_api import Error, expect

from tests.factories import PASSWORD

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

# Runs in every document before the page's own scripts (Playwright injects it outside the page's policy). Each
# `securitypolicyviolation` event is handed to the test at once through the binding, and kept in a window array too,
# so a report still in flight when the test ends is read from the page.
RECORD_VIOLATIONS = """
(() => {
  window.__policyViolations = [];
  const record = (event) => {
    const seen = {
      directive: event.effectiveDirective || event.violatedDirective,
      sample: event.sample || "",
      blocked: event.blockedURI || "",
      source: event.sourceFile || "",
      line: event.lineNumber || 0,
      element: event.target && event.target.outerHTML ? event.target.outerHTML.slice(0, 160) : "",
      page: document.location.pathname,
    };
    window.__policyViolations.push(seen);
    if (window.__reportPolicyViolation) window.__reportPolicyViolation(seen).catch(() => {});
  };
  document.addEventListener("securitypolicyviolation", record, true);
})();
"""


def describe(violation: dict) -> str:
    """One line a reader can act on: the directive broken, on which page, with the offending sample."""
    where = f" at {violation['source']}:{violation['line']}" if violation.get("source") else ""
    what = violation.get("sample") or violation.get("blocked") or violation.get("element") or "(no sample)"
    return f"{violation['directive']} on {violation['page']}{where}: {what!r} (element {violation.get('element')!r})"


class PolicyWatch:
    """The Content Security Policy breaches one browser page saw: DOM events and console errors."""

    def __init__(self, page):
        self.page = page
        self.events: list[dict] = []
        self.console: list[str] = []
        page.expose_function("__reportPolicyViolation", self._report)
        page.add_init_script(RECORD_VIOLATIONS)
        page.on("console", self._console)

    def _report(self, violation: dict) -> None:
        self.events.append(violation)

    def _console(self, message) -> None:
        text = message.text
        if "Content Security Policy" in text or "Content-Security-Policy" in text:
            self.console.append(text)

    def clear(self) -> None:
        """Forget what was seen (a test that provoked a breach on purpose, once it has checked it)."""
        self.events.clear()
        self.console.clear()
        with contextlib.suppress(Error):  # the page is closed: nothing left to clear
            self.page.evaluate("() => { window.__policyViolations = []; }")

    def collect(self) -> list[str]:
        """Every breach seen so far, described once each (the binding's and the page's copies merged)."""
        try:
            in_page = self.page.evaluate("() => window.__policyViolations || []")
        except Error:  # the page is closed or navigating: the binding's copies stand
            in_page = []
        seen = {describe(v): None for v in [*self.events, *in_page]}
        found = list(seen)
        if not found:
            found = [f"console: {text}" for text in self.console]
        return found


def check_policy(watch: PolicyWatch) -> None:
    """Fail with every breach the watch saw: the directive, the page and the sample."""
    found = watch.collect()
    assert not found, "The page broke its Content Security Policy:\n" + "\n".join(found)


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

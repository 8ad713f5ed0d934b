import contextlib
from pathlib import Path

import pytest
from playwright.sync_api import Error

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


@pytest.fixture
def policy_watch(page):
    return PolicyWatch(page)


@pytest.fixture
def shot(page):
    """Save a full-page screenshot under test-artifacts/ and return its path."""

    def take(name: str) -> Path:
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        # caret="initial": hiding the caret would inject a style, which the page's Content Security Policy blocks
        page.screenshot(path=str(path), full_page=True, caret="initial")
        return path

    return take


@pytest.fixture(autouse=True)
def no_policy_violations(request, policy_watch):
    """Every browser test fails if the page broke its Content Security Policy (an inline script or style)."""
    yield
    if request.node.get_closest_marker("expect_policy_violations"):
        return
    check_policy(policy_watch)


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "expect_policy_violations: the test provokes breaches on purpose and checks them itself"
    )

"""Every page of the demo league, as each demo user and signed out, at a 375-pixel phone and a 1280-pixel laptop
(and in French at 375, signed out and as a coach):
no table cell, link, button or field lies past the window's right edge, not even inside a box that scrolls."""

from __future__ import annotations

import time
from collections import deque
from urllib.parse import urldefrag, urlsplit

import pytest
from django.conf import settings
from playwright.sync_api import expect

from events.demo import load_demo_event
from league.demo import DEMO_PASSWORD, load_demo
from league.models import League
from rules.rosters import races
from tests.browser.helpers import ARTIFACTS, log_in
from tests.factories import UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WIDTHS = (375, 1280)
MAX_PAGES = 150  # per user and width
SKIP_PARTS = ("/logout", "/admin", "/accounts/password_reset", "/static/")
SKIP_ENDINGS = (".pdf", ".ics", ".csv", ".json", ".xml")

# Visible table cells, links, buttons and fields whose right edge lies past the window's (inside overflow boxes
# too: the rectangle is where the element is laid out, scrolled into view or not); and any aria-describedby naming
# an id the page does not have.
PAST_THE_EDGE = """() => {
  const limit = window.innerWidth + 1;
  const out = [];
  for (const el of document.querySelectorAll("td, th, a, button, input, select, textarea")) {
    if (el.type === "hidden") continue;
    if (!el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true})) continue;
    const box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue;  // visually hidden labels
    if (box.right > limit) {
      const text = (el.innerText || el.value || el.getAttribute("aria-label") || "").trim().replace(/\\s+/g, " ");
      out.push(`<${el.tagName.toLowerCase()}${el.className ? "." + String(el.className).replace(/ /g, ".") : ""}>`
        + ` "${text.slice(0, 40)}" right=${Math.round(box.right)} > ${window.innerWidth}`);
    }
  }
  for (const el of document.querySelectorAll("[aria-describedby]")) {
    for (const id of el.getAttribute("aria-describedby").split(/\\s+/).filter(Boolean)) {
      if (document.getElementById(id)) continue;
      out.push(`<${el.tagName.toLowerCase()} name=${el.name || ""}> describedby #${id}, which is not on the page`);
    }
  }
  return out;
}"""

LINKS = """() => Array.from(document.querySelectorAll("a[href]"))
  .filter(a => !a.hasAttribute("download"))
  .map(a => a.href)"""


def _crawlable(url: str, origin: str) -> bool:
    parts = urlsplit(url)
    if f"{parts.scheme}://{parts.netloc}" != origin:
        return False
    if any(part in parts.path for part in SKIP_PARTS):
        return False
    return not parts.path.endswith(SKIP_ENDINGS)


def _crawl(page, origin: str, starts: list[str]) -> tuple[list[str], list[str]]:
    """Breadth-first over the app's own links from the start pages; returns the pages seen and the problems."""
    queue = deque(starts)
    seen: set[str] = set(starts)
    visited: list[str] = []
    problems: list[str] = []
    while queue and len(visited) < MAX_PAGES:
        url = queue.popleft()
        response = page.goto(url)
        if response is None or response.status in (403, 404, 405):
            continue  # POST-only, or a page this user may not see
        assert response.status < 500, f"{url} answered {response.status}"
        visited.append(url.removeprefix(origin))
        if not page.url.startswith(origin):
            continue
        for problem in page.evaluate(PAST_THE_EDGE):
            problems.append(f"{page.url.removeprefix(origin)}: {problem}")
        for href in page.evaluate(LINKS):
            href = urldefrag(href).url
            if href not in seen and _crawlable(href, origin):
                seen.add(href)
                queue.append(href)
    return visited, problems


def _log_in(page, origin: str, username: str) -> None:
    page.context.clear_cookies()
    page.goto(origin + "/accounts/login/")
    page.locator("#id_username").fill(username)
    page.locator("#id_password").fill(DEMO_PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("heading", name=f"Welcome back, {username}")).to_be_visible()


def test_no_page_of_the_demo_league_runs_past_the_right_edge(live_server, page, shot):
    load_demo()
    event = load_demo_event()
    league = League.objects.get()
    origin = live_server.url
    starts = [origin + "/", origin + league.get_absolute_url(), origin + event.get_absolute_url()]
    started = time.monotonic()
    report: list[str] = []
    counts: dict[tuple[str, int], int] = {}
    pages: list[str] = []
    for username in ("commish", "coach", "rival", None):
        if username:
            _log_in(page, origin, username)
        else:
            page.context.clear_cookies()
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 800})
            visited, problems = _crawl(page, origin, starts)
            counts[(username or "signed out", width)] = len(visited)
            pages += [f"{username or 'signed out'} {width} {url}" for url in visited]
            report += [f"{username or 'signed out'} at {width}px {problem}" for problem in problems]
    # French runs about a fifth longer than English: the phone crawl again in French, signed out and as a coach
    for username in (None, "coach"):
        if username:
            _log_in(page, origin, username)
        else:
            page.context.clear_cookies()
        page.context.add_cookies([{"name": settings.LANGUAGE_COOKIE_NAME, "value": "fr", "url": origin}])
        page.set_viewport_size({"width": 375, "height": 800})
        visited, problems = _crawl(page, origin, starts)
        assert page.locator("html").get_attribute("lang") == "fr"
        counts[(f"{username or 'signed out'} in French", 375)] = len(visited)
        pages += [f"{username or 'signed out'} fr 375 {url}" for url in visited]
        report += [f"{username or 'signed out'} in French at 375px {problem}" for problem in problems]
    elapsed = time.monotonic() - started
    summary = f"crawl: {sum(counts.values())} pages in {elapsed:.0f} s: {counts}"
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "crawl.txt").write_text("\n".join([summary, *report, "", *pages]) + "\n")
    print(summary)
    if report:
        pytest.fail(f"{len(report)} elements past the right edge:\n" + "\n".join(report), pytrace=False)
    assert all(count >= 10 for count in counts.values()), counts

    _log_in(page, origin, "coach")
    page.set_viewport_size({"width": 375, "height": 800})
    page.goto(origin + league.get_absolute_url() + "fixtures/")
    for what in (page.get_by_role("link", name="Enter result").first, page.locator("td.away").first):
        _fits(what, 375)
    shot("phone-fixtures")
    page.goto(origin + league.get_absolute_url() + "standings/")
    _fits(page.locator("[data-points]").first, 375)
    shot("phone-standings")


def _fits(locator, width: int) -> None:
    expect(locator).to_be_visible()
    box = locator.bounding_box()
    assert box is not None
    assert box["x"] >= 0, box
    assert box["x"] + box["width"] <= width + 1, box


def test_every_races_draft_page_fits_at_both_widths(live_server, page):
    """The draft page of each race, empty and with a player added: the positions table and the summary's figures
    fit (Orc and Chaos Chosen used to clip at 1280)."""
    UserFactory(username="drafter")
    log_in(page, live_server, "drafter")
    report = []
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 800})
        for race in races():
            page.goto(f"{live_server.url}/teams/new/?ruleset=sevens&race={race.name}")
            report += [f"{race.name} at {width}px: {problem}" for problem in page.evaluate(PAST_THE_EDGE)]
            card = page.locator("#summary").bounding_box()
            for figure in page.locator("#summary dd").all():
                box = figure.bounding_box()
                if box["x"] + box["width"] > card["x"] + card["width"] + 1:
                    report.append(f"{race.name} at {width}px: summary figure {figure.inner_text()!r} leaves its card")
    if report:
        pytest.fail("\n".join(report), pytrace=False)

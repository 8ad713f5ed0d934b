"""A coach drafts a legal Sevens Human team in the browser, meets the five-specialist rule, saves and prints."""

import shutil
import subprocess
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import add, log_in
from tests.factories import UserFactory

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def pdf_pages_as_png(name: str, content: bytes) -> list[Path]:
    """Save a PDF under test-artifacts/ and each of its pages as a PNG beside it (poppler's pdftoppm)."""
    ARTIFACTS.mkdir(exist_ok=True)
    pdf = ARTIFACTS / f"{name}.pdf"
    pdf.write_bytes(content)
    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm (poppler-utils) is not installed")
    subprocess.run(["pdftoppm", "-png", "-r", "60", str(pdf), str(ARTIFACTS / name)], check=True, timeout=60)
    return sorted(ARTIFACTS.glob(f"{name}-*.png"))


pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_coach_drafts_a_human_team_and_prints_it(live_server, page, shot):
    UserFactory(username="lars")
    log_in(page, live_server, "lars")
    page.goto(live_server.url + "/teams/new/")
    page.locator("#id_race").select_option("Human")
    page.get_by_role("button", name="Start drafting").click()
    expect(page.get_by_role("heading", name="Draft a Human team")).to_be_visible()

    page.locator("#id_name").fill("Reikland Rookies")
    add(page, "Human Lineman", 3)
    add(page, "Human Blitzer", 2)
    add(page, "Human Catcher", 2)
    page.locator("input[name=player_name]").first.fill("Lars Lunchbox")
    expect(page.locator("#summary")).to_contain_text("The team is legal.")
    expect(page.locator("[data-specialists-left]")).to_have_text("0")  # and stays 0 past the limit

    thrower = page.get_by_role("button", name="Add Human Thrower", exact=True)
    expect(thrower).to_be_disabled()  # a fifth non-Lineman cannot be added: the button says why
    expect(thrower).to_have_accessible_description("The team has its 4 non-Linemen, the most it may have.")
    add(page, "Human Lineman")
    shot("draft-five-specialists")
    expect(page.locator("input[name=player_name]").first).to_have_value("Lars Lunchbox")

    page.get_by_role("button", name="Remove player 8").click()
    expect(page.locator("input[name=player_position]")).to_have_count(7)
    expect(page.locator("#summary")).to_contain_text("The team is legal.")
    page.locator("#id_rerolls").fill("2")
    page.locator("#id_rerolls").dispatch_event("change")
    expect(page.locator("[data-total]")).to_have_text("650,000 / 600,000")
    expect(page.locator("#summary [data-code=budget_exceeded]")).to_be_visible()
    page.locator("#id_rerolls").fill("0")
    page.locator("#id_rerolls").dispatch_event("change")
    expect(page.locator("[data-total]")).to_have_text("450,000 / 600,000")
    shot("draft-legal")

    page.get_by_role("button", name="Save team").click()
    expect(page.get_by_role("heading", name="Reikland Rookies")).to_be_visible()
    expect(page.locator("[data-treasury]")).to_have_text("150,000")
    expect(page.locator("table.roster")).to_contain_text("Lars Lunchbox")
    shot("team-page")

    page.get_by_role("link", name="Team sheet").click()
    expect(page.locator("article.sheet h1")).to_have_text("Reikland Rookies")
    server_pdf = page.request.get(page.url.replace("/sheet/", "/sheet.pdf"))
    assert server_pdf.headers["content-type"] == "application/pdf"
    page.emulate_media(media="print")
    expect(page.locator("header.site-header")).to_be_hidden()
    shot("team-sheet-print")
    pdf = page.pdf(format="A4")
    assert pdf.startswith(b"%PDF")
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "team-sheet-print.pdf").write_bytes(pdf)
    (ARTIFACTS / "team-sheet-pdf.pdf").write_bytes(server_pdf.body())


def test_the_printed_sheets_are_one_a4_page_each_and_saved_as_pictures():
    """Runs after the test above: each saved PDF of the sheet is one page, and its page is saved as a PNG."""
    for name in ("team-sheet-print", "team-sheet-pdf"):
        pdf = ARTIFACTS / f"{name}.pdf"
        if not pdf.exists():
            pytest.skip("the printing test did not run")
        assert len(pdf_pages_as_png(name, pdf.read_bytes())) == 1  # seven players and the team's figures


def test_team_page_fits_a_phone(live_server, page, shot):
    from tests.factories import make_team

    coach = UserFactory(username="phone")
    team = make_team(coach=coach)
    page.set_viewport_size({"width": 375, "height": 800})
    log_in(page, live_server, "phone")
    for url in (team.get_absolute_url(), "/teams/new/?ruleset=sevens&race=Human", "/"):
        page.goto(live_server.url + url)
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{url} scrolls sideways by {overflow}px"
    page.goto(live_server.url + team.get_absolute_url())
    shot("team-page-phone")

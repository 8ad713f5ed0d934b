"""An invite followed by a visitor without an account (issue 13): the join page names the league and its
commissioner, sign-up comes back to it, the coach joins and drafts a team for the league, the commissioner finds
it on his home page's to-do list and approves it."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import add, log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.mark.parametrize("width", [375, 1280])
def test_a_visitor_follows_an_invite_to_an_approved_team(live_server, page, shot, width):
    from django.core.cache import cache

    from tests.factories import UserFactory, make_league

    cache.clear()
    commish = UserFactory(username="commish", email="commish@example.org")
    league = make_league(commissioner=commish)
    invite = live_server.url + f"/leagues/{league.slug}/join/{league.invite_code}/"
    page.set_viewport_size({"width": width, "height": 900})

    # A visitor opens the invite: the league and its commissioner, and a way to sign up that comes back.
    page.goto(invite)
    expect(page.get_by_role("heading", name="Join Lustria Sevens")).to_be_visible()
    expect(page.locator("#join")).to_contain_text("run by commish")
    page.locator("#join").get_by_role("link", name="Sign up").click()
    page.locator("#id_username").fill("lars")
    page.locator("#id_email").fill("lars@example.org")
    page.locator("#id_password1").fill("Oberwald-1234")
    page.locator("#id_password2").fill("Oberwald-1234")
    page.get_by_role("button", name="Create account").click()

    # Back on the invite, signed in: join, then draft a team for the league.
    expect(page).to_have_url(invite)
    page.get_by_role("button", name="Join Lustria Sevens").click()
    expect(page.locator(".message")).to_contain_text("You joined Lustria Sevens")
    expect(page.get_by_role("link", name="Import a team into Lustria Sevens")).to_be_visible()
    page.get_by_role("link", name="Draft a team for Lustria Sevens").click()
    page.locator("#id_race").select_option("Human")
    page.get_by_role("button", name="Start drafting").click()
    page.locator("#id_name").fill("Reikland Rookies")
    add(page, "Human Lineman", 7)
    expect(page.locator("#summary")).to_contain_text("The team is legal.")
    page.get_by_role("button", name="Save team").click()
    expect(page.locator(".page-head")).to_contain_text("Waiting for approval")

    # The commissioner finds the entry (and the new coach) on his home page and approves it.
    log_in(page, live_server, "commish")
    todo = page.locator("#todo")
    expect(todo.locator('[data-kind="entry"]')).to_contain_text("Reikland Rookies (Human, coach lars)")
    expect(todo.locator('[data-kind="joined"]')).to_contain_text("lars accepted your invite")
    expect(page.locator(".nav-links .badge")).to_have_text("1 waiting for you")
    assert fits(page)
    shot(f"home-todo-{width}")
    todo.get_by_role("link", name="Approve or reject").click()
    page.get_by_role("button", name="Approve Reikland Rookies").click()
    expect(page.locator(".message")).to_contain_text("Reikland Rookies is approved.")
    page.get_by_role("link", name="Home", exact=True).first.click()
    expect(todo.locator('[data-kind="entry"]')).to_have_count(0)
    expect(page.locator(".nav-links .badge")).to_have_count(0)

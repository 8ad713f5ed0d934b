import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_home_page_shows_the_layout(live_server, page, shot):
    page.goto(live_server.url + "/")
    expect(page.get_by_role("link", name="Sevens League")).to_be_visible()
    expect(page.get_by_role("heading", name="Run your Blood Bowl Sevens league")).to_be_visible()
    expect(page.locator("footer")).to_contain_text("Blood Bowl Sevens")
    assert shot("home").stat().st_size > 10_000


def test_sign_up_in_the_browser_shows_errors_beside_fields(live_server, page, shot):
    page.goto(live_server.url + "/accounts/signup/")
    page.locator("#id_username").fill("griff")
    page.locator("#id_email").fill("griff@example.org")
    page.locator("#id_password1").fill("short")
    page.locator("#id_password2").fill("short")
    page.get_by_role("button", name="Create account").click()
    expect(page.locator("#id_password2_errors")).to_contain_text("too short")
    shot("signup-error")
    page.locator("#id_password1").fill("Oberwald-1234")
    page.locator("#id_password2").fill("Oberwald-1234")
    page.get_by_role("button", name="Create account").click()
    expect(page.get_by_role("heading", name="Welcome back, griff")).to_be_visible()


def test_print_media_hides_navigation(live_server, page):
    page.goto(live_server.url + "/")
    page.emulate_media(media="print")
    expect(page.locator("header.site-header")).to_be_hidden()

"""Registering for a Gold Piece Escalation event in a browser (seed 003): a roster for each round's budget, the
inducements bought, a refusal beside its round's field, then the rosters book of round 2; at 375 and 1280."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import log_in
from tests.factories import UserFactory, human_draft, make_team

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("width", [375, 1280])
def test_an_escalation_registration(live_server, page, shot, width):
    from events import services
    from events.models import EventCoach
    from rules.tournament import EventFile, Rulespack

    organiser = UserFactory(username="organiser")
    coach = UserFactory(username="griff")
    pack = Rulespack.default("sevens", rounds=3, gold_escalation=100_000)
    event = services.event_import(data=EventFile(name="Escalation Sevens", pack=pack, coaches=(), rounds=()),
                                  organiser=organiser)
    make_team(coach=coach, name="Rookies at 600")
    make_team(coach=coach, name="Blitz at 700", draft=human_draft(blitzers=1), budget=700_000)
    make_team(coach=coach, name="Short at 700", draft=human_draft(linemen=6, blitzers=1), budget=700_000)
    log_in(page, live_server, "griff")
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(live_server.url + f"/events/{event.slug}/register/")
    page.get_by_role("link", name="Round 2: 700,000").click()
    expect(page.get_by_label("Team Draft Budget")).to_have_value("700000")
    page.go_back()
    page.get_by_label("Roster for round 1 (budget 600,000)").select_option(label="Rookies at 600")
    # the chosen team's skills come in by htmx: wait for them before sending, as a coach sees them before he does
    expect(page.get_by_role("group", name="Skills bought for the event: Rookies at 600")).to_be_visible()
    page.get_by_label("Roster for round 2 (budget 700,000)").select_option(label="Blitz at 700")
    page.get_by_label("Roster for round 3 (budget 800,000)").select_option(label="Short at 700")
    page.get_by_label("Bloodweiser Keg (50,000 each, 0-2)").fill("1")
    page.get_by_role("button", name="Register").click()
    expect(page.locator("#id_stage_3_errors")).to_contain_text("a roster only adds")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    shot(f"event-escalation-register-refused-{width}")
    assert not EventCoach.objects.exists()
    page.get_by_label("Roster for round 3 (budget 800,000)").select_option(label="The same as round 2")
    page.get_by_role("button", name="Register").click()
    expect(page.locator(".message.success")).to_contain_text("You are registered")
    registered = EventCoach.objects.get(name="griff")
    services.event_approve(event=event, coach=registered, approve=True, actor=organiser)
    log_in(page, live_server, "organiser")
    page.goto(live_server.url + f"/events/{event.slug}/rosters/")
    page.get_by_role("link", name="Round 2", exact=True).click()
    expect(page.locator("article.sheet")).to_contain_text("Human Blitzer")
    expect(page.locator("article.sheet")).to_contain_text("Bloodweiser Keg")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    shot(f"event-escalation-book-round-2-{width}")

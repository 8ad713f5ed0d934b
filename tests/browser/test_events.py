"""A 9-coach Matched Play event of 3 rounds in a real browser: the organiser creates it, coaches register with their
teams, the organiser approves them and draws each round (one coach has the Bye), a coach enters his result on a
375-pixel phone and his opponent confirms it, and the final standings and awards show."""

import random

import pytest
from playwright.sync_api import expect

from events import services
from events.models import Event, EventCoach, EventGame
from tests.browser.helpers import log_in
from tests.factories import UserFactory, make_team

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
NAMES = ["jay", "rob", "dan", "ann", "nicolas", "louise", "gavin", "tom", "sue"]


def test_a_nine_coach_event_from_registration_to_the_awards(live_server, page, shot):
    organiser = UserFactory(username="organiser")
    coaches = {name: UserFactory(username=name) for name in NAMES}
    teams = {name: make_team(coach=user, name=f"{name.title()}'s Sevens") for name, user in coaches.items()}

    page.set_viewport_size({"width": 1280, "height": 900})
    log_in(page, live_server, "organiser")
    page.goto(live_server.url + "/events/new/")
    page.get_by_label("Name").fill("Sevens Slam")
    page.locator("#id_rounds_planned").fill("3")
    page.get_by_label("Your own awards").fill("Best Painted")
    shot("event-create-form")
    page.get_by_role("button", name="Create the event").click()
    expect(page.get_by_role("heading", name="Sevens Slam", level=1)).to_be_visible()
    slug = page.url.rstrip("/").rsplit("/", 1)[1]
    event = Event.objects.get(slug=slug)

    # Jay registers on his phone; the others register the same way (through the service, to keep the test short).
    page.set_viewport_size({"width": 375, "height": 800})
    log_in(page, live_server, "jay")
    page.goto(f"{live_server.url}/events/{slug}/")
    page.get_by_role("link", name="Register").click()
    page.get_by_label("NAF number").fill("1234")
    page.get_by_role("button", name="Register").click()
    expect(page.locator(".message").first).to_contain_text("You are registered")
    for name in NAMES[1:]:
        services.event_register(event=event, user=coaches[name], team=teams[name])

    page.set_viewport_size({"width": 1280, "height": 900})
    log_in(page, live_server, "organiser")
    page.goto(f"{live_server.url}/events/{slug}/")
    for name in NAMES:
        page.get_by_role("button", name=f"Approve {name}", exact=True).click()
        expect(page.get_by_role("button", name=f"Approve {name}", exact=True)).to_have_count(0)
    shot("event-approved-1280")

    rng = random.Random(3)
    for number in (1, 2, 3):
        page.get_by_role("button", name=f"Draw round {number}").click()
        expect(page.locator(f"section.round[data-round='{number}']")).to_be_visible()
        games = EventGame.objects.filter(round__number=number, round__event=event).select_related("home", "away")
        assert sum(g.away_id is None for g in games) == 1  # nine coaches: one Bye a round
        assert games.count() == 5
        jays = next(g for g in games if "jay" in (g.home.name, g.away.name if g.away else ""))
        for played in games:
            if played.away_id is None or played.pk == jays.pk:
                continue
            services.game_submit(game=played, actor=organiser, home_td=rng.randint(0, 3),
                                 away_td=rng.randint(0, 3), home_cas=rng.randint(0, 3), away_cas=rng.randint(0, 3))
        if jays.away_id is None:
            page.reload()
            continue
        # Jay enters his result on his phone; his opponent confirms it.
        page.set_viewport_size({"width": 375, "height": 800})
        log_in(page, live_server, "jay")
        page.goto(f"{live_server.url}/events/{slug}/")
        page.locator(f"section.round[data-round='{number}']").get_by_role("link", name="Enter result").click()
        home_is_jay = jays.home.name == "jay"
        page.get_by_label(f"{jays.home.name}: touchdowns").fill("3" if home_is_jay else "1")
        page.get_by_label(f"{jays.away.name}: touchdowns").fill("1" if home_is_jay else "3")
        page.get_by_label(f"{jays.home.name}: casualties inflicted").fill("2")
        if number == 1:
            shot("event-result-entry-375")
        page.get_by_role("button", name="Save result").click()
        expect(page.locator(".message").first).to_contain_text("the other coach confirms it")
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        opponent = jays.away.name if home_is_jay else jays.home.name
        log_in(page, live_server, opponent)
        page.goto(f"{live_server.url}/events/{slug}/")
        page.locator(f"section.round[data-round='{number}']").get_by_role("button", name="Confirm").click()
        expect(page.locator(".message").first).to_contain_text("Result confirmed")
        page.set_viewport_size({"width": 1280, "height": 900})
        log_in(page, live_server, "organiser")
        page.goto(f"{live_server.url}/events/{slug}/")

    expect(page.get_by_role("button", name="Draw round 4")).to_have_count(0)
    standings = page.locator("table.event-standings tbody tr")
    expect(standings).to_have_count(9)
    expect(page.locator("dl.awards")).to_contain_text("First place")
    expect(page.locator("dl.awards")).to_contain_text("Most touchdowns")
    expect(page.locator("dl.awards")).to_contain_text("Best Painted (to be given)")
    page.locator("[data-award='Best Painted'] select").select_option(label="jay")
    page.locator("[data-award='Best Painted']").get_by_role("button", name="Give").click()
    expect(page.locator(".message").first).to_contain_text("Best Painted: jay.")
    expect(page.locator("dl.awards")).to_contain_text("Best Painted")
    assert EventCoach.objects.get(name="jay").naf == 1234
    shot("event-final-1280")
    page.set_viewport_size({"width": 375, "height": 800})
    page.goto(f"{live_server.url}/events/{slug}/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    shot("event-final-375")
    page.goto(f"{live_server.url}/events/{slug}/screen/")
    shot("event-screen-375")
    page.goto(f"{live_server.url}/events/{slug}/rounds/3/slips/")
    expect(page.locator("section.slip")).to_have_count(4)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    shot("event-slips-375")
    page.set_viewport_size({"width": 1280, "height": 900})
    page.emulate_media(media="print")
    expect(page.locator("header.site-header")).to_be_hidden()
    shot("event-slips-print")

"""Secret Objectives on a coach's phone: his own three on the event page, and both coaches' with the result form."""

import json

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import log_in
from tests.factories import UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_coach_sees_his_objectives_and_enters_them_with_the_result(live_server, page, shot):
    from django.db.models import Q

    from events import services
    from events.models import EventCoach, EventGame
    from rules.tournament import read_event_file
    from tests.factories import event_file

    organiser = UserFactory(username="organiser")
    jay = UserFactory(username="jay")
    data = event_file(["jay", "rob", "dan", "ann"], rounds_planned=3)
    data["secret_objectives"] = True
    event = services.event_import(data=read_event_file(json.dumps(data)), organiser=organiser)
    EventCoach.objects.filter(event=event, name="jay").update(user=jay)
    services.round_pair(event=event, actor=event.organisers.first(), seed=3)
    game = EventGame.objects.select_related("home", "away").get(Q(home__name="jay") | Q(away__name="jay"))
    mine = game.secret_of(game.home_id if game.home.name == "jay" else game.away_id)

    page.set_viewport_size({"width": 375, "height": 800})
    log_in(page, live_server, "jay")
    page.goto(live_server.url + event.get_absolute_url())
    box = page.locator(f'[data-objectives="{game.table}"]')
    for objective in mine:
        expect(box).to_contain_text(objective.name)
    expect(page.locator("[data-objectives]")).to_have_count(1)  # nobody else's
    shot("event-objectives-phone")
    page.locator(".event-games").get_by_role("link", name="Enter result").first.click()
    page.get_by_label("jay: touchdowns").fill("2")
    page.get_by_label("jay: Secret Objectives achieved (0-3)").fill("2")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    shot("event-objectives-result-phone")
    page.get_by_role("button", name="Save result").click()
    expect(page.locator(".message")).to_contain_text("Result saved")
    game.refresh_from_db()
    side = "home" if game.home.name == "jay" else "away"
    assert getattr(game, f"{side}_objectives") == 2

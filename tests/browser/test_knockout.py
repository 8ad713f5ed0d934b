"""A group and knockout event in the browser: the group tables on the event page and the knockout wallchart, on a
phone and a laptop, and the wallchart in print."""

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("width", [375, 1280])
def test_groups_and_the_knockout_wallchart(live_server, page, shot, width):
    from events import services
    from events.models import EventCoach
    from tests.factories import NAMES, UserFactory, play

    class Cast:
        commissioner = UserFactory(username="organiser")

    event = services.event_create(organiser=Cast.commissioner, name="Group Cup", ruleset="sevens",
                                  structure="groups", knockout_size=8)
    for name in NAMES:
        EventCoach.objects.create(event=event, name=name)
    for number in range(1, 6):
        drawn = services.round_pair(event=event, actor=Cast.commissioner, seed=number)
        play(event, drawn, Cast, draws=number == 4)
    services.round_pair(event=event, actor=Cast.commissioner, seed=6)  # the games for places 1-2 ... 7-8, to play

    page.set_viewport_size({"width": width, "height": 900})
    page.goto(live_server.url + event.get_absolute_url())
    expect(page.locator("#groups [data-group]")).to_have_count(3)
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    shot(f"event-groups-{width}")
    page.get_by_role("link", name="Knockout wallchart").click()
    expect(page.locator(".wallchart-round")).to_have_count(3)
    expect(page.locator(".wallchart")).to_contain_text("Places 1–2")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    shot(f"event-knockout-{width}")
    if width == 1280:
        page.emulate_media(media="print")
        shot("event-knockout-print")
    page.goto(live_server.url + f"/events/{event.slug}/rounds/6/tables/")
    expect(page.locator(".table-label")).to_have_count(5)  # four games for places and Best of the Rest
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    shot(f"event-table-labels-{width}")

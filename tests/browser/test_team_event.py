"""A team event in the browser: the team standings beside the individual ones, on a phone and a laptop."""

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("width", [375, 1280])
def test_the_team_standings_after_a_round(live_server, page, shot, width):
    from events import services
    from tests.factories import UserFactory, make_teams

    organiser = UserFactory(username="organiser")
    event = services.event_create(organiser=organiser, name="Team Sevens", ruleset="sevens", structure="teams",
                                  team_size=3, rounds=3)
    make_teams(event, {"Altdorf Anvils": ["Ann", "Bob", "Cat"], "Nuln Nailers": ["Dan", "Eve", "Fay"],
                       "Middenheim Marauders": ["Gus", "Hal", "Ivy"], "Talabheim Tusks": ["Jay", "Kim", "Lou"]})
    round_ = services.round_pair(event=event, actor=event.organisers.first(), seed=5)
    for index, game in enumerate(round_.games.order_by("table")):
        services.game_submit(game=game, actor=organiser, home_td=index % 3, away_td=1, home_cas=0,
                             away_cas=0)
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(live_server.url + event.get_absolute_url())
    expect(page.locator("#teams tbody tr")).to_have_count(4)
    expect(page.locator("#teams")).to_contain_text("captain Ann")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    shot(f"event-team-standings-{width}")

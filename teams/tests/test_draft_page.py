"""The draft page: each violation once, none before the coach starts, Add disabled for a full position, the right
article, and the rulesets described where a coach picks one."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

URL = reverse("teams:draft")
HTMX = {"HX-Request": "true"}


@pytest.fixture
def coach(client):
    user = UserFactory(username="drafter")
    client.force_login(user)
    return user


def post(client, race, positions, **extra):
    data = {"race": race, "ruleset": "sevens", "name": "", "rerolls": 0, "dedicated_fans": 1, **extra}
    data["player_position"] = positions
    data["player_number"] = [str(n) for n in range(1, len(positions) + 1)]
    data["player_name"] = [""] * len(positions)
    return client.post(URL, data)


def test_no_error_before_the_coach_has_started(client, coach):
    response = client.get(URL, {"ruleset": "sevens", "race": "Human"})
    assertContains(response, "data-not-started")
    assertNotContains(response, "data-violations")


def test_each_violation_is_listed_once(client, coach):
    response = post(client, "Human", ["Human Blitzer"] * 3)
    html = response.content.decode()
    assert "data-violations" in html
    items = html.split("data-violations", 1)[1].split("</ul>", 1)[0]
    messages = [line.split(">", 1)[1].split("</li", 1)[0] for line in items.split("<li")[1:]]
    assert messages
    assert len(messages) == len(set(messages))


def test_add_is_disabled_when_a_position_is_full(client, coach):
    response = post(client, "Human", ["Ogre"])  # 0-1
    assertContains(response, 'aria-label="Add Ogre" disabled')
    assertNotContains(response, 'aria-label="Add Human Lineman" disabled')


@pytest.mark.parametrize(("race", "heading"), [("Orc", "Draft an Orc team"), ("Human", "Draft a Human team")])
def test_the_heading_takes_the_right_article(client, coach, race, heading):
    assertContains(client.get(URL, {"ruleset": "sevens", "race": race}), f"<h1>{heading}</h1>")


def test_the_start_page_describes_each_ruleset(client, coach):
    response = client.get(URL)
    for name in ("Blood Bowl Sevens", "Dungeon Sevens", "Street Bowl"):
        assertContains(response, f"<dt>{name} ")
    assertContains(response, "no kick-off table")
    assertContains(response, "Leader banned")

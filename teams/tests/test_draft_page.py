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


def add_button(html: str, position: str) -> str:
    """The Add button of a position, as served."""
    start = html.index(f'aria-label="Add {position}"')
    return html[html.rindex("<button", 0, start):html.index("</button>", start)]


def reason_for(html: str, button: str) -> str:
    """The text the button's aria-describedby names."""
    described = button.split('aria-describedby="', 1)[1].split('"', 1)[0]
    return html.split(f'id="{described}"', 1)[1].split(">", 1)[1].split("<", 1)[0]


def test_add_is_disabled_at_the_teams_player_cap_with_the_reason(client, coach):
    html = post(client, "Human", ["Human Lineman"] * 11).content.decode()  # 550,000 of 600,000
    button = add_button(html, "Human Lineman")
    assert " disabled" in button
    assert reason_for(html, button) == "The team has its 11 players, the most it may have."


@pytest.mark.parametrize(
    ("edition", "noun"), [("2020", "non-Linemen"), ("2025", "players without the Lineman keyword")]
)
def test_add_is_disabled_for_a_fifth_specialist_with_the_reason(client, coach, edition, noun):
    html = post(client, "Human", ["Human Blitzer"] * 2 + ["Human Catcher"] * 2, edition=edition).content.decode()
    button = add_button(html, "Human Thrower")
    assert " disabled" in button
    assert reason_for(html, button) == f"The team has its 4 {noun}, the most it may have."
    assert " disabled" not in add_button(html, "Human Lineman")


def test_add_is_disabled_when_the_gold_left_cannot_pay(client, coach):
    # a friendly budget of 100,000: two Linemen leave nothing
    html = post(client, "Human", ["Human Lineman"] * 2, budget=100_000).content.decode()
    assert "data-gold-left" in html
    for position in ("Human Lineman", "Human Blitzer", "Ogre"):
        button = add_button(html, position)
        assert " disabled" in button
        assert reason_for(html, button).endswith("; 0 left.")
    assert reason_for(html, add_button(html, "Ogre")) == "Costs 140,000; 0 left."


def test_add_is_disabled_at_the_races_big_guy_cap(client, coach):
    html = post(client, "Chaos Chosen", ["Chaos Troll"]).content.decode()  # one Big Guy of three kinds
    for position in ("Chaos Ogre", "Minotaur"):
        button = add_button(html, position)
        assert " disabled" in button
        assert reason_for(html, button) == "The team has its 1 Big Guy, the most Chaos Chosen may have."


def test_add_stays_enabled_while_the_team_can_take_the_player(client, coach):
    html = post(client, "Human", ["Human Lineman"] * 3).content.decode()
    for position in ("Human Lineman", "Human Blitzer", "Ogre"):
        assert " disabled" not in add_button(html, position)
    assert "data-why-not" not in html


def test_a_refused_save_lists_each_violation_once(client, coach):
    response = post(client, "Human", ["Human Blitzer"] * 3, name="Reikland Rookies", op="save")
    assert response.status_code == 422
    html = response.content.decode()
    items = html.split("data-violations", 1)[1].split("</ul>", 1)[0]
    messages = [line.split(">", 1)[1].split("</li", 1)[0] for line in items.split("<li")[1:]]
    assert messages
    for message in messages:
        assert html.count(message) == 1, message


def test_the_summary_bar_carries_the_gold_left_players_and_problems(client, coach):
    html = post(client, "Human", ["Human Blitzer"] * 3).content.decode()
    bar = html.split("data-summary-bar", 1)[1].split("</div>", 1)[0]
    assert "345,000" in bar  # 600,000 less three Blitzers at 85,000
    assert "Players <strong>3</strong>" in bar
    assert "problem" in bar

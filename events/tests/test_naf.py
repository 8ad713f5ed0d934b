"""The NAF upload never drops a game silently: the organisers' check page lists the coaches without a NAF number
and the games left out because of them, with the link to the file, and the file says the same in a comment."""

import json
import xml.etree.ElementTree as ET

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from events import services
from rules.tournament import read_event_file
from tests.factories import event_file, game

pytestmark = pytest.mark.django_db


def roster(race, position):
    return {"format": "sevens-roster/1", "ruleset": "sevens", "name": f"{race} Sevens", "race": race,
            "players": [{"number": n, "position": position} for n in range(1, 8)]}


@pytest.fixture
def played(cast):
    data = event_file(["Jay", "Rob", "Dan", "Ann", "Cy", "Bo"], [
        {"number": 1, "games": [game("Jay", "Rob", 3, 1), game("Dan", "Ann", 0, 0), game("Cy", "Bo", 1, 0)]},
        {"number": 2, "games": [game("Jay", "Ann", 2, 0), game("Rob", "Cy", 1, 1), game("Dan", "Bo", 1, 2)]},
    ], rounds_planned=2)
    data["coaches"][0]["team"] = roster("Elven Union", "Union Lineman")
    data["coaches"][3]["naf"] = None  # Ann
    data["coaches"][4]["naf"] = None  # Cy
    return services.event_import(data=read_event_file(json.dumps(data)), organiser=cast.commissioner)


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "outsider", None])
def test_the_check_page_is_for_the_organisers(client, cast, played, who):
    if who:
        client.force_login(getattr(cast, who))
    response = client.get(reverse("events:naf_check", args=[played.slug]))
    assert response.status_code == (200 if who == "commissioner" else 403 if who else 302)


def test_the_page_lists_who_and_which_games_are_left_out_and_links_the_file(client, cast, played):
    client.force_login(cast.commissioner)
    page = client.get(reverse("events:naf_check", args=[played.slug]))
    html = page.content.decode()
    assertContains(page, "2 coaches without a NAF number: 4 games will be left out.")
    assertContains(page, "Ann: no NAF number · 2 games left out", html=False)
    assertContains(page, "Cy: no NAF number · 2 games left out", html=False)
    games = html.split('id="naf-games"', 1)[1].split("</table>", 1)[0]
    assert games.count("<tr>") == 5  # the head and four games: Dan-Ann, Cy-Bo, Jay-Ann, Rob-Cy
    assert '<td data-label="Home">Dan</td><td data-label="Away">Ann</td>' in games
    assert '<td data-label="Home">Jay</td><td data-label="Away">Rob</td>' not in games
    assertContains(page, f'href="{reverse("events:naf", args=[played.slug])}"')
    assertContains(page, '<td data-label="NAF race">Elf Union</td>', html=False)  # the race as the NAF names it
    assert 'style="' not in html
    assert "<script>" not in html


def test_the_file_says_what_it_left_out(client, cast, played):
    client.force_login(cast.commissioner)
    text = client.get(reverse("events:naf", args=[played.slug])).content.decode()
    head = text.split("<nafReport", 1)[0]
    assert "Left out: 2 coach(es) without a NAF number, 4 game(s)." in head
    assert "Ann (no NAF number): 2 game(s) left out" in head
    root = ET.fromstring(text.split("\n", 1)[1])  # noqa: S314 (our own file)
    assert len(root.findall("game")) == 2  # Jay-Rob and Dan-Bo
    teams = {c.findtext("name"): c.findtext("team") for c in root.iter("coach")}
    assert teams == {"Jay": "Elf Union", "Rob": "", "Dan": "", "Bo": ""}


def test_with_every_number_nothing_is_left_out(client, cast):
    data = event_file(["Jay", "Rob"], [{"number": 1, "games": [game("Jay", "Rob", 1, 0)]}], rounds_planned=1)
    event = services.event_import(data=read_event_file(json.dumps(data)), organiser=cast.commissioner)
    client.force_login(cast.commissioner)
    page = client.get(reverse("events:naf_check", args=[event.slug]))
    assertContains(page, "nothing is left out")
    assertNotContains(page, 'id="naf-games"')
    assert "<!--" not in client.get(reverse("events:naf", args=[event.slug])).content.decode()


def test_an_unknown_event_is_a_404(client, cast):
    client.force_login(cast.commissioner)
    assert client.get(reverse("events:naf_check", args=["no-such-event"])).status_code == 404

"""The rosters book (seed 003, For the room): every approved roster, one a page, as HTML to print and as a PDF;
published once round 1 is drawn (the rosters are frozen), before that for the organisers only."""


import pytest
from django.urls import reverse

from tests.factories import game, make_rosters_event

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "outsider", None])
def test_the_book_is_published_when_round_1_is_drawn(client, cast, who):
    before = make_rosters_event(cast.commissioner, [])
    if who:
        client.force_login(getattr(cast, who))
    url = reverse("events:rosters", args=[before.slug])
    assert client.get(url).status_code == (200 if who == "commissioner" else 403)
    played = [{"number": 1, "games": [game("Jay", "Rob", 1, 0), game("Dan", "Ann", 0, 0)]}]
    after = make_rosters_event(cast.commissioner, played)
    assert client.get(reverse("events:rosters", args=[after.slug])).status_code == 200


def test_the_book_has_each_roster_with_its_bought_skill_and_value(client, cast):
    event = make_rosters_event(cast.commissioner, [{"number": 1, "games": [game("Jay", "Rob", 1, 0)]}])
    html = client.get(reverse("events:rosters", args=[event.slug])).content.decode()
    assert html.count('class="sheet"') == 4  # Ann has no roster: her page says so
    assert "Jay&#x27;s Rookies" in html
    assert '<span class="gained">Block</span>' in html
    assert "No roster submitted." in html
    assert "NAF 1000" in html
    # seven Linemen at 50,000, a re-roll at the roster's 50,000 and an apothecary at 80,000; Jay's Block adds
    # nothing (seed 003, Purchasing Skills), so his team is valued as the others
    assert html.count("Team Value</td><td class=\"r\">480,000") == 3


def test_the_book_as_one_pdf(client, cast, monkeypatch):
    from events.views import rosters as views

    seen = {}
    monkeypatch.setattr(views, "pdf_response", lambda html, name: seen.update(html=html, name=name) or
                        __import__("django.http").http.HttpResponse(b"%PDF", content_type="application/pdf"))
    event = make_rosters_event(cast.commissioner, [{"number": 1, "games": [game("Jay", "Rob", 1, 0)]}])
    response = client.get(reverse("events:rosters_pdf", args=[event.slug]))
    assert response["Content-Type"] == "application/pdf"
    assert seen["html"].count('<article class="sheet"') == 4
    assert seen["name"] == f"{event.slug}-rosters.pdf"

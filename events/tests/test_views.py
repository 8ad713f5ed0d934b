"""The event page with the cast (organiser, coach A, coach B, outsider, signed out) and the organiser's draw."""

import random

import pytest
from django.contrib.messages import get_messages
from django.urls import reverse

from events import draws, selectors, services
from events.models import EventGame, Round
from rules.tournament import EventRound, Game
from tests.factories import make_event

pytestmark = pytest.mark.django_db


@pytest.fixture
def event(cast):
    return make_event(["coach_a", "coach_b", "Cal", "Dan"], organiser=cast.commissioner)


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "coach_b", "outsider", None])
def test_everyone_reads_the_event_page_and_only_the_organiser_sees_the_draw(client, cast, event, who):
    if who:
        client.force_login(getattr(cast, who))
    response = client.get(event.get_absolute_url())
    assert response.status_code == 200
    html = response.content.decode()
    assert "Rulespack" in html
    assert "Standings" in html
    assert "coach_a" in html
    assert ("Draw round 1" in html) is (who == "commissioner")


@pytest.mark.parametrize("who", ["coach_a", "coach_b", "outsider"])
def test_only_the_organiser_draws_a_round(client, cast, event, who):
    client.force_login(getattr(cast, who))
    assert client.post(reverse("events:round_next", args=[event.slug])).status_code == 403
    assert not Round.objects.exists()
    client.logout()
    response = client.post(reverse("events:round_next", args=[event.slug]))
    assert response.status_code == 302
    assert "/accounts/login/" in response["Location"]
    assert client.get(reverse("events:round_next", args=[event.slug])).status_code in (302, 405)
    assert not Round.objects.exists()


def test_the_organiser_draws_round_one_then_waits_for_its_results(client, cast, event):
    client.force_login(cast.commissioner)
    url = reverse("events:round_next", args=[event.slug])
    client.post(url)
    drawn = Round.objects.get()
    assert drawn.number == 1
    assert drawn.games.count() == 2
    response = client.post(url, follow=True)
    assert "needs its result" in " ".join(str(m) for m in get_messages(response.wsgi_request))
    assert Round.objects.count() == 1
    assert "to play" in client.get(event.get_absolute_url()).content.decode()


def test_the_standings_of_256_coaches_after_five_rounds_read_in_a_few_queries(django_assert_max_num_queries):
    names = [f"Coach {n:03d}" for n in range(256)]
    rng = random.Random(5)
    rounds = []
    for number in range(1, 6):
        order = names[:]
        rng.shuffle(order)
        games = tuple(Game(order[i], order[i + 1], rng.randint(0, 3), rng.randint(0, 3), rng.randint(0, 4),
                           rng.randint(0, 4)) for i in range(0, 256, 2))
        rounds.append(EventRound(number=number, games=games))
    event = make_event(names, rounds=rounds, planned=6)
    assert EventGame.objects.count() == 640
    with django_assert_max_num_queries(3):
        rows = selectors.event_standings(event=event)
    assert len(rows) == 256
    assert sum(row.played for row, _ in rows) == 1280
    with django_assert_max_num_queries(10):
        drawn = draws.next_round(event=event, seed=1)
    assert drawn["number"] == 6
    assert len(drawn["games"]) == 128


def test_the_event_page_reads_in_a_bounded_number_of_queries(client, cast, event, django_assert_max_num_queries):
    from django.test.utils import override_settings

    services.round_pair(event=event, actor=event.organisers.first(), seed=3)
    client.force_login(cast.outsider)
    client.get(event.get_absolute_url())  # the navigation's to-do count is cached from here on
    # nothing kept inside the test's transaction: the standings and which games are live (one query each) included
    with override_settings(PAGE_CACHE=False), django_assert_max_num_queries(10):
        assert client.get(event.get_absolute_url()).status_code == 200

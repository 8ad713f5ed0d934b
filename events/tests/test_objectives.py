"""Secret Objectives in play (seed 003, Secret Objectives): three D16 a coach a game, rolled with the draw and kept,
secret from the opponent until the game is over, entered as achieved with the result, and the first tiebreaker."""

import json

import pytest
from django.db.models import Q
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from events import selectors, services
from events.models import Event, EventCoach, EventGame
from rules.tournament import read_event_file
from tests.factories import event_file

pytestmark = pytest.mark.django_db


@pytest.fixture
def drawn(cast):
    data = event_file(["Jay", "Rob", "Dan", "Ann"], rounds_planned=3)
    data["secret_objectives"] = True
    event = services.event_import(data=read_event_file(json.dumps(data)), organiser=cast.commissioner)
    EventCoach.objects.filter(event=event, name="Jay").update(user=cast.coach_a)
    EventCoach.objects.filter(event=event, name="Rob").update(user=cast.coach_b)
    services.round_pair(event=event, actor=event.organisers.first(), seed=7)
    return event


def jays_game(event):
    return EventGame.objects.select_related("home", "away").get(
        Q(home__name="Jay") | Q(away__name="Jay"), round__event=event
    )


def test_the_organiser_turns_them_on_and_they_break_ties_first(client, cast):
    """Seed 003: "best used as a Tiebreaker, usually the first tiebreaker"."""
    client.force_login(cast.coach_a)
    client.post(reverse("events:create"), {"name": "Objective Open", "ruleset": "sevens", "rounds_planned": 3,
                                           "budget": 600000, "secret_objectives": "on"})
    pack = Event.objects.get().pack()
    assert pack.secret_objectives
    assert pack.tiebreakers == ("secret_objectives", "bonus_points", "td_diff", "td_for", "cas_for")


def test_three_different_objectives_per_coach_are_rolled_with_the_draw_and_kept(drawn):
    games = list(EventGame.objects.filter(round__event=drawn))
    assert len(games) == 2
    for game in games:
        for numbers in (game.home_secret, game.away_secret):
            assert len(numbers) == 3
            assert len(set(numbers)) == 3  # duplicates re-rolled
            assert all(1 <= n <= 16 for n in numbers)
        assert len(game.objective_rolls) >= 6  # every D16, re-rolls included
        assert all(r["what"] == "D16" for r in game.objective_rolls)


def test_each_coach_sees_only_his_own_until_the_result_is_confirmed(client, cast, drawn):
    game = jays_game(drawn)
    jay_is_home = game.home.name == "Jay"
    mine = game.secret_of(game.home_id if jay_is_home else game.away_id)
    theirs = game.secret_of(game.away_id if jay_is_home else game.home_id)
    client.force_login(cast.coach_a)  # Jay
    page = client.get(drawn.get_absolute_url()).content.decode()
    shown = selectors.objectives_shown(game, user=cast.coach_a, organiser=False)
    assert [name for name, _ in shown] == ["Jay"]
    assert all(o.name in page for o in mine)
    assert not any(o.name in page for o in theirs if o not in mine)
    client.force_login(cast.outsider)
    assertNotContains(client.get(drawn.get_absolute_url()), 'data-objectives="')
    services.game_submit(game=game, actor=cast.commissioner, home_td=1, away_td=0, home_cas=0,
                         away_cas=0, home_objectives=2, away_objectives=1)
    assertContains(client.get(drawn.get_absolute_url()), f'data-objectives="{game.table}"')


def test_the_result_form_takes_the_objectives_achieved(client, cast, drawn):
    game = jays_game(drawn)
    client.force_login(cast.coach_a)
    url = reverse("events:result", args=[drawn.slug, game.pk])
    page = client.get(url)
    assertContains(page, "Secret Objectives achieved (0-3)")
    assertContains(page, game.secret_of(game.away_id)[0].name)  # the game is over: both coaches' objectives shown
    bad = client.post(url, {"home_td": 1, "away_td": 0, "home_cas": 0, "away_cas": 0, "home_objectives": 4,
                            "away_objectives": 0})
    assert bad.status_code == 422
    game.refresh_from_db()
    assert game.status == "scheduled"
    client.post(url, {"home_td": 1, "away_td": 0, "home_cas": 0, "away_cas": 0, "home_objectives": 3,
                      "away_objectives": 1})
    game.refresh_from_db()
    assert (game.home_objectives, game.away_objectives, game.status) == (3, 1, "submitted")


def test_an_event_without_them_rolls_nothing_and_asks_nothing(client, cast):
    data = event_file(["Jay", "Rob"], rounds_planned=1)
    event = services.event_import(data=read_event_file(json.dumps(data)), organiser=cast.commissioner)
    services.round_pair(event=event, actor=event.organisers.first(), seed=1)
    game = EventGame.objects.get(round__event=event)
    assert (game.home_secret, game.objective_rolls) == ([], [])
    client.force_login(cast.commissioner)
    assertNotContains(client.get(reverse("events:result", args=[event.slug, game.pk])), "Secret Objectives")


def test_the_result_form_shows_a_coach_his_own_objectives_only(client, cast, drawn):
    """Hardening #25: the result form showed both coaches' objectives as soon as the round was drawn."""
    from django.utils.html import escape

    from rules.tournament import objective

    game = jays_game(drawn)
    mine, theirs = (game.home_secret, game.away_secret) if game.home.name == "Jay" else (
        game.away_secret, game.home_secret)
    only_theirs = [escape(objective(n).name) for n in theirs if n not in mine]
    client.force_login(cast.coach_a)
    page = client.get(reverse("events:result", args=[drawn.slug, game.pk])).content.decode()
    for n in mine:
        assert escape(objective(n).name) in page
    assert only_theirs
    assert not any(f"<strong>{name}</strong>" in page for name in only_theirs)
    client.force_login(cast.commissioner)  # an organiser sees both
    page = client.get(reverse("events:result", args=[drawn.slug, game.pk])).content.decode()
    assert all(f"<strong>{name}</strong>" in page for name in only_theirs)

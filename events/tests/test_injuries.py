"""Injuries carried between rounds (seed 003, Injuries): the result names who was Seriously Hurt or Dead, the next
game goes without them, and the team worth less gets the difference for inducements; with the cast."""

import json
import re

import pytest
from django.urls import reverse

from events import services
from events.models import EventGame
from rules.errors import DomainError
from rules.tournament import read_event_file
from tests.factories import event_file, jays_game, make_injuries_event, play_rest, side

pytestmark = pytest.mark.django_db


def play_all(event, number, **jay):
    for game in EventGame.objects.filter(round__event=event, round__number=number):
        injuries = {f"{side(game)}_{k}": v for k, v in jay.items()} if "Jay" in (game.home.name, game.away.name) else {}
        services.game_submit(game=game, actor=event.organisers.first(), home_td=1, away_td=0, home_cas=0,
                             away_cas=0, injuries=injuries)


def test_the_result_names_the_injured_and_the_next_game_goes_without_them(client, cast):
    event = make_injuries_event(cast)
    services.round_pair(event=event, actor=event.organisers.first(), seed=1)
    game = jays_game(event, 1)
    url = reverse("events:result", args=[event.slug, game.pk])
    client.force_login(cast.coach_a)
    page = client.get(url).content.decode()
    assert "Jay: Seriously Hurt (misses the next game)" in page
    assert "#3 Player 3 (Lineman)" in page
    s = side(game)
    both = client.post(url, {"home_td": 1, "away_td": 0, "home_cas": 0, "away_cas": 1,
                             f"{s}_seriously_hurt": ["3"], f"{s}_dead": ["3"]})
    assert both.status_code == 422
    assert f'id="id_{s}_seriously_hurt_errors"' in both.content.decode()
    assert "#3 is Seriously Hurt or Dead, not both." in both.content.decode()
    game.refresh_from_db()
    assert game.status == EventGame.Status.SCHEDULED
    ok = client.post(url, {"home_td": 1, "away_td": 0, "home_cas": 0, "away_cas": 1,
                           f"{s}_seriously_hurt": ["3"], f"{s}_dead": ["5"]})
    assert ok.status_code == 302
    game.refresh_from_db()
    assert getattr(game, f"{s}_injuries") == {"3": "seriously_hurt", "5": "dead"}
    play_rest(event, 1, game)
    services.round_pair(event=event, actor=event.organisers.first(), seed=2)
    second = jays_game(event, 2)
    client.force_login(cast.commissioner)
    page = client.get(reverse("events:result", args=[event.slug, second.pk])).content.decode()
    jay_side = side(second)
    offered = re.findall(rf'name="{jay_side}_seriously_hurt" value="(\d+)"', page)
    assert offered == ["1", "2", "4", "6", "7"]  # neither #3 (Seriously Hurt) nor #5 (Dead) plays game 2
    detail = client.get(event.get_absolute_url()).content.decode()
    assert "misses this game: #3 (Seriously Hurt in round 1), #5 (Dead in round 1)." in detail
    # Seven Linemen at 50,000, a re-roll at 50,000, an apothecary at 80,000 = 480,000; two missing: 380,000
    assert "Current Team Value 380,000: <strong>100,000 for inducements this game</strong>" in detail
    refused = client.post(reverse("events:result", args=[event.slug, second.pk]),
                          {"home_td": 0, "away_td": 0, "home_cas": 0, "away_cas": 0, f"{jay_side}_dead": ["5"]})
    assert refused.status_code == 422  # not among the choices: #5 is dead
    with pytest.raises(DomainError, match="injuries cannot be written down") as caught:  # nor through the service
        services.game_submit(game=second, actor=cast.commissioner, home_td=0, away_td=0, home_cas=0,
                             away_cas=0, injuries={f"{jay_side}_dead": [5]})
    assert [message for _, message in caught.value.messages()] == ["#5 did not play this game."]
    play_all(event, 2)
    services.round_pair(event=event, actor=event.organisers.first(), seed=3)
    third = jays_game(event, 3)
    page = client.get(reverse("events:result", args=[event.slug, third.pk])).content.decode()
    offered = re.findall(rf'name="{side(third)}_seriously_hurt" value="(\d+)"', page)
    assert offered == ["1", "2", "3", "4", "6", "7"]  # #3 is back, #5 is not


def test_without_the_option_nothing_is_asked_or_kept(client, cast):
    event = make_injuries_event(cast, injuries=False)
    services.round_pair(event=event, actor=event.organisers.first(), seed=1)
    game = jays_game(event, 1)
    client.force_login(cast.coach_a)
    url = reverse("events:result", args=[event.slug, game.pk])
    assert "Seriously Hurt" not in client.get(url).content.decode()
    services.game_submit(game=game, actor=cast.commissioner, home_td=1, away_td=0, home_cas=0, away_cas=0,
                         injuries={"home_dead": [1]})
    game.refresh_from_db()
    assert game.home_injuries == {}
    assert "data-injuries" not in client.get(event.get_absolute_url()).content.decode()


@pytest.mark.parametrize(("who", "status"), [("commissioner", 200), ("coach_a", 200), ("coach_b", 403),
                                              ("outsider", 403)])
def test_the_cast_on_the_result_form(client, cast, who, status):
    event = make_injuries_event(cast)
    services.round_pair(event=event, actor=event.organisers.first(), seed=1)
    game = jays_game(event, 1)
    if game.home.name == "Rob" or game.away.name == "Rob":  # coach B plays Jay: he may enter it too
        status = 200 if who != "outsider" else 403
    client.force_login(getattr(cast, who))
    assert client.get(reverse("events:result", args=[event.slug, game.pk])).status_code == status


def test_the_event_file_and_the_create_form_take_the_options(client, cast):
    client.force_login(cast.commissioner)
    response = client.post(reverse("events:create"), {
        "name": "Carried Sevens", "ruleset": "sevens", "rounds_planned": 3, "budget": 600000,
        "injuries_carry": "on", "gold_escalation": 50000, "structure": "swiss", "knockout_size": 8, "team_size": 3,
    })
    assert response.status_code == 302
    from events.models import Event

    pack = Event.objects.get(name="Carried Sevens").pack()
    assert pack.injuries_carry
    assert pack.gold_escalation == 50_000
    data = read_event_file(json.dumps(event_file(["A", "B"], injuries_carry=True, gold_escalation=25000)))
    assert data.pack.injuries_carry
    assert data.pack.gold_escalation == 25_000


def test_a_result_sent_back_takes_its_injuries_with_it(client, cast):
    event = make_injuries_event(cast)
    services.round_pair(event=event, actor=event.organisers.first(), seed=1)
    game = jays_game(event, 1)
    s = side(game)
    services.game_submit(game=game, actor=cast.coach_a, home_td=1, away_td=0, home_cas=0,
                         away_cas=0, injuries={f"{s}_seriously_hurt": [6]})
    client.force_login(cast.commissioner)
    assert "#6 Seriously Hurt." in client.get(event.get_absolute_url()).content.decode()
    services.game_confirm(game=game, actor=cast.commissioner, confirm=False, reason="#6 was only Badly Hurt")
    game.refresh_from_db()
    assert (game.status, game.home_injuries, game.away_injuries) == (EventGame.Status.DISPUTED, {}, {})
    assert "#6 Seriously Hurt" not in client.get(event.get_absolute_url()).content.decode()

"""An event game played live, with the cast (the event's organiser, coach A, coach B, outsider, signed out): the card
on the coach's own game, the page and its writes under the event, a player as his shirt number on his side, the
table-side dice from the round's seed, and closing into the event's result for the other coach to confirm."""

from __future__ import annotations

import copy
import json

import pytest
from django.db import IntegrityError, transaction
from django.urls import reverse

from events import services as event_services
from events.models import EventCoach, EventGame
from live import services
from live.models import LiveGame, LiveTap
from live.tournament import table_side_dice
from rules.errors import DomainError
from rules.live import Tap
from rules.tournament import read_event_file
from tests.factories import ROOKIES, event_file

pytestmark = pytest.mark.django_db

JS = {"HTTP_X_LIVE_CLIENT": "1"}
CAST = ["organiser", "coach_a", "coach_b", "outsider", "signed_out"]
WRITERS = ("organiser", "coach_a", "coach_b")


def make_event(cast, *, names=("Jay", "Rob"), injuries=True, **changes):
    """Jay (coach A) and Rob (coach B), each with the Rookies' roster (seven Linemen, #1 to #7), organised by the
    cast's commissioner; round 1 drawn."""
    data = event_file(list(names), [], rounds_planned=3, injuries_carry=injuries, **changes)
    for coach in data["coaches"]:
        roster = copy.deepcopy(ROOKIES)
        roster["name"] = f"{coach['name']}'s Rookies"
        coach["team"] = roster
    event = event_services.event_import(data=read_event_file(json.dumps(data)), organiser=cast.commissioner)
    EventCoach.objects.filter(event=event, name="Jay").update(user=cast.coach_a)
    EventCoach.objects.filter(event=event, name="Rob").update(user=cast.coach_b)
    event_services.round_pair(event=event, actor=cast.commissioner, seed=1)
    return event


@pytest.fixture
def event_game(cast):
    event = make_event(cast)
    return EventGame.objects.select_related("home", "away", "round__event").get(round__event=event)


def side_of(game, user) -> str:
    return "home" if game.home.user_id == user.pk else "away"


def users(cast, who):
    return {
        "organiser": cast.commissioner,
        "coach_a": cast.coach_a,
        "coach_b": cast.coach_b,
        "outsider": cast.outsider,
        "signed_out": None,
    }[who]


def as_(client, user):
    if user is not None:
        client.force_login(user)
    return client


def url(game, name="page"):
    return reverse(f"live_event:{name}", args=[game.round.event.slug, game.pk])


def opened(game, user):
    return services.live_open_event_game(event_game=game, actor=user)


def test_a_live_game_is_of_exactly_one_game(event_game, game):
    with transaction.atomic(), pytest.raises(IntegrityError):
        LiveGame.objects.create()
    with transaction.atomic(), pytest.raises(IntegrityError):
        LiveGame.objects.create(fixture=game, event_game=event_game)


def test_players_are_shirt_numbers_on_their_side_and_close_enters_the_result(cast, event_game):
    """Coach A taps for his own #3 and #5; a forged tap for the other side's player, a tap after closing and a
    Stalling tap are refused with nothing stored; closing enters the result as the event's result entry does."""
    game = event_game
    a, b = side_of(game, cast.coach_a), side_of(game, cast.coach_b)
    live = opened(game, cast.coach_a)
    assert opened(game, cast.coach_b) == live  # both may tap Open at once
    services.live_tap(game=live, actor=cast.coach_a, tap=Tap("t1", a, "touchdown", player=3))
    services.live_tap(game=live, actor=cast.coach_a, tap=Tap("t2", a, "casualty", player=5, victim=3))
    services.live_tap(game=live, actor=cast.coach_b, tap=Tap("t3", b, "injury", player=3, outcome="seriously_hurt"))
    services.live_tap(game=live, actor=cast.coach_b, tap=Tap("t4", b, "touchdown", player=3))
    for forged in (Tap("f1", b, "touchdown", player=3), Tap("f2", a, "stalling", player=3)):
        with pytest.raises(services.TapRefused):
            services.live_tap(game=live, actor=cast.coach_a, tap=forged)
    with pytest.raises(services.TapRefused):  # #9 is on nobody's roster
        services.live_tap(game=live, actor=cast.coach_a, tap=Tap("f3", a, "touchdown", player=9))
    assert LiveTap.objects.filter(game=live).count() == 4
    stored = LiveTap.objects.get(tap_id="t2")
    assert (stored.number, stored.victim_number, stored.player_id) == (5, 3, None)
    services.live_close(game=live, actor=cast.coach_a)
    game.refresh_from_db()
    assert game.status == EventGame.Status.SUBMITTED
    assert game.submitted_by == cast.coach_a
    assert (getattr(game, f"{a}_td"), getattr(game, f"{b}_td")) == (1, 1)
    assert (getattr(game, f"{a}_cas"), getattr(game, f"{b}_cas")) == (1, 0)
    assert getattr(game, f"{b}_injuries") == {"3": "seriously_hurt"}
    with pytest.raises(services.TapRefused):
        services.live_tap(game=live, actor=cast.coach_a, tap=Tap("late", a, "touchdown", player=3))
    assert LiveTap.objects.filter(game=live).count() == 4
    event_services.game_confirm(game=game, actor=cast.coach_b, confirm=True)  # then confirmed as today
    game.refresh_from_db()
    assert game.status == EventGame.Status.CONFIRMED


def test_only_a_paired_game_to_play_opens_and_the_coaches_of_another_game_do_not(cast, client):
    from tests.factories import UserFactory

    event = make_event(cast, names=("Jay", "Rob", "Dan"), injuries=False)
    games = list(EventGame.objects.filter(round__event=event).select_related("home", "away", "round__event"))
    bye = next(g for g in games if g.away_id is None)
    with pytest.raises(DomainError):
        opened(bye, cast.commissioner)
    played = next(g for g in games if g.away_id is not None)
    stranger = UserFactory(username="dan")
    EventCoach.objects.filter(event=event, name="Dan").update(user=stranger)
    live = opened(played, cast.commissioner)
    client.force_login(stranger)  # Dan has the Bye: another game's coach taps nothing here
    answer = client.post(url(played, "tap"), {"tap_id": "x", "side": "home", "kind": "turn_ended"}, **JS)
    assert answer.status_code == 403
    assert client.post(url(bye, "tap"), {"tap_id": "y", "side": "home", "kind": "turn_ended"}).status_code == 404
    assert not LiveTap.objects.filter(game=live).exists()


@pytest.mark.parametrize("who", CAST)
def test_the_card_on_the_coachs_own_game(client, cast, event_game, who):
    page = as_(client, users(cast, who)).get(event_game.round.event.get_absolute_url())
    assert page.status_code == 200
    plays = who in ("coach_a", "coach_b")  # the card is on the coach's own game
    assert (b"Open the live game" in page.content) is plays
    assert f'href="{url(event_game)}"'.encode() not in page.content
    opened(event_game, cast.coach_a)
    page = client.get(event_game.round.event.get_absolute_url())
    assert (b'id="live-card"' in page.content) is plays
    # every reader of the event page (an organiser who is not playing, a spectator) follows it from the game's line
    line = page.content.decode().split(f'id="game-{event_game.pk}"', 1)[1].split("</li>", 1)[0]
    assert f'<a class="button small secondary" href="{url(event_game)}">Follow the live game</a>' in line


@pytest.mark.django_db(transaction=True)  # kept values are kept once committed
def test_the_game_lines_link_goes_once_the_game_is_closed_and_is_read_once_per_write(client, cast, event_game):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from events.hooks import game_links

    game = opened(event_game, cast.coach_a)
    games = list(EventGame.objects.filter(round__event=event_game.round.event).select_related("round__event"))
    with CaptureQueriesContext(connection) as queries:
        links = game_links(games=games)
    assert list(links) == [event_game.pk]
    assert len(queries) == 1
    with CaptureQueriesContext(connection) as queries:
        assert game_links(games=games) == links
    assert len(queries) == 0  # kept under the event's data scope until a live game opens or closes
    services.live_close(game=game, actor=cast.coach_a)
    page = client.get(event_game.round.event.get_absolute_url())
    assert f'href="{url(event_game)}"'.encode() not in page.content


@pytest.mark.parametrize("who", CAST)
def test_open_page_and_state(client, cast, event_game, who):
    user = users(cast, who)
    assert as_(client, user).get(url(event_game)).status_code == 404  # not opened yet
    response = client.post(url(event_game, "open"))
    if who == "signed_out":
        assert response.status_code == 302
        assert "/accounts/" in response.url
    elif who == "outsider":
        assert response.status_code == 403
    else:
        assert response.status_code == 302
        assert response.url == url(event_game)
    assert LiveGame.objects.filter(event_game=event_game).exists() is (who in WRITERS)
    if who not in WRITERS:
        opened(event_game, cast.coach_a)
    page = client.get(url(event_game)).content.decode()  # an event's pages are public: everyone follows
    assert "Live game" in page
    assert event_game.home.name in page
    assert "table 1" in page
    assert ('id="pad-' in page) is (who in WRITERS)
    assert ("Close the game and enter the result" in page) is (who in WRITERS)
    live = LiveGame.objects.get(event_game=event_game)
    assert client.get(url(event_game, "state"), {"v": live.version}).status_code == 204
    services.live_tap(
        game=live, actor=cast.coach_a, tap=Tap("t1", side_of(event_game, cast.coach_a), "touchdown", player=2)
    )
    state = client.get(url(event_game, "state"), {"v": live.version})
    assert state.status_code == 200
    assert "Touchdown: #2 Player 2" in state.content.decode()


@pytest.mark.parametrize("who", CAST)
def test_tap_roll_and_close(client, cast, event_game, who):
    user = users(cast, who)
    live = opened(event_game, cast.coach_a)
    side = side_of(event_game, user) if who in ("coach_a", "coach_b") else "home"
    as_(client, user)
    tap = client.post(url(event_game, "tap"), {"tap_id": "t1", "side": side, "kind": "touchdown", "player": 4}, **JS)
    roll = client.post(url(event_game, "roll"), {"tap_id": "r1", "side": side, "table": "kick_off"}, **JS)
    close = client.post(url(event_game, "close"))
    event_game.refresh_from_db()
    if who in WRITERS:
        assert tap.json()["ok"]
        assert roll.json()["ok"]
        assert close.status_code == 302
        rolled = LiveTap.objects.get(game=live, tap_id="r1")
        expected = table_side_dice(event_game, 0).roll(6, 2, why="").result
        assert rolled.value == expected
        assert sum(rolled.dice) == expected
        assert rolled.table
        # an organiser's entry counts at once, as the event's own result entry does; a coach's waits for the other
        status = EventGame.Status.CONFIRMED if who == "organiser" else EventGame.Status.SUBMITTED
        assert event_game.status == status
        assert getattr(event_game, f"{side}_td") == 1
    else:
        expected = 302 if who == "signed_out" else 403
        assert {tap.status_code, roll.status_code, close.status_code} == {expected}
        assert not LiveTap.objects.filter(game=live).exists()
        assert event_game.status == EventGame.Status.SCHEDULED


def test_an_injury_rolled_for_an_event_player_and_the_rolls_made_once(cast, event_game):
    game = event_game
    a = side_of(game, cast.coach_a)
    live = opened(game, cast.coach_a)
    first = services.live_roll(game=live, actor=cast.coach_a, tap_id="i1", side=a, player=6)
    again = services.live_roll(game=live, actor=cast.coach_a, tap_id="i1", side=a, player=6)
    assert again.repeated
    assert LiveTap.objects.filter(game=live).count() == 1
    rolled = LiveTap.objects.get(seq=first.seq, game=live)
    assert (rolled.kind, rolled.number, rolled.side) == ("injury", 6, a)
    assert rolled.value == table_side_dice(game, 0).roll(6, 2, why="").result
    with pytest.raises(services.TapRefused):  # the other side's coach rolls no injury for Jay's player
        services.live_roll(game=live, actor=cast.coach_b, tap_id="i2", side=a, player=6)


def test_objectives_asked_on_close_go_into_the_result(client, cast):
    event = make_event(cast, injuries=False, secret_objectives=True)
    game = EventGame.objects.select_related("home", "away", "round__event").get(round__event=event)
    opened(game, cast.coach_a)
    client.force_login(cast.coach_a)
    page = client.get(url(game)).content.decode()
    assert 'name="home_objectives"' in page
    response = client.post(url(game, "close"), {"home_objectives": "2", "away_objectives": "1"})
    assert response.status_code == 302
    game.refresh_from_db()
    assert (game.home_objectives, game.away_objectives, game.status) == (2, 1, EventGame.Status.SUBMITTED)

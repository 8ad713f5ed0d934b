"""The live pages with the cast (commissioner, coach A, coach B, outsider, signed out): the card, the page, the
polled state partial and its 204, taps as plain forms and from the page's script, close, and the query bounds."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils.html import escape

from live import services
from live.models import LiveGame, LiveTap
from rules.live import Tap

from .conftest import player

pytestmark = pytest.mark.django_db

JS = {"HTTP_X_LIVE_CLIENT": "1"}


def url(fixture, name="page"):
    return reverse(f"live:{name}", args=[fixture.season.league.slug, fixture.pk])


def users(cast, who):
    return {
        "commissioner": cast.commissioner,
        "coach_a": cast.coach_a,
        "coach_b": cast.coach_b,
        "outsider": cast.outsider,
        "signed_out": None,
    }[who]


def as_(client, user):
    if user is not None:
        client.force_login(user)
    return client


CAST = ["commissioner", "coach_a", "coach_b", "outsider", "signed_out"]


@pytest.mark.parametrize("who", CAST)
def test_the_fixture_page_card(client, cast, game, who):
    page = as_(client, users(cast, who)).get(game.get_absolute_url())
    assert page.status_code == 200
    writes = who in ("commissioner", "coach_a", "coach_b")
    assert (b"Open the live game" in page.content) is writes
    services.live_open(fixture=game, actor=game.home.coach)
    page = client.get(game.get_absolute_url())
    assert b"Follow the live game" in page.content  # a public league: everyone follows


@pytest.mark.parametrize("who", CAST)
def test_open(client, cast, game, who):
    response = as_(client, users(cast, who)).post(url(game, "open"))
    if who == "signed_out":
        assert response.status_code == 302
        assert "/login" in response.url
    elif who == "outsider":
        assert response.status_code == 403
    else:
        assert response.status_code == 302
        assert response.url == url(game)
    assert LiveGame.objects.exists() is (who not in ("outsider", "signed_out"))


def test_open_refuses_get(client, cast, game):
    assert as_(client, cast.coach_a).get(url(game, "open")).status_code == 405


@pytest.mark.parametrize("who", CAST)
def test_the_page_and_its_pad(client, cast, live, game, who):
    response = as_(client, users(cast, who)).get(url(game))
    assert response.status_code == 200
    content = response.content.decode()
    assert 'hx-trigger="every 1s' in content
    pads = content.count('class="card live-pad"')
    assert pads == {"commissioner": 2, "coach_a": 1, "coach_b": 1}.get(who, 0)
    assert ("Close the game" in content) is (who in ("commissioner", "coach_a", "coach_b"))


def test_a_private_league_hides_its_live_game(client, cast, live, game):
    cast.league.public = False
    cast.league.save(update_fields=["public"])
    assert client.get(url(game)).status_code == 302
    assert as_(client, cast.outsider).get(url(game, "state")).status_code == 403
    assert as_(client, cast.coach_a).get(url(game)).status_code == 200


def test_no_live_game_is_404(client, cast, game):
    assert as_(client, cast.coach_a).get(url(game)).status_code == 404


@pytest.mark.parametrize("who", CAST)
def test_tap(client, cast, live, game, who):
    user = users(cast, who)
    side = "home" if user is not None and user == game.home.coach else "away"
    data = {"tap_id": "t1", "side": side, "kind": "touchdown", "player": player(game, side).pk}
    response = as_(client, user).post(url(game, "tap"), data)
    if who == "signed_out":
        assert response.status_code == 302
        assert "/login" in response.url
    elif who == "outsider":
        assert response.status_code == 403
    else:
        assert response.status_code == 302
        assert response.url == url(game)
    assert LiveTap.objects.count() == (0 if who in ("outsider", "signed_out") else 1)


def test_a_forged_tap_answers_its_refusal_and_stores_nothing(client, game, live):
    client.force_login(game.away.coach)
    theirs = player(game, "home").pk
    response = client.post(
        url(game, "tap"), {"tap_id": "f", "side": "home", "kind": "touchdown", "player": theirs}, **JS
    )
    assert response.status_code == 409
    assert response.json()["code"] == "not_your_side"
    response = client.post(url(game, "tap"), {"tap_id": "g", "side": "away", "kind": "touchdown", "player": theirs})
    assert response.status_code == 302
    page = client.get(response.url)
    assert "That player is not on your team for this game." in page.content.decode()
    assert not LiveTap.objects.exists()


def test_the_script_retries_a_tap_once(client, game, live):
    client.force_login(game.home.coach)
    data = {"tap_id": "same", "side": "home", "kind": "touchdown", "player": player(game, "home").pk}
    first = client.post(url(game, "tap"), data, **JS).json()
    again = client.post(url(game, "tap"), data, **JS).json()
    state = first.pop("state")
    assert first == {"ok": True, "seq": 1, "repeated": False, "version": "1"}
    assert state.startswith('<section class="card live-state" id="live-state" data-version="1"')
    assert "Touchdown: " in state
    assert again == {"ok": True, "seq": 1, "repeated": True}  # nothing new to show
    assert LiveTap.objects.count() == 1


def test_undo_from_the_pad(client, game, live):
    client.force_login(game.home.coach)
    client.post(
        url(game, "tap"), {"tap_id": "a", "side": "home", "kind": "touchdown", "player": player(game, "home").pk}
    )
    client.post(url(game, "tap"), {"tap_id": "u", "side": "home", "kind": "undo", "undoes": "a"})
    page = client.get(url(game)).content.decode()
    assert "<del>Touchdown" in page
    assert "data-score>0–0<" in page


def test_the_poll_answers_204_while_nothing_changed(client, cast, game, live):
    client.force_login(cast.outsider)  # a spectator of a public league
    state = client.get(url(game, "state"), {"v": "0"})
    assert state.status_code == 204
    assert state["HX-Reswap"] == "none"
    services.live_tap(game=live, actor=game.home.coach, tap=Tap(id="1", side="home", kind="turn_ended"))
    state = client.get(url(game, "state"), {"v": "0"})
    assert state.status_code == 200
    assert 'hx-get="{}?v=1&amp;l=en"'.format(url(game, "state")) in state.content.decode()
    assert client.get(url(game, "state"), {"v": "1"}).status_code == 204


def test_the_poll_is_bounded_in_queries(client, cast, game, live):
    client.force_login(cast.coach_a)
    client.get(url(game, "state"), {"v": "x"})  # warm the session and kept answers

    def count(v="x"):
        with CaptureQueriesContext(connection) as queries:
            client.get(url(game, "state"), {"v": v})
        return len(queries)

    unchanged = count(v="0")
    services.live_tap(game=live, actor=cast.commissioner, tap=Tap(id="first", side="home", kind="turn_ended"))
    few = count()  # rendered afresh: the tap left what was kept stale
    assert count() == few - 2  # then kept: the players and the taps are not read again
    scorers = [player(game, "home", i) for i in range(3)] + [player(game, "away", i) for i in range(3)]
    for n, p in enumerate(scorers * 3):
        side = "home" if p.team_id == game.home_id else "away"
        services.live_tap(
            game=live, actor=cast.commissioner, tap=Tap(id=f"n{n}", side=side, kind="completion", player=p.pk)
        )
    live.refresh_from_db()
    assert count() == few
    assert count(v=live.version) == unchanged
    assert unchanged <= 6


@pytest.mark.parametrize("who", CAST)
def test_close(client, cast, game, live, who):
    response = as_(client, users(cast, who)).post(url(game, "close"))
    closed = LiveGame.objects.get(pk=live.pk).status == "closed"
    if who in ("outsider", "signed_out"):
        assert response.status_code in (302, 403)
        assert not closed
    else:
        assert response.status_code == 302
        assert response.url == game.get_absolute_url()
        assert closed


def test_csrf_is_checked(csrf_client, game, live):
    csrf_client.force_login(game.home.coach)
    response = csrf_client.post(url(game, "tap"), {"tap_id": "c", "side": "home", "kind": "turn_ended"})
    assert response.status_code == 403
    assert not LiveTap.objects.exists()


def test_an_unchanged_poll_of_a_public_leagues_game_reads_nothing_of_the_game(client, cast, game, live):
    """A phone polls every second: once a poll has read the game, an unchanged poll of a public league's game is
    answered from the cache (nothing read of the league, the fixture or the game: at most the session, which
    production keeps in Redis), and a tap makes the next poll read it again."""
    client.force_login(cast.outsider)
    assert client.get(url(game, "state"), {"v": "x"}).status_code == 200  # reads the game and keeps its version
    with CaptureQueriesContext(connection) as queries:
        assert client.get(url(game, "state"), {"v": "0"}).status_code == 204
    assert [q["sql"] for q in queries.captured_queries if "django_session" not in q["sql"]] == []
    services.live_tap(game=live, actor=game.home.coach, tap=Tap(id="1", side="home", kind="turn_ended"))
    assert client.get(url(game, "state"), {"v": "0"}).status_code == 200


def test_the_kick_offs_time_out_and_dungeon_sevens_game_length_are_tapped_from_the_pad(client, game, live):
    """Seed 000's kick-off Time-out (both markers forward before turn 4, back from it) and seed 001's game length
    (two D6 at the 40-minute mark, the turns left) are buttons of the pad where the ruleset has them."""
    from league.models import League

    coach = game.home.coach
    client.force_login(coach)
    page = client.get(url(game)).content.decode()
    assert 'value="time_out"' in page
    assert 'value="game_length"' not in page  # Sevens counts six turns a half
    client.post(url(game, "tap"), {"tap_id": "to1", "side": "home", "kind": "time_out"}, **JS)
    assert LiveTap.objects.filter(game=live, kind="time_out").count() == 1
    assert 'data-marker="home">Turn 2/6' in client.get(url(game)).content.decode()  # forward one space
    League.objects.filter(pk=game.season.league_id).update(ruleset="dungeon-sevens")
    LiveTap.objects.filter(game=live).delete()
    page = client.get(url(game)).content.decode()
    assert 'value="game_length"' in page
    assert 'value="time_out"' not in page  # no kick-off table in the dungeon
    answer = client.post(
        url(game, "tap"), {"tap_id": "gl1", "side": "home", "kind": "game_length", "dice": ["3", "5"]}, **JS
    )
    assert answer.status_code == 200
    assert LiveTap.objects.get(game=live, kind="game_length").dice == [3, 5]
    assert 'value="game_length"' not in client.get(url(game)).content.decode()  # rolled once


@pytest.mark.parametrize("who", CAST)
def test_roll(client, cast, live, game, who):
    """A roll at the table side from the pad: the coaches (each for his own side) and a commissioner; both phones
    and a spectator then see it in the taps."""
    user = users(cast, who)
    side = "home" if user is not None and user == game.home.coach else "away"
    response = as_(client, user).post(url(game, "roll"), {"tap_id": "r1", "side": side, "table": "kick_off"}, **JS)
    if who == "signed_out":
        assert response.status_code == 302
    elif who == "outsider":
        assert response.status_code == 403
    else:
        assert response.json()["ok"] is True
    rolled = LiveTap.objects.filter(kind="roll").first()
    assert (rolled is not None) == (who not in ("outsider", "signed_out"))
    if rolled is not None:
        page = client.get(url(game)).content.decode()
        from rules.tables import table as table_of

        assert f"{table_of(rolled.table).title}: {rolled.value}" in page


def test_an_injury_roll_from_the_pad_names_the_player(client, game, live):
    from rules.tables import SEVENS_INJURY

    client.force_login(game.away.coach)
    hurt = player(game, "away")
    page = client.get(url(game)).content.decode()
    assert "Roll his injury (2D6)" in page
    response = client.post(url(game, "roll"), {"tap_id": "i1", "side": "away", "player": hurt.pk})
    assert response.status_code == 302
    rolled = LiveTap.objects.get(kind="injury")
    page = client.get(url(game)).content.decode()
    faces = "+".join(map(str, rolled.dice))
    entry = SEVENS_INJURY.lookup(rolled.value).name
    assert escape(f"Injury for {hurt}: {rolled.value} ({faces}), {entry}") in page  # "KO'd" is escaped on the page
    response = client.post(url(game, "roll"), {"tap_id": "i2", "side": "away", "table": "nonsense"}, **JS)
    assert response.status_code == 409
    assert response.json()["code"] == "no_such_table"


def test_the_unchanged_poll_middleware_knows_both_state_addresses():
    """``middleware.POLLS`` spells the two state URLs: a renamed route must be renamed there too."""
    from live.middleware import POLLS

    league_url = reverse("live:state", args=["a-league", 12])
    event_url = reverse("live_event:state", args=["an-event", 34])
    assert POLLS[0][0].match(league_url)["pk"] == "12"
    assert POLLS[1][0].match(event_url)["slug"] == "an-event"


def test_an_unchanged_poll_is_answered_before_the_session_is_read(client, cast, game, live):
    """A public league's unchanged poll never reaches the view: no query, and the session is not even loaded."""
    client.force_login(game.home.coach)
    first = client.get(url(game, "state"), {"v": "x"})
    assert first.status_code == 200
    version = LiveGame.objects.get(pk=live.pk).version
    client.get(url(game, "state"), {"v": version})  # keeps the version for the polls
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url(game, "state"), {"v": version})
    assert response.status_code == 204
    assert "Vary" not in response  # answered before the session and language middleware
    assert len(queries) == 0


def test_the_ball_carrier_shows_on_both_phones_and_a_touchdown_clears_it(client, game, live):
    carrier = player(game, "home")
    client.force_login(game.home.coach)
    page = client.get(url(game)).content.decode()
    assert 'value="ball"' in page
    assert 'value="ball_loose"' in page
    assert "data-ball" not in page  # nobody tapped as having it yet
    client.post(url(game, "tap"), {"tap_id": "b", "side": "home", "kind": "ball", "player": carrier.pk}, **JS)
    client.force_login(game.away.coach)
    state = client.get(url(game, "state"), {"v": "0"}).content.decode()
    assert f"Ball: {escape(str(carrier))} ({escape(game.home.name)})" in state
    assert "Has the ball: " in state  # the taps list
    client.force_login(game.home.coach)
    client.post(url(game, "tap"), {"tap_id": "t", "side": "home", "kind": "touchdown", "player": carrier.pk}, **JS)
    state = client.get(url(game, "state"), {"v": "0"}).content.decode()
    assert "data-ball" not in state
    assert "data-score>1–0<" in state


def test_the_ball_is_tapped_for_ones_own_player(client, game, live):
    client.force_login(game.away.coach)
    theirs = player(game, "home").pk
    response = client.post(url(game, "tap"), {"tap_id": "b", "side": "away", "kind": "ball", "player": theirs}, **JS)
    assert (response.status_code, response.json()["code"]) == (409, "not_your_player")
    assert not LiveTap.objects.exists()


@pytest.mark.django_db(transaction=True)  # the tap's own transaction commits, as in production
def test_a_taps_state_answers_the_other_phones_poll_before_the_view_and_goes_stale_with_the_next_tap(
    client, cast, game, live
):
    """The tap's answer carries the game's new state for the tapping phone, and keeps it, under the token the tap's
    own write set, for the other phone's poll in the same language: answered before the session is read, with no
    query. The next write makes it stale: a poll then reads the game again and shows both taps."""
    from django.test import Client

    carrier = player(game, "home")
    client.force_login(game.home.coach)
    other = Client()
    other.force_login(game.away.coach)  # (a log-in is a write: before the tap)
    answer = client.post(
        url(game, "tap"), {"tap_id": "b", "side": "home", "kind": "ball", "player": carrier.pk}, **JS
    ).json()
    assert answer["version"] == "1"
    assert "Has the ball: " in answer["state"]
    with CaptureQueriesContext(connection) as queries:
        polled = other.get(url(game, "state"), {"v": "0", "l": "en"})
    assert (polled.status_code, len(queries)) == (200, 0)
    assert polled.content.decode() == answer["state"]
    assert "Vary" not in polled  # before the session and language middleware

    services.live_tap(game=live, actor=game.away.coach, tap=Tap(id="t", side="away", kind="turn_ended"))
    polled = other.get(url(game, "state"), {"v": "1", "l": "en"}).content.decode()
    assert 'data-version="2"' in polled
    assert "Has the ball: " in polled
    assert "Turn ended" in polled


@pytest.mark.django_db(transaction=True)
def test_each_phone_polls_in_its_pages_language(client, cast, game, live):
    """A French phone's poll of a state an English tap kept is rendered in French (and kept for the next French
    poll), not served the English one."""
    client.force_login(game.home.coach)
    data = {"tap_id": "t", "side": "home", "kind": "touchdown", "player": player(game, "home").pk}
    assert "Touchdown: " in client.post(url(game, "tap"), data, **JS).json()["state"]
    french = client.get(url(game, "state"), {"v": "0", "l": "fr"}).content.decode()
    assert "Touchdown\xa0: #1 " in french  # French sets a narrow space before its colon
    assert "&amp;l=fr" in french
    with CaptureQueriesContext(connection) as queries:
        again = client.get(url(game, "state"), {"v": "0", "l": "fr"}).content.decode()
    assert (again, len(queries)) == (french, 0)


@pytest.mark.django_db(transaction=True)  # kept values are kept once committed
def test_a_taps_game_and_players_are_read_once_per_write_to_their_league(client, game, live):
    """A phone taps every few seconds: the game with its fixture and teams, and the players, are kept under the
    league's data scope. A tap then reads only the user, the game's lock and its taps, and writes the tap; a write
    to the league (here a team renamed) makes the next tap read them again; another league's slug finds nothing."""
    from live.selectors import league_live_game
    from teams.models import Team

    slug = game.season.league.slug
    client.force_login(game.home.coach)
    home = player(game, "home").pk

    def tap(tap_id):
        with CaptureQueriesContext(connection) as queries:
            answer = client.post(
                url(game, "tap"), {"tap_id": tap_id, "side": "home", "kind": "completion", "player": home}, **JS
            )
        assert answer.status_code == 200
        return [q["sql"] for q in queries.captured_queries]

    tap("warm")
    tap("mapped")  # the league's slug is known by its id from here
    kept = tap("kept")
    assert not any('FROM "teams_player"' in sql for sql in kept), kept
    assert not any('"league_fixture"' in sql for sql in kept), kept
    reads = [sql for sql in kept if sql.startswith("SELECT") and "django_session" not in sql]  # sessions: Redis
    assert len(reads) == 4  # the user, the game's lock, its taps, and its number again before its state is kept
    Team.objects.filter(pk=game.home_id).update(name="Renamed Rookies")
    assert any('FROM "teams_player"' in sql for sql in tap("after"))
    assert league_live_game(slug, game.pk).fixture.home.name == "Renamed Rookies"
    assert league_live_game("another-league", game.pk) is None


@pytest.mark.django_db(transaction=True)
def test_a_taps_state_is_kept_only_while_it_is_the_newest_and_never_served_over_a_newer_one(client, game, live):
    """Two phones' taps committed close together: a state rendered for a tap that is no longer the game's newest is
    not kept (the other tap's is, or the next poll reads the game); and a kept state is never served to a phone
    that already shows a later version."""
    from live.middleware import newer
    from live.selectors import keep_newest, seen

    client.force_login(game.home.coach)
    answer = client.post(url(game, "tap"), {"tap_id": "a", "side": "home", "kind": "turn_ended"}, **JS).json()
    older = LiveGame.objects.get(pk=live.pk)  # version 1, as the first tap's view rendered it
    services.live_tap(game=live, actor=game.away.coach, tap=Tap(id="b", side="away", kind="turn_ended"))
    keep_newest(older, language="en", state=answer["state"])  # too late: the game is at version 2
    assert seen(game.season.league.slug, game.pk, f"live:{game.pk}") is None
    polled = client.get(url(game, "state"), {"v": "1", "l": "en"}).content.decode()
    assert 'data-version="2"' in polled
    assert newer("2", "1")
    assert newer("2c", "2")
    assert not newer("1", "2")
    assert not newer("x", "1")
    assert client.get(url(game, "state"), {"v": "3", "l": "en"}).status_code == 200  # the view, not a step back

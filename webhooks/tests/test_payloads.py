"""The bodies: Discord's Execute Webhook shape within its embed limits, and the generic JSON body signed as
Standard Webhooks sign it (verified with the same library, as a receiver would)."""

import json
from datetime import UTC, datetime

import pytest
from standardwebhooks import Webhook as Verifier
from standardwebhooks import WebhookVerificationError

from webhooks.models import Kind
from webhooks.payloads import discord, signed
from webhooks.payloads.news import Announcement

AT = datetime(2026, 5, 1, 18, 30, tzinfo=UTC)
LONG = "Ünderworld " * 60  # 660 characters


def side(name):
    return {"name": name, "race": "Skaven", "coach": "coach_a"}


def fixture(home="Reikland Rookies", away="Altdorf Alley Cats"):
    return {"season": 1, "round": 2, "home": side(home), "away": side(away), "home_td": 2, "away_td": 1,
            "home_cas": 1, "away_cas": 0, "conceded_by": None, "url": "http://localhost:8000/leagues/x/fixtures/1/"}


def standings(n):
    return [{"name": f"Coach {i} {LONG}", "rank": i, "played": 3, "won": 2, "drawn": 0, "lost": 1, "points": 6,
             "td_for": 5, "td_against": 3, "cas_for": 2, "cas_against": 1} for i in range(1, n + 1)]


def game(table):
    home = {"coach": f"Coach {table} {LONG}", "team": "T", "race": "Orc"}
    return {"table": table, "home": home, "away": home, "home_td": 1, "away_td": 1, "home_cas": 0, "away_cas": 0}


LEAGUE = {"name": "Lustria Sevens", "slug": "lustria-sevens", "url": "http://localhost:8000/leagues/lustria-sevens/"}
EVENT = {"name": "Sevens Slam", "slug": "sevens-slam", "url": "http://localhost:8000/events/sevens-slam/"}

ANNOUNCEMENTS = [
    Announcement(Kind.RESULT_CONFIRMED, 1, None, {"league": LEAGUE, "fixture": fixture()}),
    Announcement(Kind.RESULT_CONFIRMED, 1, None, {"league": LEAGUE, "fixture": fixture(LONG, LONG)}),
    Announcement(Kind.POST_GAME, 1, None, {
        "league": LEAGUE, "fixture": fixture(),
        "teams": [{"team": f"Team {i} {LONG}", "news": [LONG] * 5} for i in range(30)],
        "deaths": [{"team": "Reikland Rookies", "player": "Hans", "position": "Lineman"}],
    }),
    Announcement(Kind.ROUND_PLAYED, 1, None, {
        "league": LEAGUE, "round": {"season": 1, "number": 3}, "games": [fixture(LONG, LONG)] * 40,
        "standings": standings(10), "url": LEAGUE["url"],
    }),
    Announcement(Kind.SEASON_FINISHED, 1, None, {
        "league": LEAGUE, "season": {"number": 1, "name": "Season 1"}, "champion": "Reikland Rookies",
        "standings": standings(10), "url": LEAGUE["url"],
    }),
    Announcement(Kind.ROUND_DRAWN, None, 1, {"event": EVENT, "round": {"number": 1, "stage": ""},
                                             "games": [game(t) for t in range(1, 40)]}),
    Announcement(Kind.ROUND_COMPLETED, None, 1, {"event": EVENT, "round": {"number": 1, "stage": ""},
                                                 "games": [game(t) for t in range(1, 40)], "standings": standings(10)}),
    Announcement(Kind.EVENT_FINISHED, None, 1, {"event": EVENT, "winner": "Coach 1", "standings": standings(10)}),
    Announcement(Kind.TEST, 1, None, {"league": LEAGUE, "webhook": "results", "message": "A test."}),
]


def assert_discord_shape(body: dict) -> None:
    """Discord's Execute Webhook: content or embeds; each embed within the limits; no mention parsed."""
    assert set(body) <= {"content", "username", "avatar_url", "embeds", "allowed_mentions"}
    assert body["allowed_mentions"] == {"parse": []}
    assert len(body["username"]) <= 80
    assert 1 <= len(body["embeds"]) <= 10
    total = 0
    for embed in body["embeds"]:
        assert 0 < len(embed["title"]) <= 256
        assert len(embed["description"]) <= 4096
        assert len(embed["fields"]) <= 25
        for field in embed["fields"]:
            assert 0 < len(field["name"]) <= 256
            assert 0 < len(field["value"]) <= 1024
        assert len(embed["footer"]["text"]) <= 2048
        assert isinstance(embed["color"], int)
        assert 0 <= embed["color"] <= 0xFFFFFF
        assert datetime.fromisoformat(embed["timestamp"]).tzinfo is not None
        total += discord.embed_length(embed)
    assert total <= 6000


@pytest.mark.parametrize("found", ANNOUNCEMENTS, ids=lambda a: f"{a.kind}")
def test_every_kind_makes_a_discord_body_within_the_limits(found):
    body = json.loads(json.dumps(discord.body(found, at=AT)))
    assert_discord_shape(body)


def test_a_result_reads_as_a_coach_would_say_it():
    embed = discord.body(ANNOUNCEMENTS[0], at=AT)["embeds"][0]
    assert embed["title"] == "Result: Reikland Rookies 2–1 Altdorf Alley Cats"
    assert "Reikland Rookies (Skaven) **2–1** Altdorf Alley Cats (Skaven)" in embed["description"]
    assert embed["url"] == fixture()["url"]
    assert embed["timestamp"] == "2026-05-01T18:30:00+00:00"


def test_an_oversized_post_game_is_cut_to_fit_with_a_mark():
    embed = discord.body(ANNOUNCEMENTS[2], at=AT)["embeds"][0]
    assert embed["fields"][0]["value"].endswith("…")
    assert discord.embed_length(embed) <= 6000


def test_the_json_body_is_signed_and_verifies_with_the_standard_library():
    secret = signed.new_secret()
    assert secret.startswith("whsec_")
    body = json.dumps(signed.body(ANNOUNCEMENTS[0], at=AT))
    now = datetime.now(UTC)
    headers = signed.headers(secret=secret, message_id="msg_1", body=body, at=now)
    assert headers["webhook-id"] == "msg_1"
    assert headers["webhook-timestamp"] == str(int(now.timestamp()))
    assert headers["webhook-signature"].startswith("v1,")
    assert Verifier(secret).verify(body, headers)["type"] == "result.confirmed"
    with pytest.raises(WebhookVerificationError):
        Verifier(secret).verify(body.replace("2", "3"), headers)  # a body changed on the way
    with pytest.raises(WebhookVerificationError):
        Verifier(signed.new_secret()).verify(body, headers)  # another secret


def test_two_secrets_differ():
    assert signed.new_secret() != signed.new_secret()


def test_the_hand_written_check_in_the_docs_accepts_our_signature_and_refuses_a_forgery():
    """docs/webhooks.md's standard-library snippet, run as it is printed there."""
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "webhooks.md").read_text()
    snippet = next(block for block in doc.split("```python")[1:] if "def verify" in block).split("```")[0]
    scope: dict = {}
    exec(snippet, scope)  # noqa: S102 (our own documentation)
    secret = signed.new_secret()
    body = json.dumps(signed.body(ANNOUNCEMENTS[0], at=AT))
    headers = signed.headers(secret=secret, message_id="msg_7", body=body, at=datetime.now(UTC))
    assert scope["verify"](secret, body.encode(), headers)
    assert not scope["verify"](secret, body.encode() + b" ", headers)
    assert not scope["verify"](signed.new_secret(), body.encode(), headers)

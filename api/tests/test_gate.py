"""What every API request passes: tokens (malformed, unknown, revoked: 401), rate limits (429 with Retry-After),
ETags (304 without a query while nothing changed), JSON errors for everything (400, 404, 405, 500), and bad input
that changes nothing."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from api import services
from api.models import ReadToken
from core import datagen

pytestmark = pytest.mark.django_db

WRITES = ("INSERT", "UPDATE", "DELETE")


def bearer(token: str) -> dict:
    return {"HTTP_AUTHORIZATION": f"Bearer {token}"}


def writes(captured) -> list[str]:
    return [q["sql"] for q in captured.captured_queries if q["sql"].lstrip().upper().startswith(WRITES)]


def standings(demo) -> str:
    return f"/api/v1/leagues/{demo.league.slug}/standings"


@pytest.mark.parametrize(
    ("header", "code"),
    [
        ("Bearer not-a-token", "token_malformed"),
        ("Token sl_" + "a" * 43, "token_malformed"),
        ("Bearer", "token_malformed"),
        ("Bearer sl_" + "a" * 42 + "\u00e9", "token_malformed"),
        ("Bearer sl_" + "a" * 43, "token_unknown"),
    ],
)
def test_a_bad_token_is_a_401_in_json_and_changes_nothing(header, code, demo, api_client):
    with CaptureQueriesContext(connection) as captured:
        response = api_client.get(standings(demo), HTTP_AUTHORIZATION=header)
    assert response.status_code == 401
    assert response.json() == {"message": response.json()["message"], "code": code}
    assert response["WWW-Authenticate"].startswith("Bearer")
    assert writes(captured) == []


def test_a_revoked_token_is_refused_at_once(demo, api_client):
    assert api_client.get(standings(demo), **bearer(demo.league_token)).status_code == 200
    token = ReadToken.objects.get(league=demo.league)
    services.read_token_revoke(actor=demo.commish, token=token)
    with CaptureQueriesContext(connection) as captured:
        response = api_client.get(standings(demo), **bearer(demo.league_token))
    assert (response.status_code, response.json()["code"]) == (401, "token_revoked")
    assert writes(captured) == []


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/api/v1/leagues/no-such-league", 404),
        ("/api/v1/leagues/no-such-league/standings", 404),
        ("/api/v1/leagues/old-world-sevens/seasons/9/standings", 404),
        ("/api/v1/leagues/old-world-sevens/seasons/0/fixtures", 400),
        ("/api/v1/leagues/old-world-sevens/seasons/99999999999999999999/fixtures", 400),
        ("/api/v1/leagues/old-world-sevens/teams/999999", 404),
        ("/api/v1/leagues/old-world-sevens/teams/99999999999999999999999", 400),
        ("/api/v1/leagues/old-world-sevens/players/999999", 404),
        ("/api/v1/leagues/old-world-sevens/leaders?season=abc", 400),
        ("/api/v1/leagues/old-world-sevens/seasons/1/fixtures?limit=1000000", 400),
        ("/api/v1/leagues/old-world-sevens/seasons/1/fixtures?limit=0", 400),
        ("/api/v1/leagues/old-world-sevens/seasons/1/fixtures?offset=-1", 400),
        ("/api/v1/leagues/old-world-sevens/seasons/1/fixtures?offset=99999999999999999999999", 400),
        ("/api/v1/leagues?limit=1000000", 400),
        ("/api/v1/events/no-such-event", 404),
        ("/api/v1/events/lustria-sevens-open/rounds/9", 404),
        ("/api/v1/no/such/endpoint", 404),
        ("/api/v1/leagues/%00", 404),
    ],
)
def test_bad_input_is_a_json_error_and_changes_nothing(path, status, demo, api_client):
    generation = datagen.current()
    with CaptureQueriesContext(connection) as captured:
        response = api_client.get(path, **bearer(demo.league_token))
    assert response.status_code == status, response.content
    assert response["Content-Type"] == "application/json"
    assert set(response.json()) == {"message", "code"}
    assert writes(captured) == []
    assert not response.has_header("ETag")
    assert datagen.current() == generation


def test_a_page_is_a_slice_with_its_count(demo, api_client):
    path = f"/api/v1/leagues/{demo.league.slug}/seasons/1/fixtures"
    whole = api_client.get(path).json()
    page = api_client.get(f"{path}?limit=2&offset=1").json()
    assert (page["count"], page["limit"], page["offset"]) == (whole["count"], 2, 1)
    assert page["items"] == whole["items"][1:3]


@pytest.mark.parametrize("method", ["post", "put", "patch", "delete"])
def test_the_api_only_reads(method, demo, api_client):
    response = getattr(api_client, method)(standings(demo))
    assert response.status_code == 405
    assert response.json()["code"] == "method_not_allowed"
    assert "GET" in response["Allow"]


def test_a_crash_is_a_json_500(demo, api_client, monkeypatch):
    from api.endpoints import leagues

    def broken(**kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(leagues, "standings_rows", broken)
    response = api_client.get(standings(demo))
    assert response.status_code == 500
    assert response.json() == {"message": "Something went wrong on our side.", "code": "server_error"}


def test_an_etag_sent_back_is_a_304_without_a_query_until_something_changes(demo, api_client):
    first = api_client.get(standings(demo))
    etag = first["ETag"]
    with CaptureQueriesContext(connection) as captured:
        again = api_client.get(standings(demo), HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304
    assert again["ETag"] == etag
    assert captured.captured_queries == []
    assert api_client.get(standings(demo) + "?other=1", HTTP_IF_NONE_MATCH=etag).status_code == 200  # path counts
    demo.league.teams.filter(pk=demo.league.teams.first().pk).update(name="Renamed")  # any write
    changed = api_client.get(standings(demo), HTTP_IF_NONE_MATCH=etag)
    assert changed.status_code == 200
    assert changed["ETag"] != etag


def test_an_etag_is_the_readers_own(demo, api_client):
    """A token holder's ETag is not the anonymous reader's: a 304 is never given for what another reader saw."""
    anonymous = api_client.get(standings(demo))["ETag"]
    held = api_client.get(standings(demo), **bearer(demo.league_token), HTTP_IF_NONE_MATCH=anonymous)
    assert held.status_code == 200
    assert held["Cache-Control"] == "private, no-cache"
    assert api_client.get(standings(demo))["Cache-Control"] == "no-cache"


def test_a_token_is_noted_as_used_at_most_every_so_often(demo, api_client, settings):
    token = ReadToken.objects.get(league=demo.league)
    assert token.last_used_at is None
    api_client.get(standings(demo), **bearer(demo.league_token))
    token.refresh_from_db()
    used = token.last_used_at
    assert used is not None
    with CaptureQueriesContext(connection) as captured:
        api_client.get(standings(demo) + "?again=1", **bearer(demo.league_token))
    assert writes(captured) == []
    token.refresh_from_db()
    assert token.last_used_at == used


def test_too_many_requests_from_one_client_is_a_429_with_retry_after(demo, api_client, settings):
    settings.API_PER_CLIENT = 2
    assert [api_client.get(standings(demo)).status_code for _ in range(3)] == [200, 200, 429]
    refused = api_client.get(standings(demo))
    assert refused["Retry-After"] == "60"
    assert refused.json()["code"] == "rate_limited"
    # a token has its own limit, not the address's
    assert api_client.get(standings(demo), **bearer(demo.league_token)).status_code == 200


def test_too_many_requests_with_one_token_is_a_429(demo, api_client, settings):
    settings.API_PER_TOKEN = 2
    codes = [api_client.get(standings(demo), **bearer(demo.league_token)).status_code for _ in range(3)]
    assert codes == [200, 200, 429]


def test_guessing_tokens_counts_against_the_address(demo, api_client, settings):
    settings.API_PER_CLIENT = 2
    guesses = [api_client.get(standings(demo), **bearer("sl_" + str(n) * 43)).status_code for n in range(3)]
    assert guesses == [401, 401, 429]


def test_an_answer_asked_again_is_kept_and_costs_no_query(demo, api_client):
    first = api_client.get(standings(demo))
    with CaptureQueriesContext(connection) as captured:
        again = api_client.get(standings(demo))
    assert captured.captured_queries == []
    assert (again.status_code, again.content, again["ETag"]) == (200, first.content, first["ETag"])


def test_without_a_shared_generation_there_is_no_etag(demo, api_client, settings):
    settings.API_ETAGS = "0"
    response = api_client.get(standings(demo))
    assert response.status_code == 200
    assert not response.has_header("ETag")

"""Read tokens: issued and revoked through the services by a league's commissioners (an event's organisers) only,
on their pages, tested with the cast (commissioner, coach A, coach B, outsider, signed out)."""

import re

import pytest
from django.urls import reverse

from api import services
from api.models import ReadToken
from api.tokens import token_hash
from rules.errors import DomainError
from tests.factories import make_bare_event

pytestmark = pytest.mark.django_db

REFUSED = ["coach_a", "coach_b", "outsider"]


@pytest.fixture
def event(cast):
    return make_bare_event(cast)  # organised by the cast's commissioner


# --- services ---------------------------------------------------------------------------------------------------


def test_a_commissioner_issues_a_token_kept_only_as_its_hash(cast):
    made, token = services.read_token_issue(actor=cast.commissioner, name="club site", league=cast.league)
    assert token.startswith("sl_")
    assert len(token) == 46
    assert made.key_hash == token_hash(token)
    assert token not in str(ReadToken.objects.filter(pk=made.pk).values().get())
    assert (made.league, made.event, made.created_by) == (cast.league, None, cast.commissioner)


@pytest.mark.parametrize("who", REFUSED)
def test_only_a_commissioner_issues_and_revokes_a_leagues_tokens(who, cast):
    with pytest.raises(DomainError):
        services.read_token_issue(actor=getattr(cast, who), name="x", league=cast.league)
    made, _ = services.read_token_issue(actor=cast.commissioner, name="x", league=cast.league)
    with pytest.raises(DomainError):
        services.read_token_revoke(actor=getattr(cast, who), token=made)
    made.refresh_from_db()
    assert made.revoked_at is None
    assert ReadToken.objects.count() == 1


@pytest.mark.parametrize("who", REFUSED)
def test_only_an_organiser_issues_an_events_tokens(who, cast, event):
    with pytest.raises(DomainError):
        services.read_token_issue(actor=getattr(cast, who), name="x", event=event)
    made, _ = services.read_token_issue(actor=cast.commissioner, name="x", event=event)
    assert made.event == event


@pytest.mark.parametrize("name", ["", "   ", "a" * 61, "line\nbreak", None])
def test_a_token_needs_a_one_line_name(name, cast):
    with pytest.raises(DomainError) as refused:
        services.read_token_issue(actor=cast.commissioner, name=name, league=cast.league)
    assert refused.value.field == "name"
    assert not ReadToken.objects.exists()


def test_two_live_tokens_do_not_share_a_name_and_their_number_is_capped(cast):
    made, _ = services.read_token_issue(actor=cast.commissioner, name="site", league=cast.league)
    with pytest.raises(DomainError):
        services.read_token_issue(actor=cast.commissioner, name="site", league=cast.league)
    services.read_token_revoke(actor=cast.commissioner, token=made)
    services.read_token_issue(actor=cast.commissioner, name="site", league=cast.league)  # the name is free again
    for n in range(services.LIVE_TOKENS_MAX - 1):
        services.read_token_issue(actor=cast.commissioner, name=f"t{n}", league=cast.league)
    with pytest.raises(DomainError):
        services.read_token_issue(actor=cast.commissioner, name="one more", league=cast.league)


def test_revoking_twice_keeps_the_first_time(cast):
    made, _ = services.read_token_issue(actor=cast.commissioner, name="x", league=cast.league)
    first = services.read_token_revoke(actor=cast.commissioner, token=made).revoked_at
    assert services.read_token_revoke(actor=cast.commissioner, token=made).revoked_at == first


# --- pages ------------------------------------------------------------------------------------------------------


def league_page(cast):
    return reverse("api:league_tokens", args=[cast.league.slug])


def test_the_commissioner_issues_a_token_and_sees_it_once(cast, client):
    client.force_login(cast.commissioner)
    assert client.get(league_page(cast)).status_code == 200
    response = client.post(league_page(cast), {"name": "club site"})
    assert response.status_code == 201
    assert response["Cache-Control"] == "no-store"
    token = re.search(r"sl_[A-Za-z0-9_-]{43}", response.content.decode()).group(0)
    assert ReadToken.objects.get().key_hash == token_hash(token)
    again = client.get(league_page(cast)).content.decode()
    assert "club site" in again
    assert token not in again
    assert client.get(f"/api/v1/leagues/{cast.league.slug}", HTTP_AUTHORIZATION=f"Bearer {token}").status_code == 200


def test_a_refused_name_is_shown_beside_the_field(cast, client):
    client.force_login(cast.commissioner)
    response = client.post(league_page(cast), {"name": "a" * 61})
    assert response.status_code == 422
    assert 'id="id_name_errors"' in response.content.decode()
    assert not ReadToken.objects.exists()


def test_the_commissioner_revokes_a_token(cast, client):
    made, token = services.read_token_issue(actor=cast.commissioner, name="club site", league=cast.league)
    client.force_login(cast.commissioner)
    response = client.post(reverse("api:league_token_revoke", args=[cast.league.slug, made.pk]))
    assert response.status_code == 302
    made.refresh_from_db()
    assert made.revoked_at is not None
    assert "Revoked" in client.get(league_page(cast)).content.decode()
    refused = client.get(f"/api/v1/leagues/{cast.league.slug}", HTTP_AUTHORIZATION=f"Bearer {token}")
    assert refused.status_code == 401


@pytest.mark.parametrize("who", REFUSED)
def test_the_league_tokens_pages_refuse_everyone_else(who, cast, client):
    made, _ = services.read_token_issue(actor=cast.commissioner, name="club site", league=cast.league)
    client.force_login(getattr(cast, who))
    assert client.get(league_page(cast)).status_code == 403
    assert client.post(league_page(cast), {"name": "mine"}).status_code == 403
    assert client.post(reverse("api:league_token_revoke", args=[cast.league.slug, made.pk])).status_code == 403
    made.refresh_from_db()
    assert made.revoked_at is None
    assert ReadToken.objects.count() == 1


def test_the_tokens_pages_send_the_signed_out_to_log_in(cast, client, event):
    made, _ = services.read_token_issue(actor=cast.commissioner, name="club site", league=cast.league)
    for url in (
        league_page(cast),
        reverse("api:event_tokens", args=[event.slug]),
        reverse("api:league_token_revoke", args=[cast.league.slug, made.pk]),
    ):
        response = client.post(url, {"name": "x"})
        assert response.status_code == 302
        assert reverse("login") in response["Location"]
    assert ReadToken.objects.filter(revoked_at__isnull=True).count() == 1


def test_a_revoke_needs_a_post_and_a_token_of_this_league(cast, client):
    made, _ = services.read_token_issue(actor=cast.commissioner, name="club site", league=cast.league)
    client.force_login(cast.commissioner)
    assert client.get(reverse("api:league_token_revoke", args=[cast.league.slug, made.pk])).status_code == 405
    assert client.post(reverse("api:league_token_revoke", args=[cast.league.slug, made.pk + 1])).status_code == 404
    assert client.get(reverse("api:league_tokens", args=["no-such-league"])).status_code == 404


def test_the_organiser_issues_and_revokes_an_events_tokens(cast, client, event):
    page = reverse("api:event_tokens", args=[event.slug])
    client.force_login(cast.commissioner)
    assert client.post(page, {"name": "screen"}).status_code == 201
    made = ReadToken.objects.get(event=event)
    assert client.post(reverse("api:event_token_revoke", args=[event.slug, made.pk])).status_code == 302
    made.refresh_from_db()
    assert made.revoked_at is not None


@pytest.mark.parametrize("who", REFUSED)
def test_the_event_tokens_pages_refuse_everyone_else(who, cast, client, event):
    made, _ = services.read_token_issue(actor=cast.commissioner, name="screen", event=event)
    client.force_login(getattr(cast, who))
    assert client.get(reverse("api:event_tokens", args=[event.slug])).status_code == 403
    assert client.post(reverse("api:event_token_revoke", args=[event.slug, made.pk])).status_code == 403
    made.refresh_from_db()
    assert made.revoked_at is None


def test_a_league_token_is_not_revoked_through_an_events_page(cast, client, event):
    made, _ = services.read_token_issue(actor=cast.commissioner, name="site", league=cast.league)
    client.force_login(cast.commissioner)
    assert client.post(reverse("api:event_token_revoke", args=[event.slug, made.pk])).status_code == 404


def test_the_tokens_page_checks_csrf(cast, csrf_client):
    csrf_client.force_login(cast.commissioner)
    assert csrf_client.post(league_page(cast), {"name": "x"}).status_code == 403
    assert not ReadToken.objects.exists()


# --- the docs page ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("who", ["commissioner", "outsider", None])
def test_the_docs_page_lists_every_endpoint_under_our_csp(who, cast, client):
    if who:
        client.force_login(getattr(cast, who))
    document = client.get("/api/v1/openapi.json").json()
    response = client.get(reverse("api-v1:docs"))
    assert response.status_code == 200
    page = response.content.decode()
    for path in document["paths"]:
        assert path in page
    assert "cdn" not in page.lower()
    assert "<script src=\"http" not in page
    policy = response["Content-Security-Policy"]
    assert "script-src 'self'" in policy
    assert "http" not in policy

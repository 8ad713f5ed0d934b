"""Login throttling by client address (behind a trusted proxy too), and private caching of signed-in pages."""

import pytest
from django.test import RequestFactory

from core.clientip import client_ip
from tests.factories import UserFactory

PASSWORD = "a-long-sevens-password"


def _request(remote, forwarded=None):
    meta = {"REMOTE_ADDR": remote}
    if forwarded is not None:
        meta["HTTP_X_FORWARDED_FOR"] = forwarded
    return RequestFactory().get("/", **meta)


@pytest.mark.parametrize(
    ("trusted", "remote", "forwarded", "client"),
    [
        ([], "203.0.113.9", "198.51.100.1", "203.0.113.9"),  # no proxy trusted: the header is ignored
        (["172.28.0.0/16"], "203.0.113.9", "198.51.100.1", "203.0.113.9"),  # not from the proxy: ignored
        (["172.28.0.0/16"], "172.28.0.1", "198.51.100.1", "198.51.100.1"),  # from the proxy: its header
        (["172.28.0.0/16"], "172.28.0.1", "6.6.6.6, 198.51.100.1", "198.51.100.1"),  # a forged left part
        (["172.28.0.0/16", "10.0.0.5"], "172.28.0.1", "198.51.100.1, 10.0.0.5", "198.51.100.1"),  # two proxies
        (["172.28.0.0/16"], "172.28.0.1", "not-an-address", "172.28.0.1"),
        (["172.28.0.0/16"], "172.28.0.1", None, "172.28.0.1"),
    ],
)
def test_the_client_address_is_read_through_trusted_proxies_only(settings, trusted, remote, forwarded, client):
    settings.TRUSTED_PROXIES = trusted
    assert client_ip(_request(remote, forwarded)) == client


def _log_in(client, username, password, **meta):
    return client.post("/accounts/login/", {"username": username, "password": password}, **meta)


@pytest.mark.django_db
def test_one_address_cannot_spray_every_username(client, settings):
    settings.AXES_FAILURE_LIMIT = 5
    UserFactory(username="lars", password=PASSWORD)
    for n in range(5):
        _log_in(client, f"coach{n}", "guess", REMOTE_ADDR="203.0.113.9")
    assert _log_in(client, "lars", PASSWORD, REMOTE_ADDR="203.0.113.9").status_code == 429
    assert _log_in(client, "lars", PASSWORD, REMOTE_ADDR="198.51.100.7").status_code == 302


@pytest.mark.django_db
def test_a_strangers_guesses_never_lock_the_coach_out(client, settings):
    settings.AXES_FAILURE_LIMIT = 5
    UserFactory(username="lars", password=PASSWORD)
    for _ in range(8):
        _log_in(client, "lars", "guess", REMOTE_ADDR="203.0.113.9")
    assert _log_in(client, "lars", PASSWORD, REMOTE_ADDR="203.0.113.9").status_code == 429
    assert _log_in(client, "lars", PASSWORD, REMOTE_ADDR="198.51.100.7").status_code == 302


@pytest.mark.django_db
def test_behind_the_proxy_each_client_is_throttled_on_its_own(client, settings):
    """Every request reaches the app from the proxy; a stranger's failures must not lock the coach out."""
    settings.AXES_FAILURE_LIMIT = 5
    settings.TRUSTED_PROXIES = ["172.28.0.0/16"]
    UserFactory(username="lars", password=PASSWORD)
    proxy = {"REMOTE_ADDR": "172.28.0.1"}
    for _ in range(6):
        _log_in(client, "lars", "guess", HTTP_X_FORWARDED_FOR="203.0.113.9", **proxy)
    assert _log_in(client, "lars", PASSWORD, HTTP_X_FORWARDED_FOR="203.0.113.9", **proxy).status_code == 429
    assert _log_in(client, "lars", PASSWORD, HTTP_X_FORWARDED_FOR="198.51.100.7", **proxy).status_code == 302


@pytest.mark.django_db
def test_signed_in_pages_are_private_and_signed_out_ones_are_not(client):
    assert "private" not in client.get("/").get("Cache-Control", "")
    client.force_login(UserFactory())
    response = client.get("/")
    assert "private" in response["Cache-Control"]
    assert "Cookie" in response["Vary"]

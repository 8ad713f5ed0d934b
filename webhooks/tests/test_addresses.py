"""Where a webhook may post: https on the public internet only, checked from the address and from every address
its name resolves to; the two settings that open it to a local receiver are off by default."""

import pytest
from django.conf import settings as django_settings

from webhooks import addresses
from webhooks.addresses import AddressRefused

from .conftest import DISCORD, PUBLIC_IP


def test_the_local_switches_are_off_by_default():
    assert django_settings.WEBHOOKS_ALLOW_PRIVATE is False
    assert django_settings.WEBHOOKS_ALLOW_HTTP is False


def test_a_public_https_address_is_taken_with_the_address_to_connect_to(public_dns):
    target = addresses.check(DISCORD)
    assert (target.scheme, target.host, target.port, target.ip) == ("https", "discord.com", 443, PUBLIC_IP)
    assert target.path.startswith("/api/webhooks/123456789012345678/")
    assert addresses.check("https://hooks.example.org:8443/in?x=1").path == "/in?x=1"


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("http://discord.com/api/webhooks/1/x", "https://"),
        ("ftp://discord.com/x", "https://"),
        ("discord.com/api/webhooks/1/x", "https://"),
        ("", "Enter"),
        (None, "Enter"),
        ("https://", "not a web address"),
        ("https://[::1", "not a web address"),
        ("https://discord.com:99999/x", "not a web address"),
        ("https://user:pw@discord.com/x", "user name"),
        ("https://disc ord.com/x", "spaces"),
        ("https://discord.com/" + "x" * 500, "longer than"),
        ("https://nowhere.invalid/x", "could not be found"),
    ],
)
def test_a_malformed_or_plain_http_address_is_refused_with_the_reason(url, says, public_dns):
    with pytest.raises(AddressRefused, match=says):
        addresses.check(url)


@pytest.mark.parametrize(
    "url",
    [
        "https://127.0.0.1/x",
        "https://localhost/x",
        "https://10.1.2.3/x",
        "https://172.16.0.1/x",
        "https://192.168.1.10/x",
        "https://169.254.169.254/latest/meta-data",  # link-local: a cloud's metadata service
        "https://100.64.0.1/x",  # shared address space
        "https://0.0.0.0/x",
        "https://224.0.0.1/x",  # multicast
        "https://240.0.0.1/x",  # reserved
        "https://[::1]/x",
        "https://[fe80::1]/x",
        "https://[fc00::1]/x",
        "https://[::ffff:127.0.0.1]/x",  # IPv4 loopback written as IPv6
        "https://2130706433/x",  # 127.0.0.1 as one number
        "https://inside.example/x",  # a public-looking name that resolves to loopback
        "https://evil.example/x",  # one public address and one private: refused
    ],
)
def test_an_address_that_leads_inside_is_refused(url, public_dns):
    with pytest.raises(AddressRefused, match="private, local or reserved"):
        addresses.check(url)


def test_the_switches_let_a_local_receiver_through_only_when_set(settings, public_dns):
    with pytest.raises(AddressRefused):
        addresses.check("http://127.0.0.1:8080/x")
    settings.WEBHOOKS_ALLOW_HTTP = True
    with pytest.raises(AddressRefused, match="private"):
        addresses.check("http://127.0.0.1:8080/x")
    settings.WEBHOOKS_ALLOW_PRIVATE = True
    assert addresses.check("http://127.0.0.1:8080/x").ip == "127.0.0.1"

"""Where a webhook may post: an ``https`` address whose host resolves only to public addresses. Checked when a
webhook is saved and again before each delivery (the name may point elsewhere by then); the delivery then connects
to the address that was checked, so a name that changes between the check and the connection cannot reach inside.

``WEBHOOKS_ALLOW_PRIVATE`` (private, loopback and link-local addresses) and ``WEBHOOKS_ALLOW_HTTP`` (plain ``http``)
are for tests and a local receiver only; both are off by default."""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass
from urllib.parse import urlsplit

from django.conf import settings
from django.utils.translation import gettext as _

from .models import URL_MAX


class AddressRefused(Exception):
    """A webhook address that may not be used, with the reason for the person who typed it."""


@dataclass(frozen=True)
class Target:
    """An address checked: its scheme, host (for TLS and the Host header), port, path with query, and the IP
    address to connect to."""

    scheme: str
    host: str
    port: int
    path: str
    ip: str


def _allowed(name: str) -> bool:
    return bool(getattr(settings, name, False))


def is_public(ip: str) -> bool:
    """Whether an address is on the public internet: not private, loopback, link-local, multicast, reserved,
    unspecified or shared (carrier-grade NAT), nor an IPv4 one of those written as IPv6."""
    address = ipaddress.ip_address(ip.split("%", 1)[0])
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_global and not (
        address.is_private or address.is_loopback or address.is_link_local or address.is_multicast
        or address.is_reserved or address.is_unspecified
    )


def split(url: object) -> tuple[str, str, int, str]:
    """The scheme, host, port and path of a webhook address, or ``AddressRefused`` saying what is wrong with it."""
    if not isinstance(url, str) or not url.strip():
        raise AddressRefused(_("Enter the webhook's address."))
    url = url.strip()
    if len(url) > URL_MAX:
        raise AddressRefused(_("The address is longer than %(most)s characters.") % {"most": URL_MAX})
    if any(ord(ch) < 33 or ord(ch) == 127 for ch in url):
        raise AddressRefused(_("The address may not contain spaces or control characters."))
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        raise AddressRefused(_("This is not a web address (e.g. https://discord.com/api/webhooks/…)."))
    scheme = parts.scheme.lower()
    if scheme != "https" and not (scheme == "http" and _allowed("WEBHOOKS_ALLOW_HTTP")):
        raise AddressRefused(_("The address must start with https:// (the messages are sent encrypted)."))
    if not parts.hostname:
        raise AddressRefused(_("This is not a web address (e.g. https://discord.com/api/webhooks/…)."))
    if parts.username is not None or parts.password is not None:
        raise AddressRefused(_("The address may not carry a user name or password."))
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return scheme, parts.hostname.lower(), port or (443 if scheme == "https" else 80), path


def resolve(host: str, port: int) -> list[str]:
    """Every address the host resolves to (an IP literal to itself)."""
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError, OSError):
        raise AddressRefused(_("%(host)s could not be found: check the address.") % {"host": host})
    return list(dict.fromkeys(info[4][0] for info in found))


def check(url: object) -> Target:
    """The target of a webhook address, refused when it is not ``https``, malformed, or when its host resolves to
    any address that is not public (all of them must be: a resolver may answer with another one next time)."""
    scheme, host, port, path = split(url)
    addresses = resolve(host, port)
    if not addresses:
        raise AddressRefused(_("%(host)s could not be found: check the address.") % {"host": host})
    if not _allowed("WEBHOOKS_ALLOW_PRIVATE") and not all(is_public(ip) for ip in addresses):
        raise AddressRefused(
            _("This address leads to a private, local or reserved network: a webhook must be on the public internet.")
        )
    return Target(scheme=scheme, host=host, port=port, path=path, ip=addresses[0])

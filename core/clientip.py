"""The client's address, read through the proxies the deployment trusts.

``REMOTE_ADDR`` is the client unless it is one of ``TRUSTED_PROXIES`` (addresses or networks, from the
environment). Then the client is the right-most address of ``X-Forwarded-For`` that is not itself a trusted
proxy: each trusted proxy appends the address it received the request from, so everything left of the first
untrusted hop may be forged by the client and is ignored. A header from anyone else is ignored too.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable
from functools import lru_cache

from django.conf import settings

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


@lru_cache(maxsize=8)
def _networks(trusted: tuple[str, ...]) -> tuple[Network, ...]:
    return tuple(ipaddress.ip_network(item, strict=False) for item in trusted)


def _address(value: str):
    try:
        return ipaddress.ip_address(value.strip())
    except ValueError:
        return None


def _trusted(address, networks: Iterable[Network]) -> bool:
    return address is not None and any(address in network for network in networks)


def client_ip(request) -> str:
    """The client's address (used by the login throttle): see the module docstring."""
    remote = request.META.get("REMOTE_ADDR", "") or ""
    networks = _networks(tuple(settings.TRUSTED_PROXIES))
    if not networks or not _trusted(_address(remote), networks):
        return remote
    hops = [hop for hop in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if hop.strip()]
    for hop in reversed(hops):
        address = _address(hop)
        if address is None:
            return remote  # a malformed chain: trust nothing beyond the proxy itself
        if not _trusted(address, networks):
            return str(address)
    return remote

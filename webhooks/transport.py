"""Posting one body to a checked target (``addresses.Target``): over ``http.client``, connected to the address that
was checked (the TLS certificate is still verified against the host name), with a time-out, never following a
redirect (a 3xx is a failure: a webhook address that moved must be changed by its owner). Returns the status, or
raises ``SendFailed`` with a short reason that names neither the address nor any secret."""

from __future__ import annotations

import http.client
import socket
import ssl
from dataclasses import dataclass

from django.utils.translation import gettext as _

USER_AGENT = "SevensLeague-Webhooks/1"
READ_MAX = 2048  # bytes of an answer read (and dropped): enough to end the exchange cleanly


class SendFailed(Exception):
    """The body did not get through: ``reason`` for the log, ``retry`` whether trying again later may help."""

    def __init__(self, reason: str, *, retry: bool, status: int | None = None):
        super().__init__(reason)
        self.reason = reason
        self.retry = retry
        self.status = status


@dataclass(frozen=True)
class Answer:
    status: int
    retry_after: str


class _PinnedHTTPS(http.client.HTTPSConnection):
    """An HTTPS connection to ``ip`` for ``host``: SNI and certificate checks use the host name."""

    def __init__(self, host: str, port: int, *, ip: str, timeout: float):
        super().__init__(host, port, timeout=timeout, context=ssl.create_default_context())
        self._ip = ip

    def connect(self) -> None:
        sock = socket.create_connection((self._ip, self.port), self.timeout)
        self.sock = self._context.wrap_socket(sock, server_hostname=self.host)


class _PinnedHTTP(http.client.HTTPConnection):
    """A plain connection to ``ip`` (only where ``WEBHOOKS_ALLOW_HTTP`` let an http address through)."""

    def __init__(self, host: str, port: int, *, ip: str, timeout: float):
        super().__init__(host, port, timeout=timeout)
        self._ip = ip

    def connect(self) -> None:
        self.sock = socket.create_connection((self._ip, self.port), self.timeout)


def post(target, body: bytes, headers: dict[str, str], *, timeout: float) -> Answer:
    """POST ``body`` to ``target``; a 2xx is an ``Answer``, anything else ``SendFailed``."""
    kind = _PinnedHTTPS if target.scheme == "https" else _PinnedHTTP
    connection = kind(target.host, target.port, ip=target.ip, timeout=timeout)
    sent = {"Content-Type": "application/json", "User-Agent": USER_AGENT, **headers}
    try:
        connection.request("POST", target.path, body=body, headers=sent)
        response = connection.getresponse()
        response.read(READ_MAX)
        status, retry_after = response.status, response.getheader("Retry-After", "")
    except TimeoutError:
        raise SendFailed(_("no answer within %(seconds)s seconds") % {"seconds": f"{timeout:g}"}, retry=True)
    except ssl.SSLError as exc:
        raise SendFailed(_("TLS failed: %(reason)s") % {"reason": exc.reason or _("certificate or handshake")},
                         retry=True)
    except (OSError, http.client.HTTPException) as exc:
        raise SendFailed(_("connection failed: %(error)s") % {"error": type(exc).__name__}, retry=True)
    finally:
        connection.close()
    if 200 <= status < 300:
        return Answer(status=status, retry_after=retry_after)
    if 300 <= status < 400:
        raise SendFailed(_("answered with a redirect, which is not followed: use the final address"), retry=False,
                         status=status)
    retry = status in (408, 425, 429) or status >= 500
    raise SendFailed(_("answered HTTP %(status)s") % {"status": status}, retry=retry, status=status)

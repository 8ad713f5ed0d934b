"""The webhooks' fixtures: a local receiver (a threading ``http.server`` on 127.0.0.1 that records each request and
answers with the statuses it is told), the settings that let a test post to it (``WEBHOOKS_ALLOW_PRIVATE`` and
``WEBHOOKS_ALLOW_HTTP``, off everywhere else), a public name resolved without the network, and an event of the
cast's commissioner."""

from __future__ import annotations

import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import SimpleNamespace

import pytest

from tests.factories import make_bare_event
from webhooks import services
from webhooks.models import EVENT_KINDS, LEAGUE_KINDS, Webhook

DISCORD = "https://discord.com/api/webhooks/123456789012345678/SECRETdiscordKEYabcdefghijklmnopqrstuvwxyz0123"
PUBLIC_IP = "162.159.135.232"  # what discord.com resolves to in these tests (no network is asked)


class _Handler(BaseHTTPRequestHandler):
    def do_POST(self):  # noqa: N802 (http.server's name)
        length = int(self.headers.get("Content-Length", 0))
        body = self.rfile.read(length)
        server = self.server
        server.received.append(SimpleNamespace(path=self.path, headers=dict(self.headers), body=body))
        status = server.statuses.pop(0) if server.statuses else 204
        self.send_response(status)
        if 300 <= status < 400:
            self.send_header("Location", "http://127.0.0.1:1/elsewhere")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):  # quiet
        pass


@pytest.fixture
def receiver(settings):
    """A local receiver at ``receiver.url`` (plain http on 127.0.0.1, let through by the two settings): each request
    lands in ``receiver.received``; ``receiver.statuses`` are answered in order, then 204."""
    settings.WEBHOOKS_ALLOW_PRIVATE = True
    settings.WEBHOOKS_ALLOW_HTTP = True
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    server.received, server.statuses = [], []
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    server.url = f"http://127.0.0.1:{server.server_address[1]}/hook"
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def public_dns(monkeypatch):
    """discord.com and example.org resolve to a public address, evil.example to a private one (no network)."""
    real = socket.getaddrinfo
    names = {"discord.com": [PUBLIC_IP], "hooks.example.org": ["93.184.215.14"],
             "evil.example": ["93.184.215.14", "10.0.0.7"], "inside.example": ["127.0.0.1"]}

    def fake(host, port, *args, **kwargs):
        if host in names:
            return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (ip, port)) for ip in names[host]]
        if host.endswith(".invalid"):
            raise socket.gaierror("not found")
        return real(host, port, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", fake)
    return names


@pytest.fixture
def event(cast):
    return make_bare_event(cast)  # organised by the cast's commissioner


def add(cast, url, *, preset=Webhook.Preset.DISCORD, name="results", event=None, kinds=None):
    """A webhook of the cast's league (or ``event``) added by the commissioner, told about every kind it can hear."""
    owner = {"event": event} if event is not None else {"league": cast.league}
    kinds = kinds or [str(k) for k in (EVENT_KINDS if event is not None else LEAGUE_KINDS)]
    return services.webhook_add(actor=cast.commissioner, name=name, preset=preset, url=url, kinds=kinds, **owner)

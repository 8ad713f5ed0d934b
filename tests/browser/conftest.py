import threading
from pathlib import Path

import pytest
from django.core.servers.basehttp import ThreadedWSGIServer
from django.db import connections
from django.test import testcases

from tests.browser.helpers import ARTIFACTS, PolicyWatch, check_policy


class OneRequestAtATimeOnSharedSQLite(ThreadedWSGIServer):
    """The live server, serving one request at a time when the test database is SQLite's in-memory one.

    That database is a single connection which pytest-django hands to every thread of the live server: two
    requests at once (two phones polling while a page loads) then step through it together and can wait on each
    other for good. Each request is served whole under one lock; connections are still accepted side by side, so a
    browser's kept-alive connection blocks nobody. On PostgreSQL every thread has its own connection and requests
    run side by side."""

    lock = threading.Lock()

    def set_app(self, application):
        if not any(c.vendor == "sqlite" and c.is_in_memory_db() for c in connections.all()):
            return super().set_app(application)

        def one_at_a_time(environ, start_response):
            with self.lock:
                answer = application(environ, start_response)
                try:
                    return [b"".join(answer)]
                finally:
                    if hasattr(answer, "close"):
                        answer.close()

        return super().set_app(one_at_a_time)


testcases.LiveServerThread.server_class = OneRequestAtATimeOnSharedSQLite


@pytest.fixture
def policy_watch(page):
    return PolicyWatch(page)


@pytest.fixture
def shot(page):
    """Save a full-page screenshot under test-artifacts/ and return its path."""

    def take(name: str) -> Path:
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        # caret="initial": hiding the caret would inject a style, which the page's Content Security Policy blocks
        page.screenshot(path=str(path), full_page=True, caret="initial")
        return path

    return take


@pytest.fixture(autouse=True)
def no_policy_violations(request, policy_watch):
    """Every browser test fails if the page broke its Content Security Policy (an inline script or style)."""
    yield
    if request.node.get_closest_marker("expect_policy_violations"):
        return
    check_policy(policy_watch)


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "expect_policy_violations: the test provokes breaches on purpose and checks them itself"
    )

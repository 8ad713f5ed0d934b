from pathlib import Path

import pytest

from tests.browser.helpers import ARTIFACTS, PolicyWatch, check_policy


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

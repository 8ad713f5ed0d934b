from pathlib import Path

import pytest

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


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
def no_policy_violations(page):
    """Every browser test fails if the page broke its Content Security Policy (an inline script or style)."""
    violations: list[str] = []
    page.on(
        "console",
        lambda message: violations.append(message.text) if "Content Security Policy" in message.text else None,
    )
    yield
    assert violations == []

"""The gold accent and the focus rings meet WCAG 2.1's 3:1 for non-text contrast against every ground they sit on
(the colours read from static/css/app.css)."""

import re
from pathlib import Path

import pytest

CSS = (Path(__file__).resolve().parents[1] / "static" / "css" / "app.css").read_text()


def colour(name: str) -> str:
    return re.search(rf"--{name}:\s*(#[0-9a-fA-F]{{6}})", CSS)[1]


def luminance(hex_colour: str) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ratio(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_ratio_is_wcags():
    assert ratio("#000000", "#ffffff") == pytest.approx(21)
    assert ratio("#c8932f", "#ffffff") == pytest.approx(2.74, abs=0.01)  # the old accent: too faint


@pytest.mark.parametrize("ground", ["#ffffff", "chalk", "ok-bg", "warn-bg", "danger-bg", "#eef0ea"])
def test_the_accent_stands_out_on_light_grounds(ground):
    ground = ground if ground.startswith("#") else colour(ground)
    assert ratio(colour("accent"), ground) >= 3


@pytest.mark.parametrize("ground", ["pitch", "pitch-dark"])
def test_the_light_accent_stands_out_on_the_header(ground):
    assert ratio(colour("accent-light"), colour(ground)) >= 3
    assert ratio(colour("accent-light"), colour("ink")) >= 4.5  # the Sign up button's text


def test_focus_rings_use_the_accents():
    assert ":focus-visible { outline: 3px solid var(--accent)" in CSS
    assert ".site-header :focus-visible { outline-color: var(--accent-light); }" in CSS

"""Hooks the apps after league register in their ``AppConfig.ready()``, so league never imports them."""

from __future__ import annotations

from collections.abc import Callable

FixturePage = Callable[..., dict]

_fixture_pages: list[FixturePage] = []


def register_fixture_page(fn: FixturePage) -> FixturePage:
    """Register ``fn(*, request, fixture, context) -> dict``: extra context for the fixture page. Registering the
    same function twice keeps one. Usable as a decorator."""
    if fn not in _fixture_pages:
        _fixture_pages.append(fn)
    return fn


def fixture_page_context(*, request, fixture, context: dict) -> dict:
    """Every registered function's extra context, merged in registration order."""
    extra: dict = {}
    for fn in _fixture_pages:
        extra.update(fn(request=request, fixture=fixture, context={**context, **extra}) or {})
    return extra

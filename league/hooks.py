"""Hooks the apps after league register in their ``AppConfig.ready()``, so league never imports them."""

from __future__ import annotations

from collections.abc import Callable

FixturePage = Callable[..., dict]

_fixture_pages: list[FixturePage] = []


def register_fixture_page(fn: FixturePage) -> FixturePage:
    """Register ``fn(*, request, fixture, context) -> dict``: extra context for the fixture page, with the
    templates it adds under ``panels``. Registering the
    same function twice keeps one. Usable as a decorator."""
    if fn not in _fixture_pages:
        _fixture_pages.append(fn)
    return fn


def fixture_page_context(*, request, fixture, context: dict) -> dict:
    """Every registered function's extra context, merged in registration order. A function's ``panels`` (template
    names) are collected rather than replaced: the fixture page includes each, so league's template names no
    template of a later app."""
    extra: dict = {}
    panels: list[str] = []
    for fn in _fixture_pages:
        returned = dict(fn(request=request, fixture=fixture, context={**context, **extra}) or {})
        panels.extend(returned.pop("panels", ()))
        extra.update(returned)
    return {**extra, "panels": panels}

"""League's one extension point for the apps after it (matches, records), so league never imports them.

An app describes what it adds with a ``LeagueExtension`` and registers it once, in its ``AppConfig.ready()``:
``register_extension(LeagueExtension(...))``. Every field is optional:

- ``fixture_page(*, request, fixture, context) -> dict``: extra context for the fixture page, with the templates
  it adds under ``panels`` (matches: the match-day and post-game cards).
- ``league_page(*, request, league, context) -> dict``: the same for the league's home page (records: the season
  awards).
- ``result_prefill(*, fixture) -> dict | None``: home_td, away_td, home_cas, away_cas summed from the submitted
  player reports (None when there are none); the result form is pre-filled from it.
- ``result_check(*, fixture, figures: dict) -> list[str]``: messages naming which team's report disagrees with
  the entered touchdowns (empty: they agree, or there are no reports); ``result_submit`` refuses with them.
- ``fixture_export(*, fixture) -> dict``: extra keys for the fixture's record in the league file (never a seed),
  read back by ``fixture_import(*, fixture, record: dict, actor) -> None``, which recreates them; the league file
  accepts those ``fixture_import_keys`` in a result (any other key it does not know is refused).
- ``league_export(*, league) -> dict``: extra top-level keys for the league file (records: each player's record
  and the season awards). The import ignores them: they are read from the results, never restored.

Registering an equal extension twice keeps one (``ready()`` may run more than once in tests). The functions below
answer league's pages and services from every registered extension, in registration order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

Hook = Callable[..., object]


@dataclass(frozen=True)
class LeagueExtension:
    """What an app after league adds to its pages, its result form and its league file (see the module)."""

    fixture_page: Hook | None = None
    league_page: Hook | None = None
    result_prefill: Hook | None = None
    result_check: Hook | None = None
    fixture_export: Hook | None = None
    fixture_import: Hook | None = None
    fixture_import_keys: tuple[str, ...] = ()
    league_export: Hook | None = None


_extensions: list[LeagueExtension] = []


def register_extension(extension: LeagueExtension) -> LeagueExtension:
    """Add an app's extension (an equal one registered before is kept, not repeated)."""
    if extension not in _extensions:
        _extensions.append(extension)
    return extension


def _hooks(name: str) -> list[Hook]:
    return [fn for extension in _extensions if (fn := getattr(extension, name)) is not None]


def _page_context(name: str, **kwargs) -> dict:
    """Every extension's extra context, merged in order; ``panels`` (template names) are collected rather than
    replaced: the page includes each, so league's template names no template of a later app."""
    context = kwargs.pop("context")
    extra: dict = {}
    panels: list[str] = []
    for fn in _hooks(name):
        returned = dict(fn(**kwargs, context={**context, **extra}) or {})
        panels.extend(returned.pop("panels", ()))
        extra.update(returned)
    return {**extra, "panels": panels}


def fixture_page_context(*, request, fixture, context: dict) -> dict:
    """The fixture page's extra context and ``panels``."""
    return _page_context("fixture_page", request=request, fixture=fixture, context=context)


def league_page_context(*, request, league, context: dict) -> dict:
    """The league home's extra context and ``panels``."""
    return _page_context("league_page", request=request, league=league, context=context)


def result_prefill(*, fixture) -> dict | None:
    """The first prefill that has figures for the fixture (None: no reports, or no extension)."""
    for fn in _hooks("result_prefill"):
        figures = fn(fixture=fixture)
        if figures:
            return dict(figures)
    return None


def result_check(*, fixture, figures: dict) -> list[str]:
    """Every check's messages, in order (empty: nothing disagrees)."""
    messages: list[str] = []
    for fn in _hooks("result_check"):
        messages.extend(fn(fixture=fixture, figures=figures) or ())
    return messages


def fixture_export(*, fixture) -> dict:
    """Every export's extra keys for the fixture's record, merged in order."""
    extra: dict = {}
    for fn in _hooks("fixture_export"):
        extra.update(fn(fixture=fixture) or {})
    return extra


def fixture_import_keys() -> frozenset[str]:
    """The keys of a result that an extension's import reads."""
    return frozenset(key for extension in _extensions for key in extension.fixture_import_keys)


def fixture_import(*, fixture, record: dict, actor) -> None:
    """Every import recreates its part of the fixture's record."""
    for fn in _hooks("fixture_import"):
        fn(fixture=fixture, record=record, actor=actor)


def league_export(*, league) -> dict:
    """Every league export's extra keys, merged in order."""
    extra: dict = {}
    for fn in _hooks("league_export"):
        extra.update(fn(league=league) or {})
    return extra

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


_league_pages: list[FixturePage] = []


def register_league_page(fn: FixturePage) -> FixturePage:
    """Register ``fn(*, request, league, context) -> dict``: extra context for the league's home page, with the
    templates it adds under ``panels`` (records adds the season awards)."""
    if fn not in _league_pages:
        _league_pages.append(fn)
    return fn


def league_page_context(*, request, league, context: dict) -> dict:
    """Every registered function's extra context for the league home, its ``panels`` collected in order."""
    extra: dict = {}
    panels: list[str] = []
    for fn in _league_pages:
        returned = dict(fn(request=request, league=league, context={**context, **extra}) or {})
        panels.extend(returned.pop("panels", ()))
        extra.update(returned)
    return {**extra, "panels": panels}


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


# --- results and the league file (matches registers these in MatchesConfig.ready()) ----------------------------

ResultPrefill = Callable[..., "dict | None"]
ResultCheck = Callable[..., list]
FixtureExport = Callable[..., dict]
FixtureImport = Callable[..., None]
LeagueExport = Callable[..., dict]

_result_prefills: list[ResultPrefill] = []
_result_checks: list[ResultCheck] = []
_fixture_exports: list[FixtureExport] = []
_fixture_imports: list[FixtureImport] = []
_fixture_import_keys: set[str] = set()
_league_exports: list[LeagueExport] = []


def _register(registry: list, fn):
    if fn not in registry:
        registry.append(fn)
    return fn


def register_result_prefill(fn: ResultPrefill) -> ResultPrefill:
    """Register ``fn(*, fixture) -> dict | None``: home_td, away_td, home_cas, away_cas summed from the submitted
    player reports (None when there are none). The result form is pre-filled from it. Usable as a decorator."""
    return _register(_result_prefills, fn)


def register_result_check(fn: ResultCheck) -> ResultCheck:
    """Register ``fn(*, fixture, figures: dict) -> list[str]``: messages naming which team's report disagrees with
    the entered touchdowns (empty: they agree, or there are no reports). ``result_submit`` refuses with them."""
    return _register(_result_checks, fn)


def register_fixture_export(fn: FixtureExport) -> FixtureExport:
    """Register ``fn(*, fixture) -> dict``: extra keys for the fixture's record in the league file (never a seed)."""
    return _register(_fixture_exports, fn)


def register_league_export(fn: LeagueExport) -> LeagueExport:
    """Register ``fn(*, league) -> dict``: extra top-level keys for the league file (records: each player's record
    and the season awards). The import ignores them: they are read from the results, never restored."""
    return _register(_league_exports, fn)


def register_fixture_import(fn: FixtureImport, *, keys: tuple[str, ...] = ()) -> FixtureImport:
    """Register ``fn(*, fixture, record: dict, actor) -> None``: recreate what the export hook wrote under
    ``keys`` (the league file accepts those keys in a result; any other key it does not know is refused)."""
    _fixture_import_keys.update(keys)
    return _register(_fixture_imports, fn)


def result_prefill(*, fixture) -> dict | None:
    """The first registered prefill that has figures for the fixture (None: no reports, or no hook)."""
    for fn in _result_prefills:
        figures = fn(fixture=fixture)
        if figures:
            return dict(figures)
    return None


def result_check(*, fixture, figures: dict) -> list[str]:
    """Every registered check's messages, in registration order (empty: nothing disagrees)."""
    messages: list[str] = []
    for fn in _result_checks:
        messages.extend(fn(fixture=fixture, figures=figures) or ())
    return messages


def fixture_export(*, fixture) -> dict:
    """Every registered export's extra keys for the fixture's record, merged in registration order."""
    extra: dict = {}
    for fn in _fixture_exports:
        extra.update(fn(fixture=fixture) or {})
    return extra


def fixture_import_keys() -> frozenset[str]:
    """The keys of a result that a registered import reads."""
    return frozenset(_fixture_import_keys)


def fixture_import(*, fixture, record: dict, actor) -> None:
    """Every registered import recreates its part of the fixture's record."""
    for fn in _fixture_imports:
        fn(fixture=fixture, record=record, actor=actor)


def league_export(*, league) -> dict:
    """Every registered league export's extra keys, merged in registration order."""
    extra: dict = {}
    for fn in _league_exports:
        extra.update(fn(league=league) or {})
    return extra

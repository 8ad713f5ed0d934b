"""Hooks the apps after teams register in their ``AppConfig.ready()``, so teams never imports them.

- ``register_team_page(fn)``: ``fn(*, team, players) -> dict`` adds to the team page: ``columns`` (headings of
  extra roster columns), ``cells`` (player id to that player's values, in the columns' order) and ``links``
  (``(label, url)`` pairs shown under the roster). records adds each player's games, touchdowns and casualties.

Registering the same function twice has no further effect.
"""

from __future__ import annotations

from collections.abc import Callable

TeamPage = Callable[..., dict]

_team_pages: list[TeamPage] = []


def register_team_page(fn: TeamPage) -> TeamPage:
    """Register ``fn(*, team, players) -> dict`` (``columns``, ``cells``, ``links``). Usable as a decorator."""
    if fn not in _team_pages:
        _team_pages.append(fn)
    return fn


def team_page_extras(*, team, players) -> dict:
    """Every registered function's columns, cells and links, in registration order (empty without one)."""
    columns: list[str] = []
    cells: dict[int, list] = {p.pk: [] for p in players}
    links: list[tuple[str, str]] = []
    for fn in _team_pages:
        extra = fn(team=team, players=players) or {}
        added = list(extra.get("columns", ()))
        columns.extend(added)
        for p in players:
            values = list(extra.get("cells", {}).get(p.pk, ()))
            cells[p.pk].extend(values + [""] * (len(added) - len(values)))
        links.extend(extra.get("links", ()))
    return {"roster_columns": columns, "roster_cells": cells, "team_links": links}

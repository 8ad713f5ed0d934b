"""Events' one extension point for the apps after it (live: the Live game card), so events never imports them.

An app registers a game panel once, in its ``AppConfig.ready()``: ``register_game_panel(panel)``, where
``panel(*, request, game) -> dict | None`` answers for one event game as the page shows it to the user: the panel's
context with its template under ``"template"``, or None when it has nothing to show. The coach's own game card
(``templates/events/_my_game.html``) includes every panel's template with its context through the ``game_panels``
tag (``{% load event_hooks %}{% game_panels game %}``), after the result's buttons.

A game line (``templates/events/_game.html``, every game of a round as anyone sees it) may carry one link per
registered provider: ``register_game_link(provider)``, where ``provider(*, games) -> {game pk: {"url", "label"}}``
answers for a round's games at once (one query, whatever their number). A line's link is part of what the line
shows: the kept lines are keyed by it (``views.fragments``).

Registering the same panel or provider twice keeps one (``ready()`` may run more than once in tests). Panels and
providers answer in registration order.
"""

from __future__ import annotations

from collections.abc import Callable

GamePanel = Callable[..., dict | None]

GameLinks = Callable[..., dict[int, dict]]

_panels: list[GamePanel] = []
_links: list[GameLinks] = []


def register_game_panel(panel: GamePanel) -> GamePanel:
    """Add an app's panel for an event game (one registered before is kept, not repeated)."""
    if panel not in _panels:
        _panels.append(panel)
    return panel


def game_panels(*, request, game) -> list[dict]:
    """Every registered panel's answer for this game and user, in order (those with nothing to show left out);
    each has its ``template``."""
    answers = []
    for panel in _panels:
        answer = panel(request=request, game=game)
        if answer:
            answers.append(dict(answer))
    return answers


def register_game_link(provider: GameLinks) -> GameLinks:
    """Add an app's link on the round's game lines (one registered before is kept, not repeated)."""
    if provider not in _links:
        _links.append(provider)
    return provider


def game_links(*, games: list) -> dict[int, list[dict]]:
    """Each game's links (by its pk), from every registered provider, in order; games with none are left out."""
    links: dict[int, list[dict]] = {}
    for provider in _links:
        for pk, link in provider(games=games).items():
            links.setdefault(pk, []).append(dict(link))
    return links

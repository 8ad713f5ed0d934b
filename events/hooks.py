"""Events' one extension point for the apps after it (live: the Live game card), so events never imports them.

An app registers a game panel once, in its ``AppConfig.ready()``: ``register_game_panel(panel)``, where
``panel(*, request, game) -> dict | None`` answers for one event game as the page shows it to the user: the panel's
context with its template under ``"template"``, or None when it has nothing to show. The coach's own game card
(``templates/events/_my_game.html``) includes every panel's template with its context through the ``game_panels``
tag (``{% load event_hooks %}{% game_panels game %}``), after the result's buttons.

Registering the same panel twice keeps one (``ready()`` may run more than once in tests). Panels answer in
registration order.
"""

from __future__ import annotations

from collections.abc import Callable

GamePanel = Callable[..., dict | None]

_panels: list[GamePanel] = []


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

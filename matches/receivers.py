"""How matches answers league: a confirmed result starts the post-game sequence (connected in
``MatchesConfig.ready()``)."""

from __future__ import annotations

from .services import start_post_game


def start_post_game_on_confirmation(sender, *, fixture, **kwargs) -> None:
    """Called in the transaction that confirms a result; the steps are queued when it commits."""
    start_post_game(fixture)

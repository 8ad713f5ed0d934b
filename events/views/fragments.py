"""The round's games on the event page, rendered once for every viewer: a game shows the same to everyone but its
two coaches (their actions) and the organisers, so its HTML is kept under a digest of what it shows and a round's
first view after a result renders the one game that changed, not the 75 of a NAF event's round."""

from __future__ import annotations

import hashlib

from django.core.cache import cache
from django.template.loader import render_to_string
from django.utils.translation import get_language

from core.pagecache import code_token

GAME_TEMPLATE = "events/_game.html"
KEPT = 24 * 3600


def _shared(game) -> bool:
    """Whether the game's HTML is the same for every viewer: no action of his on it, not his own game, and no
    record of a correction (rendered each time: rare, and it names who made it)."""
    return not (
        game.can_enter or game.can_confirm or game.can_correct or getattr(game, "is_mine", False) or game.corrections
    )


def _digest(game) -> str:
    """A key of everything the game's line shows (``events/_game.html``), of the language it is shown in and of the
    deployed code."""
    sides = [(coach.pk, coach.name, coach.race) if coach is not None else None for coach in (game.home, game.away)]
    shown = (
        game.pk, game.table, game.status, sides, game.home_td, game.away_td, game.places_low, game.places_high,
        game.extra_time_winner_id, game.conceded_by_id, getattr(game, "links", []),
    )
    return "events:game:" + hashlib.sha256(f"{code_token()}|{get_language()}|{shown!r}".encode()).hexdigest()


def game_lines(request, *, event, games: list) -> list[str]:
    """Each game's ``<li>`` in order: the shared ones read from the cache in one round trip (rendered and kept when
    missing), the viewer's own rendered for him."""
    keys = {game.pk: _digest(game) for game in games if _shared(game)}
    kept = cache.get_many(list(keys.values())) if keys else {}
    lines, missing = [], {}
    for game in games:
        key = keys.get(game.pk)
        line = kept.get(key) if key else None
        if line is None:
            line = render_to_string(GAME_TEMPLATE, {"game": game, "event": event}, request=request)
            if key:
                missing[key] = line
        lines.append(line)
    if missing:
        cache.set_many(missing, KEPT)
    return lines

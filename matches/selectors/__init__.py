"""Reads around a game, one module per job:

- ``match``: the fixture's match, read once per request.
- ``pregame``: each side before kick-off (players, Journeymen, CTVs, inducements, Prayers to Nuffle).
- ``report``: a team's player-by-player report.
- ``postgame``: the post-game sequence, the voids of a result, and the sequences stalled without a worker.
- ``advancement``: Player Advancement's candidates, page and the choices waiting for a user.
- ``fixture_page``: the game's cards on league's fixture page.
- ``sheet``: the match sheet's two sides.

Selectors read: they take the user where it matters, never the request, and build no URLs (the views do).
"""

from .advancement import (
    advancement_candidates,
    advancement_choice,
    advancement_form_players,
    advancement_page,
    candidate_picking,
    draft_offer_candidates,
    journeymen_to_keep,
    keep_refusals,
    waiting_advancements,
    waiting_candidate_picks,
)
from .fixture_page import fixture_cards
from .match import match_of
from .postgame import missed_this_game, post_game_for_fixture, stalled_post_games, voids_for_fixture
from .pregame import (
    game_ctvs,
    inducements_waiting_for,
    mercenary_counts,
    prayers_for,
    pregame_for_fixture,
    waiting_post_game,
)
from .report import patch_ups_for, player_reports

__all__ = [
    "advancement_candidates",
    "advancement_choice",
    "advancement_form_players",
    "advancement_page",
    "candidate_picking",
    "draft_offer_candidates",
    "fixture_cards",
    "game_ctvs",
    "inducements_waiting_for",
    "journeymen_to_keep",
    "keep_refusals",
    "match_of",
    "mercenary_counts",
    "missed_this_game",
    "patch_ups_for",
    "player_reports",
    "post_game_for_fixture",
    "prayers_for",
    "pregame_for_fixture",
    "stalled_post_games",
    "voids_for_fixture",
    "waiting_advancements",
    "waiting_candidate_picks",
    "waiting_post_game",
]

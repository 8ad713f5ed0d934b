"""Tournaments (issue 17): the one module the ``events`` app imports from the rules core.

Seed 003 (``003_10674a811dc8f08c.txt``, GW *Blood Bowl Matched Play Guide*) with seeds 001 (Dungeon Sevens) and 004
(Street Bowl) for their rulesets. Each rule lives in its own module and is re-exported here:

* ``rules.eventcore``: the rulespack, a game, the individual standings, the draw of a round, rematches;
* ``rules.eventfile``: the ``sevens-event/1`` file.
"""

from __future__ import annotations

from .eventcore import (
    AWARDS,
    KNOCKOUT_DRAWS,
    MATCHED_PLAY_TIEBREAKERS,
    RULESETS,
    TIEBREAKERS,
    Game,
    Rulespack,
    StandingRow,
    first_round,
    game_points,
    pair_round,
    rematches,
    shuffled,
    standings,
)
from .eventfile import EventCoach, EventFile, EventFileError, EventRound, parse_event, read_event_file

__all__ = [
    "AWARDS",
    "KNOCKOUT_DRAWS",
    "MATCHED_PLAY_TIEBREAKERS",
    "RULESETS",
    "TIEBREAKERS",
    "EventCoach",
    "EventFile",
    "EventFileError",
    "EventRound",
    "Game",
    "Rulespack",
    "StandingRow",
    "first_round",
    "game_points",
    "pair_round",
    "parse_event",
    "read_event_file",
    "rematches",
    "shuffled",
    "standings",
]

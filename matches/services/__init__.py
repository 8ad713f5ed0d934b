"""Writes around a game, one module per use case:

- ``sequence``: the post-game sequence starts when a result is confirmed; a commissioner retries a failed one.
- ``engine`` and ``steps``: the sequence run step by step, each step applied and undone side by side.
- ``advancement``: the coach's Player Advancement choice.
- ``pregame``: Journeymen and inducements.
- ``report``: a team's player-by-player report.
- ``void``: a commissioner voids a confirmed result.
- ``sweep``: a stalled sequence (its message lost with a killed worker) is claimed and queued again.
- ``queue``: the Celery tasks that run the sequence, and ``queue_post_game``, which queues them on commit.
- ``tableside``: rolls on the ruleset's tables at the table.
"""

from .advancement import advancement_choose, advancement_keep_secondary, advancement_pick_candidate
from .common import match_for_fixture
from .engine import run_match, run_sequences, run_step, run_team_sequence, steps_to_run
from .pregame import inducements_buy, pregame_add_journeymen, pregame_roll_fans
from .report import report_players
from .sequence import post_game_retry, start_post_game
from .tableside import table_roll
from .void import match_void, voids_import

__all__ = [
    "advancement_choose",
    "advancement_keep_secondary",
    "advancement_pick_candidate",
    "inducements_buy",
    "match_for_fixture",
    "match_void",
    "post_game_retry",
    "pregame_add_journeymen",
    "pregame_roll_fans",
    "report_players",
    "run_match",
    "run_sequences",
    "run_step",
    "run_team_sequence",
    "start_post_game",
    "steps_to_run",
    "table_roll",
    "voids_import",
]

"""Reads of the events app, one module per use case: ``games`` (an event's games as the rules core's values, its
coaches, standings and rounds), ``pages`` (what the event page adds), ``knockout`` (groups, the knockout and Best
of the Rest), ``awards`` (and the NAF upload), ``rosters`` (the rosters book and each roster's problems) and
``index`` (the events list); the next round's draw is ``events.draws``. Each reads in a fixed number of queries
whatever the event's size."""

from .awards import event_awards, naf_report, named_awards, stunty_entrants
from .games import (
    GAME_FIELDS,
    RANKED_STATES,
    drawn_coaches,
    event_coaches,
    event_games,
    event_round,
    event_rounds,
    event_standings,
    latest_round_shown,
    objectives_shown,
    odd_field,
    pending_registrations,
    registration_of,
    spare_of,
    standing_coaches,
    standings_key,
)
from .index import events_for_index
from .knockout import (
    best_of_the_rest_rows,
    event_groups,
    group_tables_of,
    knockout_chart,
    knockout_final_places,
    knockout_results,
)
from .pages import attach_records, my_game
from .rosters import roster_for_round, roster_problems, rosters_book

__all__ = [
    "GAME_FIELDS", "RANKED_STATES", "attach_records", "best_of_the_rest_rows", "drawn_coaches", "event_awards",
    "event_coaches", "event_games", "event_groups", "event_round", "event_rounds", "event_standings",
    "events_for_index", "group_tables_of", "knockout_chart", "knockout_final_places", "knockout_results", "my_game",
    "latest_round_shown", "naf_report", "named_awards", "objectives_shown", "odd_field", "pending_registrations",
    "registration_of", "roster_for_round", "roster_problems", "rosters_book", "spare_of", "standing_coaches",
    "standings_key", "stunty_entrants",
]

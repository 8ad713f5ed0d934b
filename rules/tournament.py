"""Tournaments (issue 17): the one module the ``events`` app imports from the rules core.

Seed 003 (``003_10674a811dc8f08c.txt``, GW *Blood Bowl Matched Play Guide*) with seeds 001 (Dungeon Sevens) and 004
(Street Bowl) for their rulesets. Each rule lives in its own module and is re-exported here:

* ``rules.eventcore``: the rulespack, a game, the individual standings, the draw of a round, rematches;
* ``rules.eventfile``: the ``sevens-event/1`` file;
* ``rules.teamevents``: Team Events (teams of 3 to 8, the team round, team standings, the team draw, race clash);
* ``rules.knockout``: Group & Knockout Events (groups of four, the bracket with placement games, Best of the Rest);
* ``rules.awards``: places, the Stunty Cup, most touchdowns and casualties;
* ``rules.objectives``: the Secret Objectives table and its three D16 rolls;
* ``rules.matchedplay``: Matched Play rosters (Skill Points by tier, inducements, Star Players), ``tier_of``;
* ``rules.escalation``: Gold Piece Escalation (a roster for each round's budget, each adding to the one before);
* ``rules.nafexport``: the NAF's tournament upload.
"""

from __future__ import annotations

from .awards import STUNTY_TEAMS, award_leaders, places, stunty_cup, stunty_cup_eligible, stunty_cup_problem
from .escalation import escalates, escalation_problems, stage_count, stage_for_round, stage_pack, stages_problems
from .eventcore import (
    AWARDS,
    DEFAULT_AWARDS,
    KNOCKOUT_DRAWS,
    MATCHED_PLAY_TIEBREAKERS,
    RULESETS,
    STANDING_COLUMNS,
    TIEBREAKERS,
    Game,
    Rulespack,
    StandingRow,
    first_round,
    game_points,
    pair_round,
    rematches,
    secret_objectives_choice,
    shuffled,
    standings,
)
from .eventfile import EventCoach, EventFile, EventFileError, EventRound, parse_event, read_event_file
from .knockout import (
    GROUP_ROUNDS,
    KNOCKOUT_SIZES,
    KnockoutGame,
    best_of_the_rest,
    goes_to_extra_time,
    group_event_rounds,
    group_fixtures,
    group_round,
    group_tables,
    groups_of_four,
    knockout_bracket,
    knockout_places,
    knockout_winner,
    next_knockout_round,
    pair_best_of_the_rest,
    qualifiers,
)
from .matchedplay import (
    MatchedPlayRoster,
    StarPick,
    budget_for_round,
    matched_play_team_value,
    roster_cost,
    roster_problems,
    skill_points_spent,
    tier_of,
    unspent_gold,
)
from .nafexport import NAF_RACES, NafCoach, NafEvent, naf_event, naf_export, naf_race
from .objectives import OBJECTIVES_ROLLED, SECRET_OBJECTIVES, SecretObjective, objective, roll_secret_objectives
from .teamevents import (
    TEAM_SIZE,
    TeamPairing,
    TeamRoundResult,
    TeamStandingRow,
    coach_games,
    pair_team_round,
    race_clash,
    star_player_clash,
    team_matches,
    team_problems,
    team_round_result,
    team_standings,
)

__all__ = [
    "goes_to_extra_time",
    "DEFAULT_AWARDS",
    "group_event_rounds",
    "GROUP_ROUNDS",
    "group_round",
    "group_tables",
    "OBJECTIVES_ROLLED",
    "secret_objectives_choice",
    "STANDING_COLUMNS",
    "NAF_RACES",
    "NafCoach",
    "NafEvent",
    "naf_event",
    "naf_export",
    "naf_race",
    "MatchedPlayRoster",
    "StarPick",
    "budget_for_round",
    "escalates",
    "escalation_problems",
    "stage_count",
    "stage_for_round",
    "stage_pack",
    "stages_problems",
    "matched_play_team_value",
    "roster_cost",
    "roster_problems",
    "skill_points_spent",
    "tier_of",
    "unspent_gold",
    "STUNTY_TEAMS",
    "award_leaders",
    "places",
    "stunty_cup",
    "stunty_cup_eligible",
    "stunty_cup_problem",
    "KNOCKOUT_SIZES",
    "KnockoutGame",
    "best_of_the_rest",
    "group_fixtures",
    "groups_of_four",
    "knockout_bracket",
    "knockout_places",
    "knockout_winner",
    "next_knockout_round",
    "pair_best_of_the_rest",
    "qualifiers",
    "SECRET_OBJECTIVES",
    "SecretObjective",
    "objective",
    "roll_secret_objectives",
    "TEAM_SIZE",
    "TeamPairing",
    "TeamRoundResult",
    "TeamStandingRow",
    "coach_games",
    "pair_team_round",
    "race_clash",
    "star_player_clash",
    "team_matches",
    "team_problems",
    "team_round_result",
    "team_standings",
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

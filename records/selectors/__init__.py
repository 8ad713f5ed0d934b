"""Reads of the records: aggregate queries over the reports and post-game steps of confirmed results, each page in
a fixed number of queries whatever the league's size."""

from .league import (
    cemetery,
    champions,
    gone_pro,
    leaders,
    season_awards,
    season_points_by_round,
    season_suggestions,
)
from .players import player_for_page, player_games, player_record, player_records, player_skills, player_values
from .teams import team_by_season, team_history, team_opponents, team_report_figures, team_statistics

__all__ = [
    "cemetery",
    "champions",
    "gone_pro",
    "leaders",
    "player_for_page",
    "player_games",
    "player_record",
    "player_records",
    "player_skills",
    "player_values",
    "season_awards",
    "season_points_by_round",
    "season_suggestions",
    "team_by_season",
    "team_history",
    "team_opponents",
    "team_report_figures",
    "team_statistics",
]

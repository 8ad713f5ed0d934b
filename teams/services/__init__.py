"""Writes to teams, one module per use case, each service atomic and each change in the team's history.

- ``draft``: drafting a team, importing one from a roster file.
- ``roster``: hiring and firing players, buying sideline staff and (2025) team re-rolls.
- ``corrections``: a commissioner's direct changes, with their reason.
- ``history``: the team's history entries.
- ``values``: Team Value and Current Team Value; saving fields other apps changed; spending from the treasury.
- ``players``: player changes other apps ask for (status, skills, Journeymen), each beside its undo.
- ``seasons``: league entries decided, teams carried over into a new season.

Every rule comes from ``rules``; these functions only apply it. A refused change raises
``rules.errors.DomainError`` (with the form field it belongs to) and changes nothing. Import from here:
``from teams.services import team_create``.
"""

from .common import StaleFormError
from .corrections import PLAYER_FIELDS, TEAM_FIELDS, team_correct_player, team_correct_team
from .draft import check_special_rule, team_create, team_import_roster
from .history import history_record, history_record_many
from .players import (
    journeyman_hire,
    journeymen_add,
    journeymen_restore,
    player_gain_skill,
    player_lose_skill,
    player_set_value,
    players_set_status,
)
from .redraft import redraft_rehires, team_redraft, teams_open_redraft
from .roster import team_buy_reroll, team_buy_staff, team_fire_player, team_hire_player
from .seasons import team_decide_entry, teams_carry_over
from .values import recompute_values, team_save, team_spend

__all__ = [
    "PLAYER_FIELDS",
    "TEAM_FIELDS",
    "StaleFormError",
    "check_special_rule",
    "history_record",
    "history_record_many",
    "journeyman_hire",
    "journeymen_add",
    "journeymen_restore",
    "player_gain_skill",
    "player_set_value",
    "player_lose_skill",
    "players_set_status",
    "recompute_values",
    "redraft_rehires",
    "team_buy_reroll",
    "team_buy_staff",
    "team_redraft",
    "teams_open_redraft",
    "team_correct_player",
    "team_correct_team",
    "team_create",
    "team_decide_entry",
    "team_fire_player",
    "team_hire_player",
    "team_import_roster",
    "team_save",
    "team_spend",
    "teams_carry_over",
]

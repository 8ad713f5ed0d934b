"""Writes to leagues, one module per use case: ``leagues`` (leagues, members, divisions, entries), ``seasons``
(seasons and fixtures), ``results`` and ``schedule`` (an agreed kick-off, a forfeit). Every refusal is a
``rules.errors.DomainError``."""

from .leagues import (
    league_add_commissioner,
    league_add_division,
    league_create,
    league_decide_entry,
    league_join,
    league_new_calendar_key,
    league_new_invite,
    league_update,
)
from .results import (
    check_figures,
    fixture_locked,
    result_confirm,
    result_correct,
    result_dispute,
    result_reopen,
    result_submit,
)
from .schedule import fixture_agree, fixture_forfeit
from .seasons import (
    fixture_add,
    fixture_cancel,
    fixture_delete,
    fixture_move,
    season_close,
    season_finish_and_start_next,
    season_generate_fixtures,
    season_reopen,
    season_start,
)

__all__ = [
    "check_figures",
    "fixture_add",
    "fixture_agree",
    "fixture_cancel",
    "fixture_delete",
    "fixture_forfeit",
    "fixture_locked",
    "fixture_move",
    "league_add_commissioner",
    "league_add_division",
    "league_create",
    "league_decide_entry",
    "league_join",
    "league_new_calendar_key",
    "league_new_invite",
    "league_update",
    "result_confirm",
    "result_correct",
    "result_dispute",
    "result_reopen",
    "result_submit",
    "season_close",
    "season_finish_and_start_next",
    "season_generate_fixtures",
    "season_reopen",
    "season_start",
]

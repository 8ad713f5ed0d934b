"""Writes of the events app, one module per use case: ``events`` (an event created, its awards given), ``imports``
(an event read from a ``sevens-event/1`` file), ``registration`` (coaches signing up and the organiser's decisions
on them), ``rounds`` (a round drawn, its pairings changed) and ``results`` (a game's result entered, confirmed,
disputed or corrected). Each write is one transaction and raises ``rules.errors.DomainError``; the rules come from
the rules core."""

from .events import award_give, event_create
from .imports import event_import
from .registration import (
    event_approve,
    event_register,
    registration_drop,
    registration_mark,
    registration_replace,
    registration_resubmit,
    registration_withdraw,
    spare_name,
)
from .results import RESULT_FIELDS, game_confirm, game_correct, game_submit, result_of
from .rounds import SEED_MAX, round_pair, round_swap

__all__ = [
    "RESULT_FIELDS",
    "SEED_MAX",
    "award_give",
    "event_approve",
    "event_create",
    "event_import",
    "event_register",
    "game_confirm",
    "game_correct",
    "game_submit",
    "registration_drop",
    "registration_mark",
    "registration_replace",
    "registration_resubmit",
    "registration_withdraw",
    "round_pair",
    "result_of",
    "round_swap",
    "spare_name",
]

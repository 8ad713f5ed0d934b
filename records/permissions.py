"""Who may read and give records: a league's records are read by whoever may read the league; a player's page by
whoever may read his team; season awards are given by the league's commissioners."""

from __future__ import annotations

from league.permissions import can_view_league, is_commissioner
from teams.permissions import can_view_team

__all__ = ["can_give_awards", "can_view_league", "can_view_team"]


def can_give_awards(user, league) -> bool:
    """A commissioner of the league chooses its season awards."""
    return is_commissioner(user, league)

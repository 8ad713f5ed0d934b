"""Who may act around a game. A team's questions are teams' (``can_edit_team``: its coach, or a commissioner of
its league); a league's are league's (``is_commissioner``, ``plays_in``). This module only combines them."""

from __future__ import annotations

from django.db.models import Q

from league.permissions import commissioned_by, is_commissioner, plays_in
from teams.permissions import can_edit_team


def can_see_match_day(user, fixture) -> bool:
    """The pre-game, the table side and the match sheet: the coaches of the game and the league's commissioners."""
    return user.is_authenticated and (plays_in(user, fixture) or is_commissioner(user, fixture.season.league))


def can_void(user, match) -> bool:
    """Voiding a result, or retrying a failed post-game, is for the league's commissioners."""
    return is_commissioner(user, match.fixture.season.league)


def voidable_by(user) -> Q:
    """The query form of ``can_void``, over matches: those of the leagues the user is a commissioner of."""
    return commissioned_by(user, via="fixture__season__league__")


def may_pick_candidate(user, fixture, team, picker: str) -> bool:
    """Spike! Journal 22, Player Advancement: the advancing team's side picks the coach's candidates, the other
    team's side the opponent's; each side is its coach or a commissioner of the league (who acts for an absent
    coach)."""
    if picker == "opponent":
        team = fixture.opponent_of(team.pk)
    return can_edit_team(user, team)


def can_see_advancement(user, fixture, team, picker: str) -> bool:
    """The Player Advancement page: the advancing team's side (its coach or a commissioner), and while a candidate
    pick waits (``picker``) the opposing side too, who picks the opponent's candidates."""
    return can_edit_team(user, team) or (bool(picker) and may_pick_candidate(user, fixture, team, "opponent"))

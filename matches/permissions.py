"""Who may act around a game. A team's questions are teams' (``can_edit_team``: its coach, or a commissioner of
its league); a league's are league's (``is_commissioner``, ``plays_in``). This module only combines them."""

from __future__ import annotations

from league.permissions import is_commissioner, plays_in


def can_see_match_day(user, fixture) -> bool:
    """The pre-game, the table side and the match sheet: the coaches of the game and the league's commissioners."""
    return user.is_authenticated and (plays_in(user, fixture) or is_commissioner(user, fixture.season.league))


def can_void(user, match) -> bool:
    """Voiding a result, or retrying a failed post-game, is for the league's commissioners."""
    return is_commissioner(user, match.fixture.season.league)

"""Who may do what with a live game. Who coaches a fixture or runs its league is league's question
(``league.permissions``), asked here; this module only combines the answers."""

from __future__ import annotations

from league.models import Fixture
from league.permissions import can_view_league, is_commissioner, plays_in
from rules.liveclock import AWAY, HOME, SIDES


def can_open(user, fixture: Fixture) -> bool:
    """Either coach of the game, or a commissioner of its league."""
    return plays_in(user, fixture) or is_commissioner(user, fixture.season.league)


def sides_for(user, fixture: Fixture) -> tuple[str, ...]:
    """The sides the user taps for: a coach his own team's (both when he coaches both), a commissioner either (he
    keeps the game for an absent coach), anyone else none."""
    if not user.is_authenticated or fixture.away_id is None:
        return ()
    if is_commissioner(user, fixture.season.league):
        return SIDES
    coached = {HOME: fixture.home.coach_id, AWAY: fixture.away.coach_id}
    return tuple(side for side in SIDES if coached[side] == user.pk)


def can_tap(user, fixture: Fixture, side: str) -> bool:
    """A tap for a side comes from that side's coach or a commissioner."""
    return side in sides_for(user, fixture)


def can_close(user, fixture: Fixture) -> bool:
    """Either coach closes the game (a commissioner too, for a coach who has gone home)."""
    return can_open(user, fixture)


def can_follow(user, fixture: Fixture) -> bool:
    """Whoever may read the fixture page follows its live game: anyone for a public league, its members for a
    private one."""
    return can_view_league(user, fixture.season.league)

"""Who may do what with a live game. Who coaches a fixture or runs its league is league's question
(``league.permissions``), who plays an event game or organises its event is events' (``events.permissions``), asked
here; this module only combines the answers. ``sides_in``, ``may_write`` take the live game, either kind."""

from __future__ import annotations

from events.models import EventGame
from events.permissions import is_organiser, plays_in_game
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


def can_open_event_game(user, game: EventGame) -> bool:
    """Either coach of the event game, or an organiser of its event."""
    return plays_in_game(user, game) or is_organiser(user, game.round.event)


def event_sides_for(user, game: EventGame) -> tuple[str, ...]:
    """The sides the user taps for in an event game: a coach his own, an organiser either (he keeps the game for an
    absent coach, as a commissioner does), anyone else none."""
    if not user.is_authenticated or game.away_id is None:
        return ()
    if is_organiser(user, game.round.event):
        return SIDES
    coached = {HOME: game.home.user_id, AWAY: game.away.user_id}
    return tuple(side for side in SIDES if coached[side] == user.pk)


def sides_in(user, live) -> tuple[str, ...]:
    """The sides the user taps for in this live game, a league fixture's or an event game's."""
    return event_sides_for(user, live.event_game) if live.of_event else sides_for(user, live.fixture)


def may_write(user, live) -> bool:
    """Whether the user taps in, rolls for or closes this live game: its coaches, a commissioner, an organiser."""
    return can_open_event_game(user, live.event_game) if live.of_event else can_open(user, live.fixture)

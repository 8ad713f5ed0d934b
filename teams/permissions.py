"""Who may do what to a team. A team has one coach; whoever a later app says oversees it (a league's
commissioners) may also change it.

teams sits before league in the dependency order, so it never asks the league itself. Two small hooks, filled in
by the league app in ``LeagueConfig.ready()``, answer for it:

- ``register_overseer(check)``: ``check(user, team) -> bool`` says whether the user may act for the team beside
  its coach. ``can_edit_team`` is the coach or any overseer; ``can_correct_team`` is an overseer only.
- ``register_league_overseer(check)``: ``check(user, league) -> bool`` says whether the user oversees a league (a
  commissioner), for what is decided before the team exists: only an overseer of the league brings in a developed
  team (gained skills, its own treasury). Until one is registered, nobody oversees a league.
- ``register_league_entry(can_enter, leagues_open_to, league_for_slug=None)``: what the draft and import pages
  need to offer a league: ``can_enter(user, league) -> bool``, ``leagues_open_to(*, user) -> QuerySet`` of the
  leagues the user may enter a team in, and optionally ``league_for_slug(slug) -> league | None`` (by default the
  league is looked up by slug through ``Team.league``). Until it is registered, no league is open to anyone.

- ``register_league_reader(check)``: ``check(user, league) -> bool`` says whether the user may read a league's
  pages (a public league: anyone, signed in or not). ``can_view_team`` asks it for a league's team. Until one is
  registered, a league's team is read by its coach and overseers only.

Registering the same function twice has no further effect (``ready()`` may run more than once in tests).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .models import Team

Overseer = Callable[[Any, Team], bool]

_overseers: list[Overseer] = []


def register_overseer(check: Overseer) -> None:
    """Add ``check(user, team) -> bool``: may the user act for the team beside its coach?"""
    if check not in _overseers:
        _overseers.append(check)


def oversees(user, team: Team) -> bool:
    """Any registered overseer says the user may act for the team."""
    return bool(user.is_authenticated) and any(check(user, team) for check in _overseers)


LeagueOverseer = Callable[[Any, Any], bool]

_league_overseers: list[LeagueOverseer] = []


def register_league_overseer(check: LeagueOverseer) -> None:
    """Add ``check(user, league) -> bool``: does the user oversee the league (a commissioner of it)?"""
    if check not in _league_overseers:
        _league_overseers.append(check)


def oversees_league(user, league) -> bool:
    """Any registered league overseer says the user oversees the league (False for no league)."""
    return (
        league is not None
        and bool(user is not None and user.is_authenticated)
        and any(check(user, league) for check in _league_overseers)
    )


LeagueReader = Callable[[Any, Any], bool]

_league_readers: list[LeagueReader] = []


def register_league_reader(check: LeagueReader) -> None:
    """Add ``check(user, league) -> bool``: may the user read the league's pages (its teams' pages with them)?"""
    if check not in _league_readers:
        _league_readers.append(check)


def can_view_team(user, team: Team) -> bool:
    """A league's team is read by whoever may read its league (anyone, when the league is public), and always by
    its coach and overseers. A friendly team (no league) is read by signed-in users only: nobody chose to publish
    it, and nothing links to it from a public page."""
    if team.league_id is None:
        return bool(user.is_authenticated)
    if user.is_authenticated and (team.coach_id == user.pk or oversees(user, team)):
        return True
    return any(check(user, team.league) for check in _league_readers)


def can_edit_team(user, team: Team) -> bool:
    """The team's coach, or someone who oversees it (a commissioner of its league)."""
    return bool(user.is_authenticated) and (team.coach_id == user.pk or oversees(user, team))


def can_correct_team(user, team: Team) -> bool:
    """Direct corrections (skills, characteristics, treasury...) are for overseers, not the coach."""
    return oversees(user, team)


# --- entering a league --------------------------------------------------------------------------


def _league_model():
    return Team._meta.get_field("league").related_model


def _league_by_slug(slug: str):
    return _league_model().objects.filter(slug=slug).first()


@dataclass(frozen=True)
class LeagueEntry:
    """The league's answers the draft and import pages need."""

    can_enter: Callable[[Any, Any], bool]
    leagues_open_to: Callable[..., Any]
    league_for_slug: Callable[[str], Any]


_CLOSED = LeagueEntry(
    can_enter=lambda user, league: False,
    leagues_open_to=lambda *, user: _league_model().objects.none(),
    league_for_slug=_league_by_slug,
)
_league_entry: list[LeagueEntry] = [_CLOSED]


def register_league_entry(
    can_enter: Callable[[Any, Any], bool],
    leagues_open_to: Callable[..., Any],
    league_for_slug: Callable[[str], Any] | None = None,
) -> None:
    """Say who may enter a team in a league and which leagues are open to a user (the last registration wins)."""
    _league_entry[0] = LeagueEntry(
        can_enter=can_enter, leagues_open_to=leagues_open_to, league_for_slug=league_for_slug or _league_by_slug
    )


def league_entry() -> LeagueEntry:
    """The registered league answers (or the closed default: no league open to anyone)."""
    return _league_entry[0]


def can_enter_league(user, league) -> bool:
    return bool(user.is_authenticated) and league_entry().can_enter(user, league)


def leagues_open_to(*, user):
    """The leagues the user may enter a team in (none until the league app registers its answer)."""
    return league_entry().leagues_open_to(user=user)


def league_for_slug(slug: str):
    """The league with this slug, or None."""
    return league_entry().league_for_slug(slug)

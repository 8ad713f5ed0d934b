"""Who may do what to a team. A team has one coach; the commissioners of its league oversee it and may also change
it.

A team belongs to a league (``Team.league`` is a foreign key to ``league.League``), so teams asks the league its
questions directly: ``league.permissions`` says who is a commissioner, who may read a league and who may enter a
team in it, and ``league.selectors`` which leagues are open to a coach. These are the only league modules teams
imports (declared in ``tests/test_architecture.py``); neither imports anything of teams but its models.
"""

from __future__ import annotations

from league.permissions import can_enter_team, can_view_league, is_commissioner, oversees_team
from league.selectors import league_for_slug, leagues_open_to

from .models import Team

__all__ = [
    "can_correct_team",
    "can_edit_team",
    "can_enter_league",
    "can_view_team",
    "league_for_slug",
    "leagues_open_to",
    "oversees",
    "oversees_league",
]


def oversees_league(user, league) -> bool:
    """A commissioner of the league (False for no league, or no user): only he brings in a developed team."""
    return user is not None and is_commissioner(user, league)


def oversees(user, team: Team) -> bool:
    """A commissioner of the team's league may act for the team beside its coach (a friendly team has none)."""
    return oversees_team(user, team)


def can_view_team(user, team: Team) -> bool:
    """A league's team is read by whoever may read its league (anyone, when the league is public), and always by
    its coach and overseers. A friendly team (no league) is read by signed-in users only: nobody chose to publish
    it, and nothing links to it from a public page."""
    if team.league_id is None:
        return bool(user.is_authenticated)
    if user.is_authenticated and (team.coach_id == user.pk or oversees(user, team)):
        return True
    return can_view_league(user, team.league)


def can_edit_team(user, team: Team) -> bool:
    """The team's coach, or someone who oversees it (a commissioner of its league)."""
    return bool(user.is_authenticated) and (team.coach_id == user.pk or oversees(user, team))


def can_correct_team(user, team: Team) -> bool:
    """Direct corrections (skills, characteristics, treasury...) are for overseers, not the coach."""
    return oversees(user, team)


# --- entering a league --------------------------------------------------------------------------


def can_enter_league(user, league) -> bool:
    """A member of the league (joined by invite) or one of its commissioners enters a team in it."""
    return bool(user.is_authenticated) and can_enter_team(user, league)

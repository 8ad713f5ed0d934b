"""Who may do what in a league: commissioners run it; members (joined by invite) enter teams."""

from __future__ import annotations

from teams.permissions import is_commissioner

from .models import League, Membership

__all__ = ["can_enter_team", "is_commissioner", "is_member"]


def is_member(user, league: League) -> bool:
    return user.is_authenticated and Membership.objects.filter(league=league, user=user).exists()


def can_enter_team(user, league: League) -> bool:
    """Coaches who joined the league, and its commissioners, may enter teams."""
    return is_commissioner(user, league) or is_member(user, league)

"""Who may do what to a team. A team has one coach; its league's commissioners may also change it."""

from __future__ import annotations

from .models import Team


def is_commissioner(user, league) -> bool:
    if league is None or not user.is_authenticated:
        return False
    cached = getattr(league, "_commissioner_ids", None)
    if cached is None:
        cached = set(league.commissioners.values_list("pk", flat=True))
        league._commissioner_ids = cached
    return user.pk in cached


def can_edit_team(user, team: Team) -> bool:
    """The team's coach, or a commissioner of its league."""
    return user.is_authenticated and (team.coach_id == user.pk or is_commissioner(user, team.league))


def can_correct_team(user, team: Team) -> bool:
    """Direct corrections (skills, characteristics, treasury...) are for the league's commissioners."""
    return is_commissioner(user, team.league)

"""Who may act on a match: the team's coach, or a commissioner of its league (for an absent coach)."""

from teams.permissions import is_commissioner


def can_choose_advancement(user, team) -> bool:
    return user.is_authenticated and (team.coach_id == user.pk or is_commissioner(user, team.league))

"""Who may do what in a league: commissioners run it; members (joined by invite) enter teams; the coaches of a
fixture's two teams play in it. Each question is answered here and nowhere else."""

from __future__ import annotations

from .models import Fixture, League, Membership

__all__ = ["can_confirm_result", "can_enter_team", "is_commissioner", "is_member", "oversees_team", "plays_in"]


def is_commissioner(user, league: League | None) -> bool:
    """One of the league's commissioners (their ids are read once per league instance)."""
    if league is None or not user.is_authenticated:
        return False
    cached = getattr(league, "_commissioner_ids", None)
    if cached is None:
        cached = set(league.commissioners.values_list("pk", flat=True))
        league._commissioner_ids = cached
    return user.pk in cached


def is_member(user, league: League) -> bool:
    return user.is_authenticated and Membership.objects.filter(league=league, user=user).exists()


def can_enter_team(user, league: League) -> bool:
    """Coaches who joined the league, and its commissioners, may enter teams."""
    return is_commissioner(user, league) or is_member(user, league)


def plays_in(user, fixture: Fixture) -> bool:
    """The coach of either team of the fixture (a bye has only the home team)."""
    return user.is_authenticated and user.pk in {fixture.home.coach_id, getattr(fixture.away, "coach_id", None)}


def can_confirm_result(user, fixture: Fixture, *, commissioner: bool) -> bool:
    """A submitted result is confirmed by the other coach (not the one who entered it) or a commissioner."""
    if fixture.status != Fixture.Status.SUBMITTED:
        return False
    return commissioner or (plays_in(user, fixture) and fixture.submitted_by_id != user.pk)


def oversees_team(user, team) -> bool:
    """A commissioner of the team's league may act for the team beside its coach (registered with teams)."""
    return team.league_id is not None and is_commissioner(user, team.league)

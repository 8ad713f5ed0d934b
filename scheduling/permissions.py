"""Who may arrange a league fixture: its coaches propose and answer, a commissioner may propose too (and re-open
the arranging); a commissioner sets the round deadlines and records forfeits. Who is a coach of the fixture or a
commissioner of the league is league's question (``league.permissions``), asked here."""

from __future__ import annotations

from django.db.models import Q

from league.models import Fixture, League
from league.permissions import is_commissioner, played_by, plays_in

from .models import Proposal


def side_of(user, fixture: Fixture) -> int | None:
    """The team of the fixture the user coaches (the home team's first), or None."""
    if not user.is_authenticated:
        return None
    if fixture.home.coach_id == user.pk:
        return fixture.home_id
    if fixture.away_id is not None and fixture.away.coach_id == user.pk:
        return fixture.away_id
    return None


def can_propose(user, fixture: Fixture) -> bool:
    """A coach of the game, or a commissioner of its league (who may re-open the arranging)."""
    return plays_in(user, fixture) or is_commissioner(user, fixture.season.league)


def can_answer(user, proposal: Proposal, fixture: Fixture) -> bool:
    """An open time is accepted by a coach of the game who did not propose it: the other side's coach (either
    coach when a commissioner proposed it)."""
    side = side_of(user, fixture)
    return (
        proposal.status == Proposal.Status.OPEN
        and proposal.fixture_id == fixture.pk
        and side is not None
        and proposal.by_id != user.pk
        and proposal.team_id != side
    )


def can_withdraw(user, proposal: Proposal) -> bool:
    """A user withdraws the open times he proposed, and only those."""
    return user.is_authenticated and proposal.status == Proposal.Status.OPEN and proposal.by_id == user.pk


def can_run_deadlines(user, league: League) -> bool:
    """The round deadlines and the forfeits are the commissioners'."""
    return is_commissioner(user, league)


# --- the same question as a query condition (for the to-do list) ------------------------------------------------


def answer_waits_for(user) -> Q:
    """The query form of ``can_answer`` over open proposals: those of a fixture the user coaches, proposed by
    someone else for another side (or for none)."""
    mine = played_by(user, via="fixture__")
    return Q(status=Proposal.Status.OPEN) & mine & ~Q(by=user) & ~Q(team__coach=user)

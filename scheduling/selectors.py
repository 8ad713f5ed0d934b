"""Reads for the scheduling pages and card: a fixture's open times, the round deadlines of a season."""

from __future__ import annotations

from django.db.models import QuerySet
from django.utils import timezone

from league.models import Fixture, Season

from .models import Proposal, RoundDeadline


def open_proposals(*, fixture: Fixture) -> list[Proposal]:
    """The times open for the fixture, earliest first, with who proposed them."""
    return list(
        Proposal.objects.filter(fixture=fixture, status=Proposal.Status.OPEN).select_related("by", "team")
    )


def proposal_of(*, fixture: Fixture, pk: int) -> Proposal | None:
    """One proposal of this fixture (None for one of another fixture, or none)."""
    return Proposal.objects.filter(fixture=fixture, pk=pk).first()


def deadline_for(*, fixture: Fixture) -> RoundDeadline | None:
    return RoundDeadline.objects.filter(season_id=fixture.season_id, round=fixture.round).first()


def deadline_passed(deadline: RoundDeadline | None) -> bool:
    return deadline is not None and deadline.due <= timezone.now()


def season_deadlines(*, season: Season) -> QuerySet[RoundDeadline]:
    return RoundDeadline.objects.filter(season=season).select_related("set_by").order_by("round")


def season_rounds(*, season: Season) -> list[int]:
    """The rounds the season's fixtures are in."""
    return sorted(set(season.fixtures.values_list("round", flat=True)))


def unplayed_of_round(*, season: Season, round: int) -> list[Fixture]:  # noqa: A002 (the round's number)
    """The games of the round still to be played (no result entered, not cancelled), byes left out."""
    return list(
        season.fixtures.filter(round=round, status=Fixture.Status.SCHEDULED, away__isnull=False)
        .select_related("home", "away")
        .order_by("pk")
    )

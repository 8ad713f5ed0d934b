"""Coaches arrange a league fixture: one proposes one to three times, the other accepts one (the fixture then
carries it: ``league.services.fixture_agree``) or proposes others, which replace the open ones; a user withdraws
his own open times. Either coach or a commissioner may propose again after a time is agreed, until the game is
reported: the agreed time stands until another is accepted."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from core import datagen
from league.models import Fixture
from league.services import fixture_agree, fixture_locked
from league.services.schedule import schedulable
from notifications.tasks import queue_email
from rules.errors import DomainError

from ..models import Proposal
from ..permissions import can_answer, can_propose, can_withdraw, side_of

FARTHEST_AHEAD = timedelta(days=365)  # a proposed time is at most a year away


def check_times(times: list[datetime | None]) -> list[datetime]:
    """The proposed times, each in the future and within a year, none twice, one to three of them; a refusal
    names the field (``when_1`` to ``when_3``) it belongs beside."""
    now = timezone.now()
    clean: list[datetime] = []
    for number, when in enumerate(times, start=1):
        if when is None:
            continue
        field = f"when_{number}"
        if timezone.is_naive(when):
            raise DomainError(_("Give a date and a time."), field=field)
        if when <= now:
            raise DomainError(_("This time has passed: propose one in the future."), field=field)
        if when > now + FARTHEST_AHEAD:
            raise DomainError(_("Propose a time within a year."), field=field)
        if when in clean:
            raise DomainError(_("You gave this time twice."), field=field)
        clean.append(when)
    if not clean:
        raise DomainError(_("Propose at least one date and time."), field="when_1")
    if len(clean) > Proposal.MOST_AT_ONCE:
        most = Proposal.MOST_AT_ONCE
        message = ngettext("Propose at most %(count)s time at once.", "Propose at most %(count)s times at once.", most)
        raise DomainError(message % {"count": most}, field="when_1")
    return clean


def _close_open(fixture: Fixture, status: str, **only) -> int:
    """Close the fixture's open times (those of ``only``) with ``status``; how many."""
    return Proposal.objects.filter(fixture=fixture, status=Proposal.Status.OPEN, **only).update(
        status=status, closed_at=timezone.now()
    )


@datagen.scoped
@transaction.atomic
def proposal_make(*, fixture: Fixture, actor, times: list[datetime | None]) -> list[Proposal]:
    """A coach of the game (or a commissioner) proposes one to three times; they replace every time still open,
    his own or the other coach's. The other coach (both, when a commissioner proposed) is told by e-mail."""
    fixture = fixture_locked(fixture)
    if not can_propose(actor, fixture):
        raise DomainError(_("Only the coaches of this game or a commissioner can propose a time."))
    schedulable(fixture)
    clean = check_times(times)
    _close_open(fixture, Proposal.Status.REPLACED)
    side = side_of(actor, fixture)
    made = Proposal.objects.bulk_create(
        [Proposal(fixture=fixture, team_id=side, by=actor, when=when) for when in sorted(clean)]
    )
    queue_email("fixture_proposed", fixture.pk)
    return made


@datagen.scoped
@transaction.atomic
def proposal_accept(*, fixture: Fixture, actor, proposal_id: int) -> Fixture:
    """The other coach accepts one of the open times: the fixture carries it from now on, and the other open
    times are closed. A time of another fixture, one no longer open, or one's own is refused."""
    fixture = fixture_locked(fixture)
    schedulable(fixture)
    proposal = Proposal.objects.filter(pk=proposal_id, fixture=fixture).first()
    if proposal is None:
        raise DomainError(_("That time was not proposed for this game."), field="proposal")
    if proposal.status != Proposal.Status.OPEN:
        raise DomainError(_("That time is no longer open: choose one of the times shown."), field="proposal")
    if not can_answer(actor, proposal, fixture):
        if proposal.by_id == actor.pk or (proposal.team_id is not None and proposal.team_id == side_of(actor, fixture)):
            raise DomainError(_("You proposed this time: the other coach accepts it."), field="proposal")
        raise DomainError(_("Only the other coach of this game can accept this time."), field="proposal")
    if proposal.when <= timezone.now():
        raise DomainError(_("That time has passed: propose another."), field="proposal")
    Proposal.objects.filter(fixture=fixture, status=Proposal.Status.OPEN).exclude(pk=proposal.pk).update(
        status=Proposal.Status.REPLACED, closed_at=timezone.now()
    )
    Proposal.objects.filter(pk=proposal.pk).update(status=Proposal.Status.ACCEPTED, closed_at=timezone.now())
    return fixture_agree(fixture=fixture, actor=actor, when=proposal.when)


@datagen.scoped
@transaction.atomic
def proposal_withdraw(*, fixture: Fixture, actor) -> int:
    """The user withdraws the times he proposed that are still open; returns how many. An agreed time stays."""
    fixture = fixture_locked(fixture)
    mine = [p for p in Proposal.objects.filter(fixture=fixture, status=Proposal.Status.OPEN) if can_withdraw(actor, p)]
    if not mine:
        raise DomainError(_("You have no open times to withdraw for this game."))
    return _close_open(fixture, Proposal.Status.WITHDRAWN, pk__in=[p.pk for p in mine])

"""A commissioner's round deadlines, and the forfeits recorded after them. A deadline is written in the league's
scope and every team's of the season (its coaches' reminders follow it: ``core.datagen``)."""

from __future__ import annotations

from datetime import datetime

from django.db import transaction
from django.utils.translation import gettext as _

from core import datagen
from league.models import Fixture, Season
from league.selectors import season_team_ids
from league.services import fixture_forfeit
from rules.errors import DomainError

from ..models import RoundDeadline
from ..permissions import can_run_deadlines
from ..selectors import deadline_for, deadline_passed, season_rounds


def _season_scopes(season: Season) -> None:
    datagen.touches(datagen.league(season.league_id), *(datagen.team(pk) for pk in season_team_ids(season=season)))


def _commissioner_of(season: Season, actor) -> None:
    if not can_run_deadlines(actor, season.league):
        raise DomainError(_("Only a commissioner of the league sets its round deadlines."))
    if season.status == Season.Status.FINISHED:
        raise DomainError(_("%(season)s is finished: its rounds take no deadlines.") % {"season": season.name})


@datagen.scoped
@transaction.atomic
def deadline_set(*, season: Season, actor, round: int, due: datetime) -> RoundDeadline:  # noqa: A002 (its number)
    """Set (or move) the deadline of one round of the season: a round its fixtures are in."""
    _commissioner_of(season, actor)
    if round not in season_rounds(season=season):
        raise DomainError(
            _("%(season)s has no round %(round)s.") % {"season": season.name, "round": round}, field="round"
        )
    if due is None:
        raise DomainError(_("Give a date and a time."), field="due")
    _season_scopes(season)
    deadline, _created = RoundDeadline.objects.update_or_create(
        season=season, round=round, defaults={"due": due, "set_by": actor}
    )
    return deadline


@datagen.scoped
@transaction.atomic
def deadline_clear(*, season: Season, actor, round: int) -> None:  # noqa: A002
    """Remove a round's deadline (its games no longer wait for one)."""
    _commissioner_of(season, actor)
    _season_scopes(season)
    if not RoundDeadline.objects.filter(season=season, round=round).delete()[0]:
        raise DomainError(_("Round %(round)s has no deadline.") % {"round": round}, field="round")


def forfeit_record(*, fixture: Fixture, actor, team_at_fault, reason: str) -> Fixture:
    """A commissioner records a forfeit for a game of a round whose deadline has passed (``league.services
    .fixture_forfeit`` says how it is scored: a concession by the team at fault, with no post-game sequence)."""
    if not can_run_deadlines(actor, fixture.season.league):
        raise DomainError(_("Only a commissioner can record a forfeit."))
    deadline = deadline_for(fixture=fixture)
    if not deadline_passed(deadline):
        if deadline:
            message = _("Round %(round)s's deadline has not passed: a forfeit is recorded after it.")
        else:
            message = _("Round %(round)s's deadline is not set: a forfeit is recorded after it.")
        raise DomainError(message % {"round": fixture.round})
    return fixture_forfeit(fixture=fixture, actor=actor, team_at_fault=team_at_fault, reason=reason)

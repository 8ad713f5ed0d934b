"""Writes to a fixture's arrangements: the time its coaches agreed, and a forfeit a commissioner records for a game
that was never played. The scheduling app proposes and accepts times and keeps the round deadlines; the fixture's
own fields are written here only."""

from __future__ import annotations

from datetime import datetime

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from core import datagen
from rules.errors import DomainError
from rules.postgame import Concession
from rules.scoring import score_result

from ..models import FORFEIT_REASON_MAX, Fixture, Season
from ..permissions import is_commissioner, plays_in
from ..signals import fixture_forfeited, fixture_scheduled
from ..tables import as_result
from .results import fixture_locked, tell_round_played
from .seasons import season_results_changed


def schedulable(fixture: Fixture) -> None:
    """A time is arranged only for a game still to be played: not a bye, nothing entered, not cancelled, in a
    season that is not finished."""
    if fixture.is_bye:
        raise DomainError(_("A bye is not played: there is no time to arrange."))
    if fixture.season.status == Season.Status.FINISHED:
        raise DomainError(_("%(season)s is finished: its fixtures are fixed.") % {"season": fixture.season.name})
    if fixture.status == Fixture.Status.CANCELLED:
        raise DomainError(_("This fixture was cancelled."))
    if fixture.status != Fixture.Status.SCHEDULED:
        raise DomainError(_("This game is already reported: there is no time left to arrange."))


@datagen.scoped
@transaction.atomic
def fixture_agree(*, fixture: Fixture, actor, when: datetime) -> Fixture:
    """Store the kick-off the coaches agreed (a coach of the game, or a commissioner, accepting it): the fixture's
    date becomes that day in the league's time zone (the project's ``TIME_ZONE``), and ``fixture_scheduled`` is
    sent inside the transaction (webhooks and e-mails act on commit)."""
    fixture = fixture_locked(fixture)
    if not (plays_in(actor, fixture) or is_commissioner(actor, fixture.season.league)):
        raise DomainError(_("Only the coaches of this game or a commissioner can arrange it."))
    schedulable(fixture)
    if timezone.is_naive(when):
        raise DomainError(_("Give the time with its time zone."), field="when")
    fixture.kickoff = when
    fixture.date = timezone.localdate(when)
    fixture.save(update_fields=["kickoff", "date"])
    fixture_scheduled.send(sender=Fixture, fixture=fixture)
    return fixture


@datagen.scoped
@transaction.atomic
def fixture_forfeit(*, fixture: Fixture, actor, team_at_fault, reason: str) -> Fixture:
    """A commissioner records a forfeit: a game that was never played, lost by ``team_at_fault``.

    Reading (issue 28: "a forfeit, recorded with its reason, scored as the league's rules say"): a forfeit is
    scored as a concession by the team at fault, and no post-game sequence runs, since no game was played. The
    fixture is confirmed with ``conceded_by`` the team at fault (a concession with the rulebook's penalties, so the
    standings take the league's concession rule: seed 003's 3-0 and loss minus one, or the 2025 rulebook's 2-0),
    its touchdowns the concession score that rule gives for a game with none, no casualties, the reason in
    ``forfeit_reason`` and the commissioner in ``confirmed_by``. ``result_confirmed`` is not sent: no winnings, no
    Dedicated Fans roll, no SPP, no Draft and no player quits, because the post-game penalties of a concession are
    those of a game that was played. A commissioner corrects it like any confirmed result."""
    fixture = fixture_locked(fixture)
    league = fixture.season.league
    if not is_commissioner(actor, league):
        raise DomainError(_("Only a commissioner can record a forfeit."))
    schedulable(fixture)
    reason = (reason or "").strip()
    if not reason:
        raise DomainError(_("Say why the game is forfeited."), field="reason")
    if len(reason) > FORFEIT_REASON_MAX:
        raise DomainError(_("Keep the reason to %(max)s characters.") % {"max": FORFEIT_REASON_MAX}, field="reason")
    at_fault = getattr(team_at_fault, "pk", team_at_fault)
    if at_fault not in (fixture.home_id, fixture.away_id):
        raise DomainError(_("Choose one of the two teams of this game."), field="team_at_fault")
    conceded = {"conceded_by_id": at_fault, "concession": str(Concession.CONCEDED), "win_kind": ""}
    blank = {"home_td": 0, "away_td": 0, "home_cas": 0, "away_cas": 0}
    scored = score_result(as_result(fixture, **blank, **conceded), league.scoring())
    now = timezone.now()
    for key, value in {**blank, **conceded, "home_td": scored.home_td, "away_td": scored.away_td}.items():
        setattr(fixture, key, value)
    fixture.status = Fixture.Status.CONFIRMED
    fixture.forfeit_reason = reason
    fixture.submitted_by = None
    fixture.submitted_at = None
    fixture.confirmed_by = actor
    fixture.confirmed_at = now
    fixture.save()
    season_results_changed(season_id=fixture.season_id)
    fixture_forfeited.send(sender=Fixture, fixture=fixture)
    tell_round_played(fixture)
    return fixture

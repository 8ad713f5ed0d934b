"""Writes to results: a coach enters one, the other coach (or a commissioner) confirms it or disputes it, a
commissioner corrects or reopens it. A confirmed result is announced with ``league.signals.result_confirmed``.
A finished season's fixtures take no results until a commissioner reopens the season."""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from core import datagen
from rules.errors import DomainError
from rules.postgame import Concession
from rules.report import MAX_RECORDED_PER_GAME
from rules.scoring import WinKind

from ..hooks import result_check
from ..models import Fixture, LeagueRecord, Season
from ..permissions import can_confirm_result, commissioner_enters_as_referee, one_coach_has_both_teams, plays_in
from ..selectors import as_result, fixture_scopes
from ..signals import result_confirmed, result_submitted, round_played
from .seasons import season_results_changed

FIGURES = ("home_td", "away_td", "home_cas", "away_cas")


def check_figures(fixture: Fixture, figures: dict) -> dict:
    """The figures of a result, checked against the fixture: the fields to set on it.

    A concession names the conceding team and its kind (``rules.postgame.Concession``); a conceding team given
    without a kind is a conceded game with the rulebook's penalties (2020 rulebook, Conceding)."""
    clean = {}
    top = MAX_RECORDED_PER_GAME
    for key in FIGURES:
        value = figures.get(key, 0)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= top:
            raise DomainError(_("Enter a whole number from 0 to %(top)s.") % {"top": top}, field=key)
        clean[key] = value
    conceded = figures.get("conceded_by")
    conceded_id = getattr(conceded, "pk", conceded)
    if conceded_id is not None and conceded_id not in (fixture.home_id, fixture.away_id):
        raise DomainError(_("Only a team playing this game can concede it."), field="conceded_by")
    concession = figures.get("concession") or Concession.NONE
    if concession not in Concession.values():
        raise DomainError(_("Choose how the game was conceded."), field="concession")
    if concession and conceded_id is None:
        raise DomainError(_("A concession names the team that conceded."), field="conceded_by")
    if conceded_id is not None and not concession:
        concession = Concession.CONCEDED
    clean["conceded_by_id"] = conceded_id
    clean["concession"] = str(concession)
    win_kind = figures.get("win_kind") or ""
    if win_kind and win_kind not in WinKind.values():
        raise DomainError(_("Choose a Points, Runaway or Annihilation win."), field="win_kind")
    clean["win_kind"] = win_kind
    try:
        as_result(fixture, **clean)
    except ValueError as exc:
        raise DomainError(f"{str(exc)[:1].upper()}{str(exc)[1:]}.", field="win_kind" if win_kind else "") from None
    return clean


def check_reports(fixture: Fixture, clean: dict) -> None:
    """The entered touchdowns must agree with the submitted player reports (the hook matches registers); the
    refusal stands beside the touchdowns of the team whose report disagrees."""
    messages = result_check(fixture=fixture, figures={key: clean[key] for key in FIGURES})
    if not messages:
        return
    away_name = fixture.away.name if fixture.away_id else None
    only_away = away_name and all(away_name in m and fixture.home.name not in m for m in messages)
    raise DomainError(" ".join(messages), field="away_td" if only_away else "home_td")


def takes_results(fixture: Fixture) -> None:
    """A finished season's fixtures take no results unless a commissioner reopens the season."""
    if fixture.season.status == Season.Status.FINISHED:
        raise DomainError(
            _("%(season)s is finished: its results are fixed unless a commissioner reopens it.")
            % {"season": fixture.season.name}
        )


def fixture_locked(fixture: Fixture) -> Fixture:
    """The fixture locked for this transaction, with its teams and their coaches, season and league; the writes
    that follow touch the league's and both teams' data only (``core.datagen``: call inside ``datagen.scoped``).
    The one way a service that writes for a fixture (here, the schedule's, scheduling's and live's) locks it."""
    locked = (
        Fixture.objects.select_for_update(of=("self",))
        .select_related("home__coach", "away__coach", "season__league", "submitted_by")
        .get(pk=fixture.pk)
    )
    datagen.touches(*fixture_scopes(locked, locked.season.league_id))
    return locked



def _confirmed(fixture: Fixture) -> None:
    """Tell the apps after league (matches starts the post-game sequence; its tasks run on commit)."""
    result_confirmed.send(sender=Fixture, fixture=fixture)
    tell_round_played(fixture)


def tell_round_played(fixture: Fixture) -> None:
    """Send ``round_played`` when this game, just confirmed (or forfeited), was the last of its round still to
    play: every game of the season's round, byes aside, confirmed or cancelled (one query)."""
    still_open = Fixture.objects.filter(season_id=fixture.season_id, round=fixture.round, away__isnull=False).exclude(
        status__in=(Fixture.Status.CONFIRMED, Fixture.Status.CANCELLED)
    )
    if not still_open.exists():
        round_played.send(sender=Fixture, fixture=fixture)


@datagen.scoped
@transaction.atomic
def result_submit(*, fixture: Fixture, actor, is_commissioner: bool = False, **figures) -> Fixture:
    """A coach of either team (or a commissioner) enters the result. A commissioner who coaches neither team is
    confirmed at once; any other entry waits for the other coach (or a commissioner). The touchdowns must agree
    with the submitted player reports."""
    fixture = fixture_locked(fixture)
    if not is_commissioner and not plays_in(actor, fixture):
        raise DomainError(_("Only the coaches of this game or a commissioner can enter its result."))
    takes_results(fixture)
    if fixture.status == Fixture.Status.CONFIRMED:
        raise DomainError(_("This result is already confirmed; ask a commissioner to correct it."))
    if fixture.status == Fixture.Status.CANCELLED:
        raise DomainError(_("This fixture was cancelled."))
    if fixture.is_bye:
        raise DomainError(_("A bye has no result to enter."))
    clean = check_figures(fixture, figures)
    check_reports(fixture, clean)
    for key, value in clean.items():
        setattr(fixture, key, value)
    now = timezone.now()
    fixture.submitted_by = actor
    fixture.submitted_at = now
    fixture.status = Fixture.Status.SUBMITTED
    fixture.confirmed_by = None
    fixture.confirmed_at = None
    if commissioner_enters_as_referee(actor, fixture, commissioner=is_commissioner):
        fixture.status = Fixture.Status.CONFIRMED
        fixture.confirmed_by = actor
        fixture.confirmed_at = now
    fixture.save()
    season_results_changed(season_id=fixture.season_id)
    if fixture.status == Fixture.Status.CONFIRMED:
        _confirmed(fixture)
    else:
        result_submitted.send(sender=Fixture, fixture=fixture)
    return fixture


@datagen.scoped
@transaction.atomic
def result_confirm(*, fixture: Fixture, actor, is_commissioner: bool = False) -> Fixture:
    """The other coach (or a commissioner) confirms a submitted result; it then counts in the standings. Where
    one coach has both teams, only a commissioner confirms."""
    fixture = fixture_locked(fixture)
    takes_results(fixture)
    if fixture.status != Fixture.Status.SUBMITTED:
        raise DomainError(_("There is no result waiting for confirmation."))
    if not can_confirm_result(actor, fixture, commissioner=is_commissioner):
        if one_coach_has_both_teams(fixture):
            raise DomainError(_("You coach both teams of this game: a commissioner confirms its result."))
        if plays_in(actor, fixture):
            raise DomainError(_("The other coach must confirm the result you entered."))
        raise DomainError(_("Only the other coach or a commissioner can confirm this result."))
    fixture.status = Fixture.Status.CONFIRMED
    fixture.confirmed_by = actor
    fixture.confirmed_at = timezone.now()
    fixture.save(update_fields=["status", "confirmed_by", "confirmed_at"])
    season_results_changed(season_id=fixture.season_id)
    _confirmed(fixture)
    return fixture


@datagen.scoped
@transaction.atomic
def result_dispute(*, fixture: Fixture, actor, reason: str, is_commissioner: bool = False) -> LeagueRecord:
    """The other coach (or a commissioner) disputes a submitted result with a reason: the result goes back to be
    entered again, and the dispute is recorded (who, why, the score disputed, who had entered it) for the coach
    who entered it and the commissioners."""
    fixture = fixture_locked(fixture)
    takes_results(fixture)
    if fixture.status != Fixture.Status.SUBMITTED:
        raise DomainError(_("There is no result waiting for confirmation."))
    if not can_confirm_result(actor, fixture, commissioner=is_commissioner):
        raise DomainError(_("Only the other coach or a commissioner can dispute this result."))
    reason = (reason or "").strip()
    if not reason:
        raise DomainError(_("Say why you dispute this result."), field="reason")
    disputed = {key: getattr(fixture, key) for key in FIGURES}
    disputed |= {
        "conceded_by": fixture.conceded_by_id,
        "concession": fixture.concession,
        "win_kind": fixture.win_kind,
        "submitted_by": fixture.submitted_by_id,
        "entered_by": fixture.submitted_by.get_username() if fixture.submitted_by else None,
        "submitted_at": fixture.submitted_at.isoformat() if fixture.submitted_at else None,
    }
    record = LeagueRecord.objects.create(
        league=fixture.season.league,
        season=fixture.season,
        fixture=fixture,
        kind=LeagueRecord.Kind.DISPUTE,
        actor=actor,
        reason=reason,
        data=disputed,
    )
    for key in FIGURES:
        setattr(fixture, key, None)
    fixture.conceded_by = None
    fixture.concession = Concession.NONE
    fixture.win_kind = ""
    fixture.status = Fixture.Status.SCHEDULED
    fixture.submitted_by = None
    fixture.submitted_at = None
    fixture.save()
    season_results_changed(season_id=fixture.season_id)
    return record


@datagen.scoped
@transaction.atomic
def result_correct(*, fixture: Fixture, actor, **figures) -> Fixture:
    """A commissioner corrects a confirmed result's figures; the standings follow."""
    fixture = fixture_locked(fixture)
    takes_results(fixture)
    if fixture.status != Fixture.Status.CONFIRMED:
        raise DomainError(_("Only a confirmed result can be corrected."))
    clean = check_figures(fixture, figures)
    check_reports(fixture, clean)
    for key, value in clean.items():
        setattr(fixture, key, value)
    fixture.save()
    season_results_changed(season_id=fixture.season_id)
    return fixture


@datagen.scoped
@transaction.atomic
def result_reopen(*, fixture: Fixture) -> Fixture:
    """A confirmed result back to submitted (no longer counted, waiting for confirmation again); used when a
    commissioner voids a result's post-game. A finished season's results stay fixed until it is reopened."""
    fixture = fixture_locked(fixture)
    takes_results(fixture)
    if fixture.status != Fixture.Status.CONFIRMED:
        raise DomainError(_("Only a confirmed result can be reopened."))
    fixture.status = Fixture.Status.SUBMITTED
    fixture.confirmed_by = None
    fixture.confirmed_at = None
    fixture.save(update_fields=["status", "confirmed_by", "confirmed_at"])
    season_results_changed(season_id=fixture.season_id)
    return fixture

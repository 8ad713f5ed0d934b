"""Writes to results: a coach enters one, the other coach (or a commissioner) confirms it, a commissioner
corrects or reopens it. A confirmed result is announced with ``league.signals.result_confirmed``."""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from rules.errors import DomainError
from rules.report import MAX_RECORDED_PER_GAME
from rules.scoring import WinKind

from ..models import Fixture
from ..permissions import plays_in
from ..selectors import as_result
from ..signals import result_confirmed


def check_figures(fixture: Fixture, figures: dict) -> dict:
    """The figures of a result, checked against the fixture: the fields to set on it."""
    clean = {}
    top = MAX_RECORDED_PER_GAME
    for key in ("home_td", "away_td", "home_cas", "away_cas"):
        value = figures.get(key, 0)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= top:
            raise DomainError(f"Enter a whole number from 0 to {top}.", field=key)
        clean[key] = value
    conceded = figures.get("conceded_by")
    conceded_id = getattr(conceded, "pk", conceded)
    if conceded_id is not None and conceded_id not in (fixture.home_id, fixture.away_id):
        raise DomainError("Only a team playing this game can concede it.", field="conceded_by")
    clean["conceded_by_id"] = conceded_id
    win_kind = figures.get("win_kind") or ""
    if win_kind and win_kind not in WinKind.values():
        raise DomainError("Choose a Points, Runaway or Annihilation win.", field="win_kind")
    clean["win_kind"] = win_kind
    try:
        as_result(fixture, **clean)
    except ValueError as exc:
        raise DomainError(f"{str(exc)[:1].upper()}{str(exc)[1:]}.", field="win_kind" if win_kind else "") from None
    return clean


def _locked(fixture: Fixture) -> Fixture:
    """The fixture locked for this transaction, with its teams and league."""
    return (
        Fixture.objects.select_for_update(of=("self",))
        .select_related("home", "away", "season__league")
        .get(pk=fixture.pk)
    )


def _confirmed(fixture: Fixture) -> None:
    """Tell the apps after league (matches starts the post-game sequence; its tasks run on commit)."""
    result_confirmed.send(sender=Fixture, fixture=fixture)


@transaction.atomic
def result_submit(*, fixture: Fixture, actor, is_commissioner: bool = False, **figures) -> Fixture:
    """A coach of either team (or a commissioner) enters the result; a commissioner's entry is confirmed at once."""
    fixture = _locked(fixture)
    if not is_commissioner and not plays_in(actor, fixture):
        raise DomainError("Only the coaches of this game or a commissioner can enter its result.")
    if fixture.status == Fixture.Status.CONFIRMED:
        raise DomainError("This result is already confirmed; ask a commissioner to correct it.")
    if fixture.status == Fixture.Status.CANCELLED:
        raise DomainError("This fixture was cancelled.")
    if fixture.is_bye:
        raise DomainError("A bye has no result to enter.")
    clean = check_figures(fixture, figures)
    for key, value in clean.items():
        setattr(fixture, key, value)
    now = timezone.now()
    fixture.submitted_by = actor
    fixture.submitted_at = now
    fixture.status = Fixture.Status.SUBMITTED
    if is_commissioner:
        fixture.status = Fixture.Status.CONFIRMED
        fixture.confirmed_by = actor
        fixture.confirmed_at = now
    fixture.save()
    if fixture.status == Fixture.Status.CONFIRMED:
        _confirmed(fixture)
    return fixture


@transaction.atomic
def result_confirm(*, fixture: Fixture, actor, is_commissioner: bool = False) -> Fixture:
    """The other coach (or a commissioner) confirms a submitted result; it then counts in the standings."""
    fixture = _locked(fixture)
    if fixture.status != Fixture.Status.SUBMITTED:
        raise DomainError("There is no result waiting for confirmation.")
    if not is_commissioner:
        if not plays_in(actor, fixture):
            raise DomainError("Only the other coach or a commissioner can confirm this result.")
        if fixture.submitted_by_id == actor.pk:
            raise DomainError("The other coach must confirm the result you entered.")
    fixture.status = Fixture.Status.CONFIRMED
    fixture.confirmed_by = actor
    fixture.confirmed_at = timezone.now()
    fixture.save(update_fields=["status", "confirmed_by", "confirmed_at"])
    _confirmed(fixture)
    return fixture


@transaction.atomic
def result_correct(*, fixture: Fixture, actor, **figures) -> Fixture:
    """A commissioner corrects a confirmed result's figures; the standings follow."""
    fixture = Fixture.objects.select_for_update().get(pk=fixture.pk)
    if fixture.status != Fixture.Status.CONFIRMED:
        raise DomainError("Only a confirmed result can be corrected.")
    for key, value in check_figures(fixture, figures).items():
        setattr(fixture, key, value)
    fixture.save()
    return fixture


@transaction.atomic
def result_reopen(*, fixture: Fixture) -> Fixture:
    """A confirmed result back to submitted (no longer counted, waiting for confirmation again); used when a
    commissioner voids a result's post-game."""
    fixture = _locked(fixture)
    if fixture.status != Fixture.Status.CONFIRMED:
        raise DomainError("Only a confirmed result can be reopened.")
    fixture.status = Fixture.Status.SUBMITTED
    fixture.confirmed_by = None
    fixture.confirmed_at = None
    fixture.save(update_fields=["status", "confirmed_by", "confirmed_at"])
    return fixture

"""A team's history: one entry per change, with what changed, why, who did it and the dice rolled.

The writes are units of their caller's transaction (``atomic(savepoint=False)``; see ``teams.services.players``)."""

from __future__ import annotations

from collections.abc import Iterable

from django.db import transaction
from django.utils import translation

from core.kept import worded

from ..models import TeamEvent


def _rolls(rolls: Iterable) -> list:
    return [r.as_dict() if hasattr(r, "as_dict") else r for r in rolls]


def english(wording: list[dict]) -> str:
    """The kept messages in English, the site's source language: the entry's description (what the admin, the
    logs and an old reader see; the pages word ``wording`` in the reader's language)."""
    with translation.override("en"):
        return worded(wording)


def _event(
    *,
    team=None,
    team_id: int | None = None,
    kind: str,
    description: str = "",
    wording: list[dict] | None = None,
    changes=None,
    rolls=(),
    treasury_delta: int = 0,
    actor=None,
    reason: str = "",
) -> TeamEvent:
    owner = {"team": team} if team is not None else {"team_id": team_id}
    return TeamEvent(
        **owner,
        kind=kind,
        description=description or english(wording or []),
        wording=list(wording or []),
        reason=reason,
        changes=changes or {},
        rolls=_rolls(rolls),
        treasury_delta=treasury_delta,
        actor=actor,
    )


@transaction.atomic(savepoint=False)
def history_record(*, team, kind: str, wording: list[dict] | None = None, **fields) -> TeamEvent:
    """Add one entry to the team's history, said by ``wording`` (kept messages, ``core.kept.kept``: worded in
    the reader's language, its English kept as the description; a ``description`` alone is shown as it is);
    ``fields`` are ``changes``, ``rolls`` (dicts, or objects with ``.as_dict()``), ``treasury_delta``, ``actor``
    and ``reason``."""
    event = _event(team=team, kind=kind, wording=wording, **fields)
    event.save()
    return event


@transaction.atomic(savepoint=False)
def history_record_many(*, entries: list[dict]) -> None:
    """Add many history entries in one query; each dict has ``history_record``'s keys (``team`` or ``team_id``)."""
    TeamEvent.objects.bulk_create([_event(**entry) for entry in entries])

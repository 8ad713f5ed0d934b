"""A team's history: one entry per change, with what changed, why, who did it and the dice rolled.

The writes are units of their caller's transaction (``atomic(savepoint=False)``; see ``teams.services.players``)."""

from __future__ import annotations

from collections.abc import Iterable

from django.db import transaction

from ..models import TeamEvent


def _rolls(rolls: Iterable) -> list:
    return [r.as_dict() if hasattr(r, "as_dict") else r for r in rolls]


def _event(
    *,
    team=None,
    team_id: int | None = None,
    kind: str,
    description: str,
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
        description=description,
        reason=reason,
        changes=changes or {},
        rolls=_rolls(rolls),
        treasury_delta=treasury_delta,
        actor=actor,
    )


@transaction.atomic(savepoint=False)
def history_record(*, team, kind: str, description: str, **fields) -> TeamEvent:
    """Add one entry to the team's history; ``fields`` are ``changes``, ``rolls`` (dicts, or objects with
    ``.as_dict()``), ``treasury_delta``, ``actor`` and ``reason``."""
    event = _event(team=team, kind=kind, description=description, **fields)
    event.save()
    return event


@transaction.atomic(savepoint=False)
def history_record_many(*, entries: list[dict]) -> None:
    """Add many history entries in one query; each dict has ``history_record``'s keys (``team`` or ``team_id``)."""
    TeamEvent.objects.bulk_create([_event(**entry) for entry in entries])

"""Query helpers for every app (teams comes first in the dependency order, so all may import them)."""

from __future__ import annotations

from django.db.models import QuerySet


def by_id_first(found: QuerySet, *, related: tuple[str, ...], order: tuple[str, ...], carry: str = "") -> list:
    """The rows ``found`` matches, found by id first and then loaded by id with their ``related`` rows, in
    ``order``; no second query when it found nothing. PostgreSQL takes some 5 ms to plan a query with many
    conditions and a dozen joined tables, under 1 ms for each half, and most lists (a user's to-do) are empty.
    ``carry``: an annotation of ``found`` set again on each loaded row."""
    fields = ("pk", carry) if carry else ("pk",)
    values = {row[0]: row[-1] for row in found.order_by().values_list(*fields).distinct()}
    if not values:
        return []
    rows = list(found.model.objects.filter(pk__in=list(values)).select_related(*related).order_by(*order))
    if carry:
        for row in rows:
            setattr(row, carry, values[row.pk])
    return rows

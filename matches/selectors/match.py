"""The fixture's match, read once per request (reading never creates one)."""

from __future__ import annotations

from django.db.models import Count, F, Q

from ..models import Match


def match_of(fixture) -> Match | None:
    """The fixture's match, or None before anything was written for it (reading never creates one); read once per
    request for the fixture (with how many times its result was voided)."""
    cached = getattr(fixture, "_match_of", False)
    if cached is not False:
        return cached
    match = (
        Match.objects.filter(fixture=fixture)
        .annotate(
            void_count=Count("voids", distinct=True),
            home_reports=Count(
                "player_reports", filter=Q(player_reports__team_id=F("fixture__home_id")), distinct=True
            ),
            away_reports=Count(
                "player_reports", filter=Q(player_reports__team_id=F("fixture__away_id")), distinct=True
            ),
        )
        .first()
    )
    fixture._match_of = match
    return match

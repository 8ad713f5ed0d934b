"""Reads for the post-game pages."""

from __future__ import annotations

from django.db.models import Q

from teams.models import TeamEvent

from .models import Match, MatchRoll, PostGameStep


def waiting_advancements(*, user):
    """Advancement steps waiting for this user: as the team's coach, or as a commissioner of its league."""
    return (
        PostGameStep.objects.filter(step=2, status=PostGameStep.Status.WAITING)
        .filter(Q(team__coach=user) | Q(team__league__commissioners=user))
        .select_related("team", "match__fixture__home", "match__fixture__away")
        .distinct()
        .order_by("match__fixture__round", "pk")
    )


def post_game_for_fixture(*, fixture, user=None) -> dict | None:
    """The post-game sequence of a fixture: its steps per team (and whether ``user`` may act on each), the events
    it wrote and every roll it made."""
    from .permissions import can_choose_advancement

    match = Match.objects.filter(fixture=fixture).first()
    if match is None or match.seed is None:
        return None
    steps = list(match.steps.select_related("team__league").order_by("team__name", "step"))
    for step in steps:
        step.can_choose = user is not None and can_choose_advancement(user, step.team)
    events = list(
        TeamEvent.objects.filter(kind=TeamEvent.Kind.POST_GAME, changes__match=match.pk)
        .select_related("team")
        .order_by("created_at", "pk")
    )
    rolls = list(MatchRoll.objects.filter(match=match).select_related("team"))
    return {"match": match, "steps": steps, "events": events, "rolls": rolls}

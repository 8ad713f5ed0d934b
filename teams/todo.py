"""What about a team waits for a user, for the home page's to-do list (``notifications.selectors`` words, merges
and caches it): the re-drafts to make."""

from __future__ import annotations

from django.db.models import Q

from .models import Redraft, Team


def redrafts_to_make(*, user, overseen: Q | None = None) -> list[Redraft]:
    """Spike! Journal 22, Re-drafting: the teams waiting to be re-drafted for the new season that the user may edit
    (the query form of ``permissions.can_edit_team``: the team's coach, or someone who oversees it). teams cannot
    name its overseers, so the caller passes ``overseen``, the query form of the registered overseer over teams
    (``league.permissions.overseen_by``: a commissioner of the team's league); without it, the coach's only. One
    query."""
    editable = Q(coach=user) | overseen if overseen is not None else Q(coach=user)
    return list(
        Redraft.objects.filter(status=Redraft.Status.OPEN, team__in=Team.objects.filter(editable))
        .select_related("team")
        .order_by("pk")
    )

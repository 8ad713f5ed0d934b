"""What about a team waits for a user, for the home page's to-do list (``notifications.selectors`` words, merges
and caches it): the re-drafts to make."""

from __future__ import annotations

from django.db.models import Q

from league.permissions import overseen_by

from .models import Redraft, Team


def redrafts_to_make(*, user) -> list[Redraft]:
    """Spike! Journal 22, Re-drafting: the teams waiting to be re-drafted for the new season that the user may edit
    (the query form of ``permissions.can_edit_team``: the team's coach, or a commissioner of its league who
    oversees it, ``league.permissions.overseen_by``). One query."""
    editable = Team.objects.filter(Q(coach=user) | overseen_by(user))
    return list(
        Redraft.objects.filter(status=Redraft.Status.OPEN, team__in=editable).select_related("team").order_by("pk")
    )

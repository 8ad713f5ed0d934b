"""A commissioner voids a confirmed result: every post-game change is undone from the recorded steps."""

from __future__ import annotations

from django.db import transaction
from django.db.models import Q

from league import services as league_services
from league.models import Fixture
from rules.errors import DomainError
from teams import services as team_services
from teams.models import TeamEvent
from teams.selectors import teams_locked

from ..models import Match, PostGameStep
from .steps import BY_STEP


@transaction.atomic
def match_void(*, match: Match, actor) -> Match:
    """Void a confirmed report: reverse every change its post-game sequence made, last step first, and reopen the
    result. Only until either team's next result is confirmed.

    Locks in the one order every path uses: the teams in id order, then the match's steps, the fixture, the match.
    """
    match = Match.objects.select_related("fixture").get(pk=match.pk)
    fixture = match.fixture
    teams = teams_locked(ids=[fixture.home_id, fixture.away_id])
    steps = list(match.steps.select_for_update().filter(status=PostGameStep.Status.DONE).order_by("team_id", "-step"))
    fixture = Fixture.objects.select_for_update().get(pk=fixture.pk)
    match = Match.objects.select_for_update().get(pk=match.pk)
    if fixture.status != Fixture.Status.CONFIRMED or match.seed is None:
        raise DomainError("Only a confirmed result can be voided.")
    later = (
        Fixture.objects.filter(status=Fixture.Status.CONFIRMED, confirmed_at__gt=fixture.confirmed_at)
        .filter(Q(home_id__in=list(teams)) | Q(away_id__in=list(teams)))
        .exclude(pk=fixture.pk)
    )
    if later.exists():
        raise DomainError("A later result of one of these teams is confirmed; correct the rosters by hand instead.")
    for team_id, team in teams.items():
        undone = [step for step in steps if step.team_id == team_id]
        for step in undone:
            BY_STEP[step.step].undo(team, step.changes or {})
        team_services.recompute_values(team)
        team.version += 1
        team_services.team_save(
            team=team, fields=["treasury", "dedicated_fans", "team_value", "current_team_value", "version"]
        )
        team_services.history_record(
            team=team,
            kind=TeamEvent.Kind.CORRECTION,
            description=f"{fixture}: result voided; {len(undone)} post-game steps reversed.",
            changes={"match": match.pk, "voided": [s.changes for s in undone]},
            actor=actor,
        )
    match.steps.all().delete()
    match.advancement_choices.all().delete()
    match.seed = None
    match.home_fan_factor = match.away_fan_factor = None
    match.sequence = Match.Sequence.NONE
    match.sequence_error = ""
    match.save()
    league_services.result_reopen(fixture=fixture)
    return match

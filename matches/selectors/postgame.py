"""Reads of the post-game sequence: its steps, events and rolls, the voids of a result, who missed the game, and
the sequences a worker should be running but is not."""

from __future__ import annotations

from django.db.models import Q

from rules import advancement_2025
from rules.postgame import PostGameStep as Step
from teams.models import Team, TeamEvent
from teams.permissions import can_edit_team

from ..models import AdvancementChoice, Match, MatchRoll, PostGameStep
from .match import match_of


def _post_game_events(match: Match) -> list[TeamEvent]:
    return list(
        TeamEvent.objects.filter(kind=TeamEvent.Kind.POST_GAME, changes__match=match.pk)
        .select_related("team")
        .order_by("created_at", "pk")
    )


def voids_for_fixture(*, fixture) -> list:
    """The fixture's voided results, oldest first: who voided, why, when, the score, the rolls it had made and the
    post-game events of the run it voided (``void.events``: written after the void before it, up to this one)."""
    match = match_of(fixture)
    if match is None or not match.void_count:
        return []
    voids, events, since = list(match.voids.all()), _post_game_events(match), None
    for void in voids:
        void.events = [e for e in events if (since is None or e.created_at > since) and e.created_at <= void.voided_at]
        since = void.voided_at
    return voids


def missed_this_game(match: Match, team: Team) -> set[int] | None:
    """The players who missed this game (they were back once the Seriously Hurt step ran at confirmation), or None
    before that step is done (then the players still marked as missing the next game are the ones)."""
    done = PostGameStep.objects.filter(match=match, team=team, step=Step.MISSED_GAMES, status=PostGameStep.Status.DONE)
    step = done.order_by("pk").first()  # one row at most; by pk, not the steps' ordering through the team's name
    return set(step.changes.get("cleared", [])) if step else None


def post_game_for_fixture(*, fixture, user=None) -> dict | None:
    """The post-game sequence of a fixture: its steps per team (and whether ``user`` may act on each), the events
    it wrote and every roll it made."""
    match = match_of(fixture)
    if match is None or match.sequence == Match.Sequence.NONE:
        return None
    steps = list(match.steps.select_related("team__league").order_by("team__name", "step"))
    waiting_for = dict(
        AdvancementChoice.objects.filter(match=match).exclude(waiting_for="").values_list("team_id", "waiting_for")
    )
    for step in steps:
        step.waits_for_choice = step.step == Step.ADVANCEMENT and step.status == PostGameStep.Status.WAITING
        step.waits_for = waiting_for.get(step.team_id, "coach") if step.waits_for_choice else ""
        side = step.team if step.waits_for != advancement_2025.OPPONENT else fixture.opponent_of(step.team_id)
        step.can_choose = user is not None and can_edit_team(user, side)
    voids = match.voids.order_by("-voided_at") if match.void_count else None
    voided_at = voids.values_list("voided_at", flat=True).first() if voids is not None else None
    events = [e for e in _post_game_events(match) if voided_at is None or e.created_at > voided_at]  # this run only
    rolls = list(MatchRoll.objects.filter(match=match).select_related("team"))
    return {"match": match, "steps": steps, "events": events, "rolls": rolls}


def stalled_post_games(*, queued_before) -> list[int]:
    """The matches whose post-game sequence a worker should be running but is not (its message lost with a killed
    worker, say): running or waiting, queued last before ``queued_before`` (or never stamped), with a team that has
    a pending step and is not waiting for its coach (no waiting step, or the coach's choice is made)."""
    matches = Match.objects.filter(sequence__in=(Match.Sequence.RUNNING, Match.Sequence.WAITING)).filter(
        Q(queued_at__lt=queued_before) | Q(queued_at__isnull=True)
    )
    steps = PostGameStep.objects.filter(match__in=matches)
    pending = set(steps.filter(status=PostGameStep.Status.PENDING).values_list("match_id", "team_id").distinct())
    if not pending:
        return []
    ids = {match_id for match_id, _ in pending}
    waiting = set(
        PostGameStep.objects.filter(match_id__in=ids, status=PostGameStep.Status.WAITING).values_list(
            "match_id", "team_id"
        )
    )
    chosen = set(
        AdvancementChoice.objects.filter(match_id__in=ids).exclude(category="").values_list("match_id", "team_id")
    )
    return sorted({match_id for match_id, team_id in pending if (match_id, team_id) not in waiting - chosen})

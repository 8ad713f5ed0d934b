"""What counts in a record, written once: a player report or post-game step counts while its fixture's result is
confirmed (a void reopens the result, so its figures drop out everywhere at once; a correction is read afresh)."""

from __future__ import annotations

from django.db.models import Count, Q, Sum

from league.models import Fixture
from matches.models import PlayerReport, PostGameStep
from rules.postgame import PostGameStep as Step
from rules.report import ReportedInjury
from rules.tables import PATCH_UP_TARGET

CONFIRMED = Fixture.Status.CONFIRMED

REPORT_COUNTS = Q(match__fixture__status=CONFIRMED)
"""A player report of a confirmed result."""

LASTING = Q(apothecary_roll__isnull=True) | Q(apothecary_roll__lt=PATCH_UP_TARGET)
"""Seed 000, Apothecaries: a casualty the apothecary patched up (4+) leaves no lasting injury."""

STEP_COUNTS = Q(status=PostGameStep.Status.DONE, match__fixture__status=CONFIRMED)
"""A post-game step applied for a confirmed result (a void deletes the steps anyway)."""

BADLY_HURT = ReportedInjury.BADLY_HURT.value
SERIOUSLY_HURT = ReportedInjury.SERIOUSLY_HURT.value
DEAD = ReportedInjury.DEAD.value

ADVANCEMENT = int(Step.ADVANCEMENT)
WINNINGS = int(Step.WINNINGS_FANS_DRAFT)
VALUES = (int(Step.VALUES_AFTER_RESULT), int(Step.TEAM_VALUE))


def injured(kind: str) -> Q:
    """A report that leaves the player with this lasting injury."""
    return Q(injury=kind) & LASTING


ACTIONS = ("completions", "interceptions", "fouls")
"""The counts a report carries beside touchdowns and casualties (issue 27: filled from a live game, or typed in);
a report made before them carries 0."""


def report_totals() -> dict:
    """The aggregates of a player's record over reports of confirmed results (``PlayerReport`` querysets): games,
    touchdowns, casualties caused, completions, interceptions, fouls, games he was sent off in, lasting injuries.

    Reading (seed 000, Seriously Hurt: the player misses the next game): games missed are the Seriously Hurt
    injuries that stood, each one missed game."""
    return {
        "games": Count("pk", filter=Q(played=True)),
        "touchdowns": Sum("touchdowns", default=0),
        "casualties": Sum("casualties", default=0),
        **{figure: Sum(figure, default=0) for figure in ACTIONS},
        "sent_off": Count("pk", filter=Q(sent_off=True)),
        "badly_hurt": Count("pk", filter=injured(BADLY_HURT)),
        "seriously_hurt": Count("pk", filter=injured(SERIOUSLY_HURT)),
        "killed": Count("pk", filter=injured(DEAD)),
    }


def counted_reports():
    return PlayerReport.objects.filter(REPORT_COUNTS)


def counted_steps(step: int | tuple):
    steps = PostGameStep.objects.filter(STEP_COUNTS)
    return steps.filter(step__in=step) if isinstance(step, tuple) else steps.filter(step=step)

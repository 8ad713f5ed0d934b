"""Starting the post-game sequence when a result is confirmed, and a commissioner's retry of a failed one."""

from __future__ import annotations

import secrets

from django.db import IntegrityError, transaction

from rules import postgame
from rules.dice import Dice
from rules.errors import DomainError
from rules.postgame import PostGameStep as Step

from ..models import Match, PostGameStep
from ..tasks import queue_post_game
from .common import match_for_fixture, store_rolls


def start_post_game(fixture) -> Match | None:
    """Called in the transaction that confirms a result: seed the dice, roll the Fan Factors and queue the steps.

    Idempotent: a second confirmation finds the steps already there and queues nothing new.
    """
    if fixture.away_id is None:
        return None
    match = Match.objects.select_for_update().filter(fixture=fixture).first() or match_for_fixture(fixture)
    if match.seed is not None:
        return match
    match.seed = secrets.randbits(48)
    dice = Dice(seed=match.seed)
    home, away = fixture.home, fixture.away
    match.home_fan_factor = postgame.fan_factor(home.dedicated_fans, dice, subject=home.name)
    match.away_fan_factor = postgame.fan_factor(away.dedicated_fans, dice, subject=away.name)
    match.sequence = Match.Sequence.RUNNING
    match.sequence_error = ""
    match.save()
    store_rolls(match, None, dice.rolls)
    try:
        with transaction.atomic():
            PostGameStep.objects.bulk_create(
                PostGameStep(match=match, team_id=team_id, step=step)
                for team_id in (fixture.home_id, fixture.away_id)
                for step in Step
            )
    except IntegrityError:
        return match
    queue_post_game(match.pk)
    return match


@transaction.atomic
def post_game_retry(*, match: Match, actor) -> Match:
    """A commissioner resumes a failed sequence: claimed with a conditional update, so two clicks (or a click and a
    late worker) queue it once; the steps themselves are applied at most once whatever runs them."""
    claimed = Match.objects.filter(pk=match.pk, sequence=Match.Sequence.FAILED).update(
        sequence=Match.Sequence.RUNNING, sequence_error=""
    )
    if not claimed:
        raise DomainError("This post-game sequence has not failed; there is nothing to retry.")
    queue_post_game(match.pk)
    match.refresh_from_db(fields=["sequence", "sequence_error"])
    return match

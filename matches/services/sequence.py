"""Starting the post-game sequence when a result is confirmed, and a commissioner's retry of a failed one."""

from __future__ import annotations

from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from rules import postgame
from rules.errors import DomainError
from rules.postgame import steps_for

from ..models import Match, PostGameStep
from .common import FAN_FACTOR_SALT, match_for_fixture, step_dice, store_rolls
from .queue import queue_post_game


def roll_fan_factor(match: Match, team) -> int | None:
    """2020 rulebook, pre-game The Fans: the team's Fan Factor (D3 + Dedicated Fans), rolled once for the game
    with the match's seeded dice and kept with the match; None when it was already rolled."""
    field = "home_fan_factor" if team.pk == match.fixture.home_id else "away_fan_factor"
    if getattr(match, field) is not None:
        return None
    dice = step_dice(match, team.pk, FAN_FACTOR_SALT)
    value = postgame.fan_factor(team.dedicated_fans, dice, subject=team.name)
    setattr(match, field, value)
    Match.objects.filter(pk=match.pk).update(**{field: value})
    store_rolls(match, team.pk, dice.rolls)
    return value


def start_post_game(fixture) -> Match | None:
    """Called in the transaction that confirms a result: the Fan Factors not rolled in the pre-game are rolled
    (from the match's seed, so a re-confirmation after a void rolls the same), and the steps are queued.

    Idempotent: a second confirmation finds the steps already there and queues nothing new.
    """
    if fixture.away_id is None:
        return None
    match = Match.objects.select_for_update().filter(fixture=fixture).first() or match_for_fixture(fixture)
    if match.seed is None:
        match = match_for_fixture(fixture)
    if match.steps.exists():
        return match
    for team in (fixture.home, fixture.away):
        roll_fan_factor(match, team)
    match.sequence = Match.Sequence.RUNNING
    match.sequence_error = ""
    match.save(update_fields=["sequence", "sequence_error"])
    try:
        with transaction.atomic():
            PostGameStep.objects.bulk_create(
                PostGameStep(match=match, team_id=team.pk, step=step)
                for team in (fixture.home, fixture.away)
                for step in steps_for(draft_after_advancement=team.rules().draft_after_advancement)
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
        raise DomainError(_("This post-game sequence has not failed; there is nothing to retry."))
    queue_post_game(match.pk)
    match.refresh_from_db(fields=["sequence", "sequence_error"])
    return match

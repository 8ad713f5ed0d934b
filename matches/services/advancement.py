"""The coach's choice for Player Advancement (seed 000), which resumes the team's waiting sequence."""

from __future__ import annotations

from django.db import transaction

from rules import advancement
from rules.errors import DomainError
from rules.postgame import PostGameStep as Step
from teams.models import Team
from teams.selectors import teams_locked

from ..models import AdvancementChoice, Match, PostGameStep
from ..selectors import advancement_candidates
from ..tasks import queue_post_game
from .common import step_dice, store_rolls

SECONDARY_DRAW = 20  # the salt of the dice that draw the random Secondary player


@transaction.atomic
def advancement_choose(
    *,
    match: Match,
    team: Team,
    actor,
    kind: str,
    player_id: int | None = None,
    category: str = "",
    keep_journeymen: list[int] | None = None,
) -> AdvancementChoice:
    """Record the coach's choice (seed 000, Player Advancement) and resume the team's sequence.

    Primary: the coach names the player and the category. Secondary: the player is drawn at random first (the
    draw is kept), then the coach picks the category among that player's Secondary categories; once drawn, the
    choice cannot switch to Primary (``rules.advancement.choice_refusal``). A commissioner may choose for an
    absent coach (the caller checks ``can_edit_team``).
    """
    if kind not in advancement.KINDS:
        raise DomainError("Choose a Primary or a Secondary skill.", field="kind")
    team = teams_locked(ids=[team.pk])[team.pk]  # the one order: the team, then its step, then the match
    step = PostGameStep.objects.select_for_update().filter(match=match, team=team, step=Step.ADVANCEMENT).first()
    if step is None or step.status != PostGameStep.Status.WAITING:
        raise DomainError("There is no advancement waiting for this team.")
    candidates = {c.key: c for c in advancement_candidates(match, team)}
    choice, created = AdvancementChoice.objects.select_for_update().get_or_create(
        match=match, team=team, defaults={"kind": kind, "decided_by": actor}
    )
    refusal = None if created else advancement.choice_refusal(choice.kind, choice.player_id is not None, kind)
    if refusal:
        raise DomainError(refusal, field="kind")
    banned = team.rules().banned_skills
    if kind == advancement.PRIMARY:
        candidate = candidates.get(player_id)
        if candidate is None or candidate not in advancement.eligible(candidates.values()):
            raise DomainError("Choose a player who played this game and was not killed.", field="player")
        choice.player_id = candidate.key
        choice.rolls = []
    else:
        if choice.kind != advancement.SECONDARY or choice.player_id is None:
            dice = step_dice(match, team.pk, SECONDARY_DRAW)
            drawn = advancement.random_secondary_player(list(candidates.values()), dice)
            choice.player_id = drawn.key
            choice.rolls = store_rolls(match, team.pk, dice.rolls, post_game=True)
        candidate = candidates[choice.player_id]
    choice.kind = kind
    allowed = candidate.categories(kind)
    if category and category not in allowed:
        raise DomainError(f"{category} is not one of {candidate.name}'s {kind.title()} categories.", field="category")
    choice.category = category or (allowed[0] if len(allowed) == 1 else "")
    if choice.category and not advancement.skills_available(
        candidate, choice.category, team.race_rules.edition, banned=banned
    ):
        raise DomainError(f"{candidate.name} already has every {choice.category} skill.", field="category")
    if keep_journeymen is not None:
        choice.keep_journeymen = list(dict.fromkeys(int(i) for i in keep_journeymen))  # the coach's order
    choice.decided_by = actor
    choice.save()
    if choice.category:
        queue_post_game(match.pk, team.pk)
    return choice

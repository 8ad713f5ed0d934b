"""The coach's choice for Player Advancement (seed 000), which resumes the team's waiting sequence; in the 2025
Sevens (Spike! Journal 22) the Primary skill's candidates, picked by the coach and the opponent in turn."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from core import datagen
from core.wording import word
from league.selectors import fixture_scopes
from rules import advancement, advancement_2025
from rules.errors import DomainError
from rules.postgame import PostGameStep as Step
from teams.models import Team
from teams.permissions import can_edit_team
from teams.selectors import teams_locked

from ..models import AdvancementChoice, Match, PostGameStep
from ..selectors import advancement_candidates
from .common import step_dice, store_rolls
from .queue import queue_post_game

SECONDARY_DRAW = 20  # the salt of the dice that draw the random Secondary player
SECONDARY_SKILLS = 21  # the salt of the dice that roll the two 2025 Secondary skills


@datagen.scoped
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
    let_go: list[int] | None = None,
) -> AdvancementChoice:
    """Record the coach's choice (seed 000, Player Advancement) and resume the team's sequence.

    Primary: the coach names the player and the category. Secondary: the player is drawn at random first (the
    draw is kept), then the coach picks the category among that player's Secondary categories; once drawn, the
    choice cannot switch to Primary (``rules.advancement.choice_refusal``). A commissioner may choose for an
    absent coach (the caller checks ``can_edit_team``). ``let_go``: the players the coach lets go if a professional
    team makes an offer (Spike! Journal 22, Drafted Players; only where the ruleset lets a coach keep them).
    """
    if kind not in advancement.KINDS:
        raise DomainError(_("Choose a Primary or a Secondary skill."), field="kind")
    team = _lock_waiting(match, team)
    ruleset = team.rules()
    candidates = {c.key: c for c in advancement_candidates(match, team)}
    choice, created = AdvancementChoice.objects.select_for_update().get_or_create(
        match=match, team=team, defaults={"kind": kind, "decided_by": actor}
    )
    refusal = None if created else advancement.choice_refusal(choice.kind, choice.player_id is not None, kind)
    if refusal:
        raise DomainError(word(refusal), field=refusal.field, violations=[refusal], word=word)
    if choice.candidates:
        raise DomainError(_("The candidates are being picked; the player and the category stand."), field="kind")
    banned = ruleset.banned_skills
    if kind == advancement.PRIMARY:
        candidate = candidates.get(player_id)
        if candidate is None or candidate not in advancement_2025.eligible_for(ruleset, candidates.values()):
            refusal = advancement_2025.eligibility_refusal(ruleset)
            raise DomainError(word(refusal), field=refusal.field, violations=[refusal], word=word)
        choice.player_id = candidate.key
        choice.rolls = []
    else:
        if choice.kind != advancement.SECONDARY or choice.player_id is None:
            dice = step_dice(match, team.pk, SECONDARY_DRAW)
            drawn = advancement_2025.random_secondary_player(ruleset, list(candidates.values()), dice)
            choice.player_id = drawn.key
            choice.rolls = store_rolls(match, team.pk, dice.rolls, post_game=True)
        candidate = candidates[choice.player_id]
    choice.kind = kind
    allowed = candidate.categories(kind)
    if category and category not in allowed:
        if kind == advancement.PRIMARY:
            message = _("%(category)s is not one of %(player)s's Primary categories.")
        else:
            message = _("%(category)s is not one of %(player)s's Secondary categories.")
        raise DomainError(message % {"category": category, "player": candidate.name}, field="category")
    choice.category = category or (allowed[0] if len(allowed) == 1 else "")
    if choice.category and not advancement.skills_available(
        candidate, choice.category, team.race_rules.edition, banned=banned
    ):
        message = _("%(player)s already has every %(category)s skill.")
        raise DomainError(message % {"player": candidate.name, "category": choice.category}, field="category")
    if keep_journeymen is not None:
        choice.keep_journeymen = list(dict.fromkeys(int(i) for i in keep_journeymen))  # the coach's order
    picked = kind == advancement.PRIMARY and choice.category and ruleset.primary_candidates
    choice.waiting_for = _next_picker(ruleset, candidate, choice.category, []) if picked else ""
    if let_go is not None and ruleset.draft_keep_increase is not None:
        choice.let_go = sorted({int(i) for i in let_go})
    if kind == advancement.SECONDARY and choice.category and advancement_2025.secondary_rolls(ruleset) > 1:
        _roll_secondary_pair(match, team, choice, candidate)
    choice.decided_by = actor
    choice.save()
    if choice.category and not choice.waiting_for:
        queue_post_game(match.pk, team.pk)
    return choice


def _roll_secondary_pair(match: Match, team: Team, choice: AdvancementChoice, candidate) -> None:
    """2025 rulebook, New Skills (Spike! Journal 22's random Secondary skill): the two rolls, made once from the
    match's dice and stored with the choice; the coach keeps one (``advancement_keep_secondary``), unless both
    rolls gave the same skill ("you must choose that one")."""
    dice = step_dice(match, team.pk, SECONDARY_SKILLS)
    try:
        rolled = advancement_2025.roll_secondary_pair(team.rules(), candidate, choice.category, dice)
    except advancement.AdvancementError as exc:
        refusal = exc.violation
        raise DomainError(word(refusal), field=refusal.field or "category", violations=[refusal], word=word) from None
    same = len({r.lower() for r in rolled}) == 1
    choice.candidates = [{"skill": r, "by": "dice", "kept": same and i == 0} for i, r in enumerate(rolled)]
    choice.rolls = [*choice.rolls, *store_rolls(match, team.pk, dice.rolls, post_game=True)]
    choice.waiting_for = "" if same else advancement_2025.COACH


@datagen.scoped
@transaction.atomic
def advancement_keep_secondary(*, match: Match, team: Team, actor, skill: str) -> AdvancementChoice:
    """2025 rulebook, New Skills: "choose which of the two randomly rolled Skills you wish your player to receive"
    (``rules.advancement_2025.keep_refusal_secondary``); the choice resumes the sequence, whose step gives the
    skill. Its coach or a commissioner of its league."""
    team = _lock_waiting(match, team)
    if not can_edit_team(actor, team):
        raise DomainError(_("Only the team's coach or a commissioner keeps the skill."), field="skill")
    choice = AdvancementChoice.objects.select_for_update().filter(match=match, team=team).first()
    if choice is None or choice.kind != advancement.SECONDARY or len(choice.candidates) < 2:
        raise DomainError(_("No two Secondary skills wait to be chosen between."), field="skill")
    if not choice.waiting_for:
        raise DomainError(_("The skill is already kept."), field="skill")
    rolled = [c["skill"] for c in choice.candidates]
    refusal = advancement_2025.keep_refusal_secondary(rolled, skill)
    if refusal is not None:
        raise DomainError(word(refusal), field="skill", violations=[refusal], word=word)
    kept = next(i for i, r in enumerate(rolled) if r.lower() == skill.strip().lower())
    choice.candidates = [
        {**c, "kept": i == kept, "user": actor.get_username() if i == kept else ""}
        for i, c in enumerate(choice.candidates)
    ]
    choice.waiting_for = ""
    choice.save(update_fields=["candidates", "waiting_for", "decided_at"])
    queue_post_game(match.pk, team.pk)
    return choice


@datagen.scoped
@transaction.atomic
def advancement_pick_candidate(*, match: Match, team: Team, actor, picker: str, skill: str) -> AdvancementChoice:
    """Spike! Journal 22, Player Advancement: one of the Primary skill's candidates, picked by ``picker``
    (``coach`` for the advancing team, ``opponent`` for the other; ``rules.advancement_2025.candidate_refusal``
    says whose turn it is and which skills may be picked). The last pick resumes the sequence, whose step rolls
    the D3. The caller checks that the actor may pick for that side (``permissions.may_pick_candidate``)."""
    team = _lock_waiting(match, team)
    ruleset = team.rules()
    choice = AdvancementChoice.objects.select_for_update().filter(match=match, team=team).first()
    if choice is None or choice.kind != advancement.PRIMARY or choice.player_id is None or not choice.category:
        raise DomainError(_("The player and the Primary category are chosen first."), field="skill")
    candidate = next((c for c in advancement_candidates(match, team) if c.key == choice.player_id), None)
    if candidate is None:
        raise DomainError(_("The chosen player has left the team; choose the advancement again."), field="skill")
    picks = [c["skill"] for c in choice.candidates]
    refusal = advancement_2025.candidate_refusal(ruleset, candidate, choice.category, picks, skill, picker=picker)
    if refusal is not None:
        raise DomainError(word(refusal), field="skill", violations=[refusal], word=word)
    names = {s.lower(): s for s in advancement_2025.open_candidates(ruleset, candidate, choice.category)}
    name = names[skill.strip().lower()]
    choice.candidates = [*choice.candidates, {"skill": name, "by": picker, "user": actor.get_username()}]
    choice.waiting_for = _next_picker(ruleset, candidate, choice.category, [*picks, name])
    choice.save(update_fields=["candidates", "waiting_for", "decided_at"])
    if not choice.waiting_for:
        queue_post_game(match.pk, team.pk)
    return choice


def _lock_waiting(match: Match, team: Team) -> Team:
    """The team locked, then its waiting advancement step (the one order: the team, its step, then the match)."""
    team = teams_locked(ids=[team.pk])[team.pk]
    datagen.touches(*fixture_scopes(match.fixture, team.league_id))  # the other coach may pick next (2025)
    steps = PostGameStep.objects.select_for_update().filter(match=match, team=team, step=Step.ADVANCEMENT)
    step = steps.order_by("pk").first()  # one row at most; no join to the team's name (it is locked already)
    if step is None or step.status != PostGameStep.Status.WAITING:
        raise DomainError(_("There is no advancement waiting for this team."))
    return team


def _next_picker(ruleset, candidate, category: str, picks: list[str]) -> str:
    """Who picks the next candidate, or "" once every candidate the player needs is in."""
    if len(picks) >= advancement_2025.candidates_needed(ruleset, candidate, category):
        return ""
    return advancement_2025.next_picker(ruleset, picks) or ""

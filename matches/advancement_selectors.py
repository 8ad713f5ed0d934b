"""Reads for the 2025 Player Advancement page (Spike! Journal 22): the candidates being picked, and the players
who will roll for an offer in the Draft after advancement, and the choices waiting for an opponent's pick."""

from __future__ import annotations

from django.db.models import F, Q

from rules import advancement_2025
from rules.postgame import PostGameStep as Step
from teams.models import Player, Team
from teams.queries import by_id_first

from .models import AdvancementChoice, PostGameStep


def candidate_picking(ruleset, fixture, team: Team, choice: AdvancementChoice, chosen, *, may_pick: bool) -> dict:
    """Spike! Journal 22, Player Advancement, as the page shows it: the chosen player and category, a line per
    candidate (picked, or whose pick it is), the skills still open to pick, and whether this user picks now."""
    other = fixture.opponent_of(team.pk)
    side_name = {advancement_2025.COACH: team.name, advancement_2025.OPPONENT: other.name}
    needed = (
        advancement_2025.candidates_needed(ruleset, chosen, choice.category)
        if choice.waiting_for
        else len(choice.candidates)
    )
    slots = []
    for number, by in enumerate(ruleset.primary_pickers[:needed], start=1):
        pick = choice.candidates[number - 1] if number <= len(choice.candidates) else None
        slots.append({"number": number, "by": side_name[by], "skill": pick["skill"] if pick else ""})
    picks = [c["skill"] for c in choice.candidates]
    return {
        "player": chosen,
        "category": choice.category,
        "slots": slots,
        "open": advancement_2025.open_candidates(ruleset, chosen, choice.category, picks),
        "waiting_for": side_name.get(choice.waiting_for, ""),
        "my_turn": may_pick,
    }


def draft_offer_candidates(team: Team) -> list[Player]:
    """Spike! Journal 22, Drafted Players: the players who will roll for an offer after this game's advancement (those
    with gained skills; a player who gains his first skill now rolls too)."""
    players = team.players.filter(status__in=Player.ACTIVE, journeyman=False).order_by("number", "pk")
    return [p for p in players if p.gained_skills]


def waiting_candidate_picks(*, user) -> list[AdvancementChoice]:
    """Spike! Journal 22, Player Advancement: the advancement choices of other teams waiting for this user's
    candidate pick, as the coach of the opposing team. Found by id first (``teams.queries.by_id_first``)."""
    found = AdvancementChoice.objects.filter(
        waiting_for=advancement_2025.OPPONENT,
        match__steps__step=Step.ADVANCEMENT,
        match__steps__status=PostGameStep.Status.WAITING,
        match__steps__team=F("team"),
    ).filter(
        Q(match__fixture__home__coach=user, match__fixture__away=F("team"))
        | Q(match__fixture__away__coach=user, match__fixture__home=F("team"))
    )
    related = ("team", "player", "match__fixture__home", "match__fixture__away")
    return by_id_first(found, related=related, order=("match__fixture__round", "pk"))

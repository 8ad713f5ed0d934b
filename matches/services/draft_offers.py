"""Spike! Journal 22, Drafted Players: the 2025 Sevens roll the Draft after Player Advancement, and a poached player
may be kept for his Current Value (a step of ``steps.SEQUENCE``, applied and undone side by side)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.kept import kept as message
from rules import advancement, advancement_2025
from rules.postgame import PostGameStep as Step
from teams import services as team_services
from teams.models import Player, Team

from .common import step_dice

if TYPE_CHECKING:
    from .engine import Run


def _players(team: Team, ids) -> list[Player]:
    ids = list(ids)
    return list(team.players.filter(pk__in=ids)) if ids else []


def apply_draft_offers(run: Run) -> dict:
    """Spike! Journal 22, Drafted Players: after Player Advancement a D6 for each player with gained skills; at or
    below their number he has an offer, and stays only if the coach pays his Current Value from the treasury, which
    then rises by 15,000 (``rules.advancement_2025.keep_offer``). Nothing for the 2020 rulesets, whose Draft is
    rolled with the winnings.

    Reading: the coach said beforehand whom he lets go (``AdvancementChoice.let_go``; nobody when he chose
    nothing); the others are kept in roster order while the treasury pays."""
    team = run.team
    ruleset = team.rules()
    if not ruleset.draft_after_advancement:
        return {}
    dice = step_dice(run.match, team.pk, Step.DRAFT_OFFERS)
    let_go = set(run.choice.let_go if run.choice else [])
    players = [p for p in run.active() if not p.journeyman]
    rolls = advancement.the_draft(
        ((p.pk, p.name or f"#{p.number} {p.position}", len(p.advancements)) for p in players), dice
    )
    poached = {r.key for r in rolls if r.leaves}
    kept, drafted, notes = [], [], []
    for p in players:
        if p.pk not in poached:
            continue
        who = p.name or f"#{p.number} {p.position}"
        offer = advancement_2025.keep_offer(
            ruleset, key=p.pk, name=who, current_value=p.value, treasury=team.treasury
        )
        if p.pk in let_go or offer is None or not offer.affordable:
            drafted.append(p)
            notes.append(message("draft_leaves" if p.pk in let_go else "draft_leaves.unpaid", player=who))
            continue
        team.treasury -= offer.price
        team_services.player_set_value(player=p, value=offer.value_after)
        kept.append({"id": p.pk, "paid": offer.price, "value": [offer.price, offer.value_after]})
        notes.append(message("draft_kept", player=who, price=offer.price, value={"gp": offer.value_after}))
    team_services.players_set_status(players=drafted, status=Player.Status.DRAFTED)
    paid = sum(k["paid"] for k in kept)
    if paid:
        run.save_team("treasury")
    changes = {"kept": kept, "drafted": [p.pk for p in drafted]}
    kept_rolls = run.keep_rolls(dice.rolls)
    if rolls:
        line = message("draft_offers", notes=notes) if notes else message("draft_offers.none")
        run.event(Step.DRAFT_OFFERS, [line], changes, kept_rolls, treasury_delta=-paid)
    return changes


def undo_draft_offers(team: Team, changes: dict) -> None:
    """The gold paid comes back, the kept players' values go back, and the drafted return."""
    kept = changes.get("kept", [])
    team.treasury += sum(k["paid"] for k in kept)
    for player in _players(team, [k["id"] for k in kept]):
        before = next(k["value"][0] for k in kept if k["id"] == player.pk)
        team_services.player_set_value(player=player, value=before)
    team_services.players_set_status(players=_players(team, changes.get("drafted", [])), status=Player.Status.AVAILABLE)

"""Reads for a team's player-by-player report of a game."""

from __future__ import annotations

from rules import report as report_rules

from ..models import InducementPurchase, PlayerReport


def player_reports(*, fixture, team) -> list[PlayerReport]:
    """A team's submitted player lines for a game, by shirt number (players who have since left included)."""
    return list(
        PlayerReport.objects.filter(match__fixture=fixture, team=team)
        .select_related("player")
        .order_by("player__number", "player_id")
    )


def patch_ups_for(*, fixture, team) -> int:
    """Seed 000 and the 2020 rulebook (rules.report.patch_ups_allowed): the team's own apothecary and each
    Wandering Apothecary it induced for the game."""
    purchase = InducementPurchase.objects.filter(match__fixture=fixture, team=team).first()
    wandering = purchase.wandering_apothecaries if purchase else 0
    return report_rules.patch_ups_allowed(has_apothecary=team.apothecary, wandering=wandering)

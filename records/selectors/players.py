"""A player's record: his totals, his games, the skills he gained (with the game each came from) and his value."""

from __future__ import annotations

from collections.abc import Iterable

from django.shortcuts import get_object_or_404
from django.utils.translation import pgettext

from teams.models import Player

from ..figures import ADVANCEMENT, REPORT_COUNTS, WINNINGS, counted_reports, counted_steps, report_totals

EMPTY = {
    "games": 0,
    "touchdowns": 0,
    "casualties": 0,
    "completions": 0,
    "interceptions": 0,
    "fouls": 0,
    "sent_off": 0,
    "badly_hurt": 0,
    "seriously_hurt": 0,
    "killed": 0,
}


def with_games_missed(row: dict) -> dict:
    """Reading (seed 000, Seriously Hurt: the player misses the next game): each Seriously Hurt that stood is one
    game missed."""
    row["games_missed"] = row["seriously_hurt"]
    return row


def player_for_page(*, pk: int) -> Player:
    """The player with his team and its league (one query); 404 when there is none."""
    return get_object_or_404(Player.objects.select_related("team__league", "team__coach"), pk=pk)


def player_record(*, player: Player) -> dict:
    """His totals over confirmed results, in one query."""
    row = counted_reports().filter(player=player).aggregate(**report_totals())
    return with_games_missed(row)


def player_records(*, player_ids: Iterable[int]) -> dict[int, dict]:
    """Each player's totals, in one grouped query (players without a counted game are left out)."""
    ids = list(player_ids)
    if not ids:
        return {}
    rows = counted_reports().filter(player_id__in=ids).values("player_id").annotate(**report_totals()).order_by()
    return {row.pop("player_id"): with_games_missed(row) for row in rows}


def player_games(*, player: Player) -> list:
    """His report of each confirmed game, oldest first, with the fixture and both teams (one query)."""
    return list(
        player.reports.filter(REPORT_COUNTS)
        .select_related("match__fixture__season", "match__fixture__home", "match__fixture__away")
        .order_by("match__fixture__confirmed_at", "pk")
    )


def player_skills(*, player: Player) -> list[dict]:
    """The skills he gained by Player Advancement, in order, each with the game it came from and his value before
    and after (the post-game step's recorded changes; one query)."""
    steps = (
        counted_steps(ADVANCEMENT)
        .filter(team_id=player.team_id, changes__player=player.pk)
        .select_related("match__fixture__season", "match__fixture__home", "match__fixture__away")
        .order_by("match__fixture__confirmed_at", "pk")
    )
    return [
        {
            "skill": s.changes.get("skill", ""),
            "fixture": s.match.fixture,
            "before": (s.changes.get("value") or [None, None])[0],
            "after": (s.changes.get("value") or [None, None])[1],
        }
        for s in steps
    ]


def player_values(*, player: Player, skills: list[dict]) -> list[tuple[str, int]]:
    """His value over time: at the start (before his first gained skill, else now), then after each skill."""
    start = skills[0]["before"] if skills and skills[0]["before"] is not None else player.value
    points = [(pgettext("a player's value before his first skill", "Start"), start)]
    points += [
        (pgettext("short for round", "R%(round)s") % {"round": s["fixture"].round}, s["after"])
        for s in skills
        if s["after"] is not None
    ]
    return points


def player_left_after(*, player: Player):
    """The fixture after which the Draft took him (the post-game step that names him), or None (one query)."""
    if player.status != Player.Status.DRAFTED:
        return None
    steps = (
        counted_steps(WINNINGS)
        .filter(team_id=player.team_id)
        .exclude(changes__drafted=[])
        .select_related("match__fixture__home", "match__fixture__away", "match__fixture__season")
    )
    return next((s.match.fixture for s in steps if player.pk in (s.changes.get("drafted") or [])), None)

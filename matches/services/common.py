"""What the match services share: the fixture's match row, the dice of a step, and keeping rolls with the match."""

from __future__ import annotations

from rules.dice import Dice

from ..models import Match, MatchRoll


def match_for_fixture(fixture) -> Match:
    """The fixture's match, created by the first write that needs it (a page view only reads)."""
    match, _ = Match.objects.get_or_create(fixture=fixture)
    return match


def step_dice(match: Match, team_id: int, salt: int) -> Dice:
    """The dice of one team's step, seeded from the match's seed: a step run again after a crash rolls the same."""
    return Dice(seed=(match.seed * 1_000_003 + team_id * 10 + salt) % (2**63))


def roll_rows(match: Match, team_id: int | None, rolls) -> list[MatchRoll]:
    return [
        MatchRoll(
            match=match,
            team_id=team_id,
            what=r.what,
            why=r.why[:200],
            subject=r.subject[:120],
            faces=list(r.faces),
            result=r.result,
            detail=r.detail[:200],
        )
        for r in rolls
    ]


def store_rolls(match: Match, team_id: int | None, rolls) -> list[dict]:
    """Keep the rolls with the match; returns them as the dicts a history entry records."""
    MatchRoll.objects.bulk_create(roll_rows(match, team_id, rolls))
    return [r.as_dict() for r in rolls]

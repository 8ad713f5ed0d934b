"""What the match services share: the fixture's match row, the dice of a step, and keeping rolls with the match."""

from __future__ import annotations

import secrets

from core.kept import kept
from rules.dice import Dice

from ..models import Match, MatchRoll

FAN_FACTOR_SALT = 9  # the salt of each team's Fan Factor dice (the post-game steps use their step numbers)
DESPERATE_MEASURES_SALT = 30  # the salt of each team's Desperate Measures dice


def new_seed() -> int:
    return secrets.randbits(48)


def match_for_fixture(fixture) -> Match:
    """The fixture's match, created by the first write that needs it (a page view only reads), with the seed of
    every die of the game: kept for the match's life (a void keeps it), so no roll can be fished for."""
    match, _ = Match.objects.get_or_create(fixture=fixture, defaults={"seed": new_seed()})
    if match.seed is None:  # a match created before seeds were set at creation
        Match.objects.filter(pk=match.pk, seed__isnull=True).update(seed=new_seed())
        match.refresh_from_db(fields=["seed"])
    return match


def fixture_named(fixture) -> dict:
    """The fixture as a history line names it ("Round 2: Reikland Rookies v Karak Stoneheads"), a kept message."""
    if fixture.away_id is None:
        return kept("fixture.bye", round=fixture.round, home=fixture.home.name)
    return kept("fixture", round=fixture.round, home=fixture.home.name, away=fixture.away.name)


def step_dice(match: Match, team_id: int, salt: int) -> Dice:
    """The dice of one team's step, seeded from the match's seed: a step run again after a crash, or after a void
    and a re-confirmation that asks the same decisions, rolls the same."""
    return Dice(seed=(match.seed * 1_000_003 + team_id * 100 + salt) % (2**63))


def roll_rows(match: Match, team_id: int | None, rolls, *, post_game: bool = False) -> list[MatchRoll]:
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
            params=dict(r.params),
            post_game=post_game,
        )
        for r in rolls
    ]


def store_rolls(match: Match, team_id: int | None, rolls, *, post_game: bool = False) -> list[dict]:
    """Keep the rolls with the match; returns them as the dicts a history entry records."""
    MatchRoll.objects.bulk_create(roll_rows(match, team_id, rolls, post_game=post_game))
    return [r.as_dict() for r in rolls]

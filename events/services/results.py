"""A game's result entered from a phone, then confirmed or disputed by the other coach (or an organiser)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from django.db import transaction

from rules.errors import DomainError
from rules.eventinjuries import injuries_of, injury_refusals
from rules.tournament import (
    OBJECTIVES_ROLLED,
    goes_to_extra_time,
)

from ..injuries import available_players, missing_for
from ..models import EventCoach, EventGame


@transaction.atomic
def game_submit(
    *, game: EventGame, actor, organiser: bool, home_td: int, away_td: int, home_cas: int, away_cas: int,
    conceded_by: EventCoach | None = None, home_objectives: int = 0, away_objectives: int = 0,
    extra_time_winner: EventCoach | None = None, injuries: Mapping[str, Sequence[int]] | None = None,
) -> EventGame:
    """A coach enters his game's result for the other coach to confirm; an organiser's entry counts at once. With
    Secret Objectives (seed 003) each coach's objectives achieved, 0 to 3, are entered with it; when injuries are
    carried (seed 003, Injuries) the players Seriously Hurt or Dead, ``injuries["home_seriously_hurt"]`` and so on
    by shirt number."""
    locked = EventGame.objects.select_for_update().get(pk=game.pk)
    if locked.status != EventGame.Status.SCHEDULED or locked.away_id is None:
        raise DomainError("This game's result is in already.")
    if conceded_by is not None and conceded_by.pk not in (locked.home_id, locked.away_id):
        raise DomainError("Only one of the game's two coaches can concede.", field="conceded_by")
    locked.home_td, locked.away_td, locked.home_cas, locked.away_cas = home_td, away_td, home_cas, away_cas
    for name, value in (("home_objectives", home_objectives), ("away_objectives", away_objectives)):
        if not 0 <= value <= OBJECTIVES_ROLLED:
            raise DomainError(f"A coach achieves 0 to {OBJECTIVES_ROLLED} Secret Objectives.", field=name)
    locked.home_objectives, locked.away_objectives = home_objectives, away_objectives
    locked.conceded_by = conceded_by
    locked.home_injuries, locked.away_injuries = _injuries(locked, injuries or {})
    locked.extra_time_winner = _extra_time_winner(locked, extra_time_winner)
    locked.submitted_by = actor
    locked.status = EventGame.Status.CONFIRMED if organiser else EventGame.Status.SUBMITTED
    locked.save()
    return locked


def _injuries(game: EventGame, given: Mapping[str, Sequence[int]]) -> tuple[dict, dict]:
    """Seed 003, Injuries (``rules.eventinjuries``): each side's players Seriously Hurt or Dead, checked against
    the roster the side played with and who missed the game; nothing is kept when the event does not carry them."""
    pack = game.round.event.pack()
    if not pack.injuries_carry:
        return {}, {}
    stored = []
    for side, coach, missing in zip(("home", "away"), (game.home, game.away), missing_for(game=game), strict=True):
        hurt, dead = given.get(f"{side}_seriously_hurt", ()), given.get(f"{side}_dead", ())
        numbers = [n for n, _ in available_players(coach, pack, game.round.number, {})]
        problems = injury_refusals(numbers, missing, hurt, dead, fields=(f"{side}_seriously_hurt", f"{side}_dead"))
        if problems:
            raise DomainError(f"{coach.name}'s injuries cannot be written down.", violations=problems)
        stored.append(injuries_of(hurt, dead))
    return stored[0], stored[1]


def _extra_time_winner(game: EventGame, named: EventCoach | None) -> EventCoach | None:
    """Seed 003, Knockout Stage: a drawn knockout game goes to extra time when the rulespack says so, and its result
    names who won it (``rules.tournament.knockout_winner``); any other game names nobody."""
    drawn = game.home_td == game.away_td and game.conceded_by_id is None
    if game.places_low is None or not drawn or not goes_to_extra_time(game.round.event.pack()):
        return None
    if named is None or named.pk not in (game.home_id, game.away_id):
        raise DomainError("A drawn knockout game goes to extra time: say who won it.", field="extra_time_winner")
    return named


@transaction.atomic
def game_confirm(*, game: EventGame, confirm: bool) -> EventGame:
    """The other coach (or an organiser) confirms an entered result, or sends it back to be entered again (its
    injuries with it)."""
    locked = EventGame.objects.select_for_update().get(pk=game.pk)
    if locked.status != EventGame.Status.SUBMITTED:
        raise DomainError("There is no result waiting for confirmation.")
    locked.status = EventGame.Status.CONFIRMED if confirm else EventGame.Status.SCHEDULED
    if not confirm:  # sent back: what it said is entered again, injuries included
        locked.home_injuries, locked.away_injuries = {}, {}
    locked.save(update_fields=["status", "home_injuries", "away_injuries"])
    return locked


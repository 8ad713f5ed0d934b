"""A round drawn and saved with its seed (seed 003, Pairings), and the organiser's swap of two coaches."""

from __future__ import annotations

import secrets

from django.db import transaction
from django.utils.translation import gettext as _

from core import datagen
from rules.dice import Dice
from rules.errors import DomainError
from rules.scoring import BYE_SCORE
from rules.tournament import (
    rematches,
    roll_secret_objectives,
)

from .. import draws, selectors
from ..models import Event, EventCoach, EventGame, Round
from ..permissions import is_organiser
from ..signals import round_drawn
from .refusals import worded

SEED_MAX = 2**62  # a draw's seed: any whole number the dice take, kept in a BigIntegerField


@datagen.scoped
@transaction.atomic
def round_pair(*, event: Event, actor, seed: int | None = None) -> Round:
    """Seed 003, Pairings: the next round drawn (``draws.next_round``, every format) and saved with its seed, once
    every game of the rounds before it has its result; by an organiser."""
    locked = Event.objects.select_for_update().get(pk=event.pk)
    datagen.touches(datagen.event(locked.pk))  # the writes that follow touch the event's data only
    if not is_organiser(actor, locked):
        raise DomainError(_("Only the event's organisers draw its rounds."))
    if EventGame.objects.filter(round__event=locked).exclude(status=EventGame.Status.CONFIRMED).exists():
        raise DomainError(_("Every game of the last round needs its result before the next round is drawn."))
    seed = secrets.randbelow(SEED_MAX) if seed is None else seed
    try:
        drawn = draws.next_round(event=locked, seed=seed)
    except DomainError as exc:  # the rules' refusal (groups, the knockout), worded in the organiser's language
        raise worded(exc) from None
    number, stage, listed = drawn["number"], drawn["stage"], drawn["games"]
    for field, values in (("group", drawn.get("groups", {})), ("knockout_seed", drawn.get("seeds", {}))):
        for pk, value in values.items():
            EventCoach.objects.filter(pk=pk).update(**{field: value})
    by_id = EventCoach.objects.in_bulk({pk for home, away, _ in listed for pk in (home, away) if pk is not None})
    round_ = Round.objects.create(event=locked, number=number, seed=seed, stage=stage)
    games = [  # seed 003, Bye: a 2-0 win as soon as it is drawn, nothing to enter
        EventGame(
            round=round_,
            table=table,
            home=by_id[home],
            away=by_id[away] if away is not None else None,
            home_td=0 if away is not None else BYE_SCORE[0],
            status=EventGame.Status.SCHEDULED if away is not None else EventGame.Status.CONFIRMED,
            places_low=places[0] if places else None,
            places_high=places[1] if places else None,
        )
        for table, (home, away, places) in enumerate(listed, start=1)
    ]
    if locked.pack().secret_objectives:
        for game in games:
            if game.away is not None:
                _roll_objectives(game, Dice(seed=(seed * 1_000 + game.table) % SEED_MAX))
    EventGame.objects.bulk_create(games)
    round_drawn.send(sender=Round, round=round_)
    return round_


def _roll_objectives(game: EventGame, dice: Dice) -> None:
    """Seed 003, Secret Objectives: three D16 for each coach when the round is drawn, duplicates re-rolled; the
    numbers and every roll are kept (the draw's seed makes them again, so nobody rolls twice)."""
    game.home_secret = [o.number for o in roll_secret_objectives(dice, coach=game.home.name)]
    game.away_secret = [o.number for o in roll_secret_objectives(dice, coach=game.away.name)]
    game.objective_rolls = [r.as_dict() for r in dice.rolls]


@transaction.atomic
def round_swap(*, event: Event, actor, first: EventCoach, second: EventCoach) -> list[tuple[str, str]]:
    """Seed 003, Pairings ("the organiser may alter pairings"): two coaches of the latest round change places
    before any of its results is entered; returns the pairs that are now rematches, for the organiser's warning."""
    if not is_organiser(actor, event):
        raise DomainError(_("Only the event's organisers change its pairings."))
    round_ = Round.objects.select_for_update().filter(event=event).order_by("-number").first()
    if round_ is None:
        raise DomainError(_("No round has been drawn yet."))
    games = list(round_.games.select_for_update().order_by("table"))
    if any(g.away_id is not None and g.status != EventGame.Status.SCHEDULED for g in games):
        raise DomainError(_("A result of this round is in: its pairings can no longer change."))
    if first.pk == second.pk:
        raise DomainError(_("Choose two different coaches."), field="second")
    seats = {}
    for game in games:
        seats[game.home_id] = (game, "home_id")
        if game.away_id is not None:
            seats[game.away_id] = (game, "away_id")
    if first.pk not in seats or second.pk not in seats:
        raise DomainError(_("Both coaches must play in this round."), field="first")
    (game_a, side_a), (game_b, side_b) = seats[first.pk], seats[second.pk]
    if game_a.pk == game_b.pk:
        raise DomainError(_("These two already play each other."), field="second")
    setattr(game_a, side_a, second.pk)
    setattr(game_b, side_b, first.pk)
    if event.structure == Event.Structure.TEAMS:  # seed 003, Team Event Pairings: a coach meets another team
        team_of = dict(event.coaches.values_list("pk", "event_team_id"))
        if any(g.away_id is not None and team_of[g.home_id] == team_of[g.away_id] for g in (game_a, game_b)):
            raise DomainError(_("That swap would pair two coaches of the same team."), field="second")
    for game in (game_a, game_b):
        game.save(update_fields=["home_id", "away_id"])
    earlier = selectors.event_games(event=event)
    names = dict(event.coaches.values_list("pk", "name"))
    drawn = [(g.home_id, g.away_id) for g in games]
    return [(names[a], names[b]) for a, b in rematches(drawn, earlier)]

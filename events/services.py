"""Writes of the events app: an event imported from a ``sevens-event/1`` file, and a round's draw saved. Each is one
transaction and raises ``rules.errors.DomainError``; the rules (draw, scoring) come from ``rules.tournament``."""

from __future__ import annotations

import secrets

from django.db import transaction
from django.utils.text import slugify

from rules.errors import DomainError
from rules.rosterfile import dump_roster
from rules.tournament import EventFile

from . import selectors
from .models import Event, EventCoach, EventGame, Round

SEED_MAX = 2**62  # a draw's seed: any whole number the dice take, kept in a BigIntegerField


def _free_slug(name: str) -> str:
    base = slugify(name)[:120] or "event"
    slug, number = base, 1
    while Event.objects.filter(slug=slug).exists():
        number += 1
        slug = f"{base}-{number}"
    return slug


@transaction.atomic
def event_import(*, data: EventFile, organiser=None) -> Event:
    """Issue 17, Machine interface: the event with its rulespack, coaches (rosters kept as roster files) and played
    rounds (their games confirmed). Nothing is created unless everything is."""
    pack = data.pack
    event = Event.objects.create(
        name=data.name, slug=_free_slug(data.name), ruleset=pack.ruleset, rulespack=pack.to_dict()
    )
    if organiser is not None:
        event.organisers.add(organiser)
    coaches = {}
    for entry in data.coaches:
        roster = entry.team
        coaches[entry.name] = EventCoach.objects.create(
            event=event,
            name=entry.name,
            naf=entry.naf,
            spare=entry.spare,
            team_name=roster.name if roster else "",
            race=roster.draft.race if roster else "",
            roster=dump_roster(roster) if roster else None,
        )
    for played in data.rounds:
        round_ = Round.objects.create(event=event, number=played.number, seed=secrets.randbelow(SEED_MAX))
        EventGame.objects.bulk_create(
            EventGame(
                round=round_,
                table=table,
                home=coaches[game.home],
                away=coaches[game.away] if game.away is not None else None,
                home_td=game.home_td,
                away_td=game.away_td,
                home_cas=game.home_cas,
                away_cas=game.away_cas,
                home_objectives=game.home_objectives,
                away_objectives=game.away_objectives,
                conceded_by=coaches[game.conceded_by] if game.conceded_by is not None else None,
                win_kind=game.win_kind or "",
                status=EventGame.Status.CONFIRMED,
            )
            for table, game in enumerate(played.games, start=1)
        )
    return event


@transaction.atomic
def round_pair(*, event: Event, seed: int | None = None) -> Round:
    """Seed 003, Pairings: the next round drawn (``selectors.next_pairings``) and saved with its seed, once every
    game of the rounds before it has its result."""
    locked = Event.objects.select_for_update().get(pk=event.pk)
    if EventGame.objects.filter(round__event=locked, status=EventGame.Status.SCHEDULED).exists():
        raise DomainError("Every game of the last round needs its result before the next round is drawn.")
    seed = secrets.randbelow(SEED_MAX) if seed is None else seed
    number, pairs = selectors.next_pairings(event=locked, seed=seed)
    by_id = {c.pk: c for c in locked.coaches.all()}
    round_ = Round.objects.create(event=locked, number=number, seed=seed)
    EventGame.objects.bulk_create(
        EventGame(round=round_, table=table, home=by_id[home], away=by_id.get(away) if away is not None else None)
        for table, (home, away) in enumerate(pairs, start=1)
    )
    return round_

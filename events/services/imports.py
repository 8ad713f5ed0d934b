"""An event imported from a ``sevens-event/1`` file (issue 17, Machine interface): all of it or nothing."""

from __future__ import annotations

import secrets
from dataclasses import replace

from django.db import transaction
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from core.wording import word
from rules.errors import DomainError
from rules.eventfile import roster_problems_of
from rules.rosterfile import dump_roster
from rules.tournament import (
    EventFile,
    group_event_rounds,
)

from ..models import Event, EventCoach, EventGame, EventTeam, Round
from .events import _free_slug
from .rounds import SEED_MAX


@transaction.atomic
def event_import(*, data: EventFile, organiser=None) -> Event:
    """Issue 17, Machine interface: the event with its rulespack, coaches (rosters kept as roster files) and played
    rounds (their games confirmed). Nothing is created unless everything is: a roster that breaks the rulespack
    (checked as web registration checks it, ``rules.eventfile.roster_problems_of``) refuses the whole file, in one
    line naming the coach and his problems. A 2025 event (``"edition": "2025"``) keeps its edition in the rulespack
    and its rosters are checked against Spike! Journal 22's Matched Play limits (the pack's own)."""
    broken = roster_problems_of(data)
    if broken:
        name, problems = broken[0]
        said = "; ".join(dict.fromkeys(word(problem).rstrip(".") for problem in problems))  # each problem once
        shown = {"coach": repr(name), "problems": said, "more": len(broken) - 1}
        if len(broken) == 1:
            raise DomainError(_("coach %(coach)s: the roster breaks the rulespack: %(problems)s.") % shown)
        raise DomainError(ngettext(
            "coach %(coach)s: the roster breaks the rulespack: %(problems)s (and %(more)d more coach).",
            "coach %(coach)s: the roster breaks the rulespack: %(problems)s (and %(more)d more coaches).",
            len(broken) - 1,
        ) % shown)
    pack = data.pack
    if data.structure == Event.Structure.GROUPS:
        pack = replace(pack, rounds=group_event_rounds(data.knockout_size))
    event = Event.objects.create(
        name=data.name, slug=_free_slug(data.name), ruleset=pack.ruleset, rulespack=pack.to_dict(),
        structure=data.structure, knockout_size=data.knockout_size, team_size=data.team_size,
    )
    if organiser is not None:
        event.organisers.add(organiser)
    coaches, teams = {}, {}
    for entry in data.coaches:
        roster = entry.team
        team = None
        if entry.event_team is not None and entry.event_team not in teams:
            teams[entry.event_team] = team = EventTeam.objects.create(event=event, name=entry.event_team)
        coaches[entry.name] = EventCoach.objects.create(
            event=event,
            name=entry.name,
            naf=entry.naf,
            spare=entry.spare,
            team_name=roster.name if roster else "",
            race=roster.draft.race if roster else "",
            roster=dump_roster(roster) if roster else None,
            inducements=dict(entry.inducements),
            event_team=teams.get(entry.event_team) if entry.event_team is not None else None,
        )
        if team is not None:  # seed 003, Forming a Team: the first coach listed of a team is its captain
            team.captain = coaches[entry.name]
            team.save(update_fields=["captain"])
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


"""Coaches signing up for an event with their rosters, and the organiser's decisions on them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from django.db import transaction

from rules.errors import DomainError
from rules.rosterfile import RosterFileError, dump_roster, parse_roster
from rules.tournament import (
    MatchedPlayRoster,
    race_clash,
    stage_count,
    stages_problems,
)
from teams.selectors import team_roster_file

from ..models import Event, EventCoach, EventTeam


@transaction.atomic
def event_register(
    *, event: Event, user, team, naf: int | None = None, event_team: str = "",
    inducements: Mapping[str, int] | None = None, stages: Sequence = (),
) -> EventCoach:
    """Seed 003, Writing Your Roster: a coach registers with one of his teams and the inducements he buys from the
    budget (kept for the event), the roster checked against the rulespack (every violation at once); the organiser
    approves. In a Gold Piece Escalation event he brings a team for each later round's budget too (``stages``, None
    for "the same as the round before"), each adding to the one before (``rules.escalation``). Closed at the roster
    deadline, or once round 1 is drawn (the rosters are frozen); the organiser may still approve or turn down what
    came in before."""
    if team.coach_id != user.pk or any(t is not None and t.coach_id != user.pk for t in stages):
        raise DomainError("Register with one of your own teams.", field="team")
    if event.rosters_frozen():
        raise DomainError("Registration is closed: the rosters are frozen.")
    if event.coaches.filter(user=user).exists():
        raise DomainError("You are registered for this event already.")
    if event.coaches.filter(name__iexact=user.username).exists():
        raise DomainError(f"A coach called {user.username} is registered already.")
    pack = event.pack()
    bought = {key: qty for key, qty in (inducements or {}).items() if qty}
    rosters = [_event_roster(event, team, "team")]
    for number in range(2, stage_count(pack) + 1):
        chosen = stages[number - 2] if number - 2 < len(stages) else None
        rosters.append(rosters[-1] if chosen is None else _event_roster(event, chosen, f"stage_{number}"))
    problems = stages_problems([MatchedPlayRoster(r.draft, inducements=bought) for r in rosters], pack,
                               rosters[0].edition)
    if problems:
        raise DomainError(f"{team.name} breaks the rulespack.", field="team", violations=problems)
    roster = rosters[0]
    coach = EventCoach.objects.create(
        event=event,
        name=user.username,
        user=user,
        naf=naf,
        team_name=roster.name,
        race=roster.draft.race,
        roster=dump_roster(roster),
        inducements=bought,
        stage_rosters=[dump_roster(r) for r in rosters[1:]],
        approved=False,
    )
    if event.structure == Event.Structure.TEAMS:
        _join_team(event, coach, event_team)
    return coach


def _event_roster(event: Event, team, field: str):
    """Seed 003, Writing Your Roster: a team's roster file for the event (unspent gold is lost, not refused)."""
    try:
        roster = parse_roster(team_roster_file(team=team))
    except RosterFileError as exc:
        raise DomainError(str(exc), field=field) from None
    if roster.ruleset != event.ruleset:
        raise DomainError(f"{team.name} is drafted for another ruleset than the event's.", field=field)
    return replace(roster, treasury=0)


def _join_team(event: Event, coach: EventCoach, name: str) -> None:
    """Seed 003, Forming a Team: a coach of a team event joins his team by its name (the first to name it is its
    Team Captain); no two coaches of a team take the same race, and a team is full at the event's size."""
    name = " ".join((name or "").split())
    if not name:
        raise DomainError("Name your team (the first coach to name it is its captain).", field="event_team")
    team, created = EventTeam.objects.select_for_update().get_or_create(event=event, name=name)
    members = dict(team.coaches.values_list("pk", "race"))
    if len(members) >= event.team_size:
        raise DomainError(f"{name} has its {event.team_size} coaches already.", field="event_team")
    clash = race_clash({**members, coach.pk: coach.race})
    if clash:
        raise DomainError(f"{name} has a {clash[0][0]} team already: no two coaches of a team take the same race.",
                          field="event_team")
    coach.event_team = team
    coach.save(update_fields=["event_team"])
    if created:
        team.captain = coach
        team.save(update_fields=["captain"])


@transaction.atomic
def event_approve(*, event: Event, coach: EventCoach, approve: bool) -> None:
    """The organiser approves a registration, or turns it down (it is removed)."""
    if event.rounds.exists():
        raise DomainError("The rosters are frozen: round 1 has been drawn.")
    if approve:
        EventCoach.objects.filter(pk=coach.pk, event=event).update(approved=True)
    else:
        EventCoach.objects.filter(pk=coach.pk, event=event, approved=False).delete()


"""Coaches signing up for an event with their rosters, the waiting list, and the organiser's desk: approval,
payment, check-in, the Spare Player, drops and replacements.

Readings where seed 003 is silent (each repeated in its function's docstring):

* Capacity counts the active registrations, approved or not, the Spare Player aside; past it a coach waits in
  line (in the order he signed up) and moves up, still to be approved, when a place frees before round 1.
* Leaving before round 1 is a withdrawal (the place frees); after round 1 is drawn it is a drop: he plays no
  further round and his results stand. A replacement is made before round 1 only; afterwards the organiser drops
  the coach and the Spare Player keeps the field even.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.db.models import Max
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from core.wording import file_problem, word
from rules.errors import DomainError
from rules.eventfile import NAF_MAX
from rules.matchedplay import skill_purchase_problems, tier_of, with_bought_skills
from rules.rosterfile import RosterFileError, dump_roster, parse_roster
from rules.textinput import TEAM_NAME_MAX
from rules.tournament import (
    MatchedPlayRoster,
    race_clash,
    stage_count,
    stages_problems,
)
from teams.selectors import team_roster_file

from ..models import Event, EventCoach, EventTeam, Round
from ..permissions import is_organiser, is_registered_coach, registration_open

State = EventCoach.State

# A registration out of the field (waiting, withdrawn or dropped) refused something, one whole sentence a state.
NOT_APPROVED = {
    State.WAITING: gettext_lazy("%(coach)s is on the waiting list: only a registration in the field is approved."),
    State.WITHDRAWN: gettext_lazy("%(coach)s is withdrawn: only a registration in the field is approved."),
    State.DROPPED: gettext_lazy("%(coach)s is dropped: only a registration in the field is approved."),
}
NOT_CHECKED_IN = {
    State.WAITING: gettext_lazy("%(coach)s is on the waiting list: he is not checked in."),
    State.WITHDRAWN: gettext_lazy("%(coach)s is withdrawn: he is not checked in."),
    State.DROPPED: gettext_lazy("%(coach)s is dropped: he is not checked in."),
}
NOT_SPARE = {
    State.WAITING: gettext_lazy("%(coach)s is on the waiting list: he cannot be the Spare Player."),
    State.WITHDRAWN: gettext_lazy("%(coach)s is withdrawn: he cannot be the Spare Player."),
    State.DROPPED: gettext_lazy("%(coach)s is dropped: he cannot be the Spare Player."),
}


def places_taken(event: Event) -> int:
    """The registrations capacity counts: active ones, approved or not, the Spare Player aside."""
    return event.coaches.filter(state=State.ACTIVE, spare=False).count()


@transaction.atomic
def event_register(
    *, event: Event, user, team, naf: int | None = None, event_team: str = "",
    inducements: Mapping[str, int] | None = None, stages: Sequence = (), skills: Mapping[int, str] | None = None,
    club: str = "", spare_volunteer: bool = False,
) -> EventCoach:
    """Seed 003, Writing Your Roster: a coach registers with one of his teams, the skills he buys with the tier's
    Skill Points (``skills``, a skill by player index) and the inducements he buys from the budget (kept for the
    event), the roster checked against the rulespack (every violation at once); the organiser approves. In a Gold
    Piece Escalation event he brings a team for each later round's budget too (``stages``, None for "the same as the
    round before"), each adding to the one before (``rules.escalation``). Open until the roster deadline, or until
    round 1 is drawn with late sign-up (``registration_open``). Reading: once the event's capacity is reached (the
    Spare Player aside) he goes on the waiting list; a coach who withdrew may sign up again."""
    event = Event.objects.select_for_update().get(pk=event.pk)
    if team.coach_id != user.pk or any(t is not None and t.coach_id != user.pk for t in stages):
        raise DomainError(_("Register with one of your own teams."), field="team")
    if not registration_open(event):
        raise DomainError(_("Registration is closed: the rosters are frozen."))
    event.coaches.filter(user=user, state=State.WITHDRAWN).delete()
    if event.coaches.filter(user=user).exists():
        raise DomainError(_("You are registered for this event already."))
    if event.coaches.filter(name__iexact=user.username).exists():
        raise DomainError(_("A coach called %(name)s is registered already.") % {"name": user.username})
    rosters, bought = _checked_rosters(event, team, inducements, stages, skills)
    full = event.capacity is not None and places_taken(event) >= event.capacity
    coach = EventCoach.objects.create(
        event=event, name=user.username, user=user, naf=_naf(naf), approved=False,
        state=State.WAITING if full else State.ACTIVE, club=_club(club), spare_volunteer=spare_volunteer,
        **_roster_fields(rosters, bought),
    )
    if event.structure == Event.Structure.TEAMS:
        _join_team(event, coach, event_team)
    return coach


def _checked_rosters(event: Event, team, inducements, stages, skills) -> tuple[list, dict]:
    """Seed 003, Writing Your Roster and Purchasing Skills: the round-1 roster with its bought skills and the later
    rounds' (escalation), checked together; DomainError with every violation."""
    pack = event.pack()
    bought = {key: qty for key, qty in (inducements or {}).items() if qty}
    first = _event_roster(event, team, "team")
    if skills is not None:
        tier = tier_of(first.draft.race, pack.ruleset, first.edition)
        refused = skill_purchase_problems(first.draft, skills, pack, tier)
        if refused:
            raise DomainError(_("Some skills cannot be bought."), field="team", violations=refused, word=word)
        first = replace(first, draft=with_bought_skills(first.draft, skills))
    rosters = [first]
    for number in range(2, stage_count(pack) + 1):
        chosen = stages[number - 2] if number - 2 < len(stages) else None
        rosters.append(rosters[-1] if chosen is None else _event_roster(event, chosen, f"stage_{number}"))
    problems = stages_problems([MatchedPlayRoster(r.draft, inducements=bought) for r in rosters], pack,
                               rosters[0].edition)
    if problems:
        raise DomainError(_("%(team)s breaks the rulespack.") % {"team": team.name}, field="team",
                          violations=problems, word=word)
    return rosters, bought


def _roster_fields(rosters: list, bought: dict) -> dict:
    return {"team_name": rosters[0].name, "race": rosters[0].draft.race, "roster": dump_roster(rosters[0]),
            "inducements": bought, "stage_rosters": [dump_roster(r) for r in rosters[1:]]}


def _event_roster(event: Event, team, field: str):
    """Seed 003, Writing Your Roster: a team's roster file for the event (unspent gold is lost, not refused). The
    team is drafted under the event's ruleset in the event's edition (Spike! Journal 22: a 2025 event takes 2025
    rosters only; a 2020 event 2020 ones)."""
    try:
        roster = parse_roster(team_roster_file(team=team))
    except RosterFileError as exc:
        raise DomainError(file_problem(exc), field=field) from None
    if roster.ruleset != event.ruleset:
        raise DomainError(_("%(team)s is drafted for another ruleset than the event's.") % {"team": team.name},
                          field=field)
    wanted = event.pack().edition
    if roster.edition != wanted:
        raise DomainError(
            _("%(team)s is drafted under the %(edition)s edition; this event plays the %(wanted)s edition: "
              "draft a %(wanted)s team for it.") % {"team": team.name, "edition": roster.edition, "wanted": wanted},
            field=field,
        )
    return replace(roster, treasury=0)


def _naf(naf) -> int | None:
    """NAF numbers are whole numbers from 1 to ``NAF_MAX`` (the event file's bound), or none."""
    if naf is None:
        return None
    if not isinstance(naf, int) or isinstance(naf, bool) or not 1 <= naf <= NAF_MAX:
        raise DomainError(_("A NAF number is a whole number from 1 to %(most)s.") % {"most": NAF_MAX}, field="naf")
    return naf


def _club(club: str) -> str:
    club = " ".join((club or "").split())
    if len(club) > TEAM_NAME_MAX:
        raise DomainError(_("A club's name has at most %(most)s characters.") % {"most": TEAM_NAME_MAX}, field="club")
    return club


def _join_team(event: Event, coach: EventCoach, name: str) -> None:
    """Seed 003, Forming a Team: a coach of a team event joins his team by its name (the first to name it is its
    Team Captain); no two coaches of a team take the same race, and a team is full at the event's size."""
    name = " ".join((name or "").split())
    if not name:
        raise DomainError(_("Name your team (the first coach to name it is its captain)."), field="event_team")
    team, created = EventTeam.objects.select_for_update().get_or_create(event=event, name=name)
    members = dict(team.coaches.values_list("pk", "race"))
    if len(members) >= event.team_size:
        raise DomainError(_("%(team)s has its %(size)s coaches already.") % {"team": name, "size": event.team_size},
                          field="event_team")
    _check_clash(name, {**members, coach.pk: coach.race})
    coach.event_team = team
    coach.save(update_fields=["event_team"])
    if created:
        team.captain = coach
        team.save(update_fields=["captain"])


def _check_clash(name: str, races: dict) -> None:
    clash = race_clash(races)
    if clash:
        raise DomainError(
            _("%(team)s has a %(race)s team already: no two coaches of a team take the same race.")
            % {"team": name, "race": _(clash[0][0])},
            field="event_team",
        )


def _organiser(actor, event: Event) -> None:
    if not is_organiser(actor, event):
        raise PermissionDenied("Only the event's organisers do that.")


def _locked(coach: EventCoach) -> tuple[Event, EventCoach]:
    """The event and the registration, locked in that order (every write here takes them so)."""
    event = Event.objects.select_for_update().get(pk=coach.event_id)
    return event, EventCoach.objects.select_for_update().get(pk=coach.pk)


def _latest_round(event: Event) -> int:
    return Round.objects.filter(event=event).aggregate(last=Max("number"))["last"] or 0


def _move_up(event: Event) -> list[EventCoach]:
    """Reading: before round 1, while a place is free the first coach on the waiting list (in the order they
    signed up) moves up; he still needs the organiser's approval."""
    if event.capacity is None or _latest_round(event):
        return []
    moved = []
    free = event.capacity - places_taken(event)
    for coach in event.coaches.filter(state=State.WAITING).order_by("registered_at", "pk")[:max(free, 0)]:
        coach.state, coach.approved = State.ACTIVE, False
        coach.save(update_fields=["state", "approved"])
        moved.append(coach)
    return moved


def _leave(event: Event, coach: EventCoach) -> None:
    """Before round 1 a withdrawal (his place frees); after, a drop if he was drawn (he plays no further round and
    his results stand), else a withdrawal."""
    if coach.state in (State.WITHDRAWN, State.DROPPED):
        raise DomainError(_("%(coach)s has left the event already.") % {"coach": coach.name})
    last = _latest_round(event)
    played = last and (coach.home_games.exists() or coach.away_games.exists())
    coach.state = State.DROPPED if played else State.WITHDRAWN
    coach.dropped_after = last if played else None
    coach.spare = coach.spare and bool(played)
    coach.save(update_fields=["state", "dropped_after", "spare"])
    _move_up(event)


@transaction.atomic
def registration_withdraw(*, actor, coach: EventCoach) -> EventCoach:
    """A coach withdraws (he himself, or an organiser): before round 1 his place frees and the waiting list moves
    up; after round 1 is drawn it is a drop (``dropped_after`` the latest round; his results stand)."""
    event, coach = _locked(coach)
    if not (is_registered_coach(actor, coach) or is_organiser(actor, event)):
        raise PermissionDenied("Only the coach himself or an organiser withdraws a registration.")
    _leave(event, coach)
    return coach


@transaction.atomic
def registration_drop(*, actor, coach: EventCoach) -> EventCoach | None:
    """The organiser drops a coach: after round 1 as a withdrawal (he plays no further round, his results stand);
    before round 1 it is a turn-down (the registration is removed, the waiting list moves up): None then."""
    event, coach = _locked(coach)
    _organiser(actor, event)
    if not _latest_round(event):
        _remove(event, coach)
        return None
    _leave(event, coach)
    return coach


def _remove(event: Event, coach: EventCoach) -> None:
    coach.delete()
    EventTeam.objects.filter(event=event, coaches=None).delete()
    _move_up(event)


@transaction.atomic
def event_approve(*, event: Event, coach: EventCoach, approve: bool, actor) -> None:
    """The organiser approves a registration, or turns it down. Reading: before round 1 turning down removes any
    registration (pending, approved or waiting) and the waiting list moves up; after round 1 the rosters are frozen,
    so a coach is dropped instead, and nothing is approved any more."""
    locked_event, coach = _locked(coach)
    if coach.event_id != event.pk:
        raise DomainError(_("That coach is not registered for this event."))
    _organiser(actor, locked_event)
    if _latest_round(locked_event):
        raise DomainError(_("Round 1 has been drawn: the rosters are frozen.") if approve else
                          _("Round 1 has been drawn: the rosters are frozen. Use Drop."))
    if not approve:
        _remove(locked_event, coach)
    elif coach.state != State.ACTIVE:
        raise DomainError(NOT_APPROVED[coach.state] % {"coach": coach.name})
    else:
        EventCoach.objects.filter(pk=coach.pk).update(approved=True)


@transaction.atomic
def registration_replace(*, actor, coach: EventCoach, by: EventCoach) -> EventCoach:
    """The organiser replaces a coach by one from the waiting list: the coach withdraws and the named coach takes
    his place (still to be approved). Reading: only before round 1; afterwards the organiser drops the coach and the
    Spare Player keeps the field even."""
    event, coach = _locked(coach)
    _organiser(actor, event)
    if _latest_round(event):
        raise DomainError(_("Round 1 has been drawn: drop the coach instead (the Spare Player keeps the field even)."),
                          field="by")
    by = EventCoach.objects.select_for_update().filter(pk=by.pk, event=event, state=State.WAITING).first()
    if by is None:
        raise DomainError(_("Choose a coach on the waiting list."), field="by")
    if coach.state != State.ACTIVE:
        raise DomainError(_("%(coach)s has no place to give.") % {"coach": coach.name}, field="by")
    coach.state, coach.spare = State.WITHDRAWN, False
    coach.save(update_fields=["state", "spare"])
    by.state, by.approved = State.ACTIVE, False
    by.save(update_fields=["state", "approved"])
    return by


@transaction.atomic
def registration_mark(
    *, actor, coach: EventCoach, paid: bool | None = None, checked_in: bool | None = None,
    naf: int | None = None, club: str | None = None, clear_naf: bool = False,
) -> EventCoach:
    """The organiser's desk: the entry fee paid, the coach checked in at the venue, his NAF number (``clear_naf``
    takes it away), his club (each left as it is when None). Reading: only a coach in the field (not waiting, not
    gone) is checked in."""
    event, coach = _locked(coach)
    _organiser(actor, event)
    changed = []
    if checked_in and coach.state != State.ACTIVE:
        raise DomainError(NOT_CHECKED_IN[coach.state] % {"coach": coach.name}, field="checked_in")
    for name, value in (("paid", paid), ("checked_in", checked_in)):
        if value is not None:
            setattr(coach, name, bool(value))
            changed.append(name)
    if naf is not None or clear_naf:
        coach.naf = None if clear_naf else _naf(naf)
        changed.append("naf")
    if club is not None:
        coach.club = _club(club)
        changed.append("club")
    coach.save(update_fields=changed)
    return coach


@transaction.atomic
def spare_name(*, actor, coach: EventCoach) -> EventCoach:
    """Seed 003, Spare Player: the organiser names the Spare Player (one at most: naming him clears any other),
    before round 1, from the coaches in the field. Reading: the Spare Player holds no place, so the waiting list
    may move up."""
    event, coach = _locked(coach)
    _organiser(actor, event)
    if _latest_round(event):
        raise DomainError(_("Round 1 has been drawn: the Spare Player is named before it."))
    if coach.state != State.ACTIVE:
        raise DomainError(NOT_SPARE[coach.state] % {"coach": coach.name})
    event.coaches.filter(spare=True).exclude(pk=coach.pk).update(spare=False)
    coach.spare = True
    coach.save(update_fields=["spare"])
    _move_up(event)
    return coach


@transaction.atomic
def registration_resubmit(
    *, actor, coach: EventCoach, team, inducements: Mapping[str, int] | None = None, stages: Sequence = (),
    skills: Mapping[int, str] | None = None,
) -> EventCoach:
    """Seed 003, Writing Your Roster: the coach replaces his roster (its skills, inducements, later rounds'
    rosters) until the roster deadline, checked as at sign-up; the organiser approves it again."""
    event, coach = _locked(coach)
    if not is_registered_coach(actor, coach):
        raise PermissionDenied("Only the coach himself changes his roster.")
    if event.rosters_frozen():
        raise DomainError(_("The rosters are frozen: the roster deadline has passed or round 1 is drawn."))
    if coach.state not in (State.ACTIVE, State.WAITING):
        raise DomainError(_("You have left the event."))
    if team.coach_id != actor.pk or any(t is not None and t.coach_id != actor.pk for t in stages):
        raise DomainError(_("Register with one of your own teams."), field="team")
    rosters, bought = _checked_rosters(event, team, inducements, stages, skills)
    fields = _roster_fields(rosters, bought)
    if coach.event_team_id:
        others = dict(coach.event_team.coaches.exclude(pk=coach.pk).values_list("pk", "race"))
        _check_clash(coach.event_team.name, {**others, coach.pk: fields["race"]})
    for name, value in fields.items():
        setattr(coach, name, value)
    coach.approved = False
    coach.save(update_fields=[*fields, "approved"])
    return coach

"""An event created with its rulespack, and the awards its organiser gives by hand."""

from __future__ import annotations

from django.db import transaction
from django.utils.text import slugify
from django.utils.translation import gettext as _

from rules.errors import DomainError
from rules.rosters import DEFAULT_EDITION
from rules.tournament import (
    AWARDS,
    TEAM_SIZE,
    Rulespack,
    group_event_rounds,
)

from ..models import Event, EventCoach
from ..permissions import is_organiser
from .refusals import worded


def _free_slug(name: str) -> str:
    base = slugify(name)[:120] or "event"
    slug, number = base, 1
    while Event.objects.filter(slug=slug).exists():
        number += 1
        slug = f"{base}-{number}"
    return slug


@transaction.atomic
def event_create(
    *, organiser, name: str, ruleset: str, structure: str = Event.Structure.SWISS, knockout_size: int = 8,
    team_size: int = 3, roster_deadline=None, starts_on=None, ends_on=None, venue: str = "",
    capacity: int | None = None, late_signup: bool = False, check_in: bool = False, separate_clubs: bool = False,
    edition: str = DEFAULT_EDITION, **choices,
) -> Event:
    """Seed 003, Tournament Rules: an event with its rulespack (the Guide's defaults for what is not chosen); a
    group event (Group & Knockout Events) plays as many rounds as its groups and knockout take. The ``edition`` is
    the rulespack's: "2025" plays the Sevens of Spike! Journal 22 with its Matched Play limits (no other ruleset has
    a 2025 edition: DomainError on ``ruleset``)."""
    if structure not in Event.Structure.values:
        raise DomainError(_("Choose Swiss rounds or groups and a knockout."), field="structure")
    if structure == Event.Structure.GROUPS:
        try:
            choices["rounds"] = group_event_rounds(knockout_size)  # DomainError on a size the Guide does not name
        except DomainError as exc:
            raise worded(exc) from None
    if structure == Event.Structure.TEAMS and not TEAM_SIZE[0] <= team_size <= TEAM_SIZE[1]:
        raise DomainError(
            _("A team has %(least)s to %(most)s coaches.") % {"least": TEAM_SIZE[0], "most": TEAM_SIZE[1]},
            field="team_size",
        )
    try:
        pack = Rulespack.default(ruleset, edition, **choices)  # DomainError names the field on a bad value
    except DomainError as exc:  # the rules' refusal, worded in the organiser's language
        raise worded(exc) from None
    if starts_on and ends_on and ends_on < starts_on:
        raise DomainError(_("The last day cannot come before the first."), field="ends_on")
    if capacity is not None and capacity < 2:
        raise DomainError(_("An event takes two coaches at least."), field="capacity")
    event = Event.objects.create(
        name=name, slug=_free_slug(name), ruleset=ruleset, rulespack=pack.to_dict(), structure=structure,
        knockout_size=knockout_size, team_size=team_size, roster_deadline=roster_deadline, starts_on=starts_on,
        ends_on=ends_on or None, venue=" ".join((venue or "").split()), capacity=capacity, late_signup=late_signup,
        check_in=check_in, separate_clubs=separate_clubs,
    )
    event.organisers.add(organiser)
    return event


@transaction.atomic
def award_give(*, event: Event, actor, award: str, coach: EventCoach | None) -> Event:
    """Seed 003, Awards: an award the organiser named in the rulespack, given to a coach of the event (None takes
    it back) by an organiser. The places, the Stunty Cup and the most touchdowns and casualties follow the
    standings instead."""
    locked = Event.objects.select_for_update().get(pk=event.pk)
    if not is_organiser(actor, locked):
        raise DomainError(_("Only the event's organisers give awards."))
    named = [a for a in locked.pack().awards if a not in AWARDS]
    if award not in named:
        raise DomainError(_("Only an award the organiser named is given by hand."), field="award")
    if coach is not None and coach.event_id != locked.pk:
        raise DomainError(_("Give the award to a coach of this event."), field="coach")
    winners = dict(locked.award_winners)
    if coach is None:
        winners.pop(award, None)
    else:
        winners[award] = [coach.pk]
    locked.award_winners = winners
    locked.save(update_fields=["award_winners"])
    return locked


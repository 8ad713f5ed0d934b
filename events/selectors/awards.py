"""Seed 003, Awards, from the standings as they stand; and the event as the NAF upload sees it."""

from __future__ import annotations

import hashlib

from django.core.cache import cache
from django.utils.translation import gettext_noop

from core.pagecache import code_token
from rules.rosterfile import RosterFileError, parse_roster
from rules.tournament import (
    AWARDS,
    Game,
    NafCoach,
    NafEvent,
    StandingRow,
    award_leaders,
    matched_play_team_value,
    places,
    stunty_cup,
    stunty_cup_eligible,
)

from ..models import Event, EventCoach, EventGame
from .games import event_games
from .knockout import best_of_the_rest_rows, knockout_final_places

STUNTY_KEPT = 24 * 3600

# The awards' names as the API gives them (English); the event page translates each as it shows it.
PLACES = (gettext_noop("First place"), gettext_noop("Second place"), gettext_noop("Third place"))
BEST_OF_THE_REST = gettext_noop("Best of the Rest")
STUNTY_CUP = gettext_noop("Stunty Cup")
MOST = ((gettext_noop("Most touchdowns"), "td_for"), (gettext_noop("Most casualties"), "cas_for"))
TO_BE_GIVEN = gettext_noop("to be given")


def _draft_of(data):
    try:
        return parse_roster(data).draft if data else None
    except RosterFileError:
        return None


def _draft(coach: EventCoach):
    return _draft_of(coach.roster)


def event_awards(*, event: Event, rows: list[tuple[StandingRow, EventCoach]]) -> list[tuple[str, list, str]]:
    """Seed 003, Awards: the places, the Stunty Cup, most touchdowns and most casualties, from the standings as
    they stand: ``(award, coaches, figure)`` for each award that has a winner (the names and "to be given" in
    English, as the API gives them: a page translates them)."""
    standing = [row for row, _ in rows]
    coaches = {coach.pk: coach for _, coach in rows}
    awarded = []
    if event.structure == Event.Structure.GROUPS:  # seed 003, Knockout Stage: the places are the knockout's
        placed = knockout_final_places(event=event)
        ranked = {place: [pk] for pk, place in placed.items() if place <= 3}
    else:
        ranked = places(standing)
    for place, winners in sorted(ranked.items()):
        awarded.append((PLACES[place - 1], [coaches[c] for c in winners], ""))
    rest = [row for row, _ in best_of_the_rest_rows(event=event, rows=rows)]
    if rest:  # seed 003, Best of the Rest: "their own prizes"
        awarded.append((BEST_OF_THE_REST, [coaches[c] for c in places(rest, 1).get(1, [])], ""))
    eligible = stunty_entrants(event=event, coaches=list(coaches.values()))
    stunty = [pk for pk in coaches if pk in eligible]
    if stunty:
        awarded.append((STUNTY_CUP, [coaches[c] for c in stunty_cup(standing, stunty)], ""))
    for label, stat in MOST:
        leaders, most = award_leaders(standing, stat)
        if leaders:
            awarded.append((label, [coaches[c] for c in leaders], str(most)))
    for award in named_awards(event=event):  # the organiser's own, as he gave them
        winners = [coaches[pk] for pk in event.award_winners.get(award, []) if pk in coaches]
        awarded.append((award, winners, "" if winners else TO_BE_GIVEN))
    return awarded


def stunty_entrants(*, event: Event, coaches: list[EventCoach]) -> frozenset[int]:
    """Seed 003, Stunty Cup: which of these coaches (``standing_coaches``, each with the digest of his roster file)
    may enter it by race and roster. Kept under a digest of their races and rosters, so the rosters
    are read and parsed again only when one of them changed, not on each view of the event page."""
    shown = [(coach.pk, coach.race, getattr(coach, "roster_digest", None)) for coach in coaches]
    key = "events:stunty:" + hashlib.sha256(f"{code_token()}|{event.pk}|{shown!r}".encode()).hexdigest()
    digested = all(hasattr(coach, "roster_digest") for coach in coaches)  # else the key does not follow the rosters
    found = cache.get(key) if digested else None
    if found is None:
        rosters = dict(event.coaches.filter(pk__in=[pk for pk, _, _ in shown]).values_list("pk", "roster"))
        found = frozenset(
            pk for pk, race, _ in shown
            if (draft := _draft_of(rosters.get(pk))) is not None and stunty_cup_eligible(race, draft)
        )
        if digested:
            cache.set(key, found, STUNTY_KEPT)
    return found


def named_awards(*, event: Event) -> list[str]:
    """Seed 003, Awards: the awards the organiser named in the rulespack (beside the standard ones)."""
    return [award for award in event.pack().awards if award not in AWARDS]


def naf_report(*, event: Event) -> NafEvent:
    """The event as the NAF upload sees it: every coach with his race and team value (without added skills),
    each round's games at the time the round was drawn (five queries)."""
    pack = event.pack()
    coaches = []
    for coach in event.coaches.filter(approved=True):
        draft = _draft(coach)
        value = matched_play_team_value(draft, pack) if draft is not None else 0
        coaches.append(NafCoach(key=coach.pk, name=coach.name, naf=coach.naf, race=coach.race, team_value=value))
    games = event_games(event=event)
    by_round: dict[int, list[Game]] = {}
    numbers = EventGame.objects.filter(round__event=event, status=EventGame.Status.CONFIRMED).order_by(
        "round__number", "table"
    ).values_list("round__number", flat=True)
    for number, game in zip(numbers, games, strict=True):
        by_round.setdefault(number, []).append(game)
    times = dict(event.rounds.values_list("number", "created_at"))
    organiser = event.organisers.order_by("pk").values_list("username", flat=True).first() or ""
    rounds = [(times[number], played) for number, played in by_round.items()]
    return NafEvent(organiser=organiser, coaches=coaches, rounds=rounds, pack=pack)


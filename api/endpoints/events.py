"""Events: the list, an event, its rounds and their pairings, its standings and awards. Read through
``events.selectors``."""


from django.db.models import Count, F, Q
from django.utils.translation import gettext as _
from ninja import Router
from ninja.pagination import paginate

from events.models import Event, EventGame
from events.selectors import event_awards, event_coaches, event_round, event_standings

from ..access import event_for_reader
from ..errors import ApiError
from ..pagination import Page
from ..schemas import Error, EventAwardsOut, EventItem, EventOut, EventStandingsOut, RoundItem, RoundOut
from .common import ERRORS, OPTIONAL_TOKEN, Number

router = Router(tags=["events"])

STANDING_KEYS = ("played", "won", "drawn", "lost", "points", "bonus_points", "td_for", "td_against", "td_diff",
                 "cas_for", "cas_against")


def _event_item(event: Event) -> dict:
    return {
        "slug": event.slug,
        "name": event.name,
        "ruleset": event.ruleset,
        "structure": event.structure,
        "starts_on": event.starts_on,
        "ends_on": event.ends_on,
        "venue": event.venue,
        "rounds_planned": event.pack().rounds,
    }


@router.get("/events", response=list[EventItem], openapi_extra=OPTIONAL_TOKEN, summary="Events")
@paginate(Page)
def events(request):
    """Every event, latest first (by its date, then when it was made)."""
    return Event.objects.order_by(F("starts_on").desc(nulls_last=True), "-created_at", "-pk")


@router.get("/events/{slug}", response={200: EventOut, ERRORS: Error}, openapi_extra=OPTIONAL_TOKEN,
            summary="An event")
def event(request, slug: str):
    """An event: its dates, venue, format, how many coaches it ranks and how many rounds are drawn."""
    found = event_for_reader(request, slug)
    return {
        **_event_item(found),
        "coaches": len(event_coaches(event=found)),
        "rounds_drawn": found.rounds.count(),
        "url": found.get_absolute_url(),
    }


@router.get("/events/{slug}/rounds", response={200: list[RoundItem], ERRORS: Error}, openapi_extra=OPTIONAL_TOKEN,
            summary="An event's rounds")
def rounds(request, slug: str):
    """The rounds drawn, in order, with how many games each has and how many are confirmed (one query)."""
    found = event_for_reader(request, slug)
    drawn = found.rounds.annotate(
        game_count=Count("games"), confirmed=Count("games", filter=Q(games__status=EventGame.Status.CONFIRMED))
    ).order_by("number")
    return [{"number": r.number, "stage": r.stage, "games": r.game_count, "confirmed": r.confirmed} for r in drawn]


def _coach(coach) -> dict | None:
    if coach is None:
        return None
    return {"id": coach.pk, "name": coach.name, "team_name": coach.team_name, "race": coach.race}


def _pairing(game: EventGame) -> dict:
    confirmed = game.status == EventGame.Status.CONFIRMED and game.away_id is not None
    return {
        "table": game.table,
        "status": game.status,
        "home": _coach(game.home),
        "away": _coach(game.away),
        "result": {
            "home_td": game.home_td,
            "away_td": game.away_td,
            "home_cas": game.home_cas,
            "away_cas": game.away_cas,
            "conceded_by": game.conceded_by_id,
            "win_kind": game.win_kind,
        } if confirmed else None,
    }


@router.get("/events/{slug}/rounds/{number}", response={200: RoundOut, ERRORS: Error}, openapi_extra=OPTIONAL_TOKEN,
            summary="A round's pairings")
def round_pairings(request, slug: str, number: Number):
    """One round's pairings by table, each confirmed game with its result (``conceded_by`` is a coach's id)."""
    found = event_round(event=event_for_reader(request, slug), number=number)
    if found is None:
        raise ApiError(404, _("This event has no round with this number."))
    round_, games = found
    return {"number": round_.number, "stage": round_.stage, "pairings": [_pairing(g) for g in games]}


@router.get("/events/{slug}/standings", response={200: EventStandingsOut, ERRORS: Error},
            openapi_extra=OPTIONAL_TOKEN, summary="An event's standings")
def standings(request, slug: str):
    """The individual standings in rank order: the rows of ``manage.py event_standings SLUG --json``."""
    found = event_for_reader(request, slug)
    rows = [
        {"rank": row.rank, "coach": coach.name, **{key: getattr(row, key) for key in STANDING_KEYS}}
        for row, coach in event_standings(event=found)
    ]
    return {"event": found.slug, "rows": rows}


@router.get("/events/{slug}/awards", response={200: EventAwardsOut, ERRORS: Error}, openapi_extra=OPTIONAL_TOKEN,
            summary="An event's awards")
def awards(request, slug: str):
    """The awards as the standings stand: the places, Best of the Rest, the Stunty Cup, most touchdowns and
    casualties, and the organiser's own awards."""
    found = event_for_reader(request, slug)
    given = event_awards(event=found, rows=event_standings(event=found))
    return {
        "event": found.slug,
        "awards": [{"award": name, "coaches": [c.name for c in winners], "figure": figure}
                   for name, winners, figure in given],
    }

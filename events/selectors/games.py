"""An event's games as the rules core's values, its coaches and standings, its rounds with their games: each in a
fixed number of queries whatever the number of coaches and rounds."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from types import SimpleNamespace

from django.db.models import Exists, OuterRef, TextField
from django.db.models.functions import MD5, Cast

from core import datagen
from core.pagecache import code_token
from rules.tournament import (
    Game,
    StandingRow,
    standings,
)

from ..models import Event, EventCoach, EventGame, ResultRecord, Round

# A coach's roster files: what the standings, the games and the names on a page never read (150 rosters parsed
# on every view of a NAF event's page, when loaded with the coaches).
ROSTER_FIELDS = ("roster", "stage_rosters", "inducements")

GAME_FIELDS = (
    "home_id",
    "away_id",
    "home_td",
    "away_td",
    "home_cas",
    "away_cas",
    "conceded_by_id",
    "home_objectives",
    "away_objectives",
    "win_kind",
)


def event_games(*, event: Event, stage: str | None = None) -> list[Game]:
    """Every game with its result, coaches by id, in round and table order: one query of values, no models; with
    ``stage`` ("group"), only that stage's games."""
    found = EventGame.objects.filter(round__event=event, status=EventGame.Status.CONFIRMED)
    if stage is not None:
        found = found.filter(round__stage=stage)
    rows = (
        found
        .order_by("round__number", "table")
        .values_list(*GAME_FIELDS)
    )
    games = []
    for home, away, home_td, away_td, home_cas, away_cas, conceded_by, home_obj, away_obj, win_kind in rows:
        if away is None:
            games.append(Game.bye(home))
            continue
        games.append(
            Game(
                home,
                away,
                home_td,
                away_td,
                home_cas,
                away_cas,
                conceded_by=conceded_by,
                home_objectives=home_obj,
                away_objectives=away_obj,
                win_kind=win_kind or None,
            )
        )
    return games


RANKED_STATES = (EventCoach.State.ACTIVE, EventCoach.State.DROPPED)


def event_coaches(*, event: Event) -> dict[int, EventCoach]:
    """The approved coaches the standings count, by id: those still playing and those who dropped (their results
    stand); not the waiting list nor who withdrew before round 1."""
    return {c.pk: c for c in event.coaches.filter(approved=True, state__in=RANKED_STATES)}


@dataclass(frozen=True)
class StandingCoach:
    """A coach as the standings and what reads them show him (the event page, the screen, the awards, the API):
    plain values, read without his roster files, with a digest of his roster (``awards.stunty_entrants``)."""

    pk: int
    name: str
    team_name: str
    race: str
    naf: int | None
    spare: bool
    knockout_seed: int | None
    roster_digest: str | None


def standing_coaches(*, event: Event) -> dict[int, StandingCoach]:
    """``event_coaches`` as ``StandingCoach`` values, by id (one query of values, no model built per coach)."""
    found = (
        event.coaches.filter(approved=True, state__in=RANKED_STATES)
        .annotate(roster_digest=MD5(Cast("roster", TextField())))
        .order_by("pk")
        .values_list("pk", "name", "team_name", "race", "naf", "spare", "knockout_seed", "roster_digest")
    )
    return {row[0]: StandingCoach(*row) for row in found}


def drawn_coaches(*, event: Event, coaches: dict[int, EventCoach] | None = None) -> dict[int, EventCoach]:
    """The coaches the next draw pairs, by id: approved, still playing (not dropped) and, when the event checks
    coaches in, checked in (the Spare Player among them, when named)."""
    coaches = event_coaches(event=event) if coaches is None else coaches
    return {
        pk: c for pk, c in coaches.items()
        if c.state == EventCoach.State.ACTIVE and (c.checked_in or not event.check_in)
    }


def pending_registrations(*, event: Event) -> list[EventCoach]:
    return list(event.coaches.filter(approved=False).select_related("user", "event_team"))


def registration_of(*, event: Event, user) -> EventCoach | None:
    if not user.is_authenticated:
        return None
    return event.coaches.filter(user=user).first()


def spare_of(coaches: dict[int, EventCoach]) -> int | None:
    return next((pk for pk, c in coaches.items() if c.spare), None)


def event_standings(*, event: Event) -> list[tuple[StandingRow, StandingCoach]]:
    """Seed 003, Ranking: the individual standings in rank order with each row's coach (three queries when made),
    kept until the event is written to (``core.datagen.remember``: the event page and the room's screen share
    them, and every viewer after the first)."""

    def compute() -> list[tuple[StandingRow, StandingCoach]]:
        coaches = standing_coaches(event=event)
        rows = standings(list(coaches), event_games(event=event), event.pack(), spare=spare_of(coaches))
        return [(row, coaches[row.coach]) for row in rows]

    return datagen.remember(f"events:standings:{event.pk}", [datagen.event(event.pk)], compute)


def standings_key(rows: list[tuple[StandingRow, EventCoach]]) -> str:
    """A digest of what the standings tables show (every row's figures, each coach's name, team and race) and of
    the deployed code: their rendered HTML is kept under it for every viewer, so a write that leaves the standings
    as they were (a pairing swapped, a registration marked paid) renders none of the rows again."""
    shown = [(repr(row), coach.pk, coach.name, coach.team_name, coach.race) for row, coach in rows]
    return hashlib.sha256(f"{code_token()}|{shown!r}".encode()).hexdigest()


def event_round(*, event: Event, number: int) -> tuple[Round, list[EventGame]] | None:
    """One round with its games and both coaches, in table order (two queries), or None."""
    round_ = event.rounds.filter(number=number).first()
    if round_ is None:
        return None
    return round_, list(round_.games.select_related("home", "away", "conceded_by").order_by("table"))


def event_rounds(
    *, event: Event, choose: Callable[[list[int]], Iterable[int]] | None = None, rosters: bool = True
) -> list[tuple]:
    """Every round with its games and both coaches, latest round first (two queries); with ``choose`` (given the
    round numbers, latest first, it names the rounds to load), only those rounds' games are loaded and the others
    come with none: a long event's page shows a round at a time. ``rosters=False`` leaves the coaches' roster
    files unread."""
    corrected_since = ResultRecord.objects.filter(  # a result of an earlier round corrected after it was drawn
        kind=ResultRecord.Kind.CORRECTED, game__round__event=event, game__round__number__lt=OuterRef("number"),
        drawn_since__gte=OuterRef("number"),
    )
    drawn = event.rounds.annotate(corrected_before=Exists(corrected_since)).order_by("-number")
    rounds = {r.pk: (r, []) for r in drawn}
    games = EventGame.objects.filter(round__event=event)
    if choose is not None:
        chosen = set(choose([r.number for r, _ in rounds.values()]))
        games = games.filter(round__in=[pk for pk, (r, _) in rounds.items() if r.number in chosen])
    games = games.select_related("home", "away")
    if not rosters:
        games = games.defer(*(f"{side}__{name}" for side in ("home", "away") for name in ROSTER_FIELDS))
    games = games.annotate(
        has_records=Exists(ResultRecord.objects.filter(game=OuterRef("pk")))
    )
    for game in games.order_by("table"):
        round_, found = rounds[game.round_id]
        game.round = round_  # loaded above: no join, no instance per game
        if game.conceded_by_id is not None:  # one of the game's two coaches, loaded with it
            game.conceded_by = game.home if game.conceded_by_id == game.home_id else game.away
        found.append(game)
    return list(rounds.values())


SCREEN_FIELDS = ("table", "status", "home_td", "away_td", "home__name", "home__race", "away__name", "away__race")


def latest_round_shown(*, event: Event) -> tuple[Round, list[SimpleNamespace]] | None:
    """The latest round and its games as the room's screen shows them (two queries): each game's table, status,
    score and both coaches' names and races as plain values (``game.home.name``), no model built per game."""
    round_ = event.rounds.order_by("-number").first()
    if round_ is None:
        return None
    games = []
    for row in round_.games.order_by("table").values_list(*SCREEN_FIELDS):
        table, status, home_td, away_td, home_name, home_race, away_name, away_race = row
        away = None if away_name is None else SimpleNamespace(name=away_name, race=away_race)
        games.append(SimpleNamespace(
            table=table, status=status, home_td=home_td, away_td=away_td,
            home=SimpleNamespace(name=home_name, race=home_race), away=away,
        ))
    return round_, games


def objectives_shown(game: EventGame, *, user, organiser: bool) -> list[tuple[str, list]]:
    """Seed 003, Secret Objectives, as the event page shows a game's: each coach sees his own while the game is
    open, an organiser sees both, and everyone sees both once the result is confirmed (reading: secret from the
    opponent until the game is over). ``(coach name, objectives)`` pairs, none when nothing was rolled."""
    if not game.home_secret or game.away is None:
        return []
    sides = ((game.home, game.home_id), (game.away, game.away_id))
    open_to_all = organiser or game.status == EventGame.Status.CONFIRMED
    uid = getattr(user, "pk", None)
    return [
        (coach.name, game.secret_of(coach_id))
        for coach, coach_id in sides
        if open_to_all or (uid is not None and coach.user_id == uid)
    ]



def odd_field(*, event: Event) -> dict | None:
    """Before round 1, for the organiser: the field the draw would pair (``drawn_coaches``, the Spare Player aside)
    when it is odd and no Spare Player would play, so round 1 would give a Bye (seed 003, Spare Player: "[we] would
    always [re]commend that a tournament has a Spare Player"); None otherwise (one query)."""
    drawn = drawn_coaches(event=event)
    spare = spare_of(drawn)
    field = len(drawn) - (spare is not None)
    if field < 2 or field % 2 == 0 or spare is not None:
        return None
    return {"field": field}

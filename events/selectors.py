"""Reads of the events app: an event's games as the rules core's ``Game`` values, its standings and the next
round's draw, each in a fixed number of queries whatever the number of coaches and rounds."""

from __future__ import annotations

from django.db.models import Q

from rules.errors import DomainError
from rules.rosterfile import RosterFileError, parse_roster
from rules.rosters import race as find_race
from rules.tournament import (
    Game,
    NafCoach,
    NafEvent,
    StandingRow,
    award_leaders,
    matched_play_team_value,
    pair_round,
    places,
    standings,
    stunty_cup,
    stunty_cup_eligible,
)

from .models import Event, EventCoach, EventGame

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


def event_games(*, event: Event) -> list[Game]:
    """Every game with its result, coaches by id, in round and table order: one query of values, no models."""
    rows = (
        EventGame.objects.filter(round__event=event, status=EventGame.Status.CONFIRMED)
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


def event_coaches(*, event: Event) -> dict[int, EventCoach]:
    """The approved coaches (the ones the standings and the draw count), by id."""
    return {c.pk: c for c in event.coaches.filter(approved=True)}


def pending_registrations(*, event: Event) -> list[EventCoach]:
    return list(event.coaches.filter(approved=False).select_related("user"))


def registration_of(*, event: Event, user) -> EventCoach | None:
    if not user.is_authenticated:
        return None
    return event.coaches.filter(user=user).first()


def spare_of(coaches: dict[int, EventCoach]) -> int | None:
    return next((pk for pk, c in coaches.items() if c.spare), None)


def event_standings(*, event: Event) -> list[tuple[StandingRow, EventCoach]]:
    """Seed 003, Ranking: the individual standings in rank order with each row's coach (three queries)."""
    coaches = event_coaches(event=event)
    rows = standings(list(coaches), event_games(event=event), event.pack(), spare=spare_of(coaches))
    return [(row, coaches[row.coach]) for row in rows]


def next_pairings(*, event: Event, seed: int) -> tuple[int, list[tuple[int, int | None]]]:
    """Seed 003, Pairings: the next round's number and its pairs of coach ids (None: a Bye), drawn from the
    standings as they are; nothing is saved."""
    coaches = event_coaches(event=event)
    pack = event.pack()
    played = event.rounds.count()
    if played >= pack.rounds:
        raise DomainError(f"All {pack.rounds} rounds have been played.")
    games = event_games(event=event)
    spare = spare_of(coaches)
    ranked = [row.coach for row in standings(list(coaches), games, pack, spare=spare)]
    ranked += [pk for pk in coaches if pk not in ranked and pk != spare]  # the Spare Player is never ranked
    number = played + 1
    return number, pair_round(ranked, games, pack, round_number=number, seed=seed, spare=spare)


def event_rounds(*, event: Event) -> list[tuple]:
    """Every round with its games and both coaches, latest round first (two queries)."""
    rounds = {r.pk: (r, []) for r in event.rounds.order_by("-number")}
    games = EventGame.objects.filter(round__event=event).select_related("home", "away", "conceded_by")
    for game in games.order_by("table"):
        rounds[game.round_id][1].append(game)
    return list(rounds.values())


def _draft(coach: EventCoach):
    try:
        return parse_roster(coach.roster).draft if coach.roster else None
    except RosterFileError:
        return None


def event_awards(*, event: Event, rows: list[tuple[StandingRow, EventCoach]]) -> list[tuple[str, list, str]]:
    """Seed 003, Awards: the places, the Stunty Cup, most touchdowns and most casualties, from the standings as
    they stand: ``(award, coaches, figure)`` for each award that has a winner."""
    standing = [row for row, _ in rows]
    coaches = {coach.pk: coach for _, coach in rows}
    awarded = []
    for place, winners in places(standing).items():
        awarded.append((("First", "Second", "Third")[place - 1] + " place", [coaches[c] for c in winners], ""))
    stunty = [c.pk for c in coaches.values() if (d := _draft(c)) is not None and stunty_cup_eligible(c.race, d)]
    if stunty:
        awarded.append(("Stunty Cup", [coaches[c] for c in stunty_cup(standing, stunty)], ""))
    for label, stat in (("Most touchdowns", "td_for"), ("Most casualties", "cas_for")):
        leaders, most = award_leaders(standing, stat)
        if leaders:
            awarded.append((label, [coaches[c] for c in leaders], str(most)))
    return awarded


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


def events_for_index(*, user) -> dict[str, list[Event]]:
    """The events the user organises or plays in, and the latest others (at most 20): two or three queries."""
    mine: list[Event] = []
    if user.is_authenticated:
        mine = list(Event.objects.filter(Q(organisers=user) | Q(coaches__user=user)).distinct()[:50])
    others = list(Event.objects.exclude(pk__in=[e.pk for e in mine])[:20])
    return {"mine": mine, "others": others}


def rosters_book(*, event: Event) -> list[dict]:
    """Seed 003, For the room (the rosters book): every approved coach's roster as its sheet shows it, in name
    order: each player's profile from his roster, his starting skills and the skill bought for the event (marked),
    the re-rolls, staff and Dedicated Fans, and the team's Matched Play Team Value (bought skills add nothing)."""
    pack = event.pack()
    book = []
    for coach in event.coaches.filter(approved=True).order_by("name"):
        try:
            roster = parse_roster(coach.roster) if coach.roster else None
        except RosterFileError:
            roster = None
        if roster is None:
            book.append({"coach": coach, "roster": None})
            continue
        race = find_race(roster.draft.race, roster.edition)
        rows = []
        for p in roster.draft.players:
            position = race.position(p.position) if race else None
            rows.append({"player": p, "position": position, "bought": list(p.skills)})
        book.append(
            {
                "coach": coach,
                "roster": roster,
                "draft": roster.draft,
                "race": race,
                "rows": rows,
                "team_value": matched_play_team_value(roster.draft, pack),
            }
        )
    return book


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

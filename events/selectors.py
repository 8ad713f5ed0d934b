"""Reads of the events app: an event's games as the rules core's ``Game`` values, its standings and the next
round's draw, each in a fixed number of queries whatever the number of coaches and rounds."""

from __future__ import annotations

from django.db.models import Q

from rules.errors import DomainError
from rules.rosterfile import RosterFileError, parse_roster
from rules.rosters import race as find_race
from rules.rulesets import get_ruleset
from rules.tournament import (
    AWARDS,
    GROUP_ROUNDS,
    Game,
    KnockoutGame,
    NafCoach,
    NafEvent,
    StandingRow,
    award_leaders,
    best_of_the_rest,
    group_round,
    group_tables,
    groups_of_four,
    knockout_bracket,
    knockout_places,
    knockout_winner,
    matched_play_team_value,
    next_knockout_round,
    pair_best_of_the_rest,
    pair_round,
    places,
    qualifiers,
    stage_for_round,
    standings,
    stunty_cup,
    stunty_cup_eligible,
)

from .models import Event, EventCoach, EventGame, Round

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


RANKED_STATES = (EventCoach.State.ACTIVE, EventCoach.State.DROPPED)


def event_coaches(*, event: Event) -> dict[int, EventCoach]:
    """The approved coaches the standings count, by id: those still playing and those who dropped (their results
    stand); not the waiting list nor who withdrew before round 1."""
    return {c.pk: c for c in event.coaches.filter(approved=True, state__in=RANKED_STATES)}


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


def event_standings(*, event: Event) -> list[tuple[StandingRow, EventCoach]]:
    """Seed 003, Ranking: the individual standings in rank order with each row's coach (three queries)."""
    coaches = event_coaches(event=event)
    rows = standings(list(coaches), event_games(event=event), event.pack(), spare=spare_of(coaches))
    return [(row, coaches[row.coach]) for row in rows]


def next_pairings(*, event: Event, seed: int) -> tuple[int, list[tuple[int, int | None]]]:
    """Seed 003, Pairings: the next round's number and its pairs of coach ids (None: a Bye), drawn from the
    standings as they are; nothing is saved."""
    everyone = event_coaches(event=event)
    coaches = drawn_coaches(event=event, coaches=everyone)
    pack = event.pack()
    played = event.rounds.count()
    if played >= pack.rounds:
        raise DomainError(f"All {pack.rounds} rounds have been played.")
    games = event_games(event=event)
    spare = spare_of(coaches)
    ranked = [row.coach for row in standings(list(everyone), games, pack, spare=spare) if row.coach in coaches]
    ranked += [pk for pk in coaches if pk not in ranked and pk != spare]  # the Spare Player is never ranked
    number = played + 1
    return number, pair_round(ranked, games, pack, round_number=number, seed=seed, spare=spare)


def event_round(*, event: Event, number: int) -> tuple[Round, list[EventGame]] | None:
    """One round with its games and both coaches, in table order (two queries), or None."""
    round_ = event.rounds.filter(number=number).first()
    if round_ is None:
        return None
    return round_, list(round_.games.select_related("home", "away", "conceded_by").order_by("table"))


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
    if event.structure == Event.Structure.GROUPS:  # seed 003, Knockout Stage: the places are the knockout's
        placed = knockout_final_places(event=event)
        ranked = {place: [pk] for pk, place in placed.items() if place <= 3}
    else:
        ranked = places(standing)
    for place, winners in sorted(ranked.items()):
        awarded.append((("First", "Second", "Third")[place - 1] + " place", [coaches[c] for c in winners], ""))
    stunty = [c.pk for c in coaches.values() if (d := _draft(c)) is not None and stunty_cup_eligible(c.race, d)]
    if stunty:
        awarded.append(("Stunty Cup", [coaches[c] for c in stunty_cup(standing, stunty)], ""))
    for label, stat in (("Most touchdowns", "td_for"), ("Most casualties", "cas_for")):
        leaders, most = award_leaders(standing, stat)
        if leaders:
            awarded.append((label, [coaches[c] for c in leaders], str(most)))
    for award in named_awards(event=event):  # the organiser's own, as he gave them
        winners = [coaches[pk] for pk in event.award_winners.get(award, []) if pk in coaches]
        awarded.append((award, winners, "" if winners else "to be given"))
    return awarded


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


def events_for_index(*, user) -> dict[str, list[Event]]:
    """The events the user organises or plays in, and the latest others (at most 20): two or three queries."""
    mine: list[Event] = []
    if user.is_authenticated:
        mine = list(Event.objects.filter(Q(organisers=user) | Q(coaches__user=user)).distinct()[:50])
    others = list(Event.objects.exclude(pk__in=[e.pk for e in mine])[:20])
    return {"mine": mine, "others": others}


def roster_for_round(coach: EventCoach, pack, round_number: int) -> dict | None:
    """Seed 003, Gold Piece Escalation: the roster file a coach plays a round with (his round-1 roster unless the
    event escalates; a round past the plan keeps the last)."""
    stage = stage_for_round(pack, round_number)
    later = coach.stage_rosters or []
    if stage == 1 or not later:
        return coach.roster
    return later[min(stage - 2, len(later) - 1)]


def rosters_book(*, event: Event, round_number: int = 1) -> list[dict]:
    """Seed 003, For the room (the rosters book): every approved coach's roster as its sheet shows it, in name
    order: each player's profile from his roster, his starting skills and the skill bought for the event (marked),
    the re-rolls, staff, Dedicated Fans and inducements, and the team's Matched Play Team Value (bought skills add
    nothing). In a Gold Piece Escalation event, the rosters of the round asked for."""
    pack = event.pack()
    ruleset = get_ruleset(event.ruleset)
    book = []
    for coach in event.coaches.filter(approved=True).order_by("name"):
        data = roster_for_round(coach, pack, round_number)
        try:
            roster = parse_roster(data) if data else None
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
        inducements = [
            (found.name, qty) for key, qty in sorted((coach.inducements or {}).items())
            if (found := ruleset.inducement(key)) is not None
        ]
        book.append(
            {
                "coach": coach,
                "roster": roster,
                "draft": roster.draft,
                "race": race,
                "rows": rows,
                "inducements": inducements,
                "team_value": matched_play_team_value(roster.draft, pack),
                # an escalation event imported from a file has no later rosters: the round-1 roster stands
                "earlier_roster": stage_for_round(pack, round_number) > 1 and not coach.stage_rosters,
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


def event_groups(*, event: Event) -> list[list[int]]:
    """The groups of a group event as drawn (coach ids, in group order), [] before the draw."""
    groups: dict[int, list[int]] = {}
    for pk, group in event.coaches.filter(approved=True, group__isnull=False).order_by("pk").values_list("pk", "group"):
        groups.setdefault(group, []).append(pk)
    return [groups[number] for number in sorted(groups)]


def group_tables_of(*, event: Event) -> list[tuple[int, list[tuple[StandingRow, EventCoach]]]]:
    """Seed 003, Group & Knockout Events: each group's table, numbered from 1, rows with their coaches."""
    groups = event_groups(event=event)
    if not groups:
        return []
    coaches = event_coaches(event=event)
    tables = group_tables(groups, event_games(event=event), event.pack())
    return [(number, [(row, coaches[row.coach]) for row in table]) for number, table in enumerate(tables, start=1)]


def _knockout_results(games, pack, seeds: dict[int, int]) -> list[tuple[KnockoutGame, int]]:
    """Knockout games (in bracket order), each with its winner (``knockout_winner``)."""
    results = []
    for g in games:
        match = KnockoutGame((g.places_low, g.places_high), g.home_id, g.away_id)
        game = Game(g.home_id, g.away_id, g.home_td, g.away_td, g.home_cas, g.away_cas, conceded_by=g.conceded_by_id)
        winner = knockout_winner(match, game, pack, seeds=seeds, extra_time_winner=g.extra_time_winner_id)
        results.append((match, winner))
    return results


def next_stage_round(*, event: Event, seed: int) -> dict:
    """Seed 003, Group & Knockout Events: the next round of a group event, nothing saved: three group rounds (the
    groups drawn with round 1), then the knockout (the bracket from the group tables, then winners and losers of
    each band playing for its halves) with Best of the Rest pairing everyone else as a Swiss event. Returns the
    round's ``number``, ``stage``, ``games`` as (home, away, places or None) and, when drawn now, ``groups``
    (coach id to group number) and ``seeds`` (coach id to knockout seed)."""
    coaches = event_coaches(event=event)
    pack = event.pack()
    played = list(event.rounds.order_by("number"))
    number = len(played) + 1
    games = event_games(event=event)
    if number == 1:
        groups = [sorted(group) for group in groups_of_four(sorted(coaches), seed)]  # as ``event_groups`` reads them
        pairs = group_round(groups, seed, 1)
        drawn = {pk: index for index, group in enumerate(groups, start=1) for pk in group}
        return {"number": 1, "stage": "group", "games": [(h, a, None) for h, a in pairs], "groups": drawn}
    if number <= GROUP_ROUNDS:
        pairs = group_round(event_groups(event=event), played[0].seed, number)
        return {"number": number, "stage": "group", "games": [(h, a, None) for h, a in pairs]}
    ranked = [row.coach for row in standings(list(coaches), games, pack)]
    if number == GROUP_ROUNDS + 1:
        tables = group_tables(event_groups(event=event), games, pack)
        qualified = qualifiers(tables, event.knockout_size)
        bracket = knockout_bracket(qualified, event.knockout_size)
        seeds = {pk: index for index, pk in enumerate(qualified, start=1)}
    else:
        seeds = {pk: c.knockout_seed for pk, c in coaches.items() if c.knockout_seed}
        last = played[-1].games.filter(places_low__isnull=False).order_by("table")
        bracket = next_knockout_round(_knockout_results(last, pack, seeds))
        if not bracket:
            raise DomainError("The knockout is over: every place is decided.")
        qualified = list(seeds)
    rest = best_of_the_rest(ranked, qualified)
    others = pair_best_of_the_rest(rest, games, pack, seed=seed) if rest else []
    knockout = [(m.home, m.away, m.places) for m in bracket]
    result = {"number": number, "stage": "knockout", "games": knockout + [(h, a, None) for h, a in others]}
    if number == GROUP_ROUNDS + 1:
        result["seeds"] = seeds
    return result


def knockout_chart(*, event: Event) -> list[tuple[Round, list[EventGame]]]:
    """Seed 003, Knockout Table Wallchart: each knockout round's games for places, in bracket order (two queries)."""
    rounds = {r.pk: (r, []) for r in event.rounds.filter(stage="knockout").order_by("number")}
    games = EventGame.objects.filter(round__in=list(rounds), places_low__isnull=False).select_related(
        "home", "away", "extra_time_winner"
    )
    for game in games.order_by("places_low", "table"):
        rounds[game.round_id][1].append(game)
    return list(rounds.values())


def knockout_final_places(*, event: Event) -> dict[int, int]:
    """Seed 003, Knockout Stage: the places decided so far by the knockout's games for two places (coach id to
    place); a game waiting for its result decides nothing yet (two queries)."""
    seeds = dict(event.coaches.filter(knockout_seed__isnull=False).values_list("pk", "knockout_seed"))
    decided = EventGame.objects.filter(
        round__event=event, places_low__isnull=False, status=EventGame.Status.CONFIRMED
    ).order_by("round__number", "table")
    return knockout_places(_knockout_results(decided, event.pack(), seeds))

"""Writes of the events app: an event imported from a ``sevens-event/1`` file, and a round's draw saved. Each is one
transaction and raises ``rules.errors.DomainError``; the rules (draw, scoring) come from ``rules.tournament``."""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import replace

from django.db import transaction
from django.utils.text import slugify

from rules.dice import Dice
from rules.errors import DomainError
from rules.eventinjuries import injuries_of, injury_refusals
from rules.rosterfile import RosterFileError, dump_roster, parse_roster
from rules.tournament import (
    AWARDS,
    OBJECTIVES_ROLLED,
    TEAM_SIZE,
    EventFile,
    MatchedPlayRoster,
    Rulespack,
    goes_to_extra_time,
    group_event_rounds,
    race_clash,
    rematches,
    roll_secret_objectives,
    stage_count,
    stages_problems,
)
from teams.selectors import team_roster_file

from . import selectors, team_selectors
from .injuries import available_players, missing_for
from .models import Event, EventCoach, EventGame, EventTeam, Round

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


@transaction.atomic
def round_pair(*, event: Event, seed: int | None = None) -> Round:
    """Seed 003, Pairings: the next round drawn (``selectors.next_pairings``) and saved with its seed, once every
    game of the rounds before it has its result."""
    locked = Event.objects.select_for_update().get(pk=event.pk)
    if EventGame.objects.filter(round__event=locked).exclude(status=EventGame.Status.CONFIRMED).exists():
        raise DomainError("Every game of the last round needs its result before the next round is drawn.")
    by_id = selectors.event_coaches(event=locked)
    if len(by_id) < 2:
        raise DomainError("An event needs two approved coaches before a round is drawn.")
    seed = secrets.randbelow(SEED_MAX) if seed is None else seed
    if locked.structure == Event.Structure.GROUPS:
        drawn = selectors.next_stage_round(event=locked, seed=seed)
        number, stage, listed = drawn["number"], drawn["stage"], drawn["games"]
        for field, values in (("group", drawn.get("groups", {})), ("knockout_seed", drawn.get("seeds", {}))):
            for pk, value in values.items():
                EventCoach.objects.filter(pk=pk).update(**{field: value})
    else:
        teams = locked.structure == Event.Structure.TEAMS
        pairing = team_selectors.next_team_round if teams else selectors.next_pairings
        number, pairs = pairing(event=locked, seed=seed)
        stage, listed = "", [(home, away, None) for home, away in pairs]
    round_ = Round.objects.create(event=locked, number=number, seed=seed, stage=stage)
    games = [  # seed 003, Bye: a 2-0 win as soon as it is drawn, nothing to enter
        EventGame(
            round=round_,
            table=table,
            home=by_id[home],
            away=by_id[away] if away is not None else None,
            home_td=0 if away is not None else 2,
            status=EventGame.Status.SCHEDULED if away is not None else EventGame.Status.CONFIRMED,
            places_low=places[0] if places else None,
            places_high=places[1] if places else None,
        )
        for table, (home, away, places) in enumerate(listed, start=1)
    ]
    if locked.pack().secret_objectives:
        for game in games:
            if game.away is not None:
                _roll_objectives(game, Dice(seed=(seed * 1_000 + game.table) % SEED_MAX))
    EventGame.objects.bulk_create(games)
    return round_


def _roll_objectives(game: EventGame, dice: Dice) -> None:
    """Seed 003, Secret Objectives: three D16 for each coach when the round is drawn, duplicates re-rolled; the
    numbers and every roll are kept (the draw's seed makes them again, so nobody rolls twice)."""
    game.home_secret = [o.number for o in roll_secret_objectives(dice, coach=game.home.name)]
    game.away_secret = [o.number for o in roll_secret_objectives(dice, coach=game.away.name)]
    game.objective_rolls = [r.as_dict() for r in dice.rolls]


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


@transaction.atomic
def game_submit(
    *, game: EventGame, actor, organiser: bool, home_td: int, away_td: int, home_cas: int, away_cas: int,
    conceded_by: EventCoach | None = None, home_objectives: int = 0, away_objectives: int = 0,
    extra_time_winner: EventCoach | None = None, injuries: Mapping[str, Sequence[int]] | None = None,
) -> EventGame:
    """A coach enters his game's result for the other coach to confirm; an organiser's entry counts at once. With
    Secret Objectives (seed 003) each coach's objectives achieved, 0 to 3, are entered with it; when injuries are
    carried (seed 003, Injuries) the players Seriously Hurt or Dead, ``injuries["home_seriously_hurt"]`` and so on
    by shirt number."""
    locked = EventGame.objects.select_for_update().get(pk=game.pk)
    if locked.status != EventGame.Status.SCHEDULED or locked.away_id is None:
        raise DomainError("This game's result is in already.")
    if conceded_by is not None and conceded_by.pk not in (locked.home_id, locked.away_id):
        raise DomainError("Only one of the game's two coaches can concede.", field="conceded_by")
    locked.home_td, locked.away_td, locked.home_cas, locked.away_cas = home_td, away_td, home_cas, away_cas
    for name, value in (("home_objectives", home_objectives), ("away_objectives", away_objectives)):
        if not 0 <= value <= OBJECTIVES_ROLLED:
            raise DomainError(f"A coach achieves 0 to {OBJECTIVES_ROLLED} Secret Objectives.", field=name)
    locked.home_objectives, locked.away_objectives = home_objectives, away_objectives
    locked.conceded_by = conceded_by
    locked.home_injuries, locked.away_injuries = _injuries(locked, injuries or {})
    locked.extra_time_winner = _extra_time_winner(locked, extra_time_winner)
    locked.submitted_by = actor
    locked.status = EventGame.Status.CONFIRMED if organiser else EventGame.Status.SUBMITTED
    locked.save()
    return locked


def _injuries(game: EventGame, given: Mapping[str, Sequence[int]]) -> tuple[dict, dict]:
    """Seed 003, Injuries (``rules.eventinjuries``): each side's players Seriously Hurt or Dead, checked against
    the roster the side played with and who missed the game; nothing is kept when the event does not carry them."""
    pack = game.round.event.pack()
    if not pack.injuries_carry:
        return {}, {}
    stored = []
    for side, coach, missing in zip(("home", "away"), (game.home, game.away), missing_for(game=game), strict=True):
        hurt, dead = given.get(f"{side}_seriously_hurt", ()), given.get(f"{side}_dead", ())
        numbers = [n for n, _ in available_players(coach, pack, game.round.number, {})]
        problems = injury_refusals(numbers, missing, hurt, dead, fields=(f"{side}_seriously_hurt", f"{side}_dead"))
        if problems:
            raise DomainError(f"{coach.name}'s injuries cannot be written down.", violations=problems)
        stored.append(injuries_of(hurt, dead))
    return stored[0], stored[1]


def _extra_time_winner(game: EventGame, named: EventCoach | None) -> EventCoach | None:
    """Seed 003, Knockout Stage: a drawn knockout game goes to extra time when the rulespack says so, and its result
    names who won it (``rules.tournament.knockout_winner``); any other game names nobody."""
    drawn = game.home_td == game.away_td and game.conceded_by_id is None
    if game.places_low is None or not drawn or not goes_to_extra_time(game.round.event.pack()):
        return None
    if named is None or named.pk not in (game.home_id, game.away_id):
        raise DomainError("A drawn knockout game goes to extra time: say who won it.", field="extra_time_winner")
    return named


@transaction.atomic
def game_confirm(*, game: EventGame, confirm: bool) -> EventGame:
    """The other coach (or an organiser) confirms an entered result, or sends it back to be entered again (its
    injuries with it)."""
    locked = EventGame.objects.select_for_update().get(pk=game.pk)
    if locked.status != EventGame.Status.SUBMITTED:
        raise DomainError("There is no result waiting for confirmation.")
    locked.status = EventGame.Status.CONFIRMED if confirm else EventGame.Status.SCHEDULED
    if not confirm:  # sent back: what it said is entered again, injuries included
        locked.home_injuries, locked.away_injuries = {}, {}
    locked.save(update_fields=["status", "home_injuries", "away_injuries"])
    return locked


@transaction.atomic
def event_create(
    *, organiser, name: str, ruleset: str, structure: str = Event.Structure.SWISS, knockout_size: int = 8,
    team_size: int = 3, roster_deadline=None, **choices,
) -> Event:
    """Seed 003, Tournament Rules: an event with its rulespack (the Guide's defaults for what is not chosen); a
    group event (Group & Knockout Events) plays as many rounds as its groups and knockout take."""
    if structure not in Event.Structure.values:
        raise DomainError("Choose Swiss rounds or groups and a knockout.", field="structure")
    if structure == Event.Structure.GROUPS:
        choices["rounds"] = group_event_rounds(knockout_size)  # DomainError on a size the Guide does not name
    if structure == Event.Structure.TEAMS and not TEAM_SIZE[0] <= team_size <= TEAM_SIZE[1]:
        raise DomainError(f"A team has {TEAM_SIZE[0]} to {TEAM_SIZE[1]} coaches.", field="team_size")
    pack = Rulespack.default(ruleset, **choices)  # DomainError names the field on a bad value
    event = Event.objects.create(
        name=name, slug=_free_slug(name), ruleset=ruleset, rulespack=pack.to_dict(), structure=structure,
        knockout_size=knockout_size, team_size=team_size, roster_deadline=roster_deadline,
    )
    event.organisers.add(organiser)
    return event


@transaction.atomic
def round_swap(*, event: Event, first: EventCoach, second: EventCoach) -> list[tuple[str, str]]:
    """Seed 003, Pairings ("the organiser may alter pairings"): two coaches of the latest round change places
    before any of its results is entered; returns the pairs that are now rematches, for the organiser's warning."""
    round_ = Round.objects.select_for_update().filter(event=event).order_by("-number").first()
    if round_ is None:
        raise DomainError("No round has been drawn yet.")
    games = list(round_.games.select_for_update().order_by("table"))
    if any(g.away_id is not None and g.status != EventGame.Status.SCHEDULED for g in games):
        raise DomainError("A result of this round is in: its pairings can no longer change.")
    if first.pk == second.pk:
        raise DomainError("Choose two different coaches.", field="second")
    seats = {}
    for game in games:
        seats[game.home_id] = (game, "home_id")
        if game.away_id is not None:
            seats[game.away_id] = (game, "away_id")
    if first.pk not in seats or second.pk not in seats:
        raise DomainError("Both coaches must play in this round.", field="first")
    (game_a, side_a), (game_b, side_b) = seats[first.pk], seats[second.pk]
    if game_a.pk == game_b.pk:
        raise DomainError("These two already play each other.", field="second")
    setattr(game_a, side_a, second.pk)
    setattr(game_b, side_b, first.pk)
    if event.structure == Event.Structure.TEAMS:  # seed 003, Team Event Pairings: a coach meets another team
        team_of = dict(event.coaches.values_list("pk", "event_team_id"))
        if any(g.away_id is not None and team_of[g.home_id] == team_of[g.away_id] for g in (game_a, game_b)):
            raise DomainError("That swap would pair two coaches of the same team.", field="second")
    for game in (game_a, game_b):
        game.save(update_fields=["home_id", "away_id"])
    earlier = selectors.event_games(event=event)
    names = dict(event.coaches.values_list("pk", "name"))
    drawn = [(g.home_id, g.away_id) for g in games]
    return [(names[a], names[b]) for a, b in rematches(drawn, earlier)]


@transaction.atomic
def award_give(*, event: Event, award: str, coach: EventCoach | None) -> Event:
    """Seed 003, Awards: an award the organiser named in the rulespack, given to a coach of the event (None takes
    it back). The places, the Stunty Cup and the most touchdowns and casualties follow the standings instead."""
    locked = Event.objects.select_for_update().get(pk=event.pk)
    named = [a for a in locked.pack().awards if a not in AWARDS]
    if award not in named:
        raise DomainError("Only an award the organiser named is given by hand.", field="award")
    if coach is not None and coach.event_id != locked.pk:
        raise DomainError("Give the award to a coach of this event.", field="coach")
    winners = dict(locked.award_winners)
    if coach is None:
        winners.pop(award, None)
    else:
        winners[award] = [coach.pk]
    locked.award_winners = winners
    locked.save(update_fields=["award_winners"])
    return locked

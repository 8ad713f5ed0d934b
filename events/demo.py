"""A demo event beside the demo league (``manage.py demo_event``): an eight-coach Sevens event run by the demo
commissioner on today's date, with its rosters and two of its three rounds played (one result corrected by the
organiser), and round 3 drawn: the demo coach (Jay) has entered his result and the demo rival, his opponent, is
asked to confirm or dispute it. So the event page, the coach's own game, the screen for the room, the rosters book,
the organiser's desk and the NAF upload have something to show. Safe to run twice."""

from __future__ import annotations

import json

from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from rules.tournament import read_event_file

from .models import Event, EventCoach, EventGame
from .services import event_import, game_correct, game_submit, round_pair

EVENT_NAME = "Lustria Sevens Open"
ORGANISER = "commish"
VENUE = "The Lizard's Rest, Bristol"
CAPACITY = 16
COACH, RIVAL = "coach", "rival"  # the demo league's coaches: Jay, and his opponent in round 3
ROUND_3_SEED = 3

# (coach, NAF number, team, race, players as (position, how many, skills bought for the event))
COACHES = [
    ("Jay", 1234, "Altdorf Sevens", "Human", [("Lineman", 3, []), ("Blitzer", 2, ["Guard"]), ("Catcher", 2, [])]),
    ("Rob", 2345, "Grimgut Grinders", "Orc", [("Orc Lineman", 3, []), ("Blitzer", 2, []), ("Big Un Blocker", 2, [])]),
    ("Dan", 3456, "Clan Skryre Sevens", "Skaven", [("Skaven Clanrat Lineman", 4, []), ("Gutter Runner", 2, []),
                                                   ("Blitzer", 1, ["Tackle"])]),
    ("Louise", 4567, "Naggaroth Nights", "Dark Elf", [("Dark Elf Lineman", 5, []), ("Witch Elf", 1, []),
                                                     ("Dark Elf Runner", 1, [])]),
    ("Nicolas", 5678, "Barak Varr Anvils", "Dwarf", [("Dwarf Blocker Lineman", 4, []), ("Blitzer", 1, []),
                                                     ("Troll Slayer", 2, [])]),
    ("Gavin", 6789, "Moot Mighties", "Halfling", [("Halfling Hopeful Lineman", 6, ["Sidestep"]),
                                                  ("Altern Forest Treeman", 1, [])]),
    ("Ann", None, "Lustria Leapers", "Lizardmen", [("Skink Runner Lineman", 5, []), ("Saurus Blocker", 2, [])]),
    ("Tom", 7890, "Khorne's Chosen", "Chaos Chosen", [("Beastman Runner Lineman", 5, []), ("Chosen Blocker", 2, [])]),
]

REROLLS = {"Jay": 1, "Dan": 1, "Gavin": 1}  # the others spend their budget on players (Sevens re-rolls cost double)

ROUNDS = [
    [("Jay", "Rob", 2, 1, 1, 2), ("Dan", "Louise", 1, 1, 0, 1), ("Nicolas", "Gavin", 2, 0, 3, 0),
     ("Ann", "Tom", 1, 2, 0, 2)],
    [("Jay", "Nicolas", 1, 1, 1, 1), ("Tom", "Dan", 0, 2, 2, 0), ("Louise", "Rob", 2, 0, 1, 1),
     ("Gavin", "Ann", 1, 3, 0, 1)],
]


def _roster(coach: str, team: str, race: str, players) -> dict:
    rows, number = [], 0
    for position, count, skills in players:
        for _ in range(count):
            number += 1
            bought = list(skills) if number % 2 else []  # every other player of the position takes the skill
            rows.append({"number": number, "name": "", "position": position, "skills": bought})
    return {
        "format": "sevens-roster/1",
        "ruleset": "sevens",
        "name": team,
        "race": race,
        "rerolls": REROLLS.get(coach, 0),
        "assistant_coaches": 0,
        "cheerleaders": 0,
        "apothecary": False,
        "dedicated_fans": 1,
        "treasury": 0,
        "players": rows,
    }


def _game(home, away, home_td, away_td, home_cas, away_cas) -> dict:
    return {"home": home, "away": away, "home_td": home_td, "away_td": away_td, "home_cas": home_cas,
            "away_cas": away_cas, "conceded_by": None}


def load_demo_event() -> Event | None:
    """Create the demo event once (None when it is there already, or there is no demo commissioner yet)."""
    if Event.objects.filter(name=EVENT_NAME).exists():
        return None
    organiser = get_user_model().objects.filter(username=ORGANISER).first()
    data = {
        "format": "sevens-event/1",
        "name": EVENT_NAME,
        "ruleset": "sevens",
        "rounds_planned": 3,
        "scoring": {"win": 2, "draw": 1, "loss": 0, "bonus_points": True,
                    "tiebreakers": ["bonus_points", "td_diff", "td_for", "cas_for"]},
        "final_round_keeps_top": False,
        "spare_player": False,
        "coaches": [
            {"name": name, "naf": naf, "team": _roster(name, team, race, players)}
            for name, naf, team, race, players in COACHES
        ],
        "rounds": [{"number": n, "games": [_game(*g) for g in games]} for n, games in enumerate(ROUNDS, start=1)],
    }
    with transaction.atomic():
        event = event_import(data=read_event_file(json.dumps(data)), organiser=organiser)
        Event.objects.filter(pk=event.pk).update(starts_on=timezone.localdate(), venue=VENUE, capacity=CAPACITY)
        event.refresh_from_db()
        if organiser is not None:
            _play_on(event, organiser)
    return event


def _play_on(event: Event, organiser) -> None:
    """Round 1's Jay v Rob corrected by the organiser; round 3 drawn, Jay's result entered for his opponent."""
    users = {u.username: u for u in get_user_model().objects.filter(username__in=(COACH, RIVAL))}
    first = EventGame.objects.select_related("home", "away", "round__event").get(
        round__event=event, round__number=1, home__name="Jay")
    game_correct(game=first, actor=organiser, reason="Rob's second touchdown was Jay's player's: 2-0, not 2-1.",
                 home_td=2, away_td=0, home_cas=1, away_cas=2)
    third = round_pair(event=event, actor=organiser, seed=ROUND_3_SEED)
    if COACH not in users:
        return
    EventCoach.objects.filter(event=event, name="Jay").update(user=users[COACH])
    jays = EventGame.objects.select_related("home", "away", "round__event").get(
        Q(home__name="Jay") | Q(away__name="Jay"), round=third)
    opponent = jays.away if jays.home.name == "Jay" else jays.home
    if RIVAL in users and opponent is not None:
        EventCoach.objects.filter(pk=opponent.pk).update(user=users[RIVAL])
    if opponent is not None:
        jays.refresh_from_db()
        game_submit(game=jays, actor=users[COACH], home_td=1, away_td=0, home_cas=0, away_cas=1)

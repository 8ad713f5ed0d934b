"""The NAF's tournament upload format: an event's coaches and games as the NAF records them.

Not a rule of the game: the file an organiser uploads to the NAF (issue 17, For the room). The layout is the one the
organisers' tool tourma (github ``Bojo38/tourma``) writes when it exports an event for the NAF, described here in
our own words and written with the standard library's XML writer:

* an XML document in UTF-8 whose root element is ``nafReport`` (declaring the ``blo`` namespace prefix as
  ``http://www.bloodbowl.net``);
* ``organiser``: the organiser's name;
* ``coaches``: one ``coach`` per coach with a NAF number, holding ``name``, ``number`` (the NAF number) and ``team``
  (the race as the NAF spells it: "Wood Elves", "Nurgle's Rotters", "Underworld" ...); coaches without a NAF number
  are left out, as are the games they played;
* then one ``game`` per game of every round, in round order, holding ``timeStamp`` (the round's date and time,
  ``YYYY-MM-DD HH:MM``) and two ``playerRecord`` elements (home, then away), each with ``name``, ``number``,
  ``teamRating``, ``touchDowns`` and ``badlyHurt`` (the casualties that coach's team inflicted).

Readings where the format or the seeds are silent (each repeated in its docstring):

* The score written is the one that stands (seed 003: a concession is at least 3-0); a Bye has no opponent and is
  not a game for the NAF.
* ``teamRating`` is the team's value in tens of thousands (a 600,000 roster rates 60), the NAF's usual rating; 0
  when the coach brought no roster.
* Race names follow tourma's NAF list where it has the race; the 2020 teams it lacks take the NAF's own names
  (Black Orc, Gnomes, Imperial Nobility, Old World Alliance, Snotlings).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from xml.etree import ElementTree as ET

from .eventcore import Game, Rulespack
from .eventfile import EventFile
from .matchedplay import matched_play_team_value
from .scoring import score_result

NAF_RACES: Mapping[str, str] = {
    "Amazon": "Amazons",
    "Black Orc": "Black Orc",
    "Chaos Chosen": "Chaos",
    "Chaos Dwarf": "Chaos Dwarves",
    "Chaos Renegade": "Chaos Pact",
    "Dark Elf": "Dark Elves",
    "Dwarf": "Dwarves",
    "Elven Union": "Elves",
    "Gnome": "Gnomes",
    "Goblin": "Goblins",
    "Halfling": "Halflings",
    "High Elf": "High Elves",
    "Human": "Humans",
    "Imperial Nobility": "Imperial Nobility",
    "Khorne": "Khorne",
    "Lizardmen": "Lizardmen",
    "Necromantic Horror": "Necromantic",
    "Norse": "Norse",
    "Nurgle": "Nurgle's Rotters",
    "Ogre": "Ogres",
    "Old World Alliance": "Old World Alliance",
    "Orc": "Orc",
    "Shambling Undead": "Undead",
    "Skaven": "Skaven",
    "Slann": "Slann",
    "Snotling": "Snotlings",
    "Tomb Kings": "Khemri",
    "Underworld Denizens": "Underworld",
    "Vampire": "Vampires",
    "Wood Elf": "Wood Elves",
}
"""The NAF's race names for this project's roster names (tourma's list, and the NAF's for the newer teams)."""

NAMESPACE = "http://www.bloodbowl.net"
TIMESTAMP = "%Y-%m-%d %H:%M"


@dataclass(frozen=True)
class NafCoach:
    """A coach as the NAF records him: name, NAF number (None: not a member), race and team value."""

    key: Hashable
    name: str
    naf: int | None
    race: str = ""
    team_value: int = 0


@dataclass(frozen=True)
class NafEvent:
    """What the upload holds: the organiser, the coaches, each round's time and games."""

    organiser: str
    coaches: Sequence[NafCoach]
    rounds: Sequence[tuple[dt.datetime, Sequence[Game]]]
    pack: Rulespack


def naf_race(race: str) -> str:
    """The NAF's name of a race (the project's own name when the NAF list has no other)."""
    return NAF_RACES.get(race, race)


def team_rating(team_value: int) -> int:
    """The team's value in tens of thousands (600,000 rates 60)."""
    return team_value // 10_000


def _text(parent: ET.Element, tag: str, value: object) -> None:
    ET.SubElement(parent, tag).text = str(value)


def naf_export(
    event: NafEvent | EventFile, *, organiser: str = "", start: dt.datetime | None = None
) -> str:
    """The NAF upload of an event: members with their race, then every game between two members, round by round
    (an event file is read with ``naf_event``: give the organiser and the first round's start)."""
    if isinstance(event, EventFile):
        event = naf_event(event, organiser=organiser, start=start or dt.datetime(2000, 1, 1))
    root = ET.Element("nafReport", {"xmlns:blo": NAMESPACE})
    _text(root, "organiser", event.organiser)
    members = {coach.key: coach for coach in event.coaches if coach.naf}
    listed = ET.SubElement(root, "coaches")
    for coach in members.values():
        entry = ET.SubElement(listed, "coach")
        _text(entry, "name", coach.name)
        _text(entry, "number", coach.naf)
        _text(entry, "team", naf_race(coach.race))
    scheme = event.pack.scheme
    for when, games in event.rounds:
        for game in games:
            if game.away is None or game.home not in members or game.away not in members:
                continue
            scored = score_result(game.result(), scheme)
            record = ET.SubElement(root, "game")
            _text(record, "timeStamp", when.strftime(TIMESTAMP))
            for key, touchdowns, casualties in (
                (game.home, scored.home_td, scored.home_cas),
                (game.away, scored.away_td, scored.away_cas),
            ):
                coach = members[key]
                player = ET.SubElement(record, "playerRecord")
                _text(player, "name", coach.name)
                _text(player, "number", coach.naf)
                _text(player, "teamRating", team_rating(coach.team_value))
                _text(player, "touchDowns", touchdowns)
                _text(player, "badlyHurt", casualties)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def naf_event(
    event: EventFile, *, organiser: str, start: dt.datetime, minutes_per_round: int = 180
) -> NafEvent:
    """An event file as the NAF upload sees it: round n at ``start`` plus (n - 1) rounds' time (seed 003, Games:
    2 hours 30 a game, and a break), team values without the added skills (seed 003, Purchasing Skills)."""
    coaches = [
        NafCoach(
            key=coach.name,
            name=coach.name,
            naf=coach.naf,
            race=coach.team.draft.race if coach.team else "",
            team_value=matched_play_team_value(coach.team.draft, event.pack) if coach.team else 0,
        )
        for coach in event.coaches
    ]
    rounds = [
        (start + dt.timedelta(minutes=minutes_per_round * (played.number - 1)), played.games)
        for played in event.rounds
    ]
    return NafEvent(organiser=organiser, coaches=coaches, rounds=rounds, pack=event.pack)

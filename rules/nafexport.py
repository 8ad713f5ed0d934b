"""The NAF's tournament upload format: an event's coaches and games as the NAF records them.

Not a rule of the game: the file an organiser uploads to the NAF (issue 17, For the room). The layout is the one the
organisers' tool tourma (github ``Bojo38/tourma``) writes when it exports an event for the NAF, described here in
our own words and written with the standard library's XML writer:

* an XML document in UTF-8 whose root element is ``nafReport`` (declaring the ``blo`` namespace prefix as
  ``http://www.bloodbowl.net``);
* ``organiser``: the organiser's name;
* ``coaches``: one ``coach`` per coach with a NAF number, holding ``name``, ``number`` (the NAF number) and ``team``
  (the race as the NAF spells it: "Wood Elf", "Nurgle", "Underworld Denizens" ...); coaches without a NAF number
  are left out, as are the games they played (the file says so in a comment at its top);
* then one ``game`` per game of every round, in round order, holding ``timeStamp`` (the round's date and time,
  ``YYYY-MM-DD HH:MM``) and two ``playerRecord`` elements (home, then away), each with ``name``, ``number``,
  ``teamRating``, ``touchDowns`` and ``badlyHurt`` (the casualties that coach's team inflicted).

Readings where the format or the seeds are silent (each repeated in its docstring):

* The score written is the one that stands (seed 003: a concession is at least 3-0); a Bye has no opponent and is
  not a game for the NAF.
* ``teamRating`` is the team's value in tens of thousands (a 600,000 roster rates 60), the NAF's usual rating; 0
  when the coach brought no roster.
* Race names are the NAF's own, as its member site lists them ("Dark Elf", "Elf Union", "Nurgle", "Underworld
  Denizens" ...), for every race of both editions (``NAF_RACES``).
* Nothing is left out silently: a coach without a NAF number cannot be uploaded, nor can any game he played; the
  file opens with an XML comment naming each such coach and how many of his games were left out (``naf_left_out``
  gives the same list to the organiser's page before he downloads it).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from xml.etree import ElementTree as ET

from .eventcore import Game, Rulespack
from .eventfile import EventFile
from .matchedplay import matched_play_team_value
from .scoring import score_result

NAF_NAMES = (
    "Amazon", "Black Orc", "Bretonnian", "Chaos Chosen", "Chaos Dwarf", "Chaos Renegade", "Dark Elf", "Dwarf",
    "Elf Union", "Gnome", "Goblin", "Halfling", "High Elf", "Human", "Imperial Nobility", "Khorne", "Lizardmen",
    "Necromantic Horror", "Norse", "Nurgle", "Ogre", "Old World Alliance", "Orc", "Shambling Undead", "Skaven", "Slann",
    "Snotling", "Tomb Kings", "Underworld Denizens", "Vampire", "Wood Elf",
)
"""The races as the NAF lists them (its member site's tournament pages: "High Elf", "Dark Elf", "Elf Union" ...)."""

NAF_RACES: Mapping[str, str] = {
    **{name: name for name in NAF_NAMES},
    "Elven Union": "Elf Union",
    "Chaos Renegades": "Chaos Renegade",  # the 2025 rosters' plural
}
"""The NAF's race name for each of this project's roster names (both editions): the same name but for these."""

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


@dataclass(frozen=True)
class NafLeftOut:
    """What the upload cannot hold: each coach without a NAF number with the number of his games left out, and
    every game left out as (round's time, home name, away name)."""

    coaches: Sequence[tuple[NafCoach, int]]
    games: Sequence[tuple[dt.datetime, str, str]]


def naf_left_out(event: NafEvent) -> NafLeftOut:
    """The coaches without a NAF number (the NAF records members only) and the games left out because of them (a
    game between a member and a coach without a number too); a Bye is no game and is never counted."""
    names = {coach.key: coach.name for coach in event.coaches}
    outside = {coach.key: coach for coach in event.coaches if not coach.naf}
    counts = dict.fromkeys(outside, 0)
    games = []
    for when, played in event.rounds:
        for game in played:
            if game.away is None or (game.home not in outside and game.away not in outside):
                continue
            games.append((when, names.get(game.home, str(game.home)), names.get(game.away, str(game.away))))
            for key in (game.home, game.away):
                if key in counts:
                    counts[key] += 1
    return NafLeftOut(coaches=[(coach, counts[key]) for key, coach in outside.items()], games=games)


def _comment(left: NafLeftOut) -> str:
    """The XML comment that says what the file leaves out ("--" may not appear in a comment)."""
    lines = [f"Left out: {len(left.coaches)} coach(es) without a NAF number, {len(left.games)} game(s)."]
    lines += [f"  {coach.name} (no NAF number): {count} game(s) left out" for coach, count in left.coaches]
    text = re.sub(r"-(?=-)", "- ", "\n".join(lines)).rstrip("-")
    return f"<!-- {text} -->\n"


def team_rating(team_value: int) -> int:
    """The team's value in tens of thousands (600,000 rates 60)."""
    return team_value // 10_000


def _text(parent: ET.Element, tag: str, value: object) -> None:
    ET.SubElement(parent, tag).text = str(value)


def naf_export(
    event: NafEvent | EventFile, *, organiser: str = "", start: dt.datetime | None = None
) -> str:
    """The NAF upload of an event: members with their race, then every game between two members, round by round
    (an event file is read with ``naf_event``: give the organiser and the first round's start); a comment at the
    top names the coaches left out and their games (``naf_left_out``)."""
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
    left = naf_left_out(event)
    comment = _comment(left) if left.coaches else ""
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + comment + ET.tostring(root, encoding="unicode") + "\n"


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

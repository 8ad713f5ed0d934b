"""The NAF tournament upload (the layout tourma writes), from an event."""

import datetime as dt
import json
from xml.etree import ElementTree as ET

from rules.nafexport import NAF_NAMES, NAF_RACES, NafCoach, NafEvent, naf_event, naf_export, naf_left_out, naf_race
from rules.rosters import EDITIONS, races
from rules.tournament import Game, Rulespack, read_event_file

PACK = Rulespack.default("sevens")
T0 = dt.datetime(2026, 11, 28, 9, 30)


def _event():
    coaches = [
        NafCoach("jay", "Jay & Co", 1234, "Wood Elf", 600_000),
        NafCoach("rob", "Rob", 99, "Nurgle", 590_000),
        NafCoach("dan", "Dan", None, "Human", 600_000),
        NafCoach("gav", "Gavin", 7, "Underworld Denizens", 0),
    ]
    rounds = [
        (T0, [Game("jay", "rob", 3, 1, 2, 4), Game("dan", "gav", 1, 0)]),
        (T0 + dt.timedelta(hours=3), [Game("gav", "jay", 0, 1, conceded_by="gav"), Game.bye("rob")]),
    ]
    return NafEvent("Sevens Slam Org", coaches, rounds, PACK)


def test_the_upload_lists_members_and_their_games():
    text = naf_export(_event())
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<!-- Left out: 1 coach(es) without a NAF number, 1 '
                           "game(s).\n  Dan (no NAF number): 1 game(s) left out -->\n"
                           '<nafReport xmlns:blo="http://www.bloodbowl.net">')
    root = ET.fromstring(text.split("\n", 1)[1])  # noqa: S314 (our own output)
    assert root.tag == "nafReport"
    assert root.findtext("organiser") == "Sevens Slam Org"
    coaches = [(c.findtext("name"), c.findtext("number"), c.findtext("team")) for c in root.find("coaches")]
    assert coaches == [
        ("Jay & Co", "1234", "Wood Elf"), ("Rob", "99", "Nurgle"), ("Gavin", "7", "Underworld Denizens")
    ]
    games = root.findall("game")
    assert len(games) == 2  # Dan has no NAF number; a Bye is no game
    first = games[0]
    assert first.findtext("timeStamp") == "2026-11-28 09:30"
    records = [[r.findtext(tag) for tag in ("name", "number", "teamRating", "touchDowns", "badlyHurt")]
               for r in first.findall("playerRecord")]
    assert records == [["Jay & Co", "1234", "60", "3", "2"], ["Rob", "99", "59", "1", "4"]]
    conceded = [[r.findtext("touchDowns") for r in games[1].findall("playerRecord")]]
    assert conceded == [["0", "3"]]  # the concession stands at 3-0
    assert games[1].findtext("timeStamp") == "2026-11-28 12:30"
    assert "&amp;" in text


def test_every_race_of_every_edition_has_its_naf_name():
    for edition in EDITIONS:
        for race in races(edition):
            assert naf_race(race.name) in NAF_NAMES, (edition, race.name)
    assert set(NAF_RACES.values()) <= set(NAF_NAMES)
    assert naf_race("Elven Union") == "Elf Union"
    assert naf_race("Chaos Renegades") == "Chaos Renegade"


def test_what_is_left_out_is_said_and_a_comment_cannot_be_broken():
    coaches = [NafCoach("a", "Ann", 1), NafCoach("b", "Bo--b-", None), NafCoach("c", "Cy", None)]
    rounds = [(T0, [Game("a", "b", 1, 0), Game("b", "c", 0, 0), Game.bye("c")]), (T0, [Game("a", "c", 2, 0)])]
    event = NafEvent("Org", coaches, rounds, PACK)
    left = naf_left_out(event)
    assert [(coach.name, count) for coach, count in left.coaches] == [("Bo--b-", 2), ("Cy", 2)]
    assert [(home, away) for _, home, away in left.games] == [("Ann", "Bo--b-"), ("Bo--b-", "Cy"), ("Ann", "Cy")]
    text = naf_export(event)
    comment = text.split("<!--", 1)[1].split("-->", 1)[0]
    assert "--" not in comment
    assert "Bo- -b" in comment
    root = ET.fromstring(text.split("\n", 1)[1])  # noqa: S314 (our own output)
    assert root.findall("game") == []
    assert naf_left_out(NafEvent("Org", coaches[:1], [], PACK)).coaches == []
    assert "<!--" not in naf_export(NafEvent("Org", coaches[:1], [], PACK))


def test_from_an_event_file():
    roster = {"format": "sevens-roster/1", "ruleset": "sevens", "name": "Elves", "race": "Wood Elf",
              "players": [{"number": n, "position": "Wood Elf Lineman"} for n in range(1, 8)]}
    event = read_event_file(json.dumps({
        "format": "sevens-event/1", "name": "Slam", "ruleset": "sevens", "rounds_planned": 3,
        "coaches": [{"name": "Jay", "naf": 1, "team": roster}, {"name": "Rob", "naf": 2, "team": None}],
        "rounds": [{"number": 1, "games": [{"home": "Jay", "away": "Rob", "home_td": 2, "away_td": 0}]}],
    }))
    text = naf_export(naf_event(event, organiser="Org", start=T0))
    assert naf_export(event, organiser="Org", start=T0) == text
    root = ET.fromstring(text.split("\n", 1)[1])  # noqa: S314 (our own output)
    assert [c.findtext("team") for c in root.find("coaches")] == ["Wood Elf", ""]
    assert root.find("game").find("playerRecord").findtext("teamRating") == "49"  # 7 x 70,000

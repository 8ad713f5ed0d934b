"""The event file ``sevens-event/1`` (issue 17, Machine interface): read, and refused with one line."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.tournament import EventFileError, Game, read_event_file, standings

ROSTER = {
    "format": "sevens-roster/1", "ruleset": "sevens", "name": "Reikland Rookies", "race": "Human",
    "rerolls": 1, "players": [{"number": 1, "name": "Lars", "position": "Lineman", "skills": []}],
}


def _event(**changes):
    data = {
        "format": "sevens-event/1", "name": "Sevens Slam", "ruleset": "sevens", "rounds_planned": 5,
        "scoring": {"win": 2, "draw": 1, "loss": 0, "bonus_points": True,
                    "tiebreakers": ["bonus_points", "td_diff", "td_for", "cas_for"]},
        "final_round_keeps_top": False, "spare_player": False,
        "coaches": [{"name": "Jay", "naf": 1234, "team": ROSTER}, {"name": "Rob", "naf": None, "team": None},
                    {"name": "Dan", "team": None}],
        "rounds": [{"number": 1, "games": [
            {"home": "Jay", "away": "Rob", "home_td": 3, "away_td": 1, "home_cas": 2, "away_cas": 4,
             "conceded_by": None},
            {"home": "Dan", "away": None}]}],
    }
    data.update(changes)
    return json.dumps(data)


def test_reads_the_issue_example():
    event = read_event_file(_event())
    assert event.name == "Sevens Slam"
    assert event.pack.rounds == 5
    assert event.pack.win == 2
    assert [c.name for c in event.coaches] == ["Jay", "Rob", "Dan"]
    assert event.coaches[0].naf == 1234
    assert event.coaches[0].team.draft.race == "Human"
    assert event.rounds[0].games == (Game("Jay", "Rob", 3, 1, 2, 4), Game.bye("Dan"))
    rows = standings([c.name for c in event.coaches], event.games(), event.pack)
    assert [(r.coach, r.points, r.bonus_points) for r in rows] == [("Jay", 2, 1), ("Dan", 2, 1), ("Rob", 0, 1)]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("{", "not JSON"),
        (b"\xff\xfe", "not UTF-8"),
        ("[]", "JSON object"),
        (_event(format="sevens-event/2"), "'format'"),
        (_event(ruleset="elevens"), "ruleset"),
        (_event(rounds_planned=0), "rounds_planned"),
        (_event(scoring={"tiebreakers": ["luck"]}), "tiebreaker"),
        (_event(coaches=[]), "'coaches'"),
        (_event(coaches=[{"name": "Jay"}, {"name": "jay"}]), "more than once"),
        (_event(coaches=[{"name": "Jay", "naf": -3}]), "'naf'"),
        (_event(coaches=[{"name": "Jay", "team": {"format": "x"}}]), "team"),
        (_event(rounds=[{"number": 2, "games": []}]), "numbered"),
        (_event(rounds=[{"number": 1, "games": [{"home": "Jay", "away": "Nobody"}]}]), "not a coach"),
        (_event(rounds=[{"number": 1, "games": [{"home": "Jay", "away": "Rob"}, {"home": "Jay", "away": "Dan"}]}]),
         "more than once"),
        (_event(rounds=[{"number": 1, "games": [{"home": "Jay", "away": "Rob", "home_td": -1}]}]), "home_td"),
        (_event(rounds=[{"number": 1, "games": [{"home": "Jay", "away": "Rob", "conceded_by": "Dan"}]}]),
         "conceded_by"),
        (_event(rounds=[{"number": 1, "games": [{"home": "Jay", "away": "Jay"}]}]), "itself"),
        (_event(rounds=[{"number": i, "games": []} for i in range(1, 7)]), "planned"),
        (_event(surprise=1), "unknown key"),
    ],
)
def test_malformed_files_are_refused_in_one_line(text, words):
    with pytest.raises(EventFileError) as err:
        read_event_file(text)
    message = str(err.value)
    assert words in message
    assert "\n" not in message


# --- fuzz: whatever the values, the reader accepts or refuses in one line -----------------------------------


_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 10**6) | st.text(max_size=8) | st.floats(allow_nan=False),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)
_paths = st.sampled_from([
    ("name",), ("ruleset",), ("rounds_planned",), ("scoring",), ("scoring", "win"), ("scoring", "tiebreakers"),
    ("final_round_keeps_top",), ("spare_player",), ("coaches",), ("coaches", 0), ("coaches", 0, "name"),
    ("coaches", 0, "naf"), ("coaches", 0, "team"), ("coaches", 0, "team", "players"), ("rounds",), ("rounds", 0),
    ("rounds", 0, "number"), ("rounds", 0, "games"), ("rounds", 0, "games", 0, "home"),
    ("rounds", 0, "games", 0, "away"), ("rounds", 0, "games", 0, "home_td"), ("rounds", 0, "games", 0, "conceded_by"),
])
OUTCOMES = {"read": 0, "refused": 0}


@settings(max_examples=300, deadline=None)
@given(_paths, _values)
def test_fuzz_one_field_at_a_time(path, value):
    data = json.loads(_event())
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    message = None
    try:
        read_event_file(json.dumps(data))
    except EventFileError as exc:
        message = str(exc)
    OUTCOMES["read" if message is None else "refused"] += 1
    assert message is None or "\n" not in message


def test_fuzz_reached_both_outcomes():
    test_fuzz_one_field_at_a_time()
    assert OUTCOMES["read"] > 0
    assert OUTCOMES["refused"] > 0

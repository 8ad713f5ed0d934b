"""What is kept and shown again is worded when it is read, in the reader's language: a team's history
(``TeamEvent.wording``) and the reasons and results of the rolls kept with a match or a history entry
(``rules.dice.Roll``: ``why``, ``detail`` and their ``params``), both through ``core.kept``.

The rules write a roll's reason as English with named placeholders; each one with a value must be in
``core.kept.ROLLS``, the others are rule terms (``core.terms``) or in ``ROLLS`` too. The demo's history entries and
rolls word in every language the site offers.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from django.utils import translation

from core.kept import HISTORY, ROLLS, kept, rolled, worded
from core.terms import TERMS
from core.wording import CATALOGUE
from rules.dice import LoadedDice, Roll, english
from rules.postgame import FAN_FACTOR_WHY, expensive_mistakes
from rules.tables import roll_desperate_measures

ROOT = Path(__file__).resolve().parent.parent
ROLLING = [ROOT / "rules" / f"{name}.py" for name in ("advancement", "advancement_2025", "postgame", "redraft")]
ROLLING += [ROOT / "rules" / "tables.py"]
ROLLING += sorted((ROOT / "matches" / "services").glob("*.py"))


def _texts(node) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _texts(node.body) + _texts(node.orelse)
    return []


def written_on_rolls() -> set[str]:
    """Every reason (``why=``) and result (``annotate_last``) written as a literal where the league's rolls are made."""
    found = set()
    for path in ROLLING:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.keyword) and node.arg == "why":
                found.update(_texts(node.value))
            if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "why" for t in node.targets):
                found.update(_texts(node.value))
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "annotate_last" and node.args:
                found.update(_texts(node.args[0]))
    return found


def test_every_reason_and_result_the_rules_write_is_worded():
    texts = written_on_rolls()
    assert FAN_FACTOR_WHY in texts or FAN_FACTOR_WHY in ROLLS
    assert len(texts) > 15, texts
    assert sorted(t for t in texts if t not in ROLLS and t not in TERMS) == []


def test_no_reason_glues_words_around_a_value():
    """A reason or a result with a value names it with a placeholder; an f-string may only join numbers ("3 → 4")."""
    for path in ROLLING:
        for node in ast.walk(ast.parse(path.read_text())):
            written = []
            if isinstance(node, ast.keyword) and node.arg == "why":
                written.append(node.value)
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "annotate_last" and node.args:
                written.append(node.args[0])
            for value in written:
                if isinstance(value, ast.JoinedStr):
                    words = "".join(part.value for part in value.values if isinstance(part, ast.Constant))
                    assert not re.search("[A-Za-z]", words), (path, node.lineno)


def test_a_roll_keeps_its_values_and_words_them_in_the_readers_language():
    dice = LoadedDice([2, 2, 5])
    roll_desperate_measures(2, dice, subject="Reikland")
    first, duplicate, second = dice.rolls
    assert (first.why, dict(first.params)) == ("Desperate Measure %(number)s of %(count)s", {"number": 1, "count": 2})
    assert english(second.why, second.params) == "Desperate Measure 2 of 2 (re-roll of a duplicate)"
    assert Roll.from_dict(second.as_dict()) == second
    with translation.override("en"):
        assert rolled(first.why, first.params) == "Desperate Measure 1 of 2"
        entry = duplicate.params["entry"]["term"]
        assert rolled(duplicate.detail, duplicate.params) == f"{entry} (duplicate, re-rolled)"
        assert rolled("Weather table") == "Weather table"  # a rule term
        assert rolled("Desperate Measure 1 of 2") == "Desperate Measure 1 of 2"  # kept before its params were


def test_gold_on_a_roll_is_grouped_as_the_language_writes_it():
    dice = LoadedDice([1, 1])  # a treasury of 150,000: 1 is a Minor Incident, then a D3
    expensive_mistakes(treasury=150_000, dice=dice)
    incident = dice.rolls[-1]
    with translation.override("en"):
        assert rolled(incident.why, incident.params) == "Minor Incident: D3 x 10,000 lost"
    with translation.override("fr"):
        assert "10\xa0000" in rolled(incident.why, incident.params)


def test_a_kept_message_is_worded_with_its_values():
    line = kept(
        "winnings",
        fixture=kept("fixture", round=2, home="Reikland", away="Karak"),
        winnings={"gp": 60_000},
        before=3,
        after=4,
    )
    with translation.override("en"):
        assert worded([line, kept("dead", names=["Grim", "Lars"])]) == (
            "Round 2: Reikland v Karak: winnings 60,000; Dedicated Fans 3 → 4. Dead: Grim, Lars."
        )
        assert worded(kept("expensive_mistakes", fixture="x", result={"term": "Minor Incident"})) == (
            "x: Expensive Mistakes: Minor Incident."
        )
        assert worded(kept("staff_hired.apothecary", {"price": 50_000})) == "Hired an apothecary for 50,000."
        assert worded([], "Kept before wording was.") == "Kept before wording was."
        assert worded(kept("missed_games", fixture="x", count=1, back=0)).startswith("x: 1 misses")


def _keys(message) -> set[str]:
    """The keys of a kept message and of the messages among its params."""
    if isinstance(message, list | tuple):
        return set().union(*(_keys(m) for m in message)) if message else set()
    if isinstance(message, dict) and "key" in message:
        return {message["key"]} | _keys(list((message.get("params") or {}).values()))
    return set()


def _known(key: str) -> bool:
    return key in HISTORY or key in CATALOGUE or key.split(".", 1)[0] in CATALOGUE


@pytest.fixture
def demo(db):
    from events.demo import load_demo_event
    from league.demo import load_demo

    load_demo()
    return load_demo_event()


@pytest.mark.django_db
def test_the_demo_keeps_its_history_and_rolls_worded_in_every_language(demo, settings):
    from matches.models import MatchRoll
    from teams.models import TeamEvent

    events = list(TeamEvent.objects.all())
    assert events
    assert [e.description for e in events if not e.wording] == []
    unknown = {key for e in events for key in _keys(e.wording) if not _known(key)}
    assert unknown == set()
    rolls = [*MatchRoll.objects.all(), *(Roll.from_dict(r) for e in events for r in e.rolls if "why" in r)]
    assert rolls
    assert sorted({r.why for r in rolls if r.why not in ROLLS and r.why not in TERMS}) == []
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            for event in events:
                assert worded(event.wording)
            for roll in rolls:
                assert rolled(roll.why, roll.params)
                rolled(roll.detail, roll.params)
    with translation.override("en"):
        assert [e.description for e in events] == [worded(e.wording) for e in events]


def test_a_history_key_never_shadows_a_violations():
    """A violation kept as a reason (a Journeyman not kept) is worded by its own key: no history line takes it."""
    assert {key for key in HISTORY if key.split(".", 1)[0] in CATALOGUE} == set()

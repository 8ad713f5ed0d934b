"""Fuzzing what comes in besides roster and league files (issue 25): bbroster.com share codes pasted on the import
page, and event files given to ``import_event``. Each case is a valid input with one mutation (a part dropped,
repeated, cut, made huge or negative, a letter swapped, control characters, non-ASCII digits); whatever the case,
the answer is a page with the reason beside the field or one line of refusal: never a 500, never a traceback,
nothing created when refused. The cases are a fixed sample with a fixed seed, so a failure reproduces; both
outcomes must happen (the examples reach the assertions)."""

from __future__ import annotations

import json
import random
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse

from rules.bbroster import parse_bbroster
from rules.errors import DomainError
from teams.models import Player, Team

pytestmark = pytest.mark.django_db

VALID_CODES = [
    "t9t280m0f1r1d1y1p39p39p39p39p40p39p41IReikland%20Reavers:Griff:Mighty%20Zug:::::Dodger",
    "t1t1000d1r2p1p1p1p1p2p3p4p4p4p4p5s3IAltdorf%20Daemons.Bob......Bill",
    "t31t20d1p144s1n1e21.55t1c10-101",
]
ODD_PIECES = ["", "t", "p", "I", "_", "-1", "0", "99999999999999999999", "²", "\x00", "%", "%zz", "::", ".", "e.",
              "x0", "x999", "j", "s", "f2", "m", "i1", "p0", "pé", "\n", " "]


def mutations(code: str, rng: random.Random, count: int) -> list[str]:
    """``count`` mutated copies of a valid code: a slice cut out, a piece inserted, a piece repeated, a tail cut."""
    out = []
    for _ in range(count):
        kind = rng.randrange(4)
        at = rng.randrange(len(code) + 1)
        if kind == 0:
            out.append(code[:at] + code[at + rng.randrange(1, 6):])
        elif kind == 1:
            out.append(code[:at] + rng.choice(ODD_PIECES) + code[at:])
        elif kind == 2:
            out.append(code[:at] + code[at:at + 8] * rng.randrange(2, 40) + code[at:])
        else:
            out.append(code[:at])
    return out


CASES = [m for n, code in enumerate(VALID_CODES) for m in mutations(code, random.Random(n), 120)] + [
    "t_t5p39", "t9t", "p39p39", "t9t280p", "tt", "t-9t280p39", "t9t280m0f1p39I" + "%41" * 2000, "t9t280p39x" + "9" * 50,
]


def test_the_bbroster_reader_reads_or_refuses_with_a_reason():
    seen = {"read": 0, "refused": 0}
    refusals = []
    for case in CASES:
        try:
            parse_bbroster(case)
        except DomainError as exc:
            refusals.append((case, exc.field, exc.message))
            seen["refused"] += 1
        else:
            seen["read"] += 1
    for case, field, message in refusals:
        assert field == "code", case
        assert message.strip(), case
        assert "\n" not in message, case
    assert seen["read"] >= 20, seen
    assert seen["refused"] >= 60, seen


def test_the_import_page_answers_every_paste_without_a_500_and_saves_nothing(client, cast):
    client.force_login(cast.coach_a)
    before = (Team.objects.count(), Player.objects.count())
    statuses = set()
    for case in random.Random(7).sample(CASES, 90):
        response = client.post(reverse("teams:import"), {"source": "bbroster", "bbroster-code": case})
        assert response.status_code in (200, 422), (case, response.status_code)
        statuses.add(response.status_code)
    assert (Team.objects.count(), Player.objects.count()) == before  # a paste opens the draft page, saves nothing
    assert statuses == {200, 422}


EVENT = {
    "format": "sevens-event/1", "name": "Fuzz Open", "ruleset": "sevens", "rounds_planned": 3,
    "scoring": {"win": 2, "draw": 1, "loss": 0, "bonus_points": True,
                "tiebreakers": ["bonus_points", "td_diff", "td_for", "cas_for"]},
    "final_round_keeps_top": False, "spare_player": False, "knockout_draw": "extra_time",
    "coaches": [{"name": name, "naf": 1000 + n, "team": None} for n, name in enumerate(["Ann", "Bob", "Cy", "Di"])],
    "rounds": [{"number": 1, "games": [
        {"home": "Ann", "away": "Bob", "home_td": 2, "away_td": 1, "home_cas": 0, "away_cas": 1, "conceded_by": None},
        {"home": "Cy", "away": "Di", "home_td": 0, "away_td": 0, "home_cas": 2, "away_cas": 0, "conceded_by": None},
    ]}],
}
ODD_VALUES = [None, True, -1, 0, 2**70, 1.5, "", "x" * 5000, "\x00\x1b", [], ["a"], {}, {"a": 1}, "²"]


def event_cases(rng: random.Random, count: int) -> list[tuple[str, bytes]]:
    """A valid event file with one value replaced (top, coach or game), a key dropped, or its text cut short."""
    cases = []
    for n in range(count):
        data = json.loads(json.dumps(EVENT))
        kind = n % 4
        if kind == 0:
            key = rng.choice(list(data))
            data[key] = rng.choice(ODD_VALUES)
        elif kind == 1:
            data["coaches"][rng.randrange(4)][rng.choice(["name", "naf", "team", "spare"])] = rng.choice(ODD_VALUES)
        elif kind == 2:
            game = data["rounds"][0]["games"][rng.randrange(2)]
            game[rng.choice(list(game))] = rng.choice(ODD_VALUES)
        else:
            data.pop(rng.choice(list(data)))
        raw = json.dumps(data).encode()
        if n % 9 == 0:
            raw = raw[: rng.randrange(len(raw))]
        cases.append((f"case {n}", raw))
    return cases + [("valid", json.dumps(EVENT).encode()), ("not utf-8", b"\xff\xfe{")]


def test_import_event_imports_or_refuses_in_one_line_and_creates_nothing(tmp_path):
    from events.models import Event

    path, seen = tmp_path / "event.json", {0: 0, 2: 0}
    for label, raw in event_cases(random.Random(25), 160):
        path.write_bytes(raw)
        before = Event.objects.count()
        out, err, code = StringIO(), StringIO(), 0
        try:
            call_command("import_event", str(path), stdout=out, stderr=err)
        except CommandError as exc:
            code, message = exc.returncode, str(exc)
            assert code == 2, (label, message)
            assert message.strip(), label
            assert "\n" not in message.strip(), (label, message[:300])
            assert len(message) <= 400, (label, message[:300])
            assert Event.objects.count() == before, label
        seen[code] += 1
    assert seen[0] >= 10, seen
    assert seen[2] >= 60, seen

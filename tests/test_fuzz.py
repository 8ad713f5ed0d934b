"""Fuzzing the ways a file comes in: the roster reader, the league reader, the three commands and the upload page.

Each case is a valid file with one mutation: a field dropped, duplicated or retyped, a huge, negative or float
number, a long or control-character string, deep nesting, bytes that are not UTF-8. Whatever the case, the answer
is a result or one line of refusal: never a traceback, never a 500, and nothing created when refused (Team,
Player, League and User rows counted before and after). The cases are a fixed table sampled with a fixed seed, so
a failure reproduces; each test counts accepted and refused cases and asserts both happen (the examples reach the
assertions). Runs on SQLite (``make test``) and on PostgreSQL (``DATABASE_URL=postgres://... pytest
--create-db tests/test_fuzz.py``), where the column limits are real.
"""

from __future__ import annotations

import copy
import json
import random
from io import StringIO

import pytest
from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.db import transaction
from django.urls import reverse

from league.interchange import LeagueFileError, league_import
from league.models import League
from rules.rosterfile import RosterFileError, load_roster, parse_roster
from teams.models import Player, Team
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

LONGEST_LINE = 400  # a refusal is one line, and quotes at most a short cut of the offending value

ROSTER = {
    "format": "sevens-roster/1",
    "ruleset": "sevens",
    "name": "Fuzz Rookies",
    "race": "Human",
    "rerolls": 1,
    "assistant_coaches": 0,
    "cheerleaders": 0,
    "apothecary": True,
    "dedicated_fans": 1,
    "treasury": 0,
    "players": [{"number": n, "name": f"Player {n}", "position": "Lineman", "skills": []} for n in range(1, 8)],
}


def league_file() -> dict:
    teams = []
    for name, coach in (("Fuzz A", "fuzz_a"), ("Fuzz B", "fuzz_b")):
        teams.append({**copy.deepcopy(ROSTER), "name": name, "coach": coach})
    return {
        "format": "sevens-league/1",
        "name": "Fuzz League",
        "ruleset": "sevens",
        "scoring": {"win": 3, "draw": 1, "loss": 0, "bonus_points": False, "tiebreakers": ["td_diff"]},
        "teams": teams,
        "seasons": [{"number": 1, "name": "Season 1", "status": "running", "final_standings": None, "champion": None}],
        "results": [
            {"id": 1, "season": 1, "round": 1, "home": "Fuzz A", "away": "Fuzz B", "status": "confirmed",
             "home_td": 2, "away_td": 1, "home_cas": 0, "away_cas": 1, "conceded_by": None, "concession": "",
             "win_kind": None, "submitted_by": "fuzz_a"},
        ],
        "records": [
            {"kind": "dispute", "season": 1, "fixture": 1, "actor": "fuzz_b", "reason": "It was 2-2.",
             "data": {"entered_by": "fuzz_a"}, "at": "2025-05-01T19:30:00+00:00"},
        ],
    }  # fmt: skip


def deep(levels: int) -> list:
    value: list = []
    for _ in range(levels):
        value = [value]
    return value


# What a field becomes: wrong types, numbers past every column, long and control-character strings, nesting.
REPLACEMENTS = [
    None,
    True,
    1.5,
    -1,
    0,
    32_768,
    2**31,
    10**17,
    "",
    "x" * 10_000,
    "a\x00b",
    "\x1b[2J",
    "line\u2028break",
    "\ud800",
    "Ünïcødé ✓",
    [],
    {},
    ["Block"],
    deep(40),
]


def paths(node, prefix=()):
    """Every path to a value inside a JSON document (the root excluded)."""
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        yield (*prefix, key)
        yield from paths(value, (*prefix, key))


def at(doc, path):
    for key in path[:-1]:
        doc = doc[key]
    return doc


def mutations(base: dict):
    """(label, bytes) for every structural mutation of ``base`` and a few that only text can spell."""
    text = json.dumps(base)
    for path in paths(base):
        label = "/".join(map(str, path))
        dropped = copy.deepcopy(base)
        parent = at(dropped, path)
        del parent[path[-1]]
        yield f"drop {label}", json.dumps(dropped).encode()
        if isinstance(parent, list):
            duplicated = copy.deepcopy(base)
            at(duplicated, path).insert(path[-1], copy.deepcopy(at(base, path)[path[-1]]))
            yield f"duplicate {label}", json.dumps(duplicated).encode()
        for replacement in REPLACEMENTS:
            changed = copy.deepcopy(base)
            at(changed, path)[path[-1]] = copy.deepcopy(replacement)
            yield f"{label} = {str(replacement)[:20]!r}", json.dumps(changed).encode()
    for key in base:  # a duplicated key: the last one wins in JSON, and the first one is garbage
        yield f"duplicate key {key}", text.replace(f'"{key}": ', f'"{key}": [1, {{}}], "{key}": ', 1).encode()
    yield "5,000-digit number", text.replace('"rerolls": 1', '"rerolls": ' + "9" * 5000, 1).encode()
    yield "huge float", text.replace('"rerolls": 1', '"rerolls": 1e999', 1).encode()
    yield "NaN", text.replace('"rerolls": 1', '"rerolls": NaN', 1).encode()
    yield "nested 100,000 deep", b"[" * 100_000 + b"]" * 100_000
    yield "nested object 5,000 deep", b'{"a":' * 5000 + b"1" + b"}" * 5000
    yield "not UTF-8", text.replace("Fuzz", "F\udcffzz", 1).encode("utf-8", "surrogateescape")
    yield "Latin-1", text.replace("Fuzz", "Füzz", 1).encode("latin-1")
    yield "with a BOM", b"\xef\xbb\xbf" + text.encode()
    yield "cut short", text[: len(text) // 2].encode()
    yield "empty", b""
    yield "NUL escape", text.replace("Fuzz", "Fu\\u0000zz", 1).encode()


ROSTER_CASES = list(mutations(ROSTER))
LEAGUE_CASES = list(mutations(league_file()))


def sample(cases, k: int, seed: int):
    """A fixed sample: every text-level case (the tail) and ``k`` of the others."""
    rng = random.Random(seed)
    structural, textual = cases[:-30], cases[-30:]
    return rng.sample(structural, min(k, len(structural))) + textual


def one_line(message: str, longest: int = LONGEST_LINE) -> None:
    assert message.strip(), "a refusal says why"
    assert "\n" not in message.strip(), message[:500]
    assert len(message) <= longest, message[:500]
    assert "Traceback" not in message


def counts() -> tuple[int, int, int, int]:
    return (Team.objects.count(), Player.objects.count(), League.objects.count(), get_user_model().objects.count())


def run(*args) -> tuple[int, str, str]:
    out, err = StringIO(), StringIO()
    code = 0
    try:
        call_command(*args, stdout=out, stderr=err)
    except SystemExit as exc:
        code = exc.code
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def coaches(db):
    return UserFactory(username="fuzz_a"), UserFactory(username="fuzz_b")


def test_the_roster_reader_reads_or_refuses_in_one_line():
    seen = {"read": 0, "refused": 0}
    for label, raw in ROSTER_CASES:
        try:
            roster = load_roster(raw)
        except RosterFileError as exc:
            one_line(str(exc))
            seen["refused"] += 1
        else:
            assert roster.name, label
            seen["read"] += 1
        try:  # the decoded document, as the services hand it over
            parse_roster(json.loads(raw))
        except (ValueError, RecursionError):
            pass  # not JSON at all: the loader's job, tested above
        except RosterFileError as exc:
            one_line(str(exc))
    print("fuzz outcomes:", seen)  # shown with pytest -s
    assert seen["read"] >= 20, seen
    assert seen["refused"] >= 300, seen


def test_the_league_reader_imports_or_refuses_and_creates_nothing(coaches):
    seen = {"imported": 0, "refused": 0}
    for label, raw in sample(LEAGUE_CASES, 140, seed=3):
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError):
            continue  # not JSON: the commands' case below
        before = counts()
        try:
            with transaction.atomic():
                league_import(data)
        except LeagueFileError as exc:
            one_line(str(exc))
            assert counts() == before, label
            seen["refused"] += 1
        else:
            seen["imported"] += 1
    print("fuzz outcomes:", seen)  # shown with pytest -s
    assert seen["imported"] >= 5, seen
    assert seen["refused"] >= 50, seen


@pytest.mark.parametrize("command", ["validate_roster", "import_roster", "import_league"])
def test_the_commands_exit_0_1_or_2_with_one_line(command, coaches, tmp_path):
    cases = sample(LEAGUE_CASES if command == "import_league" else ROSTER_CASES, 70, seed=len(command))
    # import_league may create the coaches a mutated file names: only names sign-up accepts, and none on failure
    extra = {"import_roster": ("--coach", "fuzz_a"), "import_league": ("--create-coaches",), "validate_roster": ()}
    extra = extra[command]
    seen = {0: 0, 1: 0, 2: 0}
    path = tmp_path / "file.json"
    for label, raw in cases:
        path.write_bytes(raw)
        before = counts()
        code, out, err = run(command, str(path), *extra)
        assert code in (0, 1, 2), (label, code, err[:300])
        if command == "validate_roster" and code < 2:
            assert json.loads(out)["valid"] is (code == 0), label  # the report, on one line
            assert err == "", label
        elif code:
            one_line(err, longest=LONGEST_LINE if code == 2 else 2_000)  # 1: each rule violation, on one line
            assert counts() == before, label
        seen[code] += 1
    print("fuzz outcomes:", seen)  # shown with pytest -s
    assert seen[0] >= 3, seen
    assert seen[1] + seen[2] >= 40, seen


def test_the_upload_page_never_answers_500_and_creates_nothing_when_it_refuses(client, coaches):
    client.force_login(coaches[0])
    url = reverse("teams:import")
    seen = {"imported": 0, "refused": 0}
    for label, raw in sample(ROSTER_CASES, 90, seed=11):
        before = counts()
        response = client.post(url, {"file": SimpleUploadedFile("roster.json", raw, "application/json")})
        assert response.status_code in (200, 302), (label, response.status_code)
        if response.status_code == 302:
            seen["imported"] += 1
            Team.objects.filter(coach=coaches[0]).delete()  # a coach may keep one friendly team of a name
        else:
            assert counts() == before, label
            assert b"This is not a roster file" in response.content or b"errorlist" in response.content, label
            seen["refused"] += 1
    print("fuzz outcomes:", seen)  # shown with pytest -s
    assert seen["imported"] >= 3, seen
    assert seen["refused"] >= 40, seen

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from rules.rosterfile import RosterFileError, dump_roster, load_roster
from tests.factories import ROOKIES

ROOT = Path(__file__).resolve().parents[2]


def test_round_trip():
    roster = load_roster(json.dumps(ROOKIES))
    assert roster.name == "Reikland Rookies"
    assert len(roster.draft.players) == 7
    assert dump_roster(roster) == ROOKIES


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("[]", "a roster file is a JSON object"),
        ('{"format": "other"}', "'format' must be 'sevens-roster/1'"),
        (json.dumps({**ROOKIES, "rerolls": "one"}), "'rerolls' must be a whole number"),
        (json.dumps({**ROOKIES, "apothecary": 1}), "'apothecary' must be true or false"),
        (json.dumps({**ROOKIES, "players": {}}), "'players' must be a list"),
        (json.dumps({**ROOKIES, "players": [{"name": "x"}]}), "player 1: 'position' must be a non-empty string"),
        (json.dumps({**ROOKIES, "players": [{"position": "Lineman", "number": 0}]}), "'number' must be"),
        (json.dumps({**ROOKIES, "name": ""}), "'name' must be a non-empty string"),
        ("{not json", "not JSON"),
    ],
)
def test_not_a_roster(data, message):
    with pytest.raises(RosterFileError, match=message.replace("(", r"\(")):
        load_roster(data)


def run(*args, stdin=None):
    return subprocess.run(
        [sys.executable, "manage.py", "validate_roster", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        env={"PATH": "/usr/bin:/bin", "DJANGO_SETTINGS_MODULE": "config.settings", "DEBUG": "1"},
    )


def test_command_valid_roster_exits_0(tmp_path):
    path = tmp_path / "rookies.json"
    path.write_text(json.dumps(ROOKIES))
    result = run(str(path))
    assert result.returncode == 0, result.stderr
    # Issue 11 (2020 rulebook, Team Value): the re-roll bought at double (100,000) counts at its roster price.
    assert json.loads(result.stdout) == {"valid": True, "cost": 530_000, "team_value": 480_000, "errors": []}


def test_command_invalid_roster_exits_1_with_every_error(tmp_path):
    data = {**ROOKIES, "rerolls": 7, "players": ROOKIES["players"][:6]}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    result = run(str(path))
    assert result.returncode == 1
    report = json.loads(result.stdout)
    assert report["valid"] is False
    assert [e["code"] for e in report["errors"]] == ["budget_exceeded", "too_few_players", "rerolls_limit"]
    assert report["errors"][0] == {"code": "budget_exceeded", "field": "budget",
                                   "params": {"cost": 1_080_000, "budget": 600_000}}


def test_command_ruleset_option_overrides_the_file(tmp_path):
    path = tmp_path / "rookies.json"
    path.write_text(json.dumps(ROOKIES))
    result = run(str(path), "--ruleset", "street-bowl")
    assert result.returncode == 1
    assert [e["code"] for e in json.loads(result.stdout)["errors"]] == ["staff_not_allowed"]


@pytest.mark.parametrize("content", ["garbage{", '{"format": "sevens-roster/1"}', "[1, 2]"])
def test_command_garbage_exits_2_with_one_line(tmp_path, content):
    path = tmp_path / "garbage.json"
    path.write_text(content)
    result = run(str(path))
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr


def test_command_missing_file_exits_2(tmp_path):
    result = run(str(tmp_path / "nope.json"))
    assert result.returncode == 2
    assert "cannot read" in result.stderr
    assert "Traceback" not in result.stderr


def test_command_binary_file_exits_2(tmp_path):
    path = tmp_path / "binary.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    result = run(str(path))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr


def test_command_reports_each_skill_the_player_could_not_gain(tmp_path):
    # Issue 11: a Claws on a Human Lineman, a second Block on a Blitzer, a trait and a Dungeon Bowl-only skill.
    players = [dict(p) for p in ROOKIES["players"]]
    players[0]["skills"] = ["Claws"]
    players[1]["skills"] = ["Loner (4+)"]
    players[2]["skills"] = ["Portal Navigator"]
    players[3] = {"number": 4, "name": "Griff", "position": "Blitzer", "skills": ["Block"]}
    path = tmp_path / "skills.json"
    path.write_text(json.dumps({**ROOKIES, "players": players}))
    result = run(str(path))
    assert result.returncode == 1, result.stderr
    errors = json.loads(result.stdout)["errors"]
    assert [e["code"] for e in errors] == ["skill_not_available"] * 4
    assert errors[0]["params"] | {"number": 1, "skill": "Claws", "category": "Mutation"} == errors[0]["params"]
    assert errors[3]["params"] | {"player": "Griff", "skill": "Block"} == errors[3]["params"]


LIMITS = [
    ({"name": "x" * 121}, "'name' must be at most 120 characters"),
    ({"name": "Rookies\x00"}, "U+0000"),
    ({"name": "Rook\x07ies"}, "U+0007"),
    ({"race": "x" * 61}, "'race' must be at most 60 characters"),
    ({"treasury": 2**31}, "'treasury' must be a whole number from 0 to 2,147,483,647"),
    ({"rerolls": 32_768}, "'rerolls' must be a whole number from 0 to 32,767"),
    ({"dedicated_fans": -1}, "'dedicated_fans' must be a whole number"),
    ({"cheerleaders": 1.5}, "'cheerleaders' must be a whole number"),
    ({"players": [{"number": 1, "name": "x" * 81, "position": "Lineman"}]}, "player 1: 'name' must be at most 80"),
    ({"players": [{"number": 1, "name": "\x1b[2J", "position": "Lineman"}]}, "player 1: 'name' must not contain"),
    ({"players": [{"number": 1, "position": "Lineman", "skills": ["x" * 81]}]}, "each skill must be at most 80"),
    ({"players": [{"number": 1, "position": ["Lineman"]}]}, "'position' must be a non-empty string"),
    ({"players": [{"position": "Lineman"}] * 51}, "at most 50 players"),
]


@pytest.mark.parametrize(("change", "message"), LIMITS)
def test_names_characters_and_numbers_are_checked_where_the_file_is_read(change, message):
    with pytest.raises(RosterFileError, match=re.escape(message)):
        load_roster(json.dumps({**ROOKIES, **change}))


def test_an_error_quotes_a_10_kb_value_cut_short():
    with pytest.raises(RosterFileError) as caught:
        load_roster(json.dumps({**ROOKIES, "format": "x" * 10_000}))
    assert len(str(caught.value)) < 120
    assert str(caught.value).endswith("…")


@pytest.mark.parametrize("text", ["[" * 100_000, '{"rerolls": ' + "1" * 5000 + "}", b"\xff\xfe"])
def test_deep_nesting_huge_numbers_and_other_bytes_are_one_line(text):
    with pytest.raises(RosterFileError):
        load_roster(text)

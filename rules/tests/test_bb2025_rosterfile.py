"""Roster files carry the edition ("2020" or "2025"; none is 2020), and validate_roster checks a 2025 file
against the 2025 Sevens (Spike! Journal 22)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules.rosterfile import RosterFileError, dump_roster, load_roster
from tests.factories import HUMANS_2025

ROOT = Path(__file__).resolve().parents[2]


def run(tmp_path, data, *args):
    path = tmp_path / "roster.json"
    path.write_text(json.dumps(data))
    return subprocess.run(
        [sys.executable, "manage.py", "validate_roster", str(path), *args], cwd=ROOT, capture_output=True, text=True
    )


def test_round_trip_keeps_the_edition_and_the_veteran():
    roster = load_roster(json.dumps(HUMANS_2025))
    assert roster.edition == "2025"
    assert roster.draft.players[-1].veteran
    assert dump_roster(roster) == HUMANS_2025


def test_a_file_without_edition_is_2020():
    data = {k: v for k, v in HUMANS_2025.items() if k != "edition"}
    assert load_roster(json.dumps(data)).edition == "2020"


@pytest.mark.parametrize(
    ("change", "message"),
    [({"edition": "2030"}, "'edition' must be one of"), ({"edition": 2025}, "'edition' must be one of")],
)
def test_an_unknown_edition_is_refused(change, message):
    with pytest.raises(RosterFileError, match=message):
        load_roster(json.dumps({**HUMANS_2025, **change}))


def test_a_veteran_flag_must_be_a_boolean():
    players = [*HUMANS_2025["players"][:-1], {**HUMANS_2025["players"][-1], "veteran": "yes"}]
    with pytest.raises(RosterFileError, match="'veteran' must be true or false"):
        load_roster(json.dumps({**HUMANS_2025, "players": players}))


def test_validate_roster_accepts_the_2025_human_team(tmp_path):
    """Spike! Journal 22, Player Positions: three Halfling Hopefuls and four non-Linemen is legal in 2025."""
    result = run(tmp_path, HUMANS_2025)
    assert result.returncode == 0, result.stdout + result.stderr
    assert json.loads(result.stdout)["valid"] is True
    assert json.loads(result.stdout)["cost"] == 2 * 85_000 + 140_000 + 75_000 + 3 * 30_000 + 50_000


def test_validate_roster_refuses_the_same_team_as_a_2020_file(tmp_path):
    data = {k: v for k, v in HUMANS_2025.items() if k != "edition"}
    result = run(tmp_path, data)
    assert result.returncode == 1
    codes = [e["code"] for e in json.loads(result.stdout)["errors"]]
    assert "unknown_position" in codes  # the 2020 Human roster calls him "Halfling Hopeful Lineman"

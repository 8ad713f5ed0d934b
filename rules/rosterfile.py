"""The roster file, ``sevens-roster/1``: the format teams are imported from and exported to.

    {"format": "sevens-roster/1", "ruleset": "sevens", "name": "Reikland Rookies", "race": "Human",
     "rerolls": 1, "assistant_coaches": 0, "cheerleaders": 0, "apothecary": true, "dedicated_fans": 1,
     "treasury": 0, "players": [{"number": 1, "name": "Lars", "position": "Lineman", "skills": []}]}

``race`` and ``position`` are roster names matched without regard to case; ``skills`` are the skills
gained beyond the position's starting ones. Parsing checks the shape only; ``rules.draft`` checks the rules.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .draft import Draft, DraftPlayer

FORMAT = "sevens-roster/1"


class RosterFileError(ValueError):
    """The data is not a roster file (one line saying what is wrong)."""


@dataclass(frozen=True)
class RosterFile:
    ruleset: str
    name: str
    draft: Draft
    treasury: int = 0


def _int(data: dict, key: str, where: str, default: int | None = None) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RosterFileError(f"{where}{key!r} must be a whole number, not {json.dumps(value)}")
    return value


def _str(data: dict, key: str, where: str, *, required: bool = True) -> str:
    value = data.get(key, None if required else "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise RosterFileError(f"{where}{key!r} must be a non-empty string")
    return value.strip()


def parse_roster(data: object) -> RosterFile:
    """Read a decoded roster file; raise ``RosterFileError`` if it is not one."""
    if not isinstance(data, dict):
        raise RosterFileError("a roster file is a JSON object")
    if data.get("format") != FORMAT:
        raise RosterFileError(f"'format' must be {FORMAT!r}, not {json.dumps(data.get('format'))}")
    apothecary = data.get("apothecary", False)
    if not isinstance(apothecary, bool):
        raise RosterFileError(f"'apothecary' must be true or false, not {json.dumps(apothecary)}")
    players_data = data.get("players")
    if not isinstance(players_data, list):
        raise RosterFileError("'players' must be a list")
    players = []
    for index, entry in enumerate(players_data, start=1):
        where = f"player {index}: "
        if not isinstance(entry, dict):
            raise RosterFileError(f"{where}each player is a JSON object")
        number = entry.get("number")
        if number is not None and (isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= 99):
            raise RosterFileError(f"{where}'number' must be a whole number from 1 to 99")
        skills = entry.get("skills", [])
        if not isinstance(skills, list) or not all(isinstance(s, str) and s.strip() for s in skills):
            raise RosterFileError(f"{where}'skills' must be a list of skill names")
        name = entry.get("name", "")
        if not isinstance(name, str):
            raise RosterFileError(f"{where}'name' must be a string")
        players.append(
            DraftPlayer(
                position=_str(entry, "position", where),
                number=number,
                name=name.strip(),
                skills=tuple(s.strip() for s in skills),
            )
        )
    draft = Draft(
        race=_str(data, "race", ""),
        players=tuple(players),
        rerolls=_int(data, "rerolls", "", 0),
        assistant_coaches=_int(data, "assistant_coaches", "", 0),
        cheerleaders=_int(data, "cheerleaders", "", 0),
        apothecary=apothecary,
        dedicated_fans=_int(data, "dedicated_fans", "", 1),
    )
    treasury = _int(data, "treasury", "", 0)
    if treasury < 0:
        raise RosterFileError("'treasury' cannot be negative")
    return RosterFile(ruleset=_str(data, "ruleset", ""), name=_str(data, "name", ""), draft=draft, treasury=treasury)


def load_roster(text: str) -> RosterFile:
    """Decode and read a roster file from its JSON text."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RosterFileError(f"not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    return parse_roster(data)


def dump_roster(roster: RosterFile) -> dict:
    """The roster file for a roster, keys in the documented order."""
    d = roster.draft
    return {
        "format": FORMAT,
        "ruleset": roster.ruleset,
        "name": roster.name,
        "race": d.race,
        "rerolls": d.rerolls,
        "assistant_coaches": d.assistant_coaches,
        "cheerleaders": d.cheerleaders,
        "apothecary": bool(d.apothecary),
        "dedicated_fans": d.dedicated_fans,
        "treasury": roster.treasury,
        "players": [
            {"number": p.number, "name": p.name, "position": p.position, "skills": list(p.skills)} for p in d.players
        ],
    }

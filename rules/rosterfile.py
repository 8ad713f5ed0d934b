"""The roster file, ``sevens-roster/1``: the format teams are imported from and exported to.

    {"format": "sevens-roster/1", "ruleset": "sevens", "name": "Reikland Rookies", "race": "Human",
     "rerolls": 1, "assistant_coaches": 0, "cheerleaders": 0, "apothecary": true, "dedicated_fans": 1,
     "treasury": 0, "players": [{"number": 1, "name": "Lars", "position": "Lineman", "skills": []}]}

``race`` and ``position`` are roster names matched without regard to case; ``skills`` are the skills
gained beyond the position's starting ones. Parsing checks the shape only; ``rules.draft`` checks the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from .draft import Draft, DraftPlayer
from .rosters import DEFAULT_EDITION, EDITIONS
from .textinput import (
    GOLD_MAX,
    PLAYER_NAME_MAX,
    POSITION_NAME_MAX,
    RACE_NAME_MAX,
    RULESET_NAME_MAX,
    SKILL_NAME_MAX,
    SMALL_COUNT_MAX,
    TEAM_NAME_MAX,
    JSONInputError,
    int_problem,
    load_json,
    name_problem,
    quote,
)

FORMAT = "sevens-roster/1"


class RosterFileError(ValueError):
    """The data is not a roster file (one line saying what is wrong)."""


@dataclass(frozen=True)
class RosterFile:
    ruleset: str
    name: str
    draft: Draft
    treasury: int = 0
    edition: str = DEFAULT_EDITION  # "2020" or "2025"; a file without "edition" is 2020


MAX_PLAYERS = 50  # far above any roster's limit: a bound on what is read, the rules count the roster
MAX_SKILLS = 20


def _int(data: dict, key: str, where: str, default: int, high: int = SMALL_COUNT_MAX) -> int:
    value = data.get(key, default)
    problem = int_problem(value, high=high)
    if problem:
        raise RosterFileError(f"{where}{key!r} {problem}")
    return value


def _str(data: dict, key: str, where: str, max_length: int, *, required: bool = True) -> str:
    value = data.get(key, None if required else "")
    problem = name_problem(value, max_length=max_length, required=required)
    if problem:
        raise RosterFileError(f"{where}{key!r} {problem}")
    return value.strip()


def _player(entry: object, where: str) -> DraftPlayer:
    if not isinstance(entry, dict):
        raise RosterFileError(f"{where}each player is a JSON object, not {quote(entry)}")
    number = entry.get("number")
    if number is not None and (isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= 99):
        raise RosterFileError(f"{where}'number' must be a whole number from 1 to 99, not {quote(number)}")
    skills = entry.get("skills", [])
    if not isinstance(skills, list) or len(skills) > MAX_SKILLS:
        raise RosterFileError(f"{where}'skills' must be a list of at most {MAX_SKILLS} skill names")
    for skill in skills:
        problem = name_problem(skill, max_length=SKILL_NAME_MAX)
        if problem:
            raise RosterFileError(f"{where}each skill {problem}")
    veteran = entry.get("veteran", False)
    if not isinstance(veteran, bool):
        raise RosterFileError(f"{where}'veteran' must be true or false, not {quote(veteran)}")
    return DraftPlayer(
        position=_str(entry, "position", where, POSITION_NAME_MAX),
        number=number,
        name=_str(entry, "name", where, PLAYER_NAME_MAX, required=False),
        skills=tuple(s.strip() for s in skills),
        veteran=veteran,
    )


def parse_roster(data: object) -> RosterFile:
    """Read a decoded roster file; raise ``RosterFileError`` if it is not one: every field's type, every name's
    length and characters and every number's range are checked here (``rules.textinput``)."""
    if not isinstance(data, dict):
        raise RosterFileError("a roster file is a JSON object")
    if data.get("format") != FORMAT:
        raise RosterFileError(f"'format' must be {FORMAT!r}, not {quote(data.get('format'))}")
    edition = data.get("edition", DEFAULT_EDITION)
    if edition not in EDITIONS:
        raise RosterFileError(f"'edition' must be one of {', '.join(map(repr, EDITIONS))}, not {quote(edition)}")
    apothecary = data.get("apothecary", False)
    if not isinstance(apothecary, bool):
        raise RosterFileError(f"'apothecary' must be true or false, not {quote(apothecary)}")
    players_data = data.get("players")
    if not isinstance(players_data, list):
        raise RosterFileError("'players' must be a list")
    if len(players_data) > MAX_PLAYERS:
        raise RosterFileError(f"'players' must list at most {MAX_PLAYERS} players")
    players = [_player(entry, f"player {index}: ") for index, entry in enumerate(players_data, start=1)]
    draft = Draft(
        race=_str(data, "race", "", RACE_NAME_MAX),
        players=tuple(players),
        rerolls=_int(data, "rerolls", "", 0),
        assistant_coaches=_int(data, "assistant_coaches", "", 0),
        cheerleaders=_int(data, "cheerleaders", "", 0),
        apothecary=apothecary,
        dedicated_fans=_int(data, "dedicated_fans", "", 1),
    )
    treasury = data.get("treasury", 0)
    if isinstance(treasury, int) and not isinstance(treasury, bool) and treasury < 0:
        raise RosterFileError("'treasury' cannot be negative")
    treasury = _int(data, "treasury", "", 0, high=GOLD_MAX)
    return RosterFile(
        ruleset=_str(data, "ruleset", "", RULESET_NAME_MAX),
        name=_str(data, "name", "", TEAM_NAME_MAX),
        draft=draft,
        treasury=treasury,
        edition=edition,
    )


def load_roster(text: str | bytes) -> RosterFile:
    """Decode and read a roster file from its JSON text (``rules.textinput.load_json``: never more than one
    line of error, whatever the text)."""
    try:
        data = load_json(text)
    except JSONInputError as exc:
        raise RosterFileError(str(exc)) from None
    return parse_roster(data)


def dump_roster(roster: RosterFile) -> dict:
    """The roster file for a roster, keys in the documented order. A 2025 roster says ``"edition": "2025"`` (after
    "format") and marks its Veteran; a 2020 roster is written as it always was (no "edition": a file without one is
    2020)."""
    d = roster.draft
    edition = {} if roster.edition == DEFAULT_EDITION else {"edition": roster.edition}
    return {
        "format": FORMAT,
        **edition,
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
            {
                "number": p.number,
                "name": p.name,
                "position": p.position,
                "skills": list(p.skills),
                **({"veteran": True} if p.veteran else {}),
            }
            for p in d.players
        ],
    }

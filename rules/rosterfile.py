"""The roster file, ``sevens-roster/1``: the format teams are imported from and exported to.

    {"format": "sevens-roster/1", "ruleset": "sevens", "name": "Reikland Rookies", "race": "Human",
     "rerolls": 1, "assistant_coaches": 0, "cheerleaders": 0, "apothecary": true, "dedicated_fans": 1,
     "treasury": 0, "players": [{"number": 1, "name": "Lars", "position": "Lineman", "skills": []}]}

``race`` and ``position`` are roster names matched without regard to case; ``skills`` are the skills
gained beyond the position's starting ones. Parsing checks the shape only; ``rules.draft`` checks the rules.

A file refused raises ``RosterFileError``: one English line (what the command line prints) and the violation behind
it (``code``, the key as ``field``, ``params``; a player's problem carries his place in the list as ``entry``),
which the pages word (``core.wording.file_problem``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

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
    int_violation,
    load_json,
    name_problem,
    name_violation,
    quote,
)
from .violations import Violation

FORMAT = "sevens-roster/1"


class RosterFileError(ValueError):
    """The data is not a roster file: one English line saying what is wrong, and the ``violation`` behind it for
    the pages to word."""

    def __init__(self, message: str, violation: Violation | None = None):
        super().__init__(message)
        self.violation = violation


def _at(violation: Violation | None, entry: int | None) -> Violation | None:
    """The violation of a player's entry, with his place in the list (``entry``, from 1)."""
    if violation is None or entry is None:
        return violation
    return replace(violation, params={**violation.params, "entry": entry})


@dataclass(frozen=True)
class RosterFile:
    ruleset: str
    name: str
    draft: Draft
    treasury: int = 0
    edition: str = DEFAULT_EDITION  # "2020" or "2025"; a file without "edition" is 2020


MAX_PLAYERS = 50  # far above any roster's limit: a bound on what is read, the rules count the roster
MAX_SKILLS = 20


def _int(data: dict, key: str, default: int, high: int = SMALL_COUNT_MAX, *, low: int = 0,
         entry: int | None = None) -> int:
    value = data.get(key, default)
    problem = int_problem(value, low=low, high=high)
    if problem:
        where = f"player {entry}: " if entry else ""
        raise RosterFileError(f"{where}{key!r} {problem}",
                              _at(int_violation(value, low=low, high=high, key=key), entry))
    return value


def _str(data: dict, key: str, max_length: int, *, required: bool = True, entry: int | None = None) -> str:
    value = data.get(key, None if required else "")
    problem = name_problem(value, max_length=max_length, required=required)
    if problem:
        where = f"player {entry}: " if entry else ""
        raise RosterFileError(f"{where}{key!r} {problem}",
                              _at(name_violation(value, max_length=max_length, required=required, key=key), entry))
    return value.strip()


def _bool(data: dict, key: str, *, entry: int | None = None) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        where = f"player {entry}: " if entry else ""
        raise RosterFileError(f"{where}{key!r} must be true or false, not {quote(value)}",
                              _at(Violation("not_true_or_false", key, {"key": key, "value": quote(value)}), entry))
    return value


def _player(data: object, entry: int) -> DraftPlayer:
    where = f"player {entry}: "
    if not isinstance(data, dict):
        raise RosterFileError(f"{where}each player is a JSON object, not {quote(data)}",
                              Violation("player_not_object", "players", {"entry": entry, "value": quote(data)}))
    number = data.get("number")
    if number is not None:
        _int(data, "number", 0, 99, low=1, entry=entry)
    skills = data.get("skills", [])
    if not isinstance(skills, list) or len(skills) > MAX_SKILLS:
        raise RosterFileError(f"{where}'skills' must be a list of at most {MAX_SKILLS} skill names",
                              Violation("skills_not_list", "skills", {"entry": entry, "most": MAX_SKILLS}))
    for skill in skills:
        problem = name_problem(skill, max_length=SKILL_NAME_MAX)
        if problem:
            raise RosterFileError(f"{where}each skill {problem}",
                                  _at(name_violation(skill, max_length=SKILL_NAME_MAX, key="skills"), entry))
    veteran = _bool(data, "veteran", entry=entry)
    return DraftPlayer(
        position=_str(data, "position", POSITION_NAME_MAX, entry=entry),
        number=number,
        name=_str(data, "name", PLAYER_NAME_MAX, required=False, entry=entry),
        skills=tuple(s.strip() for s in skills),
        veteran=veteran,
    )


def parse_roster(data: object) -> RosterFile:
    """Read a decoded roster file; raise ``RosterFileError`` if it is not one: every field's type, every name's
    length and characters and every number's range are checked here (``rules.textinput``)."""
    if not isinstance(data, dict):
        raise RosterFileError("a roster file is a JSON object", Violation("roster_file_not_object"))
    if data.get("format") != FORMAT:
        given = quote(data.get("format"))
        raise RosterFileError(f"'format' must be {FORMAT!r}, not {given}",
                              Violation("file_format", "format", {"format": FORMAT, "value": given}))
    edition = data.get("edition", DEFAULT_EDITION)
    if edition not in EDITIONS:
        raise RosterFileError(
            f"'edition' must be one of {', '.join(map(repr, EDITIONS))}, not {quote(edition)}",
            Violation("file_edition", "edition", {"editions": tuple(EDITIONS), "value": quote(edition)}),
        )
    apothecary = _bool(data, "apothecary")
    players_data = data.get("players")
    if not isinstance(players_data, list):
        raise RosterFileError("'players' must be a list", Violation("players_not_list", "players"))
    if len(players_data) > MAX_PLAYERS:
        raise RosterFileError(f"'players' must list at most {MAX_PLAYERS} players",
                              Violation("too_many_entries", "players", {"most": MAX_PLAYERS}))
    players = [_player(entry, index) for index, entry in enumerate(players_data, start=1)]
    draft = Draft(
        race=_str(data, "race", RACE_NAME_MAX),
        players=tuple(players),
        rerolls=_int(data, "rerolls", 0),
        assistant_coaches=_int(data, "assistant_coaches", 0),
        cheerleaders=_int(data, "cheerleaders", 0),
        apothecary=apothecary,
        dedicated_fans=_int(data, "dedicated_fans", 1),
    )
    treasury = data.get("treasury", 0)
    if isinstance(treasury, int) and not isinstance(treasury, bool) and treasury < 0:
        raise RosterFileError("'treasury' cannot be negative", Violation("treasury_negative", "treasury"))
    treasury = _int(data, "treasury", 0, high=GOLD_MAX)
    return RosterFile(
        ruleset=_str(data, "ruleset", RULESET_NAME_MAX),
        name=_str(data, "name", TEAM_NAME_MAX),
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
        raise RosterFileError(str(exc), exc.violation) from None
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

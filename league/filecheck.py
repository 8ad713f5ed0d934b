"""Reading a league file's fields: every field's type, every name's length and characters, every number's range
(the limits of ``rules.textinput``), and the accounts a file names.

Accounts (the safe reading, also in ``import_league``'s help): a file names coaches and the
people behind its records by username. A name that has no account here is an error, unless the command was
asked to create coaches (``--create-coaches``): then it is created without a usable password, and only if
sign-up would accept the name (Django's username validator and length). An existing account is used as it is,
except that a staff or superuser account, or an inactive one, is never made a team's coach by a file: the
operator who imports a file must not hand an administrator's account a team because a file said so.
"""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.utils.dateparse import parse_datetime

from rules.scoring import STANDING_COLUMNS, TIEBREAKERS
from rules.textinput import (
    DIVISION_NAME_MAX,
    GOLD_MAX,
    SMALL_COUNT_MAX,
    TEAM_NAME_MAX,
    USERNAME_MAX,
    bad_character,
    int_problem,
    name_problem,
    quote,
)

SCORING_KEYS = {"win", "draw", "loss", "bonus_points", "tiebreakers", "scheme"}
TEXT_MAX = 2_000  # a record's reason: the forms take 500; a league file may carry a longer one written by a service


class LeagueFileError(ValueError):
    """The data is not a valid league file (one line saying what is wrong)."""


def whole(entry: dict, key: str, where: str, *, default: int | None = None, low: int = 0, high: int = SMALL_COUNT_MAX):
    """``entry[key]`` as a whole number from ``low`` to ``high`` (the column's range by default)."""
    problem = int_problem(entry.get(key, default), low=low, high=high)
    if problem:
        raise LeagueFileError(f"{where}'{key}' {problem}")
    return entry.get(key, default)


def text(entry: dict, key: str, where: str, *, max_length: int, required: bool = True, default: str = "") -> str:
    """``entry[key]`` as a one-line name of at most ``max_length`` characters (null or absent: ``default``)."""
    value = entry.get(key)
    if value is None and not required:
        return default
    problem = name_problem(value, max_length=max_length, required=required)
    if problem:
        raise LeagueFileError(f"{where}'{key}' {problem}")
    return value.strip()


def long_text(entry: dict, key: str, where: str) -> str:
    """A reason: text of at most ``TEXT_MAX`` characters (null or absent: empty)."""
    value = entry.get(key)
    if value is None:
        return ""
    if not isinstance(value, str) or len(value) > TEXT_MAX:
        raise LeagueFileError(f"{where}'{key}' must be text of at most {TEXT_MAX:,} characters, not {quote(value)}")
    return value


def choice(entry: dict, key: str, where: str, choices, default: str | None = None) -> str:
    """``entry[key]`` as one of ``choices`` (strings)."""
    value = entry.get(key, default)
    if not isinstance(value, str) or value not in choices:
        raise LeagueFileError(f"{where}'{key}' must be one of {', '.join(sorted(choices))}, not {quote(value)}")
    return value


def optional_name(entry: dict, key: str, where: str) -> str | None:
    """A team's name (or null) as a result or a season names it."""
    value = entry.get(key)
    if value is not None and not isinstance(value, str):
        raise LeagueFileError(f"{where}'{key}' must be a team's name or null, not {quote(value)}")
    return value


def identifier(value: object, where: str) -> int | str | None:
    """A result's ``id`` in the file (a number or a string), or null."""
    if value is None or (isinstance(value, (int, str)) and not isinstance(value, bool)):
        if isinstance(value, str) and len(value) > 100:
            raise LeagueFileError(f"{where}an id is at most 100 characters")
        return value
    raise LeagueFileError(f"{where}an id must be a number, a string or null, not {quote(value)}")


def moment(entry: dict, key: str, where: str):
    """An ISO 8601 date and time, or None when absent (a date that does not exist is an error)."""
    value = entry.get(key)
    if value is None:
        return None
    try:
        parsed = parse_datetime(value) if isinstance(value, str) and len(value) <= 64 else None
    except ValueError:
        parsed = None
    if parsed is None:
        raise LeagueFileError(
            f"{where}'{key}' must be a date and time such as 2025-05-01T19:30:00Z, not {quote(value)}"
        )
    return parsed


def final_standings(value: object, where: str) -> list | None:
    """A finished season's stored tables: ``[{"division", "rows": [<STANDING_COLUMNS> + "name"]}]`` (the shape
    ``league.services.seasons`` stores and the pages read back), or null."""
    if value is None:
        return None
    message = f"{where}'final_standings' must be a list of tables, each with 'division' and 'rows'"
    if not isinstance(value, list) or len(value) > 100:
        raise LeagueFileError(message)
    columns = set(STANDING_COLUMNS) | {"name"}
    for table in value:
        if not isinstance(table, dict) or set(table) != {"division", "rows"} or not isinstance(table["rows"], list):
            raise LeagueFileError(message)
        division = table["division"]
        if division is not None and name_problem(division, max_length=DIVISION_NAME_MAX):
            raise LeagueFileError(message)
        for row in table["rows"]:
            if not isinstance(row, dict) or set(row) != columns:
                raise LeagueFileError(f"{where}each row of a final table has exactly {', '.join(sorted(columns))}")
            for key, figure in row.items():
                if key == "name" and name_problem(figure, max_length=TEAM_NAME_MAX):
                    raise LeagueFileError(
                        f"{where}a final table's 'name' {name_problem(figure, max_length=TEAM_NAME_MAX)}"
                    )
                if key not in ("name", "team") and int_problem(figure, low=-GOLD_MAX, high=GOLD_MAX):
                    raise LeagueFileError(f"{where}a final table's {key!r} must be a whole number, not {quote(figure)}")
    return value


def scoring_settings(scoring: object) -> dict:
    """The league's scoring from the file's ``"scoring"``: points 0 to 32,767, known tiebreakers and scheme."""
    if not isinstance(scoring, dict):
        raise LeagueFileError("'scoring' must be an object")
    unknown = set(scoring) - SCORING_KEYS
    if unknown:
        raise LeagueFileError(f"'scoring' has unknown keys: {quote(', '.join(sorted(unknown)))}")
    settings: dict = {}
    for key, field in (("win", "points_win"), ("draw", "points_draw"), ("loss", "points_loss")):
        if key in scoring:
            settings[field] = whole(scoring, key, "scoring ")
    if "bonus_points" in scoring:
        if not isinstance(scoring["bonus_points"], bool):
            raise LeagueFileError("scoring 'bonus_points' must be true or false")
        settings["bonus_points"] = scoring["bonus_points"]
    if "tiebreakers" in scoring:
        tiebreakers = scoring["tiebreakers"]
        if not isinstance(tiebreakers, list) or not all(isinstance(t, str) for t in tiebreakers):
            raise LeagueFileError("scoring 'tiebreakers' must be a list of names")
        unknown_tb = [t for t in tiebreakers if t not in TIEBREAKERS]
        if unknown_tb:
            raise LeagueFileError(f"unknown tiebreaker {quote(unknown_tb[0])}; choose from {', '.join(TIEBREAKERS)}")
        settings["tiebreakers"] = tiebreakers
    if "scheme" in scoring:
        settings["scoring_scheme"] = choice(scoring, "scheme", "scoring ", ("points", "dungeon-sevens"))
    return settings


def optional_choice(entry: dict, key: str, where: str, choices) -> str:
    """One of ``choices``, or "" for null or absent."""
    return "" if entry.get(key) is None else choice(entry, key, where, {"", *choices})


def valid_username(username: object, where: str) -> str:
    """A username sign-up would accept: Django's validator and the field's length, one line."""
    User = get_user_model()
    field = User._meta.get_field(User.USERNAME_FIELD)
    if not isinstance(username, str) or not username:
        raise LeagueFileError(f"{where}a username must be a non-empty string, not {quote(username)}")
    if len(username) > min(field.max_length or USERNAME_MAX, USERNAME_MAX) or bad_character(username):
        raise LeagueFileError(f"{where}{quote(username)} is not a username sign-up would accept")
    try:
        field.run_validators(username)
    except ValidationError:
        raise LeagueFileError(f"{where}{quote(username)} is not a username sign-up would accept") from None
    return username


class Accounts:
    """The accounts a league file names, resolved once each (see the module's docstring for the reading)."""

    def __init__(self, *, create: bool) -> None:
        self.create = create
        self.found: dict[str, object] = {}

    def user(self, username: object, where: str):
        """The account called ``username`` (created only when asked); a name nobody has is an error."""
        username = valid_username(username, where)
        if username in self.found:
            return self.found[username]
        User = get_user_model()
        user = User.objects.filter(**{User.USERNAME_FIELD: username}).first()
        if user is None:
            if not self.create:
                raise LeagueFileError(
                    f"{where}there is no user called {quote(username)} (run with --create-coaches to create the "
                    "coaches a file names)"
                )
            user = User(**{User.USERNAME_FIELD: username})
            user.set_unusable_password()
            user.save()
        self.found[username] = user
        return user

    def coach(self, username: object, where: str):
        """A team's coach: as ``user``, but never a staff, superuser or inactive account."""
        user = self.user(username, where)
        if user.is_staff or user.is_superuser or not user.is_active:
            raise LeagueFileError(
                f"{where}{quote(username)} is a staff or inactive account; a league file never makes one a coach"
            )
        return user

    def optional(self, value: object, where: str):
        """Who did something (a result's ``submitted_by``, a record's ``actor``), or None for null or ""."""
        if value is None or value == "":
            return None
        return self.user(value, where)

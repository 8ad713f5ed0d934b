"""What typed or uploaded input may hold: name lengths, allowed characters, number ranges, and a JSON loader
that cannot be made to crash.

Not a rule of the game: the limits of what the database stores and of what a person types. One place, used by
the file readers (``rules.rosterfile``, ``league.interchange``), the forms and the models' ``max_length``.

Limits chosen:

* names: a team or a league 120 characters, a player or a season 80, a division 60, a race, position or skill
  80 (the catalogue's longest is far shorter), a username 150 (Django's own);
* characters: no control character (Unicode category Cc: NUL, escape, tab, newlines...), no lone surrogate (Cs:
  JSON can spell one, UTF-8 cannot store it) and no line or paragraph separator (Zl, Zp), so a name stays one
  line on every page, file and calendar;
* numbers: a small count (re-rolls, staff, fans, points, rounds, season numbers) 0 to 32,767 and gold up to
  2,147,483,647: the columns' own ranges (PositiveSmallIntegerField, IntegerField) on PostgreSQL;
* JSON: at most 1 MB, nested at most 32 deep (a league file needs 6), integers of at most 18 digits (a
  treasury fits in 10), no NaN or Infinity.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata

from .violations import Violation

TEAM_NAME_MAX = 120
LEAGUE_NAME_MAX = 120
PLAYER_NAME_MAX = 80
SEASON_NAME_MAX = 80
DIVISION_NAME_MAX = 60
RACE_NAME_MAX = 60
SPECIAL_RULE_MAX = 60
POSITION_NAME_MAX = 80
SKILL_NAME_MAX = 80
RULESET_NAME_MAX = 20
USERNAME_MAX = 150
REASON_MAX = 500

SMALL_COUNT_MAX = 32_767  # PositiveSmallIntegerField / smallint
GOLD_MAX = 2_147_483_647  # IntegerField / integer

JSON_MAX_BYTES = 1_000_000
JSON_MAX_DEPTH = 32
JSON_MAX_DIGITS = 18

QUOTE_MAX = 60
_REFUSED_CATEGORIES = {"Cc", "Cs", "Zl", "Zp"}
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


class JSONInputError(ValueError):
    """The text is not JSON this project reads: one English line saying why (the command line's), and the
    ``violation`` behind it for the pages to word (``core.wording``)."""

    def __init__(self, message: str, violation: Violation | None = None):
        super().__init__(message)
        self.violation = violation


def quote(value: object, limit: int = QUOTE_MAX) -> str:
    """A value as an error line quotes it: JSON-spelled (control characters escaped), cut to ``limit``
    characters with an ellipsis."""
    try:
        text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else json.dumps(value)
    except (TypeError, ValueError):
        text = repr(value)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


def bad_character(text: str) -> str | None:
    """The first character a name may not hold (a control character, a lone surrogate, a line separator)."""
    for char in text:
        if unicodedata.category(char) in _REFUSED_CATEGORIES:
            return char
    return None


def name_violation(value: object, *, max_length: int, required: bool = True, key: str = "") -> Violation | None:
    """Why ``value`` is not a name of at most ``max_length`` characters, as a violation for the pages to word
    (``core.wording``), None when it is one: ``name_not_text``, ``name_empty``, ``name_too_long`` (``max``,
    ``length``), ``name_control_character`` (``char``, "U+0009"). ``key`` names a file's key (the ``file`` variant:
    "'name' must ..."); without it the sentence is about a form's name. Surrounding spaces are not counted: readers
    strip them."""
    if not isinstance(value, str):
        return Violation("name_not_text", key, {"key": key, "value": quote(value)}, variant="file" if key else "")
    text = value.strip()
    if required and not text:
        return Violation("name_empty", key, {"key": key}, variant="file" if key else "")
    if len(text) > max_length:
        return Violation("name_too_long", key, {"key": key, "max": max_length, "length": len(text)},
                         variant="file" if key else "")
    char = bad_character(text)
    if char is not None:
        return Violation("name_control_character", key, {"key": key, "char": f"U+{ord(char):04X}"},
                         variant="file" if key else "")
    return None


def name_problem(value: object, *, max_length: int, required: bool = True) -> str | None:
    """Why ``value`` is not a name of at most ``max_length`` characters (None when it is), in English, for the
    command line and the files' one-line errors (``name_violation`` for the pages)."""
    violation = name_violation(value, max_length=max_length, required=required)
    if violation is None:
        return None
    params = violation.params
    if violation.code == "name_not_text":
        return f"must be a {'non-empty ' if required else ''}string, not {params['value']}"
    if violation.code == "name_empty":
        return "must be a non-empty string"
    if violation.code == "name_too_long":
        return f"must be at most {params['max']} characters (it has {params['length']})"
    return f"must not contain the control character {params['char']}"


def int_violation(value: object, *, low: int = 0, high: int = SMALL_COUNT_MAX, key: str = "") -> Violation | None:
    """Why ``value`` is not a whole number from ``low`` to ``high`` (true/false are not), as a violation for the
    pages to word (``not_whole_number``: ``key``, ``least``, ``most``, ``value``), None when it is one."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        return Violation("not_whole_number", key, {"key": key, "least": low, "most": high, "value": quote(value)})
    return None


def int_problem(value: object, *, low: int = 0, high: int = SMALL_COUNT_MAX) -> str | None:
    """Why ``value`` is not a whole number from ``low`` to ``high`` (None when it is; true/false are not), in
    English (``int_violation`` for the pages)."""
    if int_violation(value, low=low, high=high) is None:
        return None
    return f"must be a whole number from {low:,} to {high:,}, not {quote(value)}"


def _depth(text: str) -> int:
    """The deepest nesting of arrays and objects in JSON text (brackets inside strings do not count)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > JSON_MAX_DEPTH:
                    return deepest
        elif char in "]}":
            depth -= 1
    return deepest


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > JSON_MAX_DIGITS:
        raise JSONInputError(f"a number has more than {JSON_MAX_DIGITS} digits",
                             Violation("json_long_number", "", {"most": JSON_MAX_DIGITS}))
    return int(digits)


def _parse_constant(name: str) -> float:
    raise JSONInputError(f"{name} is not a number JSON allows", Violation("json_constant", "", {"name": name}))


def _parse_float(text: str) -> float:
    value = float(text) if len(text) <= 40 else math.inf
    if not math.isfinite(value):
        raise JSONInputError(f"the number {quote(text, 20)} is too large",
                             Violation("json_large_number", "", {"value": quote(text, 20)}))
    return value


def load_json(source: str | bytes, *, max_bytes: int = JSON_MAX_BYTES) -> object:
    """Decode JSON text (or UTF-8 bytes) that anyone may have sent; raise ``JSONInputError`` with one line,
    never anything else, for text too large, not UTF-8, not JSON, nested too deep or with an absurd number."""
    if isinstance(source, bytes):
        if len(source) > max_bytes:
            raise JSONInputError(f"the file is larger than {max_bytes:,} bytes",
                                 Violation("json_too_large", "", {"most": max_bytes}, variant="bytes"))
        try:
            source = source.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise JSONInputError(f"the file is not UTF-8 text (byte {exc.start + 1})",
                                 Violation("json_not_utf8", "", {"byte": exc.start + 1})) from None
    elif len(source) > max_bytes:
        raise JSONInputError(f"the file is larger than {max_bytes:,} characters",
                             Violation("json_too_large", "", {"most": max_bytes}, variant="characters"))
    else:
        source = source.removeprefix("\ufeff")
    if _depth(source) > JSON_MAX_DEPTH:
        raise JSONInputError(f"not JSON this app reads: nested more than {JSON_MAX_DEPTH} deep",
                             Violation("json_too_deep", "", {"most": JSON_MAX_DEPTH}))
    try:
        data = json.loads(source, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)
    except JSONInputError:
        raise
    except json.JSONDecodeError as exc:
        raise JSONInputError(f"not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}",
                             Violation("json_syntax", "", {"line": exc.lineno, "column": exc.colno})) from None
    except (RecursionError, ValueError, OverflowError) as exc:
        raise JSONInputError(f"not JSON this app reads: {str(exc)[:QUOTE_MAX]}",
                             Violation("json_unreadable", "")) from None
    _check_strings(data, "")
    return data


def _check_strings(data: object, where: str) -> None:
    """No text anywhere in the file holds NUL or a lone surrogate: no database column can store them."""
    if isinstance(data, dict):
        for key, value in data.items():
            _check_string(key, where or "a key")
            _check_strings(value, f"{where}.{key}" if where else key)
    elif isinstance(data, list):
        for index, value in enumerate(data):
            _check_strings(value, f"{where}[{index}]")
    elif isinstance(data, str):
        _check_string(data, where or "the text")


def _check_string(text: str, where: str) -> None:
    found = _UNSTORABLE.search(text)
    if found:
        char = f"U+{ord(found.group()):04X}"
        raise JSONInputError(f"{quote(where)} holds the character {char}, which cannot be stored",
                             Violation("json_character", "", {"where": quote(where), "char": char}))


def whole_number(text: str, *, high: int = GOLD_MAX) -> int | None:
    """The number spelled by ASCII digits in ``text`` when it is at most ``high``, else None (``str.isdigit``
    accepts "²" and 5,000 digits, which ``int`` then refuses with an exception)."""
    if not (isinstance(text, str) and text.isascii() and text.isdigit() and len(text) <= len(str(high))):
        return None
    value = int(text)
    return value if value <= high else None

"""rules.textinput: the one JSON loader and the name, character and range checks every reader and form uses."""

import re

import pytest

from rules.textinput import (
    GOLD_MAX,
    JSON_MAX_DEPTH,
    SMALL_COUNT_MAX,
    JSONInputError,
    int_problem,
    load_json,
    name_problem,
    quote,
    whole_number,
)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested more than"),  # json.loads: RecursionError
        ("[" * (JSON_MAX_DEPTH + 1) + "]" * (JSON_MAX_DEPTH + 1), "nested more than"),
        ('{"rerolls": ' + "9" * 5000 + "}", "more than 18 digits"),  # json.loads: ValueError (4300 digits)
        ('{"rerolls": 1e999}', "too large"),  # json.loads: inf
        ('{"rerolls": NaN}', "NaN"),
        ('{"name": "a\\u0000b"}', "U+0000"),  # PostgreSQL stores no NUL
        ('{"name": "\\ud800"}', "U+D800"),  # nor a lone surrogate
        (b'{"name": "\xff"}', "not UTF-8"),
        ("{", "not JSON"),
        ("", "not JSON"),
        ("x" * 1_000_001, "larger than"),
    ],
)
def test_the_loader_refuses_in_one_line(text, message):
    with pytest.raises(JSONInputError, match=re.escape(message)) as caught:
        load_json(text)
    assert "\n" not in str(caught.value)
    assert len(str(caught.value)) < 200


def test_the_loader_reads_json_with_deep_enough_nesting_and_a_bom():
    nested = "[" * JSON_MAX_DEPTH + "]" * JSON_MAX_DEPTH
    assert load_json(nested) is not None
    assert load_json(b'\xef\xbb\xbf{"name": "[[[[ not nesting"}') == {"name": "[[[[ not nesting"}
    assert load_json('{"treasury": 2147483647, "x": 1.5}') == {"treasury": GOLD_MAX, "x": 1.5}


def test_a_quoted_value_is_cut_to_60_characters():
    assert quote("x" * 10_000) == '"' + "x" * 58 + "…"
    assert len(quote("x" * 10_000)) == 60
    assert quote("a\x00b") == '"a\\u0000b"'  # a control character never reaches a terminal raw
    assert quote([1, 2]) == "[1, 2]"


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("x" * 121, "at most 120 characters"),
        ("Rookies\x00", "U+0000"),
        ("Rook\x1b[2Jies", "U+001B"),
        ("Rook\u2028ies", "U+2028"),
        ("Rook\ries", "U+000D"),
        ("   ", "non-empty"),
        (["Rookies"], "non-empty string"),
    ],
)
def test_a_name_has_a_length_and_no_control_character(value, problem):
    assert problem in name_problem(value, max_length=120)


def test_names_that_are_fine():
    assert name_problem("x" * 120, max_length=120) is None
    assert name_problem("Ünïcødé Rookies ✓", max_length=120) is None
    assert name_problem("", max_length=80, required=False) is None


def test_numbers_stay_within_their_columns():
    assert int_problem(SMALL_COUNT_MAX) is None
    assert "32,767" in int_problem(SMALL_COUNT_MAX + 1)
    assert int_problem(-1)
    assert int_problem(1.0)
    assert int_problem(True)
    assert int_problem("1")
    assert int_problem(GOLD_MAX, high=GOLD_MAX) is None
    assert int_problem(GOLD_MAX + 1, high=GOLD_MAX)


def test_a_typed_number_is_ascii_digits_within_range():
    assert whole_number("12") == 12
    assert whole_number("²") is None  # str.isdigit says yes, int() raises
    assert whole_number("9" * 5000) is None
    assert whole_number("100", high=99) is None
    assert whole_number("-1") is None

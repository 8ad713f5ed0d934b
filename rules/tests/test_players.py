"""Shirt numbers and player statuses (rules.players)."""

import pytest

from rules.players import (
    ACTIVE_STATUSES,
    SHIRT_NUMBERS,
    PlayerStatus,
    is_shirt_number,
    next_free_number,
    status_at_season_end,
)


def test_shirt_numbers_run_from_1_to_99():
    assert (SHIRT_NUMBERS[0], SHIRT_NUMBERS[-1], len(SHIRT_NUMBERS)) == (1, 99, 99)
    assert [is_shirt_number(n) for n in (1, 99, 0, 100, True)] == [True, True, False, False, False]


def test_next_free_number_is_the_lowest_not_taken():
    assert next_free_number([]) == 1
    assert next_free_number({1, 2, 4}) == 3
    assert next_free_number(range(1, 99)) == 99
    with pytest.raises(ValueError, match="taken"):
        next_free_number(range(1, 100))


def test_statuses_as_stored():
    assert PlayerStatus.choices() == [
        ("available", "Available"),
        ("mng", "Misses next game"),
        ("dead", "Dead"),
        ("drafted", "Left for the Draft"),
        ("fired", "Fired"),
    ]
    assert ACTIVE_STATUSES == ("available", "mng")


def test_missing_the_next_game_ends_with_the_season():
    assert status_at_season_end("mng") == "available"
    for status in ("available", "dead", "drafted", "fired"):
        assert status_at_season_end(status) == status

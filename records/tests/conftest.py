"""The records tests' season is the hand-worked one (``hand_worked_season`` in the root conftest.py, shared with the
browser tests), under the name they use."""

import pytest


@pytest.fixture
def season(hand_worked_season):
    """The hand-worked season: every figure the records tests expect is worked out in its docstring."""
    return hand_worked_season

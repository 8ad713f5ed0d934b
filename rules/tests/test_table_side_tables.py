"""The tables the table side offers: those seed 000 names during play, with the 2020 rulebook's Weather table, and
never Desperate Measures (rolled only when bought)."""

import re
from pathlib import Path

import pytest

from rules.rulesets import dungeon_sevens, sevens, street_bowl
from rules.tables import BB2020_WEATHER, SEVENS_KICK_OFF, TABLES

REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "reference" / "bb2020-rulebook.md"


def _reference_weather() -> list[tuple[str, str]]:
    """The rows of the reference's section 2 table: ("2", "Sweltering Heat"), ("4-10", "Perfect Conditions"), ..."""
    text = REFERENCE.read_text()
    section = text.split("## 2. Weather table", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\| (\d+(?:-\d+)?) \| ([A-Z][A-Za-z ]+?) \|", section, flags=re.MULTILINE)


@pytest.mark.skipif(not REFERENCE.exists(), reason="the shared reference is not on this machine")
def test_the_weather_table_is_the_2020_rulebooks():
    rows = _reference_weather()
    assert [name for _label, name in rows] == [name for _total, name in WEATHER_EDGES if _total != 10]
    assert [(entry.label, entry.name) for entry in BB2020_WEATHER.entries] == rows


WEATHER_EDGES = [
    (2, "Sweltering Heat"),
    (3, "Very Sunny"),
    (4, "Perfect Conditions"),
    (10, "Perfect Conditions"),
    (11, "Pouring Rain"),
    (12, "Blizzard"),
]


@pytest.mark.parametrize(("total", "name"), WEATHER_EDGES)
def test_weather_boundaries(total, name):
    assert BB2020_WEATHER.lookup(total).name == name


def test_changing_weather_sends_a_sevens_game_to_a_table_the_page_has():
    assert "Weather table" in SEVENS_KICK_OFF.by_key("changing_weather").text
    assert sevens().tables["weather"] == BB2020_WEATHER.key


@pytest.mark.parametrize("ruleset", [sevens, dungeon_sevens, street_bowl])
def test_the_table_side_never_offers_desperate_measures(ruleset):
    assert "desperate-measures" not in ruleset().tables.values()
    assert all(key in TABLES for key in ruleset().tables.values())


def test_sevens_offers_the_tables_seed_000_names_during_play():
    assert list(sevens().tables.values()) == [
        "bb2020-weather",
        "sevens-kick-off",
        "sevens-prayers",
        "sevens-injury",
        "sevens-stunty-injury",
    ]
    assert "weather" in dungeon_sevens().tables
    assert street_bowl().tables["weather"] == "street-bowl-weather"

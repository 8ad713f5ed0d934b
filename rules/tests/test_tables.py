"""The dice tables (seeds 000, 002 and 004): data, lookups and rolls through recorded dice."""

import re
from pathlib import Path

import pytest

from rules.dice import Dice, LoadedDice
from rules.tables import (
    CASUALTY_OUTCOMES,
    SEVENS_INJURY,
    SEVENS_KICK_OFF,
    SEVENS_PRAYERS,
    SEVENS_STUNTY_INJURY,
    STREET_BOWL_POTIONS,
    STREET_BOWL_WEATHER,
    TABLES,
    InjuryOutcome,
    Table,
    TableEntry,
    apothecary_patch_up,
    injury_table_for,
    roll_desperate_measures,
    roll_injury,
)

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"
QUICK_REFERENCE = SEEDS / "002_04f255e3babc59ce.txt"

# What each table should say, written out from the seeds independently of rules/tables.py.
EXPECTED_ROWS = {
    "sevens-injury": "2-7 Stunned; 8-9 KO'd; 10 Badly Hurt; 11 Seriously Hurt; 12 Dead",
    "sevens-stunty-injury": "2-6 Stunned; 7-8 KO'd; 9-10 Badly Hurt; 11 Seriously Hurt; 12 Dead",
    "sevens-kick-off": (
        "2 Get the Ref; 3 Time-out; 4 Solid Defence; 5 High Kick; 6 Cheering Fans; 7 Brilliant Coaching; "
        "8 Changing Weather; 9 Quick Snap; 10 Blitz; 11 Officious Ref; 12 Pitch Invasion"
    ),
    "sevens-prayers": (
        "1 Treacherous Trapdoor; 2 Friends with the Ref; 3 Stiletto; 4 Iron Man; 5 Knuckle Dusters; 6 Bad Habits; "
        "7 Greasy Cleats; 8 Blessed Statue of Nuffle"
    ),
    "desperate-measures": (
        "1 You Dope; 2 Razzle-dazzle; 3 Hangover; 4 Grudge Match; 5 Set Piece; 6 Sports Espionage; "
        "7 Discarded Banana Skin; 8 Magic Scroll"
    ),
    "bb2020-weather": "2 Sweltering Heat; 3 Very Sunny; 4-10 Perfect Conditions; 11 Pouring Rain; 12 Blizzard",
    "street-bowl-weather": "2 Smog; 3 Wind; 4-10 Normal; 11 Rain; 12 Snow",
    "street-bowl-kick-off": (
        "2 Loose Masonry; 3 Riot; 4 Stray Pony; 5 High Kick; 6 Cheering Fans; 7 Changing Weather; "
        "8 Brilliant Coaching; 9 Potion Peddler; 10 Blitz!; 11 Throw a Rock; 12 Guards!"
    ),
    "street-bowl-potions": (
        "1 Squig Pish; 2 Tap Water; 3 Laudanum; 4 Dwarf Ale; 5 Healing Balm; 6 Warpstone Tincture; 7 Orca-Cola; "
        "8 Fungus Beer"
    ),
}


def _rows(spec: str) -> list[tuple[int, int, str]]:
    """ "2-7 Stunned; 8-9 KO'd" -> [(2, 7, "Stunned"), (8, 9, "KO'd")]."""
    rows = []
    for row in spec.split("; "):
        match = re.fullmatch(r"(\d+)(?:-(\d+))? (.+)", row)
        assert match, row
        rows.append((int(match[1]), int(match[2] or match[1]), match[3]))
    return rows


EXPECTED = {key: _rows(spec) for key, spec in EXPECTED_ROWS.items()}

DICE_RANGE = {"2D6": (2, 12), "D8": (1, 8), "D6": (1, 6)}


def _boundaries() -> list[tuple[str, int, str]]:
    """Every total at the edge of a range, with the name it must give."""
    cases = []
    for key, rows in EXPECTED.items():
        for low, high, name in rows:
            cases.append((key, low, name))
            if high != low:
                cases.append((key, high, name))
    return cases


def loose(name: str) -> str:
    """Names compared loosely: case, punctuation and apostrophe style ignored."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


def test_the_registry_holds_every_table_by_its_key():
    assert set(TABLES) == set(EXPECTED)
    assert TABLES["sevens-injury"] is SEVENS_INJURY
    assert TABLES["street-bowl-potions"] is STREET_BOWL_POTIONS
    assert all(key == table.key for key, table in TABLES.items())


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_table_rows_match_the_seeds(key):
    table = TABLES[key]
    assert [(e.low, e.high, e.name) for e in table.entries] == EXPECTED[key]
    assert all(e.text.strip() for e in table.entries), "every entry needs rules text for coaches"
    assert table.source.startswith("Seed 00")


@pytest.mark.parametrize(("key", "total", "name"), _boundaries())
def test_every_range_boundary(key, total, name):
    assert TABLES[key].lookup(total).name == name


@pytest.mark.parametrize(
    ("table", "total", "key"),
    [
        (SEVENS_INJURY, 7, InjuryOutcome.STUNNED),
        (SEVENS_INJURY, 8, InjuryOutcome.KO),
        (SEVENS_INJURY, 9, InjuryOutcome.KO),
        (SEVENS_INJURY, 10, InjuryOutcome.BADLY_HURT),
        (SEVENS_INJURY, 11, InjuryOutcome.SERIOUSLY_HURT),
        (SEVENS_INJURY, 12, InjuryOutcome.DEAD),
        (SEVENS_STUNTY_INJURY, 6, InjuryOutcome.STUNNED),
        (SEVENS_STUNTY_INJURY, 7, InjuryOutcome.KO),
        (SEVENS_STUNTY_INJURY, 8, InjuryOutcome.KO),
        (SEVENS_STUNTY_INJURY, 9, InjuryOutcome.BADLY_HURT),
        (SEVENS_STUNTY_INJURY, 10, InjuryOutcome.BADLY_HURT),
        (SEVENS_STUNTY_INJURY, 11, InjuryOutcome.SERIOUSLY_HURT),
        (STREET_BOWL_WEATHER, 3, "wind"),
        (STREET_BOWL_WEATHER, 4, "normal"),
        (STREET_BOWL_WEATHER, 10, "normal"),
        (STREET_BOWL_WEATHER, 11, "rain"),
    ],
)
def test_injury_and_weather_keys_at_the_boundaries(table, total, key):
    assert table.lookup(total).key == key


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_every_total_is_covered_exactly_once(key):
    table = TABLES[key]
    low, high = DICE_RANGE[table.dice]
    assert (table.lowest, table.highest) == (low, high)
    for total in range(low, high + 1):
        covering = [e for e in table.entries if e.low <= total <= e.high]
        assert len(covering) == 1, f"{key}: {total} is covered by {len(covering)} entries"
    keys = [e.key for e in table.entries]
    assert len(set(keys)) == len(keys)
    assert all(re.fullmatch(r"[a-z][a-z_]*", k) for k in keys)


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_lookup_outside_the_range_raises(key):
    table = TABLES[key]
    low, high = DICE_RANGE[table.dice]
    for total in (low - 1, high + 1, 0, 13):
        if not low <= total <= high:
            with pytest.raises(ValueError, match="outside"):
                table.lookup(total)


@pytest.mark.parametrize(
    ("entries", "message"),
    [
        ((TableEntry(1, 3, "A", "a", "a"), TableEntry(5, 6, "B", "b", "b")), "gap"),
        ((TableEntry(1, 4, "A", "a", "a"), TableEntry(4, 6, "B", "b", "b")), "overlap"),
        ((TableEntry(1, 5, "A", "a", "a"),), "stop at 5"),
        ((TableEntry(2, 6, "A", "a", "a"),), "gap"),
        ((TableEntry(1, 3, "A", "a", "a"), TableEntry(4, 6, "B", "b", "a")), "unique"),
    ],
)
def test_a_table_with_gaps_or_overlaps_is_refused(entries, message):
    with pytest.raises(ValueError, match=message):
        Table(key="bad", title="Bad", dice="D6", entries=entries, source="test")


def test_unknown_dice_are_refused():
    with pytest.raises(ValueError, match="unknown dice"):
        Table(key="bad", title="Bad", dice="D12", entries=(TableEntry(1, 12, "A", "a", "a"),), source="test")


def test_entry_labels_and_lookup_by_key():
    assert SEVENS_INJURY.lookup(5).label == "2-7"
    assert SEVENS_INJURY.lookup(10).label == "10"
    assert SEVENS_KICK_OFF.by_key("officious_ref").low == 11
    with pytest.raises(KeyError):
        SEVENS_KICK_OFF.by_key("no_such_event")


def test_rolling_records_the_entry_name_on_the_roll():
    dice = LoadedDice([4, 6, 8])
    entry = SEVENS_INJURY.roll(dice, why="Injury", subject="Grim")
    assert entry.key == InjuryOutcome.BADLY_HURT
    assert entry.name == "Badly Hurt"
    prayer = SEVENS_PRAYERS.roll(dice, why="Prayers to Nuffle")
    assert prayer.name == "Blessed Statue of Nuffle"
    first, second = dice.rolls
    assert (first.what, first.faces, first.result, first.subject, first.detail) == (
        "2D6",
        (4, 6),
        10,
        "Grim",
        "Badly Hurt",
    )
    assert (second.what, second.faces, second.detail) == ("D8", (8,), "Blessed Statue of Nuffle")
    assert dice.remaining == []


def test_every_table_rolls_its_own_dice():
    for table in TABLES.values():
        dice = Dice(seed=7)
        entry = table.roll(dice, why=table.title)
        (roll,) = dice.rolls
        assert roll.what == table.dice
        assert table.lookup(roll.result) == entry
        assert roll.detail == entry.name


def test_injury_table_for_stunty_players():
    assert injury_table_for(stunty=True) is SEVENS_STUNTY_INJURY
    assert injury_table_for(stunty=False) is SEVENS_INJURY


@pytest.mark.parametrize(
    ("faces", "stunty", "outcome"),
    [
        ((4, 5), False, InjuryOutcome.KO),
        ((4, 5), True, InjuryOutcome.BADLY_HURT),
        ((3, 4), False, InjuryOutcome.STUNNED),
        ((3, 4), True, InjuryOutcome.KO),
        ((6, 6), True, InjuryOutcome.DEAD),
    ],
)
def test_roll_injury_uses_the_right_table(faces, stunty, outcome):
    dice = LoadedDice(faces)
    entry = roll_injury(dice, stunty=stunty, subject="Pip")
    assert InjuryOutcome(entry.key) is outcome
    (roll,) = dice.rolls
    assert roll.subject == "Pip"
    assert roll.detail == entry.name
    assert ("Stunty" in roll.why) is stunty


def test_both_injury_tables_use_the_five_outcomes_in_order():
    order = list(InjuryOutcome)
    assert [e.key for e in SEVENS_INJURY.entries] == order
    assert [e.key for e in SEVENS_STUNTY_INJURY.entries] == order
    assert {
        InjuryOutcome.BADLY_HURT,
        InjuryOutcome.SERIOUSLY_HURT,
        InjuryOutcome.DEAD,
    } == CASUALTY_OUTCOMES
    assert InjuryOutcome.DEAD == "dead"


def test_desperate_measures_duplicates_are_rerolled():
    dice = LoadedDice([3, 3, 5])
    results = roll_desperate_measures(2, dice)
    assert [(e.low, e.name) for e in results] == [(3, "Hangover"), (5, "Set Piece")]
    assert [r.result for r in dice.rolls] == [3, 3, 5]
    assert all(r.what == "D8" for r in dice.rolls)
    assert dice.rolls[0].detail == "Hangover"
    assert "duplicate" in dice.rolls[1].detail
    assert "re-roll" in dice.rolls[2].why
    assert dice.rolls[2].detail == "Set Piece"


def test_five_desperate_measures_are_all_different():
    dice = LoadedDice([1, 1, 2, 1, 2, 3, 4, 4, 8])
    results = roll_desperate_measures(5, dice)
    assert [e.low for e in results] == [1, 2, 3, 4, 8]
    assert len(dice.rolls) == 9
    assert dice.remaining == []


def test_desperate_measures_with_real_dice_never_repeat():
    for seed in range(50):
        results = roll_desperate_measures(5, Dice(seed=seed))
        assert len({e.key for e in results}) == 5


def test_no_desperate_measures_rolls_nothing():
    dice = LoadedDice([])
    assert roll_desperate_measures(0, dice) == []
    assert dice.rolls == []


@pytest.mark.parametrize("count", [-1, 6, 8])
def test_desperate_measures_count_limits(count):
    with pytest.raises(ValueError, match="0-5"):
        roll_desperate_measures(count, LoadedDice([1, 2, 3, 4, 5, 6, 7, 8]))


@pytest.mark.parametrize(("face", "patched"), [(1, False), (3, False), (4, True), (6, True)])
def test_apothecary_patch_up_needs_4_plus(face, patched):
    dice = LoadedDice([face])
    assert apothecary_patch_up(dice, subject="Grim") is patched
    (roll,) = dice.rolls
    assert (roll.what, roll.result, roll.subject) == ("D6", face, "Grim")
    assert roll.detail.startswith("patched up" if patched else "fails")


# --- seed 002, the quick-reference rows, against our data -----------------------------------------------------

_TOTAL = r"(?:1[0-2]|[2-9])"
_RANGE = rf"({_TOTAL})(?:-({_TOTAL}))?"
# An injury row runs the 2D6 column, the Stunty column and the name together: "2-72-6Stunned", "109-10Badly hurt".
_INJURY_ROW = re.compile(rf"^{_RANGE}{_RANGE}([A-Za-z].*)$")
# A kick-off or prayer row starts with its number and the name up to the colon: "11Officious Ref: Both ...".
_NAMED_ROW = re.compile(r"^(\d{1,2})([A-Z][^:]*):")


def _section(text: str, heading: str, next_heading: str | None) -> list[str]:
    """The non-blank lines after the line ``heading`` and before the line ``next_heading``."""
    lines = [line.strip() for line in text.splitlines()]
    start = lines.index(heading) + 1
    end = lines.index(next_heading, start) if next_heading else len(lines)
    return [line for line in lines[start:end] if line]


def _span(low: str, high: str | None) -> tuple[int, int]:
    return int(low), int(high or low)


@pytest.mark.skipif(not QUICK_REFERENCE.exists(), reason="no shared seeds here")
def test_quick_reference_seed_002_agrees_with_our_tables():
    text = QUICK_REFERENCE.read_text(encoding="utf-8")

    injury_rows = [
        m for line in _section(text, "Injury Table", "Kick Off Event Table") if (m := _INJURY_ROW.match(line))
    ]
    assert len(injury_rows) == 5
    normal = [(*_span(m[1], m[2]), loose(m[5])) for m in injury_rows]
    stunty = [(*_span(m[3], m[4]), loose(m[5])) for m in injury_rows]
    assert normal == [(e.low, e.high, loose(e.name)) for e in SEVENS_INJURY.entries]
    assert stunty == [(e.low, e.high, loose(e.name)) for e in SEVENS_STUNTY_INJURY.entries]

    def named_rows(start: str, end: str | None) -> list[tuple[int, str]]:
        lines = _section(text, start, end)
        return [(int(m[1]), loose(m[2])) for line in lines if (m := _NAMED_ROW.match(line))]

    kick_off = named_rows("Kick Off Event Table", "Prayers to Nuffle")
    assert kick_off == [(e.low, loose(e.name)) for e in SEVENS_KICK_OFF.entries]
    prayers = named_rows("Prayers to Nuffle", None)
    assert prayers == [(e.low, loose(e.name)) for e in SEVENS_PRAYERS.entries]


def test_the_seed_002_parsers_read_fused_rows():
    """The parser itself, so the seed check cannot pass by matching nothing."""
    row = _INJURY_ROW.match("109-10Badly hurt")
    assert row is not None
    assert (_span(row[1], row[2]), _span(row[3], row[4]), row[5]) == ((10, 10), (9, 10), "Badly hurt")
    row = _INJURY_ROW.match("2-72-6Stunned")
    assert row is not None
    assert (_span(row[1], row[2]), _span(row[3], row[4])) == ((2, 7), (2, 6))
    assert _INJURY_ROW.match("2d62d6 StuntyResultDescription") is None
    named = _NAMED_ROW.match("11Officious Ref: Both coaches roll")
    assert named is not None
    assert (named[1], named[2]) == ("11", "Officious Ref")
    assert loose("KO’d") == loose("KO'd") == "kod"

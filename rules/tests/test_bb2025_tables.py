"""Spike! Journal 22's tables and inducement list (the 2025 Sevens), entry by entry from the journal."""

from rules.dice import LoadedDice
from rules.inducements import sevens_inducements
from rules.rosters import edition
from rules.rulesets import sevens, sevens_2025
from rules.tables import (
    SEVENS_2025_ARGUE_THE_CALL,
    SEVENS_2025_INJURY,
    SEVENS_2025_KICK_OFF,
    SEVENS_2025_PRAYERS,
    SEVENS_2025_STUNTY_INJURY,
    SEVENS_INJURY,
    TABLES,
    injury_table_for,
    roll_desperate_measures,
    table,
)

KICK_OFF = {
    2: "Get the Ref", 3: "Time-out", 4: "Alert Defence", 5: "High Kick", 6: "Cheering Fans", 7: "Brilliant Coaching",
    8: "Changing Weather", 9: "Quick Snap", 10: "Charge!", 11: "Dodgy Snack", 12: "Pitch Invasion",
}  # fmt: skip
PRAYERS = [
    "Treacherous Trapdoor", "Stiletto", "Iron Man", "Knuckle Dusters", "Blessing of Nuffle", "Moles Under the Pitch",
    "Under Scrutiny", "Intensive Training",
]  # fmt: skip


def test_kick_off_table():
    assert {n: SEVENS_2025_KICK_OFF.lookup(n).name for n in range(2, 13)} == KICK_OFF
    assert "turn 5 or 6" in SEVENS_2025_KICK_OFF.lookup(3).text


def test_injury_tables():
    """2-7 Stunned, 8-9 KO, 10 Badly Hurt, 11 Seriously Hurt, 12 Dead; Stunty 2-6, 7-8, 9-10, 11, 12."""
    assert [e.label for e in SEVENS_2025_INJURY.entries] == ["2-7", "8-9", "10", "11", "12"]
    assert [e.label for e in SEVENS_2025_STUNTY_INJURY.entries] == ["2-6", "7-8", "9-10", "11", "12"]
    assert injury_table_for(True, sevens_2025().tables) is SEVENS_2025_STUNTY_INJURY
    assert injury_table_for(False, sevens().tables) is SEVENS_INJURY
    assert injury_table_for(False) is SEVENS_INJURY


def test_prayers_argue_the_call_and_desperate_measures():
    assert [SEVENS_2025_PRAYERS.lookup(n).name for n in range(1, 9)] == PRAYERS
    assert SEVENS_2025_ARGUE_THE_CALL.lookup(4).key == "i_dont_care"
    assert SEVENS_2025_ARGUE_THE_CALL.lookup(5).key == "well_when_you_put_it"
    measures = roll_desperate_measures(2, LoadedDice([6, 6, 1]), table_key=sevens_2025().desperate_measures_table)
    assert [m.name for m in measures] == ["Sports Espionage", "You Dope!"]
    assert "two Team Re-rolls" in measures[0].text


def test_every_table_a_2025_ruleset_names_exists():
    rules = sevens_2025()
    assert all(table(key) for key in (*rules.tables.values(), rules.desperate_measures_table))
    assert not set(rules.tables.values()) - {"bb2020-weather"} & set(TABLES)


def test_inducement_list():
    """Spike! Journal 22, List of Inducements: caps and prices; no mercenaries, star players or special plays."""
    listed = {i.name: (i.max_qty, i.price) for i in sevens_2025().inducements}
    assert listed == {
        "Temp Agency Cheerleaders": (2, 15_000),
        "Part-time Assistant Coach": (2, 15_000),
        "Blitzer's Best Keg": (2, 50_000),
        "Prayers to Nuffle": (2, 5_000),
        "Extra Team Training": (6, 125_000),
        "Bribe": (2, 100_000),
        "Wandering Apothecary": (1, 100_000),
        "Mortuary Assistant": (1, 100_000),
        "Plague Doctor": (1, 100_000),
        "Halfling Master Chef": (1, 300_000),
        "Desperate Measures": (5, 50_000),
    }
    assert sevens_2025().adjust(mercenary_cap=3).inducement("mercenary") is None
    assert sevens().inducement("mercenary") is not None
    assert len(sevens().inducements) == len(sevens_inducements())


def test_inducement_availability_and_reduced_prices():
    bb = edition("2025")
    rules = sevens_2025()
    chef, bribe = rules.inducement("halfling-master-chef"), rules.inducement("bribe")
    assert chef.price_for(bb.race("Halfling")) == 100_000
    assert chef.price_for(bb.race("Human")) == 300_000
    assert bribe.price_for(bb.race("Goblin")) == 50_000
    keys = {i.key for i in rules.inducements_for(bb.race("Shambling Undead"))}
    assert "mortuary-assistant" in keys
    assert "wandering-apothecary" not in keys
    assert "plague-doctor" in {i.key for i in rules.inducements_for(bb.race("Nurgle"))}
    assert "mortuary-assistant" not in {i.key for i in rules.inducements_for(bb.race("Human"))}

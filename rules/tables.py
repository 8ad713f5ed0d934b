"""The dice tables of Blood Bowl Sevens (seed 000, checked against seed 002) and Street Bowl (seed 004).

Each table is data: ranges of totals, a display name, a stable machine key (what match reports store) and a
short paraphrase of the rule to show coaches at the table side. ``Table.roll`` rolls through the dice object,
so every roll is recorded with the result it gave.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .dice import Dice

# The dice a table may use: (number of dice, sides).
_DICE_SPECS: dict[str, tuple[int, int]] = {"D6": (1, 6), "D8": (1, 8), "2D6": (2, 6)}


@dataclass(frozen=True)
class TableEntry:
    """One row of a table: the totals ``low``..``high`` give ``name``, with the rule text and a machine key."""

    low: int
    high: int
    name: str
    text: str
    key: str

    @property
    def label(self) -> str:
        """The range as the rulebook prints it: ``2-7`` or ``10``."""
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"

    def covers(self, total: int) -> bool:
        return self.low <= total <= self.high


@dataclass(frozen=True)
class Table:
    """A dice table whose entries cover every possible total of its dice exactly once (checked on creation)."""

    key: str
    title: str
    dice: str  # "2D6", "D8" or "D6"
    entries: tuple[TableEntry, ...]
    source: str  # seed file and section
    note: str = ""  # how the table is used, shown above it

    def __post_init__(self) -> None:
        if self.dice not in _DICE_SPECS:
            raise ValueError(f"{self.key}: unknown dice {self.dice!r}; expected one of {', '.join(_DICE_SPECS)}")
        expected = self.lowest
        for entry in self.entries:
            if entry.low > entry.high:
                raise ValueError(f"{self.key}: entry {entry.name!r} runs backwards ({entry.low}-{entry.high})")
            if entry.low != expected:
                problem = "gap" if entry.low > expected else "overlap"
                raise ValueError(f"{self.key}: {problem} before {entry.name!r} (expected it to start at {expected})")
            expected = entry.high + 1
        if expected != self.highest + 1:
            raise ValueError(f"{self.key}: the entries stop at {expected - 1}, but {self.dice} reaches {self.highest}")
        keys = [entry.key for entry in self.entries]
        if len(set(keys)) != len(keys):
            raise ValueError(f"{self.key}: entry keys must be unique")

    @property
    def lowest(self) -> int:
        count, _sides = _DICE_SPECS[self.dice]
        return count

    @property
    def highest(self) -> int:
        count, sides = _DICE_SPECS[self.dice]
        return count * sides

    def lookup(self, total: int) -> TableEntry:
        """The entry for a rolled total; ValueError if the table's dice cannot roll it."""
        for entry in self.entries:
            if entry.covers(total):
                return entry
        raise ValueError(f"{self.title}: {total} is outside {self.lowest}-{self.highest} ({self.dice})")

    def by_key(self, key: str) -> TableEntry:
        """The entry with this machine key (as stored in a match report); KeyError if there is none."""
        for entry in self.entries:
            if entry.key == key:
                return entry
        raise KeyError(f"{self.title} has no entry {key!r}")

    def roll(self, dice: Dice, *, why: str, subject: str = "", params: Mapping[str, Any] | None = None) -> TableEntry:
        """Roll this table's dice, record the entry's name on the roll, and return the entry (``params``: the values
        ``why`` names, ``rules.dice``)."""
        count, sides = _DICE_SPECS[self.dice]
        total = dice.roll(sides, count, why=why, subject=subject, params=params).result
        entry = self.lookup(total)
        dice.annotate_last(entry.name)
        return entry


class InjuryOutcome(StrEnum):
    """Seed 000, Blood Bowl Sevens (Stunty) Injury Table: the five results, as match reports store them."""

    STUNNED = "stunned"
    KO = "ko"
    BADLY_HURT = "badly_hurt"
    SERIOUSLY_HURT = "seriously_hurt"
    DEAD = "dead"


# Seed 000, Apothecaries (Patching-up casualties): the results an apothecary may try to patch up with a D6.
CASUALTY_OUTCOMES: frozenset[InjuryOutcome] = frozenset(
    {InjuryOutcome.BADLY_HURT, InjuryOutcome.SERIOUSLY_HURT, InjuryOutcome.DEAD}
)

_STUNNED = "The player is Stunned and laid face-down on the pitch."
_KO = "The player is removed from play and placed in the Knocked-out box; at the end of each drive they may recover."
_BADLY_HURT = "The player misses the rest of this game, but suffers no long-term effect."
_SERIOUSLY_HURT = "The player misses the rest of this game and, in league play, the team's next game."
_DEAD = "The player is far too dead to play Blood Bowl and is dismissed in Step 1 of the post-game sequence."


def _injury_entries(stunned: int, ko: int, badly_hurt: int) -> tuple[TableEntry, ...]:
    """The five injury rows; the arguments are the highest total of the first three (11 and 12 never move)."""
    return (
        TableEntry(2, stunned, "Stunned", _STUNNED, InjuryOutcome.STUNNED),
        TableEntry(stunned + 1, ko, "KO'd", _KO, InjuryOutcome.KO),
        TableEntry(ko + 1, badly_hurt, "Badly Hurt", _BADLY_HURT, InjuryOutcome.BADLY_HURT),
        TableEntry(11, 11, "Seriously Hurt", _SERIOUSLY_HURT, InjuryOutcome.SERIOUSLY_HURT),
        TableEntry(12, 12, "Dead", _DEAD, InjuryOutcome.DEAD),
    )


# Seed 000, Blood Bowl Sevens Injury Table (2D6): 2-7 Stunned, 8-9 KO'd, 10 Badly Hurt, 11 Seriously Hurt, 12 Dead.
SEVENS_INJURY = Table(
    key="sevens-injury",
    title="Blood Bowl Sevens Injury table",
    dice="2D6",
    entries=_injury_entries(stunned=7, ko=9, badly_hurt=10),
    source="Seed 000, Blood Bowl Sevens Injury Table",
    note="Used instead of the standard Injury table; there is no Casualty table in Sevens.",
)

# Seed 000, Blood Bowl Sevens Stunty Injury Table (2D6): 2-6 Stunned, 7-8 KO'd, 9-10 Badly Hurt, 11, 12 as above.
SEVENS_STUNTY_INJURY = Table(
    key="sevens-stunty-injury",
    title="Blood Bowl Sevens Stunty Injury table",
    dice="2D6",
    entries=_injury_entries(stunned=6, ko=8, badly_hurt=10),
    source="Seed 000, Stunty Players (Blood Bowl Sevens Stunty Injury Table)",
    note="Roll on this table instead whenever an Injury roll is made against a player with the Stunty trait.",
)

# Seed 000, Blood Bowl Sevens Kick-off Event Table (2D6); seed 000's "Offciousus Ref" is an OCR slip for Officious Ref.
SEVENS_KICK_OFF = Table(
    key="sevens-kick-off",
    title="Blood Bowl Sevens Kick-off Event table",
    dice="2D6",
    entries=(
        TableEntry(
            2,
            2,
            "Get the Ref",
            "Each team gains a free Bribe, which is lost if it is not used before the end of the game.",
            "get_the_ref",
        ),
        TableEntry(
            3,
            3,
            "Time-out",
            "If the kicking team's turn marker is on turn 4, 5 or 6 of the half, both coaches move their turn "
            "marker back one space; otherwise both move it forward one space.",
            "time_out",
        ),
        TableEntry(
            4,
            4,
            "Solid Defence",
            "D3+1 Open players on the kicking team may be removed and set up again in different places, following "
            "all the usual set-up rules.",
            "solid_defence",
        ),
        TableEntry(
            5,
            5,
            "High Kick",
            "One Open player on the receiving team may be moved, regardless of their MA, into the square where the "
            "ball will land.",
            "high_kick",
        ),
        TableEntry(
            6,
            6,
            "Cheering Fans",
            "Both coaches roll a D6 and add their cheerleaders; the higher total rolls once on the Prayers to Nuffle "
            "table (re-rolling a result currently in effect). On a tie, nobody rolls.",
            "cheering_fans",
        ),
        TableEntry(
            7,
            7,
            "Brilliant Coaching",
            "Both coaches roll a D6 and add their assistant coaches; the higher total gains one extra team re-roll "
            "for this drive, lost if unused. On a tie, nobody gains one.",
            "brilliant_coaching",
        ),
        TableEntry(
            8,
            8,
            "Changing Weather",
            "Roll again on the Weather table and apply the result; if it is Perfect Conditions, the ball scatters "
            "before landing.",
            "changing_weather",
        ),
        TableEntry(
            9,
            9,
            "Quick Snap",
            "D3+1 Open players on the receiving team may immediately move one square in any direction.",
            "quick_snap",
        ),
        TableEntry(
            10,
            10,
            "Blitz",
            "D3+1 Open players on the kicking team may immediately activate for a Move action; one may Blitz and one "
            "may Throw Team-mate. If a player Falls Over or is Knocked Down, the Blitz ends at once.",
            "blitz",
        ),
        TableEntry(
            11,
            11,
            "Officious Ref",
            "Both coaches roll a D6 and add their Fan Factor; the lower randomly selects one of their players on "
            "the pitch (both do on a tie). Roll a D6 for each: on 2+ the player is Placed Prone and Stunned, on a 1 "
            "they are Sent-off.",
            "officious_ref",
        ),
        TableEntry(
            12,
            12,
            "Pitch Invasion",
            "Both coaches roll a D6 and add their Fan Factor; the lower randomly selects D3 of their players on the "
            "pitch (both do on a tie). Those players are Placed Prone and Stunned.",
            "pitch_invasion",
        ),
    ),
    source="Seed 000, Blood Bowl Sevens Kick-off Event Table",
)

# Seed 000, Blood Bowl Sevens Prayers to Nuffle Table (D8): the shortened table, without the SPP results.
SEVENS_PRAYERS = Table(
    key="sevens-prayers",
    title="Blood Bowl Sevens Prayers to Nuffle table",
    dice="D8",
    entries=(
        TableEntry(
            1,
            1,
            "Treacherous Trapdoor",
            "Until the end of this half, roll a D6 whenever a player enters a Trapdoor square: on a 1 the trapdoor "
            "opens and the player is removed from play exactly as if pushed into the crowd.",
            "treacherous_trapdoor",
        ),
        TableEntry(
            2,
            2,
            "Friends with the Ref",
            'Until the end of the next drive, on the Argue the Call table treat a 5 or 6 as "Well, When You Put It '
            'Like That..." and a 2-4 as "I Don\'t Care!".',
            "friends_with_the_ref",
        ),
        TableEntry(
            3,
            3,
            "Stiletto",
            "Randomly select one of your players available for the next drive and without Loner (X+): they gain "
            "the Stab trait until the end of the next drive.",
            "stiletto",
        ),
        TableEntry(
            4,
            4,
            "Iron Man",
            "Choose one of your players available for the next drive and without Loner (X+): they improve their AV "
            "by 1, to a maximum of 11+, until the end of this game.",
            "iron_man",
        ),
        TableEntry(
            5,
            5,
            "Knuckle Dusters",
            "Choose one of your players available for the next drive and without Loner (X+): they gain Mighty Blow "
            "(+1) until the end of the next drive.",
            "knuckle_dusters",
        ),
        TableEntry(
            6,
            6,
            "Bad Habits",
            "Randomly select D3 opposition players available for the next drive and without Loner (X+): they gain "
            "Loner (2+) until the end of the next drive.",
            "bad_habits",
        ),
        TableEntry(
            7,
            7,
            "Greasy Cleats",
            "Randomly select one opposition player available for the next drive: their boots have been tampered "
            "with and their MA is reduced by 1 until the end of the next drive.",
            "greasy_cleats",
        ),
        TableEntry(
            8,
            8,
            "Blessed Statue of Nuffle",
            "Choose one of your players available for the next drive and without Loner (X+): they gain the Pro "
            "skill until the end of this game.",
            "blessed_statue_of_nuffle",
        ),
    ),
    source="Seed 000, Blood Bowl Sevens Prayers to Nuffle Table",
    note="Sevens players gain no SPPs, so this shortened table replaces the standard Prayers to Nuffle table.",
)

# Seed 000, 0-5 Desperate Measures (Desperate Measures Table, D8): one roll per purchase, duplicates re-rolled.
DESPERATE_MEASURES = Table(
    key="desperate-measures",
    title="Desperate Measures table",
    dice="D8",
    entries=(
        TableEntry(
            1,
            1,
            "You Dope",
            "Play during Step 1 of the first Start of Drive sequence: one of your players improves their ST or AG "
            "by 1 for this game. When a drive they took part in ends, roll a D6: on a 1 or 2 they suffer an "
            "allergic reaction and miss the rest of the match.",
            "you_dope",
        ),
        TableEntry(
            2,
            2,
            "Razzle-dazzle",
            "Play when you activate a player: that player may perform two actions rather than one.",
            "razzle_dazzle",
        ),
        TableEntry(
            3,
            3,
            "Hangover",
            "Play before Step 1 of the first Start of Drive sequence: a randomly selected opposing player misses "
            "the first drive of the game.",
            "hangover",
        ),
        TableEntry(
            4,
            4,
            "Grudge Match",
            "Play at the start of one of your team turns, before any player is activated: this turn your team may "
            "commit any number of Fouls.",
            "grudge_match",
        ),
        TableEntry(
            5,
            5,
            "Set Piece",
            "Play when activating a player for a Pass action: the pass is automatically accurate and, unless "
            "intercepted, automatically caught.",
            "set_piece",
        ),
        TableEntry(
            6,
            6,
            "Sports Espionage",
            "Play when your team suffers a Turnover: your team gains a free team re-roll.",
            "sports_espionage",
        ),
        TableEntry(
            7,
            7,
            "Discarded Banana Skin",
            "Play when an opposing player enters the Tackle Zone of one of your players: that player immediately "
            "Falls Over.",
            "discarded_banana_skin",
        ),
        TableEntry(
            8,
            8,
            "Magic Scroll",
            "Your team gains a free Hireling Sports Wizard Inducement (see the Blood Bowl rulebook).",
            "magic_scroll",
        ),
    ),
    source="Seed 000, 0-5 Desperate Measures (Desperate Measures Table)",
    note="Roll a D8 for every Desperate Measure bought, re-rolling duplicates; each result may be used once per game.",
)

# 2020 rulebook, Weather table (2D6), reference section 2: where seed 000's Changing Weather kick-off result (and
# the pre-game Weather step) sends a Sevens game; Sweltering Heat uses one D3 for both teams (FAQ p.37).
BB2020_WEATHER = Table(
    key="bb2020-weather",
    title="Weather table",
    dice="2D6",
    entries=(
        TableEntry(
            2,
            2,
            "Sweltering Heat",
            "At the end of each drive, D3 randomly chosen players of each team who were on the pitch (one D3 for "
            "both teams) are put in the Reserves box and miss the next drive.",
            "sweltering_heat",
        ),
        TableEntry(3, 3, "Very Sunny", "A -1 modifier applies to every Passing Ability test.", "very_sunny"),
        TableEntry(4, 10, "Perfect Conditions", "No effect.", "perfect_conditions"),
        TableEntry(
            11,
            11,
            "Pouring Rain",
            "A -1 modifier applies to every attempt to catch, pick up or interfere with the ball.",
            "pouring_rain",
        ),
        TableEntry(
            12,
            12,
            "Blizzard",
            "A -1 modifier applies to every attempt to Rush, and only Quick or Short passes may be attempted.",
            "blizzard",
        ),
    ),
    source="Seed 000, Changing Weather (Kick-off Event Table): 2020 rulebook, Weather table (reference section 2)",
    note="Rolled in the pre-game sequence and again whenever the kick-off table gives Changing Weather.",
)

# Seed 004, Street Bowl Weather Table (2D6); the OCR lost the 11 before Rain, the only total left: 11 Rain.
STREET_BOWL_WEATHER = Table(
    key="street-bowl-weather",
    title="Street Bowl Weather table",
    dice="2D6",
    entries=(
        TableEntry(
            2,
            2,
            "Smog",
            "Before each kick-off each coach rolls a D6: on a 1 they may field only 6 players, on a 6 they may field "
            "8 (if they have the reserves). Only Quick passes may be attempted.",
            "smog",
        ),
        TableEntry(3, 3, "Wind", "All attempts to pass the ball suffer an additional -1 modifier.", "wind"),
        TableEntry(4, 10, "Normal", "No effect.", "normal"),
        TableEntry(11, 11, "Rain", "A -1 modifier applies to all catch, intercept and pick-up rolls.", "rain"),
        TableEntry(
            12,
            12,
            "Snow",
            "A player going for it (GFI) slips and is Knocked Down on a roll of 1-2. Only Quick or Short passes may "
            "be attempted.",
            "snow",
        ),
    ),
    source="Seed 004, Street Bowl Weather Table",
)

# Seed 004, Street Bowl Kick-off Table (2D6); FAME (a Living Rulebook 6 term) is read as today's Fan Factor.
STREET_BOWL_KICK_OFF = Table(
    key="street-bowl-kick-off",
    title="Street Bowl Kick-off table",
    dice="2D6",
    entries=(
        TableEntry(
            2,
            2,
            "Loose Masonry",
            "Randomly select one wide zone: every player in it, from either team, makes an immediate unmodified "
            "Armour roll, and an Injury roll if their armour is broken.",
            "loose_masonry",
        ),
        TableEntry(
            3,
            3,
            "Riot",
            "Roll a D6 for each player on the pitch, adding the opposing team's FAME (Fan Factor): on 6 or higher "
            "the player is Stunned.",
            "riot",
        ),
        TableEntry(
            4,
            4,
            "Stray Pony",
            "Each player on the line of scrimmage moves one square straight back (a player already there is pushed "
            "back and stays standing) and makes a Dodge roll; on a failure they are Knocked Over and roll Armour at "
            "+2. Players with ST 5 or more are left alone.",
            "stray_pony",
        ),
        TableEntry(
            5,
            5,
            "High Kick",
            "One receiving player not in an opposing tackle zone may be moved, regardless of MA, into the square "
            "where the ball will land, if it is unoccupied.",
            "high_kick",
        ),
        TableEntry(
            6,
            6,
            "Cheering Fans",
            "Each team rolls a D6 and adds its FAME (Fan Factor) and cheerleaders; the higher score gains a team "
            "re-roll. On a tie, neither does.",
            "cheering_fans",
        ),
        TableEntry(
            7,
            7,
            "Changing Weather",
            "Roll again on the Weather table and apply it; if the new weather is Normal, a gust of wind scatters "
            "the ball one extra square in a random direction before it lands.",
            "changing_weather",
        ),
        TableEntry(
            8,
            8,
            "Brilliant Coaching",
            "Each team rolls a D6 and adds its FAME (Fan Factor) and assistant coaches; the higher score gains a "
            "team re-roll. On a tie, neither does.",
            "brilliant_coaching",
        ),
        TableEntry(
            9,
            9,
            "Potion Peddler",
            "Each team gains 1 Magic Potion, for KO'd or injured players after this drive or at once for a player "
            "on the pitch.",
            "potion_peddler",
        ),
        TableEntry(
            10,
            10,
            "Blitz!",
            "The kicking team takes a free bonus turn and may use team re-rolls; players in an enemy tackle zone at "
            "its start may not act. Any turnover ends it at once.",
            "blitz",
        ),
        TableEntry(
            11,
            11,
            "Throw a Rock",
            "Each coach rolls a D6 and adds their FAME (Fan Factor); the higher team's fans hit a random opposing "
            "player on the pitch (a rock hits each team on a tie). Roll for injury at once, with no Armour roll.",
            "throw_a_rock",
        ),
        TableEntry(
            12,
            12,
            "Guards!",
            "The slowest player on each team (ties randomised) takes an unmodified ST 3 block from an unskilled "
            "player, pushed towards their own end zone; if Knocked Down they are arrested and miss the rest of the "
            "game.",
            "guards",
        ),
    ),
    source="Seed 004, Street Bowl Kick-off Table",
    note="FAME, from Living Rulebook 6, is read as the team's Fan Factor; Street Bowl teams hire no staff.",
)

# Seed 004, Street Bowl Magic Potions (D8); the OCR lost the 1 before Squig Pish, the only number left: 1 Squig Pish.
STREET_BOWL_POTIONS = Table(
    key="street-bowl-potions",
    title="Street Bowl Magic Potions table",
    dice="D8",
    entries=(
        TableEntry(
            1,
            1,
            "Squig Pish",
            "It's poisonous! The player is killed immediately. You get what you pay for.",
            "squig_pish",
        ),
        TableEntry(
            2,
            2,
            "Tap Water",
            "It does no good. If the team has more potions, the player may try another after the next drive.",
            "tap_water",
        ),
        TableEntry(
            3,
            3,
            "Laudanum",
            "The player returns to play with Really Stupid, Thick Skull and -2 AG for the rest of the match.",
            "laudanum",
        ),
        TableEntry(
            4,
            4,
            "Dwarf Ale",
            "The player returns to play, somewhat wasted: -1 AG and Bone-head for the rest of the match.",
            "dwarf_ale",
        ),
        TableEntry(5, 5, "Healing Balm", "The player returns to play with no ill effects.", "healing_balm"),
        TableEntry(
            6,
            6,
            "Warpstone Tincture",
            "The player returns to play with Sprint and Jump Up, but must be the first player to act every turn for "
            "the rest of the match.",
            "warpstone_tincture",
        ),
        TableEntry(
            7,
            7,
            "Orca-Cola",
            "The player returns to play, but if they ever end an action in a wide zone or end zone they leave for "
            "the concessions stand and miss the rest of the drive (they may still score).",
            "orca_cola",
        ),
        TableEntry(
            8,
            8,
            "Fungus Beer",
            "The player gains +2 ST, Frenzy and Wild Animal for the rest of the match, and rolls a D6 at the start "
            "of every turn (either team's, on the pitch or not): on a 1 they die.",
            "fungus_beer",
        ),
    ),
    source="Seed 004, Street Bowl Magic Potions",
    note=(
        "Given to a Knocked-out, Badly Hurt or Seriously Hurt (the seed's 'Seriously Injured') player just after "
        "Knock-outs are rolled, or to a healthy player before a drive; never to a dead player or one with "
        "Regeneration."
    ),
)

# --- The 2025 edition (Spike! Journal 22) ------------------------------------------------------------------------


def _each(*rows: tuple[str, str, str], first: int = 1) -> tuple[TableEntry, ...]:
    """One entry per total, from ``first`` up: (name, text, key) rows."""
    return tuple(TableEntry(first + i, first + i, name, text, key) for i, (name, text, key) in enumerate(rows))


SJ22 = "Spike! Journal 22"

# Spike! Journal 22, The Kick-off Event Table (2D6).
SEVENS_2025_KICK_OFF = Table(
    key="sevens-2025-kick-off",
    title="Blood Bowl Sevens Kick-off Event table (2025)",
    dice="2D6",
    entries=_each(
        (
            "Get the Ref",
            "Each team receives one free Bribe; it is lost if not used by the end of the game.",
            "get_the_ref",
        ),
        (
            "Time-out",
            "If the kicking team's turn marker is on turn 5 or 6 of the half, both markers move back one space; "
            "otherwise both move forward one space.",
            "time_out",
        ),
        (
            "Alert Defence",
            "The kicking coach selects up to D3+1 Open players; each may move one square in any direction, even into "
            "No Man's Land.",
            "alert_defence",
        ),
        (
            "High Kick",
            "If the ball will land between the receiving team's End Zone and Line of Scrimmage (not No Man's Land), "
            "one Open receiving player may be placed in that square.",
            "high_kick",
        ),
        (
            "Cheering Fans",
            "Each coach rolls a D6 + Cheerleaders; the highest (both on a tie) gets an extra Offensive Assist on the "
            "first Block of their next turn.",
            "cheering_fans",
        ),
        (
            "Brilliant Coaching",
            "Each coach rolls a D6 + Assistant Coaches; the highest (both on a tie) gains a free Team Re-roll for the "
            "drive, lost if unused.",
            "brilliant_coaching",
        ),
        (
            "Changing Weather",
            "Roll again on the Weather table; on Perfect Conditions the ball Scatters (3) in the air before it lands.",
            "changing_weather",
        ),
        (
            "Quick Snap",
            "The receiving coach selects up to D3+1 Open players; each may move one square in any direction, even "
            "into No Man's Land.",
            "quick_snap",
        ),
        (
            "Charge!",
            "The kicking coach selects up to D3+1 Open players, activated one at a time for a free Move (one may "
            "Blitz, one Throw Team-mate, one Kick Team-mate); a fall or knock-down ends the Charge.",
            "charge",
        ),
        (
            "Dodgy Snack",
            "Each coach rolls a D6; the lowest (both on a tie) picks a random player on the pitch and rolls a D6: 2+ "
            "-1 MA and AV for the drive, 1 to the Reserves box for the drive.",
            "dodgy_snack",
        ),
        (
            "Pitch Invasion",
            "Each coach rolls a D6 + Fan Factor; the lowest (both on a tie) picks a random player on the pitch, who "
            "is Placed Prone and Stunned.",
            "pitch_invasion",
        ),
        first=2,
    ),
    source=f"{SJ22}, The Kick-off Event Table",
    note="Deviate the kick with two D6 and use the lower; a ball landing in No Man's Land is no Touchback.",
)

# Spike! Journal 22, Injuries: the same bands as seed 000's tables (2-7/8-9/10/11/12; Stunty 2-6/7-8/9-10/11/12).
SEVENS_2025_INJURY = Table(
    key="sevens-2025-injury",
    title="Blood Bowl Sevens Injury table (2025)",
    dice="2D6",
    entries=_injury_entries(stunned=7, ko=9, badly_hurt=10),
    source=f"{SJ22}, Blood Bowl Sevens Injury Table",
    note="Used instead of the standard Injury table; no Casualty roll is made.",
)

SEVENS_2025_STUNTY_INJURY = Table(
    key="sevens-2025-stunty-injury",
    title="Blood Bowl Sevens Stunty Injury table (2025)",
    dice="2D6",
    entries=_injury_entries(stunned=6, ko=8, badly_hurt=10),
    source=f"{SJ22}, Blood Bowl Sevens Stunty Injury Table",
    note="Roll on this table instead whenever an Injury roll is made against a player with the Stunty trait.",
)

# Spike! Journal 22, Prayers to Nuffle (D8): bought as an inducement (0-2, 5,000 each).
SEVENS_2025_PRAYERS = Table(
    key="sevens-2025-prayers",
    title="Blood Bowl Sevens Prayers to Nuffle table (2025)",
    dice="D8",
    entries=_each(
        (
            "Treacherous Trapdoor",
            "A player entering a Trapdoor square rolls a D6: on a 1 they fall through (Injury roll as if pushed into "
            "the crowd); a held ball bounces from the Trapdoor.",
            "treacherous_trapdoor",
        ),
        ("Stiletto", "A random player of yours in this game gains Stab for the game.", "stiletto"),
        ("Iron Man", "One player of yours in this game improves AV by 1 (at most 11+) for the game.", "iron_man"),
        ("Knuckle Dusters", "One player of yours in this game gains Mighty Blow for the game.", "knuckle_dusters"),
        ("Blessing of Nuffle", "A random player of yours in this game gains Pro for the game.", "blessing_of_nuffle"),
        ("Moles Under the Pitch", "Opposition players apply -1 when they Rush.", "moles_under_the_pitch"),
        (
            "Under Scrutiny",
            "An opposition player who breaks armour with a Foul is Sent-off, double or not.",
            "under_scrutiny",
        ),
        (
            "Intensive Training",
            "A random player of yours in this game gains one Primary skill of your choice for the game.",
            "intensive_training",
        ),
    ),
    source=f"{SJ22}, Prayers to Nuffle",
    note="One roll for each Prayers to Nuffle inducement.",
)

# Spike! Journal 22, Desperate Measures (D8): one roll per purchase, duplicates re-rolled.
DESPERATE_MEASURES_2025 = Table(
    key="desperate-measures-2025",
    title="Desperate Measures table (2025)",
    dice="D8",
    entries=_each(
        (
            "You Dope!",
            "After set-up, one player gets +1 ST or AG for the game; after each drive they played, a D6 of 1-2 "
            "Knocks them out (no recovery roll then).",
            "you_dope",
        ),
        ("Razzle-dazzle", "An activated player declares two different Actions (not two with a Move).", "razzle_dazzle"),
        ("Hangover", "Before set-up, one opposition player misses the first drive.", "hangover"),
        (
            "Grudge Match",
            "A player may Foul even if the team already has, and cannot be Sent-off for it.",
            "grudge_match",
        ),
        (
            "Set Piece",
            "A Pass is Accurate on a 2+ whatever the PA, and the catch succeeds on a 2+ whatever the AG.",
            "set_piece",
        ),
        (
            "Sports Espionage",
            "After a Turnover your team gains two Team Re-rolls (not for the dice that caused it).",
            "sports_espionage",
        ),
        (
            "Discarded Banana Skin",
            "An opposition player entering your player's Tackle Zone is Placed Prone and their activation ends (a "
            "Turnover only if they held the ball).",
            "discarded_banana_skin",
        ),
        ("Magic Scroll", "Before set-up your team gains a free Sports-Wizard inducement.", "magic_scroll"),
    ),
    source=f"{SJ22}, Desperate Measures",
    note="Each can be used once per game.",
)

# Spike! Journal 22, Amateur Referees (D6): used instead of the rulebook's Argue the Call table.
SEVENS_2025_ARGUE_THE_CALL = Table(
    key="sevens-2025-argue-the-call",
    title="Amateur Referees: Argue the Call (2025)",
    dice="D6",
    entries=(
        TableEntry(
            1, 4, "I Don't Care!", "The referee sticks to the decision: the player is still Sent-off.", "i_dont_care"
        ),
        TableEntry(
            5,
            6,
            "Well, When You Put It Like That...",
            "The player goes back to their square and is not Sent-off; the Turnover stands.",
            "well_when_you_put_it",
        ),
    ),
    source=f"{SJ22}, Amateur Referees",
    note="No coach is ever ejected by an amateur referee.",
)

# Every table above, by key (seeds 000 and 004).
TABLES: dict[str, Table] = {
    table.key: table
    for table in (
        SEVENS_INJURY,
        SEVENS_STUNTY_INJURY,
        SEVENS_KICK_OFF,
        SEVENS_PRAYERS,
        DESPERATE_MEASURES,
        BB2020_WEATHER,
        STREET_BOWL_WEATHER,
        STREET_BOWL_KICK_OFF,
        STREET_BOWL_POTIONS,
    )
}

# Spike! Journal 22's tables (the 2025 edition), by key.
TABLES_2025: dict[str, Table] = {
    table.key: table
    for table in (
        SEVENS_2025_KICK_OFF,
        SEVENS_2025_INJURY,
        SEVENS_2025_STUNTY_INJURY,
        SEVENS_2025_PRAYERS,
        DESPERATE_MEASURES_2025,
        SEVENS_2025_ARGUE_THE_CALL,
    )
}

ALL_TABLES: dict[str, Table] = {**TABLES, **TABLES_2025}
"""Every table of every edition, by key: what ``Ruleset.tables`` names (``TABLES`` holds the 2020 ones only)."""


def table(key: str) -> Table:
    """The table with this key, of any edition (``Ruleset.tables`` values, ``Ruleset.desperate_measures_table``)."""
    return ALL_TABLES[key]


# Seed 000, Inducements / 0-5 Desperate Measures: at most five may be bought for a game.
MAX_DESPERATE_MEASURES = 5

# Seed 000, Apothecaries (Patching-up casualties): a D6 roll of 4+ patches the player up; 1-3 fails.
PATCH_UP_TARGET = 4


def injury_table_for(stunty: bool, tables: dict[str, str] | None = None) -> Table:
    """Seed 000, Stunty Players (Spike! Journal 22, Injuries, the same): a Stunty player rolls on the Stunty Injury
    table, anyone else on the Injury table; ``tables`` is the ruleset's (``Ruleset.tables``), seed 000's if None."""
    if tables is None:
        return SEVENS_STUNTY_INJURY if stunty else SEVENS_INJURY
    return ALL_TABLES[tables["stunty_injury" if stunty else "injury"]]


def roll_injury(dice: Dice, *, stunty: bool, subject: str = "", tables: dict[str, str] | None = None) -> TableEntry:
    """Seed 000, Blood Bowl Sevens (Stunty) Injury Table: 2D6 on the player's table; the key is an InjuryOutcome."""
    table = injury_table_for(stunty, tables)
    return table.roll(dice, why=table.title, subject=subject)


def roll_desperate_measures(
    count: int, dice: Dice, *, subject: str = "", table_key: str = "desperate-measures"
) -> list[TableEntry]:
    """Seed 000, 0-5 Desperate Measures (Spike! Journal 22, Desperate Measures, the same): a D8 per purchase,
    duplicates re-rolled (and every roll recorded); ``table_key`` is ``Ruleset.desperate_measures_table``."""
    if not 0 <= count <= MAX_DESPERATE_MEASURES:
        raise ValueError(f"A team may buy 0-{MAX_DESPERATE_MEASURES} Desperate Measures, not {count}")
    chosen = ALL_TABLES[table_key]
    results: list[TableEntry] = []
    for number in range(1, count + 1):
        which = {"number": number, "count": count}
        entry = chosen.roll(dice, why="Desperate Measure %(number)s of %(count)s", subject=subject, params=which)
        while entry in results:
            dice.annotate_last("%(entry)s (duplicate, re-rolled)", {"entry": {"term": entry.name}})
            why = "Desperate Measure %(number)s of %(count)s (re-roll of a duplicate)"
            entry = chosen.roll(dice, why=why, subject=subject, params=which)
        results.append(entry)
    return results


def patched_up(roll: int) -> bool:
    """Seed 000, Apothecaries (Patching-up casualties): a D6 of 4+ patches the player up; 1-3 the result stands."""
    return roll >= PATCH_UP_TARGET


def apothecary_patch_up(dice: Dice, *, subject: str = "") -> bool:
    """Seed 000, Apothecaries (Patching-up casualties): a D6, 4+ to the Reserves box, 1-3 the Injury result stands."""
    patched = patched_up(dice.d6(why="Apothecary: patching up a casualty", subject=subject))
    dice.annotate_last("patched up: to the Reserves box" if patched else "fails: the Injury table result stands")
    return patched

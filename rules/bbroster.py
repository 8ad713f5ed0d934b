"""Reading a team shared from bbroster.com: its export code (or the share link that carries it) into a ``Draft``.

The format is read from bbroster's public repository, wrightomated/blood-bowl-roster (no code taken from it):
``src/helpers/rosterToString.ts`` writes the code and ``src/helpers/stringToRoster.ts`` (commit 03154acf) reads it;
the ids are those of ``src/data/teams.data.ts`` (commit 0084d840) and ``src/data/players.data.ts`` (commit 048182e9).
A code reads ``t<team id>t<treasury in thousands>[m<mode>][f<format>]<extras><inducements>`` then one
``p<player id><alterations>`` per roster slot, then ``I`` and the URL-encoded names (team first, then one per slot)
separated by ``:`` (older codes, without mode and format, used ``.``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import parse_qs, unquote, urlsplit

from .draft import Draft, DraftPlayer
from .errors import DomainError
from .players import LAST_SHIRT_NUMBER
from .rosters import race as find_race

CODE_MAX_CHARS = 4000
"""A code for 16 players with names fits in well under 2,000 characters; anything longer is not a bbroster code."""

TEAMS = {
    1: "Imperial Nobility", 2: "Black Orc", 3: "Chaos Chosen", 4: "Dark Elf", 5: "Dwarf", 6: "Elven Union",
    7: "Goblin", 8: "Halfling", 9: "Human", 10: "Lizardmen", 11: "Necromantic Horror", 12: "Nurgle", 13: "Ogre",
    14: "Old World Alliance", 15: "Orc", 16: "Shambling Undead", 17: "Skaven", 18: "Snotling",
    19: "Underworld Denizens", 20: "Wood Elf", 21: "Chaos Renegade", 23: "Chaos Dwarf", 24: "High Elf",
    26: "Tomb Kings", 27: "Vampire", 29: "Slann", 30: "Khorne", 31: "Norse", 32: "Amazon",
}  # fmt: skip
"""bbroster's team ids (``teams.data.ts``) for the rosters this project plays. Left out on purpose: 22 "Amazon (ToL)"
and 25 "Norse (ToL)" (older rosters whose positions this project's data does not have) and 28 "Daemons of Khorne"
(retired there)."""

RETIRED_TEAMS = {22: "Amazon (ToL)", 25: "Norse (ToL)", 28: "Daemons of Khorne"}

POSITIONS = {
    1: "Imperial Retainer Lineman", 2: "Imperial Thrower", 3: "Noble Blitzer", 4: "Bodyguard", 5: "Ogre",
    6: "Goblin Bruiser Lineman", 7: "Black Orc", 8: "Trained Troll", 9: "Beastman Runner Lineman",
    10: "Chosen Blocker", 11: "Chaos Troll", 12: "Chaos Ogre", 13: "Minotaur", 14: "Dark Elf Lineman",
    15: "Dark Elf Runner", 16: "Dark Elf Blitzer", 17: "Assassin", 18: "Witch Elf", 19: "Dwarf Blocker Lineman",
    20: "Dwarf Runner", 21: "Dwarf Blitzer", 22: "Troll Slayer", 23: "Deathroller", 24: "Union Lineman",
    25: "Union Thrower", 26: "Union Catcher", 27: "Union Blitzer", 28: "Goblin Lineman", 29: "Bomma", 30: "Looney",
    31: "Fanatic", 32: "Pogoer", 33: "'Ooligan", 34: "Doom Diver", 35: "Halfling Hopeful Lineman",
    36: "Halfling Hefty", 37: "Halfling Catcher", 38: "Altern Forest Treeman", 39: "Human Lineman",
    40: "Human Thrower", 41: "Human Catcher", 42: "Human Blitzer", 43: "Skink Runner Lineman",
    44: "Chameleon Skink", 45: "Saurus Blocker", 46: "Kroxigor", 47: "Zombie Lineman", 48: "Ghoul Runner",
    49: "Wraith", 50: "Werewolf", 51: "Flesh Golem", 52: "Rotter Lineman", 53: "Pestigor", 54: "Bloater",
    55: "Rotspawn", 56: "Gnoblar Lineman", 57: "Ogre Runt Punter", 58: "Ogre Blocker", 59: "Orc Lineman",
    60: "Orc Thrower", 61: "Orc Blitzer", 62: "Big Un Blocker", 63: "Goblin Lineman", 64: "Untrained Troll",
    65: "Skeleton Lineman", 66: "Wight Blitzer", 67: "Mummy", 68: "Skaven Clanrat Lineman", 69: "Skaven Thrower",
    70: "Gutter Runner", 71: "Skaven Blitzer", 72: "Rat Ogre", 73: "Snotling Lineman", 74: "Fungus Flinga",
    75: "Fun-hoppa", 76: "Stilty Runna", 77: "Pump Wagon", 78: "Wood Elf Lineman", 79: "Wood Elf Thrower",
    80: "Wood Elf Catcher", 81: "Wardancer", 82: "Loren Forest Treeman", 83: "Human Lineman",
    84: "Renegade Human Thrower", 85: "Renegade Goblin", 86: "Renegade Orc", 87: "Renegade Skaven",
    88: "Renegade Dark Elf", 89: "Renegade Troll", 90: "Renegade Ogre", 91: "Renegade Minotaur",
    96: "Hobgoblin Lineman", 97: "Chaos Dwarf Blocker", 98: "Bull Centaur Blitzer", 99: "Renegade Minotaur",
    100: "High Elf Lineman", 101: "High Elf Thrower", 102: "High Elf Catcher", 103: "High Elf Blitzer",
    110: "Anointed Thrower", 111: "Anointed Blitzer", 112: "Tomb Guardian", 113: "Thrall Lineman",
    115: "Old World Human Lineman", 116: "Old World Human Thrower", 117: "Old World Human Catcher",
    118: "Old World Human Blitzer", 119: "Old World Dwarf Blocker", 120: "Old World Dwarf Runner",
    121: "Old World Dwarf Blitzer", 122: "Old World Dwarf Troll Slayer", 123: "Old World Halfling Hopeful",
    124: "Altern Forest Treeman", 125: "Underworld Goblin Lineman", 126: "Underworld Snotling",
    127: "Skaven Clanrat", 128: "Skaven Thrower", 129: "Gutter Runner", 130: "Skaven Blitzer",
    131: "Underworld Troll", 132: "Mutant Rat Ogre", 137: "Slann Lineman", 138: "Slann Catcher",
    139: "Slann Blitzer", 140: "Bloodborn Marauder", 141: "Khorngor", 142: "Bloodseeker", 143: "Bloodspawn",
    144: "Norse Raider Lineman", 145: "Norse Berserker", 146: "Valkyrie", 147: "Ulfwerener", 148: "Yhetee",
    149: "Beer Boar", 153: "Eagle Warrior Linewoman", 154: "Piranha Warrior Blitzer",
    155: "Python Warrior Thrower", 156: "Jaguar Warrior Blocker", 160: "Vampire Thrower", 161: "Vampire Blitzer",
    162: "Vampire Runner", 163: "Thrall Lineman", 164: "Vargheist",
}  # fmt: skip
"""bbroster's player ids (``players.data.ts``) as this project's position names. bbroster shortens some names
("Imperial Lineman", "Skaven Lineman", "Chameleon Skinks"); the ids say which position is meant. The Chaos Dwarf's
"Enslaved Minotaur" (99) is this project's "Renegade Minotaur" on that roster."""

PICKED_SPECIAL_RULES = {
    1: "Old World Classic", 2: "Favoured of Chaos Undivided", 3: "Favoured of Khorne", 4: "Favoured of Nurgle",
    5: "Favoured of Slaanesh", 6: "Favoured of Tzeentch",
}  # fmt: skip
"""The ``s`` extra: bbroster's ``PickedSpecialRule`` numbering in ``teams.data.ts``."""

FORMATS = {0: "Blood Bowl (elevens)", 1: "Blood Bowl Sevens", 2: "Dungeon Bowl", 3: "Gutter Bowl"}
STAR_PLAYER_IDS_FROM = 200
"""``stringToRoster.ts``: ids of 200 and over are Star Players (hired per game, never on the permanent roster)."""


@dataclass(frozen=True)
class BbrosterTeam:
    """What a bbroster code says about a team, as this project's ``Draft`` plus what a draft does not hold."""

    name: str
    draft: Draft
    special_rule: str = ""
    treasury: int = 0
    format: str = ""
    notes: tuple[str, ...] = field(default_factory=tuple)


_ITEM = re.compile(r"[a-z]+[\d.-]+")
_PLAYER_ITEM = re.compile(r"[a-z]?[\d.-]+")
_CODE_SHAPE = re.compile(r"^t[\w.]+t\d+")


def _refuse(message: str) -> DomainError:
    return DomainError(message, field="code")


def code_from_paste(text: str) -> str:
    """stringToRoster.ts reads the export code; the share URL (``https://bbroster.com?code=...``) carries the same
    code, so a pasted link is read for its ``code`` parameter."""
    text = (text or "").strip()
    if not text:
        raise _refuse("Paste the team's export code or share link from bbroster.com.")
    if len(text) > CODE_MAX_CHARS:
        raise _refuse("This is too long for a bbroster.com export code.")
    if "://" in text or text.startswith(("bbroster.com", "www.bbroster.com")):
        query = urlsplit(text if "://" in text else f"https://{text}").query
        codes = parse_qs(query).get("code")
        if not codes:
            raise _refuse("This link has no team in it: use the Share Url or Export Code of a saved roster.")
        text = codes[0].strip()
    return text


def _number(item: str) -> int:
    try:
        return int(item[1:])
    except ValueError:
        raise _refuse(f"The code's part {item!r} is not a number.") from None


NOT_A_CODE = "This is not a bbroster.com export code: a code starts like t9t1000m0f1 (team, treasury, mode, format)."


def parse_bbroster(text: str) -> BbrosterTeam:
    """rosterToString.ts / stringToRoster.ts (wrightomated/blood-bowl-roster): an export code (or share link) in,
    the team as a ``Draft`` out; a ``DomainError`` on field ``code`` says why a paste cannot be read, whatever the
    paste (a crafted code that breaks the reader's expectations is refused like any other malformed code)."""
    try:
        return _parse(text)
    except DomainError:
        raise
    except (ValueError, IndexError, KeyError, TypeError, AttributeError, OverflowError, UnicodeError):
        raise _refuse(NOT_A_CODE) from None


def _parse(text: str) -> BbrosterTeam:
    code = code_from_paste(text)
    roster_part, _, names_part = code.partition("I")
    roster_part = unquote(roster_part).replace(" ", "")
    if not _CODE_SHAPE.match(roster_part):
        raise _refuse(NOT_A_CODE)
    head, *slots = roster_part.split("p")
    items = _ITEM.findall(head)
    if len(items) < 2:  # a team and a treasury at least (a crafted "t_t5p39" has one head item)
        raise _refuse(NOT_A_CODE)
    team_id_item, treasury_item, *extras = items
    try:
        team_id = int(team_id_item[1:])
    except ValueError:
        raise _refuse(f"bbroster's team {team_id_item[1:]!r} is not a roster this league plays.") from None
    if team_id in RETIRED_TEAMS:
        raise _refuse(f"bbroster's {RETIRED_TEAMS[team_id]} roster is an older roster this league does not play.")
    if team_id not in TEAMS or find_race(TEAMS[team_id]) is None:
        raise _refuse(f"bbroster's team {team_id} is not a roster this league plays.")
    race = find_race(TEAMS[team_id])
    notes: list[str] = []
    counts = {"r": 0, "a": 0, "c": 0, "d": 1, "y": 0, "s": 0}
    fmt, old_names = "", True
    for item in extras:
        letter = item[0]
        if letter == "i":
            notes.append("Inducements are bought before each game here, so the code's inducements are left out.")
        elif letter == "f":
            old_names = False
            fmt = FORMATS.get(_number(item), "")
            if _number(item) == 2:
                raise _refuse("This is a Dungeon Bowl team; only Blood Bowl rosters can be brought in.")
        elif letter == "m":
            old_names = False
        elif letter in counts:
            counts[letter] = _number(item)
    names = _names(names_part, old=old_names)
    team_name = names[0] if names else ""
    players: list[DraftPlayer] = []
    skipped_stars = 0
    for index, slot in enumerate(slots):
        slot_items = _PLAYER_ITEM.findall(slot)
        if not slot_items:
            raise _refuse(f"Player {index + 1} of the code has no player id.")
        try:
            player_id = int(slot_items[0])
        except ValueError:
            raise _refuse(f"Player {index + 1} of the code has no player id.") from None
        if player_id == 0:
            continue  # a deleted slot (stringToRoster.ts: id 0)
        if player_id >= STAR_PLAYER_IDS_FROM:
            skipped_stars += 1
            continue
        position = POSITIONS.get(player_id)
        if position is None or race.position(position) is None:
            raise _refuse(
                f"Player {index + 1} (bbroster player {player_id}) is not a position of the {race.name} roster."
            )
        number, extra_skills = index + 1, 0
        for item in slot_items[1:]:
            if item[0] == "x":
                number = _number(item)
            elif item[0] == "e":
                extra_skills = len([s for s in item[1:].split(".") if s])
            elif item[0] == "j":
                notes.append(f"#{number} is a Journeyman on bbroster; here the draft hires him permanently.")
        if not 1 <= number <= LAST_SHIRT_NUMBER:
            raise _refuse(f"Player {index + 1} wears number {number}; numbers run from 1 to {LAST_SHIRT_NUMBER}.")
        name = names[index + 1] if index + 1 < len(names) else ""
        if extra_skills:
            notes.append(
                f"#{number} {name or position} has {extra_skills} gained skill(s) on bbroster; a draft starts without "
                "them (a commissioner records them as a correction)."
            )
        players.append(DraftPlayer(position=position, number=number, name=name[:80]))
    if skipped_stars:
        notes.append(f"{skipped_stars} Star Player(s) left out: they are hired for a game, not drafted.")
    if not players:
        raise _refuse("The code names no players.")
    special_rule = PICKED_SPECIAL_RULES.get(counts["s"], "")
    if special_rule and special_rule not in race.special_rule_choice:
        special_rule = ""
    draft = Draft(
        race=race.name,
        players=tuple(players),
        rerolls=counts["r"],
        assistant_coaches=counts["a"],
        cheerleaders=counts["c"],
        apothecary=counts["y"] > 0,
        dedicated_fans=max(counts["d"], 1),
    )
    return BbrosterTeam(
        name=team_name[:120],
        draft=draft,
        special_rule=special_rule,
        treasury=_number(treasury_item) * 1000,
        format=fmt,
        notes=tuple(dict.fromkeys(notes)),
    )


def _names(part: str, *, old: bool) -> list[str]:
    """stringToRoster.ts: names are URL-encoded and split on ``:``; codes from before mode and format split on ``.``."""
    if not part:
        return []
    if ":" not in part and "%3a" in part.lower():
        part = re.sub("%3a", ":", part, flags=re.IGNORECASE)
    separator = "." if old and ":" not in part else ":"
    return [unquote(n).strip() for n in part.split(separator)]

"""The rule terms the pages show, listed for ``makemessages``: each is a ``gettext_noop``, so the catalogues
collect it while the value stays the rules' own English (what the rules and the database store).

The terms come from the rules' data and tables: the races and their special rules (``rules/data/*.json``), the
dice tables' titles and results (``rules.tables``: injuries, kick-off events, weather, Prayers to Nuffle...), the
rulesets, the inducements and staff for hire, the injuries an event carries, the Secret Objectives and the labels of
the rules' choices (player statuses, staff, post-game steps...). Generated once from them;
``tests/test_wording_catalogue.py`` fails when the rules hold a term this list lacks, so a new entry cannot be
missed. Skill and position names stay English: they are not terms and are not listed.

Show a term with ``gettext(value)`` in Python or ``{% load terms %}{{ value|term }}`` in a template.
"""

from django.utils.translation import gettext_noop

RACES = (
    gettext_noop("Amazon"), gettext_noop("Black Orc"), gettext_noop("Chaos Chosen"), gettext_noop("Chaos Dwarf"),
    gettext_noop("Chaos Renegade"), gettext_noop("Dark Elf"), gettext_noop("Dwarf"), gettext_noop("Elven Union"),
    gettext_noop("Gnome"), gettext_noop("Goblin"), gettext_noop("Halfling"), gettext_noop("High Elf"),
    gettext_noop("Human"), gettext_noop("Imperial Nobility"), gettext_noop("Khorne"), gettext_noop("Lizardmen"),
    gettext_noop("Necromantic Horror"), gettext_noop("Norse"), gettext_noop("Nurgle"), gettext_noop("Ogre"),
    gettext_noop("Old World Alliance"), gettext_noop("Orc"), gettext_noop("Shambling Undead"), gettext_noop("Skaven"),
    gettext_noop("Slann"), gettext_noop("Snotling"), gettext_noop("Tomb Kings"), gettext_noop("Underworld Denizens"),
    gettext_noop("Vampire"), gettext_noop("Wood Elf"), gettext_noop("Bretonnian"), gettext_noop("Chaos Renegades"),
)
"""The teams (races) of the roster data, ``rules/data/*.json``."""

SPECIAL_RULES = (
    gettext_noop("Lustrian Superleague"), gettext_noop("Badlands Brawl"), gettext_noop("Bribery and Corruption"),
    gettext_noop("Favoured of Hashut"), gettext_noop("Elven Kingdoms League"), gettext_noop("Old World Classic"),
    gettext_noop("Worlds Edge Superleague"), gettext_noop("Halfling Thimble Cup"),
    gettext_noop("Underworld Challenge"), gettext_noop("Favoured of Khorne"), gettext_noop("Masters of Undeath"),
    gettext_noop("Sylvanian Spotlight"), gettext_noop("Favoured of Nurgle"), gettext_noop("Low Cost Linemen"),
    gettext_noop("Brawlin' Brutes"), gettext_noop("Chaos Clash"), gettext_noop("Team Captain"),
    gettext_noop("Swarming"),
)
"""The teams' special rules (leagues and favours) of the roster data."""

TABLES = (
    gettext_noop("Blood Bowl Sevens Injury table"), gettext_noop("Blood Bowl Sevens Stunty Injury table"),
    gettext_noop("Blood Bowl Sevens Kick-off Event table"), gettext_noop("Blood Bowl Sevens Prayers to Nuffle table"),
    gettext_noop("Desperate Measures table"), gettext_noop("Weather table"), gettext_noop("Street Bowl Weather table"),
    gettext_noop("Street Bowl Kick-off table"), gettext_noop("Street Bowl Magic Potions table"),
    gettext_noop("Blood Bowl Sevens Kick-off Event table (2025)"),
    gettext_noop("Blood Bowl Sevens Injury table (2025)"),
    gettext_noop("Blood Bowl Sevens Stunty Injury table (2025)"),
    gettext_noop("Blood Bowl Sevens Prayers to Nuffle table (2025)"), gettext_noop("Desperate Measures table (2025)"),
    gettext_noop("Amateur Referees: Argue the Call (2025)"),
)
"""The dice tables' titles (``rules.tables``)."""

RESULTS = (
    gettext_noop("Stunned"), gettext_noop("KO'd"), gettext_noop("Badly Hurt"), gettext_noop("Seriously Hurt"),
    gettext_noop("Dead"), gettext_noop("Get the Ref"), gettext_noop("Time-out"), gettext_noop("Solid Defence"),
    gettext_noop("High Kick"), gettext_noop("Cheering Fans"), gettext_noop("Brilliant Coaching"),
    gettext_noop("Changing Weather"), gettext_noop("Quick Snap"), gettext_noop("Blitz"), gettext_noop("Officious Ref"),
    gettext_noop("Pitch Invasion"), gettext_noop("Treacherous Trapdoor"), gettext_noop("Friends with the Ref"),
    gettext_noop("Stiletto"), gettext_noop("Iron Man"), gettext_noop("Knuckle Dusters"), gettext_noop("Bad Habits"),
    gettext_noop("Greasy Cleats"), gettext_noop("Blessed Statue of Nuffle"), gettext_noop("You Dope"),
    gettext_noop("Razzle-dazzle"), gettext_noop("Hangover"), gettext_noop("Grudge Match"), gettext_noop("Set Piece"),
    gettext_noop("Sports Espionage"), gettext_noop("Discarded Banana Skin"), gettext_noop("Magic Scroll"),
    gettext_noop("Sweltering Heat"), gettext_noop("Very Sunny"), gettext_noop("Perfect Conditions"),
    gettext_noop("Pouring Rain"), gettext_noop("Blizzard"), gettext_noop("Smog"), gettext_noop("Wind"),
    gettext_noop("Normal"), gettext_noop("Rain"), gettext_noop("Snow"), gettext_noop("Loose Masonry"),
    gettext_noop("Riot"), gettext_noop("Stray Pony"), gettext_noop("Potion Peddler"), gettext_noop("Blitz!"),
    gettext_noop("Throw a Rock"), gettext_noop("Guards!"), gettext_noop("Squig Pish"), gettext_noop("Tap Water"),
    gettext_noop("Laudanum"), gettext_noop("Dwarf Ale"), gettext_noop("Healing Balm"),
    gettext_noop("Warpstone Tincture"), gettext_noop("Orca-Cola"), gettext_noop("Fungus Beer"),
    gettext_noop("Alert Defence"), gettext_noop("Charge!"), gettext_noop("Dodgy Snack"),
    gettext_noop("Blessing of Nuffle"), gettext_noop("Moles Under the Pitch"), gettext_noop("Under Scrutiny"),
    gettext_noop("Intensive Training"), gettext_noop("You Dope!"), gettext_noop("I Don't Care!"),
    gettext_noop("Well, When You Put It Like That..."),
)
"""The dice tables' results: injuries, kick-off events, weather, Prayers to Nuffle, Desperate Measures..."""

RULESETS = (
    gettext_noop("Blood Bowl Sevens"), gettext_noop("Dungeon Sevens"), gettext_noop("Street Bowl"),
    gettext_noop("Blood Bowl Sevens (2025)"),
)
"""The rulesets (``rules.rulesets``)."""

INDUCEMENTS = (
    gettext_noop("Agency Cheerleaders"), gettext_noop("Part-time Assistant Coach"), gettext_noop("Bloodweiser Keg"),
    gettext_noop("Desperate Measures"), gettext_noop("Special Play"), gettext_noop("Extra Team Training"),
    gettext_noop("Bribe"), gettext_noop("Wandering Apothecary"), gettext_noop("Mortuary Assistant"),
    gettext_noop("Plague Doctor"), gettext_noop("Halfling Master Chef"), gettext_noop("Mercenary Player"),
    gettext_noop("Magic Potion"), gettext_noop("Temp Agency Cheerleaders"), gettext_noop("Blitzer's Best Keg"),
    gettext_noop("Prayers to Nuffle"),
)
"""The inducements and staff for hire of every ruleset (``rules.inducements``)."""

SECRET_OBJECTIVES = (
    gettext_noop("Red Card"), gettext_noop("Didn't Need Them Anyway"), gettext_noop("Going Alone"),
    gettext_noop("Fouling Frenzy"), gettext_noop("Going Surfing"), gettext_noop("Ganging Up"), gettext_noop("Whoops!"),
    gettext_noop("Not so Fast!"), gettext_noop("Timely Tackle"), gettext_noop("Precision Passing"),
    gettext_noop("Hit 'em Hard"), gettext_noop("Just a Little Further"), gettext_noop("Go Long"),
    gettext_noop("Nuffle Favours the Bold"), gettext_noop("All According to Plan"), gettext_noop("Headtaker"),
)
"""Seed 003's Secret Objectives (``rules.objectives``)."""

LABELS = (
    gettext_noop("Primary"), gettext_noop("Secondary"), gettext_noop("Available"), gettext_noop("Misses next game"),
    gettext_noop("Left for the Draft"), gettext_noop("Fired"), gettext_noop("Winnings, Dedicated Fans and the Draft"),
    gettext_noop("Player Advancement"), gettext_noop("Seriously Hurt players miss the next game"),
    gettext_noop("Journeymen"), gettext_noop("Team Value"), gettext_noop("Conceding: players who quit"),
    gettext_noop("Team Value after the result"), gettext_noop("Expensive Mistakes"),
    gettext_noop("The Draft after advancement: offers, kept or let go"), gettext_noop("No concession"),
    gettext_noop("Conceded without penalty (three players or fewer before set-up)"), gettext_noop("Conceded"),
    gettext_noop("None"), gettext_noop("Points per win, draw and loss"), gettext_noop("Dungeon Sevens result points"),
    gettext_noop("Points Win"), gettext_noop("Runaway Win"), gettext_noop("Annihilation Win"),
    gettext_noop("Assistant coaches"), gettext_noop("Cheerleaders"), gettext_noop("Apothecary"),
)
"""The labels of the rules' choices: statuses, staff, reported injuries, post-game steps, concessions..."""

TERMS = frozenset((*RACES, *SPECIAL_RULES, *TABLES, *RESULTS, *RULESETS, *INDUCEMENTS, *SECRET_OBJECTIVES, *LABELS))
"""Every rule term."""

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

TABLE_TEXTS = (
    gettext_noop("Used instead of the standard Injury table; there is no Casualty table in Sevens."),
    gettext_noop("The player is Stunned and laid face-down on the pitch."),
    gettext_noop(
        "The player is removed from play and placed in the Knocked-out box; at the end of each drive "
        "they may recover."),
    gettext_noop("The player misses the rest of this game, but suffers no long-term effect."),
    gettext_noop("The player misses the rest of this game and, in league play, the team's next game."),
    gettext_noop("The player is far too dead to play Blood Bowl and is dismissed in Step 1 of the post-game sequence."),
    gettext_noop("Roll on this table instead whenever an Injury roll is made against a player with the Stunty trait."),
    gettext_noop("Each team gains a free Bribe, which is lost if it is not used before the end of the game."),
    gettext_noop(
        "If the kicking team's turn marker is on turn 4, 5 or 6 of the half, both coaches move their "
        "turn marker back one space; otherwise both move it forward one space."),
    gettext_noop(
        "D3+1 Open players on the kicking team may be removed and set up again in different places, "
        "following all the usual set-up rules."),
    gettext_noop(
        "One Open player on the receiving team may be moved, regardless of their MA, into the square "
        "where the ball will land."),
    gettext_noop(
        "Both coaches roll a D6 and add their cheerleaders; the higher total rolls once on the Prayers "
        "to Nuffle table (re-rolling a result currently in effect). On a tie, nobody rolls."),
    gettext_noop(
        "Both coaches roll a D6 and add their assistant coaches; the higher total gains one extra team "
        "re-roll for this drive, lost if unused. On a tie, nobody gains one."),
    gettext_noop(
        "Roll again on the Weather table and apply the result; if it is Perfect Conditions, the ball "
        "scatters before landing."),
    gettext_noop("D3+1 Open players on the receiving team may immediately move one square in any direction."),
    gettext_noop(
        "D3+1 Open players on the kicking team may immediately activate for a Move action; one may "
        "Blitz and one may Throw Team-mate. If a player Falls Over or is Knocked Down, the Blitz ends "
        "at once."),
    gettext_noop(
        "Both coaches roll a D6 and add their Fan Factor; the lower randomly selects one of their "
        "players on the pitch (both do on a tie). Roll a D6 for each: on 2+ the player is Placed Prone "
        "and Stunned, on a 1 they are Sent-off."),
    gettext_noop(
        "Both coaches roll a D6 and add their Fan Factor; the lower randomly selects D3 of their "
        "players on the pitch (both do on a tie). Those players are Placed Prone and Stunned."),
    gettext_noop("Sevens players gain no SPPs, so this shortened table replaces the standard Prayers to Nuffle table."),
    gettext_noop(
        "Until the end of this half, roll a D6 whenever a player enters a Trapdoor square: on a 1 the "
        "trapdoor opens and the player is removed from play exactly as if pushed into the crowd."),
    gettext_noop(
        'Until the end of the next drive, on the Argue the Call table treat a 5 or 6 as "Well, When You '
        'Put It Like That..." and a 2-4 as "I Don\'t Care!".'),
    gettext_noop(
        "Randomly select one of your players available for the next drive and without Loner (X+): they "
        "gain the Stab trait until the end of the next drive."),
    gettext_noop(
        "Choose one of your players available for the next drive and without Loner (X+): they improve "
        "their AV by 1, to a maximum of 11+, until the end of this game."),
    gettext_noop(
        "Choose one of your players available for the next drive and without Loner (X+): they gain "
        "Mighty Blow (+1) until the end of the next drive."),
    gettext_noop(
        "Randomly select D3 opposition players available for the next drive and without Loner (X+): "
        "they gain Loner (2+) until the end of the next drive."),
    gettext_noop(
        "Randomly select one opposition player available for the next drive: their boots have been "
        "tampered with and their MA is reduced by 1 until the end of the next drive."),
    gettext_noop(
        "Choose one of your players available for the next drive and without Loner (X+): they gain the "
        "Pro skill until the end of this game."),
    gettext_noop(
        "Roll a D8 for every Desperate Measure bought, re-rolling duplicates; each result may be used "
        "once per game."),
    gettext_noop(
        "Play during Step 1 of the first Start of Drive sequence: one of your players improves their ST "
        "or AG by 1 for this game. When a drive they took part in ends, roll a D6: on a 1 or 2 they "
        "suffer an allergic reaction and miss the rest of the match."),
    gettext_noop("Play when you activate a player: that player may perform two actions rather than one."),
    gettext_noop(
        "Play before Step 1 of the first Start of Drive sequence: a randomly selected opposing player "
        "misses the first drive of the game."),
    gettext_noop(
        "Play at the start of one of your team turns, before any player is activated: this turn your "
        "team may commit any number of Fouls."),
    gettext_noop(
        "Play when activating a player for a Pass action: the pass is automatically accurate and, "
        "unless intercepted, automatically caught."),
    gettext_noop("Play when your team suffers a Turnover: your team gains a free team re-roll."),
    gettext_noop(
        "Play when an opposing player enters the Tackle Zone of one of your players: that player "
        "immediately Falls Over."),
    gettext_noop("Your team gains a free Hireling Sports Wizard Inducement (see the Blood Bowl rulebook)."),
    gettext_noop("Rolled in the pre-game sequence and again whenever the kick-off table gives Changing Weather."),
    gettext_noop(
        "At the end of each drive, D3 randomly chosen players of each team who were on the pitch (one "
        "D3 for both teams) are put in the Reserves box and miss the next drive."),
    gettext_noop("A -1 modifier applies to every Passing Ability test."),
    gettext_noop("No effect."),
    gettext_noop("A -1 modifier applies to every attempt to catch, pick up or interfere with the ball."),
    gettext_noop("A -1 modifier applies to every attempt to Rush, and only Quick or Short passes may be attempted."),
    gettext_noop(
        "Before each kick-off each coach rolls a D6: on a 1 they may field only 6 players, on a 6 they "
        "may field 8 (if they have the reserves). Only Quick passes may be attempted."),
    gettext_noop("All attempts to pass the ball suffer an additional -1 modifier."),
    gettext_noop("A -1 modifier applies to all catch, intercept and pick-up rolls."),
    gettext_noop(
        "A player going for it (GFI) slips and is Knocked Down on a roll of 1-2. Only Quick or Short "
        "passes may be attempted."),
    gettext_noop("FAME, from Living Rulebook 6, is read as the team's Fan Factor; Street Bowl teams hire no staff."),
    gettext_noop(
        "Randomly select one wide zone: every player in it, from either team, makes an immediate "
        "unmodified Armour roll, and an Injury roll if their armour is broken."),
    gettext_noop(
        "Roll a D6 for each player on the pitch, adding the opposing team's FAME (Fan Factor): on 6 or "
        "higher the player is Stunned."),
    gettext_noop(
        "Each player on the line of scrimmage moves one square straight back (a player already there is "
        "pushed back and stays standing) and makes a Dodge roll; on a failure they are Knocked Over and "
        "roll Armour at +2. Players with ST 5 or more are left alone."),
    gettext_noop(
        "One receiving player not in an opposing tackle zone may be moved, regardless of MA, into the "
        "square where the ball will land, if it is unoccupied."),
    gettext_noop(
        "Each team rolls a D6 and adds its FAME (Fan Factor) and cheerleaders; the higher score gains a "
        "team re-roll. On a tie, neither does."),
    gettext_noop(
        "Roll again on the Weather table and apply it; if the new weather is Normal, a gust of wind "
        "scatters the ball one extra square in a random direction before it lands."),
    gettext_noop(
        "Each team rolls a D6 and adds its FAME (Fan Factor) and assistant coaches; the higher score "
        "gains a team re-roll. On a tie, neither does."),
    gettext_noop(
        "Each team gains 1 Magic Potion, for KO'd or injured players after this drive or at once for a "
        "player on the pitch."),
    gettext_noop(
        "The kicking team takes a free bonus turn and may use team re-rolls; players in an enemy tackle "
        "zone at its start may not act. Any turnover ends it at once."),
    gettext_noop(
        "Each coach rolls a D6 and adds their FAME (Fan Factor); the higher team's fans hit a random "
        "opposing player on the pitch (a rock hits each team on a tie). Roll for injury at once, with "
        "no Armour roll."),
    gettext_noop(
        "The slowest player on each team (ties randomised) takes an unmodified ST 3 block from an "
        "unskilled player, pushed towards their own end zone; if Knocked Down they are arrested and "
        "miss the rest of the game."),
    gettext_noop(
        "Given to a Knocked-out, Badly Hurt or Seriously Hurt (the seed's 'Seriously Injured') player "
        "just after Knock-outs are rolled, or to a healthy player before a drive; never to a dead "
        "player or one with Regeneration."),
    gettext_noop("It's poisonous! The player is killed immediately. You get what you pay for."),
    gettext_noop("It does no good. If the team has more potions, the player may try another after the next drive."),
    gettext_noop("The player returns to play with Really Stupid, Thick Skull and -2 AG for the rest of the match."),
    gettext_noop("The player returns to play, somewhat wasted: -1 AG and Bone-head for the rest of the match."),
    gettext_noop("The player returns to play with no ill effects."),
    gettext_noop(
        "The player returns to play with Sprint and Jump Up, but must be the first player to act every "
        "turn for the rest of the match."),
    gettext_noop(
        "The player returns to play, but if they ever end an action in a wide zone or end zone they "
        "leave for the concessions stand and miss the rest of the drive (they may still score)."),
    gettext_noop(
        "The player gains +2 ST, Frenzy and Wild Animal for the rest of the match, and rolls a D6 at "
        "the start of every turn (either team's, on the pitch or not): on a 1 they die."),
    gettext_noop("Deviate the kick with two D6 and use the lower; a ball landing in No Man's Land is no Touchback."),
    gettext_noop("Each team receives one free Bribe; it is lost if not used by the end of the game."),
    gettext_noop(
        "If the kicking team's turn marker is on turn 5 or 6 of the half, both markers move back one "
        "space; otherwise both move forward one space."),
    gettext_noop(
        "The kicking coach selects up to D3+1 Open players; each may move one square in any direction, "
        "even into No Man's Land."),
    gettext_noop(
        "If the ball will land between the receiving team's End Zone and Line of Scrimmage (not No "
        "Man's Land), one Open receiving player may be placed in that square."),
    gettext_noop(
        "Each coach rolls a D6 + Cheerleaders; the highest (both on a tie) gets an extra Offensive "
        "Assist on the first Block of their next turn."),
    gettext_noop(
        "Each coach rolls a D6 + Assistant Coaches; the highest (both on a tie) gains a free Team "
        "Re-roll for the drive, lost if unused."),
    gettext_noop(
        "Roll again on the Weather table; on Perfect Conditions the ball Scatters (3) in the air before "
        "it lands."),
    gettext_noop(
        "The receiving coach selects up to D3+1 Open players; each may move one square in any "
        "direction, even into No Man's Land."),
    gettext_noop(
        "The kicking coach selects up to D3+1 Open players, activated one at a time for a free Move "
        "(one may Blitz, one Throw Team-mate, one Kick Team-mate); a fall or knock-down ends the "
        "Charge."),
    gettext_noop(
        "Each coach rolls a D6; the lowest (both on a tie) picks a random player on the pitch and rolls "
        "a D6: 2+ -1 MA and AV for the drive, 1 to the Reserves box for the drive."),
    gettext_noop(
        "Each coach rolls a D6 + Fan Factor; the lowest (both on a tie) picks a random player on the "
        "pitch, who is Placed Prone and Stunned."),
    gettext_noop("Used instead of the standard Injury table; no Casualty roll is made."),
    gettext_noop("One roll for each Prayers to Nuffle inducement."),
    gettext_noop(
        "A player entering a Trapdoor square rolls a D6: on a 1 they fall through (Injury roll as if "
        "pushed into the crowd); a held ball bounces from the Trapdoor."),
    gettext_noop("A random player of yours in this game gains Stab for the game."),
    gettext_noop("One player of yours in this game improves AV by 1 (at most 11+) for the game."),
    gettext_noop("One player of yours in this game gains Mighty Blow for the game."),
    gettext_noop("A random player of yours in this game gains Pro for the game."),
    gettext_noop("Opposition players apply -1 when they Rush."),
    gettext_noop("An opposition player who breaks armour with a Foul is Sent-off, double or not."),
    gettext_noop("A random player of yours in this game gains one Primary skill of your choice for the game."),
    gettext_noop("Each can be used once per game."),
    gettext_noop(
        "After set-up, one player gets +1 ST or AG for the game; after each drive they played, a D6 of "
        "1-2 Knocks them out (no recovery roll then)."),
    gettext_noop("An activated player declares two different Actions (not two with a Move)."),
    gettext_noop("Before set-up, one opposition player misses the first drive."),
    gettext_noop("A player may Foul even if the team already has, and cannot be Sent-off for it."),
    gettext_noop("A Pass is Accurate on a 2+ whatever the PA, and the catch succeeds on a 2+ whatever the AG."),
    gettext_noop("After a Turnover your team gains two Team Re-rolls (not for the dice that caused it)."),
    gettext_noop(
        "An opposition player entering your player's Tackle Zone is Placed Prone and their activation "
        "ends (a Turnover only if they held the ball)."),
    gettext_noop("Before set-up your team gains a free Sports-Wizard inducement."),
    gettext_noop("No coach is ever ejected by an amateur referee."),
    gettext_noop("The referee sticks to the decision: the player is still Sent-off."),
    gettext_noop("The player goes back to their square and is not Sent-off; the Turnover stands."),
)
"""The dice tables' rule texts (``rules.tables``): each table's note and each result's text, shown on the table-side
page."""

MISTAKES = (
    gettext_noop("Crisis Averted"), gettext_noop("Minor Incident"), gettext_noop("Major Incident"),
    gettext_noop("Catastrophe"),
)
"""The Expensive Mistakes table's results (``rules.postgame.MISTAKE_NAMES``), named in a team's history."""

INDUCEMENT_NOTES = (
    gettext_noop("Each rolls a D8 on the Desperate Measures table"),
    gettext_noop("Price varies, as the Blood Bowl rulebook describes"),
    gettext_noop("Each team gets one free; roll a D8 on the Magic Potion table when one is given"),
    gettext_noop("Each rolls a D8 on the Sevens Prayers to Nuffle table"),
)
"""What the inducements' notes say (``rules.inducements``), shown on the pre-game page."""

CHOICES = (
    gettext_noop("Bonus Points"), gettext_noop("Touchdown Difference"), gettext_noop("Touchdowns scored"),
    gettext_noop("Casualties inflicted"), gettext_noop("Secret Objectives achieved"),
    gettext_noop("Head-to-head points"),
    gettext_noop("Extra time, as the Blood Bowl rulebook says (the result names the winner)"),
    gettext_noop("The higher seeded coach goes through"),
    gettext_noop("Bonus Points, then casualties in the game, then the higher seed"),
    gettext_noop("2020 (Death Zone Sevens, Matched Play Guide)"),
    gettext_noop("2025 (Spike! Journal 22 Sevens and its Matched Play)"),
    gettext_noop("2020 (Second Season, Death Zone Sevens)"), gettext_noop("2025 (Third Season, Spike! 22)"),
    gettext_noop("First Place"), gettext_noop("Second Place"), gettext_noop("Third Place"), gettext_noop("Stunty Cup"),
    gettext_noop("Most Touchdowns"), gettext_noop("Most Casualties"),
)
"""The names of an event's and a league's choices: the tiebreakers (``rules.eventcore.TIEBREAKERS``,
``rules.scoring.TIEBREAKERS``), the drawn knockout game's rules (``KNOCKOUT_DRAWS``), the editions as an event
(``EDITION_NAMES``) and a league or a team (``rules.rulesets.EDITION_CHOICES``) name them, and the standard awards
(``AWARDS``)."""

TERMS = frozenset((*RACES, *SPECIAL_RULES, *TABLES, *RESULTS, *RULESETS, *INDUCEMENTS, *SECRET_OBJECTIVES, *LABELS,
                   *TABLE_TEXTS, *INDUCEMENT_NOTES, *CHOICES, *MISTAKES))
"""Every rule term."""

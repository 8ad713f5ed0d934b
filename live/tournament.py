"""An event game played live: what differs from a league fixture's. An event roster is a roster file (seed 003,
Writing Your Roster), not database players, so a player is his shirt number on his side (``rules.eventinjuries.
shirt_numbers``: the number he wears through the event); the clock and the tables are the event's ruleset's; the
table-side dice come from the round's seed; closing fills the result as the event's own result entry does.

Readings:

* An event carries no edition: its ruleset is read in the default edition (``rules.rulesets.get_ruleset``), as
  the event's own pages read it.
* A player missing the game (seed 003, Injuries: Seriously Hurt or Dead in an earlier round, when the event
  carries injuries) is not on the pad: he may not play.
* An event's result has no Stalling flag (seed 003's result is touchdowns, casualties, Secret Objectives and the
  injuries carried), so an event game takes no Stalling tap.
* The table-side rolls are kept as the live taps themselves (the event keeps no table-side roll of its own): the
  n-th roll of a game is rolled with dice seeded from the round's seed, the table number and the number of rolls
  already made in the game, so it is made once and cannot be fished for by asking again.
"""

from __future__ import annotations

from dataclasses import dataclass

from events.injuries import missing_for
from events.models import EventGame
from events.selectors import roster_for_round
from rules.dice import Dice
from rules.eventinjuries import shirt_numbers
from rules.liveclock import AWAY, HOME, GameClock, clock_for
from rules.players import PlayerStatus
from rules.rosterfile import RosterFileError, parse_roster
from rules.rosters import race as race_of
from rules.rulesets import Ruleset, get_ruleset
from rules.tables import InjuryOutcome
from rules.tournament import goes_to_extra_time

EVENT_TABLE_SIDE_SALT = 7_927
"""The salt of an event game's table-side dice (``table_side_dice``), apart from the objectives' dice."""


@dataclass(frozen=True)
class EventPlayer:
    """A player of an event roster as the live game names him: his side and shirt number (``pk``: what a tap
    names). Only the players who may play the game are listed, so each is ``available``."""

    side: str
    number: int
    name: str
    position: str
    stunty: bool = False
    status: str = PlayerStatus.AVAILABLE

    @property
    def pk(self) -> int:
        return self.number

    def __str__(self) -> str:
        return f"#{self.number} {self.name or self.position}"


def ruleset_of(game: EventGame) -> Ruleset:
    """The event's ruleset (in the default edition: an event carries none)."""
    return get_ruleset(game.round.event.ruleset)


def clock_of_event(game: EventGame) -> GameClock:
    """The turn structure of the event's ruleset (``rules.liveclock.clock_for``)."""
    ruleset = ruleset_of(game)
    return clock_for(ruleset.key, ruleset.edition)


def _side_players(coach, side: str, pack, round_number: int, missing: dict) -> list[EventPlayer]:
    data = roster_for_round(coach, pack, round_number)
    try:
        draft = parse_roster(data).draft if data else None
    except RosterFileError:
        draft = None
    if draft is None:
        return []
    race = race_of(draft.race)
    players = []
    for player, number in zip(draft.players, shirt_numbers(draft), strict=True):
        if number in missing:
            continue
        position = race.position(player.position) if race else None
        players.append(EventPlayer(side, number, player.name, player.position, bool(position and position.stunty)))
    return sorted(players, key=lambda p: p.number)


def event_players(game: EventGame) -> list[EventPlayer]:
    """Both sides' players who may play this game, home first, by shirt number, from the roster each coach plays
    the round with (seed 003, Gold Piece Escalation); those missing it (seed 003, Injuries) left out."""
    event = game.round.event
    pack = event.pack()
    missing = missing_for(game=game) if pack.injuries_carry else ({}, {})
    found = []
    for side, coach, gone in zip((HOME, AWAY), (game.home, game.away), missing, strict=True):
        found.extend(_side_players(coach, side, pack, game.round.number, gone))
    return found


def event_rosters(players: list[EventPlayer]) -> dict[str, list[int]]:
    """The shirt numbers each side may tap for."""
    return {side: [p.number for p in players if p.side == side] for side in (HOME, AWAY)}


def table_side_dice(game: EventGame, made: int) -> Dice:
    """The dice of the game's next table-side roll (``made``: the rolls already kept, counted under the live game's
    lock): all randomness from the round's seed, each roll made once."""
    seed = game.round.seed * 1_000_003 + EVENT_TABLE_SIDE_SALT * 1_000_000 + game.table * 1_000 + made
    return Dice(seed=seed % (2**63))


def result_figures(report, pack) -> dict:
    """What the live game gives the event's result entry (``events.services.results.game_submit``): each side's
    touchdowns and casualties and, where the event carries injuries (seed 003, Injuries), its players Seriously
    Hurt or Dead by shirt number. Secret Objectives, a concession and extra time are left for the coaches."""
    figures = {
        "home_td": report.score.home,
        "away_td": report.score.away,
        "home_cas": report.casualties.home,
        "away_cas": report.casualties.away,
    }
    if pack.injuries_carry:
        injuries = {}
        for side in (HOME, AWAY):
            lines = report.lines(side)
            for outcome in (InjuryOutcome.SERIOUSLY_HURT, InjuryOutcome.DEAD):
                injuries[f"{side}_{outcome.value}"] = [line.player for line in lines if line.injury == outcome.value]
        figures["injuries"] = injuries
    return figures


def close_asks(game: EventGame) -> dict:
    """What the closing coach says besides the taps, as the event's result entry asks it: each coach's Secret
    Objectives achieved when the rulespack has them (seed 003, Secret Objectives), and who won a knockout game in
    extra time when the rulespack plays it (seed 003, Knockout Stage; asked only when the taps make it a draw is
    the result service's check, so the form offers it for every knockout game)."""
    pack = game.round.event.pack()
    return {
        "objectives": bool(pack.secret_objectives),
        "extra_time": game.places_low is not None and goes_to_extra_time(pack),
        "home": game.home.name,
        "away": game.away.name if game.away else "",
    }

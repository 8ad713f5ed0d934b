"""Injuries carried between an event's rounds, and the gold the weaker team then gets for inducements.

Source: seed 003 (``003_10674a811dc8f08c.txt``, GW *Blood Bowl Matched Play Guide*), "Injuries": "Some events may
decide not to have teams make a full recovery and instead suffer injuries in the same way as if the games were part
of a league ... This may result in players missing the next game of the event ... or even being killed outright!";
"teams should also calculate their Current Team Value (CTV) before each game, with the team with the lowest CTV
gaining a number of gold pieces equal to the difference ... spent on additional Inducements that will last for the
duration of the game. Any gold pieces not spent in this way are lost." With seed 000 (Blood Bowl Sevens Injury
Table): Sevens has no Casualty table; its Injury table's Seriously Hurt player misses "the team's next game" and a
Dead player is gone (``rules.tables``).

Readings (each repeated in its rule's docstring):

* In Sevens the Guide's "roll on the Casualty table" is the Sevens Injury table's own result, written down on the
  game's result as a league match report does: nothing is rolled by the app. Badly Hurt leaves no mark.
* A Seriously Hurt player misses his coach's next game of the event (a Bye is not a game: he misses the next one
  played); a Dead player plays no more of the event. Only a confirmed result's injuries count.
* A player is known by his shirt number through the event, on every round's roster of a Gold Piece Escalation event
  too (``rules.escalation`` keeps each number's player); a player without one takes the lowest number nobody on
  the roster wears, in roster order.
* The Current Team Value before a game is the Matched Play Team Value of the players who can play it (bought skills
  add nothing, seed 003, Purchasing Skills).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from .draft import Draft
from .players import next_free_number
from .tables import InjuryOutcome
from .violations import Violation

CARRIED_OUTCOMES = (InjuryOutcome.SERIOUSLY_HURT, InjuryOutcome.DEAD)
"""Seed 000, Blood Bowl Sevens Injury Table, with seed 003, Injuries: the results that outlast the game."""

OUTCOME_NAMES = {InjuryOutcome.SERIOUSLY_HURT: "Seriously Hurt", InjuryOutcome.DEAD: "Dead"}
"""The outcomes' names as the injury table prints them (rule terms: ``core.terms`` lists them for translation)."""



@dataclass(frozen=True)
class CarriedInjury:
    """Seed 003, Injuries: a player of a coach's roster (by shirt number) Seriously Hurt or Dead in a game (the
    coach's ``game``-th, Byes not counted, played in round ``round``)."""

    number: int
    outcome: InjuryOutcome
    game: int
    round: int = 0


@dataclass(frozen=True)
class CoachGame:
    """Ours: one of a coach's games as the injury rules read it: its round, whether it was a Bye, whether its
    result is confirmed, and the injuries his side's result names (stored, ``{"3": "seriously_hurt"}``)."""

    round: int
    bye: bool = False
    confirmed: bool = False
    injuries: Mapping[str, str] = field(default_factory=dict)


def shirt_numbers(draft: Draft) -> list[int]:
    """Seed 003, Injuries (reading): each player's number through the event; a player without one takes the lowest
    number nobody on the roster wears, in roster order."""
    taken = {player.number for player in draft.players if player.number}
    numbers = []
    for player in draft.players:
        if player.number:
            numbers.append(player.number)
        else:
            numbers.append(next_free_number(taken))
            taken.add(numbers[-1])
    return numbers


def missing_from(injuries: Iterable[CarriedInjury], game: int) -> dict[int, CarriedInjury]:
    """Seed 003, Injuries, with seed 000's Injury Table: who cannot play the coach's ``game``-th game (reading: a
    Seriously Hurt player misses the next game played; a Dead player every later one)."""
    missing = {}
    for injury in injuries:
        dead = injury.outcome == InjuryOutcome.DEAD and injury.game < game
        if dead or (injury.outcome == InjuryOutcome.SERIOUSLY_HURT and injury.game == game - 1):
            missing[injury.number] = injury
    return missing


def missing_after(history: Sequence[CoachGame]) -> dict[int, CarriedInjury]:
    """Seed 003, Injuries: who cannot play the coach's next game, after his earlier games in round order (reading:
    a Bye is not a game; only a confirmed result's injuries count)."""
    played = [game for game in history if not game.bye]
    injuries = []
    for number, game in enumerate(played, start=1):
        if game.confirmed:
            injuries += carried(game.injuries, number, game.round)
    return missing_from(injuries, len(played) + 1)


def injury_refusals(
    numbers: Sequence[int], missing: Mapping[int, CarriedInjury], seriously_hurt: Iterable[int], dead: Iterable[int],
    *, fields: tuple[str, str],
) -> list[Violation]:
    """Seed 003, Injuries: what a result may say of a team's injuries: players of its roster who played the game,
    each Seriously Hurt or Dead, not both (``fields``: where the Seriously Hurt and the Dead are entered)."""
    hurt, killed = set(seriously_hurt), set(dead)
    problems = []
    for number in sorted(hurt | killed):
        field_name = fields[0] if number in hurt else fields[1]
        if number not in numbers:
            problems.append(Violation("injury_unknown_player", field_name, {"number": number}))
        elif number in missing:
            problems.append(Violation("injury_missing_player", field_name, {"number": number}))
        elif number in hurt and number in killed:
            problems.append(Violation("injury_twice", field_name, {"number": number}))
    return problems


def injuries_of(seriously_hurt: Iterable[int], dead: Iterable[int]) -> dict[str, str]:
    """Ours: a game's injuries as stored, ``{"3": "seriously_hurt"}`` (JSON keys are strings)."""
    stored = {str(n): InjuryOutcome.SERIOUSLY_HURT.value for n in seriously_hurt}
    stored.update({str(n): InjuryOutcome.DEAD.value for n in dead})
    return dict(sorted(stored.items(), key=lambda item: int(item[0])))


def carried(stored: Mapping[str, str], game: int, round_number: int = 0) -> list[CarriedInjury]:
    """Ours: the stored injuries of a coach's ``game``-th game read back (anything unreadable left out)."""
    found = []
    for number, outcome in stored.items():
        if str(number).isdigit() and outcome in {o.value for o in CARRIED_OUTCOMES}:
            found.append(CarriedInjury(int(number), InjuryOutcome(outcome), game, round_number))
    return found


def current_team_value(draft: Draft, missing: Iterable[int], team_value) -> int:
    """Seed 003, Injuries: the Current Team Value before a game, of the players who can play it (``team_value`` is
    the Matched Play Team Value of a draft, ``rules.matchedplay.matched_play_team_value`` with its rulespack)."""
    away = set(missing)
    numbers = shirt_numbers(draft)
    players = tuple(p for p, n in zip(draft.players, numbers, strict=True) if n not in away)
    return team_value(replace(draft, players=players))


def inducement_gold(home_ctv: int, away_ctv: int) -> tuple[int, int]:
    """Seed 003, Injuries: the team with the lower Current Team Value gains the difference in gold pieces for one
    game's inducements (home, away); unspent, it is lost."""
    return max(away_ctv - home_ctv, 0), max(home_ctv - away_ctv, 0)

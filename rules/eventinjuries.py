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
  played); a Dead player plays no more of the event.
* A player is known by his shirt number (his place on the roster when he has none) through the event, on every
  round's roster of a Gold Piece Escalation event too.
* The Current Team Value before a game is the Matched Play Team Value of the players who can play it (bought skills
  add nothing, seed 003, Purchasing Skills).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from .draft import Draft
from .tables import InjuryOutcome
from .violations import Violation

CARRIED_OUTCOMES = (InjuryOutcome.SERIOUSLY_HURT, InjuryOutcome.DEAD)
"""Seed 000, Blood Bowl Sevens Injury Table, with seed 003, Injuries: the results that outlast the game."""

OUTCOME_NAMES = {InjuryOutcome.SERIOUSLY_HURT: "Seriously Hurt", InjuryOutcome.DEAD: "Dead"}


@dataclass(frozen=True)
class CarriedInjury:
    """Seed 003, Injuries: a player of a coach's roster (by shirt number) Seriously Hurt or Dead in a game."""

    number: int
    outcome: InjuryOutcome
    game: int  # the coach's game of the event it happened in, counted from 1 (Byes not counted)


def shirt_numbers(draft: Draft) -> list[int]:
    """Seed 003, Injuries (reading): each player's number through the event, his place on the roster if unnumbered."""
    return [player.number or index + 1 for index, player in enumerate(draft.players)]


def missing_from(injuries: Iterable[CarriedInjury], game: int) -> dict[int, CarriedInjury]:
    """Seed 003, Injuries, with seed 000's Injury Table: who cannot play the coach's ``game``-th game (reading: a
    Seriously Hurt player misses the next game played; a Dead player every later one)."""
    missing = {}
    for injury in injuries:
        dead = injury.outcome == InjuryOutcome.DEAD and injury.game < game
        if dead or (injury.outcome == InjuryOutcome.SERIOUSLY_HURT and injury.game == game - 1):
            missing[injury.number] = injury
    return missing


def injury_refusals(
    numbers: Sequence[int], missing: Mapping[int, CarriedInjury], seriously_hurt: Iterable[int], dead: Iterable[int],
    *, field: str,
) -> list[Violation]:
    """Seed 003, Injuries: what a result may say of a team's injuries: players of its roster who played the game,
    each Seriously Hurt or Dead, not both."""
    hurt, killed = set(seriously_hurt), set(dead)
    problems = []
    for number in sorted(hurt | killed):
        if number not in numbers:
            problems.append(Violation("injury_unknown_player", f"There is no #{number} on the roster.", field))
        elif number in missing:
            problems.append(Violation("injury_missing_player", f"#{number} did not play this game.", field))
        elif number in hurt and number in killed:
            problems.append(Violation("injury_twice", f"#{number} is Seriously Hurt or Dead, not both.", field))
    return problems


def injuries_of(seriously_hurt: Iterable[int], dead: Iterable[int]) -> dict[str, str]:
    """Ours: a game's injuries as stored, ``{"3": "seriously_hurt"}`` (JSON keys are strings)."""
    stored = {str(n): InjuryOutcome.SERIOUSLY_HURT.value for n in seriously_hurt}
    stored.update({str(n): InjuryOutcome.DEAD.value for n in dead})
    return dict(sorted(stored.items(), key=lambda item: int(item[0])))


def carried(stored: Mapping[str, str], game: int) -> list[CarriedInjury]:
    """Ours: the stored injuries of a coach's ``game``-th game read back (anything unreadable left out)."""
    found = []
    for number, outcome in stored.items():
        if str(number).isdigit() and outcome in {o.value for o in CARRIED_OUTCOMES}:
            found.append(CarriedInjury(int(number), InjuryOutcome(outcome), game))
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

"""Secret Objectives: three D16 rolls a coach a game, duplicates re-rolled, from seed 003's table.

Source: seed 003 (``003_10674a811dc8f08c.txt``, GW *Blood Bowl Matched Play Guide*, OCR), "Secret Objectives" and
its "D16 Secret Objective" table. Readings of the OCR (the scan turns a G into a C): 3 "Coing Alone" is Going Alone,
5 "Coing Surfing" is Going Surfing, 12 "Just a Little Furthen" is Just a Little Further, 13 "Co Long" is Go Long,
16 "Headtaker." is Headtaker; 11 "Hit *em Hard" is Hit 'em Hard.
"""

from __future__ import annotations

from dataclasses import dataclass

from .dice import Dice


@dataclass(frozen=True)
class SecretObjective:
    """Seed 003, D16 Secret Objective: a table line."""

    number: int
    name: str
    aim: str


SECRET_OBJECTIVES: tuple[SecretObjective, ...] = tuple(
    SecretObjective(number, name, aim)
    for number, (name, aim) in enumerate(
        (
            ("Red Card", "Have a player on your team Sent-off."),
            ("Didn't Need Them Anyway", "Finish any half with at least one re-roll unused."),
            ("Going Alone", "Have a player on your team knock down an opposition player without having any "
             "offensive assists."),
            ("Fouling Frenzy", "Make at least three Foul actions over the course of the game."),
            ("Going Surfing", "Push an opposition player into the crowd."),
            ("Ganging Up", "Have two or more players on your team make a Block action against the same opposition "
             "player in the same team turn."),
            ("Whoops!", "Have a player on your team Knocked Down as a result of their own Block or Blitz action."),
            ("Not so Fast!", "Cause an opposition player to fail a Dodge roll."),
            ("Timely Tackle", "Successfully knock down an opposition player that was carrying the ball."),
            ("Precision Passing", "Make three successful Pass actions over the course of the game."),
            ("Hit 'em Hard", "Knock-out or inflict a Casualty! result on two opposition players in the same team "
             "turn."),
            ("Just a Little Further", "Have a player on your team score a touchdown after successfully Rushing into "
             "the opposition's End Zone."),
            ("Go Long", "Make a successful Pass action that is either a Long Pass or a Long Bomb."),
            ("Nuffle Favours the Bold", "Have a player on your team make a Block action against an opposition player "
             "that has a higher ST after assists have been calculated."),
            ("All According to Plan", "Finish a turn after activating every eligible player without using a re-roll "
             "and without causing a Turnover."),
            ("Headtaker", "Inflict a Casualty! result on an opposition player."),
        ),
        start=1,
    )
)
"""Seed 003, D16 Secret Objective: the sixteen objectives, numbered as rolled."""

OBJECTIVES_ROLLED = 3
"""Seed 003, Secret Objectives: "each coach should roll for three Secret Objectives"."""


def objective(number: int) -> SecretObjective:
    """Seed 003, D16 Secret Objective: the objective a D16 result names."""
    return SECRET_OBJECTIVES[number - 1]


def roll_secret_objectives(dice: Dice, *, coach: str = "") -> list[SecretObjective]:
    """Seed 003, Secret Objectives: roll a D16 three times, re-rolling any result already rolled for this game;
    every roll, re-rolls included, is recorded on the dice with the objective it named."""
    rolled: list[SecretObjective] = []
    while len(rolled) < OBJECTIVES_ROLLED:
        number = dice.roll(16, why="Secret Objective", subject=coach).result
        picked = objective(number)
        if picked in rolled:
            dice.annotate_last(f"{picked.name}: already rolled, re-rolled")
            continue
        dice.annotate_last(picked.name)
        rolled.append(picked)
    return rolled

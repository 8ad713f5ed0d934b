"""Gold Piece Escalation: a roster for each round's Team Draft Budget, each adding to the one before.

Source: seed 003 (``003_10674a811dc8f08c.txt``, GW *Blood Bowl Matched Play Guide*), "Gold Piece Escalation" (OCR
"GOLD Pltlt tjvnwr."): the budget grows after each round ("1,000,000 gold pieces for game 1, before increasing this
to 1,100,000 for game 2, then 1,200,000 for game 3"); "coaches can only add to their Team Draft Roster and cannot
take anything away from it once it has been added in"; "at the start of the event, coaches must submit all of their
Team Draft Rosters for all the Team Draft Budgets that they will be playing".

Readings (each repeated in its rule's docstring):

* One roster per round the rulespack plans; a round past the plan (a knockout's last games) keeps the last roster.
* "Cannot take anything away": every player of a round's roster is in the next one under the same shirt number
  (``rules.eventinjuries.shirt_numbers``: the number an injury follows him by), in the same position, with every
  skill he had added (he may gain one where he had none, within the Skill Points); the race, the re-rolls, the
  staff, the Dedicated Fans, each inducement and each Star Player never go down.
* Inducements are bought once, from round 1's budget, and kept for every round (the later gold goes to the team).
* Each roster is checked against every Matched Play limit at its own round's budget; the Skill Points allowance
  stays the tier's (the Guide adds gold, not points).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from .draft import Draft
from .eventcore import Rulespack
from .eventinjuries import shirt_numbers
from .matchedplay import MatchedPlayRoster, budget_for_round, roster_problems
from .rosters import race
from .violations import Violation

STAFF_KEPT = ("rerolls", "assistant_coaches", "cheerleaders", "apothecary", "dedicated_fans")
"""Seed 003, Gold Piece Escalation: what a later roster may raise but never lower (each an ``escalation_staff``
variant)."""


def escalates(pack: Rulespack) -> bool:
    """Seed 003, Gold Piece Escalation: an event whose budget grows after each round."""
    return pack.gold_escalation > 0


def stage_count(pack: Rulespack) -> int:
    """Seed 003, Gold Piece Escalation: "all of their Team Draft Rosters for all the Team Draft Budgets": one per
    planned round in an escalation event, one otherwise."""
    return max(pack.rounds, 1) if escalates(pack) else 1


def stage_pack(pack: Rulespack, round_number: int) -> Rulespack:
    """Seed 003, Gold Piece Escalation: the rulespack as it stands for a round, its budget grown."""
    return replace(pack, budget=budget_for_round(pack, round_number))


def stage_for_round(pack: Rulespack, round_number: int) -> int:
    """Seed 003, Gold Piece Escalation: which roster a round is played with (reading: a round past the plan keeps
    the last), 1-based."""
    return min(max(round_number, 1), stage_count(pack))


def _position(race_name: str, edition_key: str, name: str) -> str:
    found = race(race_name, edition_key)
    position = found.position(name) if found else None
    return position.name if position else name


def escalation_problems(earlier: MatchedPlayRoster, later: MatchedPlayRoster, round_number: int,
                        edition_key: str = "2020") -> list[Violation]:
    """Seed 003, Gold Piece Escalation: "coaches can only add to their Team Draft Roster and cannot take anything
    away": what the round's roster took away from the one before (reading: each player keeps his shirt number,
    position and added skills; the race, re-rolls, staff, fans, inducements and Star Players never go down)."""
    rounds = {"round": round_number, "before": round_number - 1}
    field = f"stage_{round_number}"
    a, b = earlier.draft, later.draft
    if a.race != b.race:
        return [Violation("escalation_race", field, {**rounds, "race": b.race, "earlier": a.race})]
    by_number = dict(zip(shirt_numbers(b), b.players, strict=True))
    problems = []
    for number, player in zip(shirt_numbers(a), a.players, strict=True):
        kept = by_number.get(number)
        position = _position(a.race, edition_key, player.position)
        if (
            kept is not None
            and _position(b.race, edition_key, kept.position) == position
            and set(player.skills) <= set(kept.skills)
        ):
            continue
        problems.append(Violation(
            "escalation_player",
            field,
            {
                **rounds,
                "number": number,
                "name": player.name or player.position,
                "position": player.position,
                "skills": tuple(player.skills),
            },
            variant="skilled" if player.skills else "",
        ))
    for name in STAFF_KEPT:
        if int(getattr(b, name)) < int(getattr(a, name)):
            problems.append(Violation(
                "escalation_staff",
                field,
                {**rounds, "count": int(getattr(b, name)), "earlier": int(getattr(a, name))},
                variant=name,
            ))
    for key, qty in earlier.inducements.items():
        if later.inducements.get(key, 0) < qty:
            problems.append(Violation("escalation_inducement", field, {**rounds, "inducement": key}))
    dropped = {star.name for star in earlier.star_players} - {star.name for star in later.star_players}
    problems += [Violation("escalation_star", field, {**rounds, "star": name}) for name in sorted(dropped)]
    return problems


def stages_problems(stages: Sequence[MatchedPlayRoster | Draft], pack: Rulespack,
                    edition_key: str = "2020") -> list[Violation]:
    """Seed 003, Gold Piece Escalation: every roster checked at its own round's budget (each field named
    ``stage_<round>``, and a later round's problems carry its number as the ``stage`` param; round 1's keep their own
    names), then each against the one before; a round that keeps the roster of the round before is not checked
    again (the budget only grows)."""
    rosters = [MatchedPlayRoster.of(stage) for stage in stages]
    problems: list[Violation] = []
    for number, roster in enumerate(rosters, start=1):
        if number > 1 and roster == rosters[number - 2]:
            continue  # the same roster as the round before, under a larger budget: nothing new to say
        found = roster_problems(roster, stage_pack(pack, number))
        if number == 1:
            problems += found
        else:
            problems += [replace(v, params={**v.params, "stage": number}, field=f"stage_{number}") for v in found]
            problems += escalation_problems(rosters[number - 2], roster, number, edition_key)
    return problems

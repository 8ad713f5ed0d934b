"""Player Advancement and the Draft as the 2025 Sevens league plays them (Spike! Journal 22, League Play).

The ruleset chooses: ``Ruleset.primary_candidates`` (3) and ``primary_pickers`` (coach, opponent, coach) say a
chosen player's Primary skill comes from candidates both coaches pick and a D3 decides; ``skills_never_gained``
(Leader, Pro) are never a candidate nor a random draw; ``advancement_eligibility`` says who may be chosen;
``draft_keep_increase`` lets a coach keep a poached player. The 2020 rulesets keep ``rules.advancement`` as it was.

The Primary step is two pure functions the app calls in turn: ``candidate_refusal`` (is this pick allowed, and
is it this coach's turn?) as each of the three picks is made, then ``roll_candidates`` (the D3) once all are in.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from .advancement import (
    PRIMARY,
    SECONDARY,
    Advancement,
    AdvancementError,
    Candidate,
    advance,
    eligible,
    gained_skill_refusal,
    no_skill_left,
    not_a_category,
    skills_available,
    value_increase,
)
from .dice import Dice
from .rulesets import NOT_A_CASUALTY, Ruleset
from .violations import Violation

COACH = "coach"
OPPONENT = "opponent"


def eligible_for(ruleset: Ruleset, candidates: Iterable[Candidate]) -> list[Candidate]:
    """Seed 000 (played, not killed: ``rules.advancement.eligible``); Spike! Journal 22, Player Advancement: "any
    player on your team that was not removed as a Casualty during the course of the game".

    Readings: the journal does not ask that he played, so a player who sat in the Reserves may be chosen. A
    Casualty an apothecary patched up (seed 000, Apothecaries: "4+ to the Reserves box") may advance (decided): he
    ended the game in the Reserves box, not removed to the Casualty box (``casualty`` is the injury that stands)."""
    if ruleset.advancement_eligibility == NOT_A_CASUALTY:
        return [c for c in candidates if not c.casualty and not c.died]
    return eligible(candidates)


def eligibility_refusal(ruleset: Ruleset) -> Violation:
    """Seed 000 and Spike! Journal 22, Player Advancement: what to tell a coach who names a player the ruleset
    does not let him choose (``eligible_for``); its variant says who may be chosen (``not_a_casualty``, else
    ``played``)."""
    casualty = ruleset.advancement_eligibility == NOT_A_CASUALTY
    return Violation("player_not_eligible", "player", variant="not_a_casualty" if casualty else "played")


def candidates_needed(ruleset: Ruleset, candidate: Candidate, category: str) -> int:
    """Spike! Journal 22, Player Advancement: how many candidates are picked for this player and category (three,
    or every open skill when fewer are open: the reading of ``roll_candidates``); 0 when the ruleset picks none."""
    if ruleset.primary_candidates == 0:
        return 0
    return min(ruleset.primary_candidates, len(open_candidates(ruleset, candidate, category)))


def never_gained(ruleset: Ruleset) -> frozenset[str]:
    """Spike! Journal 22, Leader & Pro: "no player may ever gain the Leader or Pro Skills during Player
    Advancement"; with the league's banned skills."""
    return frozenset(ruleset.banned_skills) | ruleset.skills_never_gained


def next_picker(ruleset: Ruleset, picks: Sequence[str]) -> str | None:
    """Spike! Journal 22, Player Advancement: "three Skills are selected ... two by yourself, and one by your
    opponent (alternating who picks, starting with yourself)": who picks next (``coach``/``opponent``), or None
    when every candidate is in."""
    order = ruleset.primary_pickers
    return order[len(picks)] if len(picks) < len(order) else None


def open_candidates(
    ruleset: Ruleset, candidate: Candidate, category: str, picks: Sequence[str] = ()
) -> tuple[str, ...]:
    """Spike! Journal 22, Player Advancement and Leader & Pro: the skills of the chosen Primary category still
    open to be picked (ones the player could gain, never Leader or Pro, none already picked), in catalogue order."""
    taken = {p.lower() for p in picks}
    pool = skills_available(candidate, category, ruleset.edition, banned=never_gained(ruleset))
    return tuple(s.name for s in pool if s.name.lower() not in taken)


def candidate_refusal(
    ruleset: Ruleset,
    candidate: Candidate,
    category: str,
    picks: Sequence[str],
    skill: str,
    *,
    picker: str,
) -> Violation | None:
    """Spike! Journal 22, Player Advancement: why ``picker`` may not add ``skill`` as the next candidate (not his
    turn, a category outside the player's Primary ones, a skill he cannot gain, Leader or Pro, one already picked,
    all three in), or None when he may.

    Reading: a candidate is a skill the player could gain (never a trait, nor one he has), so the opponent cannot
    spoil a pick with a skill that could never be learnt; the three candidates are three different skills."""
    if ruleset.primary_candidates == 0:
        return Violation("no_candidates", params={"ruleset": ruleset.name})
    expected = next_picker(ruleset, picks)
    if expected is None:
        return Violation("candidates_complete")
    if picker != expected:
        return Violation("not_your_pick", variant=expected)
    if category not in candidate.position.primary:
        return Violation(
            "skill_not_available",
            params={"player": candidate.name, "category": category, "categories": tuple(candidate.position.primary)},
            variant="not_primary",
        )
    refusal = gained_skill_refusal(
        candidate.position,
        skill,
        have=candidate.skills,
        banned=never_gained(ruleset),
        edition_key=ruleset.edition,
        player=candidate.name,
    )
    if refusal is not None:
        return refusal
    if skill.strip().lower() not in {s.lower() for s in open_candidates(ruleset, candidate, category)}:
        return Violation(
            "skill_not_available",
            params={"player": candidate.name, "skill": skill, "category": category},
            variant="not_open",
        )
    if skill.strip().lower() in {p.lower() for p in picks}:
        return Violation("candidate_repeated", params={"skill": skill})
    return None


def roll_candidates(
    ruleset: Ruleset, candidate: Candidate, category: str, candidates: Sequence[str], dice: Dice
) -> Advancement:
    """Spike! Journal 22, Player Advancement: "randomly determine which of them the player learns. We would
    recommend using a D3": the D3 chooses among the candidates numbered in the order given (the coach numbers
    them; the app passes them in pick order unless the coach numbers them otherwise).

    Reading (the journal is silent): when fewer than three skills are open in the category, every open one is a
    candidate and the roll chooses among them (one left: he gains it, no roll); none left: the coach picks
    another category (``AdvancementError``)."""
    if category not in candidate.position.primary:
        raise AdvancementError(not_a_category(candidate, PRIMARY, category))
    open_now = open_candidates(ruleset, candidate, category)
    if not open_now:
        raise AdvancementError(no_skill_left(candidate, category))
    needed = min(ruleset.primary_candidates, len(open_now))
    names = [c.strip() for c in candidates]
    if len(names) != needed or len({n.lower() for n in names}) != needed:
        raise AdvancementError(Violation("candidates_incomplete", "skill", {"count": needed}))
    lookup = {s.lower(): s for s in open_now}
    if any(n.lower() not in lookup for n in names):
        raise AdvancementError(
            Violation("candidate_not_open", "skill", {"category": category, "player": candidate.name})
        )
    if needed == 3:
        number = dice.d3(
            why="Player Advancement: D3 among %(skills)s", subject=candidate.name, params={"skills": names}
        )
        dice.annotate_last(names[number - 1])
        skill = names[number - 1]
    elif needed == 1:
        skill = names[0]
    else:
        skill = dice.choice(
            names,
            why="Player Advancement: random among %(skills)s",
            subject=candidate.name,
            label=str,
            params={"skills": names},
        )
    return Advancement(
        key=candidate.key,
        name=candidate.name,
        kind=PRIMARY,
        category=category,
        skill=lookup[skill.lower()],
        value_increase=value_increase(PRIMARY, candidate.gained),
    )


def advance_as_ruled(
    ruleset: Ruleset, candidate: Candidate, kind: str, category: str, picks: Sequence[str], dice: Dice
) -> Advancement:
    """Seed 000 or Spike! Journal 22, Player Advancement, as the ruleset plays it: the D3 among the picked
    candidates (``roll_candidates``) or a random Secondary skill where candidates are picked (``picks`` holds the
    one the coach kept of the two rolled: ``kept_secondary``; empty: one roll, ``advance_secondary``), else seed
    000's random skill of the category (``rules.advancement.advance``)."""
    if ruleset.primary_candidates and kind == PRIMARY:
        return roll_candidates(ruleset, candidate, category, picks, dice)
    if ruleset.primary_candidates and picks:  # 2025: the one the coach kept of the two rolled
        return kept_secondary(ruleset, candidate, category, picks, picks[0])
    if ruleset.primary_candidates:
        return advance_secondary(ruleset, candidate, category, dice)
    return advance(candidate, kind, category, dice, ruleset.edition, banned=ruleset.banned_skills)


def random_secondary_player(ruleset: Ruleset, candidates: Sequence[Candidate], dice: Dice) -> Candidate:
    """Spike! Journal 22, Player Advancement: "randomly select any player on your team that was not removed as a
    Casualty"."""
    pool = eligible_for(ruleset, candidates)
    if not pool:
        raise AdvancementError(Violation("no_player_can_advance", "player", variant="not_a_casualty"))
    return dice.choice(pool, why="Player Advancement: random player for a Secondary skill", label=lambda c: c.name)


SECONDARY_ROLLS_2025 = 2
"""2025 rulebook, League Play, New Skills (Spike! Journal 22's "randomly selected Secondary Skill as explained on
page 97"): "roll two D6 ... Do this twice, and then choose which of the two randomly rolled Skills you wish your
player to receive. If you roll the same Skill both times, you must choose that one (if able)." """


def secondary_rolls(ruleset: Ruleset) -> int:
    """How many random Secondary skills are rolled for the coach to keep one: two in the 2025 edition (its New
    Skills, to which the journal points), one in the 2020 rulesets (seed 000 rolls the skill once)."""
    return SECONDARY_ROLLS_2025 if ruleset.edition == "2025" else 1


def roll_secondary_pair(ruleset: Ruleset, candidate: Candidate, category: str, dice: Dice) -> tuple[str, ...]:
    """2025 rulebook, New Skills: the random Secondary skill is rolled twice; both rolls are kept and shown, and the
    coach then keeps one (``kept_secondary``). Each roll is even among the skills he could gain, never Leader or Pro
    (``advance_secondary``'s reading: the table re-rolls a skill he cannot take)."""
    return tuple(advance_secondary(ruleset, candidate, category, dice).skill for _ in range(secondary_rolls(ruleset)))


def keep_refusal_secondary(rolled: Sequence[str], kept: str) -> Violation | None:
    """2025 rulebook, New Skills: the coach keeps one of the two rolled skills; "If you roll the same Skill both
    times, you must choose that one"."""
    if kept.strip().lower() not in {r.lower() for r in rolled}:
        return Violation("skill_not_rolled", "skill", {"first": rolled[0], "second": rolled[-1]})
    return None


def kept_secondary(
    ruleset: Ruleset, candidate: Candidate, category: str, rolled: Sequence[str], kept: str
) -> Advancement:
    """2025 rulebook, New Skills: the Secondary skill the coach kept of the two rolled, with the journal's Value
    Increase (+20,000 first, +30,000 after); no die is rolled here."""
    refusal = keep_refusal_secondary(rolled, kept)
    if refusal is not None:
        raise AdvancementError(refusal)
    if category not in candidate.position.secondary:
        raise AdvancementError(not_a_category(candidate, SECONDARY, category))
    name = next(r for r in rolled if r.lower() == kept.strip().lower())
    return Advancement(
        key=candidate.key,
        name=candidate.name,
        kind=SECONDARY,
        category=category,
        skill=name,
        value_increase=value_increase(SECONDARY, candidate.gained),
    )


def advance_secondary(ruleset: Ruleset, candidate: Candidate, category: str, dice: Dice) -> Advancement:
    """Spike! Journal 22, Player Advancement: the random player gains "a randomly selected Secondary Skill" of the
    category the coach chose, never Leader or Pro (nor a skill he cannot gain: ``rules.advancement.advance``).

    Reading: the draw is even among the skills he could gain, as the 2020 rulesets draw (the rulebook's two-D6
    table re-rolls a skill he cannot take, which gives the same odds)."""
    if candidate.casualty or candidate.died:
        raise AdvancementError(Violation("player_cannot_advance", "player", {"player": candidate.name}, "casualty"))
    return advance(
        replace(candidate, played=True),
        SECONDARY,
        category,
        dice,
        ruleset.edition,
        banned=never_gained(ruleset),
    )


@dataclass(frozen=True)
class KeepOffer:
    """Spike! Journal 22, Drafted Players: a poached player the coach may keep by paying his Current Value."""

    key: object
    name: str
    price: int  # his Current Value now
    affordable: bool
    value_after: int  # his Current Value once kept


def keep_offer(ruleset: Ruleset, *, key: object, name: str, current_value: int, treasury: int) -> KeepOffer | None:
    """Spike! Journal 22, Drafted Players: "To retain the player, you must spend gold pieces from your team's
    Treasury equal to the player's Current Value. If you can't, the player is removed" and, once paid, "increase the
    player's Current Value by 15,000". None when the ruleset lets no poached player be kept (seed 000).

    Reading: paying is the coach's choice (he may let the player go even with the gold)."""
    if ruleset.draft_keep_increase is None:
        return None
    return KeepOffer(
        key=key,
        name=name,
        price=current_value,
        affordable=treasury >= current_value,
        value_after=current_value + ruleset.draft_keep_increase,
    )


def keep_refusal(offer: KeepOffer, treasury: int) -> Violation | None:
    """Spike! Journal 22, Drafted Players: the treasury must hold the player's Current Value to keep him."""
    if treasury < offer.price:
        return Violation(
            "treasury_short", "treasury", {"player": offer.name, "price": offer.price, "treasury": treasury}, "keep"
        )
    return None


def firing_refusal(ruleset: Ruleset) -> Violation | None:
    """Spike! Journal 22, Temporarily Retiring: "Coaches may not choose to fire any players or Sideline Staff" and
    no player is ever Temporarily Retired. None when the ruleset lets a coach fire (the 2020 rulesets)."""
    if ruleset.firing_allowed:
        return None
    return Violation("firing_not_allowed", "players", {"ruleset": ruleset.name})

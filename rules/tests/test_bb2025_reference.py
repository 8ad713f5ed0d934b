"""The 2025 roster and skill data (rules/data/bb2025.json) against ../shared/reference/bb2025/: every difference is
named, and only the accepted ones (each with its reason) may remain."""

import dataclasses
import json
from pathlib import Path

import pytest

from rules.rosters import edition

REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "reference" / "bb2025"
pytestmark = pytest.mark.skipif(not (REFERENCE / "rosters.json").exists(), reason="no shared 2025 reference here")

ACCEPTED: dict[str, str] = {}
"""Accepted differences and why. None today: the data was written from the reference and agrees with it field by
field. Fields the project does not keep (so not compared): a team's ``doubts``, ``edition`` ("BB2025": our file
says "2025"), a position's ``min_qty`` (0 for every position), ``source_conflicts`` and ``resolution`` (the
reference's working notes), ``big_guy_group`` (derived: a position with the Big Guy keyword on a team with a
shared cap; checked below), and a skill's ``type``, ``mandatory``, ``random_table`` and ``sources``."""


def _reference(name: str):
    return json.loads((REFERENCE / name).read_text(encoding="utf-8"))


def roster_differences(ours=None) -> list[str]:
    ours = ours or edition("2025")
    differences: list[str] = []
    reference = _reference("rosters.json")
    for extra in sorted({r.name for r in ours.races} - {t["name"] for t in reference}):
        differences.append(f"{extra}: not in the reference")
    for team in reference:
        race = ours.race(team["name"])
        if race is None:
            differences.append(f"{team['name']}: missing")
            continue
        for field, theirs, mine in [
            ("tier", team["tier"], race.tier),
            ("Sevens tier", team["tier_sevens"], race.tier_sevens),
            ("re-roll cost", team["reroll_cost"], race.reroll_cost),
            ("apothecary", team["apothecary_allowed"], race.apothecary_allowed),
            ("special rules", sorted(team["special_rules"]), sorted(race.special_rules)),
            ("special rule choice", sorted(team["special_rule_choice"]), sorted(race.special_rule_choice)),
            ("league choice", team["league_choice"], race.league_choice),
            ("Big Guy cap", team["max_big_guys"], race.max_big_guys),
            ("official", team["official"], race.official),
        ]:
            if theirs != mine:
                differences.append(f"{team['name']}: {field} is {mine!r}, reference {theirs!r}")
        for extra in sorted({p.name for p in race.positions} - {p["name"] for p in team["positions"]}):
            differences.append(f"{team['name']} / {extra}: not in the reference")
        for pos in team["positions"]:
            mine = race.position(pos["name"])
            if mine is None or mine.name != pos["name"]:
                differences.append(f"{team['name']} / {pos['name']}: missing")
                continue
            in_cap = mine.is_big_guy and race.max_big_guys is not None
            for field, theirs, ours_value in [
                ("max", pos["max_qty"], mine.max_qty),
                ("cost", pos["cost"], mine.cost),
                ("MA", pos["ma"], mine.ma),
                ("ST", pos["st"], mine.st),
                ("AG", pos["ag"], mine.ag),
                ("PA", pos["pa"], mine.pa),
                ("AV", pos["av"], mine.av),
                ("skills", sorted(pos["skills"]), sorted(mine.skills)),
                ("keywords", sorted(pos["keywords"]), sorted(mine.keywords)),
                ("primary", sorted(pos["primary"]), sorted(mine.primary)),
                ("secondary", sorted(pos["secondary"]), sorted(mine.secondary)),
                ("Lineman", pos["is_lineman"], mine.is_lineman),
                ("Big Guy", pos["is_big_guy"], mine.is_big_guy),
                ("Big Guy cap", pos["big_guy_group"], in_cap),
                ("Stunty", pos["stunty"], mine.stunty),
                ("min", pos["min_qty"], 0),
            ]:
                if theirs != ours_value:
                    differences.append(
                        f"{team['name']} / {pos['name']}: {field} is {ours_value!r}, reference {theirs!r}"
                    )
            for alias in pos.get("aliases", ()):
                if race.position(alias) is not mine:
                    differences.append(f"{team['name']} / {pos['name']}: alias {alias!r} does not find it")
    return differences


def skill_differences() -> list[str]:
    ours = edition("2025")
    data = _reference("skills.json")
    differences = []
    if sorted(c for c in data["categories"] if c != "Trait") != sorted(ours.categories):
        differences.append(f"categories are {sorted(ours.categories)}")
    for entry in data["skills"]:
        mine = ours.skill(entry["name"])
        if mine is None:
            differences.append(f"skill {entry['name']}: missing")
            continue
        for field, theirs, value in [
            ("category", entry["category"], mine.category),
            ("random advancement", entry["random_advancement"], mine.random_advancement),
            ("elite", entry["elite"], mine.elite),
        ]:
            if theirs != value:
                differences.append(f"skill {entry['name']}: {field} is {value!r}, reference {theirs!r}")
    names = {e["name"].lower() for e in data["skills"]}
    differences += [f"skill {s.name}: not in the reference" for s in ours.skills if s.name.lower() not in names]
    return differences


def test_rosters_match_the_reference():
    differences = [d for d in roster_differences() if d not in ACCEPTED]
    assert not differences, "2025 roster data differs from the reference:\n" + "\n".join(differences)


def test_skills_match_the_reference():
    differences = [d for d in skill_differences() if d not in ACCEPTED]
    assert not differences, "2025 skill data differs from the reference:\n" + "\n".join(differences)


def test_every_accepted_difference_still_exists():
    assert set(ACCEPTED) <= set(roster_differences()) | set(skill_differences())


def test_every_roster_skill_is_in_the_catalogue():
    ours = edition("2025")
    assert not {s for r in ours.races for p in r.positions for s in p.skills if ours.skill(s) is None}


def test_the_comparison_names_a_changed_keyword():
    ours = edition("2025")
    human = ours.race("Human")
    hopeful = human.position("Halfling Hopeful")
    changed_pos = dataclasses.replace(hopeful, keywords=("Halfling",))
    changed_human = dataclasses.replace(
        human, positions=tuple(changed_pos if p is hopeful else p for p in human.positions)
    )
    changed = dataclasses.replace(ours, races=tuple(changed_human if r is human else r for r in ours.races))
    assert roster_differences(changed) == [
        "Human / Halfling Hopeful: keywords is ['Halfling'], reference ['Halfling', 'Lineman']",
        "Human / Halfling Hopeful: Lineman is False, reference True",
    ]

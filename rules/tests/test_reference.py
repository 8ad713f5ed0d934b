"""The project's roster and skill data against the shared reference (when it is present)."""

import dataclasses
import json
from pathlib import Path

import pytest

from rules.rosters import edition, skill_base_name

REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "reference"
pytestmark = pytest.mark.skipif(not (REFERENCE / "rosters.json").exists(), reason="no shared reference here")


def _reference(name: str):
    return json.loads((REFERENCE / name).read_text(encoding="utf-8"))


def roster_differences(ours=None) -> list[str]:
    ours = ours or edition("2020")
    differences: list[str] = []
    reference = _reference("rosters.json")
    ref_names = {t["name"] for t in reference}
    for extra in sorted({r.name for r in ours.races} - ref_names):
        differences.append(f"{extra}: not in the reference")
    for team in reference:
        race = ours.race(team["name"])
        if race is None:
            differences.append(f"{team['name']}: missing")
            continue
        for field, theirs, mine in [
            ("tier", team["tier"], race.tier),
            ("re-roll cost", team["reroll_cost"], race.reroll_cost),
            ("apothecary", team["apothecary_allowed"], race.apothecary_allowed),
            ("special rules", sorted(team["special_rules"]), sorted(race.special_rules)),
            ("special rule choice", sorted(team["special_rule_choice"]), sorted(race.special_rule_choice)),
            ("Big Guy cap", team["max_big_guys"], race.max_big_guys),
            ("official", team["official"], race.official),
        ]:
            if theirs != mine:
                differences.append(f"{team['name']}: {field} is {mine!r}, reference {theirs!r}")
        ref_positions = {p["name"] for p in team["positions"]}
        for extra in sorted({p.name for p in race.positions} - ref_positions):
            differences.append(f"{team['name']} / {extra}: not in the reference")
        for pos in team["positions"]:
            mine = race.position(pos["name"])
            if mine is None or mine.name != pos["name"]:
                differences.append(f"{team['name']} / {pos['name']}: missing")
                continue
            for field, theirs, ours_value in [
                ("max", pos["max_qty"], mine.max_qty),
                ("cost", pos["cost"], mine.cost),
                ("MA", pos["ma"], mine.ma),
                ("ST", pos["st"], mine.st),
                ("AG", pos["ag"], mine.ag),
                ("PA", pos["pa"], mine.pa),
                ("AV", pos["av"], mine.av),
                ("skills", sorted(pos["skills"]), sorted(mine.skills)),
                ("primary", sorted(pos["primary"]), sorted(mine.primary)),
                ("secondary", sorted(pos["secondary"]), sorted(mine.secondary)),
                ("Lineman", pos["is_lineman"], mine.is_lineman),
                ("Big Guy", pos["is_big_guy"], mine.is_big_guy),
                ("Stunty", pos["stunty"], mine.stunty),
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
    ours = edition("2020")
    differences = []
    reference = _reference("skills.json")["skills"]
    for entry in reference:
        mine = ours.skill(entry["name"])
        if mine is None:
            differences.append(f"skill {entry['name']}: missing")
            continue
        if mine.category != entry["category"]:
            differences.append(f"skill {entry['name']}: category {mine.category}, reference {entry['category']}")
        if mine.random_advancement != entry["random_advancement"]:
            differences.append(
                f"skill {entry['name']}: random advancement {mine.random_advancement}, "
                f"reference {entry['random_advancement']}"
            )
        if mine.dungeon_bowl_only != (entry.get("scope") == "Dungeon Bowl only"):
            differences.append(f"skill {entry['name']}: Dungeon Bowl only {mine.dungeon_bowl_only}, reference scope")
    ref_names = {skill_base_name(e["name"]).lower() for e in reference}
    for skill in ours.skills:
        if skill.base_name.lower() not in ref_names:
            differences.append(f"skill {skill.name}: not in the reference")
    return differences


def test_rosters_match_the_reference():
    differences = roster_differences()
    assert not differences, "Roster data differs from the reference:\n" + "\n".join(differences)


def test_skills_match_the_reference():
    differences = skill_differences()
    assert not differences, "Skill data differs from the reference:\n" + "\n".join(differences)


def test_every_roster_skill_is_in_the_catalogue():
    ours = edition("2020")
    unknown = {s for r in ours.races for p in r.positions for s in p.skills if ours.skill(s) is None}
    assert not unknown


def test_the_comparison_names_a_changed_fee():
    ours = edition("2020")
    human = ours.race("Human")
    blitzer = human.position("Human Blitzer")
    cheaper = dataclasses.replace(blitzer, cost=blitzer.cost - 5000)
    changed_human = dataclasses.replace(human, positions=tuple(cheaper if p is blitzer else p for p in human.positions))
    changed = dataclasses.replace(ours, races=tuple(changed_human if r is human else r for r in ours.races))
    assert roster_differences(changed) == ["Human / Human Blitzer: cost is 80000, reference 85000"]

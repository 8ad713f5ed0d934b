"""The rules' codes are worded in one place (``core.wording``): every violation the code can give has a sentence,
each sentence's placeholders are values its violations carry, and the English is the text the pages always showed.

The sites are found in the source (``Violation("code", field, {params}, variant=...)`` in ``rules/`` and in the
report's line checks), so a new violation without a wording fails here, not in front of a coach.
"""

from __future__ import annotations

import ast
import enum
import importlib
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest
from django.utils import translation

from core import wording
from core.terms import SPECIAL_RULES, TERMS
from core.wording import VIOLATIONS, say, word
from rules import advancement, postgame, report, scoring, staff, tables
from rules.choices import _Labelled
from rules.draft import SPECIALIST_KINDS, Draft, DraftPlayer, journeyman_keep_refusal, validate_draft
from rules.errors import DomainError
from rules.escalation import STAFF_KEPT, stages_problems
from rules.eventcore import AWARDS, EDITION_NAMES, KNOCKOUT_DRAWS, TIEBREAKERS, Rulespack
from rules.eventinjuries import OUTCOME_NAMES
from rules.objectives import SECRET_OBJECTIVES
from rules.rosters import race
from rules.rulesets import EDITION_CHOICES, RULESETS_BY_EDITION, sevens, sevens_2025, street_bowl
from rules.violations import Violation

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted([*(ROOT / "rules").glob("*.py"), ROOT / "matches" / "services" / "report.py"])
DERIVED = {"who": {"player", "position"}, "journeyman": {"player"}, "positions": {"position"}}
"""Placeholders ``core.wording`` works out, and the params each needs."""

VARIANTS = {
    # (function, code): the variants a site gives by a value rather than a literal, with every value they take
    ("check_specialists", "too_many_specialists"): {*SPECIALIST_KINDS, ""},  # any other rule: specialists
    ("journeyman_keep_refusal", "too_many_specialists"): {"keep", *(f"keep_{k}" for k in SPECIALIST_KINDS)},
    ("staff_draft_violations", "staff_not_allowed"): set(staff.StaffKind.values()),
    ("staff_purchase_refusal", "staff_draft_only"): set(staff.StaffKind.values()),
    ("staff_purchase_refusal", "treasury_short"): set(staff.StaffKind.values()),
    ("gained_skill_refusal", "skill_not_available"): {"trait", "dungeon_bowl_only", "category", "has"},
    ("candidate_refusal", "not_your_pick"): {"coach", "opponent"},
    ("escalation_problems", "escalation_staff"): set(STAFF_KEPT),
    ("recorded_count_refusal", "recorded_count"): set(report.RECORDED_COUNTS),
    ("patch_up_refusal", "patch_up_limit"): {"", "one"},
}


def _msgids() -> dict[str, list[str]]:
    """Each catalogue key's msgids (a plural's two), read from core/wording/violations.py as makemessages reads it."""
    tree = ast.parse((ROOT / "core" / "wording" / "violations.py").read_text())
    found = {}
    for node in tree.body:
        target = node.target if isinstance(node, ast.AnnAssign) else (node.targets[0] if isinstance(node, ast.Assign)
                                                                      else None)
        if getattr(target, "id", "") not in ("VIOLATIONS", "LINES"):
            continue  # the other tables (a rulespack's lines, kept messages) may reuse a key
        if isinstance(node.value, ast.Dict):
            for key, value in zip(node.value.keys, node.value.values, strict=True):
                if isinstance(key, ast.Constant) and isinstance(value, ast.Call):
                    found[key.value] = [a.value for a in value.args if isinstance(a, ast.Constant)][:2]
    return found


MSGIDS = _msgids()


def _placeholders(text: str) -> set[str]:
    return set(re.findall(r"%\((\w+)\)s", text))


def _functions(tree: ast.Module) -> dict[str, ast.FunctionDef]:
    return {n.name: n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}


def _keys(node, scope, functions) -> set[str] | None:
    """The keys of a params expression: a dict literal (its ``**`` spreads resolved), a name assigned one in the
    same function, or a call of a module function returning one; None when they cannot be read."""
    if node is None:
        return set()
    if isinstance(node, ast.Dict):
        keys: set[str] = set()
        for key, value in zip(node.keys, node.values, strict=True):
            if key is None:
                inner = _keys(value, scope, functions)
                if inner is None:
                    return None
                keys |= inner
            elif isinstance(key, ast.Constant) and isinstance(key.value, str):
                keys.add(key.value)
            else:
                return None
        return keys
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in functions:
        returns = [n.value for n in ast.walk(functions[node.func.id]) if isinstance(n, ast.Return)]
        return _keys(returns[0], scope, functions) if len(returns) == 1 else None
    if isinstance(node, ast.Name) and scope is not None:
        for assign in ast.walk(scope):
            if isinstance(assign, ast.Assign):
                for target in assign.targets:
                    if isinstance(target, ast.Name) and target.id == node.id:
                        return _keys(assign.value, scope, functions)
                    if isinstance(target, ast.Tuple) and isinstance(assign.value, ast.Tuple):
                        for t, v in zip(target.elts, assign.value.elts, strict=True):
                            if isinstance(t, ast.Name) and t.id == node.id:
                                return _keys(v, scope, functions)
    return None


def _codes(node, tree: ast.Module) -> set[str] | None:
    """The codes a site may give: a literal, or any value of a module-level mapping of literals it looks up."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        for top in tree.body:
            target = top.target if isinstance(top, ast.AnnAssign) else (top.targets[0] if isinstance(top, ast.Assign)
                                                                          else None)
            if isinstance(target, ast.Name) and target.id == node.value.id and isinstance(top.value, ast.Dict):
                values = {v.value for v in top.value.values if isinstance(v, ast.Constant)}
                return values if len(values) == len(top.value.values) else None
    return None


def _variants(node) -> set[str] | None:
    """The variants a site writes: a literal, either branch of a conditional; None when computed."""
    if node is None:
        return {""}
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        body, orelse = _variants(node.body), _variants(node.orelse)
        return body | orelse if body is not None and orelse is not None else None
    return None


def _sites() -> list[tuple[str, int, str, frozenset[str] | None, set[str] | None, set[str] | None]]:
    """Every ``Violation(...)`` written in the sources: (file, line, function, codes, variants or None when
    computed, param keys)."""
    sites = []
    for path in SOURCES:
        tree = ast.parse(path.read_text())
        functions = _functions(tree)
        scopes = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Violation"):
                continue
            scope = min((s for s in scopes if s.lineno <= node.lineno <= s.end_lineno),
                        key=lambda s: s.end_lineno - s.lineno, default=None)
            args = {**dict(zip(("code", "field", "params", "variant"), node.args, strict=False)),
                    **{k.arg: k.value for k in node.keywords}}
            codes = _codes(args.get("code"), tree)
            where = str(path.relative_to(ROOT))
            sites.append((where, node.lineno, scope.name if scope else "", codes and frozenset(codes),
                          _variants(args.get("variant")), _keys(args.get("params"), scope, functions)))
    return sites


SITES = _sites()


def test_the_scan_finds_the_rules_violations():
    assert len(SITES) > 80
    assert {"budget_exceeded", "position_limit", "treasury_short", "recorded_count"} <= CODES


CODES = {code for site in SITES for code in site[3] or ()}


@pytest.mark.parametrize("site", SITES, ids=lambda s: f"{s[0]}:{s[1]}")
def test_every_violation_is_written_with_a_code_and_readable_params(site):
    where, line, _, codes, _, keys = site
    assert codes, f"{where}:{line}: the code is a literal string (or a module-level mapping of them)"
    assert keys is not None, f"{where}:{line}: the params are a dict literal (or a name or helper returning one)"


@pytest.mark.parametrize("site", SITES, ids=lambda s: f"{s[0]}:{s[1]}")
def test_every_violation_has_a_wording_whose_placeholders_it_carries(site):
    where, line, function, codes, written, keys = site
    for code in sorted(codes):
        variants = written if written is not None else VARIANTS.get((function, code))
        assert variants, f"{where}:{line}: {code}'s computed variant takes values listed in VARIANTS"
        for each in variants:
            key = f"{code}.{each}" if each else code
            assert key in VIOLATIONS, f"{where}:{line}: no wording for {key}"
            given = set(keys) | {name for name, needs in DERIVED.items() if needs <= set(keys)}
            for text in MSGIDS[key]:
                assert _placeholders(text) <= given, f"{key}: {text!r} names {_placeholders(text) - given}"


def test_every_wording_is_of_a_code_the_code_gives():
    assert {key.split(".")[0] for key in VIOLATIONS} <= CODES


def test_the_codes_the_modules_declare_are_worded():
    from rules.draft import CODES

    for code in (*CODES, *staff.STAFF_CODES):
        assert code in VIOLATIONS or any(key.startswith(f"{code}.") for key in VIOLATIONS), code


def test_the_history_lines_are_worded():
    with translation.override("en"):
        for option in staff.staff_options(sevens()):
            assert say(*staff.staff_hired(option)).startswith("Hired a")
        assert say(*staff.reroll_bought(100_000, 2)) == "Bought a team re-roll for 100,000 (now 2)."


# --- the English is today's: the seeds' examples ---------------------------------------------------------------


def team(name, *groups, **kw):
    return Draft(race=name, players=tuple(DraftPlayer(p) for p, n in groups for _ in range(n)), **kw)


def english(violations) -> list[str]:
    with translation.override("en"):
        return [word(v) for v in violations]


def test_a_draft_over_budget():
    draft = team("Human", ("Human Lineman", 6), ("Human Thrower", 1), rerolls=2, cheerleaders=2)
    assert english(validate_draft(draft, sevens()).errors) == ["The team costs 620,000; the budget is 600,000."]


def test_too_many_of_a_position_and_of_big_guys():
    union = validate_draft(team("Elven Union", ("Union Lineman", 4), ("Union Blitzer", 3)), sevens()).errors
    assert english(union) == ["Elven Union may have at most 2 Union Blitzers; this team has 3."]
    chaos = team("Chaos Chosen", ("Beastman Runner Lineman", 5), ("Chaos Troll", 1), ("Minotaur", 1))
    assert english(validate_draft(chaos, sevens()).errors) == [
        "Chaos Chosen may have at most 1 Big Guy (Chaos Troll, Chaos Ogre, Minotaur); this team has 2."
    ]


def test_the_specialists_cap_names_what_it_counts():
    five = team("Human", ("Human Lineman", 2), ("Human Blitzer", 2), ("Human Catcher", 3))
    assert english(validate_draft(five, sevens()).errors) == [
        "A team may have at most 4 players that are not Linemen; this team has 5."
    ]
    journal = Draft("Human", (*(DraftPlayer(p) for p in ("Human Blitzer", "Human Blitzer", "Ogre", "Human Thrower",
                                                         "Human Catcher", "Human Lineman")),
                              DraftPlayer("Human Lineman", veteran=True)))
    assert english(validate_draft(journal, sevens_2025()).errors) == [
        "A team may have at most 4 players without the Lineman keyword; this team has 5."
    ]


def test_staff_and_rerolls():
    rerolls = validate_draft(team("Goblin", ("Goblin Lineman", 7), rerolls=7), sevens()).errors
    assert "A team may buy 0 to 6 team re-rolls; this team has 7." in english(rerolls)
    undead = validate_draft(team("Shambling Undead", ("Skeleton Lineman", 7), apothecary=True), sevens()).errors
    assert english(undead) == ["Shambling Undead teams cannot hire an apothecary."]
    human = race("Human")

    def refusal(kind, **kw):
        return staff.staff_purchase_refusal(kw.pop("ruleset", sevens()), human, kind, **{"have": 0, **kw})

    assert english([
        refusal("assistant_coaches", have=3, treasury=10**6),
        refusal("apothecary", have=1, treasury=10**6),
        refusal("cheerleaders", treasury=15_000),
        refusal("cheerleaders", treasury=0, ruleset=street_bowl()),
    ]) == [
        "The team already has 3 assistant coaches, the most it may have.",
        "The team already has an apothecary, the most it may have.",
        "The treasury holds 15,000; a cheerleader costs 20,000.",
        "Street Bowl teams may not hire staff.",
    ]


def test_inducements_for_a_game():
    from rules.matchday import inducement_problems

    human = race("Human")
    assert english(inducement_problems({"bribe": 4, "plague-doctor": 1, "magic-potion": 2}, sevens(), human)) == [
        "Bribe: at most 3, not 4.",
        "Plague Doctor is not available to Human teams.",
        "'magic-potion' is not an inducement under Blood Bowl Sevens.",
    ]


def test_a_journeyman_who_cannot_be_kept():
    assert english([
        journeyman_keep_refusal(team("Human", ("Human Lineman", 11)), sevens(),
                                DraftPlayer("Human Lineman", name="Jo")),
        journeyman_keep_refusal(team("Human", ("Human Lineman", 5), ("Halfling Hopeful Lineman", 3)), sevens(),
                                DraftPlayer("Halfling Hopeful Lineman")),
    ]) == [
        "Jo cannot be kept: no Blood Bowl Sevens team can ever contain more than 11 permanently hired players.",
        "This Journeyman cannot be kept: Human may have at most 3 Halfling Hopeful Linemen.",
    ]


def test_a_player_is_named_or_numbered():
    lineman = race("Human").position("Human Lineman")
    assert english([
        advancement.gained_skill_refusal(lineman, "Claws", player="Lars"),
        advancement.gained_skill_refusal(lineman, "Loner (4+)", number=7),
        advancement.gained_skill_refusal(lineman, "Leader", banned={"Leader"}),
    ]) == [
        "Lars cannot gain Claws: Mutation is not one of a Human Lineman's Primary (G) or Secondary (AS) categories.",
        "Player 7 (Human Lineman) cannot gain Loner: Loner is a trait, and traits are never gained.",
        "Leader is banned in this league; A Human Lineman cannot have it.",
    ]


def test_a_report_line_and_a_later_rounds_roster():
    assert english([report.recorded_count_refusal(21, what="touchdowns", field="touchdowns", player="#7")]) == [
        "#7: touchdowns must be a whole number from 0 to 20."
    ]
    roster = Draft("Human", tuple(DraftPlayer("Human Lineman", n) for n in range(1, 8)))
    pack = Rulespack(gold_escalation=100_000, rounds=2)
    assert english(stages_problems([roster, replace(roster, rerolls=8)], pack)) == [
        "Round 2: A team may buy 0 to 6 team re-rolls; this team has 8.",
        "Round 2: The roster costs 1,150,000 with its inducements; the budget is 700,000.",
    ]


# --- the seam, and other languages ---------------------------------------------------------------------------


def test_a_domain_error_shows_the_wording_it_was_raised_with():
    violation = Violation("budget_exceeded", "budget", {"cost": 620_000, "budget": 600_000})
    with translation.override("en"):
        error = DomainError(word(violation), violations=[violation], word=word)
        assert error.messages() == [("budget", "The team costs 620,000; the budget is 600,000.")]
    bare = DomainError("refused", violations=[violation])
    assert bare.messages() == [("budget", "budget_exceeded (cost=620000, budget=600000)")]
    assert bare.messages(word=lambda v: v.code) == [("budget", "budget_exceeded")]


def test_gold_is_grouped_as_the_language_writes_it():
    violation = Violation("treasury_short", "rerolls", {"treasury": 5_000, "price": 100_000}, variant="rerolls")
    with translation.override("fr"):
        assert wording.gp(100_000) in word(violation)
        assert wording.gp(100_000) != "100,000"


def test_an_unknown_code_shows_as_itself():
    assert word(Violation("no_such_code")) == "no_such_code"
    assert word(Violation("budget_exceeded", params={"cost": 1, "budget": 0}, variant="new")).startswith("The team")


# --- the rule terms: every one the rules hold is listed for makemessages ---------------------------------------


def rule_terms() -> dict[str, list[str]]:
    """Every rule term the rules' data and tables hold, by kind, in the order they are found (each once): what
    ``core/terms.py`` was generated from."""
    folder = ROOT / "rules"
    found: dict[str, list[str]] = {}

    def add(kind, *names):
        found.setdefault(kind, [])
        for name in names:
            if name and name not in found[kind] and not any(name in v for v in found.values()):
                found[kind].append(name)

    for path in sorted((folder / "data").glob("*.json")):
        data = json.loads(path.read_text())
        add("RACES", *(team["name"] for team in data["teams"]))
        add("SPECIAL_RULES", *(rule for team in data["teams"] for rule in team.get("special_rules", ())))
    for table in tables.ALL_TABLES.values():
        add("TABLES", table.title)
        add("RESULTS", *(entry.name for entry in table.entries))
    rulesets = [make() for by_key in RULESETS_BY_EDITION.values() for make in by_key.values()]
    add("RULESETS", *(ruleset.name for ruleset in rulesets))
    add("INDUCEMENTS", *(i.name for ruleset in rulesets for i in ruleset.inducements))
    add("INDUCEMENT_NOTES", *(i.note for ruleset in rulesets for i in ruleset.inducements))
    for table in tables.ALL_TABLES.values():  # the rule texts the table-side page shows
        add("TABLE_TEXTS", table.note, *(entry.text for entry in table.entries))
    add("MISTAKES", *postgame.MISTAKE_NAMES.values())
    add("OUTCOMES", *OUTCOME_NAMES.values())
    add("SECRET_OBJECTIVES", *(objective.name for objective in SECRET_OBJECTIVES))
    add("CHOICES", *TIEBREAKERS.values(), *scoring.TIEBREAKERS.values(), *KNOCKOUT_DRAWS.values(),
        *EDITION_NAMES.values(), *(name for _key, name in EDITION_CHOICES), *AWARDS.values())
    for path in sorted(folder.glob("*.py")):
        if path.stem in ("live", "liveclock", "__init__", "apps"):
            continue  # the live game's words are the live app's
        module = importlib.import_module(f"rules.{path.stem}")
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, _Labelled) and issubclass(value, enum.Enum) \
                    and value.__module__ == module.__name__:
                add("LABELS", *(member.label for member in value))
    return found


def test_every_rule_term_is_listed_for_translation():
    missing = {kind: [name for name in names if name not in TERMS] for kind, names in rule_terms().items()}
    assert {kind: names for kind, names in missing.items() if names} == {}


def test_skill_and_position_names_are_not_terms():
    from rules.rosters import EDITIONS, edition

    for key in EDITIONS:
        catalogue = edition(key)
        # a special rule may share a skill's name (2025's Swarming): it is listed as the special rule
        assert {skill.name for skill in catalogue.skills} & TERMS <= set(SPECIAL_RULES)
        positions = {p.name for team in catalogue.races for p in team.positions}
        assert not (positions - {team.name for team in catalogue.races}) & TERMS

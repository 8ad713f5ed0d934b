"""Sideline staff once (seed 000, Hiring Sideline Staff; seed 004, no staff): terms, cost, purchases, sheet rows."""

from dataclasses import replace
from types import SimpleNamespace

from rules.draft import Draft
from rules.rosters import race
from rules.rulesets import Staff, dungeon_sevens, sevens, street_bowl
from rules.staff import (
    StaffKind,
    staff_cost,
    staff_counts,
    staff_hired,
    staff_option,
    staff_options,
    staff_purchase_refusal,
    staff_rows,
)
from rules.teamvalue import staff_value

HUMAN = race("Human")
UNDEAD = race("Shambling Undead")


def team(**counts):
    return SimpleNamespace(**{"assistant_coaches": 0, "cheerleaders": 0, "apothecary": False, **counts})


def test_each_kind_has_its_price_cap_and_label():
    options = {o.kind: o for o in staff_options(sevens(), HUMAN)}
    assert [o.kind for o in staff_options(sevens())] == list(StaffKind)
    coach = options[StaffKind.ASSISTANT_COACHES]
    assert (coach.price, coach.max_qty, coach.after_draft, coach.label) == (
        20_000,
        3,
        True,
        "Assistant coaches",
    )
    assert options[StaffKind.APOTHECARY].price == 80_000
    assert staff_option(dungeon_sevens(), "cheerleaders").price == 10_000
    assert staff_option(dungeon_sevens(), "cheerleaders").max_qty == 12


def test_street_bowl_offers_none_and_unknown_kinds_are_none():
    assert staff_options(street_bowl()) == ()
    assert staff_option(sevens(), "wizard") is None


def test_the_race_decides_the_apothecary():
    assert staff_option(sevens(), "apothecary", HUMAN).race_allows
    assert not staff_option(sevens(), "apothecary", UNDEAD).race_allows
    assert staff_option(sevens(), "cheerleaders", UNDEAD).race_allows


def test_cost_at_the_ruleset_prices():
    assert staff_cost(sevens(), {"assistant_coaches": 1, "cheerleaders": 1, "apothecary": 1}) == 120_000
    assert staff_cost(dungeon_sevens(), {"assistant_coaches": 2, "apothecary": 1}) == 70_000
    assert staff_cost(street_bowl(), {"assistant_coaches": 2, "apothecary": 1}) == 0
    assert staff_cost(sevens(), {"assistant_coaches": -2}) == 0


def test_counts_read_a_team_or_a_draft():
    assert staff_counts(team(cheerleaders=2, apothecary=True)) == {
        "assistant_coaches": 0,
        "cheerleaders": 2,
        "apothecary": 1,
    }
    assert staff_counts(Draft(race="Human", assistant_coaches=1)) == {
        "assistant_coaches": 1,
        "cheerleaders": 0,
        "apothecary": 0,
    }


def test_team_value_uses_the_same_prices():
    assert staff_value(sevens(), assistant_coaches=1, cheerleaders=2, apothecary=True) == 20_000 + 40_000 + 80_000


def refusal(kind, *, have=0, treasury=1_000_000, ruleset=None, on=HUMAN):
    return staff_purchase_refusal(ruleset or sevens(), on, kind, have=have, treasury=treasury)


def test_a_team_may_buy_within_the_cap_and_its_treasury():
    assert refusal("assistant_coaches", have=2) is None
    assert refusal("apothecary", treasury=80_000) is None


def said(violation):
    return violation.code, violation.field, violation.params, violation.variant


def test_purchase_refusals_name_the_rule_and_the_field():
    assert said(refusal("wizard")) == ("unknown_staff", "kind", {}, "")
    assert said(refusal("assistant_coaches", have=3)) == (
        "assistant_coaches_limit", "assistant_coaches", {"most": 3}, "bought"
    )
    assert said(refusal("apothecary", have=1)) == ("apothecary_limit", "apothecary", {"most": 1}, "bought")
    assert said(refusal("apothecary", on=UNDEAD)) == (
        "apothecary_not_allowed", "apothecary", {"race": "Shambling Undead"}, ""
    )
    assert said(refusal("cheerleaders", ruleset=street_bowl())) == (
        "staff_not_allowed", "cheerleaders", {"ruleset": "Street Bowl"}, ""
    )
    assert said(refusal("cheerleaders", treasury=15_000)) == (
        "treasury_short", "cheerleaders", {"treasury": 15_000, "price": 20_000}, "cheerleaders"
    )
    assert refusal("apothecary", treasury=0).params == {"treasury": 0, "price": 80_000}


def test_staff_only_at_the_draft_is_refused_later():
    draft_only = replace(sevens(), cheerleaders=Staff(max_qty=6, price=20_000, after_draft=False))
    found = refusal("cheerleaders", ruleset=draft_only)
    assert said(found) == ("staff_draft_only", "cheerleaders", {"ruleset": "Blood Bowl Sevens"}, "cheerleaders")


def test_hired_line():
    assert staff_hired(staff_option(sevens(), "apothecary")) == ("staff_hired.apothecary", {"price": 80_000})
    assert staff_hired(staff_option(sevens(), "cheerleaders")) == ("staff_hired.cheerleaders", {"price": 20_000})


def test_sheet_rows():
    rows = staff_rows(sevens(), HUMAN, team(assistant_coaches=3, cheerleaders=1, apothecary=True))
    assert [(r.kind, r.label, r.count, r.price, r.total, r.max, r.can_buy) for r in rows] == [
        ("assistant_coaches", "Assistant coaches", 3, 20_000, 60_000, 3, False),
        ("cheerleaders", "Cheerleaders", 1, 20_000, 20_000, 6, True),
        ("apothecary", "Apothecary", 1, 80_000, 80_000, 1, False),
    ]
    assert [r.kind for r in staff_rows(sevens(), UNDEAD, team())] == ["assistant_coaches", "cheerleaders"]
    assert staff_rows(street_bowl(), HUMAN, team()) == []

"""What a match report may record (rules.report): injuries, the apothecary's patch-up, the sanity bound."""

from rules.report import (
    MAX_RECORDED_PER_GAME,
    ReportedInjury,
    apothecary_roll_refusal,
    patch_up_refusal,
    patch_ups,
    patch_ups_allowed,
    recorded_count_refusal,
)
from rules.tables import CASUALTY_OUTCOMES


def test_reported_injuries_are_the_casualties_and_none():
    assert ReportedInjury.choices() == [
        ("", "None"),
        ("badly_hurt", "Badly Hurt"),
        ("seriously_hurt", "Seriously Hurt"),
        ("dead", "Dead"),
    ]
    assert {i.value for i in ReportedInjury if i} == {o.value for o in CASUALTY_OUTCOMES}


def test_the_sanity_bound():
    assert MAX_RECORDED_PER_GAME == 20
    assert recorded_count_refusal(20, what="touchdowns", field="touchdowns", player="#7") is None
    refused = recorded_count_refusal(21, what="touchdowns", field="touchdowns", player="#7")
    assert (refused.code, refused.variant, refused.params, refused.field) == (
        "recorded_count", "touchdowns", {"player": "#7", "most": 20}, "touchdowns"
    )
    assert recorded_count_refusal(-1, what="casualties", field="casualties", player="#7")
    assert recorded_count_refusal(True, what="casualties", field="casualties", player="#7")


def test_an_apothecary_roll_is_a_d6_for_a_casualty():
    assert apothecary_roll_refusal(injury="", roll=None, player="#7") is None
    assert apothecary_roll_refusal(injury="dead", roll=4, player="#7") is None
    assert apothecary_roll_refusal(injury="", roll=4, player="#7").code == "patch_up_no_casualty"
    refused = apothecary_roll_refusal(injury="dead", roll=7, player="#7")
    assert (refused.code, refused.params) == ("patch_up_roll", {"player": "#7"})


def test_one_patch_up_a_game_and_only_with_an_apothecary():
    assert patch_ups([None, 4, None]) == 1
    assert patch_ups_allowed(has_apothecary=True) == 1
    assert patch_ups_allowed(has_apothecary=False) == 0
    # 2020 rulebook, Wandering Apothecaries: each induced one is one more patch-up, with or without an own one
    assert patch_ups_allowed(has_apothecary=False, wandering=2) == 2
    assert patch_ups_allowed(has_apothecary=True, wandering=1) == 2
    assert patch_up_refusal(patch_ups=1, has_apothecary=False, team="Reavers", wandering=1) is None
    several = patch_up_refusal(patch_ups=3, has_apothecary=True, team="Reavers", wandering=1)
    assert (several.code, several.variant, several.params) == (
        "patch_up_limit", "", {"team": "Reavers", "most": 2, "count": 3}
    )
    assert patch_up_refusal(patch_ups=0, has_apothecary=False, team="Reavers") is None
    assert patch_up_refusal(patch_ups=1, has_apothecary=True, team="Reavers") is None
    none = patch_up_refusal(patch_ups=1, has_apothecary=False, team="Reavers")
    assert (none.code, none.params, none.field) == ("patch_up_no_apothecary", {"team": "Reavers"}, "apothecary")
    assert patch_up_refusal(patch_ups=2, has_apothecary=True, team="Reavers").variant == "one"

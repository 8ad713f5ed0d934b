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
    assert recorded_count_refusal(20, what="touchdowns", field="touchdowns") is None
    refused = recorded_count_refusal(21, what="touchdowns", field="touchdowns", prefix="#7: ")
    assert (refused.message, refused.field) == ("#7: touchdowns must be a whole number from 0 to 20.", "touchdowns")
    assert recorded_count_refusal(-1, what="casualties", field="casualties")
    assert recorded_count_refusal(True, what="casualties", field="casualties")


def test_an_apothecary_roll_is_a_d6_for_a_casualty():
    assert apothecary_roll_refusal(injury="", roll=None, player="#7") is None
    assert apothecary_roll_refusal(injury="dead", roll=4, player="#7") is None
    assert apothecary_roll_refusal(injury="", roll=4, player="#7").message == (
        "#7: the apothecary only patches up a casualty."
    )
    assert apothecary_roll_refusal(injury="dead", roll=7, player="#7").message == (
        "#7: the apothecary's roll is a D6, 1 to 6."
    )


def test_one_patch_up_a_game_and_only_with_an_apothecary():
    assert patch_ups([None, 4, None]) == 1
    assert patch_ups_allowed(has_apothecary=True) == 1
    assert patch_ups_allowed(has_apothecary=False) == 0
    # 2020 rulebook, Wandering Apothecaries: each induced one is one more patch-up, with or without an own one
    assert patch_ups_allowed(has_apothecary=False, wandering=2) == 2
    assert patch_ups_allowed(has_apothecary=True, wandering=1) == 2
    assert patch_up_refusal(patch_ups=1, has_apothecary=False, team="Reavers", wandering=1) is None
    assert patch_up_refusal(patch_ups=3, has_apothecary=True, team="Reavers", wandering=1).message == (
        "Reavers has 2 patch-ups this game (one per apothecary), not 3."
    )
    assert patch_up_refusal(patch_ups=0, has_apothecary=False, team="Reavers") is None
    assert patch_up_refusal(patch_ups=1, has_apothecary=True, team="Reavers") is None
    none = patch_up_refusal(patch_ups=1, has_apothecary=False, team="Reavers")
    assert (none.message, none.field) == ("Reavers has no apothecary to patch players up.", "apothecary")
    assert patch_up_refusal(patch_ups=2, has_apothecary=True, team="Reavers").message == (
        "An apothecary patches up one player a game."
    )

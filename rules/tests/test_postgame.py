from rules.dice import LoadedDice
from rules.postgame import fan_factor, outcome_for, update_dedicated_fans, winnings


def test_fan_factor_is_d3_plus_dedicated_fans():
    dice = LoadedDice([5])  # a 5 on the D6 is a 3 on the D3
    assert fan_factor(2, dice) == 5
    assert dice.rolls[0].what == "D3"


def test_winnings_half_attendance_plus_touchdowns_without_rounding():
    # 2020 rulebook: (Fan Attendance / 2 + touchdowns) x 10,000; "an odd attendance gives a 5,000 step"
    assert winnings(fan_attendance=7, touchdowns=2, conceded=False, opponent_conceded=False) == 55_000
    assert winnings(fan_attendance=6, touchdowns=0, conceded=False, opponent_conceded=False) == 30_000


def test_after_a_concession_the_winner_takes_the_full_attendance_and_the_conceder_nothing():
    assert winnings(fan_attendance=6, touchdowns=1, conceded=True, opponent_conceded=False) == 0
    # 2020 rulebook, Conceding: one touchdown awarded, plus the conceder's transferred (here none)
    assert winnings(fan_attendance=7, touchdowns=2, conceded=False, opponent_conceded=True) == (7 + 2 + 1) * 10_000


def test_a_penalty_free_concession_waives_every_conceding_penalty():
    from rules.postgame import Concession, concession_penalties

    assert not concession_penalties(Concession.WITHOUT_PENALTY).any
    assert not concession_penalties(Concession.NONE).any
    full = concession_penalties(Concession.CONCEDED)
    assert (full.no_winnings, full.fans_drop, full.players_may_quit) == (True, True, True)


def test_the_conceders_fans_drop_by_d3_never_below_one():
    from rules.postgame import conceded_fans

    dice = LoadedDice([5])  # a D3 of 3
    change = conceded_fans(dedicated_fans=5, dice=dice)
    assert (change.before, change.after, change.roll) == (5, 2, 3)
    assert dice.rolls[0].what == "D3"
    assert conceded_fans(dedicated_fans=2, dice=LoadedDice([6])).after == 1


def test_conceding_players_with_three_advancements_quit_on_1_to_3():
    from rules.postgame import conceding_players_quit

    dice = LoadedDice([3, 4])
    rolls = conceding_players_quit([("a", "Ann", 3), ("b", "Bo", 2), ("c", "Cy", 4)], dice)
    assert [(r.key, r.roll, r.quits) for r in rolls] == [("a", 3, True), ("c", 4, False)]  # Bo rolls nothing


def test_expensive_mistakes_only_from_100000():
    from rules.postgame import expensive_mistakes

    dice = LoadedDice([])
    assert expensive_mistakes(treasury=95_000, dice=dice).outcome == ""
    assert dice.rolls == []


def test_expensive_mistakes_table():
    from rules.postgame import expensive_mistakes, mistakes_column

    assert [mistakes_column(t) for t in (100_000, 195_000, 200_000, 295_000, 300_000, 595_000, 600_000, 990_000)] == [
        0,
        0,
        1,
        1,
        2,
        4,
        5,
        5,
    ]
    # D6 1 at up to 195k: Minor Incident, lose D3 x 10,000 (a 4 on the D6 is a D3 of 2)
    minor = expensive_mistakes(treasury=150_000, dice=LoadedDice([1, 4]))
    assert (minor.name, minor.loss) == ("Minor Incident", 20_000)
    # D6 2 at up to 195k: Crisis Averted
    assert expensive_mistakes(treasury=150_000, dice=LoadedDice([2])).loss == 0
    # D6 1 at 300-395k: Major Incident, lose half the treasury rounded down to the nearest 5,000
    major = expensive_mistakes(treasury=315_000, dice=LoadedDice([1]))
    assert (major.name, major.loss) == ("Major Incident", 155_000)
    # D6 1 at 500k+: Catastrophe, all but 2D6 x 10,000 lost
    cat = expensive_mistakes(treasury=520_000, dice=LoadedDice([1, 3, 4]))
    assert (cat.name, cat.loss) == ("Catastrophe", 520_000 - 70_000)
    # 600k+ with a 6: still a Minor Incident
    assert expensive_mistakes(treasury=600_000, dice=LoadedDice([6, 1])).name == "Minor Incident"


def test_dedicated_fans_after_a_win():
    assert update_dedicated_fans(dedicated_fans=3, outcome="win", dice=LoadedDice([3])).after == 4
    assert update_dedicated_fans(dedicated_fans=3, outcome="win", dice=LoadedDice([2])).after == 3


def test_dedicated_fans_after_a_loss_never_below_one():
    assert update_dedicated_fans(dedicated_fans=3, outcome="loss", dice=LoadedDice([2])).after == 2
    assert update_dedicated_fans(dedicated_fans=3, outcome="loss", dice=LoadedDice([3])).after == 3
    assert update_dedicated_fans(dedicated_fans=1, outcome="loss", dice=LoadedDice([1])).after == 1


def test_a_draw_rolls_nothing():
    dice = LoadedDice([])
    change = update_dedicated_fans(dedicated_fans=2, outcome="draw", dice=dice)
    assert (change.before, change.after, change.roll) == (2, 2, None)
    assert dice.rolls == []


def test_outcome_with_concessions():
    assert outcome_for(own_td=3, other_td=0, conceded=True, opponent_conceded=False) == "loss"
    assert outcome_for(own_td=0, other_td=1, conceded=False, opponent_conceded=True) == "win"
    assert outcome_for(own_td=1, other_td=1, conceded=False, opponent_conceded=False) == "draw"


# --- named steps, the Journeyman's fee, the Dedicated Fans floor -------------------------------


def test_post_game_steps_are_named_with_the_stored_values():
    from rules.postgame import PostGameStep

    assert [int(s) for s in PostGameStep] == [1, 2, 3, 4, 5, 6, 7, 8, 9]
    assert PostGameStep.ADVANCEMENT == 2
    assert PostGameStep(4).label == "Journeymen"
    assert PostGameStep.choices()[0] == (1, "Winnings, Dedicated Fans and the Draft")


def test_the_steps_that_need_no_choice_run_before_advancement():
    from rules.postgame import CONFIRMATION_STEPS, SEQUENCE, PostGameStep

    assert set(SEQUENCE) == set(PostGameStep)
    assert PostGameStep.MISSED_GAMES in CONFIRMATION_STEPS
    assert PostGameStep.VALUES_AFTER_RESULT in CONFIRMATION_STEPS
    assert PostGameStep.ADVANCEMENT not in CONFIRMATION_STEPS

    # 2020 rulebook: step 5 (Expensive Mistakes) after step 4 (hiring), Team Value last
    assert SEQUENCE.index(PostGameStep.JOURNEYMEN) < SEQUENCE.index(PostGameStep.EXPENSIVE_MISTAKES)
    assert SEQUENCE[-1] == PostGameStep.TEAM_VALUE


def test_a_kept_journeyman_costs_his_current_value_and_needs_the_treasury():
    from rules.postgame import can_keep_journeyman, journeyman_fee
    from rules.rosters import race

    human = race("Human")
    # 2020 rulebook FAQ p.72: hired permanently at his Current Value
    assert journeyman_fee(human, "Human Lineman", 60_000) == 60_000
    assert journeyman_fee(human, "Human Lineman", 50_000) == 50_000
    assert can_keep_journeyman(fee=50_000, treasury=50_000)
    assert not can_keep_journeyman(fee=50_000, treasury=49_999)


def test_dedicated_fans_never_below_one():
    from rules.postgame import MIN_DEDICATED_FANS, dedicated_fans_refusal

    assert MIN_DEDICATED_FANS == 1
    assert dedicated_fans_refusal(1) is None
    refused = dedicated_fans_refusal(0)
    assert (refused.code, refused.params, refused.field) == ("dedicated_fans_floor", {"least": 1}, "dedicated_fans")


def test_only_the_2025_sevens_roll_the_draft_after_advancement():
    """Spike! Journal 22, Drafted Players: "After the Player Advancement step"; seed 000 rolls it with the winnings."""
    from rules.postgame import PostGameStep, steps_for
    from rules.rulesets import get_ruleset

    later = steps_for(draft_after_advancement=get_ruleset("sevens", "2025").draft_after_advancement)
    assert later.index(PostGameStep.DRAFT_OFFERS) == later.index(PostGameStep.ADVANCEMENT) + 1
    earlier = steps_for(draft_after_advancement=get_ruleset("sevens").draft_after_advancement)
    assert PostGameStep.DRAFT_OFFERS not in earlier

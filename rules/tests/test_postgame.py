from rules.dice import LoadedDice
from rules.postgame import fan_factor, outcome_for, update_dedicated_fans, winnings


def test_fan_factor_is_d3_plus_dedicated_fans():
    dice = LoadedDice([5])  # a 5 on the D6 is a 3 on the D3
    assert fan_factor(2, dice) == 5
    assert dice.rolls[0].what == "D3"


def test_winnings_half_attendance_rounded_up_plus_touchdowns():
    assert winnings(fan_attendance=7, touchdowns=2, conceded=False, opponent_conceded=False) == (4 + 2) * 10_000
    assert winnings(fan_attendance=6, touchdowns=0, conceded=False, opponent_conceded=False) == 30_000


def test_a_concession_gives_the_winnings_to_the_opponent():
    theirs = winnings(fan_attendance=6, touchdowns=1, conceded=False, opponent_conceded=False)
    assert winnings(fan_attendance=6, touchdowns=1, conceded=True, opponent_conceded=False) == 0
    assert (
        winnings(fan_attendance=6, touchdowns=2, conceded=False, opponent_conceded=True, opponent_winnings=theirs)
        == 50_000 + 40_000
    )


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

    assert [int(s) for s in PostGameStep] == [1, 2, 3, 4, 5]
    assert PostGameStep.ADVANCEMENT == 2
    assert PostGameStep(4).label == "Journeymen"
    assert PostGameStep.choices()[0] == (1, "Winnings, Dedicated Fans and the Draft")


def test_a_kept_journeyman_costs_the_position_and_needs_the_treasury():
    from rules.postgame import can_keep_journeyman, journeyman_fee
    from rules.rosters import race

    human = race("Human")
    assert journeyman_fee(human, "Human Lineman", 60_000) == 50_000
    assert journeyman_fee(human, "Gone Position", 60_000) == 60_000
    assert can_keep_journeyman(fee=50_000, treasury=50_000)
    assert not can_keep_journeyman(fee=50_000, treasury=49_999)


def test_dedicated_fans_never_below_one():
    from rules.postgame import MIN_DEDICATED_FANS, dedicated_fans_refusal

    assert MIN_DEDICATED_FANS == 1
    assert dedicated_fans_refusal(1) is None
    refused = dedicated_fans_refusal(0)
    assert (refused.message, refused.field) == ("Dedicated Fans never fall below 1.", "dedicated_fans")

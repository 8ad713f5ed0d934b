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

import pytest

from rules.dice import Dice, LoadedDice, Roll


def test_same_seed_same_rolls():
    a, b = Dice(seed=42), Dice(seed=42)
    assert [a.d6(why="x") for _ in range(20)] == [b.d6(why="x") for _ in range(20)]
    assert Dice(seed=1).rolls == []


def test_every_roll_is_recorded_with_what_why_and_result():
    dice = Dice(seed=7)
    total = dice.two_d6(why="Kick-off", subject="Reikland")
    (roll,) = dice.rolls
    assert roll.what == "2D6"
    assert roll.why == "Kick-off"
    assert roll.subject == "Reikland"
    assert len(roll.faces) == 2
    assert roll.result == sum(roll.faces) == total


def test_faces_stay_on_the_die():
    dice = Dice(seed=3)
    assert {dice.d8(why="t") for _ in range(400)} == set(range(1, 9))
    assert {dice.d3(why="t") for _ in range(200)} == {1, 2, 3}


def test_choice_records_the_pick():
    dice = LoadedDice([3])
    assert dice.choice(["a", "b", "c", "d"], why="pick") == "c"
    assert dice.rolls[0].what == "D4"
    assert dice.rolls[0].detail == "c"


def test_choice_of_one_still_records():
    dice = Dice(seed=1)
    assert dice.choice(["only"], why="pick") == "only"
    assert dice.rolls[0].detail == "only"


def test_loaded_dice_refuse_impossible_faces():
    with pytest.raises(AssertionError):
        LoadedDice([7]).d6(why="t")
    with pytest.raises(AssertionError):
        LoadedDice([]).d6(why="t")


def test_roll_round_trips_through_a_dict():
    dice = LoadedDice([4, 5])
    dice.two_d6(why="Injury", subject="Lars")
    dice.annotate_last("Seriously Hurt")
    data = dice.rolls[0].as_dict()
    assert data == {
        "what": "2D6",
        "why": "Injury",
        "faces": [4, 5],
        "result": 9,
        "subject": "Lars",
        "detail": "Seriously Hurt",
    }
    assert Roll.from_dict(data) == dice.rolls[0]
    assert str(dice.rolls[0]) == "2D6 for Injury [Lars] = 9 (4+5): Seriously Hurt"


def test_drain_hands_over_the_record():
    dice = LoadedDice([1, 2])
    dice.d6(why="a")
    assert len(dice.drain()) == 1
    dice.d6(why="b")
    assert [r.why for r in dice.rolls] == ["b"]

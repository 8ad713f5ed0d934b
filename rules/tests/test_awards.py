"""Awards and Secret Objectives (seed 003, Awards, Stunty Tournament, Secret Objectives)."""

from rules.awards import award_leaders, places, stunty_cup, stunty_cup_eligible, stunty_cup_problem
from rules.dice import LoadedDice
from rules.draft import Draft, DraftPlayer
from rules.objectives import SECRET_OBJECTIVES, objective, roll_secret_objectives
from rules.rosters import race
from rules.tournament import Game, Rulespack, standings

PACK = Rulespack.default("sevens")


def test_stunty_cup_list_and_conditions():
    assert stunty_cup_eligible("Goblin", ["Goblin Lineman", "Trained Troll"])
    assert stunty_cup_eligible("Halfling", [])
    assert stunty_cup_eligible("Black Orc", ["Goblin Bruiser Lineman", "Trained Troll"])
    assert "Black Orc" in stunty_cup_problem("Black Orc", ["Goblin Bruiser Lineman", "Black Orc"])
    assert stunty_cup_eligible("Lizardmen", ["Skink Runner Lineman", "Kroxigor"])
    assert not stunty_cup_eligible("Lizardmen", ["Skink Runner Lineman", "Saurus Blocker"])
    draft = Draft("Underworld Denizens", (DraftPlayer("Underworld Goblin Lineman"), DraftPlayer("Mutant Rat Ogre")))
    assert stunty_cup_eligible("Underworld Denizens", draft)
    assert not stunty_cup_eligible("Underworld Denizens", ["Underworld Goblin Lineman", "Gutter Runner"])
    assert not stunty_cup_eligible("Human", ["Human Lineman"])
    assert not stunty_cup_eligible("Gnome", [])


def test_stunty_positions_are_the_projects_roster_names():
    from rules.awards import STUNTY_TEAMS

    for name, (_, positions) in STUNTY_TEAMS.items():
        team = race(name)
        assert team is not None, name
        for position in positions:
            assert team.position(position) is not None, (name, position)


def test_places_leaders_and_stunty_cup():
    games = [Game("A", "B", 3, 0, 1, 5), Game("C", "D", 1, 1, 2, 0), Game("E", "F", 0, 0)]
    rows = standings("ABCDEF", games, PACK)
    assert places(rows)[1] == ["A"]
    assert award_leaders(rows, "td_for") == (["A"], 3)
    assert award_leaders(rows, "cas_for") == (["B"], 5)
    assert stunty_cup(rows, ["B", "D"]) == ["D"]
    assert stunty_cup(rows, ["D", "F"]) == ["F"]  # level on points, F kept a clean sheet (a Bonus Point)
    assert stunty_cup(rows, []) == []
    assert award_leaders(standings("EF", games[2:], PACK), "td_for") == ([], 0)


def test_secret_objectives_table():
    assert len(SECRET_OBJECTIVES) == 16
    assert objective(1).name == "Red Card"
    assert objective(3).name == "Going Alone"
    assert objective(16).name == "Headtaker"


def test_three_d16_with_duplicates_rerolled_and_recorded():
    dice = LoadedDice([5, 5, 16, 5, 16, 1])
    rolled = roll_secret_objectives(dice, coach="Jay")
    assert [o.number for o in rolled] == [5, 16, 1]
    assert [r.result for r in dice.rolls] == [5, 5, 16, 5, 16, 1]
    assert all(r.what == "D16" and r.subject == "Jay" for r in dice.rolls)
    assert dice.rolls[1].detail.endswith("re-rolled")
    assert dice.remaining == []

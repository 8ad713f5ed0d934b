from rules.matchday import journeyman_skills, journeymen_needed
from rules.rosters import race
from rules.rulesets import dungeon_sevens, sevens


def test_journeymen_fill_the_team_up_to_seven():
    assert journeymen_needed(5) == 2
    assert journeymen_needed(7) == 0
    assert journeymen_needed(9) == 0
    assert journeymen_needed(0) == 7


def test_a_sevens_journeyman_has_loner_5():
    assert journeyman_skills(race("Human"), sevens()) == ("Loner (5+)",)
    assert journeyman_skills(race("Amazon"), sevens()) == ("Dodge", "Loner (5+)")
    assert journeyman_skills(race("Human"), dungeon_sevens()) == ("Loner (4+)",)

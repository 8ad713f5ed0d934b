"""The 2025 Sevens draft (Spike! Journal 22, Drafting a Blood Bowl Sevens Team), from the journal's words and
examples; the 2020 rulesets are untouched."""

import pytest

from rules.dice import LoadedDice
from rules.draft import Draft, DraftPlayer, validate_draft, validate_roster_change
from rules.postgame import update_dedicated_fans
from rules.rosters import edition
from rules.rulesets import get_ruleset, rulesets_for, sevens, sevens_2025


def players(*groups, veteran=None):
    out = []
    for position, count in groups:
        out += [DraftPlayer(position) for _ in range(count)]
    if veteran is not None:
        out[veteran] = DraftPlayer(out[veteran].position, veteran=True)
    return tuple(out)


def test_rulesets_by_edition():
    assert [r.key for r in rulesets_for("2020")] == ["sevens", "dungeon-sevens", "street-bowl"]
    assert [r.key for r in rulesets_for("2025")] == ["sevens"]
    assert get_ruleset("sevens", "2025") is sevens_2025()
    assert get_ruleset("sevens") is sevens()
    with pytest.raises(ValueError, match="dungeon-sevens"):
        get_ruleset("dungeon-sevens", "2025")
    with pytest.raises(ValueError, match="edition"):
        get_ruleset("sevens", "2030")


def test_edition_2025_has_keywords_devious_and_the_halfling_hopeful_is_a_lineman():
    bb = edition("2025")
    human = bb.race("Human")
    assert human.position("Halfling Hopeful").is_lineman  # "the latter of which is still restricted by the 0-3 QTY"
    assert human.position("Halfling Hopeful").max_qty == 3
    assert human.position("Ogre").is_big_guy
    assert "Devious" in bb.categories
    assert bb.skill("Dirty Player").category == "Devious"
    assert [s.name for s in bb.skills if s.elite] == ["Block", "Dodge", "Guard", "Mighty Blow"]
    # the 2020 Hopeful (0-3) was no Lineman there: the 2020 rules still count him as a specialist
    assert not edition("2020").race("Human").position("Halfling Hopeful Lineman").is_lineman


def test_human_example_two_blitzers_an_ogre_and_a_thrower_fill_the_four():
    """'A Human team hires 2 Blitzers, 1 Ogre and 1 Thrower ... any remaining players must be filled by Human
    Linemen and/or Halfling Hopefuls, the latter of which is still restricted by the 0-3 QTY.'"""
    base = (("Human Blitzer", 2), ("Ogre", 1), ("Human Thrower", 1))
    legal = Draft("Human", players(*base, ("Halfling Hopeful", 3), ("Human Lineman", 1), veteran=7))
    report = validate_draft(legal, sevens_2025())
    assert report.valid, report.errors
    assert report.specialists == 4
    catcher = Draft("Human", players(*base, ("Human Catcher", 1), ("Human Lineman", 2), veteran=5))
    assert validate_draft(catcher, sevens_2025()).codes() == ["too_many_specialists"]
    four_hopefuls = Draft("Human", players(*base, ("Halfling Hopeful", 4), veteran=4))
    assert validate_draft(four_hopefuls, sevens_2025()).codes() == ["position_limit"]


def test_the_same_team_breaks_the_2020_cap():
    """Seed 000 counts the Hopefuls (not the 0-16 position) against the four."""
    team = Draft(
        "Human", players(("Human Blitzer", 2), ("Ogre", 1), ("Human Thrower", 1), ("Halfling Hopeful Lineman", 3))
    )
    assert "too_many_specialists" in validate_draft(team, sevens()).codes()


def test_imperial_nobility_example_four_bodyguards_then_only_retainers():
    """'An Imperial Nobility team hires 4 Bodyguards. They may now not include any Imperial Throwers, Noble Blitzers
    or Ogres and must fill out their Team Draft with only ... Imperial Retainers.'"""
    ok = Draft("Imperial Nobility", players(("Bodyguard", 4), ("Imperial Retainer", 3), veteran=4))
    assert validate_draft(ok, sevens_2025()).valid
    for extra in ("Imperial Thrower", "Noble Blitzer", "Ogre"):
        team = Draft("Imperial Nobility", players(("Bodyguard", 4), (extra, 1), ("Imperial Retainer", 2), veteran=5))
        assert validate_draft(team, sevens_2025()).codes() == ["too_many_specialists"], extra


def test_team_rerolls_cost_a_flat_100000_and_may_be_bought_later():
    """'Each Team Re-roll costs 100,000 gold pieces rather than the cost given on the Team Roster.'"""
    ruleset = sevens_2025()
    human = edition("2025").race("Human")
    assert ruleset.reroll_price(human) == 100_000
    assert ruleset.reroll_price(edition("2025").race("Imperial Nobility")) == 100_000
    assert ruleset.rerolls_after_draft
    assert not sevens().rerolls_after_draft
    report = validate_draft(Draft("Human", players(("Human Lineman", 7), veteran=0), rerolls=2), ruleset)
    assert report.rerolls_cost == 200_000
    assert report.cost == 7 * 50_000 + 200_000


def test_staff_caps_cheerleaders_0_3():
    """'A Sevens team may never have more than 3 Cheerleaders' (Assistant Coaches 3, one Apothecary at 80,000)."""
    team = players(("Human Lineman", 7), veteran=0)
    assert validate_draft(Draft("Human", team, cheerleaders=3), sevens_2025()).valid
    assert validate_draft(Draft("Human", team, cheerleaders=4), sevens_2025()).codes() == ["cheerleaders_limit"]
    assert validate_draft(Draft("Human", team, cheerleaders=4), sevens()).codes() == []
    report = validate_draft(Draft("Human", team, assistant_coaches=3, apothecary=True), sevens_2025())
    assert report.staff_cost == 3 * 20_000 + 80_000


def test_dedicated_fans_between_1_and_5_throughout():
    """'the Dedicated Fans Characteristic can never be more than 5 or less than 1'."""
    team = players(("Human Lineman", 7), veteran=0)
    assert validate_draft(Draft("Human", team, dedicated_fans=5), sevens_2025()).fans_cost == 80_000
    assert validate_draft(Draft("Human", team, dedicated_fans=6), sevens_2025()).codes() == ["dedicated_fans_limit"]
    assert [v.code for v in validate_roster_change(Draft("Human", team, dedicated_fans=6), sevens_2025())] == [
        "dedicated_fans_limit"
    ]
    assert validate_roster_change(Draft("Human", team, dedicated_fans=7), sevens()) == []
    ceiling = sevens_2025().dedicated_fans_ceiling
    assert update_dedicated_fans(dedicated_fans=5, outcome="win", dice=LoadedDice([6]), ceiling=ceiling).after == 5
    assert update_dedicated_fans(dedicated_fans=4, outcome="win", dice=LoadedDice([6]), ceiling=ceiling).after == 5


def test_one_lineman_must_be_the_veteran():
    """'you must select one player on your roster to be your Veteran. This must be a Lineman.'"""
    none = Draft("Human", players(("Human Lineman", 7)))
    assert validate_draft(none, sevens_2025()).codes() == ["veteran_required"]
    assert validate_draft(none, sevens()).valid  # 2020 has no Veteran
    blitzer = Draft("Human", players(("Human Blitzer", 1), ("Human Lineman", 6), veteran=0))
    assert validate_draft(blitzer, sevens_2025()).codes() == ["veteran_not_lineman"]
    two = Draft("Human", (DraftPlayer("Human Lineman", veteran=True),) * 2 + players(("Human Lineman", 5)))
    assert validate_draft(two, sevens_2025()).codes() == ["veteran_limit"]
    hopeful = Draft("Human", players(("Halfling Hopeful", 1), ("Human Lineman", 6), veteran=0))
    assert validate_draft(hopeful, sevens_2025()).valid  # a Hopeful has the Lineman keyword
    assert sevens_2025().veteran_profile_ma(6) == 5
    # after the draft a team whose Veteran has gone plays on
    assert validate_roster_change(none, sevens_2025()) == []


def test_budget_players_and_skills_keep_the_same_codes():
    ruleset = sevens_2025()
    assert validate_draft(Draft("Human", players(("Human Lineman", 6), veteran=0)), ruleset).codes() == [
        "too_few_players"
    ]
    ogres = Draft("Human", players(("Ogre", 2), ("Human Lineman", 5), veteran=2))
    assert validate_draft(ogres, ruleset).codes() == ["position_limit"]
    rich = Draft("Human", players(("Human Lineman", 11), veteran=0), rerolls=1)
    assert validate_draft(rich, ruleset).codes() == ["budget_exceeded"]
    leader = Draft(
        "Human", (DraftPlayer("Human Thrower", skills=("Leader",)),) + players(("Human Lineman", 6), veteran=0)
    )
    assert validate_draft(leader, ruleset).codes() == ["skill_banned"]


def test_concede_without_penalty_when_fewer_than_three_can_set_up():
    """'If a team is unable to set up three or more players on their Line of Scrimmage ... Concede Without Penalty.'"""
    assert sevens_2025().may_concede_without_penalty(2)
    assert not sevens_2025().may_concede_without_penalty(3)
    assert sevens().may_concede_without_penalty(3)  # seed 000: three players or fewer

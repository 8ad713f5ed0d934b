"""Gold Piece Escalation (seed 003): the Guide's 1,000,000 / 1,100,000 / 1,200,000 example and "only add"."""

from dataclasses import replace

from rules.draft import Draft, DraftPlayer
from rules.matchedplay import MatchedPlayRoster, budget_for_round
from rules.tournament import (
    Rulespack,
    escalates,
    escalation_problems,
    stage_count,
    stage_for_round,
    stages_problems,
)

PACK = Rulespack.default("sevens", budget=600_000, rounds=3, gold_escalation=100_000)

ROUND_1 = Draft(
    "Human",
    (
        DraftPlayer("Blitzer", 1),
        DraftPlayer("Catcher", 2),
        *(DraftPlayer("Human Lineman", n) for n in range(3, 8)),
    ),
    rerolls=1,
)  # 90 + 75 + 5 x 50 = 415,000 + a re-roll at double cost (100,000) = 515,000

ROUND_2 = replace(ROUND_1, players=(*ROUND_1.players, DraftPlayer("Ogre", 8)))  # + 140,000 = 655,000


def _codes(problems):
    return [p.code for p in problems]


def test_the_guides_example_budgets_grow_after_each_round():
    """Seed 003: "1,000,000 gold pieces for game 1, ... 1,100,000 for game 2, then 1,200,000 for game 3"."""
    pack = Rulespack.default("sevens", budget=1_000_000, rounds=3, gold_escalation=100_000)
    assert [budget_for_round(pack, n) for n in (1, 2, 3)] == [1_000_000, 1_100_000, 1_200_000]
    assert escalates(pack)
    assert stage_count(pack) == 3
    assert not escalates(Rulespack.default("sevens"))
    assert stage_count(Rulespack.default("sevens")) == 1


def test_a_round_past_the_plan_keeps_the_last_roster():
    assert [stage_for_round(PACK, n) for n in (1, 2, 3, 4, 6)] == [1, 2, 3, 3, 3]
    assert stage_for_round(Rulespack.default("sevens"), 4) == 1


def test_each_roster_is_checked_at_its_own_rounds_budget():
    assert stages_problems([ROUND_1, ROUND_2, ROUND_2], PACK) == []
    # The round 2 roster costs 655,000: over round 1's 600,000, within round 2's 700,000.
    problems = stages_problems([ROUND_2, ROUND_2, ROUND_2], PACK)
    assert _codes(problems) == ["budget_exceeded"]
    assert problems[0].field == "budget"
    too_big = replace(ROUND_2, rerolls=2)  # 755,000
    late = stages_problems([ROUND_1, too_big, too_big], PACK)
    assert [(p.code, p.field) for p in late] == [("budget_exceeded", "stage_2")]
    assert late[0].params["stage"] == 2


def test_a_later_roster_only_adds():
    """Seed 003: "coaches can only add to their Team Draft Roster and cannot take anything away"."""
    earlier = MatchedPlayRoster(ROUND_1)
    assert escalation_problems(earlier, MatchedPlayRoster(ROUND_2), 2) == []
    sold = replace(ROUND_2, players=ROUND_2.players[1:])  # the Blitzer is gone
    problems = escalation_problems(earlier, MatchedPlayRoster(sold), 2)
    assert _codes(problems) == ["escalation_player"]
    assert problems[0].params == {
        "round": 2, "before": 1, "number": 1, "name": "Blitzer", "position": "Blitzer", "skills": ()
    }
    fewer = escalation_problems(earlier, MatchedPlayRoster(replace(ROUND_2, rerolls=0)), 2)
    assert _codes(fewer) == ["escalation_staff"]
    other = escalation_problems(earlier, MatchedPlayRoster(replace(ROUND_2, race="Orc")), 2)
    assert _codes(other) == ["escalation_race"]


def test_a_player_keeps_his_number_and_skill_and_may_gain_one():
    skilled = replace(ROUND_1, players=(DraftPlayer("Blitzer", 1, skills=("Tackle",)), *ROUND_1.players[1:]))
    gained = replace(skilled, players=(*skilled.players[:2], DraftPlayer("Human Lineman", 3, skills=("Dodge",)),
                                       *skilled.players[3:]))
    assert escalation_problems(MatchedPlayRoster(skilled), MatchedPlayRoster(gained), 2) == []
    lost = escalation_problems(MatchedPlayRoster(gained), MatchedPlayRoster(skilled), 3)
    assert _codes(lost) == ["escalation_player"]
    assert (lost[0].variant, lost[0].params) == ("skilled", {
        "round": 3, "before": 2, "number": 3, "name": "Human Lineman", "position": "Human Lineman", "skills": ("Dodge",)
    })
    # listed in another order, each keeps his number: nothing is taken away
    moved = replace(gained, players=(*gained.players[:2], *gained.players[3:], gained.players[2]))
    assert escalation_problems(MatchedPlayRoster(gained), MatchedPlayRoster(moved), 3) == []
    # a skill handed from one Lineman to another is taken from the first
    handed = replace(gained, players=(*gained.players[:2], DraftPlayer("Human Lineman", 3),
                                      DraftPlayer("Human Lineman", 4, skills=("Dodge",)), *gained.players[4:]))
    assert _codes(escalation_problems(MatchedPlayRoster(gained), MatchedPlayRoster(handed), 3)) == [
        "escalation_player"
    ]
    # a new #1 in place of the Blitzer, who comes back as #8: he is not the player round 1 had as #1
    renumbered = replace(ROUND_2, players=(DraftPlayer("Human Lineman", 1), *ROUND_2.players[1:7],
                                           DraftPlayer("Blitzer", 8)))
    first = escalation_problems(MatchedPlayRoster(ROUND_1), MatchedPlayRoster(renumbered), 2)[0]
    assert (first.params["number"], first.params["name"]) == (1, "Blitzer")


def test_a_round_that_keeps_the_roster_is_not_checked_again():
    greedy = replace(ROUND_1, players=(DraftPlayer("Blitzer", 1, skills=("Tackle", "Dodge")), *ROUND_1.players[1:]))
    problems = stages_problems([greedy, greedy, greedy], PACK)
    assert _codes(problems) == ["one_added_skill"]  # once, beside round 1's roster


def test_inducements_are_kept():
    earlier = MatchedPlayRoster(ROUND_1, inducements={"bribe": 1})
    assert _codes(escalation_problems(earlier, MatchedPlayRoster(ROUND_2), 2)) == ["escalation_inducement"]
    assert escalation_problems(earlier, MatchedPlayRoster(ROUND_2, inducements={"bribe": 2}), 2) == []

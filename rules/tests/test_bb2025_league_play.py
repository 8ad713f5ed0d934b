"""The 2025 rulebook's League Play chapter as Spike! Journal 22 applies it "in mostly the same way" (BBBase
``docs/bb2025/core_rules/league_play.md``), in the rulebook's own words and numbers."""

import pytest

from rules import matchday, postgame
from rules.dice import LoadedDice
from rules.rosters import edition
from rules.rulesets import get_ruleset
from rules.scoring import CONCESSION_BB2025, Result, ScoringScheme, concession_rule_for, score_result

S2020, S2025 = get_ruleset("sevens"), get_ruleset("sevens", "2025")


@pytest.mark.parametrize("race", edition("2025").races, ids=lambda r: r.name)
def test_a_2025_journeyman_is_a_lineman_position_of_qty_0_16(race):
    # "Journeymen are always a player from the team's Team Roster with the Lineman position that have a QTY of 0-16"
    position = race.journeyman_position
    assert position.max_qty == 16
    assert position.has_lineman_keyword


@pytest.mark.parametrize(
    ("race", "journeyman"),
    [
        ("Human", "Human Lineman"),
        ("Old World Alliance", "Human Lineman"),
        ("Orc", "Orc Lineman"),
        ("Underworld Denizens", "Goblin Lineman"),
        ("Chaos Renegades", "Renegade Human"),
    ],
)
def test_a_lineman_position_without_a_qty_of_0_16_is_never_the_journeyman(race, journeyman):
    # "If a team has a Lineman position without a QTY of 0-16, then they may not choose that player type"
    assert edition("2025").race(race).journeyman_position.name == journeyman
    assert matchday.journeyman_ctv(edition("2025").race(race)) == edition("2025").race(race).position(journeyman).cost


def test_2020_journeymen_are_unchanged():
    assert edition("2020").race("Human").journeyman_position.name == "Human Lineman"


def test_the_underdog_tops_up_its_petty_cash_with_up_to_50000_from_its_treasury():
    # "Jay's team is 1,240,000 whilst [...] Dan's team is 1,160,000 [...] Jay [...] purchase a Blitzer's Best Keg for
    # 50,000 [...] Dan will then gain Petty Cash of 80,000 [...] plus 50,000 [...] and decides to add 10,000 from his
    # Treasury, for a total of 140,000"
    dan = matchday.inducement_budget(
        own_ctv=1_160_000, other_ctv=1_240_000, treasury=200_000, ruleset=S2025, other_treasury_spent=50_000
    )
    assert dan.petty_cash == 130_000
    assert dan.treasury == 50_000  # "up to a maximum of 50,000"
    assert matchday.pay(140_000, dan) == (130_000, 10_000)
    poor = matchday.inducement_budget(own_ctv=1, other_ctv=2, treasury=20_000, ruleset=S2025)
    assert poor.treasury == 20_000
    # "If both teams have the same CTV, neither team can spend gold from their Treasury"
    assert matchday.inducement_budget(own_ctv=5, other_ctv=5, treasury=90_000, ruleset=S2025).total == 0
    # 2020: the underdog never spends its treasury
    assert matchday.inducement_budget(own_ctv=1, other_ctv=2, treasury=90_000, ruleset=S2020).treasury == 0


def test_no_free_prayers_in_2025_and_prayers_are_an_inducement():
    assert S2020.underdog_prayers
    assert not S2025.underdog_prayers
    prayers = S2025.inducement("prayers-to-nuffle")
    assert (prayers.max_qty, prayers.price) == (2, 5_000)  # "0-2 Prayers to Nuffle - 5,000 gold pieces"


def test_no_mercenary_where_the_ruleset_lists_none():
    race = edition("2025").race("Human")
    refusal = matchday.mercenary_refusal(
        position=race.position("Human Lineman"),
        skill="",
        race=race,
        ruleset=S2025,
        same_position=0,
        players=7,
        mercenaries=0,
    )
    assert (refusal.code, refusal.params) == ("mercenaries_not_offered", {"ruleset": S2025.name})
    street = get_ruleset("street-bowl")
    r2020 = edition("2020").race("Human")
    assert matchday.mercenary_refusal(
        position=r2020.position("Lineman"),
        skill="",
        race=r2020,
        ruleset=street,
        same_position=0,
        players=7,
        mercenaries=0,
    )


def test_journeymen_come_before_inducements():
    assert matchday.inducements_wait_for_journeymen([7, 6])
    assert not matchday.inducements_wait_for_journeymen([7, 9])


def test_winnings_add_one_for_not_stalling():
    # "Jay's Fan Factor was 4 whilst Dan's Fan Factor was 3, giving a Fan Attendance of 7 [...] 2 [...] plus an
    # additional 1 for not Stalling [...] to give a final Winnings of 65,000 gold pieces"
    jay = postgame.winnings(fan_attendance=7, touchdowns=2, conceded=False, opponent_conceded=False, not_stalling=True)
    assert jay == 65_000
    assert postgame.winnings(fan_attendance=7, touchdowns=2, conceded=False, opponent_conceded=False) == 55_000
    assert S2025.winnings_not_stalling
    assert not S2020.winnings_not_stalling


def test_concession_winnings_by_edition():
    # 2020: one touchdown awarded plus the conceder's transferred; 2025: "the entire Fan Attendance plus the number
    # of Touchdowns they scored x 10,000"
    kw = {"fan_attendance": 6, "touchdowns": 1, "conceded": False, "opponent_conceded": True, "conceder_touchdowns": 1}
    assert postgame.winnings(**kw) == (6 + 1 + 1 + 1) * 10_000
    assert postgame.winnings(**kw, edition="2025") == (6 + 1) * 10_000


@pytest.mark.parametrize(
    ("roll", "treasury", "y2020", "y2025"),
    [
        (2, 600_000, "catastrophe", "major_incident"),
        (3, 500_000, "major_incident", "minor_incident"),
        (4, 400_000, "minor_incident", "crisis_averted"),
        (4, 600_000, "major_incident", "minor_incident"),
        (5, 500_000, "minor_incident", "crisis_averted"),
        (5, 600_000, "minor_incident", "crisis_averted"),
        (1, 150_000, "minor_incident", "minor_incident"),
        (6, 650_000, "minor_incident", "minor_incident"),
    ],
)
def test_the_2025_expensive_mistakes_grid(roll, treasury, y2020, y2025):
    for key, expected in (("2020", y2020), ("2025", y2025)):
        mistake = postgame.expensive_mistakes(treasury=treasury, dice=LoadedDice([roll, 1, 1, 1]), edition=key)
        assert mistake.outcome == expected


def test_the_2025_major_incident_rounds_what_is_kept():
    # 2025: "half the amount of gold pieces in your Treasury, rounding down to the nearest 5,000"
    assert postgame.major_incident_loss(215_000, "2020") == 105_000
    assert postgame.major_incident_loss(215_000, "2025") == 110_000
    mistake = postgame.expensive_mistakes(treasury=315_000, dice=LoadedDice([1]), edition="2025")
    assert (mistake.outcome, mistake.loss) == ("major_incident", 160_000)  # keeps 155,000


def test_a_2025_concession_is_a_2_0_or_x_0_win_without_points_penalty():
    # "Their opposition will automatically earn a 2-0 win, unless they have already scored more Touchdowns in which
    # case they will count as winning X-0"
    scheme = ScoringScheme(concession=concession_rule_for("2025"))
    assert scheme.concession == CONCESSION_BB2025
    scored = score_result(Result("a", "b", 1, 1, conceded_by="b"), scheme)
    assert (scored.home_td, scored.away_td, scored.winner) == (2, 0, "a")
    assert (scored.home_points, scored.away_points) == (3, 0)  # no minus one for the conceder
    scored = score_result(Result("a", "b", 0, 3, conceded_by="a"), scheme)
    assert (scored.home_td, scored.away_td, scored.home_points, scored.away_points) == (0, 3, 0, 3)
    # 2020 leagues keep seed 003's 3-0 and the penalty
    old = score_result(Result("a", "b", 1, 1, conceded_by="b"), ScoringScheme(concession=concession_rule_for("2020")))
    assert (old.home_td, old.away_td, old.away_points) == (3, 0, -1)


def test_a_player_who_must_miss_the_game_cannot_be_reported_as_playing():
    from rules.report import missed_game_refusal

    refusal = missed_game_refusal(misses_this_game=True, played=True, player="#4", field="p9_played")
    assert refusal.field == "p9_played"
    assert (refusal.code, refusal.params) == ("misses_this_game", {"player": "#4"})
    assert missed_game_refusal(misses_this_game=True, played=False, player="#4", field="x") is None
    assert missed_game_refusal(misses_this_game=False, played=True, player="#4", field="x") is None

"""Tournaments (seed 003, Matched Play Guide): rulespack, standings, the draw of each round, with the Guide's
examples as cases."""

import pytest

from rules.errors import DomainError
from rules.tournament import TIEBREAKERS, Game, Rulespack, StandingRow, pair_round, rematches, standings

PACK = Rulespack.default("sevens")


def _row(rows, coach) -> StandingRow:
    return next(r for r in rows if r.coach == coach)


# --- rulespack -------------------------------------------------------------------------------------------------


def test_default_rulespack_is_matched_play():
    assert (PACK.win, PACK.draw, PACK.loss, PACK.bonus_points) == (2, 1, 0, True)
    assert PACK.tiebreakers == ("bonus_points", "td_diff", "td_for", "cas_for")
    assert PACK.skill_points == (6, 8, 10)
    assert PACK.max_secondary == (1, 2, 3)
    assert PACK.budget == 600_000


def test_dungeon_sevens_scores_40_50_50_20():
    pack = Rulespack.default("dungeon-sevens")
    assert (pack.win, pack.runaway_win, pack.annihilation_win, pack.draw) == (40, 50, 50, 20)
    games = [Game("A", "B", 1, 0), Game("C", "D", 3, 1), Game("E", "F", 1, 1), Game("G", "H", 0, 0,
             win_kind="annihilation", winner="H")]
    points = {r.coach: r.points for r in standings("ABCDEFGH", games, pack)}
    assert points == {"A": 40, "B": 0, "C": 50, "D": 0, "E": 20, "F": 20, "G": 0, "H": 50}


def test_rulespack_round_trip_and_refusals():
    pack = Rulespack.default("street-bowl", rounds=3, final_round_keeps_top=True, tiebreakers=("td_diff",))
    assert Rulespack.from_dict(pack.to_dict()) == pack
    with pytest.raises(DomainError) as err:
        Rulespack.from_dict({"ruleset": "sevens", "tiebreakers": ["luck"]})
    assert err.value.field == "tiebreakers"
    with pytest.raises(DomainError) as err:
        Rulespack.from_dict({"ruleset": "sevens", "rounds": 0})
    assert err.value.field == "rounds"
    with pytest.raises(DomainError) as err:
        Rulespack.from_dict({"ruleset": "elevens"})
    assert err.value.field == "ruleset"
    with pytest.raises(DomainError) as err:
        Rulespack.from_dict({"tiebreakers": ["secret_objectives"]})
    assert err.value.field == "tiebreakers"
    with pytest.raises(DomainError) as err:
        Rulespack.from_dict({"ruleset": "street-bowl", "inducements": ["bribe"]})
    assert err.value.field == "inducements"
    with pytest.raises(DomainError) as err:
        Rulespack.from_dict({"budget": "lots"})
    assert err.value.field == "budget"


def test_describe_names_every_choice():
    described = Rulespack.default("sevens", spare_player=True, secret_objectives=True).describe()
    lines = {line: (key, params) for line, key, params in described}
    assert lines["odd_number"] == ("odd_number.spare_player", {})
    assert lines["optional_rules"][1]["secret_objectives"] is True
    assert lines["tiebreakers"][1]["terms"][:2] == ("Bonus Points", "Touchdown Difference")
    assert "Agency Cheerleaders" in lines["inducements"][1]["terms"]
    assert "agency-cheerleaders" not in lines["inducements"][1]["terms"]
    assert lines["budget"] == ("budget", {"budget": 600_000})  # a number: the pages group it as their language does
    assert lines["awards"][1]["terms"][0] == "First Place"
    assert {"bonus_points", "td_diff", "td_for", "cas_for", "secret_objectives", "head_to_head"} <= set(TIEBREAKERS)


# --- standings -------------------------------------------------------------------------------------------------


def test_jay_beats_rob_3_1():
    """Seed 003, Games: Jay 2 Tournament Points, 1 Bonus Point (3+ TDs); Rob 0 points, 1 Bonus Point (3+ cas)."""
    rows = standings(["Jay", "Rob"], [Game("Jay", "Rob", 3, 1, home_cas=2, away_cas=4)], PACK)
    jay, rob = _row(rows, "Jay"), _row(rows, "Rob")
    assert (jay.points, jay.bonus_points, rob.points, rob.bonus_points) == (2, 1, 0, 1)
    assert [r.coach for r in rows] == ["Jay", "Rob"]


def test_touchdown_difference_example():
    """Seed 003, Ranking: Jay 2-0, 3-1, 3-0 has +7; Dan 1-0, 2-1, 3-2 has +3."""
    games = [Game("Jay", "X1", 2, 0), Game("Jay", "X2", 3, 1), Game("Jay", "X3", 3, 0),
             Game("Dan", "Y1", 1, 0), Game("Dan", "Y2", 2, 1), Game("Dan", "Y3", 3, 2)]
    rows = standings(["Jay", "Dan"], games, PACK)
    assert (_row(rows, "Jay").td_diff, _row(rows, "Dan").td_diff) == (7, 3)


def test_bye_is_a_2_0_win_with_one_bonus_point():
    rows = standings(["A"], [Game.bye("A")], PACK)
    assert (rows[0].points, rows[0].bonus_points, rows[0].td_for, rows[0].cas_for, rows[0].won) == (2, 1, 2, 0, 1)
    # whatever numbers were stored with it
    assert standings(["A"], [Game("A", None, 5, 0, 4)], PACK) == rows


def test_concession():
    """Seed 003: the opponent at least 3-0 with every Bonus Point; the conceder no Bonus Points and -1 point."""
    rows = standings(["A", "B"], [Game("A", "B", 0, 1, home_cas=5, conceded_by="B")], PACK)
    a, b = _row(rows, "A"), _row(rows, "B")
    assert (a.points, a.bonus_points, a.td_for, a.td_against) == (2, 3, 3, 0)
    assert (b.points, b.bonus_points) == (-1, 0)
    better = standings(["A", "B"], [Game("A", "B", 4, 0, conceded_by="B")], PACK)
    assert _row(better, "A").td_for == 4


def test_tiebreakers_in_the_organisers_order():
    games = [Game("A", "X", 1, 0, home_cas=3), Game("B", "Y", 3, 2)]
    assert [r.coach for r in standings("AB", games, PACK)][:2] == ["A", "B"]  # both 1 BP... A clean sheet+cas=2
    pack = Rulespack.default("sevens", tiebreakers=("td_for",))
    assert [r.coach for r in standings("AB", games, pack)][:2] == ["B", "A"]


def test_full_tie_shares_a_rank():
    rows = standings("ABCD", [Game("A", "B", 1, 1), Game("C", "D", 1, 1)], PACK)
    assert [r.rank for r in rows] == [1, 1, 1, 1]


def test_secret_objectives_and_head_to_head_tiebreakers():
    pack = Rulespack.default("sevens", secret_objectives=True, tiebreakers=("secret_objectives",))
    rows = standings("AB", [Game("A", "B", 1, 1, home_objectives=1, away_objectives=2)], pack)
    assert [r.coach for r in rows] == ["B", "A"]
    assert rows[0].objectives == 2
    h2h = Rulespack.default("sevens", tiebreakers=("head_to_head",))
    games = [Game("A", "B", 0, 1), Game("A", "C", 1, 0), Game("A", "E", 1, 0), Game("B", "D", 1, 1),
             Game("B", "F", 1, 1)]
    assert [r.coach for r in standings("ABCDEF", games, h2h)][:2] == ["B", "A"]  # level on 4; B beat A
    assert [r.coach for r in standings("ABCDEF", games, PACK)][:2] == ["A", "B"]  # A: more Bonus Points


def test_spare_player_never_in_the_standings():
    rows = standings(["A", "B", "C"], [Game("A", "B", 1, 0), Game("C", "Spare", 2, 0)], PACK, spare="Spare")
    assert {r.coach for r in rows} == {"A", "B", "C"}
    assert _row(rows, "C").points == 2


# --- pairings --------------------------------------------------------------------------------------------------


GUIDE_RANKING = ["Jay", "Gavin", "Keith", "Xavier", "Nicolas", "Dan", "Louise", "Rob"]


def test_nicolas_and_dan_have_met_so_dan_swaps_with_louise():
    games = [Game("Nicolas", "Dan", 1, 1)]
    pairs = pair_round(GUIDE_RANKING, games, PACK, round_number=2, seed=1)
    assert pairs == [("Jay", "Gavin"), ("Keith", "Xavier"), ("Nicolas", "Louise"), ("Dan", "Rob")]
    assert rematches(pairs, games) == []
    assert rematches([("Dan", "Nicolas")], games) == [("Dan", "Nicolas")]


def test_round_one_is_random_from_the_recorded_seed():
    coaches = [f"c{i}" for i in range(9)]
    first = pair_round(coaches, [], PACK, round_number=1, seed=42)
    assert first == pair_round(coaches, [], PACK, round_number=1, seed=42)
    assert first != pair_round(coaches, [], PACK, round_number=1, seed=43)
    assert sorted(c for pair in first for c in pair if c) == sorted(coaches)
    assert sum(away is None for _, away in first) == 1


def test_final_round_keeps_first_and_second_when_the_rulespack_says_so():
    games = [Game("Jay", "Gavin", 1, 1)]
    pack = Rulespack.default("sevens", rounds=3, final_round_keeps_top=True)
    assert pair_round(GUIDE_RANKING, games, pack, round_number=3, seed=0)[0] == ("Jay", "Gavin")
    assert pair_round(GUIDE_RANKING, games, pack, round_number=2, seed=0)[0] == ("Jay", "Keith")
    assert pair_round(GUIDE_RANKING, games, PACK, round_number=5, seed=0)[0] == ("Jay", "Keith")


def test_spare_player_played_by_the_next_coach_who_has_not_met_him():
    ranked = ["A", "B", "C", "D", "E"]
    games = [Game("E", "Spare", 0, 1), Game("A", "B", 1, 0), Game("C", "D", 1, 0)]
    pairs = pair_round(ranked, games, PACK, round_number=2, seed=0, spare="Spare")
    assert ("D", "Spare") in pairs


def test_bye_goes_to_the_lowest_coach_without_one():
    ranked = ["A", "B", "C", "D", "E"]
    games = [Game.bye("E"), Game("A", "B", 1, 0), Game("C", "D", 1, 0)]
    pairs = pair_round(ranked, games, PACK, round_number=2, seed=0)
    assert ("D", None) in pairs


def test_standings_json_row_has_the_issues_keys():
    row = standings(["Jay", "Rob"], [Game("Jay", "Rob", 3, 1, 2, 4)], PACK)[0]
    assert list(row.as_json()) == [
        "rank", "coach", "played", "won", "drawn", "lost", "points", "bonus_points", "td_for", "td_against",
        "td_diff", "cas_for", "cas_against",
    ]
    assert row.as_json()["td_diff"] == 2

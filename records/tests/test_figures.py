"""Each figure against the hand-worked season (conftest ``season``): a void removes its figures, a corrected report
and a corrected result correct them."""

import pytest

from league.models import Season
from records import selectors
from records.selectors.players import player_left_after

pytestmark = pytest.mark.django_db


def number(team, n):
    return team.players.get(number=n)


def test_player_totals(season):
    a1 = selectors.player_record(player=number(season.a, 1))
    assert (a1["games"], a1["touchdowns"], a1["casualties"]) == (2, 3, 0)
    a2 = selectors.player_record(player=number(season.a, 2))
    assert (a2["casualties"], a2["seriously_hurt"], a2["games_missed"]) == (1, 1, 1)
    # patched up on a 4: no injury, no game missed (seed 000, Apothecaries)
    a5 = selectors.player_record(player=number(season.a, 5))
    assert (a5["seriously_hurt"], a5["games_missed"]) == (0, 0)
    assert selectors.player_record(player=number(season.b, 3))["killed"] == 1
    assert selectors.player_record(player=number(season.b, 4))["badly_hurt"] == 1


def test_a_void_removes_the_figures_and_the_corrected_report_counts(season):
    # the voided report had C#1 scoring 2 and B#2 Badly Hurt; the corrected one credits C#2 with 1
    assert selectors.player_record(player=number(season.c, 1))["touchdowns"] == 1
    assert selectors.player_record(player=number(season.c, 2))["touchdowns"] == 1
    assert selectors.player_record(player=number(season.b, 2))["badly_hurt"] == 0


def test_player_games_and_skills_in_order(season):
    a1 = number(season.a, 1)
    assert [r.match.fixture.round for r in selectors.player_games(player=a1)] == [1, 2]
    skills = selectors.player_skills(player=a1)
    assert [s["fixture"].round for s in skills] == [1]
    assert skills[0]["skill"] == a1.gained_skill_names[0]
    assert selectors.player_values(player=a1, skills=skills) == [("Start", 50_000), ("R1", 60_000)]


def test_team_record_by_season_and_all_time(season):
    rows, total = selectors.team_by_season(team=season.a)
    expected_a = {
        "played": 2,
        "won": 1,
        "drawn": 1,
        "lost": 0,
        "td_for": 3,
        "td_against": 2,
        "cas_for": 2,
        "cas_against": 1,
    }
    assert {k: rows[0][k] for k in expected_a} == expected_a  # cas 2: the commissioner's correction of round 1
    assert total == expected_a
    _, b = selectors.team_by_season(team=season.b)
    assert (b["played"], b["won"], b["drawn"], b["lost"], b["td_for"], b["td_against"]) == (2, 0, 0, 2, 1, 3)
    assert (b["cas_for"], b["cas_against"]) == (0, 2)
    _, c = selectors.team_by_season(team=season.c)
    assert (c["won"], c["drawn"], c["td_for"], c["td_against"], c["cas_for"]) == (1, 1, 2, 1, 1)


def test_team_record_against_each_opponent(season):
    rows = {r["opponent_name"]: r for r in selectors.team_opponents(team=season.a)}
    assert (rows["Altdorf Alley Cats"]["won"], rows["Altdorf Alley Cats"]["td_for"]) == (1, 2)
    assert (rows["Middenheim Marauders"]["drawn"], rows["Middenheim Marauders"]["td_against"]) == (1, 1)


def test_team_value_and_fans_after_each_game(season):
    history = selectors.team_history(team=season.a)
    season.a.refresh_from_db()
    assert [g["round"] for g in history] == [1, 2]
    assert history[-1]["tv"] == season.a.team_value
    assert history[-1]["fans"] == season.a.dedicated_fans
    # the void took round 3's first post-game away: C shows one entry for round 3, not two
    assert [g["round"] for g in selectors.team_history(team=season.c)] == [2, 3]


def test_leaders_per_season_and_all_time(season):
    for scope in (None, season.season):
        top = selectors.leaders(league=season.league, season=scope)
        assert (top["touchdowns"][0]["player_id"], top["touchdowns"][0]["touchdowns"]) == (number(season.a, 1).pk, 3)
        assert {r["casualties"] for r in top["casualties"]} == {1}
        assert top["games"][0]["games"] == 2
        assert top["skills"][0]["skills"] == 1
    other = Season.objects.create(league=season.league, number=9, name="Empty")
    assert selectors.leaders(league=season.league, season=other)["touchdowns"] == []


def test_cemetery_names_the_opposing_team(season):
    (row,) = selectors.cemetery(league=season.league)
    assert (row["player"].number, row["team"], row["by"], row["fixture"].round) == (3, season.b, season.a, 1)


def test_gone_pro_with_the_game_after_which_he_left(season):
    # the seed's own Draft may poach a player with a gained skill too (D6 <= skills gained); each has his game
    rows = {row["player"]: row for row in selectors.gone_pro(league=season.league)}
    assert rows[season.poached]["fixture"] == season.f3
    assert all(
        row["fixture"] is not None and row["player"].advancements or row["player"] == season.poached
        for row in rows.values()
    )
    assert player_left_after(player=season.poached) == season.f3


def test_points_by_round(season):
    points = selectors.season_points_by_round(season=season.season)
    assert points["rounds"] == [1, 2, 3]
    by_team = {s["name"]: s["points"] for s in points["series"]}
    # 3 for a win, 1 for a draw (the league's defaults)
    assert by_team == {
        "Reikland Rookies": [3, 4, 4],
        "Middenheim Marauders": [0, 1, 4],
        "Altdorf Alley Cats": [0, 0, 0],
    }


def test_award_suggestions(season):
    s = selectors.season_suggestions(season=season.season)
    assert s["touchdowns"][0]["touchdowns"] == 3
    assert [t["name"] for t in s["defence"]] == ["Middenheim Marauders", "Reikland Rookies", "Altdorf Alley Cats"]

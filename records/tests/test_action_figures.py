"""Issue 27, records grow: completions, interceptions, fouls and sendings-off in the player, team and league records,
from confirmed results only (on top of the hand-worked season, conftest ``season``).

Added to its confirmed reports (by hand):
  Round 1, A v B: A#1 2 completions; A#3 1 foul, sent off; B#1 1 completion, 1 interception.
  Round 2, A v C: A#1 1 completion; C#2 1 interception, 2 fouls.
  Round 3, C v B (the corrected report): C#2 3 completions; B#2 1 foul.
  Round 4, A v B, entered by coach A and not confirmed: A#1 9 completions, 9 fouls, sent off; B#1 9 interceptions.

So: A#1 3 completions (the unconfirmed 9 do not count), 2 games; C#2 3 completions, 1 interception, 2 fouls;
completions: A#1 3 and C#2 3 share first, B#1 third; interceptions: B#1 and C#2 share first; fouls: C#2 first,
A#3 and B#2 share second. Teams: A 3 completions, 0 interceptions, 1 foul, 1 sent off; B 1, 1, 1, 0; C 3, 1, 2, 0.
Voiding round 3 takes C#2's 3 completions and B#2's foul away.
"""

import re

import pytest
from django.urls import reverse

from league import services as league_services
from league.interchange import league_export
from matches import services as match_services
from matches.models import Match, PlayerReport
from records import selectors

pytestmark = pytest.mark.django_db


def number(team, n):
    return team.players.get(number=n)


def _add(match, team, n, **figures):
    updated = PlayerReport.objects.filter(match=match, player=number(team, n)).update(**figures)
    assert updated == 1


@pytest.fixture
def acted(season, django_capture_on_commit_callbacks):
    m1, m2, m3 = (Match.objects.get(fixture=f) for f in (season.f1, season.f2, season.f3))
    _add(m1, season.a, 1, completions=2)
    _add(m1, season.a, 3, fouls=1, sent_off=True)
    _add(m1, season.b, 1, completions=1, interceptions=1)
    _add(m2, season.a, 1, completions=1)
    _add(m2, season.c, 2, interceptions=1, fouls=2)
    _add(m3, season.c, 2, completions=3)
    _add(m3, season.b, 2, fouls=1)
    f4 = league_services.fixture_add(season=season.season, home=season.a, away=season.b, round=4)
    m4 = match_services.match_for_fixture(f4)
    for team in (season.a, season.b):
        for p in team.players.all():  # whoever: this game is never confirmed
            PlayerReport.objects.create(match=m4, player=p, team=team)
    _add(m4, season.a, 1, completions=9, fouls=9, sent_off=True)
    _add(m4, season.b, 1, interceptions=9)
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(fixture=f4, actor=season.cast.coach_a, home_td=0, away_td=0)
    f4.refresh_from_db()
    assert f4.status == "submitted"
    season.m3 = m3
    return season


def figures(record):
    return tuple(record[k] for k in ("completions", "interceptions", "fouls", "sent_off"))


def test_a_players_record_sums_his_confirmed_reports_only(acted):
    a1 = selectors.player_record(player=number(acted.a, 1))
    assert (a1["games"], *figures(a1)) == (2, 3, 0, 0, 0)  # round 4's 9 completions wait for confirmation
    assert figures(selectors.player_record(player=number(acted.a, 3))) == (0, 0, 1, 1)
    assert figures(selectors.player_record(player=number(acted.c, 2))) == (3, 1, 2, 0)
    many = selectors.player_records(player_ids=[number(acted.b, 1).pk, number(acted.b, 2).pk])
    assert figures(many[number(acted.b, 1).pk]) == (1, 1, 0, 0)
    assert figures(many[number(acted.b, 2).pk]) == (0, 0, 1, 0)


def test_a_teams_figures_by_season_all_time_and_player(acted):
    expected = {"a": (3, 0, 1, 1), "b": (1, 1, 1, 0), "c": (3, 1, 2, 0)}
    for name, figure in expected.items():
        stats = selectors.team_statistics(team=getattr(acted, name))
        (row,) = stats["seasons"]
        assert figures(row) == figure
        assert figures(stats["total"]) == figure
        assert stats["total"]["played"] == 2  # the results' figures are still there
    a = selectors.team_statistics(team=acted.a)
    assert figures(a["players"][number(acted.a, 1).pk]) == (3, 0, 0, 0)
    assert a["players"][number(acted.a, 2).pk]["games_missed"] == 1


def test_a_void_takes_the_figures_away_everywhere(acted):
    match_services.match_void(match=acted.m3, actor=acted.cast.commissioner, reason="wrong report again")
    assert figures(selectors.player_record(player=number(acted.c, 2))) == (0, 1, 2, 0)
    assert figures(selectors.team_statistics(team=acted.c)["total"]) == (0, 1, 2, 0)
    assert figures(selectors.team_statistics(team=acted.b)["total"]) == (1, 1, 0, 0)
    top = selectors.leaders(league=acted.league)
    assert [r["player_id"] for r in top["completions"]] == [number(acted.a, 1).pk, number(acted.b, 1).pk]
    assert [r["player_id"] for r in top["fouls"]] == [number(acted.c, 2).pk, number(acted.a, 3).pk]


def test_the_leaders_new_tables_share_tied_ranks(acted):
    for scope in (None, acted.season):
        top = selectors.leaders(league=acted.league, season=scope)
        completions = [(r["rank"], r["player_id"], r["completions"]) for r in top["completions"]]
        a1, b1, c2 = number(acted.a, 1).pk, number(acted.b, 1).pk, number(acted.c, 2).pk
        # A#1 and C#2 tie on 3 (then by name, as every table orders): both first, B#1 third
        assert sorted(completions[:2]) == sorted([(1, a1, 3), (1, c2, 3)])
        assert completions[2] == (3, b1, 1)
        assert [(r["rank"], r["interceptions"]) for r in top["interceptions"]] == [(1, 1), (1, 1)]
        assert {r["player_id"] for r in top["interceptions"]} == {b1, c2}  # round 4's 9 are not confirmed
        fouls = [(r["rank"], r["fouls"]) for r in top["fouls"]]
        assert fouls == [(1, 2), (2, 1), (2, 1)]
        assert {r["player_id"] for r in top["fouls"][1:]} == {number(acted.a, 3).pk, number(acted.b, 2).pk}
        # the older tables are read from the same query and unchanged
        assert (top["touchdowns"][0]["player_id"], top["touchdowns"][0]["touchdowns"]) == (a1, 3)
        assert top["games"][0]["games"] == 2


def test_the_leaders_keep_the_top_ten_of_each_table(acted):
    """More players on a figure than a table holds: each table keeps its own ten, ordered as before."""
    m1 = Match.objects.get(fixture=acted.f1)
    reports = list(PlayerReport.objects.filter(match=m1).order_by("pk"))
    assert len(reports) > 10
    for n, report in enumerate(reports):
        PlayerReport.objects.filter(pk=report.pk).update(fouls=n + 1)
    top = selectors.leaders(league=acted.league)
    players = {p.pk: p for team in (acted.a, acted.b, acted.c) for p in team.players.all()}
    totals = selectors.player_records(player_ids=players)
    by_hand = sorted(
        (pk for pk in totals if totals[pk]["fouls"]), key=lambda pk: (-totals[pk]["fouls"], players[pk].name, pk)
    )
    assert [r["player_id"] for r in top["fouls"]] == by_hand[:10]
    assert len(by_hand) > 10
    assert len(top["completions"]) == 3  # unchanged: a player on 0 is in no table


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "coach_b", "outsider", None])
def test_the_pages_show_the_new_figures(client, acted, who):
    if who:
        client.force_login(getattr(acted.cast, who))
    leaders = client.get(reverse("records:leaders", args=[acted.league.slug])).content.decode()
    titles = {"completions": "Most completions", "interceptions": "Most interceptions", "fouls": "Most fouls"}
    for key, title in titles.items():
        table = leaders.split(f'data-leaders="{key}"')[1].split("</section>")[0]
        assert title in table
        printed = [int(n) for n in re.findall(r'<tr><td class="num">(\d+)</td>', table)]
        assert printed == {"completions": [1, 1, 3], "interceptions": [1, 1], "fouls": [1, 2, 2]}[key]
    player = client.get(reverse("records:player", args=[number(acted.c, 2).pk])).content.decode()
    assert 'data-figure="completions">3<' in player
    assert 'data-figure="fouls">2<' in player
    team = client.get(reverse("records:team", args=[acted.a.pk])).content.decode()
    total = team.split('data-season="all"')[1].split("</tr>")[0]
    assert 'data-figure="completions">3<' in total
    assert 'data-figure="sent_off">1<' in total
    players = team.split("data-team-players")[1]
    a3 = players.split(f'#{number(acted.a, 3).number} ', 1)[1].split("</tr>")[0]
    assert 'data-figure="fouls">1<' in a3


def test_the_league_file_carries_the_new_figures(acted):
    rows = {(r["team"], r["number"]): r for r in league_export(acted.league)["player_records"]}
    assert figures(rows[(acted.a.name, 1)]) == (3, 0, 0, 0)
    assert figures(rows[(acted.a.name, 3)]) == (0, 0, 1, 1)
    assert figures(rows[(acted.a.name, 6)]) == (0, 0, 0, 0)

"""Issue 27, records grow: the API's player and team records, rosters and leaders carry completions, interceptions,
fouls and sendings-off, from confirmed results only (the hand-worked season of the root conftest)."""

import pytest

from league import services as league_services
from matches import services as match_services
from matches.models import Match, PlayerReport
from teams.models import Player

pytestmark = pytest.mark.django_db


@pytest.fixture
def acted(hand_worked_season):
    """A#1 2 completions and a foul he was sent off for in round 1, B#1 1 interception; C#2 and A#4 1 completion
    each in round 2; A#1 7 more completions in round 4, entered and not confirmed."""
    s = hand_worked_season
    m1, m2 = Match.objects.get(fixture=s.f1), Match.objects.get(fixture=s.f2)
    a1 = s.a.players.get(number=1)
    # The season's post-game rolls come from each match's random seed: the Draft may have taken A#1 after a game.
    # Whatever it rolled, A#1 is on the roster here, as the roster's record is what is read.
    Player.objects.filter(pk=a1.pk).update(status=Player.Status.AVAILABLE)
    PlayerReport.objects.filter(match=m1, player=a1).update(completions=2, fouls=1, sent_off=True)
    PlayerReport.objects.filter(match=m1, player=s.b.players.get(number=1)).update(interceptions=1)
    PlayerReport.objects.filter(match=m2, player__in=[s.c.players.get(number=2), s.a.players.get(number=4)]).update(
        completions=1
    )
    f4 = league_services.fixture_add(season=s.season, home=s.a, away=s.b, round=4)
    PlayerReport.objects.create(match=match_services.match_for_fixture(f4), player=a1, team=s.a, completions=7)
    league_services.result_submit(fixture=f4, actor=s.cast.coach_a, home_td=0, away_td=0)
    s.a1 = a1
    s.base = f"/api/v1/leagues/{s.league.slug}"
    return s


def test_a_players_record(api_client, acted):
    body = api_client.get(f"{acted.base}/players/{acted.a1.pk}").json()
    record = body["record"]
    assert (record["completions"], record["interceptions"], record["fouls"], record["sent_off"]) == (2, 0, 1, 1)


def test_a_rosters_records(api_client, acted):
    players = {p["id"]: p for p in api_client.get(f"{acted.base}/teams/{acted.a.pk}").json()["players"]}
    assert players[acted.a1.pk]["record"]["completions"] == 2
    a2 = acted.a.players.get(number=2).pk
    assert (players[a2]["record"]["completions"], players[a2]["record"]["sent_off"]) == (0, 0)


def test_a_teams_record_by_season_and_all_time(api_client, acted):
    body = api_client.get(f"{acted.base}/teams/{acted.a.pk}/record").json()
    (season,) = body["seasons"]
    for line in (season, body["total"]):
        assert (line["completions"], line["interceptions"], line["fouls"], line["sent_off"]) == (3, 0, 1, 1)
        assert line["played"] == 2
    assert "completions" not in body["opponents"][0]  # per opponent: the results' figures only


@pytest.mark.parametrize("query", ["", "?season=1"])
def test_the_leaders_new_tables(api_client, acted, query):
    body = api_client.get(f"{acted.base}/leaders{query}").json()
    completions = [(row["rank"], row["player"], row["value"]) for row in body["completions"]]
    a4, c2 = acted.a.players.get(number=4).pk, acted.c.players.get(number=2).pk
    assert completions[0] == (1, acted.a1.pk, 2)  # the unconfirmed 7 do not count
    assert sorted(completions[1:]) == sorted([(2, a4, 1), (2, c2, 1)])  # a tie shares the rank
    assert [(row["rank"], row["value"]) for row in body["interceptions"]] == [(1, 1)]
    assert [(row["player"], row["value"]) for row in body["fouls"]] == [(acted.a1.pk, 1)]

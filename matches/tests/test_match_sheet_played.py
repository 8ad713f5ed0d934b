"""Issue 24: the match sheet of a played game prints the teams as they played it, not today's rosters."""

import pytest
from django.urls import reverse

from league import services as league_services
from matches import services
from matches.models import Match, PlayerReport
from matches.selectors.sheet import match_sheet_sides
from teams.models import Player
from tests.pdf import pdf_text

pytestmark = pytest.mark.django_db


@pytest.fixture
def played(cast, fixture, django_capture_on_commit_callbacks):
    """Home took a Journeyman for the game (its No. 7 missed it), its No. 1 was Seriously Hurt, its No. 4 gained
    Block afterwards, and the Journeyman left after the game."""
    home = fixture.home
    Player.objects.filter(team=home, number=7).update(status=Player.Status.MISSES_NEXT_GAME)
    match = services.match_for_fixture(fixture)
    services.pregame_add_journeymen(match=match, team=home, actor=cast.commissioner)
    for team in (fixture.home, fixture.away):
        for player in team.players.filter(status=Player.Status.AVAILABLE):
            injury = "seriously_hurt" if (team == home and player.number == 1) else ""
            PlayerReport.objects.create(match=match, player=player, team=team, injury=injury)
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(
            fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=0, away_td=0
        )
    match = Match.objects.get(pk=match.pk)
    with django_capture_on_commit_callbacks(execute=True):
        for team in (home, fixture.away):
            services.advancement_choose(
                match=match,
                team=team,
                actor=cast.commissioner,
                kind="primary",
                player_id=team.players.get(number=4).pk,
                category="General",
            )
    fixture.refresh_from_db()
    return fixture


def test_the_sheet_of_a_played_game_lists_the_teams_as_they_played(cast, played):
    home = played.home
    journeyman = Player.objects.get(team=home, name="Journeyman")
    assert journeyman.status == Player.Status.FIRED  # gone from today's roster
    assert home.players.get(number=1).status == Player.Status.MISSES_NEXT_GAME
    assert home.players.get(number=4).gained_skills  # gained after the game
    sides = match_sheet_sides(fixture=played, user=cast.commissioner)
    rows = {row["player"].pk: row for row in sides[0]["roster"]}
    numbers = sorted(row["player"].number for row in rows.values())
    assert home.players.get(number=7).pk not in rows  # he missed the game
    assert home.players.get(number=1).pk in rows  # hurt in it: he played
    assert rows[journeyman.pk]["journeyman"]
    assert len(numbers) == 7
    assert rows[home.players.get(number=4).pk]["gained"] == []  # as he was when he played
    assert all(row["gained"] == [] for row in sides[1]["roster"])


def test_the_played_sheet_pdf(client, cast, played):
    client.force_login(cast.coach_a)
    response = client.get(reverse("matches:match_sheet", args=[played.pk]))
    assert response.status_code == 200
    text = pdf_text(response.content)
    gained = {g["skill"] for p in Player.objects.filter(number=4) for g in p.gained_skills}
    assert gained  # both No. 4s gained a skill after the game
    assert "Journeyman" in text
    assert "Lineman 1" in text
    assert not any(skill in text for skill in gained)
    assert text.count("Lineman 7") == 1  # the away team's; home's No. 7 missed the game


@pytest.mark.parametrize(("who", "status"), [("coach_b", 200), ("commissioner", 200), ("outsider", 403), (None, 302)])
def test_the_played_sheet_is_for_the_games_people(client, cast, played, who, status):
    if who:
        client.force_login(getattr(cast, who))
    assert client.get(reverse("matches:match_sheet", args=[played.pk])).status_code == status


def test_a_game_to_play_lists_the_players_who_can_play(cast, fixture):
    Player.objects.filter(team=fixture.home, number=7).update(status=Player.Status.MISSES_NEXT_GAME)
    sides = match_sheet_sides(fixture=fixture, user=cast.commissioner)
    assert sorted(row["player"].number for row in sides[0]["roster"]) == [1, 2, 3, 4, 5, 6]
    assert not any(row["journeyman"] for row in sides[0]["roster"])

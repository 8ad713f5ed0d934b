"""The team sheet (seed 000's Team Draft list): players with their records, the team's figures, the inducements at
this team's prices; one A4 page for eleven players; a bounded number of queries."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.urls import reverse

from league.models import Fixture, Season
from matches.models import Match, PlayerReport
from rules.draft import Draft, DraftPlayer
from teams.models import Player
from teams.selectors import player_records
from tests.factories import UserFactory, make_team
from tests.pdf import pdf_pages, pdf_text

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def halflings(coach, league=None):
    """Eleven players (the Sevens maximum): nine Hopefuls and two Catchers, a Halfling Thimble Cup team."""
    players = [DraftPlayer("Halfling Hopeful Lineman", number=i, name=f"Pip Underhill {i}") for i in range(1, 10)]
    players += [DraftPlayer("Halfling Catcher", number=10 + i, name=f"Catcher {i + 1}") for i in range(2)]
    draft = Draft(race="Halfling", players=tuple(players), rerolls=1, apothecary=True, dedicated_fans=2)
    return make_team(coach=coach, name="Greenfield Grasshuggers", league=league, draft=draft)


def _game(cast, *, status, round_=1):
    season, _ = Season.objects.get_or_create(league=cast.league, number=1, defaults={"name": "Season 1"})
    fixture = Fixture.objects.create(season=season, round=round_, home=cast.team_a, away=cast.team_b, status=status)
    return Match.objects.create(fixture=fixture)


@pytest.fixture
def reported(cast):
    """Coach A's #1 scored twice and caused a casualty in a confirmed game; a submitted game does not count yet."""
    one, two = list(cast.team_a.players.order_by("number")[:2])
    match = _game(cast, status=Fixture.Status.CONFIRMED)
    PlayerReport.objects.create(match=match, player=one, team=cast.team_a, touchdowns=2, casualties=1)
    PlayerReport.objects.create(match=match, player=two, team=cast.team_a, injury="seriously_hurt")
    later = _game(cast, status=Fixture.Status.SUBMITTED, round_=2)
    PlayerReport.objects.create(match=later, player=one, team=cast.team_a, touchdowns=3)
    patched = _game(cast, status=Fixture.Status.CONFIRMED, round_=3)
    PlayerReport.objects.create(match=patched, player=two, team=cast.team_a, injury="badly_hurt", apothecary_roll=5)
    return one, two


def test_records_count_only_confirmed_games_and_lasting_injuries(cast, reported, django_assert_num_queries):
    one, two = reported
    with django_assert_num_queries(1):
        records = player_records(player_ids=[one.pk, two.pk])
    assert records[one.pk] == {"games": 1, "touchdowns": 2, "casualties": 1, "badly_hurt": 0, "seriously_hurt": 0}
    assert records[two.pk]["games"] == 2
    assert records[two.pk]["seriously_hurt"] == 1
    assert records[two.pk]["badly_hurt"] == 0  # the apothecary patched it up on a 5


def test_the_sheet_shows_each_players_record_and_misses_next_game(client, cast, reported):
    one, two = reported
    Player.objects.filter(pk=two.pk).update(status=Player.Status.MISSES_NEXT_GAME)
    client.force_login(cast.coach_a)
    html = client.get(reverse("teams:sheet", args=[cast.team_a.pk])).content.decode()
    assert "Current Value" in html
    assert "Current Team Value" in html
    assert "Dedicated Fans" in html
    row = html.split(f'<td class="name">{one.name}</td>')[1].split("</tr>")[0]
    assert '<td class="stat">1</td><td class="stat">2</td><td class="stat">1</td>' in row
    row = html.split(f'<td class="name">{two.name}</td>')[1].split("</tr>")[0]
    assert "MNG" in row
    assert "SH" in row


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "coach_b", "outsider"])
def test_the_sheet_answers_the_cast(client, cast, who):
    client.force_login(getattr(cast, who))
    assert client.get(reverse("teams:sheet", args=[cast.team_a.pk])).status_code == 200


def test_the_sheet_lists_inducements_at_the_prices_this_team_pays(client, cast):
    team = halflings(cast.coach_a)
    client.force_login(cast.coach_a)
    html = client.get(reverse("teams:sheet", args=[team.pk])).content.decode()
    assert 'Halfling Master Chef</td><td class="r">100,000' in html  # Halfling Thimble Cup
    assert 'Bribe</td><td class="r">100,000' in html  # no Bribery and Corruption
    assert "Halfling Thimble Cup" in html


def test_the_sheet_query_count_does_not_grow_with_the_roster(client, cast, django_assert_max_num_queries):
    client.force_login(cast.coach_a)
    small = cast.team_a
    big = halflings(cast.coach_a)
    for team in (small, big):
        client.get(reverse("teams:sheet", args=[team.pk]))  # warm the cached to-do count
        with django_assert_max_num_queries(9):
            assert client.get(reverse("teams:sheet", args=[team.pk])).status_code == 200


def test_eleven_players_print_on_one_a4_page(client, cast):
    team = halflings(UserFactory(username="halfling_coach"))
    client.force_login(team.coach)
    response = client.get(reverse("teams:sheet_pdf", args=[team.pk]))
    assert response.status_code == 200
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "team-sheet-eleven.pdf").write_bytes(response.content)
    assert pdf_pages(response.content) == 1
    text = pdf_text(response.content)
    assert "Pip Underhill 9" in text
    assert "Catcher 2" in text


def test_the_match_sheet_says_which_team_has_an_apothecary(cast, rf):
    from django.template.loader import render_to_string

    from teams.selectors import team_for_page, team_page_context

    cast.team_b.apothecary = False
    cast.team_b.save(update_fields=["apothecary"])
    fixture = Fixture(season=Season(league=cast.league, number=1, name="Season 1"), round=1)
    fixture.home, fixture.away = cast.team_a, cast.team_b
    sides = [
        team_page_context(team=team_for_page(pk=t.pk), user=cast.commissioner, history=False)
        for t in (cast.team_a, cast.team_b)
    ]
    html = render_to_string("matches/match_sheet.html", {"fixture": fixture, "sides": sides, "injury_tables": []})
    assert "<strong>Reikland Rookies:</strong> has one" in html
    assert "<strong>Altdorf Alley Cats:</strong> none" in html

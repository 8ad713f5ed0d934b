"""Team events (seed 003, Team Events): coaches join a team by its name (the first is its captain, no two of a team
take the same race), teams are drawn by the team ranking with coaches by individual ranking inside a pairing, and
a team wins the round by games won (2/1/0), ranked then by games won and games drawn."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains

from events import services, team_selectors
from events.models import EventCoach, EventGame, EventTeam
from rules.errors import DomainError
from tests.factories import make_team, make_teams

pytestmark = pytest.mark.django_db


@pytest.fixture
def team_event(cast):
    cast.friendly_a = make_team(coach=cast.coach_a, name="Slam Rookies")
    cast.friendly_b = make_team(coach=cast.coach_b, name="Slam Reserves")
    return services.event_create(organiser=cast.commissioner, name="Team Sevens", ruleset="sevens",
                                 structure="teams", team_size=3, rounds=3)


def test_a_coach_names_his_team_and_the_first_is_its_captain_and_no_race_twice(client, cast, team_event):
    client.force_login(cast.coach_a)
    url = reverse("events:register", args=[team_event.slug])
    assertContains(client.get(url), "Your team in the event")
    missing = client.post(url, {"team": cast.friendly_a.pk})
    assertContains(missing, "Name your team", status_code=422)
    assert not EventCoach.objects.exists()
    assert client.post(url, {"team": cast.friendly_a.pk, "event_team": "Reikland  Reavers"}).status_code == 302
    team = EventTeam.objects.get()
    assert (team.name, team.captain.user) == ("Reikland Reavers", cast.coach_a)
    client.force_login(cast.coach_b)  # his roster is Human too
    clash = client.post(url, {"team": cast.friendly_b.pk, "event_team": "Reikland Reavers"})
    assertContains(clash, "no two coaches of a team take the same race", status_code=422)
    assert EventCoach.objects.count() == 1


def test_teams_are_drawn_by_team_ranking_and_a_round_is_won_by_games_won(cast, team_event):
    make_teams(team_event, {"Alpha": ["A1", "A2", "A3"], "Beta": ["B1", "B2", "B3"], "Gamma": ["C1", "C2", "C3"],
                            "Delta": ["D1", "D2", "D3"]})
    first = services.round_pair(event=team_event, actor=team_event.organisers.first(), seed=5)
    games = list(first.games.select_related("home__event_team", "away__event_team"))
    assert len(games) == 6
    pairs = {frozenset((g.home.event_team.name, g.away.event_team.name)) for g in games}
    assert len(pairs) == 2  # two team pairings, three games each
    for game in games:  # the home side wins two games of each pairing, the away side one
        index = sorted(g.pk for g in games if g.home.event_team_id == game.home.event_team_id).index(game.pk)
        home_wins = index < 2
        services.game_submit(game=game, actor=cast.commissioner, home_td=2 if home_wins else 0,
                             away_td=0 if home_wins else 1, home_cas=0, away_cas=0)
    table = team_selectors.team_table(event=team_event)
    winners = [team.name for row, team in table if row.points == 2]
    assert len(winners) == 2  # the team round won two games to one: 2 points
    assert all(row.games_won == 2 for row, _ in table if row.points == 2)
    assert all((row.points, row.games_won) == (0, 1) for row, _ in table if row.points != 2)
    second = services.round_pair(event=team_event, actor=team_event.organisers.first(), seed=6)
    met_before = pairs
    now = {frozenset((g.home.event_team.name, g.away.event_team.name))
           for g in second.games.select_related("home__event_team", "away__event_team")}
    assert now.isdisjoint(met_before)  # no team meets the same team twice
    assert frozenset(winners) in now  # seed 003, Team Event Pairings: 1st v 2nd by the team ranking
    assert EventGame.objects.filter(round=second).count() == 6


def test_the_draw_waits_for_full_teams_with_captains(cast, team_event):
    make_teams(team_event, {"Alpha": ["A1", "A2", "A3"], "Beta": ["B1", "B2"]})
    with pytest.raises(DomainError, match="Beta: a team has 3 coaches, this one has 2"):
        services.round_pair(event=team_event, actor=team_event.organisers.first(), seed=1)


def test_the_event_page_shows_the_team_standings(client, cast, team_event):
    make_teams(team_event, {"Alpha": ["A1", "A2", "A3"], "Beta": ["B1", "B2", "B3"]})
    services.round_pair(event=team_event, actor=team_event.organisers.first(), seed=2)
    page = client.get(team_event.get_absolute_url())
    assertContains(page, "Team standings")
    assertContains(page, "captain A1")


def test_a_team_round_is_shown_as_team_pairings(client, cast, team_event):
    """Seed 003, Team Event Rankings Scoring: the page shows each team pairing and, once its games are in, the games
    each team won and the round's points (the Guide's team round won two games to one: 2 points to 0)."""
    make_teams(team_event, {"Alpha": ["A1", "A2", "A3"], "Beta": ["B1", "B2", "B3"]})
    drawn = services.round_pair(event=team_event, actor=team_event.organisers.first(), seed=2)
    page = client.get(team_event.get_absolute_url()).content.decode()
    assert page.count("data-team-pairing") == 1
    assert "tables 1, 2, 3" in page
    games = list(drawn.games.select_related("home__event_team").order_by("table"))
    home_team = games[0].home.event_team.name
    for index, game in enumerate(games):
        services.game_submit(game=game, actor=cast.commissioner, home_td=1 if index < 2 else 0,
                             away_td=1 if index == 2 else 0, home_cas=0, away_cas=0)
    page = client.get(team_event.get_absolute_url()).content.decode()
    assert f'<strong>{home_team}</strong> <span class="score">2–1</span>' in page
    assert "2–0 points" in page


def test_a_swap_never_pairs_two_coaches_of_one_team(cast, team_event):
    make_teams(team_event, {"Alpha": ["A1", "A2", "A3"], "Beta": ["B1", "B2", "B3"]})
    drawn = services.round_pair(event=team_event, actor=team_event.organisers.first(), seed=2)
    games = list(drawn.games.select_related("home__event_team", "away__event_team").order_by("table"))
    first, second = games[0], games[1]
    same_team_as_first_home = first.home if second.away.event_team_id == first.home.event_team_id else first.away
    before = [(g.home_id, g.away_id) for g in games]
    with pytest.raises(DomainError, match="two coaches of the same team"):
        services.round_swap(event=team_event, actor=team_event.organisers.first(), first=same_team_as_first_home,
                            second=second.home)
    assert [(g.home_id, g.away_id) for g in drawn.games.order_by("table")] == before

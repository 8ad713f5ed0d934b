"""The re-draft between seasons of a 2025 league (Spike! Journal 22, Re-drafting a Blood Bowl Sevens Team): opened
when the next season starts, with the Emergency Call-ups and the Re-draft Budget (600,000 + treasury + 10,000 per
win, never above 750,000), then the coach re-hires players and buys re-rolls and staff from it."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains

from league import services as league_services
from rules.dice import Dice
from teams import services
from teams.models import Player, Redraft, Team
from tests.factories import next_season

pytestmark = pytest.mark.django_db


def test_the_next_season_opens_each_teams_redraft_with_its_budget(cast, season_one, django_capture_on_commit_callbacks):
    league, fixture = season_one
    winner, loser = fixture.home, fixture.away
    Team.objects.filter(pk=winner.pk).update(treasury=200_000)
    Team.objects.filter(pk=loser.pk).update(treasury=40_000)
    season = next_season(league, cast, django_capture_on_commit_callbacks)
    won = Redraft.objects.get(team=winner, season_name=season.name)
    assert (won.wins, won.win_bonus) == (1, 10_000)
    assert won.budget == 750_000  # 600,000 + 200,000 + 10,000 = 810,000: the cap
    assert won.forfeited == 60_000
    lost = Redraft.objects.get(team=loser)
    assert (lost.wins, lost.budget, lost.forfeited) == (0, 640_000, 0)


def test_a_2020_league_has_no_redraft(cast, django_capture_on_commit_callbacks):
    for team in (cast.team_a, cast.team_b):
        league_services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    league_services.season_start(league=cast.league)
    with django_capture_on_commit_callbacks(execute=True):
        league_services.season_finish_and_start_next(
            league=cast.league, actor=cast.commissioner, cancel_unplayed=True
        )
    assert not Redraft.objects.exists()


def seed_rolling(first):
    return next(seed for seed in range(1, 500) if Dice(seed=seed).d6(why="probe") == first)


@pytest.mark.parametrize(("first_roll", "called_up"), [(1, True), (2, False)])
def test_an_emergency_call_up_on_a_1_takes_a_skilled_player(cast, season_one, first_roll, called_up):
    """Spike! Journal 22, Emergency Call-ups: "Roll a D6 for any player that has gained one or more additional
    Skills. On a 2+ they have not been recruited ... on the roll of a 1 ... Remove the player"."""
    _, fixture = season_one
    team = fixture.home
    skilled = team.players.get(number=1)
    skilled.gained_skills = [{"skill": "Dodge", "kind": "secondary", "category": "Agility"}]
    skilled.save()
    (redraft,) = services.teams_open_redraft(
        wins={team.pk: 1}, season_name="Season 2", dice=Dice(seed=seed_rolling(first_roll))
    )
    skilled.refresh_from_db()
    assert [r["result"] for r in redraft.rolls] == [first_roll]  # one roll: only he has a gained skill
    assert (skilled.status == Player.Status.DRAFTED) is called_up
    assert (redraft.called_up == [skilled.pk]) is called_up
    # opened once: a second call rolls nothing again
    assert services.teams_open_redraft(wins={team.pk: 1}, season_name="Season 2") == []


@pytest.mark.parametrize(
    ("who", "allowed"), [("commissioner", True), ("coach_a", True), ("coach_b", False), ("outsider", False)]
)
def test_who_may_redraft_team_a(client, cast, season_one, who, allowed, django_capture_on_commit_callbacks):
    league, _ = season_one
    next_season(league, cast, django_capture_on_commit_callbacks)
    team = Team.objects.get(coach=cast.coach_a, league=league)
    client.force_login(getattr(cast, who))
    url = reverse("teams:redraft", args=[team.pk])
    assert client.get(url).status_code == (200 if allowed else 403)
    keep = list(team.players.values_list("pk", flat=True))
    response = client.post(url, {"keep": keep, "rerolls": 0, "assistant_coaches": 0, "cheerleaders": 0})
    assert response.status_code == (302 if allowed else 403)
    assert Redraft.objects.get(team=team).status == ("done" if allowed else "open")


def test_the_coach_rehires_and_buys_from_the_budget(client, cast, season_one, django_capture_on_commit_callbacks):
    league, _ = season_one
    next_season(league, cast, django_capture_on_commit_callbacks)
    team = Team.objects.get(coach=cast.coach_a, league=league)
    redraft = Redraft.objects.get(team=team)
    client.force_login(cast.coach_a)
    assertContains(client.get("/"), "re-draft the team for Season 2")
    assertContains(client.get(team.get_absolute_url()), "Re-draft the team")
    page = client.get(reverse("teams:redraft", args=[team.pk]))
    assertContains(page, "Re-draft Budget")
    players = list(team.players.order_by("number"))
    let_go = players[-2]  # a Halfling Hopeful; Old Hans, the Veteran, is re-hired
    kept = [p for p in players if p != let_go]
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            reverse("teams:redraft", args=[team.pk]),
            {"keep": [p.pk for p in kept], "rerolls": 0, "assistant_coaches": 1, "cheerleaders": 0},
        )
    assert response.status_code == 302
    team.refresh_from_db()
    let_go.refresh_from_db()
    # each player's Current Value + the agent's fee of 20,000 for his one previous season; an assistant coach
    # 20,000; Dedicated Fans start again at 1 (none bought)
    cost = sum(p.value + 20_000 for p in kept) + 20_000
    assert team.treasury == redraft.budget - cost
    assert (team.rerolls, team.assistant_coaches, team.dedicated_fans) == (0, 1, 1)
    assert let_go.status == Player.Status.FIRED
    redraft.refresh_from_db()
    assert (redraft.status, redraft.cost, redraft.released) == ("done", cost, [let_go.pk])
    assert "re-draft the team" not in client.get("/").content.decode()


@pytest.mark.parametrize(
    ("posted", "message"),
    [
        ({"rerolls": 7}, "re-roll"),
        ({"keep": 5}, "at least 7"),
        ({"rerolls": "two"}, "Enter a whole number."),
        ({"rerolls": 6, "assistant_coaches": 3, "cheerleaders": 3}, "the budget is"),
    ],
)
def test_a_refused_redraft_says_why_and_changes_nothing(
    client, cast, season_one, posted, message, django_capture_on_commit_callbacks
):
    league, _ = season_one
    next_season(league, cast, django_capture_on_commit_callbacks)
    team = Team.objects.get(coach=cast.coach_a, league=league)
    before = (team.treasury, team.rerolls)
    players = list(team.players.order_by("number").values_list("pk", flat=True))
    data = {"keep": players, "rerolls": 0, "assistant_coaches": 0, "cheerleaders": 0} | posted
    if isinstance(data["keep"], int):
        data["keep"] = players[: data["keep"]]
    client.force_login(cast.coach_a)
    response = client.post(reverse("teams:redraft", args=[team.pk]), data)
    assertContains(response, message, status_code=422)
    team.refresh_from_db()
    assert (team.treasury, team.rerolls) == before
    assert Redraft.objects.get(team=team).status == "open"
    assert team.players.filter(status=Player.Status.FIRED).count() == 0


def test_the_team_page_and_sheet_show_the_2025_keywords_and_the_veteran(client, cast, season_one):
    _, fixture = season_one
    team = fixture.home
    client.force_login(cast.outsider)
    page = client.get(team.get_absolute_url()).content.decode()
    sheet = client.get(reverse("teams:sheet", args=[team.pk])).content.decode()
    for html in (page, sheet):
        assert "Halfling, Lineman" in html  # a Halfling Hopeful's keywords
        assert "Blitzer, Human" in html
        assert "Veteran</span>" in html  # Old Hans

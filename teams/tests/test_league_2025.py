"""Issue #24 on the team pages of a 2025 league: re-rolls bought from the team page (Spike! Journal 22, Purchasing
Team Re-rolls), a commissioner's correction keeping Dedicated Fans at 1-5, and a re-draft that hires new players
and pays each re-hired player's agent's fee (2025 rulebook, Re-draft Team)."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from teams.models import Player, Redraft, Team, TeamEvent
from tests.factories import next_season

pytestmark = pytest.mark.django_db


@pytest.fixture
def team_2025(cast, season_one):
    league, _ = season_one
    team = Team.objects.get(coach=cast.coach_a, league=league)
    Team.objects.filter(pk=team.pk).update(treasury=150_000)
    team.refresh_from_db()
    return team


@pytest.mark.parametrize(
    ("who", "status", "bought"),
    [("commissioner", 302, 1), ("coach_a", 302, 1), ("coach_b", 403, 0), ("outsider", 403, 0)],
)
def test_who_buys_a_reroll_from_the_team_page(client, cast, team_2025, who, status, bought):
    client.force_login(getattr(cast, who))
    before = (team_2025.rerolls, team_2025.team_value)
    response = client.post(reverse("teams:buy_reroll", args=[team_2025.pk]), {"version": team_2025.version})
    assert response.status_code == status
    team_2025.refresh_from_db()
    assert team_2025.rerolls == before[0] + bought
    assert team_2025.treasury == 150_000 - 100_000 * bought
    # Team Value adds the re-roll's usual (roster) value, not the 100,000 paid
    assert team_2025.team_value == before[1] + bought * team_2025.race_rules.reroll_cost
    if bought:
        event = TeamEvent.objects.filter(team=team_2025).first()
        assert event.description == f"Bought a team re-roll for 100,000 (now {team_2025.rerolls})."
        assert event.treasury_delta == -100_000


def test_the_team_page_offers_the_reroll_with_its_price(client, cast, team_2025):
    client.force_login(cast.coach_a)
    assertContains(client.get(team_2025.get_absolute_url()), "Buy a team re-roll (100,000)")
    Team.objects.filter(pk=team_2025.pk).update(treasury=50_000)
    page = client.get(team_2025.get_absolute_url())
    assertNotContains(page, "Buy a team re-roll")
    assertContains(page, "a team re-roll costs 100,000")


def test_a_reroll_beyond_six_or_the_treasury_is_refused(client, cast, team_2025):
    Team.objects.filter(pk=team_2025.pk).update(rerolls=6, treasury=900_000)
    client.force_login(cast.coach_a)
    team_2025.refresh_from_db()
    response = client.post(
        reverse("teams:buy_reroll", args=[team_2025.pk]), {"version": team_2025.version}, follow=True
    )
    assertContains(response, "already has 6 team re-rolls")
    team_2025.refresh_from_db()
    assert (team_2025.rerolls, team_2025.treasury) == (6, 900_000)


def test_a_2020_sevens_team_never_buys_a_reroll_later(client, cast):
    team = cast.team_a
    Team.objects.filter(pk=team.pk).update(treasury=900_000)
    client.force_login(cast.coach_a)
    assertNotContains(client.get(team.get_absolute_url()), "Buy a team re-roll")
    response = client.post(reverse("teams:buy_reroll", args=[team.pk]), {"version": team.version}, follow=True)
    assertContains(response, "only at the draft")
    team.refresh_from_db()
    assert (team.rerolls, team.treasury) == (cast.team_a.rerolls, 900_000)


def test_a_correction_keeps_2025_dedicated_fans_at_five_or_fewer(client, cast, team_2025):
    client.force_login(cast.commissioner)
    url = reverse("teams:correct", args=[team_2025.pk])
    assertContains(client.get(url), 'max="5"')
    data = {
        "version": team_2025.version,
        "name": team_2025.name,
        "rerolls": 0,
        "assistant_coaches": 0,
        "cheerleaders": 0,
        "dedicated_fans": 7,
        "treasury": team_2025.treasury,
        "reason": "typo",
    }
    assertContains(client.post(url, data), "less than or equal to 5", status_code=200)
    team_2025.refresh_from_db()
    assert team_2025.dedicated_fans != 7


def test_the_service_refuses_fans_above_five(cast, team_2025):
    from rules.errors import DomainError
    from teams import services

    with pytest.raises(DomainError, match="never more than 5"):
        services.team_correct_team(team=team_2025, actor=cast.commissioner, reason="typo", dedicated_fans=7)


def test_a_redraft_with_fewer_than_seven_hires_the_rest_and_pays_the_agents_fee(
    client,
    cast,
    season_one,
    django_capture_on_commit_callbacks,
):
    league, _ = season_one
    next_season(league, cast, django_capture_on_commit_callbacks)
    team = Team.objects.get(coach=cast.coach_a, league=league)
    redraft = Redraft.objects.get(team=team)
    players = list(team.players.order_by("number"))
    kept = [p for p in players if p.veteran] + [p for p in players if p.position == "Halfling Hopeful"][:2]
    url = reverse("teams:redraft", args=[team.pk])
    client.force_login(cast.coach_a)
    page = client.get(url)
    assertContains(page, "20,000 agent's fee for 1 season")
    assertContains(page, "New player 1: position")
    base = {"keep": [p.pk for p in kept], "rerolls": 0, "assistant_coaches": 0, "cheerleaders": 0}
    refused = client.post(url, base)
    assertContains(refused, "at least 7", status_code=422)
    hires = ["Human Lineman"] * 4
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            url, base | {"hire_position": hires, "hire_name": ["A", "B", "C", "D"], "dedicated_fans": 2}
        )
    assert response.status_code == 302
    team.refresh_from_db()
    active = list(team.players.filter(status__in=Player.ACTIVE))
    assert len(active) == 7
    assert {p.name for p in active} >= {"A", "B", "C", "D"}
    lineman = team.race_rules.position("Human Lineman").cost
    cost = sum(p.value + 20_000 for p in kept) + 4 * lineman + 20_000  # one Dedicated Fan bought back
    assert team.treasury == redraft.budget - cost
    assert team.dedicated_fans == 2
    redraft.refresh_from_db()
    assert redraft.cost == cost


def test_a_redraft_without_its_veteran_names_a_new_one(client, cast, season_one, django_capture_on_commit_callbacks):
    league, _ = season_one
    next_season(league, cast, django_capture_on_commit_callbacks)
    team = Team.objects.get(coach=cast.coach_a, league=league)
    players = list(team.players.order_by("number"))
    kept = [p for p in players if not p.veteran]
    url = reverse("teams:redraft", args=[team.pk])
    client.force_login(cast.coach_a)
    base = {"keep": [p.pk for p in kept], "rerolls": 0, "assistant_coaches": 0, "cheerleaders": 0}
    refused = client.post(url, base).content.decode()
    assert "Veteran" in refused
    assert 'id="id_veteran_errors"' in refused  # the refusal stands beside the Veteran's select
    hire = {"hire_position": ["Human Lineman"], "hire_name": ["Young Hans"], "veteran": "hire-0"}
    assert client.post(url, base | hire).status_code == 302
    young = team.players.get(name="Young Hans")
    position = team.race_rules.position("Human Lineman")
    assert young.veteran
    assert young.ma == position.ma - 1


def test_a_journeyman_still_on_the_roster_leaves_at_the_redraft(
    client, cast, season_one, django_capture_on_commit_callbacks
):
    """Reading: Journeymen are not the team's own players; the re-draft builds the team from its own, so a
    Journeyman left on the roster (his game's post-game still waiting when the season ended) leaves."""
    from rules.draft import DraftPlayer
    from teams.services.common import new_player

    league, _ = season_one
    team = Team.objects.get(coach=cast.coach_a, league=league)
    race = team.race_rules
    journeyman = new_player(team, race, DraftPlayer(race.journeyman_position.name, number=20, name="Jo"), 20)
    journeyman.journeyman = True
    journeyman.save()
    next_season(league, cast, django_capture_on_commit_callbacks)
    team.refresh_from_db()
    players = list(team.players.filter(status__in=Player.ACTIVE, journeyman=False))
    client.force_login(cast.coach_a)
    base = {"keep": [p.pk for p in players], "rerolls": 0, "assistant_coaches": 0, "cheerleaders": 0}
    assert client.post(reverse("teams:redraft", args=[team.pk]), base).status_code == 302
    journeyman.refresh_from_db()
    assert journeyman.status not in Player.ACTIVE


def test_a_correction_keeps_re_rolls_and_staff_within_the_rulesets_maxima(client, cast, team_2025):
    """The correction form's maxima are the ruleset's (0-6 re-rolls, 0-3 cheerleaders in 2025), not sanity
    bounds typed in the form."""
    from teams.forms import CorrectTeamForm

    ruleset = team_2025.rules()
    form = CorrectTeamForm(ruleset=ruleset)
    assert form.fields["rerolls"].max_value == ruleset.max_rerolls
    assert form.fields["cheerleaders"].max_value == ruleset.cheerleaders.max_qty
    data = {"version": team_2025.version, "name": team_2025.name, "rerolls": ruleset.max_rerolls + 1,
            "assistant_coaches": 0, "cheerleaders": 0, "dedicated_fans": 1, "treasury": 0, "reason": "typo"}
    bound = CorrectTeamForm(data, ruleset=ruleset)
    assert not bound.is_valid()
    assert "rerolls" in bound.errors

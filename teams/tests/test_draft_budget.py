"""A friendly team drafted for an event's Team Draft Budget (seed 003, Drafting Your Team): the budget chosen on the
start page is the one the draft is checked against; a league's draft keeps its league's."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains

from teams.models import Team

pytestmark = pytest.mark.django_db

# Sevens Humans: three Blitzers at 85,000 and five Linemen at 50,000 = 505,000, two re-rolls at 100,000 = 705,000
POSITIONS = ["Human Blitzer"] * 3 + ["Human Lineman"] * 5


def draft_post(**overrides):
    data = {
        "race": "Human", "ruleset": "sevens", "edition": "2020", "name": "Escalation Eagles",
        "rerolls": "2", "assistant_coaches": "0", "cheerleaders": "0", "dedicated_fans": "1",
        "player_position": POSITIONS,
        "player_number": [str(i) for i in range(1, len(POSITIONS) + 1)],
        "player_name": [f"P{i}" for i in range(1, len(POSITIONS) + 1)],
        "op": "save",
    }
    data.update(overrides)
    return data


def test_the_start_page_takes_the_budget_from_the_link(client, cast):
    client.force_login(cast.coach_a)
    page = client.get(reverse("teams:draft"), {"ruleset": "sevens", "budget": "750000"})
    assertContains(page, 'name="budget" value="750000"')
    started = client.get(reverse("teams:draft"), {"ruleset": "sevens", "race": "Human", "budget": "750000"})
    assertContains(started, "budget 750,000")
    assertContains(started, '<input type="hidden" name="budget" value="750000">')


def test_a_team_over_the_rulesets_budget_fits_the_events(client, cast):
    client.force_login(cast.coach_a)
    refused = client.post(reverse("teams:draft"), draft_post())
    assert refused.status_code == 422
    assert "705,000" in refused.content.decode()
    assert not Team.objects.filter(name="Escalation Eagles").exists()
    saved = client.post(reverse("teams:draft"), draft_post(budget="750000"))
    assert saved.status_code == 302
    team = Team.objects.get(name="Escalation Eagles")
    assert team.treasury == 45_000  # the budget left, as for any friendly team
    nonsense = client.post(reverse("teams:draft"), draft_post(name="Other", budget="lots"))
    assert nonsense.status_code == 422  # no budget read: the ruleset's 600,000


def test_a_league_draft_keeps_the_leagues_budget(client, cast):
    client.force_login(cast.coach_a)
    response = client.post(reverse("teams:draft"), draft_post(budget="750000", league=cast.league.slug))
    assert response.status_code == 422
    assert "705,000" in response.content.decode()
    assert not Team.objects.filter(name="Escalation Eagles").exists()


def test_a_budget_past_the_bound_is_refused_beside_the_field(client, cast):
    client.force_login(cast.coach_a)
    page = client.get(reverse("teams:draft"), {"ruleset": "sevens", "race": "", "budget": "2000000000"})
    assert page.status_code == 200
    assert "less than or equal to 2000000" in page.content.decode()

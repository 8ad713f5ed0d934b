"""A league's edition: chosen on the create and settings forms, fixed once a team is approved, and what
``League.rules()`` and a team's rules follow from it."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains

from league import services
from league.models import League
from rules.draft import Draft, DraftPlayer
from rules.errors import DomainError
from rules.rulesets import get_ruleset
from teams.models import Team
from teams.services import team_create
from tests.factories import make_league, make_team

pytestmark = pytest.mark.django_db


def league_data(**changes):
    data = {
        "name": "Albion Sevens",
        "edition": "2020",
        "ruleset": "sevens",
        "mercenaries": "unlimited",
        "scoring_scheme": "points",
        "points_win": 3,
        "points_draw": 1,
        "points_loss": 0,
        "tiebreaker_1": "td_diff",
    }
    return data | changes


def test_an_existing_league_plays_2020_and_its_rules_are_unchanged(cast):
    assert cast.league.edition == "2020"
    assert cast.league.rules() == get_ruleset("sevens").adjust(banned_skills=None, mercenary_cap=None)
    assert (cast.team_a.edition_key, cast.team_a.rules().edition) == ("2020", "2020")


def test_a_2025_league_plays_the_sevens_of_spike_journal_22(cast):
    league = make_league(commissioner=cast.commissioner, name="New Era", slug="new-era", edition="2025")
    rules = league.rules()
    assert (rules.edition, rules.reroll_flat_price, rules.firing_allowed) == ("2025", 100_000, False)
    assert {"Leader", "Pro"} <= rules.banned_skills
    league.banned_skills = ["Dodge"]  # a league's own bans never lift Leader and Pro
    assert league.rules().banned_skills == frozenset({"Dodge", "Leader", "Pro"})


def test_a_friendly_team_plays_the_edition_its_coach_chose(cast):
    players = [DraftPlayer("Human Lineman", number=1, name="Vet", veteran=True)]
    players += [DraftPlayer("Halfling Hopeful", number=n, name=f"Hop {n}") for n in (2, 3, 4)]
    players += [DraftPlayer("Human Lineman", number=n, name=f"L {n}") for n in (5, 6, 7)]
    draft = Draft(race="Human", players=tuple(players), rerolls=1)
    team = services_team_create(coach=cast.outsider, draft=draft, edition="2025")
    assert (team.edition, team.edition_key, team.rules().edition) == ("2025", "2025", "2025")
    assert [p.name for p in team.race_rules.positions if p.name == "Halfling Hopeful"] == ["Halfling Hopeful"]
    assert team.treasury == 600_000 - (4 * 50_000 + 3 * 30_000 + 100_000)


def services_team_create(**kwargs):
    return team_create(**{"name": "Friendly Folk", "ruleset_key": "sevens"} | kwargs)


def test_a_friendly_team_of_an_edition_without_the_ruleset_is_refused(cast):
    with pytest.raises(DomainError, match="street-bowl"):
        services_team_create(coach=cast.outsider, draft=None, edition="2025", **{"ruleset_key": "street-bowl"})
    assert not Team.objects.filter(name="Friendly Folk").exists()


def test_creating_a_2025_league(client, cast):
    client.force_login(cast.outsider)
    page = client.get(reverse("league:create"))
    assertContains(page, 'name="edition"')
    assertContains(page, "Spike! Journal 22")
    response = client.post(reverse("league:create"), league_data(edition="2025"))
    assert response.status_code == 302
    league = League.objects.get(name="Albion Sevens")
    assert (league.edition, league.rules().name) == ("2025", "Blood Bowl Sevens (2025)")


def test_a_league_without_an_edition_in_its_form_is_2020(client, cast):
    client.force_login(cast.outsider)
    data = league_data()
    del data["edition"]
    assert client.post(reverse("league:create"), data).status_code == 302
    assert League.objects.get(name="Albion Sevens").edition == "2020"


def test_2025_offers_the_sevens_only(client, cast):
    client.force_login(cast.outsider)
    response = client.post(reverse("league:create"), league_data(edition="2025", ruleset="street-bowl"))
    assertContains(response, 'id="id_ruleset_errors"', status_code=422)
    assertContains(response, "The 2025 edition offers Blood Bowl Sevens (2025) only.", status_code=422)
    assert not League.objects.filter(name="Albion Sevens").exists()


def settings_url(league):
    return reverse("league:settings", args=[league.slug])


@pytest.mark.parametrize(
    ("who", "status"), [("commissioner", 302), ("coach_a", 403), ("coach_b", 403), ("outsider", 403)]
)
def test_the_edition_changes_while_no_team_is_approved(client, cast, who, status):
    client.force_login(getattr(cast, who))
    response = client.post(settings_url(cast.league), league_data(name="Lustria Sevens", edition="2025"))
    assert response.status_code == status
    cast.league.refresh_from_db()
    assert cast.league.edition == ("2025" if status == 302 else "2020")


def test_the_edition_is_fixed_once_a_team_is_approved(client, cast):
    services.league_decide_entry(league=cast.league, team=cast.team_a, approve=True, actor=cast.commissioner)
    client.force_login(cast.commissioner)
    response = client.post(settings_url(cast.league), league_data(name="Renamed", edition="2025"))
    assertContains(response, 'id="id_edition_errors"', status_code=422)
    assertContains(response, "its edition is fixed once a team is approved", status_code=422)
    cast.league.refresh_from_db()
    assert (cast.league.name, cast.league.edition) == ("Lustria Sevens", "2020")
    # the other settings still change, the edition kept
    response = client.post(settings_url(cast.league), league_data(name="Renamed"))
    assert response.status_code == 302
    cast.league.refresh_from_db()
    assert (cast.league.name, cast.league.edition) == ("Renamed", "2020")


def test_a_team_of_a_2025_league_plays_2025(cast):
    league = make_league(commissioner=cast.commissioner, name="New Era", slug="new-era", edition="2025")
    players = [DraftPlayer("Human Lineman", number=1, veteran=True)]
    players += [DraftPlayer("Human Lineman", number=n) for n in range(2, 8)]
    team = make_team(
        coach=cast.coach_a, name="Era Team", league=league, draft=Draft(race="Human", players=tuple(players))
    )
    assert (team.edition, team.edition_key, team.rules().reroll_flat_price) == ("2025", "2025", 100_000)

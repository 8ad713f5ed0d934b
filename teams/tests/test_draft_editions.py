"""The draft page follows the edition: a friendly team's choice, a league's edition; the 2025 positions with their
keywords, the Veteran, and the cap on players without the Lineman keyword."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from teams.models import Team
from tests.factories import make_league

pytestmark = pytest.mark.django_db

HUMANS_2025 = ["Human Lineman"] + ["Halfling Hopeful"] * 3 + ["Human Blitzer"] * 2 + ["Human Thrower", "Ogre"]


def draft_post(positions=HUMANS_2025, **overrides):
    data = {
        "race": "Human",
        "ruleset": "sevens",
        "edition": "2025",
        "name": "Bögenhafen Bulls",
        "rerolls": "0",
        "assistant_coaches": "0",
        "cheerleaders": "0",
        "dedicated_fans": "1",
        "player_position": positions,
        "player_number": [str(i) for i in range(1, len(positions) + 1)],
        "player_name": [f"P{i}" for i in range(1, len(positions) + 1)],
        "veteran": "0",
        "op": "save",
    }
    return data | overrides


def test_the_start_page_offers_both_editions_and_their_rulesets(client, cast):
    client.force_login(cast.outsider)
    response = client.get(reverse("teams:draft"))
    assertContains(response, 'name="edition"')
    assertContains(response, "Blood Bowl Sevens (2025)")
    assertContains(response, "players without the Lineman keyword")
    assertContains(response, "100,000 each")


def test_2025_offers_no_street_bowl(client, cast):
    client.force_login(cast.outsider)
    response = client.get(reverse("teams:draft"), {"edition": "2025", "ruleset": "street-bowl", "race": "Human"})
    assertContains(response, "The 2025 edition offers: Blood Bowl Sevens (2025).")


def test_the_2025_draft_page_lists_the_positions_with_their_keywords(client, cast):
    client.force_login(cast.outsider)
    response = client.get(reverse("teams:draft"), {"edition": "2025", "ruleset": "sevens", "race": "Human"})
    assertContains(response, "Halfling Hopeful")
    assertContains(response, "Halfling, Lineman")
    assertContains(response, 'name="edition" value="2025"')
    page_2020 = client.get(reverse("teams:draft"), {"ruleset": "sevens", "race": "Human"})
    assertNotContains(page_2020, "Halfling, Lineman")  # no keywords in 2020
    assertNotContains(page_2020, 'name="veteran"')


def test_a_2025_human_team_with_three_hopefuls_and_four_non_linemen_is_drafted_with_its_veteran(client, cast):
    client.force_login(cast.outsider)
    response = client.post(reverse("teams:draft"), draft_post())
    assert response.status_code == 302
    team = Team.objects.get(name="Bögenhafen Bulls")
    assert (team.edition, team.rules().edition) == ("2025", "2025")
    veteran = team.players.get(veteran=True)
    assert (veteran.position, veteran.ma) == ("Human Lineman", 5)  # 6 less the Veteran's 1
    assert team.players.filter(position="Halfling Hopeful").count() == 3


def test_a_fifth_player_without_the_lineman_keyword_is_refused_with_the_journal_s_words(client, cast):
    client.force_login(cast.outsider)
    positions = [*HUMANS_2025[:-1], "Human Catcher"] + ["Ogre"]
    response = client.post(reverse("teams:draft"), draft_post(positions=positions))
    assertContains(response, "at most 4 players without the Lineman keyword; this team has 5", status_code=422)
    assert not Team.objects.filter(name="Bögenhafen Bulls").exists()


def test_a_2025_team_without_a_veteran_is_refused(client, cast):
    client.force_login(cast.outsider)
    response = client.post(reverse("teams:draft"), draft_post(veteran=""))
    assertContains(response, "Choose one Lineman to be the team", status_code=422)
    assert not Team.objects.exists() or not Team.objects.filter(name="Bögenhafen Bulls").exists()


@pytest.mark.parametrize(
    ("who", "status"), [("commissioner", 302), ("coach_a", 302), ("coach_b", 302), ("outsider", 403)]
)
def test_a_2025_league_s_draft_follows_its_edition_whatever_the_form_says(client, cast, who, status):
    league = make_league(commissioner=cast.commissioner, name="New Era", slug="new-era", edition="2025")
    for member in (cast.coach_a, cast.coach_b):
        league.memberships.create(user=member)
    client.force_login(getattr(cast, who))
    response = client.post(f"{reverse('teams:draft')}?league=new-era", draft_post(edition="2020"))
    assert response.status_code == status
    team = Team.objects.filter(name="Bögenhafen Bulls").first()
    assert (team.edition, team.league, team.entry) == ("2025", league, "pending") if status == 302 else team is None


@pytest.mark.parametrize(
    ("edition", "offered", "not_offered"),
    [("2025", "Bretonnian", "Slann"), ("2020", "Slann", "Bretonnian")],
)
def test_a_league_start_page_offers_exactly_its_editions_races(client, cast, edition, offered, not_offered):
    from rules.rosters import races

    league = make_league(commissioner=cast.commissioner, slug=f"edition-{edition}", edition=edition)
    client.force_login(cast.commissioner)
    response = client.get(reverse("teams:draft"), {"league": league.slug})
    choices = [value for value, _ in response.context["form"].fields["race"].choices if value]
    assert choices == [r.name for r in races(edition)]
    assertContains(response, f'<option value="{offered}">')
    assertNotContains(response, f'<option value="{not_offered}">')


@pytest.mark.parametrize(("edition", "other"), [("2025", "Slann"), ("2020", "Bretonnian")])
def test_a_race_of_the_other_edition_is_refused_beside_the_field(client, cast, edition, other):
    client.force_login(cast.outsider)
    response = client.get(reverse("teams:draft"), {"edition": edition, "ruleset": "sevens", "race": other})
    assertContains(response, "Choose a team from the list")
    assertNotContains(response, f'<option value="{other}">')


@pytest.mark.parametrize(
    ("edition", "offered", "not_offered"),
    [("2025", "Bretonnian", "Slann"), ("2020", "Slann", "Bretonnian")],
)
def test_a_friendly_start_page_offers_the_chosen_editions_races(client, cast, edition, offered, not_offered):
    client.force_login(cast.outsider)
    response = client.get(reverse("teams:draft"), {"edition": edition, "ruleset": "sevens"})
    assertContains(response, f'<option value="{offered}">')
    assertNotContains(response, f'<option value="{not_offered}">')
    assertContains(response, 'hx-select="#id_race"')  # a change of edition brings its own list

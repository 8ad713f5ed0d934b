"""A 2025 Sevens event (Spike! Journal 22, Matched Play): created through the form with its edition (Sevens only),
2025 teams registered within the journal's limits (one Secondary skill a team, two Elite skills, refusals beside
the player), a 2020 team refused, the rulespack page and an event file that say 2025."""

import json

import pytest
from django.urls import reverse

from events import services
from events.models import Event, EventCoach
from rules.draft import Draft, DraftPlayer
from rules.errors import DomainError
from rules.eventfile import EventFileError, read_event_file
from teams.selectors import team_roster_file
from teams.services import team_create
from tests.factories import make_team

pytestmark = pytest.mark.django_db

FORM = {"name": "Spike Sevens", "edition": "2025", "ruleset": "sevens", "rounds_planned": 3, "budget": 600000}


def human_2025() -> Draft:
    """A legal 2025 Sevens Human team: 7 Linemen (the first the Veteran), a re-roll and an apothecary."""
    players = tuple(
        DraftPlayer("Human Lineman", number=n, name=f"Lineman {n}", veteran=n == 1) for n in range(1, 8)
    )
    return Draft(race="Human", players=players, rerolls=1, apothecary=True)


def team_2025(coach, name="Altdorf Reserves"):
    """A friendly team drafted under the 2025 edition (as the register page's draft link drafts it)."""
    return team_create(coach=coach, name=name, draft=human_2025(), league=None, ruleset_key="sevens", edition="2025")


def create(client, user, **changes):
    client.force_login(user)
    return client.post(reverse("events:create"), {**FORM, **changes})


@pytest.fixture
def event(client, cast):
    """A 2025 event whose organiser gives every tier 6 Skill Points, so the Secondary and Elite limits bite first."""
    response = create(client, cast.commissioner, skill_points_1=6, skill_points_2=6, skill_points_3=6,
                      skill_points_4=6)
    assert response.status_code == 302
    cast.team_2025 = team_2025(cast.coach_a)
    return Event.objects.get()


def register(client, user, event, team, **picks):
    client.force_login(user)
    data = {"team": team.pk, "naf": "", "skills_for": team.pk, **picks}
    return client.post(reverse("events:register", args=[event.slug]), data)


def test_a_2025_event_is_created_with_the_journals_limits(client, cast):
    response = create(client, cast.commissioner)
    assert response.status_code == 302
    pack = Event.objects.get().pack()
    assert (pack.edition, pack.ruleset) == ("2025", "sevens")
    assert pack.skill_points == (1, 2, 3, 4)
    assert pack.max_secondary == (1, 1, 1, 1)
    assert pack.max_elite == 2
    assert not pack.star_players


@pytest.mark.parametrize("ruleset", ["street-bowl", "dungeon-sevens"])
def test_a_2025_street_bowl_or_dungeon_sevens_event_is_refused_beside_the_ruleset(client, cast, ruleset):
    response = create(client, cast.commissioner, ruleset=ruleset)
    assert response.status_code == 422
    html = response.content.decode()
    assert 'id="id_ruleset_errors"' in html
    assert "The 2025 edition has only Blood Bowl Sevens (2025)" in html
    assert not Event.objects.exists()


def test_the_service_refuses_a_2025_street_bowl_event_beside_the_ruleset(cast):
    with pytest.raises(DomainError) as caught:
        services.event_create(organiser=cast.commissioner, name="Gutter", ruleset="street-bowl", edition="2025")
    assert caught.value.field == "ruleset"


def test_star_players_are_refused_beside_their_box_for_a_2025_event(client, cast):
    response = create(client, cast.commissioner, star_players="on")
    assert response.status_code == 422
    assert 'id="id_star_players_errors"' in response.content.decode()


def test_some_tiers_given_and_not_all_is_refused_beside_the_first_empty_one(client, cast):
    response = create(client, cast.commissioner, skill_points_1=2, skill_points_2=3, skill_points_3=4)
    assert response.status_code == 422
    assert 'id="id_skill_points_4_errors"' in response.content.decode()


def test_the_rulespack_page_says_2025(client, cast, event):
    html = client.get(event.get_absolute_url()).content.decode()
    assert "2025 (Spike! Journal 22 Sevens and its Matched Play)" in html
    assert "Blood Bowl Sevens (2025)" in html
    assert "2 Elite skills at most (Block, Dodge, Guard, Mighty Blow)" in html


def test_the_register_page_drafts_for_the_2025_edition_and_counts_elite_skills(client, cast, event):
    client.force_login(cast.coach_a)
    page = client.get(reverse("events:register", args=[event.slug]),
                      {"team": cast.team_2025.pk, "skill_0": "Block", "skill_1": "Dodge"})
    html = page.content.decode()
    assert "&amp;edition=2025" in html
    assert "Block (General, 1 pt, Elite)" in html
    assert "Leader" not in html  # never bought in 2025 Sevens
    assert '<dd id="elite-count">2 of 2</dd>' in html
    assert "1 of 1" in html  # one Secondary skill for the whole team


def test_a_2025_team_within_the_limits_registers_with_its_skills(client, cast, event):
    response = register(client, cast.coach_a, event, cast.team_2025, skill_0="Block", skill_1="Dodge",
                        skill_2="Tackle")
    assert response.status_code == 302
    coach = EventCoach.objects.get()
    assert '"Block"' in json.dumps(coach.roster)
    assert '"Dodge"' in json.dumps(coach.roster)


def test_a_second_secondary_skill_is_refused_beside_that_player(client, cast, event):
    response = register(client, cast.coach_a, event, cast.team_2025, skill_0="Dodge", skill_1="Guard")
    assert response.status_code == 422
    html = response.content.decode()
    assert 'id="id_skill_1_errors"' in html
    assert "Guard would be a Secondary skill too many" in html
    assert 'id="id_skill_0_errors"' not in html
    assert not EventCoach.objects.exists()


def test_a_third_elite_skill_is_refused_beside_that_player(client, cast, event):
    response = register(client, cast.coach_a, event, cast.team_2025, skill_0="Block", skill_1="Block",
                        skill_2="Block")
    assert response.status_code == 422
    html = response.content.decode()
    assert 'id="id_skill_2_errors"' in html
    assert "Block would be an Elite skill too many" in html
    assert not EventCoach.objects.exists()


def test_the_journals_one_skill_point_for_a_tier_1_team(client, cast):
    create(client, cast.commissioner)
    event = Event.objects.get()
    team = team_2025(cast.coach_a)
    response = register(client, cast.coach_a, event, team, skill_0="Block", skill_1="Tackle")
    assert response.status_code == 422
    assert 'id="id_skill_1_errors"' in response.content.decode()
    assert register(client, cast.coach_a, event, team, skill_0="Block").status_code == 302


def test_a_2020_team_is_refused_for_a_2025_event_beside_the_team(client, cast, event):
    old = make_team(coach=cast.coach_a, name="Reikland Rookies")
    response = register(client, cast.coach_a, event, old)
    assert response.status_code == 422
    html = response.content.decode()
    assert 'id="id_team_errors"' in html
    assert "Reikland Rookies is drafted under the 2020 edition; this event plays the 2025 edition" in html
    assert not EventCoach.objects.exists()


def _event_file(*teams) -> str:
    coaches = [{"name": f"Coach {n}", "team": team} for n, team in enumerate(teams, start=1)]
    return json.dumps({"format": "sevens-event/1", "name": "Imported Spike", "edition": "2025", "ruleset": "sevens",
                       "rounds_planned": 3, "coaches": coaches, "rounds": []})


def _with_skills(roster: dict, *skills: str) -> dict:
    players = [dict(p, skills=[skills[i]]) if i < len(skills) else p for i, p in enumerate(roster["players"])]
    return dict(roster, players=players)


def test_an_event_file_with_edition_2025_imports_a_2025_event(cast):
    roster = team_roster_file(team=team_2025(cast.coach_a))
    event = services.event_import(data=read_event_file(_event_file(_with_skills(roster, "Block"))),
                                  organiser=cast.commissioner)
    pack = event.pack()
    assert (pack.edition, pack.skill_points, pack.max_elite) == ("2025", (1, 2, 3, 4), 2)
    assert event.coaches.count() == 1


def test_an_imported_2025_event_checks_its_rosters_against_the_journal(cast):
    roster = team_roster_file(team=team_2025(cast.coach_a))
    over = _with_skills(roster, "Block", "Tackle")  # 2 Skill Points; a Tier 1 team has 1
    with pytest.raises(DomainError) as caught:
        services.event_import(data=read_event_file(_event_file(over)), organiser=cast.commissioner)
    assert "Tier 1 team has 1" in caught.value.message
    assert not Event.objects.exists()


def test_an_event_file_refuses_a_2020_roster_for_a_2025_event(cast):
    old = team_roster_file(team=make_team(coach=cast.coach_a, name="Reikland Rookies"))
    with pytest.raises(EventFileError, match="drafted under the 2020 edition"):
        read_event_file(_event_file(old))

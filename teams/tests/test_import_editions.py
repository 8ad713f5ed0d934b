"""Roster files carry the edition into the apps: a friendly 2025 file is imported and checked as 2025 and exported
with its edition; a league refuses a file of another edition; a file without "edition" is 2020 as before."""

import copy

import pytest

from rules.errors import DomainError
from teams.selectors import team_roster_file
from teams.services import team_import_roster
from tests.factories import HUMANS_2025, make_league

pytestmark = pytest.mark.django_db


def test_a_friendly_2025_file_is_a_2025_team_and_goes_out_as_one(cast):
    team = team_import_roster(coach=cast.coach_a, data=copy.deepcopy(HUMANS_2025))
    assert (team.edition, team.rules().edition) == ("2025", "2025")
    assert team.players.get(name="Old Hans").veteran
    exported = team_roster_file(team=team)
    assert exported["edition"] == "2025"
    again = team_import_roster(coach=cast.coach_b, data=exported)
    assert again.edition == "2025"
    assert sorted(again.players.values_list("position", flat=True)) == sorted(
        team.players.values_list("position", flat=True)
    )


def test_a_2025_file_breaking_the_2025_cap_is_refused(cast):
    data = copy.deepcopy(HUMANS_2025)
    data["players"][4]["position"] = "Human Catcher"  # a fifth player without the Lineman keyword
    with pytest.raises(DomainError):
        team_import_roster(coach=cast.coach_a, data=data)


def test_a_league_refuses_a_file_of_another_edition(cast):
    with pytest.raises(DomainError, match="2025 edition; Lustria Sevens plays the 2020 edition"):
        team_import_roster(coach=cast.coach_a, data=copy.deepcopy(HUMANS_2025), league=cast.league)
    new_era = make_league(commissioner=cast.commissioner, name="New Era", slug="new-era", edition="2025")
    team = team_import_roster(coach=cast.coach_b, data=copy.deepcopy(HUMANS_2025), league=new_era)
    assert team.league == new_era
    assert team.rules().edition == "2025"


def test_a_file_without_edition_is_2020_and_goes_out_without_one(cast):
    exported = team_roster_file(team=cast.team_a)
    assert "edition" not in exported
    team = team_import_roster(coach=cast.coach_b, data=exported)
    assert team.edition == "2020"


def test_a_2025_team_has_no_fire_button_and_the_service_refuses(client, cast):
    from django.urls import reverse

    team = team_import_roster(coach=cast.coach_a, data=copy.deepcopy(HUMANS_2025))
    player = team.players.first()
    client.force_login(cast.coach_a)
    page = client.get(reverse("teams:detail", args=[team.pk])).content.decode()
    assert reverse("teams:fire", args=[team.pk, player.pk]) not in page
    response = client.post(
        reverse("teams:fire", args=[team.pk, player.pk]), {"version": team.version, "confirm": "yes"}, follow=True
    )
    assert "cannot fire players" in response.content.decode()  # the refusal, shown on the team page
    player.refresh_from_db()
    assert player.status == "available"
    page_2020 = client.get(reverse("teams:detail", args=[cast.team_a.pk])).content.decode()
    assert reverse("teams:fire", args=[cast.team_a.pk, cast.team_a.players.first().pk]) in page_2020

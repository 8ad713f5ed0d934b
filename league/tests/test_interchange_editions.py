"""League files carry the edition: a 2025 league goes out and comes back as a 2025 league with 2025 teams; a file
without "edition" is 2020; an edition or ruleset the other does not offer is refused with one line."""

import copy

import pytest

from league.interchange import LeagueFileError, league_export, league_import
from teams.services import team_decide_entry, team_import_roster
from tests.factories import HUMANS_2025, make_league

pytestmark = pytest.mark.django_db


def test_a_2025_league_goes_out_and_comes_back_in_its_edition(cast):
    new_era = make_league(commissioner=cast.commissioner, name="New Era", slug="new-era", edition="2025")
    team = team_import_roster(coach=cast.coach_a, data=copy.deepcopy(HUMANS_2025), league=new_era)
    team_decide_entry(team=team, approve=True, actor=cast.commissioner, league_name=new_era.name)
    exported = league_export(new_era)
    assert exported["edition"] == "2025"
    assert exported["teams"][0]["edition"] == "2025"
    exported["name"] = "New Era Again"
    again = league_import(exported, commissioner=cast.commissioner.username)
    assert again.edition == "2025"
    assert again.teams.get().rules().edition == "2025"


def test_a_file_without_edition_is_a_2020_league(cast):
    exported = league_export(cast.league)
    assert exported["edition"] == "2020"
    del exported["edition"]
    exported["name"] = "Lustria Again"
    assert league_import(exported, commissioner=cast.commissioner.username).edition == "2020"


@pytest.mark.parametrize(
    ("edition", "ruleset", "says"), [("2024", "sevens", "'edition'"), ("2025", "street-bowl", "'ruleset'")]
)
def test_an_edition_or_ruleset_it_does_not_offer_is_refused(cast, edition, ruleset, says):
    exported = league_export(cast.league)
    exported.update(edition=edition, ruleset=ruleset, name="Nowhere")
    with pytest.raises(LeagueFileError, match=says):
        league_import(exported, commissioner=cast.commissioner.username)

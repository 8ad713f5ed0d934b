import copy

import pytest

from league import services as league_services
from teams import services
from tests.factories import HUMANS_2025, make_league


@pytest.fixture
def season_one(cast, django_capture_on_commit_callbacks):
    """A 2025 league whose first season's one game the home team won 1-0."""
    league = make_league(commissioner=cast.commissioner, name="New Era", slug="new-era", edition="2025")
    for coach, name in ((cast.coach_a, "Altdorf Reserves"), (cast.coach_b, "Nuln Reserves")):
        data = copy.deepcopy(HUMANS_2025)
        data["name"] = name
        team = services.team_import_roster(coach=coach, data=data, league=league)
        league_services.league_decide_entry(league=league, team=team, approve=True, actor=cast.commissioner)
    season = league_services.season_start(league=league)
    league_services.season_generate_fixtures(season=season, seed=1)
    fixture = season.fixtures.get()
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(
            fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0
        )
    return league, fixture

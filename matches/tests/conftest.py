import pytest


@pytest.fixture
def fixture(cast):
    """The cast's league with both teams entered, a season started and its one fixture generated."""
    from league import services as league_services

    for team in (cast.team_a, cast.team_b):
        league_services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    season = league_services.season_start(league=cast.league)
    league_services.season_generate_fixtures(season=season, seed=1)
    return season.fixtures.select_related("home", "away", "season__league").get()


@pytest.fixture
def fixture_2025(cast):
    """A 2025 league (Spike! Journal 22) of two Human teams drafted from the 2025 roster file, coached by coach A
    (home) and coach B, with its season started and its one fixture generated."""
    import copy

    from league import services as league_services
    from teams.services import team_import_roster
    from tests.factories import HUMANS_2025, make_league

    league = make_league(commissioner=cast.commissioner, name="New Era", slug="new-era", edition="2025")
    for coach, name in ((cast.coach_a, "Altdorf Reserves"), (cast.coach_b, "Nuln Reserves")):
        data = copy.deepcopy(HUMANS_2025)
        data["name"] = name
        team = team_import_roster(coach=coach, data=data, league=league)
        league_services.league_decide_entry(league=league, team=team, approve=True, actor=cast.commissioner)
    season = league_services.season_start(league=league)
    league_services.season_generate_fixtures(season=season, seed=1)
    return season.fixtures.select_related("home", "away", "season__league").get()

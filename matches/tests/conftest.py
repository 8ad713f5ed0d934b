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

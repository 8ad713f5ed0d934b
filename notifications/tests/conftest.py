import pytest


@pytest.fixture
def mailable(cast):
    """The cast with e-mail addresses (the factory gives none)."""
    for who in ("commissioner", "coach_a", "coach_b", "outsider"):
        user = getattr(cast, who)
        user.email = f"{user.username}@example.org"
        user.save(update_fields=["email"])
    return cast


@pytest.fixture
def fixture(mailable):
    """The cast's league with both teams approved, a season started and its one fixture generated."""
    from league import services as league_services

    cast = mailable
    for team in (cast.team_a, cast.team_b):
        league_services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    season = league_services.season_start(league=cast.league)
    league_services.season_generate_fixtures(season=season, seed=1)
    return season.fixtures.select_related("home", "away", "season__league").get()

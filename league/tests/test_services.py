"""League services: entries, seasons, fixtures, results, standings."""

import pytest

from league import services
from league.models import Fixture, League, Membership, Season
from league.selectors import standings_tables
from rules.errors import DomainError
from teams.models import Player, Team
from tests.factories import UserFactory, approve_all, human_draft, make_team

pytestmark = pytest.mark.django_db


@pytest.fixture
def season(cast):
    approve_all(cast.league, cast.commissioner)
    season = services.season_start(league=cast.league)
    services.season_generate_fixtures(season=season, seed=7)
    return season


def test_league_create_makes_the_creator_commissioner():
    user = UserFactory()
    league = services.league_create(user=user, name="Lustria Sevens")
    assert league.slug == "lustria-sevens"
    assert list(league.commissioners.all()) == [user]
    again = services.league_create(user=user, name="Lustria Sevens")
    assert again.slug == "lustria-sevens-2"


def test_league_create_refuses_a_bad_tiebreaker():
    with pytest.raises(DomainError, match="Unknown tiebreaker 'coin_toss'"):
        services.league_create(user=UserFactory(), name="X", tiebreakers=["coin_toss"])
    with pytest.raises(DomainError, match="bonus_points"):
        services.league_create(user=UserFactory(), name="X", tiebreakers=["bonus_points"])
    assert not League.objects.exists()


def test_join_needs_the_invite_code(cast):
    with pytest.raises(DomainError, match="not valid"):
        services.league_join(league=cast.league, user=cast.outsider, code="guess")
    services.league_join(league=cast.league, user=cast.outsider, code=cast.league.invite_code)
    assert Membership.objects.filter(league=cast.league, user=cast.outsider).exists()


def test_approval_validates_against_the_league_ruleset(cast):
    team = cast.team_a
    services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    team.refresh_from_db()
    assert team.entry == Team.Entry.APPROVED
    # a league that lowers its budget below the team's cost cannot approve it
    cast.league.budget = 500_000
    cast.league.save()
    with pytest.raises(DomainError, match="The team costs 530,000; the budget is 500,000."):
        services.league_decide_entry(league=cast.league, team=cast.team_b, approve=True, actor=cast.commissioner)
    cast.team_b.refresh_from_db()
    assert cast.team_b.entry == Team.Entry.PENDING


def test_round_robin_for_approved_teams_only(cast):
    make_team(coach=cast.outsider, name="Pending Team", league=cast.league)
    approve_all_but = [cast.team_a, cast.team_b]
    for team in approve_all_but:
        services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    season = services.season_start(league=cast.league)
    fixtures = services.season_generate_fixtures(season=season, double=True, seed=1)
    assert len(fixtures) == 2
    assert {(f.home_id, f.away_id) for f in fixtures} == {
        (cast.team_a.pk, cast.team_b.pk),
        (cast.team_b.pk, cast.team_a.pk),
    }
    season.refresh_from_db()
    assert season.schedule_seed == 1


def test_odd_count_gives_each_team_one_bye(cast):
    third = make_team(coach=cast.outsider, name="Third", league=cast.league)
    approve_all(cast.league, cast.commissioner)
    season = services.season_start(league=cast.league)
    fixtures = services.season_generate_fixtures(season=season, seed=3)
    byes = [f.home_id for f in fixtures if f.away_id is None]
    assert sorted(byes) == sorted([cast.team_a.pk, cast.team_b.pk, third.pk])
    assert len({f.round for f in fixtures}) == 3


def test_generating_twice_is_refused(season):
    with pytest.raises(DomainError, match="already has fixtures"):
        services.season_generate_fixtures(season=season, seed=8)


def fixture_of(season):
    return season.fixtures.get()


def test_a_result_needs_the_other_coach_to_confirm(cast, season):
    fixture = fixture_of(season)
    submitter = fixture.home.coach
    other = fixture.away.coach
    services.result_submit(fixture=fixture, actor=submitter, home_td=2, away_td=1, home_cas=1, away_cas=0)
    with pytest.raises(DomainError, match="other coach must confirm"):
        services.result_confirm(fixture=fixture, actor=submitter)
    assert standings_tables(season=season)[0].rows[0].played == 0
    services.result_confirm(fixture=fixture, actor=other)
    fixture.refresh_from_db()
    assert fixture.status == Fixture.Status.CONFIRMED
    rows = standings_tables(season=season)[0].rows
    assert rows[0].team == fixture.home_id
    assert (rows[0].points, rows[1].points) == (3, 0)


def test_entering_a_confirmed_result_is_refused(cast, season):
    fixture = fixture_of(season)
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0)
    with pytest.raises(DomainError, match="already confirmed"):
        services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=5, away_td=0)
    fixture.refresh_from_db()
    assert fixture.home_td == 1


def test_outsiders_and_absurd_numbers_are_refused(cast, season):
    fixture = fixture_of(season)
    with pytest.raises(DomainError, match="Only the coaches"):
        services.result_submit(fixture=fixture, actor=cast.outsider, home_td=1, away_td=0)
    with pytest.raises(DomainError) as caught:
        services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=-1, away_td=0)
    assert caught.value.field == "home_td"
    with pytest.raises(DomainError):
        services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=99, away_td=0)
    fixture.refresh_from_db()
    assert fixture.status == Fixture.Status.SCHEDULED


def test_commissioner_corrects_a_confirmed_result_and_standings_follow(cast, season):
    fixture = fixture_of(season)
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0)
    services.result_correct(fixture=fixture, actor=cast.commissioner, home_td=0, away_td=2)
    rows = standings_tables(season=season)[0].rows
    assert rows[0].team == fixture.away_id
    assert rows[0].td_for == 2


def test_concession(cast, season):
    fixture = fixture_of(season)
    services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=1, away_td=1, conceded_by=fixture.home_id)
    services.result_confirm(fixture=fixture, actor=fixture.away.coach)
    rows = {r.team: r for r in standings_tables(season=season)[0].rows}
    assert rows[fixture.away_id].won == 1
    assert rows[fixture.home_id].lost == 1


def test_fixtures_can_be_moved_deleted_or_cancelled_while_unplayed(cast, season):
    fixture = fixture_of(season)
    services.fixture_move(fixture=fixture, round=4)
    fixture.refresh_from_db()
    assert fixture.round == 4
    services.fixture_cancel(fixture=fixture)
    with pytest.raises(DomainError):
        services.fixture_delete(fixture=fixture)
    added = services.fixture_add(season=season, home=cast.team_a, away=cast.team_b, round=5)
    services.result_submit(fixture=added, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0)
    with pytest.raises(DomainError, match="unplayed"):
        services.fixture_delete(fixture=added)


def test_next_season_carries_teams_over_and_clears_missed_games(cast, season):
    player = cast.team_a.players.first()
    player.status = Player.Status.MISSES_NEXT_GAME
    player.save()
    dead = cast.team_a.players.last()
    dead.status = Player.Status.DEAD
    dead.save()
    new = services.season_finish_and_start_next(league=cast.league, cancel_unplayed=True)
    season.refresh_from_db()
    assert season.status == Season.Status.FINISHED
    assert new.number == 2
    assert set(new.entries.values_list("team_id", flat=True)) == {cast.team_a.pk, cast.team_b.pk}
    player.refresh_from_db()
    dead.refresh_from_db()
    assert player.status == Player.Status.AVAILABLE
    assert dead.status == Player.Status.DEAD


def test_divisions_get_their_own_round_robin(cast):
    north = services.league_add_division(league=cast.league, name="North")
    # the outsider coaches two teams
    services.league_update(league=cast.league, actor=cast.commissioner, several_teams_per_coach=True)
    others = [make_team(coach=cast.outsider, name=f"T{i}", league=cast.league, draft=human_draft()) for i in range(2)]
    approve_all(cast.league, cast.commissioner)
    season = services.season_start(league=cast.league, divisions={cast.team_a.pk: north.pk, cast.team_b.pk: north.pk})
    services.season_generate_fixtures(season=season, division=north, seed=2)
    services.season_generate_fixtures(season=season, division=None, seed=2)
    north_pairs = {frozenset((f.home_id, f.away_id)) for f in season.fixtures.filter(division=north)}
    assert north_pairs == {frozenset((cast.team_a.pk, cast.team_b.pk))}
    rest = {frozenset((f.home_id, f.away_id)) for f in season.fixtures.filter(division=None)}
    assert rest == {frozenset(t.pk for t in others)}
    assert len(standings_tables(season=season)) == 2

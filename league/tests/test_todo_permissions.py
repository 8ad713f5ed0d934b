"""league.todo's queries and the predicates they are the query form of agree, case by case, over the cast (the
commissioner, coach A, coach B, the outsider) and one coach who has both teams of a game."""

from types import SimpleNamespace

import pytest
from django.utils import timezone

from league.models import Fixture, League, Season
from league.permissions import (
    can_confirm_result,
    commissioned_by,
    confirmation_waits_for,
    is_commissioner,
    one_coach_has_both_teams,
    overseen_by,
    oversees_team,
    played_by,
    plays_in,
)
from league.todo import results_to_confirm
from teams.models import Team
from tests.factories import UserFactory, make_league, make_team

pytestmark = pytest.mark.django_db

WHO = ("commissioner", "coach_a", "coach_b", "outsider", "double")


@pytest.fixture
def games(cast):
    """The cast with ``double``, a coach with two teams in the league, and one game of each kind: A v B submitted
    by coach A, by coach B and by the commissioner; double's two teams submitted by him and by the commissioner;
    the commissioner's own two teams submitted by him; A v B not yet played."""
    double = UserFactory(username="double")
    d1 = make_team(coach=double, name="Double One", league=cast.league)
    d2 = make_team(coach=double, name="Double Two", league=cast.league)
    c1 = make_team(coach=cast.commissioner, name="Commish One", league=cast.league)
    c2 = make_team(coach=cast.commissioner, name="Commish Two", league=cast.league)
    season = Season.objects.create(league=cast.league, number=1, name="Season 1")

    def game(home, away, by, status=Fixture.Status.SUBMITTED):
        return Fixture.objects.create(
            season=season,
            round=1,
            home=home,
            away=away,
            status=status,
            home_td=1,
            away_td=0,
            submitted_by=by,
            submitted_at=timezone.now() if by else None,
        )

    a, b = cast.team_a, cast.team_b
    fixtures = {
        "a_v_b_by_a": game(a, b, cast.coach_a),
        "a_v_b_by_b": game(a, b, cast.coach_b),
        "a_v_b_by_commissioner": game(a, b, cast.commissioner),
        "double_by_double": game(d1, d2, double),
        "double_by_commissioner": game(d1, d2, cast.commissioner),
        "commissioners_own": game(c1, c2, cast.commissioner),
        "a_v_b_scheduled": game(a, b, None, status=Fixture.Status.SCHEDULED),
    }
    return SimpleNamespace(cast=cast, double=double, fixtures=fixtures)


def user(games, who):
    return games.double if who == "double" else getattr(games.cast, who)


# Which results wait for whom: the other coach; where one coach has both teams, a commissioner who is not him.
WAITING = {
    "commissioner": {"double_by_double", "double_by_commissioner"},
    "coach_a": {"a_v_b_by_b", "a_v_b_by_commissioner"},
    "coach_b": {"a_v_b_by_a", "a_v_b_by_commissioner"},
    "outsider": set(),
    "double": set(),  # his own teams' game waits for a commissioner
}


@pytest.mark.parametrize("who", WHO)
def test_the_results_to_confirm_are_the_table_s(games, who):
    names = {f.pk: name for name, f in games.fixtures.items()}
    assert {names[f.pk] for f in results_to_confirm(user=user(games, who))} == WAITING[who]


@pytest.mark.parametrize("who", WHO)
def test_the_query_is_the_predicate_less_an_uninvolved_commissioner_s_referee_confirmation(games, who):
    """``confirmation_waits_for`` says yes exactly where ``can_confirm_result`` does, except for a commissioner who
    plays no part in a game between two coaches: he may confirm it, but it waits for the other coach."""
    someone = user(games, who)
    waiting = set(Fixture.objects.filter(confirmation_waits_for(someone)).values_list("pk", flat=True))
    for name, fixture in games.fixtures.items():
        fixture = Fixture.objects.select_related("home", "away", "season__league").get(pk=fixture.pk)
        commissioner = is_commissioner(someone, fixture.season.league)
        may = can_confirm_result(someone, fixture, commissioner=commissioner)
        involved = plays_in(someone, fixture) or one_coach_has_both_teams(fixture)
        assert (fixture.pk in waiting) == (may and involved), name
        if may and not involved:
            assert commissioner, name  # the only yes the list leaves out


@pytest.mark.parametrize("who", WHO)
def test_commissioned_overseen_and_played_by_agree_with_their_predicates(games, who):
    someone = user(games, who)
    elsewhere = make_league(commissioner=UserFactory(username="other_commish"), name="Elsewhere", slug="elsewhere")
    make_team(coach=games.cast.coach_a, name="Away Side", league=elsewhere)
    for league in League.objects.all():
        assert League.objects.filter(commissioned_by(someone), pk=league.pk).exists() == is_commissioner(
            someone, league
        ), league.name
    for team in Team.objects.select_related("league"):
        assert Team.objects.filter(overseen_by(someone), pk=team.pk).exists() == oversees_team(someone, team), team
    for name, fixture in games.fixtures.items():
        fixture = Fixture.objects.select_related("home", "away").get(pk=fixture.pk)
        assert Fixture.objects.filter(played_by(someone), pk=fixture.pk).exists() == plays_in(someone, fixture), name

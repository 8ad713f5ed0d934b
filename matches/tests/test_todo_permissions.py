"""matches.todo's queries and the predicates they are the query form of agree over the cast (the commissioner,
coach A, coach B, the outsider) and a coach with both teams of a game; and the next game's pre-game, as
``next_games`` reads it, against the pre-game page's own selectors."""

import pytest

from league import services as league_services
from league.models import Fixture, Season
from matches.models import InducementPurchase, Match
from matches.permissions import can_void, voidable_by
from matches.selectors import inducements_waiting_for
from matches.todo import failed_post_games, next_games
from tests.factories import UserFactory, make_league, make_team

pytestmark = pytest.mark.django_db

WHO = ("commissioner", "coach_a", "coach_b", "outsider", "double")


@pytest.fixture
def matches(cast):
    """A failed and a finished match in the cast's league (A v B, and the two teams of ``double``, a coach with
    both), and a failed one in a league somebody else runs."""
    double = UserFactory(username="double")
    cast.double = double
    d1 = make_team(coach=double, name="Double One", league=cast.league)
    d2 = make_team(coach=double, name="Double Two", league=cast.league)
    elsewhere = make_league(commissioner=UserFactory(username="other_commish"), name="Elsewhere", slug="elsewhere")
    e1 = make_team(coach=cast.coach_a, name="Away Side", league=elsewhere)
    e2 = make_team(coach=double, name="Far Side", league=elsewhere)
    here = Season.objects.create(league=cast.league, number=1, name="Season 1")
    there = Season.objects.create(league=elsewhere, number=1, name="Season 1")

    def match(season, home, away, sequence):
        fixture = Fixture.objects.create(season=season, round=1, home=home, away=away, status="confirmed")
        return Match.objects.create(fixture=fixture, sequence=sequence)

    return {
        "a_v_b_failed": match(here, cast.team_a, cast.team_b, Match.Sequence.FAILED),
        "double_failed": match(here, d1, d2, Match.Sequence.FAILED),
        "a_v_b_done": match(here, cast.team_b, cast.team_a, Match.Sequence.DONE),
        "elsewhere_failed": match(there, e1, e2, Match.Sequence.FAILED),
    }


FAILED_FOR = {
    "commissioner": {"a_v_b_failed", "double_failed"},
    "coach_a": set(),
    "coach_b": set(),
    "outsider": set(),
    "double": set(),
}


@pytest.mark.parametrize("who", WHO)
def test_the_failed_post_games_are_the_table_s_and_the_query_agrees_with_can_void(cast, matches, who):
    user = getattr(cast, who)
    names = {m.pk: name for name, m in matches.items()}
    assert {names[m.pk] for m in failed_post_games(user=user)} == FAILED_FOR[who]
    voidable = set(Match.objects.filter(voidable_by(user)).values_list("pk", flat=True))
    for name, match in matches.items():
        match = Match.objects.select_related("fixture__season__league").get(pk=match.pk)
        assert (match.pk in voidable) == can_void(user, match), name


def test_the_next_game_reads_the_pre_game_as_its_page_does(cast, fixture):
    """Both coaches have one next game; who buys inducements first is the pre-game page's answer
    (``selectors.inducements_waiting_for``); once the favourite bought, the other is left to buy."""
    for coach in (cast.coach_a, cast.coach_b, cast.commissioner, cast.outsider):
        games = next_games(user=coach)
        assert [g.fixture.pk for g in games] == ([fixture.pk] if coach in (cast.coach_a, cast.coach_b) else [])
    (home,) = next_games(user=fixture.home.coach)
    assert (home.team, home.other, home.blocked, home.journeymen) == (fixture.home, fixture.away, False, 0)
    ctvs = {t.pk: t.current_team_value for t in (fixture.home, fixture.away)}  # no Journeymen
    assert home.buys_first == inducements_waiting_for(fixture, fixture.home, {}, ctvs)
    assert home.inducements == (home.buys_first is None)
    match = Match.objects.create(fixture=fixture)
    InducementPurchase.objects.create(match=match, team=fixture.home, own_ctv=1, other_ctv=1)
    (away,) = next_games(user=fixture.away.coach)
    assert (away.inducements, away.buys_first, away.reported) == (True, None, False)


def test_the_next_games_cost_four_queries_whatever_the_leagues(cast, django_assert_num_queries):
    """Coach A's next games in three leagues: found by id, loaded (with their league, which the teams' rulesets and
    races read), the players available, the inducements bought; no query per team or league."""
    for i in range(3):
        league = make_league(commissioner=cast.commissioner, name=f"League {i}", slug=f"league-{i}")
        mine = make_team(coach=cast.coach_a, name=f"Mine {i}", league=league)
        theirs = make_team(coach=UserFactory(username=f"rival{i}"), name=f"Rival {i}", league=league)
        for team in (mine, theirs):
            league_services.league_decide_entry(league=league, team=team, approve=True, actor=cast.commissioner)
        season = league_services.season_start(league=league)
        league_services.season_generate_fixtures(season=season, seed=1)
    with django_assert_num_queries(4):
        games = next_games(user=cast.coach_a)
    assert len(games) == 3
    assert all(g.inducements or g.buys_first is not None for g in games)

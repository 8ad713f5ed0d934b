"""The scheduling services: coaches propose, accept, withdraw and propose again; the fixture carries the time agreed
(``league.services.fixture_agree``); a commissioner sets round deadlines and records a forfeit after one, scored as
a concession with no post-game sequence. Every refusal changes nothing; every write stays in its scopes."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from core import datagen
from league import services as league_services
from league.models import Fixture
from league.selectors import standings_rows
from league.signals import fixture_scheduled, result_confirmed
from matches.models import Match
from rules.errors import DomainError
from scheduling import services
from scheduling.models import Proposal, RoundDeadline
from tests.factories import make_league, make_team

from .conftest import later

pytestmark = pytest.mark.django_db


def statuses(fixture) -> list[str]:
    return list(Proposal.objects.filter(fixture=fixture).order_by("pk").values_list("status", flat=True))


def test_a_coach_proposes_and_the_other_accepts(cast, game):
    one, two = later(3), later(4, hour=19)
    made = services.proposal_make(fixture=game, actor=cast.coach_a, times=[two, one, None])
    assert [p.when for p in made] == [one, two]
    assert {p.team_id for p in made} == {cast.team_a.pk}
    agreed = services.proposal_accept(fixture=game, actor=cast.coach_b, proposal_id=made[1].pk)
    game.refresh_from_db()
    assert game.kickoff == two == agreed.kickoff
    assert game.date == timezone.localdate(two)
    assert statuses(game) == ["replaced", "accepted"]


def test_the_other_coachs_times_replace_the_open_ones_and_the_first_coach_accepts(cast, game):
    services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(3)])
    theirs = services.proposal_make(fixture=game, actor=cast.coach_b, times=[later(5), later(6)])
    assert statuses(game) == ["replaced", "open", "open"]
    services.proposal_accept(fixture=game, actor=cast.coach_a, proposal_id=theirs[0].pk)
    game.refresh_from_db()
    assert game.kickoff == theirs[0].when


@pytest.mark.parametrize(
    ("times", "field", "says"),
    [
        ([later(-1)], "when_1", "has passed"),
        ([later(2), later(400)], "when_2", "within a year"),
        ([later(2), later(2)], "when_2", "twice"),
        ([None, None, None], "when_1", "at least one"),
        ([later(1), later(2), later(3), later(4)], "when_1", "at most 3"),
    ],
)
def test_bad_times_are_refused_beside_their_field_and_change_nothing(cast, game, times, field, says):
    with pytest.raises(DomainError) as refused:
        services.proposal_make(fixture=game, actor=cast.coach_a, times=times)
    assert refused.value.field == field
    assert says in refused.value.message
    assert not Proposal.objects.exists()


def test_a_naive_time_is_refused(cast, game):
    with pytest.raises(DomainError, match="date and a time"):
        services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(2).replace(tzinfo=None)])


def test_outsiders_and_coaches_of_other_teams_may_not_propose(cast, game, third):
    for who in (cast.outsider, third.coach):
        with pytest.raises(DomainError, match="Only the coaches of this game"):
            services.proposal_make(fixture=game, actor=who, times=[later(2)])
    assert not Proposal.objects.exists()


def test_a_forged_acceptance_is_refused_and_changes_nothing(cast, game, third):
    """A time of another fixture, one's own time, a time accepted by a coach of another team or an outsider, a
    closed time: each refused, and the fixture keeps no kick-off."""
    elsewhere = services.proposal_make(fixture=third.fixture, actor=third.coach, times=[later(2)])[0]
    mine = services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(3), later(4)])
    cases = [
        (cast.coach_a, elsewhere.pk, "not proposed for this game"),
        (cast.coach_a, mine[0].pk, "You proposed this time"),
        (third.coach, mine[0].pk, "Only the other coach"),
        (cast.outsider, mine[0].pk, "Only the other coach"),
        (cast.commissioner, mine[0].pk, "Only the other coach"),
        (cast.coach_b, 10**9, "not proposed for this game"),
    ]
    for actor, pk, says in cases:
        with pytest.raises(DomainError, match=says):
            services.proposal_accept(fixture=game, actor=actor, proposal_id=pk)
    services.proposal_withdraw(fixture=game, actor=cast.coach_a)
    with pytest.raises(DomainError, match="no longer open"):
        services.proposal_accept(fixture=game, actor=cast.coach_b, proposal_id=mine[0].pk)
    game.refresh_from_db()
    assert game.kickoff is None
    assert statuses(game) == ["withdrawn", "withdrawn"]
    assert statuses(third.fixture) == ["open"]


def test_a_time_that_passed_before_it_was_accepted_is_refused(cast, game):
    made = services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(2)])[0]
    Proposal.objects.filter(pk=made.pk).update(when=timezone.now() - timedelta(minutes=1))
    with pytest.raises(DomainError, match="has passed"):
        services.proposal_accept(fixture=game, actor=cast.coach_b, proposal_id=made.pk)


def test_a_coach_withdraws_only_his_own_open_times(cast, game):
    services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(2)])
    with pytest.raises(DomainError, match="no open times"):
        services.proposal_withdraw(fixture=game, actor=cast.coach_b)
    assert services.proposal_withdraw(fixture=game, actor=cast.coach_a) == 1
    assert statuses(game) == ["withdrawn"]


def test_after_agreement_either_coach_or_a_commissioner_reopens_and_the_agreed_time_stands(cast, game):
    first = services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(2)])[0]
    services.proposal_accept(fixture=game, actor=cast.coach_b, proposal_id=first.pk)
    again = services.proposal_make(fixture=game, actor=cast.commissioner, times=[later(5)])[0]
    assert again.team_id is None
    game.refresh_from_db()
    assert game.kickoff == first.when  # stands until another is accepted
    services.proposal_accept(fixture=game, actor=cast.coach_a, proposal_id=again.pk)  # either coach answers him
    game.refresh_from_db()
    assert game.kickoff == again.when


def test_the_agreement_is_announced_inside_the_transaction(cast, game):
    heard = []

    def listen(sender, *, fixture, **kwargs):
        from django.db import connection

        heard.append((fixture.pk, fixture.kickoff, connection.in_atomic_block))

    fixture_scheduled.connect(listen)
    try:
        made = services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(2)])[0]
        services.proposal_accept(fixture=game, actor=cast.coach_b, proposal_id=made.pk)
    finally:
        fixture_scheduled.disconnect(listen)
    assert heard == [(game.pk, made.when, True)]


@pytest.mark.parametrize("state", ["submitted", "confirmed", "cancelled", "bye", "finished"])
def test_no_arranging_a_reported_cancelled_or_bye_game_or_in_a_finished_season(cast, game, state):
    if state == "bye":
        game = Fixture.objects.create(season=game.season, round=3, home=cast.team_a)
    elif state == "finished":
        game.season.status = game.season.Status.FINISHED
        game.season.save(update_fields=["status"])
    else:
        Fixture.objects.filter(pk=game.pk).update(status=state)
    with pytest.raises(DomainError):
        services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(2)])
    with pytest.raises(DomainError):
        league_services.fixture_agree(fixture=game, actor=cast.coach_a, when=later(2))
    assert not Proposal.objects.exists()


def test_the_writes_stay_in_the_fixtures_scopes(cast, game, django_capture_on_commit_callbacks):
    """A proposal and an acceptance replace the league's and both teams' tokens, never the global one: another
    league's kept pages stay kept."""
    elsewhere = make_league(commissioner=cast.outsider, name="Elsewhere", slug="elsewhere")
    before = datagen.stamp([datagen.league(elsewhere.pk)])
    league_before = datagen.stamp([datagen.league(cast.league.pk), datagen.team(cast.team_b.pk)])
    with django_capture_on_commit_callbacks(execute=True):
        made = services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(2)])[0]
    with django_capture_on_commit_callbacks(execute=True):
        services.proposal_accept(fixture=game, actor=cast.coach_b, proposal_id=made.pk)
    assert datagen.fresh(before)
    assert not datagen.fresh(league_before)


# --- deadlines and forfeits ------------------------------------------------------------------------------------


def test_a_commissioner_sets_moves_and_clears_a_rounds_deadline(cast, game):
    due = later(7)
    services.deadline_set(season=game.season, actor=cast.commissioner, round=1, due=due)
    services.deadline_set(season=game.season, actor=cast.commissioner, round=1, due=due + timedelta(days=1))
    assert list(RoundDeadline.objects.values_list("round", "due")) == [(1, due + timedelta(days=1))]
    services.deadline_clear(season=game.season, actor=cast.commissioner, round=1)
    assert not RoundDeadline.objects.exists()


def test_deadlines_are_refused_to_coaches_and_for_rounds_the_season_does_not_have(cast, game):
    with pytest.raises(DomainError, match="Only a commissioner"):
        services.deadline_set(season=game.season, actor=cast.coach_a, round=1, due=later(7))
    with pytest.raises(DomainError, match="has no round 9") as refused:
        services.deadline_set(season=game.season, actor=cast.commissioner, round=9, due=later(7))
    assert refused.value.field == "round"
    with pytest.raises(DomainError, match="has no deadline"):
        services.deadline_clear(season=game.season, actor=cast.commissioner, round=1)
    assert not RoundDeadline.objects.exists()


def passed_deadline(game, cast):
    services.deadline_set(season=game.season, actor=cast.commissioner, round=game.round, due=later(-1))


def test_a_forfeit_is_refused_before_the_deadline_to_coaches_and_without_a_reason(cast, game):
    with pytest.raises(DomainError, match="deadline is not set"):
        services.forfeit_record(fixture=game, actor=cast.commissioner, team_at_fault=game.home, reason="No show")
    services.deadline_set(season=game.season, actor=cast.commissioner, round=game.round, due=later(2))
    with pytest.raises(DomainError, match="has not passed"):
        services.forfeit_record(fixture=game, actor=cast.commissioner, team_at_fault=game.home, reason="No show")
    RoundDeadline.objects.update(due=later(-1))
    with pytest.raises(DomainError, match="Only a commissioner"):
        services.forfeit_record(fixture=game, actor=cast.coach_a, team_at_fault=game.away, reason="No show")
    for reason, says in (("  ", "Say why"), ("x" * 201, "200 characters")):
        with pytest.raises(DomainError, match=says) as refused:
            services.forfeit_record(fixture=game, actor=cast.commissioner, team_at_fault=game.home, reason=reason)
        assert refused.value.field == "reason"
    outside = make_team(coach=cast.outsider, name="Strangers")
    with pytest.raises(DomainError, match="one of the two teams"):
        services.forfeit_record(fixture=game, actor=cast.commissioner, team_at_fault=outside, reason="No show")
    game.refresh_from_db()
    assert game.status == Fixture.Status.SCHEDULED
    assert not game.forfeit_reason


def test_a_forfeit_is_a_concession_by_the_team_at_fault_with_no_post_game(cast, game):
    """Seed 003's concession: the other team wins 3-0 and takes the win, the team at fault the loss minus one;
    the fixture is confirmed by the commissioner with the reason; no result_confirmed, so no post-game."""
    passed_deadline(game, cast)
    heard = []
    result_confirmed.connect(heard.append)
    try:
        services.forfeit_record(
            fixture=game, actor=cast.commissioner, team_at_fault=game.away, reason="  Never answered.  "
        )
    finally:
        result_confirmed.disconnect(heard.append)
    game.refresh_from_db()
    assert (game.status, game.conceded_by_id, game.concession) == ("confirmed", game.away_id, "conceded")
    assert (game.home_td, game.away_td, game.home_cas, game.away_cas) == (3, 0, 0, 0)
    assert (game.forfeit_reason, game.confirmed_by, game.submitted_by) == ("Never answered.", cast.commissioner, None)
    assert heard == []
    assert not Match.objects.filter(fixture=game).exists()
    rows = {row["team"]: row for row in standings_rows(season=game.season)}
    league = cast.league
    assert rows[game.home.name]["points"] == league.points_win
    assert rows[game.away.name]["points"] == league.points_loss - 1
    assert (rows[game.home.name]["td_for"], rows[game.away.name]["td_for"]) == (3, 0)


def test_a_2025_leagues_forfeit_is_its_concession_score(cast, game):
    cast.league.edition = "2025"
    cast.league.save(update_fields=["edition"])
    passed_deadline(game, cast)
    services.forfeit_record(fixture=game, actor=cast.commissioner, team_at_fault=game.home, reason="No show")
    game.refresh_from_db()
    assert (game.home_td, game.away_td) == (0, 2)


def test_a_forfeit_takes_a_game_still_to_play_only(cast, game):
    passed_deadline(game, cast)
    Fixture.objects.filter(pk=game.pk).update(status=Fixture.Status.SUBMITTED)
    with pytest.raises(DomainError, match="already reported"):
        services.forfeit_record(fixture=game, actor=cast.commissioner, team_at_fault=game.home, reason="No show")


def test_moving_a_fixture_to_another_day_clears_the_agreed_time(cast, game):
    made = services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(2)])[0]
    services.proposal_accept(fixture=game, actor=cast.coach_b, proposal_id=made.pk)
    game.refresh_from_db()
    league_services.fixture_move(fixture=game, date=game.date)
    game.refresh_from_db()
    assert game.kickoff == made.when
    league_services.fixture_move(fixture=game, date=game.date + timedelta(days=1))
    game.refresh_from_db()
    assert game.kickoff is None

"""Issue 11, a season a league can trust (league's part), services with the cast: concessions, results both
coaches check, a season that cannot be corrupted, entries as the league's draft, the league file round trip."""

import json
from datetime import date

import pytest
from django.db import IntegrityError, transaction

from league import hooks, services
from league.interchange import league_export, league_import
from league.models import Fixture, LeagueRecord, Season
from league.selectors import standings_tables
from rules.errors import DomainError
from rules.postgame import Concession
from teams.models import Team, TeamEvent
from tests.factories import make_team

pytestmark = pytest.mark.django_db


def approve_all(league, actor):
    for team in league.teams.all():
        services.league_decide_entry(league=league, team=team, approve=True, actor=actor)


@pytest.fixture
def season(cast):
    approve_all(cast.league, cast.commissioner)
    season = services.season_start(league=cast.league)
    services.season_generate_fixtures(season=season, seed=7, first_date=date(2025, 3, 1))
    return season


@pytest.fixture
def fixture(season):
    return season.fixtures.select_related("home__coach", "away__coach").get()


def coaches(cast, fixture):
    by_id = {cast.coach_a.pk: cast.coach_a, cast.coach_b.pk: cast.coach_b}
    return by_id[fixture.home.coach_id], by_id[fixture.away.coach_id]


def rows(season):
    return {row.team: row for row in standings_tables(season=season)[0].rows}


@pytest.fixture
def registered():
    """Register league extensions for one test and take them out again."""
    added = []

    def register(**fields):
        extension = hooks.register_extension(hooks.LeagueExtension(**fields))
        added.append(extension)
        return extension

    yield register
    for extension in added:
        hooks._extensions.remove(extension)


# --- concessions (issue 11, item 7) -------------------------------------------------------------------------------


def test_a_concession_without_penalty_is_a_loss_without_the_minus_one(cast, fixture):
    # 2020 rulebook, 1. Set-up: a team "reduced to only three players or fewer" may concede "without penalty".
    home_coach, away_coach = coaches(cast, fixture)
    services.result_submit(
        fixture=fixture,
        actor=home_coach,
        home_td=0,
        away_td=0,
        conceded_by=fixture.home_id,
        concession=Concession.WITHOUT_PENALTY,
    )
    services.result_confirm(fixture=fixture, actor=away_coach)
    fixture.refresh_from_db()
    assert fixture.concession == Concession.WITHOUT_PENALTY
    table = rows(fixture.season)
    assert (table[fixture.home_id].lost, table[fixture.home_id].points) == (1, 0)
    assert (table[fixture.away_id].won, table[fixture.away_id].points) == (1, 3)


def test_a_conceded_game_keeps_the_penalty_and_is_recorded_as_conceded(cast, fixture):
    home_coach, away_coach = coaches(cast, fixture)
    services.result_submit(fixture=fixture, actor=home_coach, home_td=1, away_td=0, conceded_by=fixture.away_id)
    services.result_confirm(fixture=fixture, actor=away_coach)
    fixture.refresh_from_db()
    assert fixture.concession == Concession.CONCEDED
    assert rows(fixture.season)[fixture.away_id].points == -1


def test_a_concession_names_the_conceding_team(cast, fixture):
    home_coach, _ = coaches(cast, fixture)
    with pytest.raises(DomainError) as refused:
        services.result_submit(fixture=fixture, actor=home_coach, home_td=0, away_td=0, concession=Concession.CONCEDED)
    assert refused.value.field == "conceded_by"
    assert Fixture.objects.get(pk=fixture.pk).status == Fixture.Status.SCHEDULED


# --- results both coaches can check --------------------------------------------------------------------------------


def test_a_result_that_disagrees_with_a_report_is_refused_beside_the_touchdowns(cast, fixture, registered):
    def check(*, fixture, figures):
        if figures["away_td"] != 1:
            return [f"{fixture.away.name}'s report has 1 touchdown, not {figures['away_td']}."]
        return []

    registered(result_check=check)
    home_coach, _ = coaches(cast, fixture)
    with pytest.raises(DomainError) as refused:
        services.result_submit(fixture=fixture, actor=home_coach, home_td=2, away_td=0)
    assert refused.value.field == "away_td"
    assert "report has 1 touchdown" in refused.value.message
    assert Fixture.objects.get(pk=fixture.pk).status == Fixture.Status.SCHEDULED
    services.result_submit(fixture=fixture, actor=home_coach, home_td=2, away_td=1)
    assert Fixture.objects.get(pk=fixture.pk).status == Fixture.Status.SUBMITTED


def test_the_other_coach_disputes_with_a_reason_and_the_result_is_to_be_entered_again(cast, fixture):
    home_coach, away_coach = coaches(cast, fixture)
    services.result_submit(fixture=fixture, actor=home_coach, home_td=3, away_td=0)
    with pytest.raises(DomainError, match="Say why"):
        services.result_dispute(fixture=fixture, actor=away_coach, reason="  ")
    with pytest.raises(DomainError, match="Only the other coach"):
        services.result_dispute(fixture=fixture, actor=home_coach, reason="I changed my mind")
    with pytest.raises(DomainError, match="Only the other coach"):
        services.result_dispute(fixture=fixture, actor=cast.outsider, reason="Spite")
    record = services.result_dispute(fixture=fixture, actor=away_coach, reason="It was 2-1, not 3-0.")
    fixture.refresh_from_db()
    assert fixture.status == Fixture.Status.SCHEDULED
    assert (fixture.home_td, fixture.away_td, fixture.submitted_by) == (None, None, None)
    assert (record.kind, record.actor, record.reason) == (LeagueRecord.Kind.DISPUTE, away_coach, "It was 2-1, not 3-0.")
    assert (record.data["home_td"], record.data["away_td"], record.data["submitted_by"]) == (3, 0, home_coach.pk)
    assert rows(fixture.season)[fixture.home_id].played == 0


def test_an_unconfirmed_score_never_counts(cast, fixture):
    home_coach, _ = coaches(cast, fixture)
    services.result_submit(fixture=fixture, actor=home_coach, home_td=2, away_td=0)
    assert all(row.played == 0 for row in rows(fixture.season).values())


def test_where_one_coach_has_both_teams_only_a_commissioner_confirms(cast):
    services.league_update(league=cast.league, actor=cast.commissioner, several_teams_per_coach=True)
    second = make_team(coach=cast.coach_a, name="Middenheim Marauders", league=cast.league)
    approve_all(cast.league, cast.commissioner)
    season = services.season_start(league=cast.league)
    game = services.fixture_add(season=season, home=cast.team_a, away=second, round=1)
    services.result_submit(fixture=game, actor=cast.coach_a, home_td=1, away_td=0)
    with pytest.raises(DomainError, match="a commissioner confirms"):
        services.result_confirm(fixture=game, actor=cast.coach_a)
    services.result_confirm(fixture=game, actor=cast.commissioner, is_commissioner=True)
    assert Fixture.objects.get(pk=game.pk).status == Fixture.Status.CONFIRMED


def test_a_commissioner_who_plays_in_the_game_waits_for_the_other_coach(cast):
    own = make_team(coach=cast.commissioner, name="Commish Crushers", league=cast.league)
    approve_all(cast.league, cast.commissioner)
    season = services.season_start(league=cast.league)
    game = services.fixture_add(season=season, home=own, away=cast.team_a, round=1)
    services.result_submit(fixture=game, actor=cast.commissioner, is_commissioner=True, home_td=4, away_td=0)
    assert Fixture.objects.get(pk=game.pk).status == Fixture.Status.SUBMITTED
    with pytest.raises(DomainError, match="other coach must confirm"):
        services.result_confirm(fixture=game, actor=cast.commissioner, is_commissioner=True)
    services.result_confirm(fixture=game, actor=cast.coach_a)


# --- a season that cannot be corrupted -----------------------------------------------------------------------------


def test_finishing_lists_the_unplayed_fixtures_and_cancels_them_only_when_asked(cast, fixture):
    with pytest.raises(DomainError) as refused:
        services.season_finish_and_start_next(league=cast.league, actor=cast.commissioner)
    assert f"round 1: {fixture.home.name} v {fixture.away.name}" in refused.value.message
    assert Season.objects.get(pk=fixture.season_id).status == Season.Status.RUNNING
    services.season_finish_and_start_next(league=cast.league, actor=cast.commissioner, cancel_unplayed=True)
    assert Fixture.objects.get(pk=fixture.pk).status == Fixture.Status.CANCELLED
    cancelled = LeagueRecord.objects.get(kind=LeagueRecord.Kind.FIXTURES_CANCELLED)
    assert cancelled.actor == cast.commissioner
    assert cancelled.data["fixtures"][0]["home"] == fixture.home.name


def test_a_finished_season_keeps_its_table_and_champion_and_takes_no_results(cast, fixture):
    home_coach, away_coach = coaches(cast, fixture)
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=2, away_td=1)
    services.season_finish_and_start_next(league=cast.league, actor=cast.commissioner)
    season = Season.objects.get(pk=fixture.season_id)
    assert season.status == Season.Status.FINISHED
    assert season.champion_id == fixture.home_id
    stored = season.final_standings[0]["rows"]
    assert [(r["team"], r["points"], r["name"]) for r in stored][0] == (fixture.home_id, 3, fixture.home.name)
    with pytest.raises(DomainError, match="is finished"):
        services.result_correct(fixture=fixture, actor=cast.commissioner, home_td=0, away_td=1)
    with pytest.raises(DomainError, match="is finished"):
        services.result_reopen(fixture=fixture)
    with pytest.raises(DomainError, match="is finished"):
        services.fixture_add(season=season, home=cast.team_a, away=cast.team_b, round=2)
    assert Fixture.objects.get(pk=fixture.pk).home_td == 2


def test_a_commissioner_reopens_a_finished_season_with_a_reason(cast, fixture):
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=2, away_td=1)
    services.season_finish_and_start_next(league=cast.league, actor=cast.commissioner)
    season = Season.objects.get(pk=fixture.season_id)
    with pytest.raises(DomainError, match="Say why"):
        services.season_reopen(season=season, actor=cast.commissioner, reason="")
    services.season_reopen(season=season, actor=cast.commissioner, reason="The score was entered the wrong way round.")
    record = LeagueRecord.objects.get(kind=LeagueRecord.Kind.SEASON_REOPENED)
    assert (record.actor, record.reason) == (cast.commissioner, "The score was entered the wrong way round.")
    services.result_correct(fixture=fixture, actor=cast.commissioner, home_td=1, away_td=2)
    services.season_close(season=season, actor=cast.commissioner)
    season.refresh_from_db()
    assert season.status == Season.Status.FINISHED
    assert season.champion_id == fixture.away_id


def test_the_ruleset_cannot_change_under_an_approved_team_that_it_would_break(cast, season):
    with pytest.raises(DomainError) as refused:
        services.league_update(league=cast.league, actor=cast.commissioner, ruleset="street-bowl")
    assert refused.value.field == "ruleset"
    assert cast.team_a.name in refused.value.message
    assert cast.team_b.name in refused.value.message
    cast.league.refresh_from_db()
    assert cast.league.ruleset == "sevens"
    assert not LeagueRecord.objects.filter(kind=LeagueRecord.Kind.RULESET_CHANGED).exists()
    services.league_update(league=cast.league, actor=cast.commissioner, budget=700_000)
    record = LeagueRecord.objects.get(kind=LeagueRecord.Kind.RULESET_CHANGED)
    assert (record.actor, record.data["to"]["budget"]) == (cast.commissioner, 700_000)


def test_no_team_ever_plays_itself(cast, season):
    with pytest.raises(DomainError, match="cannot play itself"):
        services.fixture_add(season=season, home=cast.team_a, away=cast.team_a, round=2)
    with pytest.raises(IntegrityError), transaction.atomic():
        Fixture.objects.create(season=season, home=cast.team_a, away=cast.team_a, round=2)
    assert all(f.home_id != f.away_id for f in season.fixtures.all())


# --- entering a league ----------------------------------------------------------------------------------------------


def test_a_league_admits_one_team_per_coach_unless_the_commissioner_allows_more(cast, season):
    second = make_team(coach=cast.coach_a, name="Middenheim Marauders", league=cast.league)
    with pytest.raises(DomainError, match="one team per coach"):
        services.league_decide_entry(league=cast.league, team=second, approve=True, actor=cast.commissioner)
    assert Team.objects.get(pk=second.pk).entry == Team.Entry.PENDING
    services.league_update(league=cast.league, actor=cast.commissioner, several_teams_per_coach=True)
    services.league_decide_entry(league=cast.league, team=second, approve=True, actor=cast.commissioner)
    assert Team.objects.get(pk=second.pk).entry == Team.Entry.APPROVED


def test_approval_rechecks_the_treasury_and_refuses_gained_skills(cast):
    Team.objects.filter(pk=cast.team_a.pk).update(treasury=9_999_999)
    with pytest.raises(DomainError, match="treasury is 9,999,999 gp"):
        services.league_decide_entry(league=cast.league, team=cast.team_a, approve=True, actor=cast.commissioner)
    player = cast.team_b.players.order_by("number").first()
    player.gained_skills = [{"skill": "Block", "kind": "primary", "category": "G"}]
    player.save()
    with pytest.raises(DomainError) as refused:
        services.league_decide_entry(league=cast.league, team=cast.team_b, approve=True, actor=cast.commissioner)
    assert "skills_at_draft" in [v.code for v in refused.value.violations]
    assert Team.objects.get(pk=cast.team_b.pk).entry == Team.Entry.PENDING


def test_a_developed_team_a_commissioner_brought_in_keeps_its_skills(cast):
    player = cast.team_b.players.order_by("number").first()
    player.gained_skills = [{"skill": "Block", "kind": "primary", "category": "G"}]
    player.save()
    TeamEvent.objects.create(
        team=cast.team_b,
        kind=TeamEvent.Kind.IMPORTED,
        description="Brought in as a developed team by commissioner commish",
        changes={"developed": True},
        actor=cast.commissioner,
    )
    services.league_decide_entry(league=cast.league, team=cast.team_b, approve=True, actor=cast.commissioner)
    assert Team.objects.get(pk=cast.team_b.pk).entry == Team.Entry.APPROVED


# --- the league file keeps every result and reversal ----------------------------------------------------------------


def test_a_round_trip_keeps_results_disputes_reopenings_and_the_final_table(cast, fixture, registered):
    home_coach, away_coach = coaches(cast, fixture)
    services.result_submit(fixture=fixture, actor=home_coach, home_td=3, away_td=0)
    services.result_dispute(fixture=fixture, actor=away_coach, reason="It was 2-1.")
    services.result_submit(fixture=fixture, actor=home_coach, home_td=2, away_td=1)
    services.result_confirm(fixture=fixture, actor=away_coach)
    services.season_finish_and_start_next(league=cast.league, actor=cast.commissioner)
    season = Season.objects.get(pk=fixture.season_id)
    services.season_reopen(season=season, actor=cast.commissioner, reason="Checking the casualties.")
    services.season_close(season=season, actor=cast.commissioner)
    registered(fixture_export=lambda *, fixture: {"voids": [{"by": "commish", "why": "wrong dice"}]})
    seen = []
    registered(fixture_import=lambda *, fixture, record, actor: seen.append(record.get("voids")))

    data = league_export(cast.league)
    text = json.dumps(data)
    assert "seed" not in text.lower()
    copy = league_import(json.loads(text.replace("Lustria Sevens", "Lustria Copy")))

    old = Season.objects.get(league=copy, number=1)
    assert old.status == Season.Status.FINISHED
    assert old.champion.name == fixture.home.name
    season.refresh_from_db()
    figures = [(r["name"], r["points"], r["td_for"]) for r in season.final_standings[0]["rows"]]
    assert [(r["name"], r["points"], r["td_for"]) for r in old.final_standings[0]["rows"]] == figures
    assert figures[0] == (fixture.home.name, 3, 2)
    game = old.fixtures.exclude(away=None).get()
    assert (game.status, game.home_td, game.away_td, game.submitted_by) == ("confirmed", 2, 1, home_coach)
    kinds = sorted(copy.records.values_list("kind", flat=True))
    assert kinds == sorted(cast.league.records.values_list("kind", flat=True))
    dispute = copy.records.get(kind=LeagueRecord.Kind.DISPUTE)
    assert (dispute.fixture, dispute.actor, dispute.reason) == (game, away_coach, "It was 2-1.")
    assert dispute.data["submitted_by"] == home_coach.pk
    reopened = copy.records.get(kind=LeagueRecord.Kind.SEASON_REOPENED)
    assert (reopened.season, reopened.reason) == (old, "Checking the casualties.")
    assert [{"by": "commish", "why": "wrong dice"}] in seen
    assert Season.objects.get(league=copy, number=2).status == Season.Status.RUNNING


def test_an_unknown_key_in_a_result_is_refused_unless_an_app_imports_it(cast, season):
    from league.interchange import LeagueFileError

    data = league_export(cast.league)
    data["name"] = "Another"
    data["results"][0]["voids"] = []  # matches imports this key (its void records)
    data["results"][0]["dice_seed"] = 7  # nobody imports this one
    with pytest.raises(LeagueFileError, match='unknown keys "dice_seed"'):
        league_import(json.loads(json.dumps(data)))

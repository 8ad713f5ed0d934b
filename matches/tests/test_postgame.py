"""The post-game sequence, step by step and exactly once."""

import pytest
from django.utils import translation

from core.kept import worded
from league import services as league_services
from matches import services
from matches.models import Match, MatchRoll, PlayerReport, PostGameStep
from rules.errors import DomainError
from rules.postgame import winnings
from teams.models import Player, TeamEvent
from tests.factories import confirm, report

pytestmark = pytest.mark.django_db


def test_confirming_runs_step_one_and_waits_for_the_advancement_choice(
    cast, fixture, django_capture_on_commit_callbacks
):
    home, away = fixture.home, fixture.away
    report(fixture, home)
    report(fixture, away, {1: {"injury": "dead"}, 2: {"injury": "seriously_hurt"}})
    treasury = {home.pk: home.treasury, away.pk: away.treasury}
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=2, away_td=1)
    attendance = match.home_fan_factor + match.away_fan_factor
    home.refresh_from_db()
    away.refresh_from_db()
    expected_home = winnings(fan_attendance=attendance, touchdowns=2, conceded=False, opponent_conceded=False)
    assert home.treasury == treasury[home.pk] + expected_home
    assert away.treasury == treasury[away.pk] + attendance * 5_000 + 10_000  # no rounding: a 5,000 step
    assert away.players.get(number=1).status == Player.Status.DEAD
    # issue 11: what needs no choice is applied at confirmation: the Seriously Hurt miss the next game at once,
    # and TV and CTV are current; the advancement waits, then Journeymen, Expensive Mistakes and Team Value
    assert away.players.get(number=2).status == Player.Status.MISSES_NEXT_GAME
    assert away.current_team_value == away.team_value - away.players.get(number=2).value
    steps = dict(PostGameStep.objects.filter(match=match, team=home).values_list("step", "status"))
    assert steps == {1: "done", 6: "done", 3: "done", 7: "done", 2: "waiting", 4: "pending", 8: "pending", 5: "pending"}
    assert match.sequence == Match.Sequence.WAITING
    assert MatchRoll.objects.filter(match=match, why__startswith="Fan Factor").count() == 2
    event = home.events.filter(kind=TeamEvent.Kind.POST_GAME).first()
    assert "winnings" in event.description
    assert event.rolls  # the Dedicated Fans roll is on record


def test_advancement_choice_finishes_the_sequence(cast, fixture, django_capture_on_commit_callbacks):
    home = fixture.home
    report(fixture, home)
    report(fixture, fixture.away, {2: {"injury": "seriously_hurt"}})
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=1, away_td=0)
    lars = home.players.get(number=1)
    with django_capture_on_commit_callbacks(execute=True):
        services.advancement_choose(
            match=match, team=home, actor=home.coach, kind="primary", player_id=lars.pk, category="General"
        )
    lars.refresh_from_db()
    assert len(lars.gained_skills) == 1
    assert lars.gained_skills[0]["kind"] == "primary"
    assert lars.gained_skills[0]["category"] == "General"
    assert lars.value == 60_000
    home.refresh_from_db()
    assert set(PostGameStep.objects.filter(match=match, team=home).values_list("status", flat=True)) == {"done"}
    # 2020 rulebook, Team Value: the re-roll at the roster price (50,000, not the 100,000 paid); +10,000 skill
    assert home.team_value == 480_000 + 10_000


def test_seriously_hurt_misses_the_next_game_then_returns(cast, fixture, django_capture_on_commit_callbacks):
    away = fixture.away
    report(fixture, fixture.home)
    report(fixture, away, {2: {"injury": "seriously_hurt"}, 3: {"injury": "seriously_hurt", "apothecary_roll": 4}})
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=1, away_td=0)
    with django_capture_on_commit_callbacks(execute=True):
        services.advancement_choose(
            match=match,
            team=away,
            actor=away.coach,
            kind="primary",
            player_id=away.players.get(number=4).pk,
            category="General",
        )
    assert away.players.get(number=2).status == Player.Status.MISSES_NEXT_GAME
    assert away.players.get(number=3).status == Player.Status.AVAILABLE  # patched up on a 4
    away.refresh_from_db()
    assert away.current_team_value == away.team_value - 50_000


def test_a_step_is_applied_once_however_often_it_runs(cast, fixture, django_capture_on_commit_callbacks):
    home = fixture.home
    report(fixture, home)
    report(fixture, fixture.away)
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=3, away_td=0)
    home.refresh_from_db()
    treasury = home.treasury
    events = home.events.count()
    for _ in range(3):
        assert services.run_step(match.pk, home.pk, 1) == "done"
        services.run_team_sequence(match.pk, home.pk)
    home.refresh_from_db()
    assert home.treasury == treasury
    assert home.events.count() == events


def test_starting_twice_queues_nothing_new(cast, fixture, django_capture_on_commit_callbacks):
    report(fixture, fixture.home)
    report(fixture, fixture.away)
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=1, away_td=1)
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        again = services.start_post_game(fixture)
    assert again.pk == match.pk
    assert callbacks == []
    assert PostGameStep.objects.filter(match=match).count() == 16  # eight steps per team


def test_secondary_draws_the_player_then_the_coach_picks_the_category(
    cast, fixture, django_capture_on_commit_callbacks
):
    home = fixture.home
    report(fixture, home)
    report(fixture, fixture.away)
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=0, away_td=1)
    choice = services.advancement_choose(match=match, team=home, actor=home.coach, kind="secondary")
    assert choice.player_id is not None
    assert choice.category == ""  # Human Linemen have two Secondary categories: the coach picks
    assert choice.rolls
    drawn = choice.player_id
    with django_capture_on_commit_callbacks(execute=True):
        again = services.advancement_choose(
            match=match, team=home, actor=home.coach, kind="secondary", category="Strength"
        )
    assert again.player_id == drawn  # the draw is not made twice
    player = Player.objects.get(pk=drawn)
    assert player.gained_skills[0]["kind"] == "secondary"
    assert player.value == 70_000


def test_a_primary_choice_must_name_a_player_who_played(cast, fixture, django_capture_on_commit_callbacks):
    home = fixture.home
    report(fixture, home, {1: {"played": False}})
    report(fixture, fixture.away)
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=0, away_td=0)
    with pytest.raises(DomainError, match="played this game"):
        services.advancement_choose(
            match=match,
            team=home,
            actor=home.coach,
            kind="primary",
            player_id=home.players.get(number=1).pk,
            category="General",
        )
    with pytest.raises(DomainError, match="not one of"):
        services.advancement_choose(
            match=match,
            team=home,
            actor=home.coach,
            kind="primary",
            player_id=home.players.get(number=2).pk,
            category="Mutation",
        )


def test_a_score_only_result_counts_every_available_player_as_played(cast, fixture, django_capture_on_commit_callbacks):
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=1, away_td=0)
    steps = PostGameStep.objects.filter(match=match, step=2)
    assert set(steps.values_list("status", flat=True)) == {"waiting"}


def test_journeymen_fill_a_short_team_and_leave_after_the_game(cast, fixture, django_capture_on_commit_callbacks):
    home = fixture.home
    for number in (1, 2):
        player = home.players.get(number=number)
        player.status = Player.Status.DEAD
        player.save()
    match = services.match_for_fixture(fixture)
    created = services.pregame_add_journeymen(match=match, team=home)
    assert len(created) == 2
    assert {p.number for p in created} == {1, 2}
    assert created[0].gained_skills == [{"skill": "Loner (5+)", "kind": "journeyman", "category": "Trait"}]
    assert services.pregame_add_journeymen(match=match, team=home) == []  # already seven
    keep = created[0]
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=1, away_td=0)
    with django_capture_on_commit_callbacks(execute=True):
        services.advancement_choose(
            match=match,
            team=home,
            actor=home.coach,
            kind="primary",
            player_id=home.players.get(number=3).pk,
            category="General",
            keep_journeymen=[keep.pk],
        )
    keep.refresh_from_db()
    other = Player.objects.get(pk=created[1].pk)
    assert not keep.journeyman
    assert keep.gained_skills == []  # hired permanently: an ordinary Lineman now
    assert other.status == Player.Status.FIRED


def test_player_report_is_checked_and_replaced(cast, fixture):
    home = fixture.home
    match = services.match_for_fixture(fixture)
    lines = [{"player": p.pk, "touchdowns": 0, "casualties": 0} for p in home.players.all()]
    lines[0] |= {"touchdowns": 2, "casualties": 1}
    lines[1] |= {"injury": "seriously_hurt", "apothecary_roll": 5}
    services.report_players(match=match, team=home, actor=home.coach, lines=lines)
    assert PlayerReport.objects.filter(match=match, team=home).count() == 7
    patched = PlayerReport.objects.get(match=match, player_id=lines[1]["player"])
    assert patched.lasting_injury == ""  # a 5 patches the player up
    with pytest.raises(DomainError, match="one player a game"):
        services.report_players(
            match=match,
            team=home,
            actor=home.coach,
            lines=[{**lines[1]}, {**lines[2], "injury": "badly_hurt", "apothecary_roll": 2}],
        )
    with pytest.raises(DomainError, match="not on this team"):
        services.report_players(
            match=match, team=home, actor=home.coach, lines=[{"player": fixture.away.players.first().pk}]
        )
    with pytest.raises(DomainError, match="from 0 to 20"):
        services.report_players(match=match, team=home, actor=home.coach, lines=[{**lines[0], "touchdowns": -1}])
    assert PlayerReport.objects.filter(match=match, team=home).count() == 7  # refusals changed nothing


def test_voiding_reverses_every_change_and_reopens_the_result(cast, fixture, django_capture_on_commit_callbacks):
    from league.models import Fixture

    home, away = fixture.home, fixture.away
    report(fixture, home)
    report(fixture, away, {1: {"injury": "dead"}, 2: {"injury": "seriously_hurt"}})
    before = {t.pk: (t.treasury, t.dedicated_fans, t.team_value) for t in (home, away)}
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=2, away_td=0)
    with django_capture_on_commit_callbacks(execute=True):
        for team in (home, away):
            services.advancement_choose(
                match=match,
                team=team,
                actor=cast.commissioner,
                kind="primary",
                player_id=team.players.get(number=4).pk,
                category="General",
            )
    assert set(PostGameStep.objects.filter(match=match).values_list("status", flat=True)) == {"done"}
    services.match_void(match=match, actor=cast.commissioner, reason="Wrong score")
    for team in (home, away):
        team.refresh_from_db()
        assert (team.treasury, team.dedicated_fans, team.team_value) == before[team.pk]
        assert not any(p.gained_skills for p in team.players.all())
        assert set(team.players.values_list("status", flat=True)) == {"available"}
    fixture.refresh_from_db()
    assert fixture.status == Fixture.Status.SUBMITTED
    assert not PostGameStep.objects.filter(match=match).exists()
    # confirming again runs the sequence afresh
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_confirm(fixture=fixture, actor=cast.commissioner, is_commissioner=True)
    assert PostGameStep.objects.filter(match=match, step=1, status="done").count() == 2


def test_voiding_is_refused_after_a_later_result(cast, fixture, django_capture_on_commit_callbacks):
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=1, away_td=0)
    later = league_services.fixture_add(season=fixture.season, home=fixture.away, away=fixture.home, round=2)
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(
            fixture=later, actor=cast.commissioner, is_commissioner=True, home_td=0, away_td=0
        )
    with pytest.raises(DomainError, match="later result"):
        services.match_void(match=match, actor=cast.commissioner, reason="Wrong score")


def test_a_void_and_a_reconfirmation_replay_the_same_rolls(cast, fixture, django_capture_on_commit_callbacks):
    """Issue 11, rolls that cannot be fished for: the seed survives the void, so the Fan Factors, the Dedicated
    Fans and the Draft come out the same when the same decisions are asked again."""
    from matches.models import MatchVoid

    home = fixture.home
    for player in home.players.all()[:3]:  # players with gained skills roll in the Draft
        player.gained_skills = [{"skill": "Block", "kind": "primary", "category": "General"}]
        player.save()
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=1, away_td=0)
    seed, factors = match.seed, (match.home_fan_factor, match.away_fan_factor)

    def rolls():
        return [
            (r.team_id, r.why, r.faces, r.result)
            for r in MatchRoll.objects.filter(match=match, post_game=True).order_by("pk")
        ]

    first = rolls()
    assert any("Draft" in why for _, why, _, _ in first)
    services.match_void(match=match, actor=cast.commissioner, reason="Entered against the wrong fixture")
    void = MatchVoid.objects.get(match=match)
    assert (void.voided_by, void.reason, void.home_td, void.away_td) == (
        cast.commissioner,
        "Entered against the wrong fixture",
        1,
        0,
    )
    assert [(r["team"], r["why"], r["faces"], r["result"]) for r in void.rolls] == first  # kept with the record
    assert not MatchRoll.objects.filter(match=match, post_game=True).exists()
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_confirm(fixture=fixture, actor=cast.commissioner, is_commissioner=True)
    match.refresh_from_db()
    assert match.seed == seed
    assert (match.home_fan_factor, match.away_fan_factor) == factors
    assert rolls() == first
    assert MatchRoll.objects.filter(match=match, why__startswith="Fan Factor").count() == 2  # rolled once


def test_a_concession_with_penalty(cast, fixture, django_capture_on_commit_callbacks):
    """2020 rulebook, Conceding: the conceder earns nothing and its fans drop by D3; the winner takes the full
    Fan Attendance; a conceding player with 3+ advancements rolls to quit."""
    home, away = fixture.home, fixture.away
    veteran = away.players.get(number=1)
    veteran.gained_skills = [
        {"skill": s, "kind": "primary", "category": "General"} for s in ("Block", "Dodge", "Tackle")
    ]
    veteran.save()
    treasury = {t.pk: t.treasury for t in (home, away)}
    fans = away.dedicated_fans
    match = confirm(
        fixture,
        cast.commissioner,
        django_capture_on_commit_callbacks,
        home_td=1,
        away_td=0,
        conceded_by=away.pk,
        concession="conceded",
    )
    fixture.refresh_from_db()
    attendance = match.home_fan_factor + match.away_fan_factor
    home.refresh_from_db()
    away.refresh_from_db()
    assert away.treasury == treasury[away.pk]
    # its own touchdown, the conceder's (none) and the one Conceding awards (rules.postgame.winnings)
    assert home.treasury == treasury[home.pk] + (attendance + 1 + 0 + 1) * 10_000
    assert MatchRoll.objects.filter(match=match, team=away, why__contains="conceding (D3)").count() == 1
    assert away.dedicated_fans == max(fans - MatchRoll.objects.get(match=match, why__contains="(D3)").result, 1)
    veteran.refresh_from_db()
    quit_rolls = list(MatchRoll.objects.filter(match=match, team=away, why__startswith="Conceding"))
    if veteran.status == Player.Status.DRAFTED:  # poached in the Draft first: nobody is left to quit
        assert quit_rolls == []
    else:
        (quit_roll,) = quit_rolls
        assert (veteran.status == Player.Status.FIRED) is (quit_roll.result <= 3)


def test_a_penalty_free_concession_is_a_plain_loss(cast, fixture, django_capture_on_commit_callbacks):
    away = fixture.away
    treasury = away.treasury
    match = confirm(
        fixture,
        cast.commissioner,
        django_capture_on_commit_callbacks,
        home_td=0,
        away_td=0,
        conceded_by=away.pk,
        concession="without_penalty",
    )
    away.refresh_from_db()
    assert away.treasury == treasury + (match.home_fan_factor + match.away_fan_factor) * 5_000
    assert not MatchRoll.objects.filter(match=match, why__contains="conceding").exists()
    assert not MatchRoll.objects.filter(match=match, why__startswith="Conceding").exists()


def test_journeymen_are_kept_only_within_eleven_players(cast, fixture, django_capture_on_commit_callbacks):
    """Seed 000: "No Blood Bowl Sevens team can ever contain more than eleven (11) permanently hired players";
    the coach sees why one cannot be kept."""
    from teams import services as team_services

    home = fixture.home
    for number in (1, 2):
        Player.objects.filter(team=home, number=number).update(status=Player.Status.MISSES_NEXT_GAME)
    match = services.match_for_fixture(fixture)
    first, second = services.pregame_add_journeymen(match=match, team=home)
    team_services.journeymen_add(team=home, count=3, wording=[], changes={})
    extra = list(home.players.filter(journeyman=True).exclude(pk__in=[first.pk, second.pk]))
    for p in extra:  # three hired for good: ten permanent players
        team_services.journeyman_hire(player=p)
    home.treasury = 500_000
    home.save()
    assert home.players.filter(status__in=Player.ACTIVE, journeyman=False).count() == 10
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=1, away_td=0)
    from matches import selectors

    rows = selectors.journeymen_to_keep(home)
    assert [r["refusal"] for r in rows] == ["", ""]  # each fits on his own
    with django_capture_on_commit_callbacks(execute=True):
        services.advancement_choose(
            match=match,
            team=home,
            actor=home.coach,
            kind="primary",
            player_id=home.players.get(number=3).pk,
            category="General",
            keep_journeymen=[second.pk, first.pk],
        )
    second.refresh_from_db()
    first.refresh_from_db()
    assert not second.journeyman  # the coach's first pick is kept: eleven players
    assert first.status == Player.Status.FIRED  # a twelfth would be over the limit
    step = PostGameStep.objects.get(match=match, team=home, step=4)
    with translation.override("en"):
        assert "more than 11 permanently hired players" in worded(step.changes["refused"])


def test_a_secondary_draw_cannot_become_a_primary_choice(cast, fixture, django_capture_on_commit_callbacks):
    """Seed 000: "The coach of a Blood Bowl Sevens team has to work with what they are given"."""
    home = fixture.home
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=0, away_td=1)
    services.advancement_choose(match=match, team=home, actor=home.coach, kind="secondary")
    with pytest.raises(DomainError, match="cannot switch to a Primary skill"):
        services.advancement_choose(
            match=match,
            team=home,
            actor=home.coach,
            kind="primary",
            player_id=home.players.get(number=1).pk,
            category="General",
        )


def test_expensive_mistakes_are_rolled_and_undone_by_a_void(cast, fixture, django_capture_on_commit_callbacks):
    """2020 rulebook, post-game step 5: a treasury of 100,000 or more rolls on the Expensive Mistakes table."""
    from teams.models import Team

    home = fixture.home
    Team.objects.filter(pk=home.pk).update(treasury=650_000)
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks, home_td=1, away_td=0)
    with django_capture_on_commit_callbacks(execute=True):
        for team in (home, fixture.away):
            services.advancement_choose(
                match=match,
                team=team,
                actor=cast.commissioner,
                kind="primary",
                player_id=team.players.get(number=4).pk,
                category="General",
            )
    step = PostGameStep.objects.get(match=match, team=home, step=8)
    assert step.status == "done"
    assert step.changes["outcome"] in {"minor_incident", "major_incident", "catastrophe"}  # 600k+: never averted
    assert MatchRoll.objects.filter(match=match, team=home, why="Expensive Mistakes").count() == 1
    services.match_void(match=match, actor=cast.commissioner, reason="Wrong score")
    home.refresh_from_db()
    assert home.treasury == 650_000

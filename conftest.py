import os
import shutil

import pytest

os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Debian's Chromium, headless, with nothing reaching for the network."""
    return {
        **browser_type_launch_args,
        "executable_path": shutil.which("chromium") or "/usr/bin/chromium",
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ],
    }


@pytest.fixture
def csrf_client():
    """A test client that enforces CSRF, as a browser would."""
    from django.test import Client

    return Client(enforce_csrf_checks=True)


@pytest.fixture
def celery_worker():
    """A real `celery worker` process on Redis and the PostgreSQL test database."""
    from tests.worker import celery_worker_process, worker_available

    reason = worker_available()
    if reason:
        pytest.skip(reason)
    with celery_worker_process() as worker:
        yield worker


@pytest.fixture
def cast(db):
    """The cast every view is tested with: a commissioner, coach A and coach B in the league, an outsider."""
    from types import SimpleNamespace

    from league.models import Membership
    from tests.factories import UserFactory, make_league, make_team

    commissioner = UserFactory(username="commish")
    coach_a = UserFactory(username="coach_a")
    coach_b = UserFactory(username="coach_b")
    outsider = UserFactory(username="outsider")
    league = make_league(commissioner=commissioner)
    Membership.objects.create(league=league, user=coach_a)
    Membership.objects.create(league=league, user=coach_b)
    team_a = make_team(coach=coach_a, name="Reikland Rookies", league=league)
    team_b = make_team(coach=coach_b, name="Altdorf Alley Cats", league=league)
    return SimpleNamespace(
        commissioner=commissioner,
        coach_a=coach_a,
        coach_b=coach_b,
        outsider=outsider,
        league=league,
        team_a=team_a,
        team_b=team_b,
    )


@pytest.fixture(autouse=True)
def _fresh_cache():
    """Each test starts with an empty cache (the to-do counts and standings are cached per process)."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture(autouse=True)
def _site_language():
    """Each test starts and ends in the site's language: a language a request or ``override`` left active in the
    thread would word the next test's defaults (a season's name) in it."""
    from django.conf import settings
    from django.utils import translation

    translation.activate(settings.LANGUAGE_CODE)
    yield
    translation.activate(settings.LANGUAGE_CODE)


@pytest.fixture
def season(cast):
    """The cast's two teams approved, a season started and its fixtures generated (seed 7), from an empty cache: the
    cached standings (league) and the kept pages (tests) start from it. Modules with a season of their own override
    it; the records tests take ``hand_worked_season`` under this name (records/tests/conftest.py)."""
    from django.core.cache import cache

    from league import services
    from tests.factories import approve_all

    cache.clear()
    approve_all(cast.league, cast.commissioner)
    season = services.season_start(league=cast.league)
    services.season_generate_fixtures(season=season, seed=7)
    return season


# --- the hand-worked season: three teams, three games with known reports, one skill gained, one void and a
# corrected report, one corrected result, a player poached by the Draft. Every figure the records tests expect is
# worked out by hand in ``hand_worked_season``'s docstring.


def _report(match, team, lines: dict):
    """One line per active player; ``lines`` by shirt number (unlisted players played without incident)."""
    from matches.models import PlayerReport
    from teams.models import Player

    for player in team.players.filter(status__in=Player.ACTIVE):
        PlayerReport.objects.create(match=match, player=player, team=team, **lines.get(player.number, {}))


def _choose(match, team, commissioner, number):
    """The coach's advancement choice, when the step waits for one (a Primary General skill for ``number``)."""
    from matches import services as match_services
    from matches.models import PostGameStep
    from rules.postgame import PostGameStep as Step

    if PostGameStep.objects.filter(match=match, team=team, step=Step.ADVANCEMENT, status="waiting").exists():
        match_services.advancement_choose(
            match=match,
            team=team,
            actor=commissioner,
            kind="primary",
            player_id=team.players.get(number=number).pk,
            category="General",
        )


def play(fixture, commissioner, capture, *, home: dict, away: dict, choose=(None, None), **figures):
    from league import services as league_services
    from matches import services as match_services
    from matches.models import Match

    match = match_services.match_for_fixture(fixture)
    _report(match, fixture.home, home)
    _report(match, fixture.away, away)
    with capture(execute=True):
        league_services.result_submit(fixture=fixture, actor=commissioner, is_commissioner=True, **figures)
    match = Match.objects.get(pk=match.pk)
    with capture(execute=True):
        for team, number in zip((fixture.home, fixture.away), choose, strict=True):
            if number:
                _choose(match, team, commissioner, number)
    return match


@pytest.fixture
def hand_worked_season(cast, django_capture_on_commit_callbacks):
    """Reikland Rookies (A), Altdorf Alley Cats (B), Middenheim Marauders (C); one season, three games.

    Round 1, A 2–1 B (casualties A 1, B 0; corrected afterwards by the commissioner to A 2, B 0):
      A#1 2 TD; A#2 1 cas; B#1 1 TD; B#3 killed (dead, no apothecary roll); B#4 Badly Hurt.
      A's advancement: A#1 gains a Primary General skill.
    Round 2, A 1–1 C (casualties 0, 1): A#1 1 TD; C#1 1 TD; C#2 1 cas; A#2 Seriously Hurt (misses a game);
      A#5 Seriously Hurt but patched up on a 4 (no injury).
    Round 3, C 2–0 B: C#1 2 TD, B#2 Badly Hurt; then voided ("wrong report"); C#1's touchdowns were C#2's and the
      score 1–0: reported again and confirmed. C#2 1 TD.

    By hand: A#1 2 games, 3 TD, 1 skill; A#2 2 games, 1 cas, 1 SH, 1 game missed; B#3 killed by A (round 1);
    B#4 1 BH; B#2 no injury (the void took it); C#1 1 TD (the voided 2 are gone), C#2 1 TD, 1 cas.
    A: P2 W1 D1 L0, TD 3–2, cas 2–1. B: P2 W0 D0 L2, TD 1–3, cas 0–2. C: P2 W1 D1 L0, TD 2–1, cas 1–0.
    Then B#5 is poached by the Draft after round 3 (his team's Draft step records him).
    """
    from types import SimpleNamespace

    from league import services as league_services
    from matches import services as match_services
    from matches.models import PlayerReport, PostGameStep
    from rules.postgame import PostGameStep as Step
    from teams.models import Player
    from tests.factories import UserFactory, make_team

    coach_c = UserFactory(username="coach_c")
    team_c = make_team(coach=coach_c, name="Middenheim Marauders", league=cast.league)
    a, b, c = cast.team_a, cast.team_b, team_c
    for team in (a, b, c):
        league_services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    s = league_services.season_start(league=cast.league)
    f1 = league_services.fixture_add(season=s, home=a, away=b, round=1)
    f2 = league_services.fixture_add(season=s, home=a, away=c, round=2)
    f3 = league_services.fixture_add(season=s, home=c, away=b, round=3)
    capture = django_capture_on_commit_callbacks
    com = cast.commissioner
    m1 = play(
        f1,
        com,
        capture,
        home={1: {"touchdowns": 2}, 2: {"casualties": 1}},
        away={1: {"touchdowns": 1}, 3: {"injury": "dead"}, 4: {"injury": "badly_hurt"}},
        choose=(1, 2),
        home_td=2,
        away_td=1,
        home_cas=1,
        away_cas=0,
    )
    play(
        f2,
        com,
        capture,
        home={
            1: {"touchdowns": 1},
            2: {"injury": "seriously_hurt"},
            5: {"injury": "seriously_hurt", "apothecary_roll": 4},
        },
        away={1: {"touchdowns": 1}, 2: {"casualties": 1}},
        choose=(3, 3),
        home_td=1,
        away_td=1,
        home_cas=0,
        away_cas=1,
    )
    m3 = play(
        f3,
        com,
        capture,
        home={1: {"touchdowns": 2}},
        away={2: {"injury": "badly_hurt"}},
        choose=(4, 4),
        home_td=2,
        away_td=0,
        home_cas=1,
        away_cas=0,
    )
    match_services.match_void(match=m3, actor=com, reason="wrong report")
    PlayerReport.objects.filter(match=m3).delete()  # the coaches report again (the lines are replaced)
    m3 = play(
        f3,
        com,
        capture,
        home={2: {"touchdowns": 1, "casualties": 0}},
        away={},
        choose=(4, 4),
        home_td=1,
        away_td=0,
        home_cas=0,
        away_cas=0,
    )
    f1.refresh_from_db()
    league_services.result_correct(fixture=f1, actor=com, home_td=2, away_td=1, home_cas=2, away_cas=0)
    # The Draft's dice are the seed's: the test records its outcome as the step would (B#5 poached after round 3).
    poached = b.players.get(number=5)
    step = PostGameStep.objects.get(match=m3, team=b, step=Step.WINNINGS_FANS_DRAFT)
    step.changes = {**step.changes, "drafted": [poached.pk]}
    step.save(update_fields=["changes"])
    Player.objects.filter(pk=poached.pk).update(status=Player.Status.DRAFTED)
    poached.refresh_from_db()
    return SimpleNamespace(
        league=cast.league, season=s, a=a, b=b, c=c, f1=f1, f2=f2, f3=f3, m1=m1, m3=m3, cast=cast, poached=poached
    )

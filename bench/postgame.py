"""Benchmark: 1,000 post-game sequences, each enqueued twice, through a real Celery worker.

Needs PostgreSQL and Redis: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/sevens_bench, created if
missing) and CELERY_BROKER_URL (default redis://127.0.0.1:6379/0). Prints one JSON line:
{"sequences": 1000, "applied_twice": 0, "per_second": N}, where a sequence is one game's (both teams' steps).

The coaches' advancement choices are made ahead; where one goes stale (its player left in the Draft) the
coaches choose again, side by side, as they would from their home pages. BENCH_CONCURRENCY (2) and BENCH_POOL
(prefork) set the worker; BENCH_TRACE=1 prints the steps' progress to stderr.
"""

import json
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SEQUENCES = int(os.environ.get("BENCH_SEQUENCES", "1000"))
CONCURRENCY = int(os.environ.get("BENCH_CONCURRENCY", "2"))
POOL = os.environ.get("BENCH_POOL", "prefork")
TRACE = bool(os.environ.get("BENCH_TRACE"))
DEFAULT_DB = "postgres://postgres@127.0.0.1:5432/sevens_bench"


def ensure_database(url: str) -> None:
    name = url.rsplit("/", 1)[1]
    admin = url.rsplit("/", 1)[0] + "/postgres"
    import psycopg

    with psycopg.connect(admin, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone()
        if exists:
            conn.execute(f'DROP DATABASE "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')


def main() -> dict:
    os.environ.setdefault("DATABASE_URL", DEFAULT_DB)
    os.environ.setdefault("CELERY_BROKER_URL", "redis://127.0.0.1:6379/0")
    queue = f"bench-{uuid.uuid4().hex[:8]}"
    os.environ["CELERY_QUEUE"] = queue
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings"
    os.environ["DEBUG"] = "0"  # as production runs it: no query log in the worker
    ensure_database(os.environ["DATABASE_URL"])

    import django

    django.setup()
    from django.core.management import call_command
    from django.db import transaction
    from django.db.models import Count

    call_command("migrate", verbosity=0, interactive=False)

    from league import services as league_services
    from league.models import Fixture
    from matches.models import AdvancementChoice, Match, PostGameStep
    from matches.services import start_post_game
    from matches.services.common import new_seed
    from matches.tasks import run_post_game
    from rules.postgame import PostGameStep as Step
    from teams.models import TeamEvent
    from tests.factories import UserFactory, make_league, make_team

    commissioner = UserFactory(username="bench-commish")
    league = make_league(commissioner=commissioner, slug="bench")
    teams = [make_team(coach=UserFactory(username=f"bench-{i}"), name=f"Bench {i}", league=league) for i in range(200)]
    for team in teams:
        league_services.league_decide_entry(league=league, team=team, approve=True, actor=commissioner)
    season = league_services.season_start(league=league)
    fixtures = Fixture.objects.bulk_create(
        Fixture(
            season=season,
            round=1 + i // 10,
            home=teams[(2 * i) % 200],
            away=teams[(2 * i + 1) % 200],
            status=Fixture.Status.CONFIRMED,
            home_td=i % 3,
            away_td=(i // 3) % 3,
            home_cas=1,
            away_cas=1,
        )
        for i in range(SEQUENCES)
    )
    matches = Match.objects.bulk_create(Match(fixture=f, seed=new_seed()) for f in fixtures)
    # The coaches' advancement choices, made ahead (a choice that turns stale is made again below).
    rosters = {t.pk: list(t.players.order_by("number").values_list("pk", flat=True)) for t in teams}
    AdvancementChoice.objects.bulk_create(
        AdvancementChoice(
            match=m, team_id=team_id, kind="primary", player_id=rosters[team_id][i % 7], category="General"
        )
        for i, (m, f) in enumerate(zip(matches, fixtures, strict=True))
        for team_id in (f.home_id, f.away_id)
    )
    from config.celery import app

    def choose_waiting_advancements() -> None:
        """As the coaches would from their home pages: a Primary skill for a player who may take one, wherever a
        step waits without a choice (the choice made ahead went stale: its player left, e.g. for the Draft)."""
        from django.db.models import Exists, OuterRef

        from matches.selectors import advancement_candidates
        from matches.services import advancement_choose
        from rules.advancement import eligible
        from rules.errors import DomainError

        chosen = AdvancementChoice.objects.filter(match=OuterRef("match"), team=OuterRef("team"))
        waiting = (
            PostGameStep.objects.filter(step=Step.ADVANCEMENT, status="waiting")
            .exclude(Exists(chosen))
            .select_related("match__fixture", "team__league")
        )

        def choose(step) -> None:
            try:
                candidates = eligible(advancement_candidates(step.match, step.team))
                if candidates:
                    advancement_choose(
                        match=step.match,
                        team=step.team,
                        actor=commissioner,
                        kind="primary",
                        player_id=candidates[0].key,
                        category="General",
                    )
            except DomainError:
                pass

        # The coaches are different people: they choose at the same time, not one after another, each thread keeping
        # its database connection between choices as the web server's processes do (CONN_MAX_AGE).
        list(coaches.map(choose, list(waiting)))

    from concurrent.futures import ThreadPoolExecutor

    coaches = ThreadPoolExecutor(max_workers=4)
    app.conf.task_always_eager = False
    app.conf.task_default_queue = queue
    with transaction.atomic():
        for f in fixtures:
            f.home = next(t for t in teams if t.pk == f.home_id)
            f.away = next(t for t in teams if t.pk == f.away_id)
            start_post_game(f)  # enqueues once on commit
    env = {**os.environ}
    worker = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "config",
            "worker",
            f"--pool={POOL}",
            f"--concurrency={CONCURRENCY}",
            "-Q",
            queue,
            "--without-gossip",
            "--without-mingle",
            "--without-heartbeat",
            "--loglevel=WARNING",
        ],
        cwd=ROOT,
        env=env,
    )
    start = time.perf_counter()
    for m in matches:
        run_post_game.delay(m.pk)  # the second time
    total = PostGameStep.objects.count()  # both teams' steps of every game (the ruleset decides which steps)
    steps_per_game = total / SEQUENCES
    deadline = time.time() + 600
    try:
        while PostGameStep.objects.filter(status="done").count() < total and time.time() < deadline:
            choose_waiting_advancements()  # as the coaches would, from their home pages
            if TRACE:
                counts = dict(PostGameStep.objects.values_list("status").annotate(n=Count("pk")))
                print(f"{time.perf_counter() - start:6.1f}s {counts}", file=sys.stderr)
            time.sleep(0.25)
        elapsed = time.perf_counter() - start
    finally:
        coaches.shutdown()
        worker.terminate()
        try:
            worker.wait(timeout=30)
        except subprocess.TimeoutExpired:
            worker.kill()
            worker.wait(timeout=10)
    done = PostGameStep.objects.filter(status="done").count()
    winnings_events = TeamEvent.objects.filter(kind="post_game", changes__step=Step.WINNINGS_FANS_DRAFT)
    per_pair: dict = {}
    for match_id, team_id in winnings_events.values_list("changes__match", "team_id"):
        per_pair[(match_id, team_id)] = per_pair.get((match_id, team_id), 0) + 1
    applied_twice = sum(1 for n in per_pair.values() if n > 1)
    result = {
        "sequences": SEQUENCES,
        "applied_twice": applied_twice,
        "per_second": round(done / steps_per_game / elapsed, 1),
        "steps_done": done,
        "seconds": round(elapsed, 1),
    }
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()

"""Benchmark: a league of 128 teams in 8 divisions of 16, each a double round robin (1,920 results).

Prints the median milliseconds and SQL queries of the standings and fixtures pages, and of the
rules core's standings computation on its own.
"""

import json
import random
import statistics
import time

try:
    from bench.django_setup import measure, setup
except ImportError:  # run as a script
    from django_setup import measure, setup


def build_league():
    from django.db import transaction

    from league import services
    from league.models import Fixture
    from rules.draft import Draft, DraftPlayer
    from teams.models import Team
    from teams.services import team_create
    from tests.factories import UserFactory

    rng = random.Random(128)
    commissioner = UserFactory(username="bench-commish")
    coach = UserFactory(username="bench-coach")
    league = services.league_create(
        user=commissioner,
        name="Bench League",
        bonus_points=True,
        tiebreakers=["bonus_points", "td_diff", "td_for", "cas_for"],
    )
    draft = Draft(race="Human", players=tuple(DraftPlayer("Human Lineman", number=i) for i in range(1, 8)))
    with transaction.atomic():
        divisions = [services.league_add_division(league=league, name=f"Division {d + 1}") for d in range(8)]
        placement = {}
        for d, division in enumerate(divisions):
            for t in range(16):
                team = team_create(coach=coach, name=f"Team {d + 1}-{t + 1:02d}", draft=draft, league=league)
                placement[team.pk] = division.pk
        Team.objects.filter(league=league).update(entry=Team.Entry.APPROVED)
        season = services.season_start(league=league, divisions=placement)
        for division in divisions:
            services.season_generate_fixtures(season=season, double=True, division=division, seed=division.pk)
        fixtures = list(season.fixtures.all())
        for f in fixtures:
            f.home_td, f.away_td = rng.randint(0, 4), rng.randint(0, 4)
            f.home_cas, f.away_cas = rng.randint(0, 4), rng.randint(0, 4)
            f.status = Fixture.Status.CONFIRMED
        Fixture.objects.bulk_update(fixtures, ["home_td", "away_td", "home_cas", "away_cas", "status"], batch_size=500)
    return league, season, commissioner, len(fixtures)


def main() -> dict:
    setup()
    from django.test import Client
    from django.urls import reverse

    from league.selectors import standings_tables

    league, season, commissioner, results = build_league()
    client = Client()
    client.force_login(commissioner)
    timings = []
    for _ in range(20):
        start = time.perf_counter()
        standings_tables(season=season)
        timings.append((time.perf_counter() - start) * 1000)
    result = {
        "benchmark": "league_pages",
        "teams": league.teams.count(),
        "results": results,
        "standings_page": measure(client, reverse("league:standings", args=[league.slug]), runs=15),
        "fixtures_page": measure(client, reverse("league:fixtures", args=[league.slug]), runs=15),
        "league_home": measure(client, reverse("league:detail", args=[league.slug]), runs=15),
        "standings_selector_median_ms": round(statistics.median(timings), 2),
    }
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()

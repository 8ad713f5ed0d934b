"""The benchmarks' leagues: ``teams`` teams (one coach each) in divisions of 16, a double round robin per division,
and the first ``results`` games confirmed with random scores (bulk-written, then the season's version moved as the
services move it)."""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass
class Built:
    league: object
    season: object
    commissioner: object
    coach: object
    team: object
    results: int


def build_league(*, teams: int = 128, results: int | None = None, slug: str = "bench-league") -> Built:
    from django.db import transaction

    from league import services
    from league.models import Fixture
    from league.services.seasons import season_results_changed
    from rules.draft import Draft, DraftPlayer
    from teams.models import Team
    from teams.services import team_create
    from tests.factories import UserFactory

    rng = random.Random(teams)
    commissioner = UserFactory(username=f"{slug}-commish")
    league = services.league_create(
        user=commissioner,
        name=f"Bench League {teams}",
        bonus_points=True,
        tiebreakers=["bonus_points", "td_diff", "td_for", "cas_for"],
    )
    players = tuple(DraftPlayer("Human Lineman", number=i, name=f"Lineman {i}") for i in range(1, 10))
    players += tuple(DraftPlayer("Human Catcher", number=i, name=f"Catcher {i}") for i in range(10, 12))
    draft = Draft(race="Human", players=players)
    count = max(1, teams // 16)
    with transaction.atomic():
        divisions = (
            [services.league_add_division(league=league, name=f"Division {d + 1}") for d in range(count)]
            if count > 1
            else [None]
        )
        placement = {}
        for d, division in enumerate(divisions):
            for t in range(teams // len(divisions)):
                coach = UserFactory(username=f"{slug}-coach-{d + 1}-{t + 1}")
                team = team_create(coach=coach, name=f"Team {d + 1}-{t + 1:02d}", draft=draft, league=league)
                placement[team.pk] = division.pk if division else None
        Team.objects.filter(league=league).update(entry=Team.Entry.APPROVED)
        season = services.season_start(league=league, divisions=placement)
        for division in divisions:
            services.season_generate_fixtures(
                season=season, double=True, division=division, seed=division.pk if division else 1
            )
        fixtures = list(season.fixtures.filter(away__isnull=False).order_by("round", "pk"))
        played = fixtures if results is None else fixtures[:results]
        for f in played:
            f.home_td, f.away_td = rng.randint(0, 4), rng.randint(0, 4)
            f.home_cas, f.away_cas = rng.randint(0, 4), rng.randint(0, 4)
            f.status = Fixture.Status.CONFIRMED
        Fixture.objects.bulk_update(played, ["home_td", "away_td", "home_cas", "away_cas", "status"], batch_size=500)
        season_results_changed(season_id=season.pk)
    team = league.teams.order_by("name").first()
    return Built(league, season, commissioner, team.coach, team, len(played))

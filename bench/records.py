"""Benchmark: the records pages on the 128-team, 1,920-result league of ``bench/league_pages.py``, with a player
report for each of the seven players of both teams in every game (26,880 lines), and each team's post-game steps
(fans, Team Value, one skill gained) for every game.

Prints one JSON line: the median milliseconds and SQL queries of the leaders (all time and of the season), the
hall of fame, a season's points and awards (as a commissioner), a team's statistics and a player's page.
"""

import json
import random

try:
    from bench.django_setup import measure, setup
    from bench.league_pages import build_league
except ImportError:  # run as a script
    from django_setup import measure, setup
    from league_pages import build_league


def add_reports(season) -> int:
    from django.db import transaction

    from matches.models import Match, PlayerReport, PostGameStep
    from rules.postgame import PostGameStep as Step
    from teams.models import Player

    rng = random.Random(7)
    fixtures = list(season.fixtures.filter(away__isnull=False))
    players: dict[int, list[int]] = {}
    for pk, team_id in Player.objects.filter(team__league=season.league).values_list("pk", "team_id"):
        players.setdefault(team_id, []).append(pk)
    # about one casualty suffered in ten player-games, one in two hundred a death (the cemetery lists each)
    injuries = [""] * 180 + ["badly_hurt"] * 10 + ["seriously_hurt"] * 9 + ["dead"]
    with transaction.atomic():
        matches = Match.objects.bulk_create([Match(fixture=f, seed=i) for i, f in enumerate(fixtures)], batch_size=500)
        reports, steps = [], []
        for f, m in zip(fixtures, matches, strict=True):
            for team_id, scored, caused in ((f.home_id, f.home_td, f.home_cas), (f.away_id, f.away_td, f.away_cas)):
                ids = players[team_id]
                scorers = [rng.choice(ids) for _ in range(scored)]
                hitters = [rng.choice(ids) for _ in range(caused)]
                reports += [
                    PlayerReport(
                        match=m,
                        player_id=pk,
                        team_id=team_id,
                        touchdowns=scorers.count(pk),
                        casualties=hitters.count(pk),
                        injury=rng.choice(injuries),
                    )
                    for pk in ids
                ]
                tv = 480_000 + rng.randrange(0, 200_000, 10_000)
                steps += [
                    PostGameStep(
                        match=m,
                        team_id=team_id,
                        step=Step.WINNINGS_FANS_DRAFT,
                        status="done",
                        changes={"treasury": 40_000, "fans": [1, rng.randint(1, 6)], "dead": [], "drafted": []},
                    ),
                    PostGameStep(
                        match=m,
                        team_id=team_id,
                        step=Step.ADVANCEMENT,
                        status="done",
                        changes={"player": rng.choice(ids), "skill": "Block", "value": [50_000, 70_000]},
                    ),
                    PostGameStep(
                        match=m,
                        team_id=team_id,
                        step=Step.TEAM_VALUE,
                        status="done",
                        changes={"tv": [tv, tv], "ctv": [tv, tv]},
                    ),
                ]
        PlayerReport.objects.bulk_create(reports, batch_size=2000)
        PostGameStep.objects.bulk_create(steps, batch_size=2000)
    return len(reports)


def main() -> dict:
    setup()
    from django.test import Client
    from django.urls import reverse

    from teams.models import Player

    league, season, commissioner, results = build_league()
    lines = add_reports(season)
    team = league.teams.order_by("pk").first()
    player = Player.objects.filter(team=team).order_by("number").first()
    client = Client()
    client.force_login(commissioner)
    slug = league.slug
    result = {
        "benchmark": "records",
        "teams": league.teams.count(),
        "results": results,
        "report_lines": lines,
        "leaders_all_time": measure(client, reverse("records:leaders", args=[slug]), runs=15),
        "leaders_season": measure(
            client, reverse("records:leaders", args=[slug]) + f"?season={season.number}", runs=15
        ),
        "hall_of_fame": measure(client, reverse("records:hall_of_fame", args=[slug]), runs=15),
        "season_points_and_awards": measure(client, reverse("records:season", args=[slug, season.number]), runs=15),
        "team_statistics": measure(client, reverse("records:team", args=[team.pk]), runs=15),
        "team_page_with_records": measure(client, reverse("teams:detail", args=[team.pk]), runs=15),
        "player_page": measure(client, reverse("records:player", args=[player.pk]), runs=15),
    }
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()

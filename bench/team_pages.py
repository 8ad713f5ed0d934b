"""Benchmark: the team page, the team sheet and its PDF for an 11-player team with 50 history entries."""

import json

try:
    from bench.django_setup import measure, setup
except ImportError:  # run as a script
    from django_setup import measure, setup


def main() -> dict:
    setup()
    from django.test import Client

    from rules.draft import Draft, DraftPlayer
    from teams import services
    from tests.factories import UserFactory

    coach = UserFactory(username="bench-coach")
    players = tuple(DraftPlayer("Human Lineman", number=i, name=f"Lineman {i}") for i in range(1, 10))
    players += tuple(DraftPlayer("Human Catcher", number=i, name=f"Catcher {i}") for i in range(10, 12))
    team = services.team_create(coach=coach, name="Bench Blitzers", draft=Draft(race="Human", players=players))
    for i in range(49):
        services.team_correct_team(team=team, actor=coach, reason=f"entry {i}", treasury=team.treasury + 1_000 + i)
    assert team.events.count() == 50
    client = Client()
    client.force_login(coach)
    result = {
        "benchmark": "team_pages",
        "players": team.players.count(),
        "history": team.events.count(),
        "team_page": measure(client, f"/teams/{team.pk}/"),
        "sheet": measure(client, f"/teams/{team.pk}/sheet/"),
        "pdf": measure(client, f"/teams/{team.pk}/sheet.pdf", runs=10),
    }
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()

"""The read API end to end on the demo league and event: the OpenAPI document validates; every endpoint answers
the anonymous reader, a token holder and an outsider as it should, and never shows a private value; the standings
are the standings command's; the standings and a roster cost a fixed number of queries; ETags give 304s."""

import json
from io import StringIO

import pytest
from django.core.management import call_command
from openapi_spec_validator import validate

from events.models import Round
from league.models import League
from teams.models import Player

pytestmark = pytest.mark.django_db


def bearer(token: str) -> dict:
    return {"HTTP_AUTHORIZATION": f"Bearer {token}"}


def league_paths(league) -> list[str]:
    """Every endpoint of one league (its first team and player, its first season)."""
    team = league.teams.filter(entry="approved").order_by("pk").first()
    player = Player.objects.filter(team=team).order_by("number").first()
    base = f"/api/v1/leagues/{league.slug}"
    return [
        base,
        f"{base}/seasons",
        f"{base}/standings",
        f"{base}/seasons/1/standings",
        f"{base}/seasons/1/fixtures",
        f"{base}/seasons/1/results",
        f"{base}/teams",
        f"{base}/teams/{team.pk}",
        f"{base}/teams/{team.pk}/record",
        f"{base}/players/{player.pk}",
        f"{base}/leaders",
        f"{base}/leaders?season=1",
    ]


def event_paths(event) -> list[str]:
    base = f"/api/v1/events/{event.slug}"
    rounds = Round.objects.filter(event=event).values_list("number", flat=True)
    return [base, f"{base}/rounds", *(f"{base}/rounds/{n}" for n in rounds), f"{base}/standings", f"{base}/awards"]


def no_secret_in(body: bytes, secrets: list[str]) -> list[str]:
    text = body.decode()
    return [secret for secret in secrets if secret in text]


def test_the_openapi_document_validates(api_client):
    response = api_client.get("/api/v1/openapi.json")
    assert response.status_code == 200
    document = response.json()
    validate(document)
    paths = set(document["paths"])
    assert "/api/v1/leagues/{slug}/seasons/{number}/standings" in paths
    assert "/api/v1/events/{slug}/rounds/{number}" in paths
    assert document["components"]["securitySchemes"]["BearerToken"]["scheme"] == "bearer"


@pytest.mark.parametrize("who", ["anonymous", "token", "outsider", "coach"])
def test_every_endpoint_of_the_public_demo_league_and_event_answers_and_shows_nothing_private(
    who, demo, api_client, settings
):
    settings.API_PER_CLIENT = 1000
    headers = {}
    if who == "token":
        headers = bearer(demo.league_token)
    elif who in ("outsider", "coach"):
        api_client.force_login(getattr(demo, who))
    paths = ["/api/v1/leagues", "/api/v1/events", *league_paths(demo.league), *event_paths(demo.event)]
    for path in paths:
        response = api_client.get(path, **headers)
        assert response.status_code == 200, (path, response.content)
        assert response["Content-Type"] == "application/json; charset=utf-8"
        assert response.has_header("ETag")
        assert no_secret_in(response.content, demo.secrets) == [], path


def test_a_private_league_opens_to_its_token_and_its_members_only(demo, api_client, settings):
    settings.API_PER_CLIENT = 1000
    League.objects.filter(pk=demo.league.pk).update(public=False)
    paths = league_paths(demo.league)
    for path in paths:
        anonymous = api_client.get(path)
        assert anonymous.status_code == 401, path
        assert anonymous.json()["code"] == "token_required"
        assert anonymous["WWW-Authenticate"].startswith("Bearer")
        wrong = api_client.get(path, **bearer(demo.event_token))  # a valid token, of something else
        assert (wrong.status_code, wrong.json()["code"]) == (403, "forbidden"), path
        held = api_client.get(path, **bearer(demo.league_token))
        assert held.status_code == 200, path
        assert no_secret_in(anonymous.content + wrong.content + held.content, demo.secrets) == []
    listed = api_client.get("/api/v1/leagues").json()
    assert listed["count"] == 0  # the list is of public leagues
    api_client.force_login(demo.outsider)
    assert api_client.get(paths[0]).status_code == 403
    api_client.force_login(demo.coach)  # a member reads it with his session
    assert api_client.get(paths[0]).status_code == 200


def test_the_event_token_reads_the_event(demo, api_client):
    for path in event_paths(demo.event):
        response = api_client.get(path, **bearer(demo.event_token))
        assert response.status_code == 200, path
        assert no_secret_in(response.content, demo.secrets) == []


def test_the_standings_are_the_standings_commands_rows_in_its_order(demo, api_client):
    out = StringIO()
    call_command("standings", demo.league.slug, "--json", stdout=out)
    rows = api_client.get(f"/api/v1/leagues/{demo.league.slug}/standings").json()["rows"]
    assert rows == json.loads(out.getvalue())
    assert len(rows) == 4
    season = api_client.get(f"/api/v1/leagues/{demo.league.slug}/seasons/1/standings").json()["rows"]
    assert season == rows


def test_the_event_standings_are_the_event_standings_commands_rows(demo, api_client):
    out = StringIO()
    call_command("event_standings", demo.event.slug, "--json", stdout=out)
    rows = api_client.get(f"/api/v1/events/{demo.event.slug}/standings").json()["rows"]
    assert rows == json.loads(out.getvalue())
    assert rows


def test_the_standings_and_a_roster_cost_a_fixed_number_of_queries(
    demo, api_client, django_assert_max_num_queries
):
    """With a token (its look-up is one query, kept after that): the standings read the league and the season's
    teams (the table itself is cached); the roster reads the league, the team, its players and their records. An
    N+1 over rows or players fails this."""
    team = demo.league.teams.order_by("pk").first()
    headers = bearer(demo.league_token)
    api_client.get(f"/api/v1/leagues/{demo.league.slug}/standings", **headers)  # the table is cached, token noted
    api_client.get(f"/api/v1/leagues/{demo.league.slug}/standings", **headers)
    with django_assert_max_num_queries(4):
        response = api_client.get(f"/api/v1/leagues/{demo.league.slug}/standings?fresh=1", **headers)
    assert response.status_code == 200
    with django_assert_max_num_queries(5):
        response = api_client.get(f"/api/v1/leagues/{demo.league.slug}/teams/{team.pk}", **headers)
    assert response.status_code == 200
    players = response.json()["players"]
    assert len(players) == team.players.filter(status__in=Player.ACTIVE).count() >= 7
    first = players[0]
    assert {"position", "ma", "st", "ag", "pa", "av", "skills", "gained_skills", "status", "value", "record"} <= set(
        first)
    assert response.json()["current_team_value"] == team.current_team_value


def test_a_roster_costs_the_same_however_many_players(demo, api_client, django_assert_max_num_queries):
    team = demo.league.teams.order_by("pk").first()
    template = team.players.order_by("number").first()
    for number in range(20, 31):
        Player.objects.create(team=team, number=number, name=f"Extra {number}", position=template.position,
                              ma=template.ma, st=template.st, ag=template.ag, pa=template.pa, av=template.av,
                              value=template.value)
    api_client.get(f"/api/v1/leagues/{demo.league.slug}/teams/{team.pk}")
    with django_assert_max_num_queries(4):
        response = api_client.get(f"/api/v1/leagues/{demo.league.slug}/teams/{team.pk}?again=1")
    assert len(response.json()["players"]) >= 18


def test_a_fixture_carries_its_agreed_kickoff_and_a_forfeits_reason(api_client, demo):
    """The fixtures name the time the coaches agreed (``kickoff``, ISO 8601 with its offset) and a forfeit's reason
    (``forfeit``); a game with neither has null for both."""
    from datetime import timedelta

    from django.utils import timezone

    from league import services as league_services
    from league.models import Fixture

    open_games = Fixture.objects.filter(season__league=demo.league, status="scheduled", away__isnull=False)
    agreed, forfeited = open_games.order_by("round", "pk")[:2]
    when = (timezone.now() + timedelta(days=3)).replace(microsecond=0, second=0)
    Fixture.objects.filter(pk=agreed.pk).update(kickoff=when)
    league_services.fixture_forfeit(fixture=forfeited, actor=demo.commish, team_at_fault=forfeited.home,
                                    reason="Did not turn up")
    path = f"/api/v1/leagues/{demo.league.slug}/seasons/1/fixtures?limit=200"
    rows = {row["id"]: row for row in api_client.get(path).json()["items"]}
    assert timezone.datetime.fromisoformat(rows[agreed.pk]["kickoff"]) == when
    assert rows[forfeited.pk]["forfeit"] == "Did not turn up"
    assert rows[forfeited.pk]["result"]["conceded_by"] == forfeited.home_id
    others = [row for pk, row in rows.items() if pk not in (agreed.pk, forfeited.pk)]
    assert all(row["kickoff"] is None and row["forfeit"] is None for row in others)


def test_the_readmes_curl_examples_answer_on_the_demo(api_client, demo):
    """The README's "API and webhooks" examples work against ``make run`` (the demo league and event): each
    ``curl`` without a placeholder answers 200 with JSON."""
    import re
    import shlex
    from pathlib import Path
    from urllib.parse import urlsplit

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    section = readme.split("## API and webhooks", 1)[1].split("\n## ", 1)[0]
    commands = [line.split("  #")[0] for line in re.findall(r"^curl .*$", section, flags=re.M) if "<" not in line]
    assert len(commands) >= 3
    for command in commands:
        url = next(word for word in shlex.split(command) if word.startswith("http"))
        parts = urlsplit(url)
        response = api_client.get(parts.path + (f"?{parts.query}" if parts.query else ""))
        assert response.status_code == 200, command
        assert response.json()

"""A league's round told when its last game is played (``league.signals.round_played``): the round's results and
the standings; and a forfeit, told as a result with its reason and e-mailed to both coaches."""

import json

import pytest
from django.core import mail

from league import services as league_services
from league.models import Fixture
from tests.factories import UserFactory, approve_all, confirm, make_team
from webhooks.models import Kind, Webhook
from webhooks.payloads import discord
from webhooks.payloads.news import round_played

from .conftest import add
from .test_payloads import assert_discord_shape

pytestmark = pytest.mark.django_db


@pytest.fixture
def four(cast):
    """The cast's league with four teams, a season started and its fixtures drawn: two games a round."""
    for name in ("Middenheim Marauders", "Nuln Nightmares"):
        user = UserFactory(username=name.split()[0].lower())
        user.email = f"{user.username}@example.org"
        user.save()
        make_team(coach=user, name=name, league=cast.league)
    approve_all(cast.league, cast.commissioner)
    season = league_services.season_start(league=cast.league)
    league_services.season_generate_fixtures(season=season, seed=7)
    return season


def games_of(season, number):
    return list(season.fixtures.filter(round=number, away__isnull=False).select_related("home", "away").order_by("pk"))


def bodies(receiver) -> list[dict]:
    return [json.loads(request.body) for request in receiver.received]


def test_a_round_is_told_once_its_last_game_is_played(cast, four, receiver, django_capture_on_commit_callbacks):
    add(cast, receiver.url, preset=Webhook.Preset.JSON, kinds=[Kind.ROUND_PLAYED])
    first, second = games_of(four, 1)
    confirm(first, cast.commissioner, django_capture_on_commit_callbacks, home_td=2, away_td=1)
    assert receiver.received == []  # one game of round 1 is still to play
    confirm(second, cast.commissioner, django_capture_on_commit_callbacks, home_td=0, away_td=0)
    [body] = bodies(receiver)
    assert body["type"] == "round.played"
    data = body["data"]
    assert data["round"] == {"season": four.number, "number": 1}
    assert [(g["home"]["name"], g["home_td"], g["away_td"], g["away"]["name"]) for g in data["games"]] == [
        (first.home.name, 2, 1, first.away.name), (second.home.name, 0, 0, second.away.name)
    ]
    assert data["standings"][0]["name"] == first.home.name  # the only win
    assert [row["played"] for row in data["standings"]] == [1, 1, 1, 1]
    embed = discord.body(round_played(second.pk), at=discord_time())["embeds"][0]
    assert embed["title"] == "Round 1 is played"
    assert embed["fields"][-1]["name"] == "Standings"
    assert_discord_shape(discord.body(round_played(second.pk), at=discord_time()))


def test_a_forfeit_is_told_as_a_result_with_its_reason_and_completes_its_round(
    cast, four, receiver, django_capture_on_commit_callbacks
):
    add(cast, receiver.url, preset=Webhook.Preset.JSON, kinds=[Kind.RESULT_CONFIRMED, Kind.ROUND_PLAYED])
    first, second = games_of(four, 1)
    confirm(first, cast.commissioner, django_capture_on_commit_callbacks, home_td=1, away_td=0)
    mail.outbox.clear()
    receiver.received.clear()
    with django_capture_on_commit_callbacks(execute=True):
        league_services.fixture_forfeit(fixture=second, actor=cast.commissioner, team_at_fault=second.away,
                                        reason="No-show on the agreed night")
    second.refresh_from_db()
    assert second.status == Fixture.Status.CONFIRMED
    told = {body["type"]: body["data"] for body in bodies(receiver)}
    assert set(told) == {"result.confirmed", "round.played"}
    assert told["result.confirmed"]["fixture"]["forfeit"] == "No-show on the agreed night"
    assert told["result.confirmed"]["fixture"]["conceded_by"] == second.away.name
    assert [g["forfeit"] for g in told["round.played"]["games"]] == [None, "No-show on the agreed night"]
    from webhooks.payloads.news import result_confirmed

    embed = discord.body(result_confirmed(second.pk), at=discord_time())["embeds"][0]
    assert f"Forfeited by {second.away.name}, never played: No-show on the agreed night" in embed["description"]
    forfeits = [m for m in mail.outbox if m.subject.startswith("Forfeit:")]
    assert sorted(address for m in forfeits for address in m.to) == sorted(
        {second.home.coach.email, second.away.coach.email} - {""}
    )
    assert all("No-show on the agreed night" in m.body for m in forfeits)


def discord_time():
    from datetime import UTC, datetime

    return datetime(2026, 5, 1, 18, 30, tzinfo=UTC)

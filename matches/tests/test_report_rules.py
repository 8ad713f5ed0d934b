"""What a player report refuses (seed 000, Injury table 11: a Seriously Hurt player misses the next game)."""

import pytest
from django.urls import reverse

from matches import services
from matches.models import PlayerReport
from rules.errors import DomainError
from teams.models import Player


@pytest.mark.parametrize("which", ["fixture", "fixture_2025"])
def test_a_player_who_must_miss_the_game_cannot_be_reported_as_playing(client, cast, which, request):
    fixture = request.getfixturevalue(which)
    team = fixture.home
    hurt = team.players.order_by("number").first()
    hurt.status = Player.Status.MISSES_NEXT_GAME
    hurt.save(update_fields=["status"])
    match = services.match_for_fixture(fixture)
    with pytest.raises(DomainError, match="must miss this game") as refused:
        services.report_players(
            match=match, team=team, actor=team.coach, lines=[{"player": hurt.pk, "played": True, "touchdowns": 1}]
        )
    assert refused.value.field == f"p{hurt.pk}_played"
    client.force_login(team.coach)
    data = {f"p{hurt.pk}_played": "on", f"p{hurt.pk}_td": "1"}
    response = client.post(reverse("matches:player_report", args=[fixture.pk, team.pk]), data)
    assert response.status_code == 422
    page = response.content.decode()
    assert f'id="p{hurt.pk}-played-error"' in page  # beside the player's line
    assert not PlayerReport.objects.filter(player=hurt).exists()
    services.report_players(match=match, team=team, actor=team.coach, lines=[{"player": hurt.pk, "played": False}])
    assert PlayerReport.objects.get(player=hurt).played is False

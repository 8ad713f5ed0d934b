"""Pasting a bbroster.com team: the draft page opens pre-filled, the coach saves it there; bad pastes get a
message beside the field and change nothing."""

from __future__ import annotations

import pytest
from django.urls import reverse

from teams.models import Team

SEVENS_HUMANS = "t9t280m0f1r1d1y1p39p39p39p39p40p39p41IReikland%20Reavers:Griff:Mighty%20Zug:::::Dodger"
IMPORT = "/teams/import/"


def paste(client, code, **extra):
    data = {"source": "bbroster", "bbroster-code": code} | {f"bbroster-{k}": v for k, v in extra.items()}
    return client.post(reverse("teams:import"), data)


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "coach_b", "outsider"])
def test_everyone_signed_in_sees_the_paste_form(client, cast, who):
    client.force_login(getattr(cast, who))
    response = client.get(reverse("teams:import"))
    assert response.status_code == 200
    assert 'name="bbroster-code"' in response.content.decode()


def test_signed_out_visitors_are_sent_to_log_in(client, cast):
    response = paste(client, SEVENS_HUMANS)
    assert response.status_code == 302
    assert "/login" in response["Location"] or "accounts" in response["Location"]


def test_a_code_opens_the_draft_page_filled_in_and_saves_nothing(client, cast):
    client.force_login(cast.outsider)
    before = Team.objects.count()
    response = paste(client, SEVENS_HUMANS)
    html = response.content.decode()
    assert response.status_code == 200
    assert "Brought in from bbroster.com" in html
    assert 'value="Reikland Reavers"' in html
    assert 'value="Mighty Zug"' in html
    assert 'value="Dodger"' in html
    assert html.count('name="player_position" value="Human Lineman"') == 5
    assert 'name="apothecary" checked' in html
    assert Team.objects.count() == before


def test_the_filled_in_draft_saves_as_the_same_team(client, cast):
    client.force_login(cast.outsider)
    paste(client, SEVENS_HUMANS)
    rows = [("Human Lineman", "Griff"), ("Human Lineman", "Mighty Zug")] + [("Human Lineman", "")] * 2
    rows += [("Human Thrower", ""), ("Human Lineman", ""), ("Human Catcher", "Dodger")]
    data = {
        "race": "Human",
        "ruleset": "sevens",
        "name": "Reikland Reavers",
        "rerolls": "1",
        "dedicated_fans": "1",
        "apothecary": "on",
        "op": "save",
        "player_position": [p for p, _ in rows],
        "player_name": [n for _, n in rows],
        "player_number": [str(i) for i in range(1, 8)],
    }
    response = client.post(reverse("teams:draft"), data)
    assert response.status_code == 302
    team = Team.objects.get(name="Reikland Reavers")
    assert team.coach == cast.outsider
    assert team.players.count() == 7
    assert team.players.get(number=7).name == "Dodger"


def test_a_league_chosen_beside_the_paste_carries_to_the_draft_page(client, cast):
    client.force_login(cast.coach_a)
    response = paste(client, SEVENS_HUMANS, league=str(cast.league.pk))
    assert response.status_code == 200
    assert f'name="league" value="{cast.league.slug}"' in response.content.decode()


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("", "This field is required."),
        ("just some text", "not a bbroster.com export code"),
        ("t22t10d1y1p92", "older roster"),
        ("t9t10m0f1p1", "not a position of the Human roster"),
        ("t9t10m0f1" + "p39" * 2000, "at most 4000 characters"),
    ],
)
def test_a_bad_paste_gets_a_message_beside_the_field(client, cast, code, message):
    client.force_login(cast.coach_a)
    before = Team.objects.count()
    response = paste(client, code)
    html = response.content.decode()
    assert response.status_code == 422
    assert 'id="id_bbroster-code_errors"' in html
    assert message in html.split('id="id_bbroster-code_errors"')[1].split("</div>")[0]
    assert Team.objects.count() == before


def test_a_league_the_coach_cannot_enter_is_refused_beside_its_field(client, cast):
    client.force_login(cast.outsider)
    response = paste(client, SEVENS_HUMANS, league=str(cast.league.pk))
    assert response.status_code in (200, 422)
    assert f'name="league" value="{cast.league.slug}"' not in response.content.decode()

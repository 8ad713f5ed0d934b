"""Bad input on the team pages: a message beside the field, nothing created or changed, never a 500 (issue 12).

On PostgreSQL these were 500s (a NUL, a name or a number past its column); on SQLite they were stored."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from teams.models import Player, Team
from tests.factories import draft_post, hire, login

pytestmark = pytest.mark.django_db

ROSTER = {
    "format": "sevens-roster/1",
    "ruleset": "sevens",
    "name": "Uploaded Rookies",
    "race": "Human",
    "rerolls": 1,
    "apothecary": True,
    "dedicated_fans": 1,
    "treasury": 0,
    "players": [{"number": n, "name": f"P{n}", "position": "Lineman", "skills": []} for n in range(1, 8)],
}


def upload(client, raw: bytes):
    return client.post(reverse("teams:import"), {"file": SimpleUploadedFile("r.json", raw, "application/json")})


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"name": "x" * 121}, "at most 120 characters"),
        ({"name": "Rookies\x00"}, "U+0000"),
        ({"name": "Rook\x1bies"}, "U+001B"),
        ({"treasury": 2**31}, "2,147,483,647"),
        ({"rerolls": 40_000}, "32,767"),
        ({"players": [{"number": 1, "name": "y" * 81, "position": "Lineman"}]}, "at most 80 characters"),
    ],
)
def test_the_upload_page_checks_names_characters_and_columns(client, cast, change, message):
    login(client, cast.coach_a)
    before = (Team.objects.count(), Player.objects.count())
    response = upload(client, json.dumps({**ROSTER, **change}).encode())
    assert response.status_code == 200
    assert 'id="id_file_errors"' in response.content.decode() or "errorlist" in response.content.decode()
    assert message in response.content.decode()
    assert (Team.objects.count(), Player.objects.count()) == before


@pytest.mark.parametrize(
    "raw",
    [
        b"[" * 100_000 + b"]" * 100_000,
        b'{"format": "sevens-roster/1", "rerolls": ' + b"7" * 5000 + b"}",
        b'{"name": "\xff"}',
    ],
    ids=["deep nesting", "5,000 digits", "not UTF-8"],
)
def test_the_upload_page_refuses_files_that_crashed_the_json_decoder(client, cast, raw):
    login(client, cast.coach_a)
    before = Team.objects.count()
    response = upload(client, raw)
    assert response.status_code == 200
    assert "This is not a roster file" in response.content.decode()
    assert Team.objects.count() == before


def test_an_error_quotes_a_10_kb_value_cut_short(client, cast):
    login(client, cast.coach_a)
    response = upload(client, json.dumps({**ROSTER, "format": "z" * 10_000}).encode())
    assert "z" * 58 + "…" in response.content.decode()
    assert "z" * 61 not in response.content.decode()


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ({"name": "Marauders\x00"}, "id_name_errors", "U+0000"),  # was a 500 on PostgreSQL
        ({"name": "x" * 121}, "id_name_errors", "at most 120"),  # was cut to 120 without a word
        ({"player_name": ["P\x07"] + [f"P{i}" for i in range(2, 8)]}, "field-errors", "U+0007"),
        ({"player_number": ["²"] + [str(i) for i in range(2, 8)]}, "field-errors", "Numbers run from"),
        ({"player_number": ["9" * 5000] + [str(i) for i in range(2, 8)]}, "field-errors", "Numbers run from"),
    ],
)
def test_the_draft_form_answers_bad_names_beside_the_field(client, cast, change, field, message):
    login(client, cast.outsider)
    response = client.post(reverse("teams:draft"), draft_post(op="save", **change))
    assert response.status_code == 422
    assert field in response.content.decode()
    assert message in response.content.decode()
    assert not Team.objects.filter(coach=cast.outsider).exists()


def test_hire_and_corrections_refuse_control_characters(client, cast):
    login(client, cast.commissioner)
    players = cast.team_a.players.count()
    response = hire(client, cast.team_a, name="New\x1b[2J")
    assert "U+001B" in response.content.decode()
    assert cast.team_a.players.count() == players
    data = {
        "version": cast.team_a.version,
        "name": "Reikland\x0bRookies",
        "rerolls": 1,
        "assistant_coaches": 0,
        "cheerleaders": 0,
        "dedicated_fans": 1,
        "treasury": 0,
        "reason": "Typo.",
    }
    response = client.post(reverse("teams:correct", args=[cast.team_a.pk]), data)
    assert 'id="id_name_errors"' in response.content.decode()
    assert "U+000B" in response.content.decode()
    cast.team_a.refresh_from_db()
    assert cast.team_a.name == "Reikland Rookies"


def test_a_version_spelled_in_other_digits_is_stale_not_a_500(client, cast):
    login(client, cast.commissioner)
    response = client.post(reverse("teams:hire", args=[cast.team_a.pk]), {"version": "²", "position": "Human Lineman"})
    assert response.status_code in (409, 422)

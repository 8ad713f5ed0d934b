"""Bad input to the league: the league file's fields (types, names, ranges, accounts), the forms and the URLs.
A message (or one line from import_league), nothing created, never a 500 or a traceback (issue 12)."""

import copy
import json

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from league.models import League, Membership
from teams.models import Team
from tests.factories import UserFactory, import_file, league_data, league_file, login, roster, run, url

pytestmark = pytest.mark.django_db


def counts():
    return (League.objects.count(), Team.objects.count(), get_user_model().objects.count())


def refused(tmp_path, data, *options, raw: bytes | None = None) -> str:
    """Import and expect a refusal: exit 2, one short line, nothing created. Returns the line."""
    before = counts()
    if raw is not None:
        path = tmp_path / "league.json"
        path.write_bytes(raw)
        code, out, err = run("import_league", str(path), *options)
    else:
        code, out, err = import_file(tmp_path, data, *options)
    assert code == 2, (out, err)
    assert out == ""
    assert len(err.strip().splitlines()) == 1, err[:500]
    assert len(err) < 400, err[:500]
    assert counts() == before
    return err


def with_result(**changes) -> dict:
    data = league_file()
    data["results"][0].update(changes)
    return data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (with_result(home=["Jay"]), "result 1: 'home' must be a team's name or null, not [\"Jay\"]"),  # TypeError
        (with_result(away={"name": "Rob"}), "result 1: 'away' must be a team's name"),  # TypeError
        (with_result(season=[1]), "result 1: 'season' must be a whole number"),  # TypeError
        (with_result(status=["confirmed"]), "result 1: 'status' must be one of"),  # TypeError
        (with_result(id=[1]), "an id must be a number, a string or null"),  # TypeError
        (with_result(round=40_000), "'round' must be a whole number from 1 to 32,767"),  # 500 on PostgreSQL
        (league_file(scoring={"win": 40_000}), "scoring 'win' must be a whole number from 0 to 32,767"),
        (league_file(name="x" * 121), "'name' must be at most 120 characters"),
        (league_file(name="Lustria\x00"), "U+0000"),
        (league_file(name=["Lustria"]), "'name' must be a non-empty string"),
        (league_file(ruleset=["sevens"]), "'ruleset' must be one of"),
        (league_file(several_teams_per_coach="yes"), "'several_teams_per_coach' must be true or false"),
        (league_file(seasons=[{"number": 40_000, "status": "running"}]), "'number' must be a whole number from 1"),
        (league_file(seasons=[{"number": 1, "status": "running", "name": "y" * 81}]), "at most 80 characters"),
        (league_file(seasons=[{"number": 1, "status": "running", "champion": ["Jay"]}]), "'champion' must be"),
        (league_file(seasons=[{"number": 1, "status": "finished", "final_standings": [{"rows": [1]}]}]), "final"),
        (league_file(records=[{"kind": ["dispute"]}]), "record 1: 'kind' must be one of"),
        (league_file(records=[{"kind": "dispute", "at": "2025-02-30T10:00:00"}]), "'at' must be a date and time"),
        (league_file(teams=[{**roster("Jay", coach="jay"), "name": "x" * 121}]), "at most 120 characters"),
        (league_file(teams=[{**roster("Jay"), "treasury": 2**31}]), "2,147,483,647"),
        (league_file(teams=[roster("Jay", coach="not a username!")]), "is not a username sign-up would accept"),
        (league_file(teams=[roster("Jay", coach="j" * 151)]), "is not a username sign-up would accept"),
        (league_file(teams=[roster("Jay", coach=["jay"])]), "a username must be a non-empty string"),
    ],
)
def test_the_league_reader_checks_every_field(tmp_path, data, message):
    assert message in refused(tmp_path, data)


@pytest.mark.parametrize(
    "raw",
    [b"[" * 100_000 + b"]" * 100_000, b'{"format": "sevens-league/1", "name": ' + b"1" * 5000 + b"}", b"\xff"],
    ids=["deep nesting", "5,000 digits", "not UTF-8"],
)
def test_import_league_refuses_what_crashed_the_json_decoder(tmp_path, raw):
    assert "is not a league file" in refused(tmp_path, None, raw=raw)


def test_an_error_quotes_a_10_kb_value_cut_short(tmp_path):
    err = refused(tmp_path, with_result(home="H" * 10_000))
    assert "H" * 58 + "…" in err
    assert "H" * 61 not in err


def test_coaches_are_created_only_when_asked(tmp_path):
    err = refused(tmp_path, league_file(), "--commissioner", UserFactory(username="boss").username)
    assert 'there is no user called "jay" (run with --create-coaches' in err
    code, out, err = import_file(tmp_path, league_file(), "--create-coaches")
    assert code == 0, err
    jay = get_user_model().objects.get(username="jay")
    assert not jay.has_usable_password()


def test_an_existing_coach_is_used_but_never_a_staff_account(tmp_path):
    UserFactory(username="jay")
    UserFactory(username="rob")
    UserFactory(username="admin", is_staff=True, is_superuser=True)
    data = league_file(teams=[roster("Jay", coach="jay"), roster("Rob", coach="admin")])
    data["results"] = []
    err = refused(tmp_path, data, "--create-coaches")
    assert '"admin" is a staff or inactive account; a league file never makes one a coach' in err
    assert not Team.objects.filter(coach__username="admin").exists()
    data["teams"][1]["coach"] = "rob"
    code, out, err = import_file(tmp_path, data, "--commissioner", "admin")  # no new account needed
    assert code == 0, err
    assert set(Team.objects.values_list("coach__username", flat=True)) == {"jay", "rob"}


def test_a_non_ascii_invite_code_is_a_404_not_a_500(client, cast):
    login(client, cast.outsider)
    response = client.get(reverse("league:join", args=[cast.league.slug, "écu-ü-✓"]))
    assert response.status_code == 404
    response = client.post(reverse("league:join", args=[cast.league.slug, "écu-ü-✓"]))
    assert response.status_code == 422
    assert not Membership.objects.filter(league=cast.league, user=cast.outsider).exists()
    good = client.post(reverse("league:join", args=[cast.league.slug, cast.league.invite_code]))
    assert good.status_code == 302


@pytest.mark.parametrize("season", ["²", "9" * 5000])
def test_a_season_number_in_other_digits_is_a_404(client, cast, season):
    login(client, cast.outsider)
    assert client.get(url("standings", cast.league), {"season": season}).status_code == 404


def test_the_league_forms_refuse_control_characters_beside_the_field(client, cast):
    login(client, cast.commissioner)
    response = client.post(url("settings", cast.league), league_data(name="Lustria\x1b[2J"))
    assert response.status_code == 422
    assert 'id="id_name_errors"' in response.content.decode()
    assert "U+001B" in response.content.decode()
    response = client.post(url("add_division", cast.league), {"name": "North\x07"})
    assert response.status_code == 422
    assert "U+0007" in response.content.decode()
    cast.league.refresh_from_db()
    assert cast.league.name == "Lustria Sevens"
    assert not cast.league.divisions.exists()


def test_a_draft_link_with_a_nul_in_the_league_slug_is_a_404(client, cast):
    login(client, cast.coach_a)
    assert client.get(reverse("teams:draft"), {"league": "lustria\x00"}).status_code == 404


def test_the_exported_file_still_imports_even_before_a_season(tmp_path, cast):
    from league.interchange import league_export

    data = copy.deepcopy(league_export(cast.league))
    data["name"] = "Lustria Copy"
    code, out, err = import_file(tmp_path, json.loads(json.dumps(data)), "--commissioner", "commish")
    assert code == 0, err

"""Team views with the cast: commissioner, coach A (owns team A), coach B (same league), outsider."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from teams.models import Player, Team, TeamEvent
from tests.factories import draft_post, hire, login

pytestmark = pytest.mark.django_db


# --- reading ------------------------------------------------------------------------------------


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "coach_b", "outsider"])
def test_anyone_signed_in_reads_the_team_page(client, cast, who):
    login(client, getattr(cast, who))
    response = client.get(cast.team_a.get_absolute_url())
    assertContains(response, "Reikland Rookies")
    assertContains(response, "Lineman 1")
    assertContains(response, "530,000")  # Team Value


def test_signed_out_visitors_of_a_private_league_are_sent_to_log_in(client, cast):
    cast.league.public = False
    cast.league.save(update_fields=["public"])
    response = client.get(cast.team_a.get_absolute_url())
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")


def test_team_page_shows_write_controls_only_to_who_may_write(client, cast):
    url = cast.team_a.get_absolute_url()
    assertContains(login(client, cast.coach_a).get(url), "Hire a player")
    assertNotContains(client.get(url), "Correct team")
    assertContains(login(client, cast.commissioner).get(url), "Correct team")
    assertNotContains(login(client, cast.coach_b).get(url), "Hire a player")
    assertNotContains(login(client, cast.outsider).get(url), "Hire a player")


def test_a_forged_id_is_404(client, cast):
    login(client, cast.coach_a)
    assert client.get(reverse("teams:detail", args=[999_999])).status_code == 404
    assert client.post(reverse("teams:hire", args=[999_999]), {"version": 1}).status_code == 404


def test_team_page_query_count_is_fixed(client, cast, django_assert_max_num_queries):
    from teams import services

    team = cast.team_a
    for i in range(30):
        services.team_correct_team(team=team, actor=cast.commissioner, reason=f"r{i}", treasury=70_001 + i)
    login(client, cast.coach_a)
    client.get(team.get_absolute_url())  # warm the cached to-do count
    with django_assert_max_num_queries(10):
        response = client.get(team.get_absolute_url())
    assert response.status_code == 200
    with django_assert_max_num_queries(10):
        assert client.get(reverse("teams:sheet", args=[team.pk])).status_code == 200


# --- writing: hire, fire, staff -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("who", "allowed"), [("commissioner", True), ("coach_a", True), ("coach_b", False), ("outsider", False)]
)
def test_hire_is_for_the_coach_and_the_commissioner(client, cast, who, allowed):
    login(client, getattr(cast, who))
    response = hire(client, cast.team_a)
    count = cast.team_a.players.count()
    if allowed:
        assert response.status_code == 302
        assert count == 8
    else:
        assert response.status_code == 403
        assert count == 7


def test_hire_refusal_shows_the_message_beside_the_field(client, cast):
    login(client, cast.coach_a)
    response = hire(client, cast.team_a, position="Human Blitzer")
    assert response.status_code == 422
    html = response.content.decode()
    errors = html.split('id="id_position_errors"')[1].split("</div>")[0]
    assert "The treasury holds 70,000; a Human Blitzer costs 85,000." in errors
    assert cast.team_a.players.count() == 7


def test_a_double_submitted_hire_buys_one_player(client, cast):
    login(client, cast.coach_a)
    first = hire(client, cast.team_a)
    second = hire(client, cast.team_a)  # the same form, same version
    assert first.status_code == 302
    assert second.status_code == 409
    assertContains(second, "changed since the page was loaded", status_code=409)
    assert cast.team_a.players.count() == 8


def test_hire_rejects_get(client, cast):
    login(client, cast.coach_a)
    assert client.get(reverse("teams:hire", args=[cast.team_a.pk])).status_code == 405


def test_hire_enforces_csrf(csrf_client, cast):
    csrf_client.force_login(cast.coach_a)
    assert hire(csrf_client, cast.team_a).status_code == 403


@pytest.mark.parametrize(
    ("who", "allowed"), [("commissioner", True), ("coach_a", True), ("coach_b", False), ("outsider", False)]
)
def test_fire(client, cast, who, allowed):
    login(client, getattr(cast, who))
    player = cast.team_a.players.get(number=7)
    url = reverse("teams:fire", args=[cast.team_a.pk, player.pk])
    response = client.post(url, {"version": cast.team_a.version, "confirm": "yes"})
    player.refresh_from_db()
    assert (player.status == Player.Status.FIRED) is allowed
    assert response.status_code == (302 if allowed else 403)


def test_fire_with_another_teams_player_id_changes_nothing(client, cast):
    login(client, cast.coach_a)
    player_b = cast.team_b.players.first()
    response = client.post(
        reverse("teams:fire", args=[cast.team_a.pk, player_b.pk]),
        {"version": cast.team_a.version, "confirm": "yes"},
        follow=True,
    )
    assertContains(response, "not on this team")
    player_b.refresh_from_db()
    assert player_b.status == Player.Status.AVAILABLE


@pytest.mark.parametrize(
    ("who", "allowed"), [("commissioner", True), ("coach_a", True), ("coach_b", False), ("outsider", False)]
)
def test_buy_staff(client, cast, who, allowed):
    login(client, getattr(cast, who))
    url = reverse("teams:buy_staff", args=[cast.team_a.pk, "cheerleaders"])
    response = client.post(url, {"version": cast.team_a.version})
    cast.team_a.refresh_from_db()
    assert cast.team_a.cheerleaders == (1 if allowed else 0)
    assert response.status_code == (302 if allowed else 403)


# --- commissioner corrections -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("who", "allowed"), [("commissioner", True), ("coach_a", False), ("coach_b", False), ("outsider", False)]
)
def test_corrections_are_for_the_commissioner(client, cast, who, allowed):
    login(client, getattr(cast, who))
    player = cast.team_a.players.get(number=1)
    url = reverse("teams:correct_player", args=[cast.team_a.pk, player.pk])
    assert client.get(url).status_code == (200 if allowed else 403)
    data = {
        "version": cast.team_a.version,
        "name": "Lars",
        "number": 1,
        "ma": 6,
        "st": 4,
        "ag": 3,
        "pa": 4,
        "av": 9,
        "value": 50_000,
        "status": "available",
        "gained_skills": "Block",
        "reason": "Prize",
    }
    response = client.post(url, data)
    player.refresh_from_db()
    assert (player.st == 4) is allowed
    assert response.status_code == (302 if allowed else 403)
    if allowed:
        assert TeamEvent.objects.filter(team=cast.team_a, kind="correction", reason="Prize").exists()


def test_correction_without_reason_is_refused_beside_the_field(client, cast):
    login(client, cast.commissioner)
    url = reverse("teams:correct", args=[cast.team_a.pk])
    data = {
        "version": cast.team_a.version,
        "name": "Reikland Rookies",
        "rerolls": 1,
        "assistant_coaches": 0,
        "cheerleaders": 0,
        "dedicated_fans": 1,
        "treasury": 999_000,
        "reason": "",
    }
    response = client.post(url, data)
    assert 'id="id_reason_errors"' in response.content.decode()
    cast.team_a.refresh_from_db()
    assert cast.team_a.treasury == 70_000


def test_team_correction(client, cast):
    login(client, cast.commissioner)
    url = reverse("teams:correct", args=[cast.team_a.pk])
    data = {
        "version": cast.team_a.version,
        "name": "Reikland Rookies",
        "rerolls": 1,
        "assistant_coaches": 0,
        "cheerleaders": 0,
        "apothecary": "on",
        "dedicated_fans": 3,
        "treasury": 170_000,
        "reason": "Prize",
    }
    assert client.post(url, data).status_code == 302
    cast.team_a.refresh_from_db()
    assert (cast.team_a.dedicated_fans, cast.team_a.treasury) == (3, 170_000)


# --- drafting -----------------------------------------------------------------------------------


def test_draft_start_page(client, cast):
    login(client, cast.outsider)
    response = client.get(reverse("teams:draft"))
    assertContains(response, "Draft a team")
    response = client.get(reverse("teams:draft"), {"ruleset": "sevens", "race": "Elven Union"})
    assertContains(response, "Union Blitzer")
    assertContains(response, "115,000")


def test_draft_start_with_an_unknown_race_says_so(client, cast):
    login(client, cast.outsider)
    response = client.get(reverse("teams:draft"), {"ruleset": "sevens", "race": "Bretonnian"})
    assertContains(response, "Choose a team from the list.")


def test_draft_save_creates_the_team(client, cast):
    login(client, cast.outsider)
    response = client.post(reverse("teams:draft"), draft_post(op="save"))
    team = Team.objects.get(name="Middenheim Marauders")
    assert response.status_code == 302
    assert response["Location"] == team.get_absolute_url()
    assert team.coach == cast.outsider
    assert team.league is None


def test_an_invalid_team_cannot_be_saved_and_keeps_what_was_typed(client, cast):
    login(client, cast.outsider)
    data = draft_post(
        op="save",
        player_position=["Human Lineman"] * 6,
        player_number=list("123456"),
        player_name=["Lars", "B", "C", "D", "E", "F"],
    )
    response = client.post(reverse("teams:draft"), data)
    assert response.status_code == 422
    assertContains(response, "A team needs at least 7 players; this team has 6.", status_code=422)
    assertContains(response, 'value="Lars"', status_code=422)
    assertContains(response, 'value="Middenheim Marauders"', status_code=422)
    assert not Team.objects.filter(name="Middenheim Marauders").exists()


def test_htmx_add_returns_the_body_with_the_new_player(client, cast):
    login(client, cast.outsider)
    response = client.post(reverse("teams:draft"), draft_post(op="add:Human Blitzer"), headers={"HX-Request": "true"})
    html = response.content.decode()
    assert "<html" not in html
    assert html.count('name="player_position"') == 8
    assert 'value="8"' in html  # next free number


def test_htmx_preview_shows_violations_live(client, cast):
    login(client, cast.outsider)
    data = draft_post(player_position=["Human Lineman"] * 2 + ["Human Blitzer"] * 2 + ["Human Catcher"] * 3)
    response = client.post(reverse("teams:draft"), data, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert 'id="summary"' in html
    assert "A team may have at most 4 players that are not Linemen; this team has 5." in html


def test_htmx_save_redirects_the_client(client, cast):
    login(client, cast.outsider)
    response = client.post(reverse("teams:draft"), draft_post(op="save"), headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert response["HX-Redirect"] == Team.objects.get(name="Middenheim Marauders").get_absolute_url()


def test_drafting_for_a_league_needs_membership(client, cast):
    data = draft_post(op="save", league=cast.league.slug)
    login(client, cast.outsider)
    assert client.post(reverse("teams:draft"), data).status_code == 403
    login(client, cast.coach_b)
    assert client.post(reverse("teams:draft"), data).status_code == 302
    team = Team.objects.get(name="Middenheim Marauders")
    assert team.league == cast.league
    assert team.entry == Team.Entry.PENDING


def test_bad_numbers_are_reported_beside_the_row(client, cast):
    login(client, cast.outsider)
    data = draft_post(op="save", player_number=["1", "2", "3", "4", "5", "6", "abc"])
    response = client.post(reverse("teams:draft"), data)
    assertContains(response, "Numbers run from 1 to 99.", status_code=422)
    assert not Team.objects.filter(name="Middenheim Marauders").exists()


# --- import / export / sheets -------------------------------------------------------------------


def test_export_and_import_round_trip(client, cast):
    login(client, cast.coach_a)
    exported = client.get(reverse("teams:export", args=[cast.team_a.pk])).json()
    assert exported["format"] == "sevens-roster/1"
    upload = SimpleUploadedFile("team.json", json.dumps(exported).encode(), content_type="application/json")
    response = client.post(reverse("teams:import"), {"file": upload})
    assert response.status_code == 302
    assert Team.objects.filter(name="Reikland Rookies").count() == 2


def test_import_garbage_says_why_beside_the_field(client, cast):
    login(client, cast.coach_a)
    upload = SimpleUploadedFile("team.json", b"{garbage", content_type="application/json")
    response = client.post(reverse("teams:import"), {"file": upload})
    html = response.content.decode()
    assert "not JSON" in html.split('id="id_file_errors"')[1]
    assert Team.objects.count() == 2


def test_import_invalid_roster_lists_every_violation(client, cast):
    login(client, cast.coach_a)
    data = {
        "format": "sevens-roster/1",
        "ruleset": "sevens",
        "name": "Too Few",
        "race": "Human",
        "rerolls": 7,
        "players": [{"position": "Lineman"}],
    }
    upload = SimpleUploadedFile("team.json", json.dumps(data).encode())
    response = client.post(reverse("teams:import"), {"file": upload})
    assertContains(response, "A team needs at least 7 players; this team has 1.")
    assertContains(response, "A team may buy 0 to 6 team re-rolls; this team has 7.")
    assert not Team.objects.filter(name="Too Few").exists()


def test_sheet_pdf_contains_the_team_and_a_player(client, cast):
    from tests.pdf import pdf_text

    login(client, cast.outsider)
    response = client.get(reverse("teams:sheet_pdf", args=[cast.team_a.pk]))
    assert response["Content-Type"] == "application/pdf"
    text = pdf_text(response.content)
    assert "Reikland Rookies" in text
    assert "Lineman 1" in text


def test_the_team_page_shows_the_latest_history_and_links_to_the_whole(client):
    """A long-lived team's history grows with every game: the page shows its latest ``HISTORY_SHOWN`` entries,
    newest first, and links to the whole history (``?history=all``), which lists every entry."""
    from teams.selectors import HISTORY_SHOWN
    from tests.factories import UserFactory, make_team

    coach = UserFactory(username="keeper")
    team = make_team(coach=coach)
    before = team.events.count()
    for number in range(HISTORY_SHOWN + 5):
        TeamEvent.objects.create(team=team, kind=TeamEvent.Kind.SEASON, description=f"Entry {number:02d}.")
    client.force_login(coach)
    page = client.get(team.get_absolute_url()).content.decode()
    assert page.count('<li>\n      <div><time') == HISTORY_SHOWN
    assert f"Entry {HISTORY_SHOWN + 4:02d}." in page
    assert "Entry 04." not in page
    assert 'href="?history=all#history"' in page
    whole = client.get(team.get_absolute_url() + "?history=all").content.decode()
    assert whole.count('<li>\n      <div><time') == HISTORY_SHOWN + 5 + before
    assert "Entry 00." in whole
    assert "data-whole-history" not in whole

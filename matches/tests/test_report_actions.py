"""Issue 27, records grow: a player report carries completions, interceptions, fouls and a sending-off beside the
touchdowns and casualties; bad counts are refused beside their field and change nothing. With the cast."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains

from matches import services
from matches.models import PlayerReport
from rules.errors import DomainError
from rules.report import MAX_RECORDED_PER_GAME

pytestmark = pytest.mark.django_db

WHO = [("commissioner", True), ("coach_a", True), ("coach_b", False), ("outsider", False), (None, False)]


def url(fixture, team):
    return reverse("matches:player_report", args=[fixture.pk, team.pk])


def data(team, **changes):
    """Every active player played and did nothing, as the page posts it (the new counts left out: optional)."""
    posted = {}
    for p in team.players.all():
        posted |= {f"p{p.pk}_played": "on", f"p{p.pk}_td": "0", f"p{p.pk}_cas": "0", f"p{p.pk}_injury": ""}
    return posted | changes


def figures(player):
    r = PlayerReport.objects.get(player=player)
    return (r.completions, r.interceptions, r.fouls, r.sent_off)


@pytest.mark.parametrize(("who", "allowed"), WHO)
def test_the_new_figures_are_reported_for_team_a_by_its_coach_and_the_commissioner(client, cast, fixture, who, allowed):
    if who:
        client.force_login(getattr(cast, who))
    first = cast.team_a.players.get(number=1)
    p = f"p{first.pk}_"
    counts = {p + "completions": "3", p + "interceptions": "1", p + "fouls": "2", p + "sent_off": "on"}
    posted = data(cast.team_a, **counts)
    response = client.post(url(fixture, cast.team_a), posted)
    if who is None:
        assert response.status_code == 302
        assert "/login" in response["Location"]
    else:
        assert response.status_code == (302 if allowed else 403)
    assert PlayerReport.objects.filter(player=first).exists() is allowed
    if allowed:
        assert figures(first) == (3, 1, 2, True)
        others = PlayerReport.objects.filter(team=cast.team_a).exclude(player=first)
        assert {figures(r.player) for r in others} == {(0, 0, 0, False)}  # left out: 0 and not sent off


@pytest.mark.parametrize(("who", "allowed"), [("commissioner", True), ("coach_a", True), ("coach_b", False)])
def test_the_service_asks_who_reports_for_team_a(cast, fixture, who, allowed):
    first = cast.team_a.players.get(number=1)
    line = {"player": first.pk, "completions": 2, "interceptions": 1, "fouls": 1, "sent_off": True}
    match = services.match_for_fixture(fixture)
    if allowed:
        services.report_players(match=match, team=cast.team_a, actor=getattr(cast, who), lines=[line])
        assert figures(first) == (2, 1, 1, True)
    else:
        with pytest.raises(DomainError, match="coach or a commissioner"):
            services.report_players(match=match, team=cast.team_a, actor=getattr(cast, who), lines=[line])
        assert not PlayerReport.objects.exists()


@pytest.mark.parametrize(
    ("figure", "value", "message"),
    [
        ("completions", -1, f"#1: completions must be a whole number from 0 to {MAX_RECORDED_PER_GAME}."),
        ("interceptions", MAX_RECORDED_PER_GAME + 1, "#1: interceptions must be a whole number from 0 to"),
        ("fouls", "2", "#1: fouls must be a whole number"),
        ("fouls", 1.5, "#1: fouls must be a whole number"),
        ("sent_off", "yes", "#1: sent off is yes or no."),
    ],
)
def test_the_service_refuses_a_bad_count_beside_its_field(cast, fixture, figure, value, message):
    first = cast.team_a.players.get(number=1)
    match = services.match_for_fixture(fixture)
    with pytest.raises(DomainError, match=message) as refused:
        services.report_players(
            match=match, team=cast.team_a, actor=cast.coach_a, lines=[{"player": first.pk, figure: value}]
        )
    assert refused.value.field == f"p{first.pk}_{figure}"
    assert not PlayerReport.objects.exists()
    accepted = True if figure == "sent_off" else MAX_RECORDED_PER_GAME  # the bound itself is accepted
    line = {"player": first.pk, figure: accepted}
    services.report_players(match=match, team=cast.team_a, actor=cast.coach_a, lines=[line])
    assert getattr(PlayerReport.objects.get(player=first), figure) == accepted


def test_a_player_who_did_not_play_records_none_of_them(cast, fixture):
    first = cast.team_a.players.get(number=1)
    match = services.match_for_fixture(fixture)
    for figure, value in (("completions", 1), ("interceptions", 1), ("fouls", 1), ("sent_off", True)):
        with pytest.raises(DomainError, match="did not play") as refused:
            services.report_players(
                match=match,
                team=cast.team_a,
                actor=cast.coach_a,
                lines=[{"player": first.pk, "played": False, figure: value}],
            )
        assert refused.value.field == f"p{first.pk}_played"
    assert not PlayerReport.objects.exists()


@pytest.mark.parametrize(
    ("figure", "posted", "message"),
    [
        ("completions", "-2", "completions must be a whole number from 0 to"),
        ("interceptions", "21", "interceptions must be a whole number from 0 to"),
        ("fouls", "lots", "fouls must be a whole number from 0 to"),
        ("fouls", "1.5", "fouls must be a whole number from 0 to"),
    ],
)
def test_the_page_shows_a_refusal_beside_the_field_and_changes_nothing(client, cast, fixture, figure, posted, message):
    client.force_login(cast.coach_a)
    first = cast.team_a.players.get(number=1)
    name = f"p{first.pk}_{figure}"
    assert client.post(url(fixture, cast.team_a), data(cast.team_a, **{name: "4"})).status_code == 302
    before = figures(first)
    response = client.post(url(fixture, cast.team_a), data(cast.team_a, **{name: posted}))
    assertContains(response, message, status_code=422)
    page = response.content.decode()
    assert f'name="{name}" value="{posted}"' in page  # shown again as typed
    cell = page.split(f'name="{name}"', 1)[1].split("</td>", 1)[0]
    assert f'id="{name}-error"' in cell  # beside the field, not only above the form
    assert message in cell
    assert 'aria-invalid="true"' in cell
    assert figures(first) == before
    assert before[("completions", "interceptions", "fouls").index(figure)] == 4


def test_the_report_read_by_the_other_coach_shows_the_figures(client, cast, fixture):
    client.force_login(cast.coach_a)
    first = cast.team_a.players.get(number=1)
    p = f"p{first.pk}_"
    client.post(url(fixture, cast.team_a), data(cast.team_a, **{p + "completions": "5", p + "sent_off": "on"}))
    client.force_login(cast.coach_b)
    response = client.get(url(fixture, cast.team_a))
    assertContains(response, "data-report-read-only")
    row = response.content.decode().split(f"#{first.number}</td>", 1)[1].split("</tr>", 1)[0]
    assert 'data-figure="completions">5<' in row
    assert 'data-figure="sent_off">Yes<' in row
    # and back on the form, the coach sees what he saved
    client.force_login(cast.coach_a)
    page = client.get(url(fixture, cast.team_a)).content.decode()
    assert f'name="{p}completions" value="5"' in page
    assert "checked" in page.split(f'name="{p}sent_off"', 1)[1].split(">", 1)[0]

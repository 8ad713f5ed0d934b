"""The advancement choice page and the to-do list, with the cast."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains

from league import services as league_services
from matches.models import Match, PostGameStep
from teams.models import Player

pytestmark = pytest.mark.django_db


@pytest.fixture
def played(cast, django_capture_on_commit_callbacks):
    for team in (cast.team_a, cast.team_b):
        league_services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    season = league_services.season_start(league=cast.league)
    league_services.season_generate_fixtures(season=season, seed=1)
    fixture = season.fixtures.get()
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(
            fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0
        )
    return Match.objects.get(fixture=fixture)


def url(match, team):
    return reverse("matches:advancement", args=[match.pk, team.pk])


@pytest.mark.parametrize(
    ("who", "allowed"), [("commissioner", True), ("coach_a", True), ("coach_b", False), ("outsider", False)]
)
def test_who_may_choose_for_team_a(client, cast, played, who, allowed, django_capture_on_commit_callbacks):
    client.force_login(getattr(cast, who))
    assert client.get(url(played, cast.team_a)).status_code == (200 if allowed else 403)
    player = cast.team_a.players.get(number=1)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(url(played, cast.team_a), {"kind": "primary", "pick": f"{player.pk}:General"})
    player.refresh_from_db()
    assert (len(player.gained_skills) == 1) is allowed
    assert response.status_code == (302 if allowed else 403)


def test_the_to_do_list_shows_the_waiting_choice(client, cast, played):
    client.force_login(cast.coach_a)
    response = client.get("/")
    assertContains(response, "choose the Player Advancement")
    assertContains(response, url(played, cast.team_a))


def test_secondary_asks_for_the_category_after_the_draw(client, cast, played, django_capture_on_commit_callbacks):
    client.force_login(cast.coach_a)
    response = client.post(url(played, cast.team_a), {"kind": "secondary"})
    assertContains(response, "The dice picked")
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(url(played, cast.team_a), {"kind": "secondary", "category": "Strength"})
    assert response.status_code == 302
    gained = [p for p in Player.objects.filter(team=cast.team_a) if p.gained_skills]
    assert len(gained) == 1
    assert gained[0].gained_skills[0]["category"] == "Strength"
    steps = PostGameStep.objects.filter(match=played, team=cast.team_a)
    assert set(steps.values_list("status", flat=True)) == {"done"}


def test_a_forged_player_is_refused_beside_the_choice(client, cast, played):
    client.force_login(cast.coach_a)
    foreign = cast.team_b.players.first()
    response = client.post(url(played, cast.team_a), {"kind": "primary", "pick": f"{foreign.pk}:General"})
    assert response.status_code == 422
    assertContains(response, "Choose a player who played this game", status_code=422)
    foreign.refresh_from_db()
    assert foreign.gained_skills == []


def test_the_fixture_page_shows_the_post_game_and_its_dice(client, cast, played):
    client.force_login(cast.outsider)
    response = client.get(played.fixture.get_absolute_url())
    assertContains(response, "Post-game")
    assertContains(response, "Fan Factor")
    assertContains(response, "winnings")


@pytest.fixture
def scheduled(cast):
    for team in (cast.team_a, cast.team_b):
        league_services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    season = league_services.season_start(league=cast.league)
    league_services.season_generate_fixtures(season=season, seed=1)
    return season.fixtures.get()


def report_url(fixture, team):
    return reverse("matches:player_report", args=[fixture.pk, team.pk])


def report_data(team, **changes):
    data = {}
    for p in team.players.all():
        data |= {
            f"p{p.pk}_played": "on",
            f"p{p.pk}_td": "0",
            f"p{p.pk}_cas": "0",
            f"p{p.pk}_injury": "",
            f"p{p.pk}_apothecary": "",
        }
    data.update(changes)
    return data


@pytest.mark.parametrize(
    ("who", "allowed"), [("commissioner", True), ("coach_a", True), ("coach_b", False), ("outsider", False)]
)
def test_player_report_for_team_a(client, cast, scheduled, who, allowed):
    from matches.models import PlayerReport

    client.force_login(getattr(cast, who))
    assert client.get(report_url(scheduled, cast.team_a)).status_code == (200 if allowed else 403)
    first = cast.team_a.players.get(number=1)
    response = client.post(report_url(scheduled, cast.team_a), report_data(cast.team_a, **{f"p{first.pk}_td": "2"}))
    assert response.status_code == (302 if allowed else 403)
    assert PlayerReport.objects.filter(player=first, touchdowns=2).exists() is allowed


def test_player_report_refusal_changes_nothing(client, cast, scheduled):
    from matches.models import PlayerReport

    client.force_login(cast.coach_a)
    first = cast.team_a.players.get(number=1)
    data = report_data(cast.team_a, **{f"p{first.pk}_td": "-3"})
    response = client.post(report_url(scheduled, cast.team_a), data)
    assertContains(response, "from 0 to 20", status_code=422)
    assert not PlayerReport.objects.exists()
    assert (
        client.get(
            report_url(scheduled, cast.team_a).replace(str(cast.team_a.pk) + "/report", "999999/report")
        ).status_code
        == 404
    )


def test_the_fixture_page_links_each_coach_to_their_report(client, cast, scheduled):
    client.force_login(cast.coach_a)
    response = client.get(scheduled.get_absolute_url())
    assertContains(response, report_url(scheduled, cast.team_a))
    assert report_url(scheduled, cast.team_b) not in response.content.decode()


@pytest.mark.parametrize(
    ("who", "allowed"), [("commissioner", True), ("coach_a", False), ("coach_b", False), ("outsider", False)]
)
def test_void_is_for_the_commissioner(client, cast, played, who, allowed):
    client.force_login(getattr(cast, who))
    assert client.get(reverse("matches:void", args=[played.pk])).status_code == 405
    response = client.post(
        reverse("matches:void", args=[played.pk]), {"reason": "Wrong score entered", "confirm": "yes"}
    )
    assert response.status_code == (302 if allowed else 403)
    played.fixture.refresh_from_db()
    assert (played.fixture.status == "submitted") is allowed


def test_a_void_needs_a_reason_and_is_shown_on_the_fixture_page(client, cast, played):
    from matches.models import MatchVoid

    client.force_login(cast.commissioner)
    client.post(reverse("matches:void", args=[played.pk]), {"reason": "  ", "confirm": "yes"})
    played.fixture.refresh_from_db()
    assert played.fixture.status == "confirmed"  # nothing changed
    assert not MatchVoid.objects.exists()
    client.post(
        reverse("matches:void", args=[played.pk]), {"reason": "Score typed the wrong way round", "confirm": "yes"}
    )
    for who in ("coach_a", "coach_b"):
        client.force_login(getattr(cast, who))
        response = client.get(played.fixture.get_absolute_url())
        assertContains(response, "Voided results")
        assertContains(response, "voided by <strong>commish</strong>: Score typed the wrong way round")
        played.refresh_from_db()
        assert str(played.seed) not in response.content.decode()  # the seed never leaves the server


@pytest.mark.parametrize(
    ("who", "allowed"), [("commissioner", True), ("coach_a", True), ("coach_b", True), ("outsider", False)]
)
def test_table_side_rolls_are_kept(client, cast, scheduled, who, allowed):
    from matches.models import MatchRoll

    client.force_login(getattr(cast, who))
    url = reverse("matches:table_side", args=[scheduled.pk])
    assert client.get(url).status_code == (200 if allowed else 403)
    response = client.post(url, {"table": "sevens-kick-off"})
    assert response.status_code == (200 if allowed else 403)
    assert MatchRoll.objects.filter(why__contains="Kick-off").count() == (1 if allowed else 0)
    if allowed:
        roll = MatchRoll.objects.get()
        assert roll.what == "2D6"
        assert 2 <= roll.result <= 12


def test_table_side_refuses_a_table_the_ruleset_lacks(client, cast, scheduled):
    from matches.models import MatchRoll

    client.force_login(cast.coach_a)
    response = client.post(reverse("matches:table_side", args=[scheduled.pk]), {"table": "street-bowl-weather"})
    assertContains(response, "has no table", status_code=422)
    assert not MatchRoll.objects.exists()


def test_the_match_sheet_lists_both_teams(client, cast, scheduled):
    from tests.pdf import pdf_text

    client.force_login(cast.coach_a)
    response = client.get(reverse("matches:match_sheet", args=[scheduled.pk]))
    assert response["Content-Type"] == "application/pdf"
    text = pdf_text(response.content)
    assert "Reikland Rookies" in text
    assert "Altdorf Alley Cats" in text
    assert "Lineman 1" in text


@pytest.mark.parametrize(
    ("who", "status"), [("commissioner", 200), ("coach_a", 200), ("coach_b", 200), ("outsider", 403)]
)
def test_the_match_sheet_is_for_the_games_coaches_and_the_commissioners(client, cast, scheduled, who, status):
    """As the pre-game page: a signed-in stranger to the game gets 403, an anonymous visitor the sign-in page."""
    client.force_login(getattr(cast, who))
    response = client.get(reverse("matches:match_sheet", args=[scheduled.pk]))
    assert response.status_code == status
    assert (response["Content-Type"] == "application/pdf") == (status == 200)
    assert client.get(reverse("matches:pregame", args=[scheduled.pk])).status_code == status
    client.logout()
    response = client.get(reverse("matches:match_sheet", args=[scheduled.pk]))
    assert response.status_code == 302
    assert "login" in response["Location"]


# --- issue 11: results both coaches can check ------------------------------------------------------------------


def test_the_other_coach_reads_a_submitted_report_but_cannot_write_it(client, cast, scheduled):
    from matches.models import PlayerReport

    client.force_login(cast.coach_a)
    first = cast.team_a.players.get(number=1)
    client.post(report_url(scheduled, cast.team_a), report_data(cast.team_a, **{f"p{first.pk}_td": "2"}))
    for who in ("coach_b", "commissioner"):
        client.force_login(getattr(cast, who))
        response = client.get(report_url(scheduled, cast.team_a))
        if who == "coach_b":
            assertContains(response, "data-report-read-only")
            assertContains(response, '<td class="num">2</td>')
    client.force_login(cast.coach_b)
    assert client.post(report_url(scheduled, cast.team_a), report_data(cast.team_a)).status_code == 403
    assert PlayerReport.objects.get(player=first).touchdowns == 2
    response = client.get(scheduled.get_absolute_url())
    assertContains(response, report_url(scheduled, cast.team_a))  # linked for the other coach once submitted
    client.force_login(cast.outsider)
    assert client.get(report_url(scheduled, cast.team_a)).status_code == 403


def test_the_result_is_prefilled_from_the_reports_and_checked_against_them(cast, scheduled):
    from league import hooks
    from matches import services

    assert hooks.result_prefill(fixture=scheduled) is None  # no reports yet
    match = services.match_for_fixture(scheduled)
    lines = [{"player": p.pk, "touchdowns": 0, "casualties": 0} for p in cast.team_a.players.all()]
    lines[0] |= {"touchdowns": 2, "casualties": 1}
    services.report_players(match=match, team=cast.team_a, actor=cast.coach_a, lines=lines)
    figures = hooks.result_prefill(fixture=scheduled)
    side = "home_td" if scheduled.home_id == cast.team_a.pk else "away_td"
    assert figures[side] == 2
    assert hooks.result_check(fixture=scheduled, figures={"home_td": 2, "away_td": 2}) == []
    wrong = {"home_td": 1, "away_td": 1}
    assert hooks.result_check(fixture=scheduled, figures=wrong) == [
        f"{cast.team_a.name}'s player report records 2 touchdowns; the result says 1."
    ]


def test_a_wandering_apothecary_is_one_more_patch_up(client, cast, scheduled):
    """2020 rulebook, Wandering Apothecaries: usable by a team that did not hire its own; one patch-up each."""
    from matches import services
    from matches.models import InducementPurchase
    from rules.errors import DomainError
    from teams.models import Team

    Team.objects.filter(pk=cast.team_a.pk).update(apothecary=False)
    team = Team.objects.get(pk=cast.team_a.pk)
    match = services.match_for_fixture(scheduled)
    lines = [{"player": p.pk} for p in team.players.order_by("number")]
    patched = [{**lines[0], "injury": "badly_hurt", "apothecary_roll": 5}, *lines[1:]]
    with pytest.raises(DomainError, match="no apothecary"):
        services.report_players(match=match, team=team, actor=cast.coach_a, lines=patched)
    client.force_login(cast.coach_a)
    assertContains(client.get(report_url(scheduled, team)), "has 0 patch-ups this game")
    InducementPurchase.objects.create(match=match, team=team, items={"wandering-apothecary": 1}, own_ctv=0, other_ctv=0)
    assertContains(client.get(report_url(scheduled, team)), "has 1 patch-up this game")
    services.report_players(match=match, team=team, actor=cast.coach_a, lines=patched)
    two = [*patched[:1], {**lines[1], "injury": "badly_hurt", "apothecary_roll": 6}, *lines[2:]]
    with pytest.raises(DomainError, match="one player a game"):
        services.report_players(match=match, team=team, actor=cast.coach_a, lines=two)


def test_voids_travel_in_the_league_file_without_the_seed(cast, played):
    import json

    from league import hooks
    from matches import services
    from matches.models import MatchVoid

    services.match_void(match=played, actor=cast.commissioner, reason="Typed the wrong way round")
    fixture = played.fixture
    record = hooks.fixture_export(fixture=fixture)
    assert record["voids"][0]["voided_by"] == "commish"
    assert record["voids"][0]["reason"] == "Typed the wrong way round"
    assert (record["voids"][0]["home_td"], record["voids"][0]["away_td"]) == (1, 0)
    played.refresh_from_db()
    assert str(played.seed) not in json.dumps(record)
    MatchVoid.objects.all().delete()
    hooks.fixture_import(fixture=fixture, record=json.loads(json.dumps(record)), actor=cast.commissioner)
    again = MatchVoid.objects.get()
    assert (again.voided_by, again.reason, again.home_td) == (cast.commissioner, "Typed the wrong way round", 1)


def test_dungeon_sevens_offers_no_kick_off_table(client, cast, scheduled):
    """Seed 001: "The kickoff table is not used"."""
    from matches.models import MatchRoll

    cast.league.ruleset = "dungeon-sevens"
    cast.league.save()
    client.force_login(cast.coach_a)
    url = reverse("matches:table_side", args=[scheduled.pk])
    response = client.get(url)
    assertContains(response, "does not use the kick-off table")
    assert 'value="sevens-kick-off"' not in response.content.decode()
    assertContains(client.post(url, {"table": "sevens-kick-off"}), "has no table", status_code=422)
    assert not MatchRoll.objects.exists()

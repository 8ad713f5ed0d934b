"""Anyone can follow a league (issue 13): a public league's pages read without an account, with Open Graph tags
naming the standings' leader; a private league stays members-only; nothing private is ever shown publicly."""

import re
from datetime import date
from html import unescape

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from league import services
from league.models import League, Season
from tests.factories import CAST, UserFactory, approve_all, league_data, login, make_team, url

pytestmark = pytest.mark.django_db


def confirm(fixture, actor, capture, home_td, away_td):
    """A commissioner's entry of a result (confirmed at once), with the post-game sequence run on commit."""
    with capture(execute=True):
        services.result_submit(fixture=fixture, actor=actor, is_commissioner=True, home_td=home_td, away_td=away_td)
    fixture.refresh_from_db()
    return fixture


@pytest.fixture
def followed(cast, django_capture_on_commit_callbacks):
    """The cast's league with a past season (Season 1, finished) and a running one (Season 2), each with a
    confirmed result: the Season 2 winner leads. The cast have e-mail addresses (which must never show)."""
    for who in CAST:
        user = getattr(cast, who)
        user.email = f"{user.username}@example.org"
        user.save(update_fields=["email"])
    approve_all(cast.league, cast.commissioner)
    first = services.season_start(league=cast.league)
    services.season_generate_fixtures(season=first, seed=7, first_date=date(2025, 3, 1))
    old = confirm(first.fixtures.get(), cast.commissioner, django_capture_on_commit_callbacks, 1, 1)
    second = services.season_finish_and_start_next(league=cast.league, actor=cast.commissioner)
    services.season_generate_fixtures(season=second, seed=7, first_date=date(2025, 9, 1))
    game = confirm(second.fixtures.get(), cast.commissioner, django_capture_on_commit_callbacks, 2, 1)
    cast.old_fixture, cast.fixture, cast.leader = old, game, game.home
    return cast


def public_pages(cast) -> dict[str, str]:
    """Every page a visitor may read, by what it is."""
    league = cast.league
    return {
        "home": url("detail", league),
        "standings": url("standings", league),
        "fixtures": url("fixtures", league),
        "teams": url("teams", league),
        "seasons": url("seasons", league),
        "fixture with a confirmed result": url("fixture", league, cast.fixture.pk),
        "past season's standings": url("standings", league) + "?season=1",
        "past season's fixtures": url("fixtures", league) + "?season=1",
        "past season's fixture": url("fixture", league, cast.old_fixture.pk),
        "team page": reverse("teams:detail", args=[cast.team_a.pk]),
        "team sheet": reverse("teams:sheet", args=[cast.team_b.pk]),
    }


# --- a public league, signed out ------------------------------------------------------------------------------


def test_a_new_league_is_public(cast):
    assert cast.league.public


@pytest.mark.django_db(transaction=True)
def test_the_migration_makes_existing_leagues_public_each_with_its_own_calendar_key():
    from django.db import connection
    from django.db.migrations.executor import MigrationExecutor

    before, after = ("league", "0003_concession_records_final_standings"), ("league", "0004_league_public")
    executor = MigrationExecutor(connection)
    executor.migrate([before])
    old = executor.loader.project_state([before]).apps.get_model("league", "League")
    old.objects.create(name="Old One", slug="old-one", invite_code="a")
    old.objects.create(name="Old Two", slug="old-two", invite_code="b")
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate([after])
    migrated = executor.loader.project_state([after]).apps.get_model("league", "League")  # later columns not yet
    leagues = list(migrated.objects.filter(slug__startswith="old-"))
    assert [league.public for league in leagues] == [True, True]
    assert len({league.calendar_key for league in leagues}) == 2
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())  # the schema the other tests expect


def test_a_public_league_reads_signed_out(client, followed):
    for what, address in public_pages(followed).items():
        response = client.get(address)
        assert response.status_code == 200, what
    assert Season.objects.get(league=followed.league, number=1).status == Season.Status.FINISHED


def test_the_fixture_page_shows_the_result_and_its_post_game_card_signed_out(client, followed):
    response = client.get(url("fixture", followed.league, followed.fixture.pk))
    assertContains(response, 'id="post-game"')
    assertContains(response, "Confirmed")
    assertContains(response, f"{followed.fixture.home_td} – {followed.fixture.away_td}")
    assertNotContains(response, 'id="match-day"')  # pre-game, table side, reports: the game's coaches only
    assertNotContains(response, "Void this result")
    assertNotContains(response, "Correct this result")


def test_a_team_of_a_public_league_reads_signed_out_with_its_roster_record_and_history(client, followed):
    response = client.get(followed.team_a.get_absolute_url())
    assertContains(response, "Reikland Rookies")
    assertContains(response, "Lineman 1")
    assertContains(response, 'id="history"')
    assertContains(response, "Post-game")
    assertNotContains(response, "Hire a player")
    assertNotContains(response, "Correct team")
    export = client.get(reverse("teams:export", args=[followed.team_a.pk]))
    assert export.status_code == 200
    assert export.json()["name"] == "Reikland Rookies"


def test_the_team_sheet_pdf_reads_signed_out(client, followed):
    response = client.get(reverse("teams:sheet_pdf", args=[followed.team_a.pk]))
    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"


def test_nothing_private_is_in_a_public_page(client, followed):
    private = [
        followed.league.invite_code,
        followed.league.calendar_key,
        *(f"{user}@example.org" for user in ("commish", "coach_a", "coach_b", "outsider")),
    ]
    for what, address in public_pages(followed).items():
        html = client.get(address).content.decode()
        for secret in private:
            assert secret not in html, (what, secret)
        assert "seed" not in html.lower(), what
        # no form but the language switcher's (which writes nothing of the league): no commissioner control, no write
        forms = re.findall(r"<form\b[^>]*>", html)
        assert all("data-language-switch" in form for form in forms), (what, forms)
        assert "/settings/" not in html, what
        assert "Run the league" not in html, what


def test_the_visitor_is_told_how_to_take_part(client, followed):
    response = client.get(followed.league.get_absolute_url())
    assertContains(response, "as a visitor")
    assertContains(response, "Public: anyone can follow this league")
    assertNotContains(response, "Ask a commissioner for its invite link")


def meta(html: str, prop: str) -> str:
    found = re.search(rf'<meta (?:property|name)="{re.escape(prop)}" content="([^"]*)"', html)
    assert found, prop
    return unescape(found.group(1))


def test_the_open_graph_tags_name_the_league_and_the_standings_leader(client, followed):
    html = client.get(followed.league.get_absolute_url()).content.decode()
    assert meta(html, "og:title") == "Lustria Sevens"
    assert meta(html, "og:type") == "website"
    assert meta(html, "og:url") == "http://testserver/leagues/lustria-sevens/"
    assert meta(html, "og:description") == (
        f"Blood Bowl Sevens league. Season 2 leader: {followed.leader.name}, 3 points."
    )
    standings = client.get(url("standings", followed.league)).content.decode()
    assert meta(standings, "og:title") == "Standings · Lustria Sevens"
    assert followed.leader.name in meta(standings, "og:description")
    past = client.get(url("standings", followed.league) + "?season=1").content.decode()
    assert "Season 1 top:" in meta(past, "og:description")  # a drawn season: its table's first team, 1 point
    assert ", 1 point." in meta(past, "og:description")


def test_the_fixture_and_team_pages_have_their_own_open_graph_tags(client, followed):
    fixture = followed.fixture
    html = client.get(url("fixture", followed.league, fixture.pk)).content.decode()
    assert meta(html, "og:title") == f"{fixture.home.name} v {fixture.away.name} · Lustria Sevens"
    assert meta(html, "og:description") == f"Season 2, round 1: {fixture.home.name} 2 – 1 {fixture.away.name}."
    team = client.get(followed.team_a.get_absolute_url()).content.decode()
    assert meta(team, "og:title") == "Reikland Rookies"
    assert meta(team, "og:description").startswith("Human team coached by coach_a in Lustria Sevens: 7 players")


def test_before_any_game_the_description_says_none_is_played(client, cast):
    approve_all(cast.league, cast.commissioner)
    services.season_start(league=cast.league)
    html = client.get(cast.league.get_absolute_url()).content.decode()
    assert meta(html, "og:description") == "Blood Bowl Sevens league. Season 1: no game played yet."


# --- a private league ------------------------------------------------------------------------------------------


@pytest.fixture
def private(followed):
    League.objects.filter(pk=followed.league.pk).update(public=False)
    followed.league.refresh_from_db()
    return followed


def test_a_private_league_sends_a_signed_out_visitor_to_log_in(client, private):
    for what, address in public_pages(private).items():
        response = client.get(address)
        assert response.status_code == 302, what
        assert response["Location"].startswith("/accounts/login/?next="), what
    export = client.get(reverse("teams:export", args=[private.team_a.pk]))
    assert export.status_code == 302
    assert client.get(reverse("teams:sheet_pdf", args=[private.team_a.pk])).status_code == 302


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "coach_b"])
def test_a_private_league_reads_for_its_members(client, private, who):
    login(client, getattr(private, who))
    for what, address in public_pages(private).items():
        assert client.get(address).status_code == 200, what


def test_a_private_league_is_403_for_a_signed_in_outsider_without_naming_it(client, private):
    login(client, private.outsider)
    for what, address in public_pages(private).items():
        response = client.get(address)
        assert response.status_code == 403, what
        assertContains(response, "private league", status_code=403)
        assertNotContains(response, "Lustria Sevens", status_code=403)
        assertNotContains(response, "Reikland Rookies", status_code=403)
    assert client.get(reverse("teams:export", args=[private.team_a.pk])).status_code == 403


def test_the_coach_of_a_team_in_a_private_league_reads_it_without_a_membership(client, private):
    """A team entered by a coach who never joined (the league file's import, say) still lets its coach read."""
    coach = UserFactory(username="imported")
    make_team(coach=coach, name="Imported Ironbacks", league=private.league)
    login(client, coach)
    assert client.get(private.league.get_absolute_url()).status_code == 200


def test_the_invite_link_still_works_for_a_private_league(client, private):
    login(client, private.outsider)
    join = reverse("league:join", args=[private.league.slug, private.league.invite_code])
    assertContains(client.get(join), "Lustria Sevens")
    assert client.post(join).status_code == 302
    assert client.get(private.league.get_absolute_url()).status_code == 200


# --- the calendar feed of a private league ---------------------------------------------------------------------


def test_a_private_leagues_calendar_needs_its_key_or_a_member(client, private):
    feed = url("calendar", private.league)
    assert client.get(feed).status_code == 302  # signed out, no key: log in
    assert client.get(feed + "?key=wrong").status_code == 302
    assert client.get(feed + "?key=").status_code == 302
    keyed = client.get(f"{feed}?key={private.league.calendar_key}")
    assert keyed.status_code == 200
    assert keyed["Content-Type"] == "text/calendar; charset=utf-8"
    login(client, private.outsider)
    assert client.get(feed).status_code == 403
    login(client, private.coach_b)
    assert client.get(feed).status_code == 200


def test_the_private_feed_address_is_shown_to_members_only(client, private):
    keyed = f"{url('calendar', private.league)}?key={private.league.calendar_key}"
    for who in ["commissioner", "coach_a", "coach_b"]:
        assertContains(login(client, getattr(private, who)).get(private.league.get_absolute_url()), keyed)
        assertContains(client.get(url("fixtures", private.league)), keyed)
    assertContains(client.get(private.league.get_absolute_url()), "Private: only its members", status_code=200)


def test_a_public_leagues_feed_needs_no_key_and_its_page_shows_none(client, followed):
    assert client.get(url("calendar", followed.league)).status_code == 200
    assertNotContains(login(client, followed.commissioner).get(followed.league.get_absolute_url()), "?key=")


def test_each_league_has_its_own_calendar_key(cast):
    other = League.objects.create(name="Other", slug="other")
    assert other.calendar_key
    assert cast.league.calendar_key
    assert other.calendar_key != cast.league.calendar_key


# --- the setting, with the cast --------------------------------------------------------------------------------


def test_the_commissioner_makes_the_league_private_and_public_again(client, cast):
    login(client, cast.commissioner)
    settings = url("settings", cast.league)
    assertContains(client.get(settings), "Private league (members only)")
    assert client.post(settings, league_data(name="Lustria Sevens", private="on")).status_code == 302
    cast.league.refresh_from_db()
    assert not cast.league.public
    assertContains(client.get(settings), 'id="id_private" checked')
    assert client.post(settings, league_data(name="Lustria Sevens")).status_code == 302
    cast.league.refresh_from_db()
    assert cast.league.public


@pytest.mark.parametrize("who", ["coach_a", "coach_b", "outsider"])
def test_only_a_commissioner_changes_the_setting(client, cast, who):
    login(client, getattr(cast, who))
    response = client.post(url("settings", cast.league), league_data(name="Lustria Sevens", private="on"))
    assert response.status_code == 403
    cast.league.refresh_from_db()
    assert cast.league.public


def test_a_signed_out_visitor_cannot_change_the_setting(client, cast):
    response = client.post(url("settings", cast.league), league_data(name="Lustria Sevens", private="on"))
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")
    cast.league.refresh_from_db()
    assert cast.league.public


def test_a_new_league_can_start_private(client, cast):
    login(client, cast.outsider)
    client.post(reverse("league:create"), league_data(private="on"))
    assert League.objects.get(name="Albion Sevens").public is False


# --- friendly teams --------------------------------------------------------------------------------------------


def test_a_friendly_team_reads_for_signed_in_users_only(client, cast):
    friendly = make_team(coach=cast.coach_a, name="Sunday Stunties")
    response = client.get(friendly.get_absolute_url())
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")
    assertContains(login(client, cast.outsider).get(friendly.get_absolute_url()), "Sunday Stunties")

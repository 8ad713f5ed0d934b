"""Kept pages (core.pagecache) and the data generation (core.datagen): a page seen again is served without its
view, and never after a write, for another viewer, without a CSRF cookie or with messages waiting."""

import pytest
from django.contrib.sessions.backends.db import SessionStore
from django.core.cache import cache
from django.db import connection, transaction
from django.urls import reverse

from core import datagen
from league import services
from teams.models import Player, Team
from tests.factories import UserFactory, first_game

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("sql", "writes"),
    [
        ('INSERT INTO "teams_team" ("name") VALUES (%s)', True),
        ('UPDATE "teams_player" SET "status" = %s', True),
        ('DELETE FROM "league_fixture" WHERE "id" = %s', True),
        ('  update "teams_team" set "version" = 2', True),
        ('INSERT OR REPLACE INTO "teams_team" ("id") VALUES (1)', True),
        ('WITH moved AS (SELECT 1) UPDATE "teams_team" SET "name" = %s', True),
        ('ALTER TABLE "teams_team" ADD COLUMN "x" integer', True),
        ('SELECT "teams_team"."updated_at" FROM "teams_team" FOR UPDATE', False),
        ('SELECT "id" FROM "teams_team" WHERE "name" = %s', False),
        ('WITH ranked AS (SELECT 1) SELECT * FROM ranked', False),
        ('UPDATE "django_session" SET "session_data" = %s', False),
        ('INSERT INTO "axes_accessattempt" ("username") VALUES (%s)', False),
        ("SAVEPOINT s1", False),
    ],
)
def test_which_statements_count_as_writes(sql, writes):
    assert datagen.is_write(sql) is writes


def test_every_kind_of_write_moves_the_generation_and_a_read_or_a_session_does_not(cast):
    seen = [datagen.current()]

    def moved() -> bool:
        now = datagen.current()
        changed = now != seen[-1]
        seen.append(now)
        return changed

    list(Team.objects.all())
    assert not moved()
    Team.objects.filter(pk=cast.team_a.pk).update(name="Bulk Renamed")
    assert moved()
    Player.objects.bulk_update(list(cast.team_a.players.all()[:2]), ["status"])
    assert moved()
    with connection.cursor() as cursor:
        cursor.execute("UPDATE teams_team SET treasury = treasury WHERE id = %s", [cast.team_b.pk])
    assert moved()
    session = SessionStore()
    session["x"] = 1
    session.save()
    assert not moved()


@pytest.mark.django_db(transaction=True)
def test_a_transaction_moves_the_generation_again_when_it_commits():
    team = Team.objects.create(name="Committed", race="Human", coach=UserFactory())
    with transaction.atomic():
        Team.objects.filter(pk=team.pk).update(name="One")
        Team.objects.filter(pk=team.pk).update(name="Two")
        queued = [entry for entry in connection.run_on_commit if entry[1] is connection.datagen_flush]
    assert len(queued) == 1  # once per transaction, however many writes
    with transaction.atomic():
        Team.objects.filter(pk=team.pk).update(name="Three")
        before_commit = datagen.current()
    assert datagen.current() != before_commit  # a page kept between the write and the commit is never read


def _visit(client, path):
    """A page's third visit: the first sets the CSRF cookie, the second keeps the page."""
    client.get(path)
    client.get(path)
    return client.get(path)


def test_a_page_seen_again_is_served_without_its_view_until_a_result_changes_it(client, cast, season):
    page = reverse("league:standings", args=[cast.league.slug])
    client.force_login(cast.coach_a)
    first = client.get(page)
    assert "X-Page-Cache" not in first
    client.get(page)
    kept = client.get(page)
    assert kept["X-Page-Cache"] == "hit"
    assert kept.content == client.get(page).content
    assert kept["Cache-Control"] == "private"
    assert b"data-points>3<" not in kept.content

    fixture = first_game(season)
    services.result_submit(fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=2, away_td=0)
    after = client.get(page)
    assert "X-Page-Cache" not in after
    assert b"data-points>3<" in after.content
    Team.objects.filter(pk=fixture.home_id).update(name="Renamed Rookies")
    assert b"Renamed Rookies" in client.get(page).content


def test_a_hit_runs_no_query_but_the_session(client, cast, season, django_assert_max_num_queries):
    client.force_login(cast.coach_a)
    page = reverse("league:detail", args=[cast.league.slug])
    _visit(client, page)
    with django_assert_max_num_queries(1):  # the session, from the database in tests
        assert client.get(page)["X-Page-Cache"] == "hit"


def test_a_page_is_kept_for_its_viewer_only(client, cast, season):
    from django.test import Client

    page = reverse("league:detail", args=[cast.league.slug])
    settings_link = reverse("league:settings", args=[cast.league.slug]).encode()
    client.force_login(cast.commissioner)
    commissioners_page = _visit(client, page)
    assert commissioners_page["X-Page-Cache"] == "hit"
    assert settings_link in commissioners_page.content
    for viewer in (cast.coach_b, cast.outsider, None):
        other = Client()
        if viewer is not None:
            other.force_login(viewer)
        seen = _visit(other, page)
        assert seen["X-Page-Cache"] == "hit"  # kept for this viewer too, and not the commissioner's copy
        assert settings_link not in seen.content


def test_nothing_is_kept_without_a_csrf_cookie_or_with_messages_waiting(client, cast, season):
    client.force_login(cast.coach_a)
    page = reverse("league:standings", args=[cast.league.slug])
    _visit(client, page)
    client.cookies.pop("csrftoken")
    assert "X-Page-Cache" not in client.get(page)  # no cookie: the response sets one, and is not kept
    client.cookies["messages"] = "waiting"
    assert "X-Page-Cache" not in client.get(page)


def test_a_response_that_sets_a_cookie_or_uses_the_nonce_is_not_kept(rf, settings):
    from django.http import HttpResponse

    from core.pagecache import keepable

    request = rf.get("/")
    plain = HttpResponse("x")
    assert keepable(request, plain)
    with_cookie = HttpResponse("x")
    with_cookie.set_cookie("a", "b")
    assert not keepable(request, with_cookie)
    assert not keepable(request, HttpResponse("x", status=404))
    request._csp_nonce = "abc"
    assert not keepable(request, plain)


def test_pages_outside_the_list_and_posts_are_never_kept(client, cast):
    client.force_login(cast.coach_a)
    sheet = reverse("teams:sheet", args=[cast.team_a.pk])  # its inline style carries a nonce
    assert "X-Page-Cache" not in _visit(client, sheet)
    assert not [key for key in cache._cache if ":page:" in key]  # locmem: nothing kept at all


def test_a_kept_page_is_not_served_to_the_cookies_of_a_session_that_logged_out(client, cast, season):
    """Hardening #25: the cookies of a session that logged out, replayed, find nothing kept: the private league's
    page is not served from the cache (log-out flushed the session the key was made with)."""
    from django.test import Client

    cast.league.public = False
    cast.league.save(update_fields=["public"])
    page = reverse("league:detail", args=[cast.league.slug])
    client.force_login(cast.coach_a)
    assert _visit(client, page)["X-Page-Cache"] == "hit"
    stolen = dict(client.cookies.items())
    client.post(reverse("logout"))
    replay = Client()
    for name, morsel in stolen.items():
        replay.cookies[name] = morsel.value
    response = replay.get(page)
    assert "X-Page-Cache" not in response
    assert response.status_code == 302  # signed out: sent to log in, as the private league asks

"""Creating an event, its screen for the room, its awards and its NAF upload, with the cast."""

import json
import xml.etree.ElementTree as ET

import pytest
from django.urls import reverse

from events import services
from events.models import Event
from rules.tournament import read_event_file
from tests.factories import event_file, game

pytestmark = pytest.mark.django_db


def test_anyone_signed_in_organises_an_event_and_bad_input_stays_beside_its_field(client, cast):
    url = reverse("events:create")
    assert client.get(url).status_code == 302  # signed out: log in first
    client.force_login(cast.coach_a)
    bad = client.post(url, {"name": "", "ruleset": "sevens", "rounds_planned": 0, "budget": 600000})
    assert bad.status_code == 422
    html = bad.content.decode()
    assert 'id="id_name_errors"' in html
    assert 'id="id_rounds_planned_errors"' in html
    assert not Event.objects.exists()
    made = client.post(url, {"name": "Sevens Slam", "ruleset": "dungeon-sevens", "rounds_planned": 3,
                             "budget": 600000, "spare_player": "on"})
    event = Event.objects.get()
    assert made["Location"] == event.get_absolute_url()
    pack = event.pack()
    assert (pack.ruleset, pack.rounds, pack.spare_player, pack.win) == ("dungeon-sevens", 3, True, 40)
    assert list(event.organisers.all()) == [cast.coach_a]
    assert "Register" in client.get(event.get_absolute_url()).content.decode()


@pytest.fixture
def played(cast):
    data = event_file(["Jay", "Rob", "Dan", "Ann"], [{"number": 1, "games": [
        game("Jay", "Rob", 3, 1, 2, 4), game("Dan", "Ann", 0, 0, 1, 0)]}], rounds_planned=1)
    data["coaches"][3]["naf"] = None
    event = services.event_import(data=read_event_file(json.dumps(data)), organiser=cast.commissioner)
    return event


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "coach_b", "outsider", None])
def test_the_screen_and_the_awards_are_for_everyone_the_naf_upload_for_organisers(client, cast, played, who):
    if who:
        client.force_login(getattr(cast, who))
    screen = client.get(reverse("events:screen", args=[played.slug]))
    assert screen.status_code == 200
    assert 'hx-trigger="every 30s"' in screen.content.decode()
    partial = client.get(reverse("events:screen", args=[played.slug]), HTTP_HX_REQUEST="true")
    assert "<html" not in partial.content.decode()
    assert "Round 1" in partial.content.decode()
    page = client.get(played.get_absolute_url()).content.decode()
    assert "First place" in page
    assert "Most casualties" in page
    naf = client.get(reverse("events:naf", args=[played.slug]))
    assert naf.status_code == (200 if who == "commissioner" else 403 if who else 302)


def test_the_awards_follow_the_standings(cast, played):
    from events.selectors import event_awards, event_standings

    rows = event_standings(event=played)
    found = event_awards(event=played, rows=rows)
    awards = {label: ([c.name for c in winners], figure) for label, winners, figure in found}
    assert awards["First place"] == (["Jay"], "")
    assert awards["Most touchdowns"] == (["Jay"], "3")
    assert awards["Most casualties"] == (["Rob"], "4")


def test_the_naf_upload_lists_members_and_their_games(client, cast, played):
    client.force_login(cast.commissioner)
    root = ET.fromstring(client.get(reverse("events:naf", args=[played.slug])).content)  # noqa: S314 (our own file)
    assert root.tag == "nafReport"
    assert [c.findtext("name") for c in root.iter("coach")] == ["Dan", "Jay", "Rob"]  # Ann has no NAF number
    games = list(root.iter("game"))
    assert len(games) == 1  # Dan v Ann is left out: Ann is not a member
    records = games[0].findall("playerRecord")
    assert [(r.findtext("name"), r.findtext("touchDowns"), r.findtext("badlyHurt")) for r in records] == [
        ("Jay", "3", "2"), ("Rob", "1", "4")]


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "coach_b", "outsider", None])
def test_the_tournaments_page_lists_ones_own_events_first(client, cast, played, who, django_assert_max_num_queries):
    if who:
        client.force_login(getattr(cast, who))
    client.get(reverse("events:index"))  # the navigation's count is cached from here on
    with django_assert_max_num_queries(6):
        html = client.get(reverse("events:index")).content.decode()
    assert played.name in html
    assert ("Yours" in html) is (who == "commissioner")


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "outsider", None])
def test_result_slips_print_one_slip_a_table_and_missing_results_are_listed_for_the_organiser(client, cast, who):
    from tests.factories import make_event

    three = make_event(["Ann", "Ben", "Cal", "Dan", "Eve"], organiser=cast.commissioner)
    services.round_pair(event=three, actor=three.organisers.first(), seed=2)
    if who:
        client.force_login(getattr(cast, who))
    slips = client.get(reverse("events:slips", args=[three.slug, 1]))
    assert slips.status_code == 200
    assert slips.content.decode().count('class="slip"') == 2  # two games; the Bye needs no slip
    assert client.get(reverse("events:slips", args=[three.slug, 9])).status_code == 404
    page = client.get(three.get_absolute_url()).content.decode()
    assert ("Results missing" in page) is (who == "commissioner")


def test_the_organiser_swaps_two_coaches_before_results_and_is_warned_of_a_rematch(client, cast):
    from django.contrib.messages import get_messages

    from events.models import EventGame
    from tests.factories import make_event

    four = make_event(["Ann", "Ben", "Cal", "Dan"], organiser=cast.commissioner)
    first = services.round_pair(event=four, actor=four.organisers.first(), seed=2)
    for played in first.games.all():
        services.game_submit(game=played, actor=cast.commissioner, home_td=1, away_td=0, home_cas=0,
                             away_cas=0)
    second = services.round_pair(event=four, actor=four.organisers.first(), seed=3)
    table_one = second.games.select_related("home", "away").get(table=1)
    earlier = first.games.select_related("home", "away").get(home=table_one.home)
    url = reverse("events:swap", args=[four.slug])
    for who in (cast.coach_a, cast.outsider):
        client.force_login(who)
        assert client.post(url, {"first": table_one.away_id, "second": earlier.away_id}).status_code == 403
    client.force_login(cast.commissioner)
    response = client.post(url, {"first": table_one.away_id, "second": earlier.away_id}, follow=True)
    said = [str(m) for m in get_messages(response.wsgi_request)]
    assert any("changed places" in m for m in said)
    assert any(m.startswith("Rematch") for m in said)  # table one's home coach meets his round 1 opponent again
    assert EventGame.objects.get(pk=table_one.pk).away_id == earlier.away_id
    bad = client.post(url, {"first": "x", "second": table_one.home_id}, follow=True)
    assert any("Choose two coaches" in str(m) for m in get_messages(bad.wsgi_request))
    other = second.games.get(table=2)
    services.game_submit(game=other, actor=cast.commissioner, home_td=0, away_td=0, home_cas=0,
                         away_cas=0)
    locked = client.post(url, {"first": table_one.home_id, "second": table_one.away_id}, follow=True)
    assert any("can no longer change" in str(m) for m in get_messages(locked.wsgi_request))


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "outsider", None])
def test_the_table_labels_of_a_round_name_each_table_and_its_coaches(client, cast, played, who):
    if who:
        client.force_login(getattr(cast, who))
    response = client.get(reverse("events:tables", args=[played.slug, 1]))
    html = response.content.decode()
    assert html.count('class="table-label"') == 2
    assert "Table 1" in html
    assert "Jay <span class=\"muted\">v</span> Rob" in html
    assert client.get(reverse("events:tables", args=[played.slug, 9])).status_code == 404


def test_the_organiser_orders_the_tiebreakers_and_sets_the_skill_points(client, cast):
    """Seed 003, Tournament Rules: tiebreakers in the organiser's order; Skill Points by tier, each editable."""
    client.force_login(cast.coach_a)
    url = reverse("events:create")
    form = {"name": "Ordered Open", "ruleset": "sevens", "rounds_planned": 3, "budget": 600000,
            "tiebreaker_1": "td_diff", "tiebreaker_2": "head_to_head", "tiebreaker_3": "",
            "skill_points_1": 5, "skill_points_2": 7, "skill_points_3": 9}
    twice = client.post(url, {**form, "tiebreaker_3": "td_diff"})
    assert twice.status_code == 422
    assert "Touchdown Difference is already a tiebreaker above." in twice.content.decode()
    assert not Event.objects.exists()
    client.post(url, form)
    pack = Event.objects.get().pack()
    assert pack.tiebreakers == ("td_diff", "head_to_head")
    assert pack.skill_points == (5, 7, 9)
    page = client.get(Event.objects.get().get_absolute_url()).content.decode()
    assert "Touchdown Difference, Head-to-head points" in page


def test_the_organiser_leaves_out_inducements_and_allows_star_players(client, cast):
    """Seed 003, Inducements: "some events may decide to omit certain Inducements"."""
    client.force_login(cast.coach_a)
    client.post(reverse("events:create"), {"name": "No Bribes Open", "ruleset": "sevens", "rounds_planned": 3,
                                           "budget": 600000, "barred_inducements": ["bribe"], "star_players": "on"})
    pack = Event.objects.get().pack()
    assert "bribe" not in pack.inducements
    assert "wandering-apothecary" in pack.inducements
    assert pack.star_players


@pytest.mark.parametrize(("who", "allowed"), [("commissioner", True), ("coach_a", False), ("outsider", False)])
def test_the_organiser_names_awards_and_gives_them(client, cast, who, allowed):
    """Seed 003, Awards: the places and the rest follow the standings; the organiser's own awards he gives."""
    client.force_login(cast.commissioner)
    client.post(reverse("events:create"), {"name": "Painted Open", "ruleset": "sevens", "rounds_planned": 1,
                                           "budget": 600000, "named_awards": "Best Painted\n\nBest  Sport\n"})
    event = Event.objects.get()
    assert event.pack().awards[-2:] == ("Best Painted", "Best Sport")
    for name in ("Jay", "Rob"):
        event.coaches.create(name=name)
    services.round_pair(event=event, actor=event.organisers.first(), seed=1)
    page = client.get(event.get_absolute_url()).content.decode()
    assert 'data-award="Best Painted"' in page
    rob = event.coaches.get(name="Rob")
    client.force_login(getattr(cast, who))
    response = client.post(reverse("events:award", args=[event.slug]), {"award": "Best Painted", "coach": rob.pk})
    assert response.status_code == (302 if allowed else 403)
    event.refresh_from_db()
    assert (event.award_winners == {"Best Painted": [rob.pk]}) is allowed
    if allowed:
        page = client.get(event.get_absolute_url()).content.decode()
        assert "<dt>Best Painted</dt><dd>Rob</dd>" in page
        assert "<dt>Best Sport</dt><dd> (to be given)</dd>" in page
        refused = client.post(reverse("events:award", args=[event.slug]), {"award": "First Place", "coach": rob.pk})
        assert refused.status_code == 302
        event.refresh_from_db()
        assert "First Place" not in event.award_winners


def test_the_kept_screen_shows_a_result_entered_after_it_was_kept(client, cast):
    """The screen for the room is a kept page (core.pagecache): a result entered after it was kept shows on the
    next refresh."""
    data = event_file(["Jay", "Rob"], [], rounds_planned=2)
    event = services.event_import(data=read_event_file(json.dumps(data)), organiser=cast.commissioner)
    drawn = services.round_pair(event=event, actor=event.organisers.first(), seed=1)
    client.force_login(cast.outsider)
    url = reverse("events:screen", args=[event.slug])
    assert "3–1" not in client.get(url, headers={"HX-Request": "true"}).content.decode()
    assert "3–1" not in client.get(url, headers={"HX-Request": "true"}).content.decode()  # served as kept
    services.game_submit(game=drawn.games.get(), actor=cast.commissioner, home_td=3, away_td=1,
                         home_cas=0, away_cas=0)
    assert "3–1" in client.get(url, headers={"HX-Request": "true"}).content.decode()


def test_the_organiser_says_how_a_drawn_knockout_game_is_settled(client, cast):
    """Seed 003, Knockout Stage: extra time by default; the rulespack may name the higher seed instead."""
    client.force_login(cast.commissioner)
    url = reverse("events:create")
    assert "A drawn knockout game" in client.get(url).content.decode()
    client.post(url, {"name": "Seeded Cup", "ruleset": "sevens", "rounds_planned": 3, "budget": 600000,
                      "structure": "groups", "knockout_size": 8, "knockout_draw": "higher_seed"})
    event = Event.objects.get(name="Seeded Cup")
    assert event.pack().knockout_draw == "higher_seed"
    assert "The higher seeded coach goes through" in client.get(event.get_absolute_url()).content.decode()
    bad = client.post(url, {"name": "Odd Cup", "ruleset": "sevens", "rounds_planned": 3, "budget": 600000,
                            "knockout_draw": "coin"})
    assert bad.status_code == 422
    assert 'id="id_knockout_draw_errors"' in bad.content.decode()
    data = read_event_file(json.dumps(event_file(["A", "B"], knockout_draw="tiebreakers")))
    assert data.pack.knockout_draw == "tiebreakers"


def test_a_games_line_kept_for_every_viewer_follows_its_result(client, cast):
    """The round's games are rendered once for every viewer (``events.views.fragments``): a line kept before a
    result shows the result to the next viewer, and each coach still sees his own game with his actions."""
    data = event_file(["Jay", "Rob", "Ann", "Tom"], [], rounds_planned=2)
    event = services.event_import(data=read_event_file(json.dumps(data)), organiser=cast.commissioner)
    drawn = services.round_pair(event=event, actor=event.organisers.first(), seed=1)
    first, second = drawn.games.order_by("table")
    first.home.user = cast.coach_a
    first.home.save(update_fields=["user"])
    client.force_login(cast.outsider)
    page = client.get(event.get_absolute_url()).content.decode()
    assert page.count('<span class="versus">v</span>') == 2
    services.game_submit(game=second, actor=cast.commissioner, home_td=2, away_td=0, home_cas=1, away_cas=0)
    client.force_login(cast.coach_b)
    page = client.get(event.get_absolute_url()).content.decode()
    assert page.count('<span class="versus">v</span>') == 1
    assert '<span class="score">2–0</span>' in page
    client.force_login(cast.coach_a)
    mine = client.get(event.get_absolute_url()).content.decode()
    assert f'class="event-game mine" data-table="{first.table}"' in mine
    assert reverse("events:result", args=[event.slug, first.pk]) in mine

"""The scheduling pages with the cast (commissioner, coach A, coach B, outsider, signed out): who may see and post
each, bad input shown beside its field (422) changing nothing, a forged acceptance refused, CSRF enforced; the agreed
time on the fixture page, the fixtures list, the league home and the calendar feed."""

from __future__ import annotations

import pytest
from django.urls import reverse
from icalendar import Calendar

from scheduling import services
from scheduling.models import Proposal, RoundDeadline
from tests.factories import UserFactory

from .conftest import later, local_input

pytestmark = pytest.mark.django_db


def url(name, game, **extra):
    return reverse(f"scheduling:{name}", args=[game.season.league.slug, game.pk])


def who(cast, name):
    return None if name == "signed_out" else getattr(cast, name)


def client_as(client, user):
    client.logout()
    if user is not None:
        client.force_login(user)
    return client


CAST = ["commissioner", "coach_a", "coach_b", "outsider", "signed_out"]


@pytest.mark.parametrize(("name", "status"), list(zip(CAST, [200, 200, 200, 403, 302], strict=True)))
def test_the_scheduling_page_is_for_the_coaches_and_commissioners(client, cast, game, name, status):
    response = client_as(client, who(cast, name)).get(url("page", game))
    assert response.status_code == status
    if status == 302:
        assert reverse("login") in response["Location"]
    if status == 200:
        assert 'id="schedule"' in response.content.decode()


@pytest.mark.parametrize(("name", "status"), list(zip(CAST, [302, 302, 302, 403, 302], strict=True)))
def test_who_may_propose(client, cast, game, name, status):
    response = client_as(client, who(cast, name)).post(url("propose", game), {"when_1": local_input(later(2))})
    assert response.status_code == status
    assert Proposal.objects.exists() == (status == 302 and name != "signed_out")


def test_a_coach_of_another_team_may_not_propose(client, cast, game, third):
    response = client_as(client, third.coach).post(url("propose", game), {"when_1": local_input(later(2))})
    assert response.status_code == 403
    assert not Proposal.objects.exists()


def test_the_pages_take_no_get_for_a_post(client, cast, game):
    client_as(client, cast.coach_a)
    for name in ("propose", "accept", "withdraw", "forfeit"):
        assert client.get(url(name, game)).status_code == 405


@pytest.mark.parametrize(
    ("data", "field", "says"),
    [
        ({"when_1": local_input(later(-1))}, "when_1", "This time has passed"),
        ({"when_1": "next tuesday"}, "when_1", "Enter a date and a time"),
        ({"when_1": "2026-13-45T25:00"}, "when_1", "Enter a date and a time"),
        ({"when_1": local_input(later(2)), "when_2": local_input(later(500))}, "when_2", "within a year"),
        ({}, "when_1", "Propose at least one date and time"),
    ],
)
def test_bad_times_are_shown_beside_their_field_and_change_nothing(client, cast, game, data, field, says):
    response = client_as(client, cast.coach_a).post(url("propose", game), data)
    assert response.status_code == 422
    page = response.content.decode()
    errors = page.split(f'id="id_{field}_errors"', 1)[1].split("</div>", 1)[0]
    assert says in errors
    assert not Proposal.objects.exists()


def test_coach_b_accepts_one_of_coach_as_times_and_it_shows_everywhere(client, cast, game):
    times = [later(3), later(4, hour=19)]
    client_as(client, cast.coach_a).post(url("propose", game), {f"when_{n}": local_input(t) for n, t in
                                                                   enumerate(times, 1)})
    page = client.get(game.get_absolute_url()).content.decode()
    assert "Withdraw my times" in page
    assert "Accept this time" not in page
    client_as(client, cast.coach_b)
    page = client.get(game.get_absolute_url()).content.decode()
    assert "Times proposed by coach_a" in page
    assert "Accept this time" in page
    second = Proposal.objects.get(when=times[1])
    response = client.post(url("accept", game), {"proposal": second.pk})
    assert response.status_code == 302
    assert response["Location"].endswith("#schedule")
    game.refresh_from_db()
    assert game.kickoff == times[1]
    shown = times[1].strftime("%H:%M")
    for page_url in (game.get_absolute_url(), reverse("league:fixtures", args=[cast.league.slug]),
                     cast.league.get_absolute_url()):
        page = client.get(page_url).content.decode()
        assert "data-kickoff" in page, page_url
        assert shown in page, page_url


@pytest.mark.parametrize("forged", ["own", "other_fixture", "nonsense", "missing"])
def test_a_forged_acceptance_is_refused_beside_the_field(client, cast, game, third, forged):
    mine = services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(2)])[0]
    theirs = services.proposal_make(fixture=third.fixture, actor=third.coach, times=[later(3)])[0]
    actor = cast.coach_a if forged == "own" else cast.coach_b
    data = {"own": {"proposal": mine.pk}, "other_fixture": {"proposal": theirs.pk},
            "nonsense": {"proposal": "'; drop table"}, "missing": {}}[forged]
    response = client_as(client, actor).post(url("accept", game), data)
    assert response.status_code == 422
    page = response.content.decode()
    assert 'class="field-errors"' in page or 'class="form-errors"' in page
    game.refresh_from_db()
    assert game.kickoff is None
    assert Proposal.objects.filter(status="open").count() == 2


def test_the_proposer_sees_no_accept_form_and_his_own_time_is_refused(client, cast, game):
    mine = services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(2)])[0]
    response = client_as(client, cast.coach_a).post(url("accept", game), {"proposal": mine.pk})
    assert response.status_code == 422
    assert "You proposed this time: the other coach accepts it." in response.content.decode()


def test_a_coach_withdraws_his_times(client, cast, game):
    services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(2)])
    client_as(client, cast.coach_b).post(url("withdraw", game))
    assert Proposal.objects.get().status == "open"
    response = client_as(client, cast.coach_a).post(url("withdraw", game), follow=True)
    assert "Your open times are withdrawn." in response.content.decode()
    assert Proposal.objects.get().status == "withdrawn"
    assert client_as(client, cast.outsider).post(url("withdraw", game)).status_code == 403


def test_csrf_is_enforced(csrf_client, cast, game):
    csrf_client.force_login(cast.coach_a)
    assert csrf_client.post(url("propose", game), {"when_1": local_input(later(2))}).status_code == 403
    assert not Proposal.objects.exists()


# --- deadlines and forfeits ------------------------------------------------------------------------------------


def deadlines_url(cast):
    return reverse("scheduling:deadlines", args=[cast.league.slug])


@pytest.mark.parametrize(("name", "status"), list(zip(CAST, [200, 403, 403, 403, 302], strict=True)))
def test_the_deadlines_page_is_the_commissioners(client, cast, game, name, status):
    client_as(client, who(cast, name))
    assert client.get(deadlines_url(cast)).status_code == status
    response = client.post(deadlines_url(cast), {"round": 1, "due": local_input(later(7))})
    assert response.status_code == (302 if status in (200, 302) else status)
    assert RoundDeadline.objects.exists() == (name == "commissioner")


def test_a_league_without_a_season_has_no_deadlines_page(client, cast):
    assert client_as(client, cast.commissioner).get(deadlines_url(cast)).status_code == 404


@pytest.mark.parametrize(
    ("data", "field", "says"),
    [
        ({"round": 9, "due": local_input(later(7))}, "round", "has no round 9"),
        ({"round": 0, "due": local_input(later(7))}, "round", "greater than or equal to 1"),
        ({"round": 1, "due": "soon"}, "due", "Enter a date and a time"),
        ({"round": 1}, "due", "Give a date and a time"),
    ],
)
def test_a_bad_deadline_is_refused_beside_its_field(client, cast, game, data, field, says):
    response = client_as(client, cast.commissioner).post(deadlines_url(cast), data)
    assert response.status_code == 422
    errors = response.content.decode().split(f'id="id_{field}_errors"', 1)[1].split("</div>", 1)[0]
    assert says in errors
    assert not RoundDeadline.objects.exists()


def test_the_commissioner_sets_and_removes_a_deadline(client, cast, game):
    client_as(client, cast.commissioner)
    response = client.post(deadlines_url(cast), {"round": 1, "due": local_input(later(7))}, follow=True)
    assert "Round 1 is to be played by" in response.content.decode()
    assert 'id="deadline-1"' in response.content.decode()
    clear = reverse("scheduling:deadline_clear", args=[cast.league.slug, 1])
    assert client_as(client, cast.coach_a).post(clear).status_code == 403
    client_as(client, cast.commissioner).post(clear)
    assert not RoundDeadline.objects.exists()


def test_the_forfeit_form_shows_to_the_commissioner_after_the_deadline_and_records_it(client, cast, game):
    services.deadline_set(season=game.season, actor=cast.commissioner, round=1, due=later(2))
    client_as(client, cast.commissioner)
    assert "Record a forfeit" not in client.get(game.get_absolute_url()).content.decode()
    RoundDeadline.objects.update(due=later(-1))
    assert "Record a forfeit" in client.get(game.get_absolute_url()).content.decode()
    assert "Record a forfeit" not in client_as(client, cast.coach_a).get(game.get_absolute_url()).content.decode()
    response = client.post(url("forfeit", game), {"forfeit-team_at_fault": game.away_id, "forfeit-reason": "No"})
    assert response.status_code == 422
    assert "Only a commissioner can record a forfeit." in response.content.decode()
    client_as(client, cast.commissioner)
    response = client.post(url("forfeit", game), {"forfeit-team_at_fault": game.away_id, "forfeit-reason": ""})
    assert response.status_code == 422
    assert "Say why the game is forfeited." in response.content.decode()
    response = client.post(url("forfeit", game), {"forfeit-team_at_fault": game.away_id,
                                                  "forfeit-reason": "Never answered."}, follow=True)
    page = response.content.decode()
    assert "The forfeit is recorded" in page
    assert "Not played: Never answered." in page
    game.refresh_from_db()
    assert (game.status, game.conceded_by_id) == ("confirmed", game.away_id)
    assert client_as(client, cast.outsider).post(url("forfeit", game), {}).status_code == 403


def test_the_calendar_feed_holds_a_timed_event_of_two_hours_once_a_time_is_agreed(client, cast, game):
    made = services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(2)])[0]
    services.proposal_accept(fixture=game, actor=cast.coach_b, proposal_id=made.pk)
    feed = client.get(reverse("league:calendar", args=[cast.league.slug]))
    event = next(c for c in Calendar.from_ical(feed.content).walk("VEVENT"))
    start, end = event.decoded("dtstart"), event.decoded("dtend")
    assert start == made.when
    assert (end - start).total_seconds() == 2 * 3600


def test_an_outsider_never_sees_the_forms(client, cast, game):
    services.proposal_make(fixture=game, actor=cast.coach_a, times=[later(2)])
    for user in (cast.outsider, UserFactory(username="someone"), None):
        page = client_as(client, user).get(game.get_absolute_url()).content.decode()
        assert "Accept this time" not in page
        assert "Propose" not in page
        assert "Withdraw" not in page

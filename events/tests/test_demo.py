"""The demo event: every roster keeps the Matched Play rules of its rulespack, and loading it twice makes one; it is
on today's date with a venue, has a corrected result, and in round 3 the demo coach's result waits for his opponent,
the demo rival."""

import pytest
from django.core.management import call_command
from django.utils import timezone

from events.demo import COACHES, EVENT_NAME, VENUE, _roster, load_demo_event
from events.models import Event, EventGame, ResultRecord
from rules.matchedplay import roster_problems
from rules.rosterfile import parse_roster
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


def test_the_demo_event_is_legal_and_made_once(cast):
    coach, rival = UserFactory(username="coach"), UserFactory(username="rival")
    event = load_demo_event()
    assert load_demo_event() is None
    call_command("demo_event")
    assert Event.objects.filter(name=EVENT_NAME).count() == 1
    for name, _naf, team, race, players in COACHES:
        roster = parse_roster(_roster(name, team, race, players))
        assert roster_problems(roster, event.pack()) == [], name
    assert event.rounds.count() == 3
    assert event.coaches.count() == 8
    assert (event.starts_on, event.venue) == (timezone.localdate(), VENUE)
    assert ResultRecord.objects.filter(game__round__event=event, kind="corrected").count() == 1
    waiting = EventGame.objects.select_related("home", "away").get(round__event=event, status="submitted")
    assert {waiting.home.user, waiting.away.user} == {coach, rival}
    assert waiting.submitted_by == coach


def test_the_stunty_cup_follows_the_rosters_it_was_kept_for(cast):
    """Seed 003, Stunty Tournament: the Stunty Cup's entrants are kept under a digest of the rosters, so a roster
    made Stunty after a view counts at the next (Lizardmen "without" Saurus Blockers: Ann's two make her team no
    Stunty Team until they are gone); the event page names the best placed of them."""
    from django.test import Client

    from events.models import EventCoach
    from events.selectors import standing_coaches, stunty_entrants

    UserFactory(username="coach"), UserFactory(username="rival")
    event = load_demo_event()
    by_name = {coach.name: coach.pk for coach in event.coaches.all()}
    assert stunty_entrants(event=event, coaches=list(standing_coaches(event=event).values())) == {
        by_name["Gavin"]
    }
    page = Client().get(event.get_absolute_url()).content.decode()
    assert "<dt>Stunty Cup</dt><dd>Gavin</dd>" in page
    ann = next(entry for entry in COACHES if entry[0] == "Ann")
    EventCoach.objects.filter(pk=by_name["Ann"]).update(
        roster=_roster("Ann", ann[2], ann[3], [("Skink Runner Lineman", 7, [])])
    )
    assert stunty_entrants(event=event, coaches=list(standing_coaches(event=event).values())) == {
        by_name["Gavin"], by_name["Ann"]
    }

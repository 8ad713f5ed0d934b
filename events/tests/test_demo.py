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

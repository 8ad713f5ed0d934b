"""The demo event: every roster keeps the Matched Play rules of its rulespack, and loading it twice makes one."""

import pytest
from django.core.management import call_command

from events.demo import COACHES, EVENT_NAME, _roster, load_demo_event
from events.models import Event
from rules.matchedplay import roster_problems
from rules.rosterfile import parse_roster

pytestmark = pytest.mark.django_db


def test_the_demo_event_is_legal_and_made_once(cast):
    event = load_demo_event()
    assert load_demo_event() is None
    call_command("demo_event")
    assert Event.objects.filter(name=EVENT_NAME).count() == 1
    for name, _naf, team, race, players in COACHES:
        roster = parse_roster(_roster(name, team, race, players))
        assert roster_problems(roster, event.pack()) == [], name
    assert event.rounds.count() == 2
    assert event.coaches.count() == 8

"""The demo league's arrangements: a deadline for each round still to play, a week apart, and the demo coach's two
proposed times for his next game against the demo rival, waiting in the rival's to-do list; made once."""

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.utils import timezone

from notifications.selectors import todo_for
from scheduling.demo import load_demo_schedule
from scheduling.models import Proposal, RoundDeadline

pytestmark = pytest.mark.django_db


def test_the_demo_league_gets_its_deadlines_and_a_proposal_once():
    assert load_demo_schedule() is False  # no demo league yet
    call_command("demo", verbosity=0)
    call_command("demo_schedule", verbosity=0)
    deadlines = list(RoundDeadline.objects.order_by("round"))
    assert [d.round for d in deadlines] == list(range(2, 2 + len(deadlines)))  # round 1 is played
    assert all(d.due > timezone.now() for d in deadlines)
    assert [(b.due - a.due).days for a, b in zip(deadlines, deadlines[1:], strict=False)] == [7] * (len(deadlines) - 1)
    proposals = list(Proposal.objects.filter(status=Proposal.Status.OPEN).select_related("fixture__home__coach"))
    assert len(proposals) == 2
    assert {p.by.username for p in proposals} == {"coach"}
    rival = get_user_model().objects.get(username="rival")
    assert any("proposed" in str(item.text).lower() for item in todo_for(user=rival))
    assert load_demo_schedule() is False
    assert RoundDeadline.objects.count() == len(deadlines)

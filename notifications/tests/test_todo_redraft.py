"""A team's re-draft on the to-do list: for whoever may edit the team (``teams.permissions.can_edit_team``: its
coach, or a commissioner of its league: ``teams.todo.redrafts_to_make``)."""

import pytest
from django.core.cache import cache
from django.urls import reverse

from notifications.selectors import todo_for
from teams.models import Redraft
from teams.permissions import can_edit_team
from teams.todo import redrafts_to_make

pytestmark = pytest.mark.django_db


@pytest.fixture
def redraft(cast):
    cache.clear()
    return Redraft.objects.create(
        team=cast.team_a, season_name="Season 2", treasury=0, base=0, win_bonus=0, budget=1_000_000
    )


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "coach_b", "outsider"])
def test_the_redraft_waits_for_whoever_may_edit_the_team(cast, redraft, who):
    user = getattr(cast, who)
    items = [t for t in todo_for(user=user) if t.kind == "redraft"]
    assert bool(items) == can_edit_team(user, cast.team_a) == (who in ("commissioner", "coach_a"))
    if items:
        (item,) = items
        assert item.url == reverse("teams:redraft", kwargs={"pk": cast.team_a.pk})
        assert item.text == "Reikland Rookies: re-draft the team for Season 2 (budget 1,000,000)."


def test_the_query_asks_the_coach_and_the_league_s_commissioners_only_while_it_is_open(cast, redraft):
    assert redrafts_to_make(user=cast.coach_a) == [redraft]
    assert redrafts_to_make(user=cast.commissioner) == [redraft]
    assert redrafts_to_make(user=cast.coach_b) == []
    redraft.status = Redraft.Status.DONE
    redraft.save()
    assert redrafts_to_make(user=cast.coach_a) == []

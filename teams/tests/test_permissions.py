"""The hooks a later app fills in: overseers of a team, and the leagues a coach may enter."""

import pytest
from django.contrib.auth.models import AnonymousUser

from teams import permissions
from tests.factories import UserFactory, make_league, make_team

pytestmark = pytest.mark.django_db


@pytest.fixture
def hooks(monkeypatch):
    """Empty hooks for the test, restored after it."""
    monkeypatch.setattr(permissions, "_overseers", [])
    monkeypatch.setattr(permissions, "_league_entry", [permissions._CLOSED])
    return permissions


def test_the_coach_edits_and_only_overseers_correct(hooks):
    coach, other = UserFactory(username="coach"), UserFactory(username="other")
    team = make_team(coach=coach)
    assert hooks.can_edit_team(coach, team)
    assert not hooks.can_edit_team(other, team)
    assert not hooks.can_correct_team(coach, team)
    assert not hooks.can_edit_team(AnonymousUser(), team)

    def check(user, team):
        return user.username == "other"

    hooks.register_overseer(check)
    hooks.register_overseer(check)
    assert hooks._overseers == [check]
    assert hooks.can_edit_team(other, team)
    assert hooks.can_correct_team(other, team)
    assert not hooks.can_correct_team(coach, team)
    assert not hooks.can_correct_team(AnonymousUser(), team)


def test_no_league_is_open_until_one_is_registered(hooks):
    coach = UserFactory(username="coach")
    league = make_league(commissioner=UserFactory(username="commish"))
    assert list(hooks.leagues_open_to(user=coach)) == []
    assert not hooks.can_enter_league(coach, league)
    assert hooks.league_for_slug(league.slug) == league  # a plain lookup needs no hook
    assert hooks.league_for_slug("nowhere") is None

    hooks.register_league_entry(
        can_enter=lambda user, lg: user == coach,
        leagues_open_to=lambda *, user: type(league).objects.all(),
    )
    assert list(hooks.leagues_open_to(user=coach)) == [league]
    assert hooks.can_enter_league(coach, league)
    assert not hooks.can_enter_league(AnonymousUser(), league)

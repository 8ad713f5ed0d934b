"""Who may act for a team, and the leagues a coach may enter: teams asks league.permissions directly."""

import pytest
from django.contrib.auth.models import AnonymousUser

from league.models import Membership
from teams import permissions
from teams.models import Team
from tests.factories import UserFactory, make_league, make_team

pytestmark = pytest.mark.django_db


def test_the_coach_edits_and_only_overseers_correct():
    coach, other = UserFactory(username="coach"), UserFactory(username="other")
    league = make_league(commissioner=UserFactory(username="commish"))
    team = make_team(coach=coach, league=league)
    assert permissions.can_edit_team(coach, team)
    assert not permissions.can_edit_team(other, team)
    assert not permissions.can_correct_team(coach, team)
    assert not permissions.can_edit_team(AnonymousUser(), team)

    league.commissioners.add(other)  # a commissioner of the team's league oversees it
    team = Team.objects.get(pk=team.pk)
    assert permissions.oversees(other, team)
    assert permissions.can_edit_team(other, team)
    assert permissions.can_correct_team(other, team)
    assert not permissions.can_correct_team(coach, team)
    assert not permissions.can_correct_team(AnonymousUser(), team)


def test_a_friendly_team_has_no_overseer():
    coach, commish = UserFactory(username="coach"), UserFactory(username="commish")
    make_league(commissioner=commish)
    team = make_team(coach=coach)
    assert not permissions.can_edit_team(commish, team)
    assert not permissions.oversees_league(commish, None)


def test_a_league_is_open_to_its_members_only():
    coach = UserFactory(username="coach")
    league = make_league(commissioner=UserFactory(username="commish"))
    assert list(permissions.leagues_open_to(user=coach)) == []
    assert not permissions.can_enter_league(coach, league)
    assert permissions.league_for_slug(league.slug) == league
    assert permissions.league_for_slug("nowhere") is None

    Membership.objects.create(league=league, user=coach)
    assert list(permissions.leagues_open_to(user=coach)) == [league]
    assert permissions.can_enter_league(coach, league)
    assert not permissions.can_enter_league(AnonymousUser(), league)

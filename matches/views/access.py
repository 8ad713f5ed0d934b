"""Fetching for the pages around a game: one helper per kind of access."""

from __future__ import annotations

from dataclasses import dataclass

from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest
from django.shortcuts import get_object_or_404

from league.models import Fixture
from rules.postgame import PostGameStep as Step
from teams.models import Team
from teams.permissions import can_edit_team

from ..models import AdvancementChoice, Match, PostGameStep
from ..permissions import can_see_advancement, can_see_match_day, can_void, may_pick_candidate
from ..selectors import advancement_choice


def fixture_for_match_day(request: HttpRequest, fixture_id: int) -> Fixture:
    """A fixture whose match-day pages the user may see: its coaches and the league's commissioners."""
    fixture = get_object_or_404(Fixture.objects.select_related("home", "away", "season__league"), pk=fixture_id)
    if not can_see_match_day(request.user, fixture):
        raise PermissionDenied
    return fixture


def side_team(fixture: Fixture, raw) -> Team:
    """The fixture's team named by a posted id; anything else (a forged id, another game's team) is a 404."""
    team_id = int(raw) if str(raw).isdigit() else None
    if team_id is None or team_id not in (fixture.home_id, fixture.away_id):
        raise Http404
    return fixture.home if team_id == fixture.home_id else fixture.away


def team_for_write(request: HttpRequest, fixture: Fixture, raw) -> Team:
    """One of the fixture's teams that the user may act for (its coach or a commissioner)."""
    team = side_team(fixture, raw)
    if not can_edit_team(request.user, team):
        raise PermissionDenied
    return team


def match_for_commissioner(request: HttpRequest, match_id: int) -> Match:
    match = get_object_or_404(Match.objects.select_related("fixture__season__league"), pk=match_id)
    if not can_void(request.user, match):
        raise PermissionDenied
    return match


@dataclass(frozen=True)
class Advancement:
    """A team's Player Advancement step as one user may act on it: ``own_side`` (the team's coach or a
    commissioner) chooses and keeps; ``may_pick`` says the candidate pick waiting now is his."""

    step: PostGameStep
    choice: AdvancementChoice | None
    own_side: bool
    may_pick: bool

    @property
    def done(self) -> bool:
        return self.step.status != PostGameStep.Status.WAITING


def advancement_for_user(request: HttpRequest, match_id: int, team_id: int) -> Advancement:
    """A team's Player Advancement step that the user may see (``permissions.can_see_advancement``), with his
    choice so far and what the user may do on it."""
    step = get_object_or_404(
        PostGameStep.objects.select_related(
            "team__league",
            "team__coach",
            "match__fixture__season__league",
            "match__fixture__home",
            "match__fixture__away",
        ),
        match_id=match_id,
        team_id=team_id,
        step=Step.ADVANCEMENT,
    )
    fixture, team = step.match.fixture, step.team
    choice = advancement_choice(match=step.match, team=team)
    picker = choice.waiting_for if choice else ""
    if not can_see_advancement(request.user, fixture, team, picker):
        raise PermissionDenied
    return Advancement(
        step=step,
        choice=choice,
        own_side=can_edit_team(request.user, team),
        may_pick=bool(picker) and may_pick_candidate(request.user, fixture, team, picker),
    )

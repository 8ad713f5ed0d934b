"""Post-game pages: the coach's advancement choice."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render

from rules.advancement import PRIMARY, SECONDARY, eligible

from . import services
from .models import AdvancementChoice, Match, PostGameStep
from .permissions import can_choose_advancement
from .services import MatchError


def _step_for_choice(request: HttpRequest, match_id: int, team_id: int) -> PostGameStep:
    step = get_object_or_404(
        PostGameStep.objects.select_related("team__league", "team__coach", "match__fixture__season__league"),
        match_id=match_id,
        team_id=team_id,
        step=2,
    )
    if not can_choose_advancement(request.user, step.team):
        raise PermissionDenied
    return step


@login_required
def advancement(request: HttpRequest, match_id: int, team_id: int) -> HttpResponse:
    """Seed 000, Player Advancement: a chosen player's random Primary skill, or a random player's Secondary."""
    step = _step_for_choice(request, match_id, team_id)
    match: Match = step.match
    team = step.team
    fixture = match.fixture
    back = fixture.get_absolute_url()
    if step.status != PostGameStep.Status.WAITING:
        messages.info(request, "This advancement is already done.")
        return redirect(back)
    candidates = services.advancement_candidates(match, team)
    players = [(c, [(cat, cat) for cat in c.categories(PRIMARY)]) for c in eligible(candidates)]
    choice = AdvancementChoice.objects.filter(match=match, team=team).first()
    error, field = "", ""
    if request.method == "POST":
        kind = request.POST.get("kind", "")
        player, _, category = request.POST.get("pick", "").partition(":")
        category = category or request.POST.get("category", "")
        keep = [int(i) for i in request.POST.getlist("keep_journeymen") if i.isdigit()]
        try:
            choice = services.advancement_choose(
                match=match,
                team=team,
                actor=request.user,
                kind=kind,
                player_id=int(player) if player.isdigit() else None,
                category=category,
                keep_journeymen=keep,
            )
        except MatchError as exc:
            error, field = exc.message, exc.field
        else:
            if choice.category:
                messages.success(request, "Choice recorded: the skill is being rolled.")
                return redirect(back)
    drawn = next((c for c in candidates if choice and c.key == choice.player_id), None)
    context = {
        "match": match,
        "team": team,
        "fixture": fixture,
        "players": players,
        "choice": choice,
        "drawn": drawn if choice and choice.kind == SECONDARY else None,
        "journeymen": list(team.players.filter(journeyman=True, status__in=("available", "mng"))),
        "error": error,
        "field": field,
        "PRIMARY": PRIMARY,
        "SECONDARY": SECONDARY,
    }
    return render(request, "matches/advancement.html", context, status=422 if error else 200)

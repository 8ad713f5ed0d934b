"""The Player Advancement page (seed 000; Spike! Journal 22's candidates picked by both coaches). Thin: fetch, check
who may act, call a service, render."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render

from rules.advancement import PRIMARY, SECONDARY
from rules.advancement_2025 import eligible_for
from rules.errors import DomainError
from rules.postgame import PostGameStep as Step
from teams.models import Player
from teams.permissions import can_edit_team

from .. import advancement_selectors, selectors, services
from ..forms import AdvancementForm, CandidateForm, summary
from ..models import AdvancementChoice, PostGameStep
from ..permissions import may_pick_candidate
from ..services.advancement import advancement_keep_secondary


@login_required
def advancement(request: HttpRequest, match_id: int, team_id: int) -> HttpResponse:
    """Seed 000, Player Advancement: a chosen player's random Primary skill, or a random player's Secondary. In the
    2025 Sevens (Spike! Journal 22) a Primary skill's candidates are picked here in turn, the opponent's pick by
    the other team's coach (or a commissioner); a random Secondary skill is rolled twice and the coach keeps one
    (2025 rulebook, New Skills)."""
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
    match, team = step.match, step.team
    fixture = match.fixture
    choice = AdvancementChoice.objects.filter(match=match, team=team).first()
    picker = choice.waiting_for if choice else ""
    own_side = can_edit_team(request.user, team)
    may_pick = bool(picker) and may_pick_candidate(request.user, fixture, team, picker)
    if not own_side and not (picker and may_pick_candidate(request.user, fixture, team, "opponent")):
        raise PermissionDenied
    back = fixture.get_absolute_url()
    if step.status != PostGameStep.Status.WAITING:
        messages.info(request, "This advancement is already done.")
        return redirect(back)
    ruleset = team.rules()
    candidates = selectors.advancement_candidates(match, team)
    journeymen = list(team.players.filter(journeyman=True, status__in=Player.ACTIVE))
    skilled = advancement_selectors.draft_offer_candidates(team) if ruleset.draft_keep_increase is not None else []
    form = AdvancementForm(request.POST or None, journeymen=journeymen, skilled=skilled)
    if request.method == "POST" and request.POST.get("action") == "keep":
        if not own_side:
            raise PermissionDenied
        form = CandidateForm(request.POST)
        if form.is_valid():
            try:
                advancement_keep_secondary(match=match, team=team, actor=request.user, skill=form.cleaned_data["skill"])
            except DomainError as exc:
                exc.add_to(form)
            else:
                messages.success(request, f"{form.cleaned_data['skill']} is kept: the skill is given.")
                return redirect(back)
    elif request.method == "POST" and request.POST.get("action") == "pick":
        if not may_pick:
            raise PermissionDenied
        form = CandidateForm(request.POST)
        if form.is_valid():
            try:
                choice = services.advancement_pick_candidate(
                    match=match, team=team, actor=request.user, picker=picker, skill=form.cleaned_data["skill"]
                )
            except DomainError as exc:
                exc.add_to(form)
            else:
                if not choice.waiting_for:
                    messages.success(request, "Every candidate is in: the D3 is rolled.")
                    return redirect(back)
                messages.success(request, f"{form.cleaned_data['skill']} is a candidate.")
                return redirect(request.path if own_side else back)
    elif request.method == "POST":
        if not own_side:
            raise PermissionDenied
        if form.is_valid():
            try:
                choice = services.advancement_choose(match=match, team=team, actor=request.user, **form.choice())
            except DomainError as exc:
                exc.add_to(form)
            else:
                if choice.waiting_for:
                    return redirect(request.path)
                if choice.category:
                    messages.success(request, "Choice recorded: the skill is being rolled.")
                    return redirect(back)
    error, field = summary(form) if form.is_bound else ("", "")
    chosen = next((c for c in candidates if choice and c.key == choice.player_id), None)
    context = {
        "match": match,
        "team": team,
        "fixture": fixture,
        "ruleset": ruleset,
        "players": [(c, [(cat, cat) for cat in c.categories(PRIMARY)]) for c in eligible_for(ruleset, candidates)],
        "choice": choice,
        "drawn": chosen if choice and choice.kind == SECONDARY else None,
        # 2025 rulebook, New Skills: the two Secondary skills rolled, for the coach to keep one
        "rolled": [c["skill"] for c in choice.candidates] if choice and choice.kind == SECONDARY else [],
        "journeymen": selectors.journeymen_to_keep(team),
        "skilled": skilled,
        "error": error,
        "field": field,
        "PRIMARY": PRIMARY,
        "SECONDARY": SECONDARY,
        "own_side": own_side,
    }
    if chosen is not None and choice.kind == PRIMARY and (picker or choice.candidates):
        context["picking"] = advancement_selectors.candidate_picking(
            ruleset, fixture, team, choice, chosen, may_pick=may_pick
        )
    return render(request, "matches/advancement.html", context, status=422 if error else 200)

"""The Player Advancement page (seed 000; Spike! Journal 22's candidates picked by both coaches), one view per
action: the page with the coach's choice, a candidate pick, and keeping one of two rolled Secondary skills. Thin:
fetch (``access.advancement_for_user``), check who may act, call a service, render."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from rules.advancement import PRIMARY, SECONDARY
from rules.errors import DomainError

from .. import selectors, services
from ..forms import AdvancementForm, CandidateForm, summary
from .access import Advancement, advancement_for_user


def _page_url(advancement: Advancement) -> str:
    return reverse("matches:advancement", args=[advancement.step.match_id, advancement.step.team_id])


def _already_done(request: HttpRequest, advancement: Advancement) -> HttpResponse:
    messages.info(request, _("This advancement is already done."))
    return redirect(advancement.step.match.fixture.get_absolute_url())


def _render(
    request: HttpRequest, advancement: Advancement, form: forms.Form, *, choice=None, skilled=None
) -> HttpResponse:
    """The page, with a refused form's message beside its field (422); ``choice``: the one just recorded (a
    Secondary skill's drawn player, his category still to name), else the step's."""
    error, field = summary(form) if form.is_bound else ("", "")
    context = selectors.advancement_page(
        step=advancement.step, choice=choice or advancement.choice, may_pick=advancement.may_pick, skilled=skilled
    )
    context |= {"error": error, "field": field, "own_side": advancement.own_side}
    context |= {"PRIMARY": PRIMARY, "SECONDARY": SECONDARY}  # the forms' kinds
    return render(request, "matches/advancement.html", context, status=422 if error else 200)


@login_required
def advancement(request: HttpRequest, match_id: int, team_id: int) -> HttpResponse:
    """Seed 000, Player Advancement: a chosen player's random Primary skill, or a random player's Secondary. In the
    2025 Sevens (Spike! Journal 22) a Primary skill's candidates are then picked in turn (``advancement_pick``);
    a random Secondary skill is rolled twice and the coach keeps one (``advancement_keep``)."""
    adv = advancement_for_user(request, match_id, team_id)
    if adv.done:
        return _already_done(request, adv)
    team = adv.step.team
    journeymen, skilled = selectors.advancement_form_players(team=team)
    form = AdvancementForm(request.POST or None, journeymen=journeymen, skilled=skilled)
    choice = None
    if request.method == "POST":
        if not adv.own_side:
            raise PermissionDenied
        if form.is_valid():
            try:
                choice = services.advancement_choose(
                    match=adv.step.match, team=team, actor=request.user, **form.choice()
                )
            except DomainError as exc:
                exc.add_to(form)
            else:
                if choice.waiting_for:
                    return redirect(_page_url(adv))
                if choice.category:
                    messages.success(request, _("Choice recorded: the skill is being rolled."))
                    return redirect(adv.step.match.fixture.get_absolute_url())
    return _render(request, adv, form, choice=choice, skilled=skilled)


@login_required
@require_POST
def advancement_pick(request: HttpRequest, match_id: int, team_id: int) -> HttpResponse:
    """Spike! Journal 22, Player Advancement: one candidate skill, by the side whose pick it is (the advancing
    team's for the coach's candidates, the other team's for the opponent's; a commissioner for either)."""
    adv = advancement_for_user(request, match_id, team_id)
    if adv.done:
        return _already_done(request, adv)
    if not adv.may_pick:
        raise PermissionDenied
    step, form = adv.step, CandidateForm(request.POST)
    if form.is_valid():
        skill = form.cleaned_data["skill"]
        try:
            choice = services.advancement_pick_candidate(
                match=step.match, team=step.team, actor=request.user, picker=adv.choice.waiting_for, skill=skill
            )
        except DomainError as exc:
            exc.add_to(form)
        else:
            back = step.match.fixture.get_absolute_url()
            if not choice.waiting_for:
                messages.success(request, _("Every candidate is in: the D3 is rolled."))
                return redirect(back)
            messages.success(request, _("%(skill)s is a candidate.") % {"skill": skill})
            return redirect(_page_url(adv) if adv.own_side else back)
    return _render(request, adv, form)


@login_required
@require_POST
def advancement_keep(request: HttpRequest, match_id: int, team_id: int) -> HttpResponse:
    """2025 rulebook, New Skills: the coach keeps one of the two Secondary skills rolled for the drawn player."""
    adv = advancement_for_user(request, match_id, team_id)
    if adv.done:
        return _already_done(request, adv)
    if not adv.own_side:
        raise PermissionDenied
    step, form = adv.step, CandidateForm(request.POST)
    if form.is_valid():
        skill = form.cleaned_data["skill"]
        try:
            services.advancement_keep_secondary(match=step.match, team=step.team, actor=request.user, skill=skill)
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, _("%(skill)s is kept: the skill is given.") % {"skill": skill})
            return redirect(step.match.fixture.get_absolute_url())
    return _render(request, adv, form)

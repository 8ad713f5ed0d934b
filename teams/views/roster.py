"""A team's page and what its coach changes on it: hiring, firing (where the ruleset allows it) and staff."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from rules.errors import DomainError
from rules.staff import reroll_offer

from .. import selectors, services
from ..access import readable_team, team_for_write, team_og, version_sent, whole_history
from ..forms import (
    HireForm,
)
from ..hooks import team_page_extras
from ..models import Team
from ..permissions import (
    can_edit_team,
)


@readable_team
def team_detail(request: HttpRequest, team: Team) -> HttpResponse:
    context = selectors.team_page_context(team=team, user=request.user, whole_history=whole_history(request))
    extras = team_page_extras(team=team, players=[row["player"] for row in context["roster"]])
    for row in context["roster"]:
        row["extra"] = list(zip(extras["roster_columns"], extras["roster_cells"][row["player"].pk], strict=True))
    context |= extras
    context["og"] = team_og(request, team)
    context["reroll_offer"] = reroll_offer(team.rules(), team.race_rules, have=team.rerolls, treasury=team.treasury)
    if can_edit_team(request.user, team) and "hire_form" not in context:
        context["hire_form"] = HireForm(initial={"version": team.version}, race=context["race"])
    return render(request, "teams/detail.html", context)


def _refused(request: HttpRequest, team: Team, exc: DomainError) -> HttpResponse:
    messages.error(request, exc.message)
    return redirect(team)


@login_required
@require_POST
def team_hire(request: HttpRequest, pk: int) -> HttpResponse:
    team = team_for_write(request, pk)
    form = HireForm(request.POST, race=team.race_rules)
    if not form.is_valid():
        context = selectors.team_page_context(team=selectors.team_for_page(pk=pk), user=request.user)
        context["hire_form"] = form
        return render(request, "teams/detail.html", context, status=422)
    try:
        player = services.team_hire_player(
            team=team,
            actor=request.user,
            version=form.cleaned_data["version"],
            position=form.cleaned_data["position"],
            name=form.cleaned_data["name"],
            number=form.cleaned_data["number"],
        )
    except DomainError as exc:
        context = selectors.team_page_context(team=selectors.team_for_page(pk=pk), user=request.user)
        exc.add_to(form)
        context["hire_form"] = form
        return render(request, "teams/detail.html", context, status=409 if exc.field == "version" else 422)
    messages.success(
        request,
        _("Hired #%(number)s %(player)s.") % {"number": player.number, "player": player.name or player.position},
    )
    return redirect(team)


@login_required
@require_POST
def team_fire(request: HttpRequest, pk: int, player_id: int) -> HttpResponse:
    team = team_for_write(request, pk)
    if request.POST.get("confirm") != "yes":
        return _refused(request, team, DomainError(_("Nobody was fired: tick the box to confirm first.")))
    try:
        player = services.team_fire_player(
            team=team, actor=request.user, version=version_sent(request), player_id=player_id
        )
    except DomainError as exc:
        return _refused(request, team, exc)
    messages.success(
        request,
        _("#%(number)s %(player)s has left the team.")
        % {"number": player.number, "player": player.name or player.position},
    )
    return redirect(team)


@login_required
@require_POST
def team_buy_staff(request: HttpRequest, pk: int, kind: str) -> HttpResponse:
    team = team_for_write(request, pk)
    try:
        services.team_buy_staff(team=team, actor=request.user, version=version_sent(request), kind=kind)
    except DomainError as exc:
        return _refused(request, team, exc)
    messages.success(request, _("Bought from the treasury."))
    return redirect(team)


@login_required
@require_POST
def team_buy_reroll(request: HttpRequest, pk: int) -> HttpResponse:
    """Spike! Journal 22, Purchasing Team Re-rolls: one more team re-roll from the treasury (2025 leagues only)."""
    team = team_for_write(request, pk)
    try:
        bought = services.team_buy_reroll(team=team, actor=request.user, version=version_sent(request))
    except DomainError as exc:
        return _refused(request, team, exc)
    messages.success(request, _("Bought a team re-roll: the team now has %(count)s.") % {"count": bought.rerolls})
    return redirect(team)

"""The re-draft page between seasons (Spike! Journal 22, Re-drafting a Blood Bowl Sevens Team)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from rules.errors import DomainError

from .. import selectors, services
from ..access import team_for_write
from ..forms import RedraftForm


@login_required
def team_redraft(request: HttpRequest, pk: int) -> HttpResponse:
    """Spike! Journal 22, Re-drafting a Blood Bowl Sevens Team: the budget, the Emergency Call-ups, and the coach's
    choice of players, re-rolls and staff (its coach, or a commissioner for an absent coach)."""
    team = team_for_write(request, pk)
    redraft = selectors.open_redraft(team=team)
    if redraft is None:
        messages.info(request, "There is no re-draft waiting for this team.")
        return redirect(team)
    context = selectors.redraft_page(team=team, redraft=redraft)
    initial = {
        "keep": [p.pk for p in context["players"]],
        "rerolls": team.rerolls,
        "assistant_coaches": team.assistant_coaches,
        "cheerleaders": team.cheerleaders,
        "apothecary": team.apothecary,
    }
    form = RedraftForm(request.POST or None, players=context["players"], initial=initial)
    if request.method == "POST" and form.is_valid():
        try:
            services.team_redraft(team=team, actor=request.user, **form.cleaned_data)
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, f"{team.name} is re-drafted for {redraft.season_name}.")
            return redirect(team)
    context["form"] = form
    posted = {int(raw) for raw in request.POST.getlist("keep") if raw.isdigit()}
    context["kept"] = posted if form.is_bound else set(initial["keep"])
    return render(request, "teams/redraft.html", context, status=422 if form.errors else 200)

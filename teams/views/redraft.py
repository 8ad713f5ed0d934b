"""The re-draft page between seasons (Spike! Journal 22, Re-drafting a Blood Bowl Sevens Team)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from rules.errors import DomainError
from rules.redraft import AGENT_FEE

from .. import selectors, services
from ..access import team_for_write
from ..forms import RedraftForm


@login_required
def team_redraft(request: HttpRequest, pk: int) -> HttpResponse:
    """Spike! Journal 22, Re-drafting a Blood Bowl Sevens Team, with the 2025 rulebook's Re-draft Team: the budget,
    the Emergency Call-ups, each player's price (Current Value plus the agent's fee), new players hired in the
    re-draft, the Veteran, and the re-rolls, staff and Dedicated Fans (its coach, or a commissioner for an absent
    coach)."""
    team = team_for_write(request, pk)
    redraft = selectors.open_redraft(team=team)
    if redraft is None:
        messages.info(request, _("There is no re-draft waiting for this team."))
        return redirect(team)
    context = selectors.redraft_page(team=team, redraft=redraft)
    ruleset, race = context["ruleset"], team.race_rules
    slots = min(ruleset.max_players, max(ruleset.max_players - len(context["players"]), 0) + 2)
    initial = {
        "keep": [p.pk for p in context["players"]],
        "rerolls": team.rerolls,
        "assistant_coaches": team.assistant_coaches,
        "cheerleaders": team.cheerleaders,
        "apothecary": team.apothecary,
        "dedicated_fans": ruleset.dedicated_fans_start,  # a re-draft starts its fans again (rules.redraft.fans_cost)
    }
    form = RedraftForm(request.POST or None, players=context["players"], race=race, slots=slots, initial=initial)
    if request.method == "POST" and form.is_valid():
        try:
            services.team_redraft(team=team, actor=request.user, **form.cleaned_data)
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(
                request,
                _("%(team)s is re-drafted for %(season)s.") % {"team": team.name, "season": redraft.season_name},
            )
            return redirect(team)
    context["form"] = form
    context["rehires"] = services.redraft_rehires(team=team, redraft=redraft, players=context["players"])
    context["hire_rows"] = [
        {"n": i + 1, "position": pos, "name": name, "veteran": f"hire-{i}"}
        for i, (pos, name) in enumerate(form.hire_rows())
    ]
    context["agent_fee"] = AGENT_FEE
    context["positions"] = race.positions
    context["veteran_kept"] = any(p.veteran for p in context["players"])
    context["linemen"] = [p for p in context["players"] if (pos := race.position(p.position)) and pos.is_lineman]
    posted = {int(raw) for raw in request.POST.getlist("keep") if raw.isdigit()}
    context["kept"] = posted if form.is_bound else set(initial["keep"])
    return render(request, "teams/redraft.html", context, status=422 if form.errors else 200)

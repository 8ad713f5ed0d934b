"""A commissioner's corrections of a team and of its players, recorded in the team's history."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _

from rules.errors import DomainError

from .. import services
from ..access import team_for_correction
from ..forms import (
    CorrectPlayerForm,
    CorrectTeamForm,
)
from ..models import Player, Team


def _correction(request: HttpRequest, team: Team, form, apply, title: str, **extra) -> HttpResponse:
    """A commissioner's correction form: on a valid post, ``apply`` (a service) records it with its reason."""
    if request.method == "POST" and form.is_valid():
        try:
            apply(
                actor=request.user,
                reason=form.cleaned_data["reason"],
                version=form.cleaned_data["version"],
                **form.cleaned_changes(),
            )
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, _("Correction recorded in the team's history."))
            return redirect(team)
    return render(request, "teams/correct.html", {"team": team, "form": form, "title": title, **extra})


@login_required
def team_correct(request: HttpRequest, pk: int) -> HttpResponse:
    team = team_for_correction(request, pk)
    initial = {f: getattr(team, f) for f in services.TEAM_FIELDS} | {"version": team.version}
    form = CorrectTeamForm(request.POST or None, initial=initial, ruleset=team.rules())

    def apply(**kwargs):
        return services.team_correct_team(team=team, **kwargs)

    return _correction(request, team, form, apply, _("Correct %(team)s") % {"team": team.name})


@login_required
def player_correct(request: HttpRequest, pk: int, player_id: int) -> HttpResponse:
    team = team_for_correction(request, pk)
    player = get_object_or_404(Player, pk=player_id, team=team)
    initial = {f: getattr(player, f) for f in services.PLAYER_FIELDS if f != "gained_skills"}
    initial |= {"gained_skills": ", ".join(player.gained_skill_names), "version": team.version}
    form = CorrectPlayerForm(request.POST or None, initial=initial)

    def apply(**kwargs):
        return services.team_correct_player(player=player, **kwargs)

    title = _("Correct #%(number)s %(player)s") % {"number": player.number, "player": player.name or player.position}
    return _correction(request, team, form, apply, title, player=player)


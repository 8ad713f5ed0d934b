"""A game's result entered and confirmed from a phone."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from rules.errors import DomainError
from rules.tournament import (
    goes_to_extra_time,
)

from .. import services
from ..forms.results import ResultForm
from ..injuries import available_players, missing_for
from ..models import Event, EventGame
from ..permissions import can_confirm_result, can_enter_result, is_organiser


def _game_for(request: HttpRequest, slug: str, pk: int) -> tuple[Event, EventGame, bool]:
    event = get_object_or_404(Event, slug=slug)
    game = get_object_or_404(EventGame.objects.select_related("home", "away", "round"), pk=pk, round__event=event)
    return event, game, is_organiser(request.user, event)


@login_required
def game_result(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Either coach of the game (or an organiser) enters its result from a phone."""
    event, game, organiser = _game_for(request, slug, pk)
    if not can_enter_result(request.user, game, organiser=organiser):
        raise PermissionDenied("Only the game's coaches or the organisers enter its result, once.")
    pack = event.pack()
    objectives = pack.secret_objectives
    extra_time = game.places_low is not None and goes_to_extra_time(pack)
    players = None
    if pack.injuries_carry:  # seed 003, Injuries: who of each side was Seriously Hurt or Dead
        missing = missing_for(game=game)
        players = [available_players(coach, pack, game.round.number, gone)
                   for coach, gone in zip((game.home, game.away), missing, strict=True)]
    form = ResultForm(request.POST or None, game=game, objectives=objectives, extra_time=extra_time, players=players)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        conceded = {"home": game.home, "away": game.away}.get(data["conceded_by"])
        try:
            services.game_submit(
                game=game, actor=request.user, organiser=organiser, home_td=data["home_td"],
                away_td=data["away_td"], home_cas=data["home_cas"], away_cas=data["away_cas"], conceded_by=conceded,
                home_objectives=data.get("home_objectives") or 0, away_objectives=data.get("away_objectives") or 0,
                extra_time_winner={"home": game.home, "away": game.away}.get(data.get("extra_time_winner") or ""),
                injuries={name: value for name, value in data.items() if name.endswith(("_seriously_hurt", "_dead"))},
            )
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, "Result saved." if organiser else "Result saved: the other coach confirms it.")
            return redirect(event.get_absolute_url())
    status = 422 if request.method == "POST" else 200
    context = {
        "event": event,
        "game": game,
        "form": form,
        "objectives": objectives,
        "home_objectives": game.secret_of(game.home_id),
        "away_objectives": game.secret_of(game.away_id),
    }
    return render(request, "events/result.html", context, status=status)


@login_required
@require_POST
def game_confirm(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The other coach (or an organiser) confirms the entered result, or sends it back."""
    event, game, organiser = _game_for(request, slug, pk)
    if not can_confirm_result(request.user, game, organiser=organiser):
        raise PermissionDenied("Only the other coach or the organisers confirm this result.")
    confirm = request.POST.get("answer") != "dispute"
    try:
        services.game_confirm(game=game, confirm=confirm)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, "Result confirmed." if confirm else "Result sent back to be entered again.")
    return redirect(event.get_absolute_url())


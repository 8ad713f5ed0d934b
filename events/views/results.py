"""A game's result entered, confirmed or disputed from a phone, and corrected by an organiser."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from rules.errors import DomainError
from rules.tournament import goes_to_extra_time

from .. import selectors, services
from ..forms.results import DisputeForm, ResultForm
from ..injuries import available_players, missing_for
from ..models import Event, EventGame
from ..permissions import can_confirm_result, can_correct_result, can_enter_result, is_organiser
from .access import event_or_404, game_in


def _game_for(request: HttpRequest, slug: str, pk: int) -> tuple[Event, EventGame, bool]:
    """The event, one of its games with both coaches (404 otherwise) and whether the user organises the event."""
    event = event_or_404(slug)
    game = game_in(event, pk)
    return event, game, is_organiser(request.user, event)


def _result_form(request: HttpRequest, event: Event, game: EventGame, *, correcting: bool = False) -> ResultForm:
    pack = event.pack()
    players = None
    if pack.injuries_carry:  # seed 003, Injuries: who of each side was Seriously Hurt or Dead
        missing = missing_for(game=game)
        players = [available_players(coach, pack, game.round.number, gone)
                   for coach, gone in zip((game.home, game.away), missing, strict=True)]
    initial = None
    if correcting:  # the result as it stands, to change
        initial = {name: getattr(game, name) for name in services.RESULT_FIELDS}
        initial["conceded_by"] = {game.home_id: "home", game.away_id: "away"}.get(game.conceded_by_id, "")
        initial["extra_time_winner"] = {game.home_id: "home", game.away_id: "away"}.get(game.extra_time_winner_id, "")
    return ResultForm(
        request.POST or None, initial=initial, game=game, objectives=pack.secret_objectives, players=players,
        extra_time=game.places_low is not None and goes_to_extra_time(pack), correcting=correcting,
    )


def _figures(form: ResultForm, game: EventGame) -> dict:
    """The form's result as the services take it."""
    data = form.cleaned_data
    sides = {"home": game.home, "away": game.away}
    return {
        "home_td": data["home_td"], "away_td": data["away_td"], "home_cas": data["home_cas"],
        "away_cas": data["away_cas"], "conceded_by": sides.get(data["conceded_by"]),
        "home_objectives": data.get("home_objectives") or 0, "away_objectives": data.get("away_objectives") or 0,
        "extra_time_winner": sides.get(data.get("extra_time_winner") or ""),
        "injuries": {name: value for name, value in data.items() if name.endswith(("_seriously_hurt", "_dead"))},
    }


def _result_page(request, event, game, form, organiser, *, correcting=False) -> HttpResponse:
    context = {
        "event": event,
        "game": game,
        "form": form,
        "correcting": correcting,
        # seed 003, Secret Objectives: a coach sees his own only, until the result is confirmed; organisers both
        "shown_objectives": selectors.objectives_shown(game, user=request.user, organiser=organiser),
        "records": list(game.records.select_related("by")),
    }
    return render(request, "events/result.html", context, status=422 if request.method == "POST" else 200)


@login_required
def game_result(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Either coach of the game (or an organiser) enters its result from a phone."""
    event, game, organiser = _game_for(request, slug, pk)
    if not can_enter_result(request.user, game, organiser=organiser):
        raise PermissionDenied("Only the game's coaches or the organisers enter its result, once.")
    form = _result_form(request, event, game)
    if request.method == "POST" and form.is_valid():
        try:
            services.game_submit(game=game, actor=request.user, **_figures(form, game))
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, _("Result saved.") if organiser else
                             _("Result saved: the other coach confirms it."))
            return redirect(event.get_absolute_url())
    return _result_page(request, event, game, form, organiser)


@login_required
def game_correct(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """An organiser corrects a confirmed result, with a reason (recorded on the game)."""
    event, game, organiser = _game_for(request, slug, pk)
    if not can_correct_result(request.user, game, organiser=organiser):
        raise PermissionDenied("Only the event's organisers correct a confirmed result.")
    form = _result_form(request, event, game, correcting=True)
    if request.method == "POST" and form.is_valid():
        try:
            record = services.game_correct(
                game=game, actor=request.user, reason=form.cleaned_data["reason"], **_figures(form, game)
            )
        except DomainError as exc:
            exc.add_to(form)
        else:
            if record.drawn_since:
                messages.success(request, _("Result corrected and recorded. Round %(number)s stays as it was drawn.")
                                 % {"number": record.drawn_since})
            else:
                messages.success(request, _("Result corrected and recorded."))
            return redirect(event.get_absolute_url())
    return _result_page(request, event, game, form, organiser, correcting=True)


@login_required
@require_POST
def game_confirm(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The other coach (or an organiser) confirms the entered result; "Dispute" goes to the page that asks why."""
    event, game, organiser = _game_for(request, slug, pk)
    if not can_confirm_result(request.user, game, organiser=organiser):
        raise PermissionDenied("Only the other coach or the organisers confirm this result.")
    if request.POST.get("answer") == "dispute":
        return redirect(reverse("events:dispute", args=[event.slug, game.pk]))
    try:
        services.game_confirm(game=game, actor=request.user, confirm=True)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, _("Result confirmed."))
    return redirect(event.get_absolute_url())


@login_required
def game_dispute(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The other coach disputes the entered result and says why; the organisers are told."""
    event, game, organiser = _game_for(request, slug, pk)
    if not can_confirm_result(request.user, game, organiser=organiser):
        raise PermissionDenied("Only the other coach or the organisers dispute this result.")
    form = DisputeForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            services.game_confirm(game=game, actor=request.user, confirm=False, reason=form.cleaned_data["reason"])
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, _("Result disputed: the organisers have your reason, and it is entered again."))
            return redirect(event.get_absolute_url())
    status = 422 if request.method == "POST" else 200
    return render(request, "events/dispute.html", {"event": event, "game": game, "form": form}, status=status)

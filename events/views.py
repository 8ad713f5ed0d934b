"""The event page (public: the rulespack, the standings and every round's tables) and the organiser's draw of the
next round. Reads through ``selectors``, writes through ``services``."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.views.decorators.http import require_POST

from rules.errors import DomainError
from rules.rulesets import get_ruleset
from rules.textinput import whole_number
from rules.tournament import (
    DEFAULT_AWARDS,
    budget_for_round,
    goes_to_extra_time,
    naf_export,
    secret_objectives_choice,
    stage_count,
)
from teams.pdf import pdf_response
from teams.selectors import teams_for_user

from . import selectors, services, team_selectors
from .forms import AwardForm, EventForm, RegisterForm, ResultForm
from .injuries import available_players, injury_notes, missing_for
from .models import Event, EventCoach, EventGame
from .permissions import can_confirm_result, can_enter_result, is_organiser


def event_detail(request: HttpRequest, slug: str) -> HttpResponse:
    """Seed 003: the rulespack as the coaches must know it, the individual standings, the rounds and their tables."""
    event = get_object_or_404(Event, slug=slug)
    pack = event.pack()
    rounds = selectors.event_rounds(event=event)
    injury_notes(event=event, rounds=rounds)
    team_selectors.team_pairings(event=event, rounds=rounds)
    organiser = is_organiser(request.user, event)
    standings = selectors.event_standings(event=event)
    for _, games in rounds:
        for game in games:
            game.can_enter = can_enter_result(request.user, game, organiser=organiser)
            game.can_confirm = can_confirm_result(request.user, game, organiser=organiser)
            game.shown_objectives = selectors.objectives_shown(game, user=request.user, organiser=organiser)
    context = {
        "event": event,
        "rulespack": pack.describe(),
        "standings": standings,
        "awards": selectors.event_awards(event=event, rows=standings),
        "rounds": rounds,
        "organiser": organiser,
        "rounds_left": pack.rounds - len(rounds),
        "waiting": any(game.status != game.Status.CONFIRMED for _, games in rounds for game in games),
        "missing": [game for _, games in rounds for game in games if game.status != game.Status.CONFIRMED],
        "registration": selectors.registration_of(event=event, user=request.user),
        "pending": selectors.pending_registrations(event=event) if organiser else [],
        "open": not event.rosters_frozen(drawn=bool(rounds)),
        "groups": selectors.group_tables_of(event=event) if event.structure == Event.Structure.GROUPS else [],
        "team_table": team_selectors.team_table(event=event) if event.structure == Event.Structure.TEAMS else [],
        "named_awards": selectors.named_awards(event=event) if organiser else [],
        "coaches": sorted((coach for _, coach in standings), key=lambda c: c.name) if organiser else [],
        "knockout_drawn": any(r.stage == "knockout" for r, _ in rounds),
        "swappable": organiser and rounds and not any(
            g.away_id is not None and g.status != g.Status.SCHEDULED for g in rounds[0][1]
        ),
    }
    return render(request, "events/detail.html", context)


@login_required
@require_POST
def round_next(request: HttpRequest, slug: str) -> HttpResponse:
    """The organiser draws the next round (seed 003, Pairings); refused while a game of the last one has no result."""
    event = get_object_or_404(Event, slug=slug)
    if not is_organiser(request.user, event):
        raise PermissionDenied("Only the event's organisers draw its rounds.")
    try:
        drawn = services.round_pair(event=event)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, f"Round {drawn.number} is drawn.")
    return redirect(event.get_absolute_url())


@login_required
def event_register(request: HttpRequest, slug: str) -> HttpResponse:
    """A coach registers with one of his teams; every rulespack violation is listed beside the team."""
    event = get_object_or_404(Event, slug=slug)
    team_event = event.structure == Event.Structure.TEAMS
    form = RegisterForm(
        request.POST or None, teams=teams_for_user(user=request.user), team_event=team_event, pack=event.pack()
    )
    if request.method == "POST" and form.is_valid():
        try:
            services.event_register(
                event=event, user=request.user, team=form.cleaned_data["team"], naf=form.cleaned_data["naf"],
                event_team=form.cleaned_data.get("event_team", ""), inducements=form.inducements(),
                stages=form.stages(),
            )
        except DomainError as exc:  # a roster's violations are the team's (or its round's): each beside it
            exc.add_to(form, aliases={field: "team" for field, _ in exc.messages() if field not in form.fields})
        else:
            messages.success(request, "You are registered. The organiser approves your roster.")
            return redirect(event.get_absolute_url())
    status = 422 if request.method == "POST" else 200
    pack = event.pack()
    budgets = [(n, budget_for_round(pack, n)) for n in range(1, stage_count(pack) + 1)]
    context = {"event": event, "form": form, "budget": pack.budget, "escalation": pack.gold_escalation,
               "budgets": budgets}
    return render(request, "events/register.html", context, status=status)


@login_required
@require_POST
def registration_decide(request: HttpRequest, slug: str, pk: int, approve: bool) -> HttpResponse:
    event = get_object_or_404(Event, slug=slug)
    if not is_organiser(request.user, event):
        raise PermissionDenied("Only the event's organisers approve rosters.")
    coach = get_object_or_404(EventCoach, pk=pk, event=event)
    try:
        services.event_approve(event=event, coach=coach, approve=approve)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, f"{coach.name} is {'approved' if approve else 'turned down'}.")
    return redirect(event.get_absolute_url())


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


def _rulespack_choices(data: dict) -> dict:
    """The form's tiebreakers (in the organiser's order), skill points, Star Players, inducements left out, the
    optional rules and Secret Objectives as the rulespack takes them (``secret_objectives_choice``)."""
    choices = secret_objectives_choice(data["secret_objectives"], data.get("tiebreakers"))
    choices["star_players"] = bool(data.get("star_players"))
    choices["injuries_carry"] = bool(data.get("injuries_carry"))  # seed 003, Injuries
    choices["gold_escalation"] = data.get("gold_escalation") or 0  # seed 003, Gold Piece Escalation
    choices["knockout_draw"] = data.get("knockout_draw") or "extra_time"  # seed 003, Knockout Stage
    barred = set(data.get("barred_inducements") or ())
    if barred:  # seed 003, Inducements: the event may leave some out
        choices["inducements"] = tuple(i.key for i in get_ruleset(data["ruleset"]).inducements if i.key not in barred)
    if data.get("skill_points"):
        choices["skill_points"] = data["skill_points"]
    if data.get("awards"):
        choices["awards"] = (*DEFAULT_AWARDS, *data["awards"])
    return choices


@login_required
def event_create(request: HttpRequest) -> HttpResponse:
    """Anyone signed in organises an event: its name and rulespack."""
    form = EventForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            event = services.event_create(
                organiser=request.user, name=data["name"], ruleset=data["ruleset"], rounds=data["rounds_planned"],
                budget=data["budget"], spare_player=data["spare_player"],
                final_round_keeps_top=data["final_round_keeps_top"], structure=data["structure"] or "swiss",
                knockout_size=data["knockout_size"], team_size=data["team_size"],
                roster_deadline=data.get("roster_deadline"),
                **_rulespack_choices(data),
            )
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, f"{event.name} is open for registration.")
            return redirect(event.get_absolute_url())
    status = 422 if request.method == "POST" else 200
    return render(request, "events/create.html", {"form": form}, status=status)


def event_screen(request: HttpRequest, slug: str) -> HttpResponse:
    """For a projector: the latest round's tables and the standings, refreshing themselves every 30 seconds."""
    event = get_object_or_404(Event, slug=slug)
    rounds = selectors.event_rounds(event=event)
    latest = rounds[0] if rounds else None
    context = {"event": event, "latest": latest, "standings": selectors.event_standings(event=event)}
    template = "events/screen.html#screen" if request.htmx else "events/screen.html"
    return render(request, template, context)


@login_required
def event_naf(request: HttpRequest, slug: str) -> HttpResponse:
    """The NAF tournament upload of the event, for its organisers."""
    event = get_object_or_404(Event, slug=slug)
    if not is_organiser(request.user, event):
        raise PermissionDenied("Only the event's organisers export it for the NAF.")
    response = HttpResponse(naf_export(selectors.naf_report(event=event)), content_type="application/xml")
    response["Content-Disposition"] = f'attachment; filename="{event.slug}-naf.xml"'
    return response


def event_index(request: HttpRequest) -> HttpResponse:
    """Tournaments: the user's own events first, then the latest others."""
    return render(request, "events/index.html", selectors.events_for_index(user=request.user))


def round_slips(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    """Seed 003, For the room: one result slip per table of a round, to print and fill in at the table."""
    event = get_object_or_404(Event, slug=slug)
    found = selectors.event_round(event=event, number=number)
    if found is None:
        raise Http404("There is no such round.")
    return render(request, "events/slips.html", {"event": event, "round": found[0], "games": found[1]})


@login_required
@require_POST
def award_give(request: HttpRequest, slug: str) -> HttpResponse:
    """Seed 003, Awards: the organiser gives an award he named to a coach."""
    event = get_object_or_404(Event, slug=slug)
    if not is_organiser(request.user, event):
        raise PermissionDenied("Only the event's organisers give awards.")
    coaches = selectors.event_coaches(event=event)
    form = AwardForm(request.POST, coaches=coaches.values())
    if not form.is_valid():
        messages.error(request, "Choose one of the event's coaches.")
        return redirect(event.get_absolute_url())
    coach = coaches.get(form.cleaned_data["coach"]) if form.cleaned_data["coach"] else None
    try:
        services.award_give(event=event, award=form.cleaned_data["award"], coach=coach)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        award = form.cleaned_data["award"]
        messages.success(request, f"{award}: {coach.name}." if coach else f"{award} is taken back.")
    return redirect(event.get_absolute_url() + "#awards")


def knockout_chart(request: HttpRequest, slug: str) -> HttpResponse:
    """Seed 003, Knockout Table Wallchart: the knockout round by round, each game for its places; prints."""
    event = get_object_or_404(Event, slug=slug)
    chart = selectors.knockout_chart(event=event)
    return render(request, "events/knockout.html", {"event": event, "chart": chart})


def rosters_book(request: HttpRequest, slug: str) -> HttpResponse:
    """Seed 003, For the room: every approved roster, one a page, to print (the PDF is the same pages). Public once
    the rosters are frozen and published (the roster deadline, or round 1's draw); before that, for the organisers."""
    event = get_object_or_404(Event, slug=slug)
    if not event.rosters_frozen() and not is_organiser(request.user, event):
        raise PermissionDenied("The rosters are published at the roster deadline.")
    pack = event.pack()
    stages = stage_count(pack)  # seed 003, Gold Piece Escalation: a book for each round's budget
    number = min(whole_number(request.GET.get("round", ""), high=stages) or 1, stages)
    context = {
        "event": event,
        "book": selectors.rosters_book(event=event, round_number=number),
        "ruleset": get_ruleset(event.ruleset),
        "stage": {"number": number, "budget": budget_for_round(pack, number)} if stages > 1 else None,
        "stages": range(1, stages + 1) if stages > 1 else (),
    }
    if request.path.endswith(".pdf"):
        html = render_to_string("events/rosters_pdf.html", context, request=request)
        suffix = f"-round-{number}" if stages > 1 else ""
        return pdf_response(html, f"{slug}-rosters{suffix}.pdf")
    return render(request, "events/rosters.html", context)


def round_tables(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    """Seed 003, For the room: a label for each table of a round (its number, the round and who plays there), one
    to a half page, to stand on the tables."""
    event = get_object_or_404(Event, slug=slug)
    found = selectors.event_round(event=event, number=number)
    if found is None:
        raise Http404("There is no such round.")
    games = [g for g in found[1] if g.away_id is not None]
    return render(request, "events/tables.html", {"event": event, "round": found[0], "games": games})


@login_required
@require_POST
def round_swap(request: HttpRequest, slug: str) -> HttpResponse:
    """The organiser swaps two coaches of the latest round before its results come in (warned of a rematch)."""
    event = get_object_or_404(Event, slug=slug)
    if not is_organiser(request.user, event):
        raise PermissionDenied("Only the event's organisers change pairings.")
    coaches = selectors.event_coaches(event=event)
    asked = [whole_number(request.POST.get(name, ""), high=2**63 - 1) or 0 for name in ("first", "second")]
    picked = [coaches.get(pk) for pk in asked]
    if None in picked:
        messages.error(request, "Choose two coaches of the round.")
        return redirect(event.get_absolute_url())
    try:
        repeated = services.round_swap(event=event, first=picked[0], second=picked[1])
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, f"{picked[0].name} and {picked[1].name} changed places.")
        for home, away in repeated:
            messages.warning(request, f"Rematch: {home} and {away} have played each other already.")
    return redirect(event.get_absolute_url())

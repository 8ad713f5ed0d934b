"""The events list, the event page (public: the rulespack, the standings and every round's tables), creating an
event, the room's screen, the knockout chart and the awards given by hand."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from core.wording import rulespack as worded_rulespack
from rules.errors import DomainError
from rules.rosters import DEFAULT_EDITION
from rules.rulesets import get_ruleset
from rules.textinput import whole_number
from rules.tournament import (
    DEFAULT_AWARDS,
    secret_objectives_choice,
)

from .. import hooks, selectors, services, team_selectors
from ..forms.events import AwardForm, EventForm
from ..injuries import injury_notes
from ..models import Event
from ..permissions import can_confirm_result, can_correct_result, can_enter_result, is_organiser, registration_open
from .access import event_for_organiser, readable_event
from .fragments import game_lines


def _shown_rounds(request: HttpRequest, numbers: list[int]) -> list[int]:
    """The rounds the event page shows: the one asked for (``?round=2``), every one (``?round=all``) or, by default,
    the latest (a 150-coach event's page would otherwise hold hundreds of games)."""
    asked = request.GET.get("round", "")
    if asked == "all":
        return numbers
    picked = whole_number(asked, high=max(numbers, default=0))
    return [picked] if picked in numbers else numbers[:1]


def event_detail(request: HttpRequest, slug: str) -> HttpResponse:
    """Seed 003: the rulespack as the coaches must know it, the individual standings, the rounds and their tables
    (one at a time, the latest first; the coach's own game above all)."""
    event = readable_event(request, slug)
    pack = event.pack()
    asked: list[int] = []

    def choose(numbers: list[int]) -> set[int]:
        asked.extend(_shown_rounds(request, numbers))
        if pack.injuries_carry:  # seed 003, Injuries: who misses a game follows from every round before it
            return set(numbers)
        return {*asked, *numbers[:1]}

    rounds = selectors.event_rounds(event=event, choose=choose, rosters=pack.injuries_carry)  # seed 003, Injuries
    numbers, shown_numbers = [r.number for r, _ in rounds], asked
    latest = rounds[0] if rounds else None  # only the latest round can have a result still open
    shown = [(r, games) for r, games in rounds if r.number in shown_numbers]
    injury_notes(event=event, rounds=rounds)
    team_selectors.team_pairings(event=event, rounds=shown)
    organiser = is_organiser(request.user, event)
    standings = selectors.event_standings(event=event)
    selectors.attach_records(rounds=rounds)
    links = hooks.game_links(games=[game for _round, games in shown for game in games])
    for _round, games in rounds:
        for game in games:
            game.links = links.get(game.pk, [])
            game.can_enter = can_enter_result(request.user, game, organiser=organiser)
            game.can_confirm = can_confirm_result(request.user, game, organiser=organiser)
            game.can_correct = can_correct_result(request.user, game, organiser=organiser)
            game.shown_objectives = selectors.objectives_shown(game, user=request.user, organiser=organiser)
    registration = selectors.registration_of(event=event, user=request.user)
    my_game = selectors.my_game(rounds=rounds, coach=registration)
    for round_, games in shown:  # what the round's notes list, so the page does not walk every game for each
        round_.noted_objectives = [game for game in games if game.shown_objectives]
        round_.noted_injuries = [game for game in games if getattr(game, "injury_note", None)]
        round_.game_lines = game_lines(request, event=event, games=games)
    open_games = [game for game in (latest[1] if latest else []) if game.status != game.Status.CONFIRMED]
    context = {
        "event": event,
        "rulespack": worded_rulespack(pack.describe()),
        "standings": standings,
        "standings_key": selectors.standings_key(standings),
        "awards": selectors.event_awards(event=event, rows=standings),
        "rounds": shown,
        "round_numbers": sorted(numbers),
        "shown_round": "all" if len(shown_numbers) > 1 else (shown_numbers[0] if shown_numbers else None),
        "latest": latest,
        "organiser": organiser,
        "rounds_drawn": len(numbers),
        "rounds_left": pack.rounds - len(numbers),
        "waiting": bool(open_games),
        "missing": open_games,
        "registration": registration,
        "my_game": my_game,
        "disputes": [g for g in open_games if g.status == g.Status.DISPUTED] if organiser else [],
        "rest_table": selectors.best_of_the_rest_rows(event=event, rows=standings),
        "pending": selectors.pending_registrations(event=event) if organiser else [],
        "open": not event.rosters_frozen(drawn=bool(numbers)),  # rosters may still change
        "signup_open": registration_open(event, drawn=bool(numbers)),
        "groups": selectors.group_tables_of(event=event) if event.structure == Event.Structure.GROUPS else [],
        "team_table": team_selectors.team_table(event=event) if event.structure == Event.Structure.TEAMS else [],
        "named_awards": selectors.named_awards(event=event) if organiser else [],
        "coaches": sorted((coach for _, coach in standings), key=lambda c: c.name) if organiser else [],
        "knockout_drawn": any(r.stage == "knockout" for r, _ in rounds),
        "field_warning": selectors.odd_field(event=event) if organiser and not numbers else None,
        "swappable": organiser and latest and not any(
            g.away_id is not None and g.status != g.Status.SCHEDULED for g in latest[1]
        ),
    }
    return render(request, "events/detail.html", context)


def event_index(request: HttpRequest) -> HttpResponse:
    """Tournaments: the user's own events first, then the latest others."""
    return render(request, "events/index.html", selectors.events_for_index(user=request.user))


def _rulespack_choices(data: dict) -> dict:
    """The form's tiebreakers (in the organiser's order), skill points, Star Players, inducements left out, the
    optional rules and Secret Objectives as the rulespack takes them (``secret_objectives_choice``)."""
    choices = secret_objectives_choice(data["secret_objectives"], data.get("tiebreakers"))
    choices["star_players"] = bool(data.get("star_players"))
    choices["injuries_carry"] = bool(data.get("injuries_carry"))  # seed 003, Injuries
    choices["gold_escalation"] = data.get("gold_escalation") or 0  # seed 003, Gold Piece Escalation
    choices["knockout_draw"] = data.get("knockout_draw") or "extra_time"  # seed 003, Knockout Stage
    barred = set(data.get("barred_inducements") or ())
    if barred:  # seed 003, Inducements: the event may leave some out (of the edition's ruleset)
        rules = get_ruleset(data["ruleset"], data.get("edition") or DEFAULT_EDITION)
        choices["inducements"] = tuple(i.key for i in rules.inducements if i.key not in barred)
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
                organiser=request.user, name=data["name"], ruleset=data["ruleset"],
                edition=data.get("edition") or DEFAULT_EDITION, rounds=data["rounds_planned"],
                budget=data["budget"], spare_player=data["spare_player"],
                final_round_keeps_top=data["final_round_keeps_top"], structure=data["structure"] or "swiss",
                knockout_size=data["knockout_size"], team_size=data["team_size"],
                roster_deadline=data.get("roster_deadline"), starts_on=data.get("starts_on"),
                ends_on=data.get("ends_on"), venue=data.get("venue") or "", capacity=data.get("capacity"),
                late_signup=bool(data.get("late_signup")), check_in=bool(data.get("check_in")),
                separate_clubs=bool(data.get("separate_clubs")),
                **_rulespack_choices(data),
            )
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, _("%(event)s is open for registration.") % {"event": event.name})
            return redirect(event.get_absolute_url())
    status = 422 if request.method == "POST" else 200
    return render(request, "events/create.html", {"form": form}, status=status)


def event_screen(request: HttpRequest, slug: str) -> HttpResponse:
    """For a projector: the latest round's tables and the standings, refreshing themselves every 30 seconds."""
    event = readable_event(request, slug)
    latest = selectors.latest_round_shown(event=event)
    standings = selectors.event_standings(event=event)
    context = {
        "event": event,
        "latest": latest,
        "standings": standings,
        "standings_key": selectors.standings_key(standings),
    }
    template = "events/screen.html#screen" if request.htmx else "events/screen.html"
    return render(request, template, context)


def knockout_chart(request: HttpRequest, slug: str) -> HttpResponse:
    """Seed 003, Knockout Table Wallchart: the knockout round by round, each game for its places; prints."""
    event = readable_event(request, slug)
    chart = selectors.knockout_chart(event=event)
    return render(request, "events/knockout.html", {"event": event, "chart": chart})


@login_required
@require_POST
def award_give(request: HttpRequest, slug: str) -> HttpResponse:
    """Seed 003, Awards: the organiser gives an award he named to a coach."""
    event = event_for_organiser(request, slug)
    coaches = selectors.event_coaches(event=event)
    form = AwardForm(request.POST, coaches=coaches.values())
    if not form.is_valid():
        messages.error(request, _("Choose one of the event's coaches."))
        return redirect(event.get_absolute_url())
    coach = coaches.get(form.cleaned_data["coach"]) if form.cleaned_data["coach"] else None
    try:
        services.award_give(event=event, actor=request.user, award=form.cleaned_data["award"], coach=coach)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        award = form.cleaned_data["award"]
        if coach:
            messages.success(request, _("%(award)s: %(coach)s.") % {"award": award, "coach": coach.name})
        else:
            messages.success(request, _("%(award)s is taken back.") % {"award": award})
    return redirect(event.get_absolute_url() + "#awards")


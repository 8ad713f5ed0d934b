"""Pages around a game: pre-game, table side, the player report, the match sheet, and the
commissioner's void and retry. Thin: fetch with one helper per kind of access, call a service, render."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.views.decorators.http import require_POST

from league.models import Fixture
from rules import matchday
from rules.errors import DomainError
from rules.report import ReportedInjury
from rules.tables import injury_table_for
from rules.tables import table as table_of
from teams.models import Player, Team
from teams.pdf import html_to_pdf
from teams.permissions import can_edit_team
from teams.selectors import team_for_page, team_page_context

from . import selectors, services
from .forms import InducementsForm, PlayerReportForm, summary
from .models import InducementPurchase, Match
from .permissions import can_see_match_day, can_void

# --- fetching, one helper per kind of access ----------------------------------------------------


def _fixture_for_match_day(request: HttpRequest, fixture_id: int) -> Fixture:
    """A fixture whose match-day pages the user may see: its coaches and the league's commissioners."""
    fixture = get_object_or_404(Fixture.objects.select_related("home", "away", "season__league"), pk=fixture_id)
    if not can_see_match_day(request.user, fixture):
        raise PermissionDenied
    return fixture


def _side_team(fixture: Fixture, raw) -> Team:
    """The fixture's team named by a posted id; anything else (a forged id, another game's team) is a 404."""
    team_id = int(raw) if str(raw).isdigit() else None
    if team_id is None or team_id not in (fixture.home_id, fixture.away_id):
        raise Http404
    return fixture.home if team_id == fixture.home_id else fixture.away


def _team_for_write(request: HttpRequest, fixture: Fixture, raw) -> Team:
    """One of the fixture's teams that the user may act for (its coach or a commissioner)."""
    team = _side_team(fixture, raw)
    if not can_edit_team(request.user, team):
        raise PermissionDenied
    return team


def _match_for_commissioner(request: HttpRequest, match_id: int) -> Match:
    match = get_object_or_404(Match.objects.select_related("fixture__season__league"), pk=match_id)
    if not can_void(request.user, match):
        raise PermissionDenied
    return match


# --- the player report --------------------------------------------------------------------------


@login_required
def player_report(request: HttpRequest, fixture_id: int, team_id: int) -> HttpResponse:
    """A team's player lines for a game: played, touchdowns, casualties caused, injuries, the apothecary. Its
    coach and the commissioners write it until the game is confirmed; once submitted, the other coach reads it."""
    fixture = get_object_or_404(Fixture.objects.select_related("home", "away", "season__league"), pk=fixture_id)
    team = _side_team(fixture, team_id)
    if not can_edit_team(request.user, team):
        return _report_read_only(request, fixture, team)
    players = list(team.players.filter(status__in=Player.ACTIVE).order_by("number"))
    form = PlayerReportForm(request.POST or None, players=players)
    if request.method == "POST":
        if form.is_valid():
            try:
                services.report_players(
                    match=services.match_for_fixture(fixture), team=team, actor=request.user, lines=form.lines()
                )
            except DomainError as exc:
                exc.add_to(form)
            else:
                messages.success(request, f"Player report for {team.name} saved.")
                return redirect(fixture.get_absolute_url())
        posted = {line["player"]: line for line in form.lines()}
        existing = {}
    else:
        posted = {}
        existing = {r.player_id: r for r in selectors.player_reports(fixture=fixture, team=team)}
    if fixture.status == Fixture.Status.CONFIRMED and existing:
        return _report_read_only(request, fixture, team, may_edit=True)
    rows = []
    for p in players:
        report = existing.get(p.pk)
        line = posted.get(p.pk, {})
        rows.append(
            {
                "player": p,
                "played": line.get("played", report.played if report else p.status == Player.Status.AVAILABLE),
                "td": line.get("touchdowns", report.touchdowns if report else 0),
                "cas": line.get("casualties", report.casualties if report else 0),
                "injury": line.get("injury", report.injury if report else ""),
                "apothecary": line.get("apothecary_roll", report.apothecary_roll if report else None),
            }
        )
    error, _ = summary(form) if form.is_bound else ("", "")
    context = {
        "fixture": fixture,
        "team": team,
        "rows": rows,
        "injuries": ReportedInjury.choices(),
        "error": error,
        "confirmed": fixture.status == Fixture.Status.CONFIRMED,
        "patch_ups": selectors.patch_ups_for(fixture=fixture, team=team),
    }
    return render(request, "matches/report.html", context, status=422 if error else 200)


def _report_read_only(request: HttpRequest, fixture: Fixture, team: Team, *, may_edit: bool = False) -> HttpResponse:
    """A submitted report as both coaches and the commissioners read it (never written through this page)."""
    if not (may_edit or can_see_match_day(request.user, fixture)):
        raise PermissionDenied
    if request.method != "GET":
        raise PermissionDenied
    reports = selectors.player_reports(fixture=fixture, team=team)
    if not reports:  # nothing submitted yet: nothing to read, and only its coach may write it
        raise PermissionDenied
    context = {
        "fixture": fixture,
        "team": team,
        "reports": reports,
        "confirmed": fixture.status == Fixture.Status.CONFIRMED,
    }
    return render(request, "matches/report_view.html", context)


# --- the commissioner's void and retry ----------------------------------------------------------


@login_required
@require_POST
def void(request: HttpRequest, match_id: int) -> HttpResponse:
    """A commissioner voids a confirmed report, saying why: the post-game changes are reversed, the void is recorded
    and the result reopens."""
    match = _match_for_commissioner(request, match_id)
    if request.POST.get("confirm") != "yes":
        messages.error(request, "Nothing was voided: tick the box to confirm first.")
        return redirect(match.fixture.get_absolute_url())
    try:
        services.match_void(match=match, actor=request.user, reason=request.POST.get("reason", ""))
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, "Result voided: every post-game change is reversed and the result is open again.")
    return redirect(match.fixture.get_absolute_url())


@login_required
@require_POST
def retry(request: HttpRequest, match_id: int) -> HttpResponse:
    """A commissioner resumes a post-game sequence whose task gave up."""
    match = _match_for_commissioner(request, match_id)
    try:
        services.post_game_retry(match=match, actor=request.user)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, "The post-game sequence is running again.")
    return redirect(match.fixture.get_absolute_url())


# --- the table side -----------------------------------------------------------------------------


@login_required
def table_side(request: HttpRequest, fixture_id: int) -> HttpResponse:
    """The tables seed 000 names during play, each with a roll button; a roll's result shows beside the button that
    was tapped (htmx swaps that table's slot, and the list of rolls out of band), saying who rolled it for which
    game. Every roll is kept."""
    fixture = _fixture_for_match_day(request, fixture_id)
    rules = fixture.season.league.rules()
    error, roll, rolled_table = "", None, ""
    if request.method == "POST":
        rolled_table = request.POST.get("table", "")
        try:
            roll = services.table_roll(
                match=services.match_for_fixture(fixture), table_key=rolled_table, actor=request.user
            )
        except DomainError as exc:
            error = exc.message
    match = selectors.match_of(fixture)
    tables = [table_of(key) for key in rules.tables.values()]
    rolls = list(match.rolls.order_by("-created_at", "-pk")[:20]) if match else []
    context = {
        "fixture": fixture,
        "match": match,
        "tables": tables,
        "rolls": rolls,
        "error": error,
        "rules": rules,
        "has_kick_off": "kick_off" in rules.tables,
        "roll": roll,
        "rolled_table": rolled_table,
        "entry": table_of(rolled_table).lookup(roll.result) if roll else None,
    }
    if request.htmx and request.method == "POST":
        return render(request, "matches/table_side.html#rolled", context)  # htmx swaps only a 2xx answer
    return render(request, "matches/table_side.html", context, status=422 if error else 200)


# --- pre-game -----------------------------------------------------------------------------------


@login_required
def pregame(request: HttpRequest, fixture_id: int) -> HttpResponse:
    """Before kick-off: who can play, Journeymen, and each team's inducements (the favourite buys first)."""
    fixture = _fixture_for_match_day(request, fixture_id)
    if fixture.away_id is None:
        raise Http404
    error, field, acting = "", "", None
    posted: dict[str, int] = {}
    if request.method == "POST":
        acting = _team_for_write(request, fixture, request.POST.get("team"))
        rules = acting.rules()
        form = InducementsForm(request.POST, ruleset=rules)
        valid = form.is_valid()
        posted = form.purchases()
        if request.htmx and request.POST.get("quote"):
            side = next(
                s for s in selectors.pregame_for_fixture(fixture=fixture, user=request.user) if s["team"] == acting
            )
            priced = matchday.quote(posted, rules, acting.race_rules, acting.special_rules)
            problems = [summary(form)[0]] if not valid else priced.problems
            cost = priced.cost if valid else 0
            context = {"side": side, "cost": cost, "problems": problems, "over": cost > side["budget"].total}
            return render(request, "matches/pregame.html#quote", context)
        if valid:
            try:
                services.inducements_buy(
                    match=services.match_for_fixture(fixture),
                    team=acting,
                    actor=request.user,
                    purchases=posted,
                    mercenaries=form.mercenaries(),
                )
            except DomainError as exc:
                exc.add_to(form)
            else:
                messages.success(request, f"Inducements for {acting.name} bought.")
                return redirect("matches:pregame", fixture.pk)
        error, field = summary(form)
        field = field.removeprefix("i-")
    context = {
        "fixture": fixture,
        "sides": selectors.pregame_for_fixture(
            fixture=fixture, user=request.user, posted={acting.pk: posted} if acting else None
        ),
        "error": error,
        "field": field,
        "acting": acting,
    }
    return render(request, "matches/pregame.html", context, status=422 if error else 200)


@login_required
@require_POST
def fan_factor(request: HttpRequest, fixture_id: int, team_id: int) -> HttpResponse:
    """2020 rulebook, pre-game The Fans: roll the team's Fan Factor once, for both coaches to see."""
    fixture = _fixture_for_match_day(request, fixture_id)
    team = _team_for_write(request, fixture, team_id)
    try:
        value = services.pregame_roll_fans(match=services.match_for_fixture(fixture), team=team, actor=request.user)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, f"{team.name}'s Fan Factor for this game: {value}.")
    return redirect("matches:pregame", fixture.pk)


@login_required
@require_POST
def journeymen(request: HttpRequest, fixture_id: int, team_id: int) -> HttpResponse:
    """Seed 000, Journeymen: fill a short team up to seven for this game."""
    fixture = _fixture_for_match_day(request, fixture_id)
    team = _team_for_write(request, fixture, team_id)
    try:
        created = services.pregame_add_journeymen(
            match=services.match_for_fixture(fixture), team=team, actor=request.user
        )
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        if created:
            messages.success(request, f"{len(created)} Journeymen join {team.name} for this game.")
        else:
            messages.info(request, f"{team.name} already has seven players who can play.")
    return redirect("matches:pregame", fixture.pk)


# --- the match sheet ----------------------------------------------------------------------------


@login_required
def match_sheet_pdf(request: HttpRequest, fixture_id: int) -> HttpResponse:
    """A pre-filled sheet for the table: both teams' available players, re-rolls, and boxes for the game. For the
    people the pre-game page is for (the game's coaches and the league's commissioners)."""
    fixture = _fixture_for_match_day(request, fixture_id)
    if fixture.away_id is None:
        raise Http404
    rules = fixture.season.league.rules()
    purchases = {p.team_id: p for p in InducementPurchase.objects.filter(match__fixture=fixture)}
    sides = []
    for team_id in (fixture.home_id, fixture.away_id):
        context = team_page_context(team=team_for_page(pk=team_id), user=request.user, history=False)
        context["roster"] = [row for row in context["roster"] if row["player"].status == Player.Status.AVAILABLE]
        purchase = purchases.get(team_id)
        context["purchase"] = purchase
        context["bought"] = purchase.bought(rules) if purchase else []
        sides.append(context)
    tables = [injury_table_for(stunty=False, tables=rules.tables), injury_table_for(stunty=True, tables=rules.tables)]
    html = render_to_string(
        "matches/match_sheet.html", {"fixture": fixture, "sides": sides, "injury_tables": tables}, request=request
    )
    response = HttpResponse(html_to_pdf(html), content_type="application/pdf")
    response["Content-Disposition"] = f'attachment; filename="match-{fixture.pk}.pdf"'
    return response

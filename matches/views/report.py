"""A coach's player report of a game, and the report read once submitted."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext_lazy

from league.models import Fixture
from rules import postgame
from rules.errors import DomainError
from rules.report import MAX_RECORDED_PER_GAME, ReportedInjury
from teams.models import Player, Team
from teams.permissions import can_edit_team

from .. import selectors, services
from ..forms import PlayerReportForm, summary
from ..permissions import can_see_match_day
from .access import side_team

ACTION_HEADS = {
    "completions": (pgettext_lazy("short for completions", "Cmp"), gettext_lazy("Completions")),
    "interceptions": (pgettext_lazy("short for interceptions", "Int"), gettext_lazy("Interceptions")),
    "fouls": (pgettext_lazy("short for fouls", "Fouls"), gettext_lazy("Fouls")),
}
"""The report table's heads for the counts beside touchdowns and casualties, short and in full (the full one labels
each cell on a phone)."""

# --- fetching, one helper per kind of access ----------------------------------------------------


@login_required
def player_report(request: HttpRequest, fixture_id: int, team_id: int) -> HttpResponse:
    """A team's player lines for a game: played, touchdowns, casualties caused, completions, interceptions, fouls,
    sent off, injuries, the apothecary. Its coach and the commissioners write it until the game is confirmed; once
    submitted, the other coach reads it."""
    fixture = get_object_or_404(Fixture.objects.select_related("home", "away", "season__league"), pk=fixture_id)
    team = side_team(fixture, team_id)
    if not can_edit_team(request.user, team):
        return _report_read_only(request, fixture, team)
    players = list(team.players.filter(status__in=Player.ACTIVE).order_by("number"))
    stalling = fixture.season.league.rules().winnings_not_stalling
    form = PlayerReportForm(request.POST or None, players=players, stalling=stalling)
    if request.method == "POST":
        if form.is_valid():
            try:
                services.report_players(
                    match=services.match_for_fixture(fixture),
                    team=team,
                    actor=request.user,
                    lines=form.lines(),
                    stalled=form.cleaned_data.get("stalled", False) if stalling else None,
                )
            except DomainError as exc:
                exc.add_to(form)
            else:
                messages.success(request, _("Player report for %(team)s saved.") % {"team": team.name})
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
                "actions": [_action(form, p, figure, line, report) for figure in PlayerReportForm.ACTIONS],
                "sent_off": line.get("sent_off", report.sent_off if report else False),
                "sent_off_errors": form.errors.get(f"p{p.pk}_sent_off", []) if form.is_bound else [],
                "injury": line.get("injury", report.injury if report else ""),
                "apothecary": line.get("apothecary_roll", report.apothecary_roll if report else None),
                "errors": form.errors.get(f"p{p.pk}_played", []) if form.is_bound else [],
            }
        )
    match = selectors.match_of(fixture)
    stalled = (match.home_stalled if team.pk == fixture.home_id else match.away_stalled) if match else False
    error = summary(form)[0] if form.is_bound else ""
    context = {
        "fixture": fixture,
        "team": team,
        "rows": rows,
        "injuries": ReportedInjury.choices(),
        "error": error,
        "confirmed": fixture.status == Fixture.Status.CONFIRMED,
        "patch_ups": selectors.patch_ups_for(fixture=fixture, team=team),
        "action_heads": ACTION_HEADS.values(),
        "max_recorded": MAX_RECORDED_PER_GAME,
        "stalling": stalling,
        "winnings_unit": postgame.WINNINGS_UNIT,
        "stalled": form.data.get("stalled") == "on" if form.is_bound else stalled,
    }
    return render(request, "matches/report.html", context, status=422 if error else 200)


def _action(form: PlayerReportForm, player: Player, figure: str, line: dict, report) -> dict:
    """One of a line's counts as the page shows it: the value (as posted when refused), its errors and its label."""
    name = f"p{player.pk}_{figure}"
    errors = form.errors.get(name, []) if form.is_bound else []
    value = form.data.get(name, "") if errors else line.get(figure, getattr(report, figure) if report else 0)
    return {"name": name, "figure": figure, "label": ACTION_HEADS[figure][1], "value": value, "errors": errors}


def _report_read_only(request: HttpRequest, fixture: Fixture, team: Team, *, may_edit: bool = False) -> HttpResponse:
    """A submitted report as both coaches and the commissioners read it (never written through this page)."""
    if not (may_edit or can_see_match_day(request.user, fixture)):
        raise PermissionDenied
    if request.method != "GET":
        raise PermissionDenied
    reports = selectors.player_reports(fixture=fixture, team=team)
    if not reports:  # nothing submitted yet: nothing to read, and only its coach may write it
        raise PermissionDenied
    match = selectors.match_of(fixture)
    context = {
        "fixture": fixture,
        "team": team,
        "reports": reports,
        "action_heads": ACTION_HEADS.values(),
        "confirmed": fixture.status == Fixture.Status.CONFIRMED,
        "stalling": fixture.season.league.rules().winnings_not_stalling,
        "stalled": bool(match) and (match.home_stalled if team.pk == fixture.home_id else match.away_stalled),
    }
    return render(request, "matches/report_view.html", context)

"""A league's teams: the list, the commissioners' decision on each entry, and every team sheet as one PDF."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.views.decorators.http import require_POST

from rules.errors import DomainError
from teams import selectors as team_selectors
from teams.pdf import html_to_pdf

from .. import selectors, services
from ..models import League
from ..permissions import is_commissioner, is_member
from .access import league_for_commissioner, readable_league
from .common import NOT_CONFIRMED, confirmed, league_og


def _teams_context(request: HttpRequest, league: League, errors: dict | None = None) -> dict:
    commissioner = is_commissioner(request.user, league)
    return {
        "league": league,
        "teams": selectors.league_teams_for_approval(league=league),
        "commissioner": commissioner,
        "member": commissioner or is_member(request.user, league),
        "entry_errors": errors or {},
    }


@readable_league
def league_teams(request: HttpRequest, league: League) -> HttpResponse:
    context = _teams_context(request, league)
    context |= league_og(request, league, selectors.current_season(league=league), page="Teams")
    return render(request, "league/teams.html", context)


@login_required
@require_POST
def league_decide_entry(request: HttpRequest, slug: str, team_id: int, approve: bool) -> HttpResponse:
    """A commissioner approves or rejects a team's entry; a team that breaks the league's rules stays pending."""
    league = league_for_commissioner(request, slug)
    team = get_object_or_404(league.teams.all(), pk=team_id)
    if not approve and not confirmed(request):
        context = _teams_context(request, league, errors={team.pk: NOT_CONFIRMED})
        return render(request, "league/teams.html", context, status=422)
    try:
        services.league_decide_entry(league=league, team=team, approve=approve, actor=request.user)
    except DomainError as exc:
        context = _teams_context(request, league, errors={team.pk: exc.message})
        return render(request, "league/teams.html", context, status=422)
    messages.success(request, f"{team.name} is {'approved' if approve else 'rejected'}.")
    return redirect("league:teams", slug=league.slug)


@login_required
def league_sheets_pdf(request: HttpRequest, slug: str) -> HttpResponse:
    """Every team of the league in one PDF, for its commissioners."""
    league = league_for_commissioner(request, slug)
    sheets = [
        team_selectors.team_page_context(team=team, user=request.user, history=False)
        for team in team_selectors.league_teams_for_sheets(league=league)
    ]
    html = render_to_string("teams/sheet_pdf.html", {"sheets": sheets, "title": league.name}, request=request)
    response = HttpResponse(html_to_pdf(html), content_type="application/pdf")
    response["Content-Disposition"] = f'attachment; filename="{league.slug}-team-sheets.pdf"'
    return response

"""A league's teams: the list, the commissioners' decision on each entry, and every team sheet as one PDF (built by
a Celery task, with its progress on the page)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.files.storage import default_storage
from django.db import transaction
from django.http import FileResponse, Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from rules.errors import DomainError

from .. import selectors, services, tasks
from ..models import League, SheetsExport
from ..permissions import is_commissioner, is_member
from ..services.sheets import sheets_request
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
    context |= league_og(request, league, selectors.current_season(league=league), page=_("Teams"))
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
    if approve:
        messages.success(request, _("%(team)s is approved.") % {"team": team.name})
    else:
        messages.success(request, _("%(team)s is rejected.") % {"team": team.name})
    return redirect("league:teams", slug=league.slug)


@login_required
@require_http_methods(["GET", "POST"])
def league_sheets_pdf(request: HttpRequest, slug: str) -> HttpResponse:
    """Every team of the league in one PDF, for its commissioners: built by a Celery task (a POST asks for it), its
    progress shown on this page (htmx polls the progress partial while it builds) and a download link when ready
    (``?file=<id>`` serves the stored PDF)."""
    league = league_for_commissioner(request, slug)
    if request.method == "POST":
        export, new = sheets_request(league=league, actor=request.user)
        if new:
            transaction.on_commit(lambda: tasks.build_league_sheets.delay(export.pk))
        return redirect("league:sheets_pdf", slug=league.slug)
    wanted = request.GET.get("file", "")
    if wanted:
        export = selectors.sheets_export(league=league, pk=wanted)
        if export is None or export.status != SheetsExport.Status.READY or not default_storage.exists(export.file):
            raise Http404("There is no such PDF.")
        return FileResponse(
            default_storage.open(export.file, "rb"),
            as_attachment=True,
            filename=f"{league.slug}-team-sheets.pdf",
            content_type="application/pdf",
        )
    context = {"league": league, "export": selectors.latest_sheets_export(league=league)}
    if request.htmx:
        return render(request, "league/sheets.html#progress", context)
    return render(request, "league/sheets.html", context)

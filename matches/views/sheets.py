"""The match sheet as a PDF, both rosters as they play (or played) the game."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.template.loader import render_to_string

from rules.tables import PATCH_UP_TARGET, injury_table_for
from teams.pdf import html_to_pdf

from ..selectors.sheet import match_sheet_sides
from .access import fixture_for_match_day


@login_required
def match_sheet_pdf(request: HttpRequest, fixture_id: int) -> HttpResponse:
    """A pre-filled sheet for the table: both teams' available players, re-rolls, and boxes for the game; once the
    game is played, the teams as they played it (matches.selectors.sheet). For the people the pre-game page is for
    (the game's coaches and the league's commissioners)."""
    fixture = fixture_for_match_day(request, fixture_id)
    if fixture.away_id is None:
        raise Http404
    rules = fixture.season.league.rules()
    sides = match_sheet_sides(fixture=fixture, user=request.user)
    tables = [injury_table_for(stunty=False, tables=rules.tables), injury_table_for(stunty=True, tables=rules.tables)]
    html = render_to_string(
        "matches/match_sheet.html",
        {"fixture": fixture, "sides": sides, "injury_tables": tables, "patch_up_target": PATCH_UP_TARGET},
        request=request,
    )
    response = HttpResponse(html_to_pdf(html), content_type="application/pdf")
    response["Content-Disposition"] = f'attachment; filename="match-{fixture.pk}.pdf"'
    return response

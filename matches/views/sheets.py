"""The match sheet as a PDF, both rosters as they played the game."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.template.loader import render_to_string

from rules.tables import injury_table_for
from teams.models import Player
from teams.pdf import html_to_pdf
from teams.selectors import team_for_page, team_page_context

from ..models import InducementPurchase
from .access import fixture_for_match_day

# --- fetching, one helper per kind of access ----------------------------------------------------


@login_required
def match_sheet_pdf(request: HttpRequest, fixture_id: int) -> HttpResponse:
    """A pre-filled sheet for the table: both teams' available players, re-rolls, and boxes for the game. For the
    people the pre-game page is for (the game's coaches and the league's commissioners)."""
    fixture = fixture_for_match_day(request, fixture_id)
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


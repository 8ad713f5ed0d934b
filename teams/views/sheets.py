"""The printable team sheet, and the same sheet as a PDF."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils.text import slugify

from .. import selectors
from ..access import readable_team
from ..models import Team
from ..pdf import pdf_response


@readable_team
def team_sheet(request: HttpRequest, team: Team) -> HttpResponse:
    context = selectors.team_page_context(team=team, user=request.user, history=False)
    return render(request, "teams/sheet.html", context)


@readable_team
def team_sheet_pdf(request: HttpRequest, team: Team) -> HttpResponse:
    context = selectors.team_page_context(team=team, user=request.user, history=False)
    html = render_to_string("teams/sheet_pdf.html", {"sheets": [context], "title": team.name}, request=request)
    return pdf_response(html, f"{slugify(team.name) or 'team'}-sheet.pdf")


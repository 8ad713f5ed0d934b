"""The rosters book (to print, and as a PDF) and the NAF tournament upload with its check."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string

from rules.nafexport import naf_left_out, naf_race
from rules.rulesets import get_ruleset
from rules.textinput import whole_number
from rules.tournament import (
    budget_for_round,
    naf_export,
    stage_count,
)
from teams.pdf import pdf_response

from .. import selectors
from ..permissions import is_organiser
from .access import event_for_organiser, event_or_404


def rosters_book(request: HttpRequest, slug: str) -> HttpResponse:
    """Seed 003, For the room: every approved roster, one a page, to print (the PDF is the same pages). Public once
    the rosters are frozen and published (the roster deadline, or round 1's draw); before that, for the organisers."""
    event = event_or_404(slug)
    if not event.rosters_frozen() and not is_organiser(request.user, event):
        raise PermissionDenied("The rosters are published at the roster deadline.")
    pack = event.pack()
    stages = stage_count(pack)  # seed 003, Gold Piece Escalation: a book for each round's budget
    number = min(whole_number(request.GET.get("round", ""), high=stages) or 1, stages)
    context = {
        "event": event,
        "book": selectors.rosters_book(event=event, round_number=number),
        "ruleset": get_ruleset(event.ruleset, pack.edition),
        "stage": {"number": number, "budget": budget_for_round(pack, number)} if stages > 1 else None,
        "stages": range(1, stages + 1) if stages > 1 else (),
    }
    if request.path.endswith(".pdf"):
        html = render_to_string("events/rosters_pdf.html", context, request=request)
        suffix = f"-round-{number}" if stages > 1 else ""
        return pdf_response(html, f"{slug}-rosters{suffix}.pdf")
    return render(request, "events/rosters.html", context)


@login_required
def event_naf(request: HttpRequest, slug: str) -> HttpResponse:
    """The NAF tournament upload of the event, for its organisers (a comment at its top names what it leaves out)."""
    event = event_for_organiser(request, slug)
    response = HttpResponse(naf_export(selectors.naf_report(event=event)), content_type="application/xml")
    response["Content-Disposition"] = f'attachment; filename="{event.slug}-naf.xml"'
    return response


@login_required
def naf_check(request: HttpRequest, slug: str) -> HttpResponse:
    """Before the NAF upload, for the organisers: who and what it will leave out (coaches without a NAF number and
    every game they played), each member's race as the NAF names it, and the link to download the file."""
    event = event_for_organiser(request, slug)
    report = selectors.naf_report(event=event)
    members = [(coach, naf_race(coach.race)) for coach in report.coaches if coach.naf]
    context = {"event": event, "left": naf_left_out(report), "members": members}
    return render(request, "events/naf.html", context)

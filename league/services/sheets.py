"""Writes for the league-wide team sheets PDF: a commissioner asks for it, a Celery task builds it team by team
(``league.tasks.build_league_sheets``), recording its progress, and stores it with Django's default storage."""

from __future__ import annotations

from django.conf import settings
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import transaction
from django.db.models import F
from django.template.loader import render_to_string
from django.utils import timezone, translation

from teams import selectors as team_selectors

from ..models import League, SheetsExport


@transaction.atomic
def sheets_request(*, league: League, actor) -> tuple[SheetsExport, bool]:
    """The league's sheets being built, or a new request for them (queued by the caller once this commits): the
    export and whether it is new. Asking twice while one is built does not build two."""
    League.objects.select_for_update().filter(pk=league.pk).first()  # one request at a time per league
    running = league.sheets_exports.filter(status__in=(SheetsExport.Status.QUEUED, SheetsExport.Status.BUILDING))
    current = running.first()
    if current is not None:
        return current, False
    return SheetsExport.objects.create(
        league=league, requested_by=actor, language=translation.get_language() or ""
    ), True


def _merged_pdf(htmls) -> bytes:
    """One PDF of several HTML documents, each rendered on its own (the caller counts them as they go)."""
    from weasyprint import HTML  # imported here, as teams.pdf does: Pango is loaded only where a PDF is made

    documents = []
    for html in htmls:
        documents.append(HTML(string=html, base_url=None).render())
    pages = [page for document in documents for page in document.pages]
    return documents[0].copy(pages).write_pdf()


def sheets_build(*, export_id: int) -> SheetsExport | None:
    """Build the export's PDF (the task calls this), worded in the language of the page that asked for it. Claimed
    with a conditional update, so a message delivered twice builds it once; the teams done are written after each
    team for the page's progress bar."""
    claimed = SheetsExport.objects.filter(pk=export_id, status=SheetsExport.Status.QUEUED).update(
        status=SheetsExport.Status.BUILDING
    )
    if claimed != 1:
        return None
    export = SheetsExport.objects.select_related("league", "requested_by").get(pk=export_id)
    with translation.override(export.language or settings.LANGUAGE_CODE):
        return _build(export)


def _build(export: SheetsExport) -> SheetsExport:
    league = export.league
    try:
        teams = team_selectors.league_teams_for_sheets(league=league)
        SheetsExport.objects.filter(pk=export.pk).update(teams_total=len(teams))

        def sheets():
            for team in teams:
                context = team_selectors.team_page_context(team=team, user=export.requested_by, history=False)
                yield render_to_string("teams/sheet_pdf.html", {"sheets": [context], "title": league.name})
                SheetsExport.objects.filter(pk=export.pk).update(teams_done=F("teams_done") + 1)

        pdf = (
            _merged_pdf(sheets())
            if teams
            else _merged_pdf([render_to_string("teams/sheet_pdf.html", {"sheets": [], "title": league.name})])
        )
        name = default_storage.save(f"league-sheets/{league.slug}-{export.pk}.pdf", ContentFile(pdf))
    except Exception as exc:
        SheetsExport.objects.filter(pk=export.pk).update(
            status=SheetsExport.Status.FAILED, error=str(exc)[:255], finished_at=timezone.now()
        )
        raise
    SheetsExport.objects.filter(pk=export.pk).update(
        status=SheetsExport.Status.READY, file=name, finished_at=timezone.now()
    )
    export.refresh_from_db()
    return export

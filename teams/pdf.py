"""PDF rendering of the team sheet with WeasyPrint (the same HTML and print CSS as the browser's print)."""

from __future__ import annotations

from django.http import HttpResponse


def html_to_pdf(html: str) -> bytes:
    """Render a self-contained HTML document (styles inline, no external fetches) to PDF bytes."""
    from weasyprint import HTML  # imported here: it loads Pango, which only PDF requests need (not a project import)

    return HTML(string=html, base_url=None).write_pdf()


def pdf_response(html: str, filename: str) -> HttpResponse:
    """A PDF of ``html`` as a download named ``filename`` (team sheets here, a league's sheets in league)."""
    response = HttpResponse(html_to_pdf(html), content_type="application/pdf")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response

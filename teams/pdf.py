"""PDF rendering of the team sheet with WeasyPrint (the same HTML and print CSS as the browser's print)."""

from __future__ import annotations


def html_to_pdf(html: str) -> bytes:
    """Render a self-contained HTML document (styles inline, no external fetches) to PDF bytes."""
    from weasyprint import HTML  # imported here: it loads Pango, which only PDF requests need

    return HTML(string=html, base_url=None).write_pdf()

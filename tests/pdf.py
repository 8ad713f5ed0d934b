"""Read the text of a PDF in tests."""

import io

from pypdf import PdfReader


def pdf_text(content: bytes) -> str:
    reader = PdfReader(io.BytesIO(content))
    return "\n".join(page.extract_text() or "" for page in reader.pages)


def pdf_pages(content: bytes) -> int:
    return len(PdfReader(io.BytesIO(content)).pages)

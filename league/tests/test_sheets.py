"""The league's team sheets PDF: a commissioner asks for it, a Celery task builds it team by team (progress on the
page, polled by htmx), and the stored file is downloaded; nobody else may ask, watch or download."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from league.models import SheetsExport
from league.services.sheets import sheets_build, sheets_request
from tests.pdf import pdf_text

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def media(settings, tmp_path):
    settings.MEDIA_ROOT = str(tmp_path)


def page(league) -> str:
    return reverse("league:sheets_pdf", args=[league.slug])


def test_the_commissioner_builds_the_pdf_and_downloads_it(client, cast, django_capture_on_commit_callbacks):
    client.force_login(cast.commissioner)
    assertContains(client.get(page(cast.league)), "Build the PDF")
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        response = client.post(page(cast.league))
    assert response.status_code == 302
    assert len(callbacks) == 1  # the task is queued once the request commits (run in-process here)
    export = SheetsExport.objects.get()
    assert export.status == SheetsExport.Status.READY
    assert (export.teams_done, export.teams_total) == (2, 2)
    response = client.get(page(cast.league))
    assertContains(response, f"?file={export.pk}")
    assertNotContains(response, 'hx-trigger="every 2s"')  # nothing to poll once it is ready
    download = client.get(page(cast.league) + f"?file={export.pk}")
    assert download["Content-Type"] == "application/pdf"
    text = pdf_text(b"".join(download.streaming_content))
    assert "Reikland Rookies" in text
    assert "Altdorf Alley Cats" in text


def test_while_it_builds_the_page_polls_its_progress(client, cast):
    export, new = sheets_request(league=cast.league, actor=cast.commissioner)
    assert new
    SheetsExport.objects.filter(pk=export.pk).update(status="building", teams_total=64, teams_done=16)
    client.force_login(cast.commissioner)
    response = client.get(page(cast.league))
    assertContains(response, 'hx-trigger="every 2s"')
    assertContains(response, "16 of 64 teams")
    assertNotContains(response, "<script>")  # the Content Security Policy allows no inline script
    partial = client.get(page(cast.league), headers={"HX-Request": "true"})
    assertContains(partial, 'id="sheets-progress"')
    assertNotContains(partial, "<html")
    again, new = sheets_request(league=cast.league, actor=cast.commissioner)
    assert (again.pk, new) == (export.pk, False)  # asking twice while it builds builds one


def test_a_repeated_message_builds_once(cast):
    export, _ = sheets_request(league=cast.league, actor=cast.commissioner)
    assert sheets_build(export_id=export.pk) is not None
    assert sheets_build(export_id=export.pk) is None  # claimed already: nothing happens
    export.refresh_from_db()
    assert export.status == SheetsExport.Status.READY


@pytest.mark.parametrize("who", ["coach_a", "coach_b", "outsider"])
def test_only_a_commissioner_asks_watches_or_downloads(client, cast, who):
    export, _ = sheets_request(league=cast.league, actor=cast.commissioner)
    sheets_build(export_id=export.pk)
    client.force_login(getattr(cast, who))
    assert client.get(page(cast.league)).status_code == 403
    assert client.get(page(cast.league) + f"?file={export.pk}").status_code == 403
    assert client.post(page(cast.league)).status_code == 403
    assert SheetsExport.objects.count() == 1


def test_a_bad_file_id_is_404(client, cast):
    client.force_login(cast.commissioner)
    for wanted in ("999", "x", "1 OR 1=1"):
        assert client.get(page(cast.league), {"file": wanted}).status_code == 404


def test_the_pdf_is_worded_in_the_language_of_the_page_that_asked(cast, monkeypatch):
    """The task runs outside any request: the PDF is built in the language the commissioner's page had."""
    from django.utils import translation

    import league.services.sheets as sheets

    with translation.override("fr"):
        export, _ = sheets_request(league=cast.league, actor=cast.commissioner)
    assert export.language == "fr"
    seen = []
    real = sheets.render_to_string
    monkeypatch.setattr(
        sheets, "render_to_string", lambda *a, **k: seen.append(translation.get_language()) or real(*a, **k)
    )
    sheets_build(export_id=export.pk)
    assert seen, "no sheet was rendered"
    assert set(seen) == {"fr"}
    assert translation.get_language() != "fr"  # the language is the task's own, not left behind

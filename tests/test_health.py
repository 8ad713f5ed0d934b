import pytest

from home import health


@pytest.mark.django_db
def test_healthz_reports_database_ok_without_broker(client, settings):
    settings.CELERY_BROKER_URL = ""
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"database": "ok", "status": "ok"}


@pytest.mark.django_db
def test_healthz_is_503_when_the_broker_is_down(client, settings):
    settings.CELERY_BROKER_URL = "redis://127.0.0.1:1/0"  # nothing listens on port 1
    response = client.get("/healthz")
    assert response.status_code == 503
    body = response.json()
    assert body["database"] == "ok"
    assert body["broker"].startswith("error")
    assert body["status"] == "error"


@pytest.mark.django_db
def test_healthz_is_503_when_the_database_is_down(client, settings, monkeypatch):
    settings.CELERY_BROKER_URL = ""

    class BrokenCursor:
        def __enter__(self):
            raise RuntimeError("down")

        def __exit__(self, *exc):
            return False

    monkeypatch.setattr(health.connection, "cursor", lambda: BrokenCursor())
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["database"] == "error: RuntimeError"


@pytest.mark.django_db
def test_healthz_rejects_post(client):
    assert client.post("/healthz").status_code == 405

"""Liveness of the services the app depends on."""

from django.conf import settings
from django.db import connection

from config.celery import app


def database_status() -> str:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as exc:  # any driver error means "down"
        return f"error: {exc.__class__.__name__}"
    return "ok"


def broker_status() -> str:
    try:
        with app.connection_for_write(url=settings.CELERY_BROKER_URL) as conn:
            conn.ensure_connection(max_retries=1, timeout=2)
    except Exception as exc:  # kombu raises many kinds; all mean "down"
        return f"error: {exc.__class__.__name__}"
    return "ok"


def check() -> dict:
    report = {"database": database_status()}
    if settings.CELERY_BROKER_URL:
        report["broker"] = broker_status()
    report["status"] = "ok" if all(v == "ok" for v in report.values()) else "error"
    return report

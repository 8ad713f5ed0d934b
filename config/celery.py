"""The Celery application. Tasks are thin: they load rows by id and call a service."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("sevens")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@app.task(name="config.ping")
def ping() -> str:
    """Answer "pong": used by the health check and the worker smoke test."""
    return "pong"

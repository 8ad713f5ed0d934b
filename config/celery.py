"""The Celery application. Tasks are thin: they load rows by id and call a service."""

import os

from celery import Celery, signals

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("sevens")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@signals.task_prerun.connect
def _check_database_connection(task=None, **kwargs) -> None:
    """Celery keeps a worker's connection between tasks (CELERY_DB_REUSE_MAX); as between web requests, Django
    drops one that is broken or older than CONN_MAX_AGE before the task uses it. A task run eagerly shares its
    caller's connection and transaction, which stay as they are."""
    if task is not None and task.request.is_eager:
        return
    from django.db import close_old_connections

    close_old_connections()


@signals.task_prerun.connect
def _site_language(task=None, **kwargs) -> None:
    """A task runs in the site's language (``LANGUAGE_CODE``), as a worker does, even when it runs eagerly inside a
    request in another language: what it words does not depend on who caused it or where it ran. An e-mail or a
    webhook words itself for its reader (``translation.override``)."""
    from django.conf import settings
    from django.utils import translation

    if task is not None:
        task.request.sevens_language = translation.get_language()
        translation.activate(settings.LANGUAGE_CODE)


@signals.task_postrun.connect
def _caller_language(task=None, **kwargs) -> None:
    """The language the caller had, back once the task is done (an eager task returns to the request)."""
    from django.utils import translation

    previous = getattr(task.request, "sevens_language", None) if task is not None else None
    if previous:
        translation.activate(previous)


@app.task(name="config.ping")
def ping() -> str:
    """Answer "pong": used by the health check and the worker smoke test."""
    return "pong"

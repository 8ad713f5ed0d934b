from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class EventsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "events"
    verbose_name = _("Tournaments")

    def ready(self) -> None:
        """Tell notifications what waits at the events: the to-do list's items and the e-mails (on commit)."""
        from notifications.hooks import register_todo_provider

        from . import receivers, todo

        register_todo_provider(
            todo.event_todo, queries=todo.TODO_QUERIES, labels=todo.LABELS, scopes=todo.event_scopes
        )
        receivers.connect()

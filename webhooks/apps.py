from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class WebhooksConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "webhooks"
    verbose_name = _("Webhooks")

    def ready(self) -> None:
        """Listen to the league, matches and events (their signals queue deliveries on commit) and tell
        commissioners and organisers, through the to-do list, of a webhook switched off for failing."""
        from notifications.hooks import register_todo_provider

        from . import receivers, todo

        register_todo_provider(
            todo.switched_off, queries=todo.TODO_QUERIES, labels=todo.LABELS, scopes=todo.webhook_scopes
        )
        receivers.connect()

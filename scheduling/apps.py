from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class SchedulingConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "scheduling"
    verbose_name = _("Games arranged between coaches")

    def ready(self) -> None:
        """Answer the apps before: the fixture page's scheduling card (league's extension point), the to-do list's
        items and the e-mails (notifications' hooks), and an e-mail to both coaches on ``fixture_scheduled``."""
        from league.hooks import LeagueExtension, register_extension
        from notifications.hooks import register_todo_provider

        from . import emails, todo
        from .fixture_page import fixture_page_context

        register_extension(LeagueExtension(fixture_page=fixture_page_context))
        register_todo_provider(
            todo.schedule_todo, queries=todo.TODO_QUERIES, labels=todo.LABELS, scopes=todo.schedule_scopes
        )
        emails.connect()

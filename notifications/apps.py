from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "notifications"
    verbose_name = "Notifications"

    def ready(self) -> None:
        """Answer the apps before this one: their events queue e-mails (on commit) and refresh the to-do count."""
        from . import receivers

        receivers.connect()

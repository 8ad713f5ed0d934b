from django.apps import AppConfig


class LiveConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "live"
    verbose_name = "Live games at the table"

    def ready(self) -> None:
        """Answer league's fixture page: the Live game card (league's extension point)."""
        from league.hooks import LeagueExtension, register_extension

        from .fixture_page import fixture_page_context

        register_extension(LeagueExtension(fixture_page=fixture_page_context))

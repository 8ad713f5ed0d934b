from django.apps import AppConfig


class LiveConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "live"
    verbose_name = "Live games at the table"

    def ready(self) -> None:
        """Answer league's fixture page and a coach's own event game: the Live game card (league's and events'
        extension points), and a link to follow it on the event page's game lines."""
        from events.hooks import register_game_link, register_game_panel
        from league.hooks import LeagueExtension, register_extension

        from .event_page import event_game_links, event_game_panel
        from .fixture_page import fixture_page_context

        register_extension(LeagueExtension(fixture_page=fixture_page_context))
        register_game_panel(event_game_panel)
        register_game_link(event_game_links)

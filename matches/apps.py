from django.apps import AppConfig


class MatchesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "matches"

    def ready(self) -> None:
        """Answer league's signal and hook: a confirmed result starts the post-game sequence, and the fixture page
        shows the game's match-day and post-game cards."""
        from league.hooks import register_fixture_page
        from league.signals import result_confirmed

        from .receivers import start_post_game_on_confirmation
        from .selectors import fixture_page_context

        result_confirmed.connect(start_post_game_on_confirmation, dispatch_uid="matches.start_post_game")
        register_fixture_page(fixture_page_context)

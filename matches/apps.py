from django.apps import AppConfig


class MatchesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "matches"

    def ready(self) -> None:
        """Answer league's signal and its extension point: a confirmed result starts the post-game sequence, the
        fixture page shows the game's match-day and post-game cards, the result form is pre-filled from the player
        reports and checked against them, and the league file carries each fixture's voids."""
        from league.hooks import LeagueExtension, register_extension
        from league.signals import result_confirmed

        from .hooks import fixture_export, result_check, result_prefill
        from .receivers import start_post_game_on_confirmation
        from .services import voids_import
        from .views.fixture_page import fixture_page_context

        result_confirmed.connect(start_post_game_on_confirmation, dispatch_uid="matches.start_post_game")
        register_extension(
            LeagueExtension(
                fixture_page=fixture_page_context,
                result_prefill=result_prefill,
                result_check=result_check,
                fixture_export=fixture_export,
                fixture_import=voids_import,
                fixture_import_keys=("voids",),
            )
        )

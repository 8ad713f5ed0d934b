from django.apps import AppConfig


class LeagueConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "league"

    def ready(self) -> None:
        # Imported here, not at the top: these modules import models, which cannot load before the app registry
        # is ready. This is the one import inside a function in league, and Django's own place for it.
        from teams import permissions as team_permissions

        from . import selectors
        from .permissions import can_enter_team, can_view_league, is_commissioner, oversees_team

        team_permissions.register_overseer(oversees_team)
        team_permissions.register_league_overseer(is_commissioner)
        team_permissions.register_league_reader(can_view_league)
        team_permissions.register_league_entry(can_enter_team, selectors.leagues_open_to, selectors.league_for_slug)

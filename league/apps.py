from django.apps import AppConfig


class LeagueConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "league"

    def ready(self) -> None:
        # Imported here, not at the top: both modules import models, which cannot load before the app registry.
        from teams import permissions as team_permissions

        from .permissions import is_commissioner

        if hasattr(team_permissions, "register_overseer"):
            team_permissions.register_overseer(
                lambda user, team: team.league_id is not None and is_commissioner(user, team.league)
            )

from django.apps import AppConfig


class RecordsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "records"

    def ready(self) -> None:
        """Answer the apps before it through their hooks: the team page's roster gets the players' records, and the
        league file carries each player's record and the season awards."""
        from league.hooks import register_league_export, register_league_page
        from teams.hooks import register_team_page

        from .hooks import league_export, league_page, team_page

        register_team_page(team_page)
        register_league_export(league_export)
        register_league_page(league_page)

from django.apps import AppConfig


class RecordsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "records"

    def ready(self) -> None:
        """Answer the apps before it through their extension points: the team page's roster gets the players'
        records, the league's home page the season awards, and the league file each player's record and the
        awards."""
        from league.hooks import LeagueExtension, register_extension
        from teams.hooks import register_team_page

        from .hooks import league_export, league_page, team_page

        register_team_page(team_page)
        register_extension(LeagueExtension(league_page=league_page, league_export=league_export))

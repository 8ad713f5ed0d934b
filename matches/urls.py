from django.urls import path

from .views import advancement, pregame, report, sequence, sheets

app_name = "matches"

urlpatterns = [
    path("<int:match_id>/teams/<int:team_id>/advancement/", advancement.advancement, name="advancement"),
    path("<int:match_id>/teams/<int:team_id>/advancement/pick/", advancement.advancement_pick, name="advancement_pick"),
    path("<int:match_id>/teams/<int:team_id>/advancement/keep/", advancement.advancement_keep, name="advancement_keep"),
    path("<int:match_id>/void/", sequence.void, name="void"),
    path("<int:match_id>/retry/", sequence.retry, name="retry"),
    path("fixtures/<int:fixture_id>/pregame/", pregame.pregame, name="pregame"),
    path("fixtures/<int:fixture_id>/teams/<int:team_id>/journeymen/", pregame.journeymen, name="journeymen"),
    path("fixtures/<int:fixture_id>/teams/<int:team_id>/fans/", pregame.fan_factor, name="fan_factor"),
    path("fixtures/<int:fixture_id>/table/", pregame.table_side, name="table_side"),
    path("fixtures/<int:fixture_id>/sheet.pdf", sheets.match_sheet_pdf, name="match_sheet"),
    path("fixtures/<int:fixture_id>/teams/<int:team_id>/report/", report.player_report, name="player_report"),
]

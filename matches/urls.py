from django.urls import path

from . import advancement_views, views

app_name = "matches"

urlpatterns = [
    path("<int:match_id>/teams/<int:team_id>/advancement/", advancement_views.advancement, name="advancement"),
    path("<int:match_id>/void/", views.void, name="void"),
    path("<int:match_id>/retry/", views.retry, name="retry"),
    path("fixtures/<int:fixture_id>/pregame/", views.pregame, name="pregame"),
    path("fixtures/<int:fixture_id>/teams/<int:team_id>/journeymen/", views.journeymen, name="journeymen"),
    path("fixtures/<int:fixture_id>/teams/<int:team_id>/fans/", views.fan_factor, name="fan_factor"),
    path("fixtures/<int:fixture_id>/table/", views.table_side, name="table_side"),
    path("fixtures/<int:fixture_id>/sheet.pdf", views.match_sheet_pdf, name="match_sheet"),
    path("fixtures/<int:fixture_id>/teams/<int:team_id>/report/", views.player_report, name="player_report"),
]

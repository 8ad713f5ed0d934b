from django.urls import path

from .views import calendar, entries, fixtures, leagues, results, seasons, standings

app_name = "league"

urlpatterns = [
    path("", leagues.league_index, name="index"),
    path("new/", leagues.league_create, name="create"),
    path("<slug:slug>/", leagues.league_detail, name="detail"),
    path("<slug:slug>/settings/", leagues.league_settings, name="settings"),
    path("<slug:slug>/commissioners/", leagues.league_add_commissioner, name="add_commissioner"),
    path("<slug:slug>/divisions/", leagues.league_add_division, name="add_division"),
    path("<slug:slug>/invite/", leagues.league_new_invite, name="new_invite"),
    path("<slug:slug>/join/<str:code>/", leagues.league_join, name="join"),
    path("<slug:slug>/teams/", entries.league_teams, name="teams"),
    path("<slug:slug>/teams/<int:team_id>/approve/", entries.league_decide_entry, {"approve": True}, name="approve"),
    path("<slug:slug>/teams/<int:team_id>/reject/", entries.league_decide_entry, {"approve": False}, name="reject"),
    path("<slug:slug>/sheets.pdf", entries.league_sheets_pdf, name="sheets_pdf"),
    path("<slug:slug>/seasons/", seasons.league_seasons, name="seasons"),
    path("<slug:slug>/seasons/start/", seasons.season_start, name="season_start"),
    path("<slug:slug>/seasons/next/", seasons.season_next, name="season_next"),
    path("<slug:slug>/seasons/finish/", seasons.season_finish, name="season_finish"),
    path("<slug:slug>/seasons/<int:number>/reopen/", seasons.season_reopen, name="season_reopen"),
    path("<slug:slug>/seasons/<int:number>/close/", seasons.season_close, name="season_close"),
    path("<slug:slug>/standings/", standings.league_standings, name="standings"),
    path("<slug:slug>/fixtures/", fixtures.league_fixtures, name="fixtures"),
    path("<slug:slug>/fixtures.ics", calendar.league_calendar, name="calendar"),
    path("<slug:slug>/calendar/renew/", leagues.league_new_calendar_key, name="new_calendar_key"),
    path("<slug:slug>/fixtures/generate/", fixtures.fixtures_generate, name="generate"),
    path("<slug:slug>/fixtures/add/", fixtures.fixture_add, name="fixture_add"),
    path("<slug:slug>/fixtures/<int:pk>/", fixtures.fixture_detail, name="fixture"),
    path("<slug:slug>/fixtures/<int:pk>/result/", results.result_submit, name="result_submit"),
    path("<slug:slug>/fixtures/<int:pk>/confirm/", results.result_confirm, name="result_confirm"),
    path("<slug:slug>/fixtures/<int:pk>/dispute/", results.result_dispute, name="result_dispute"),
    path("<slug:slug>/fixtures/<int:pk>/correct/", results.result_correct, name="result_correct"),
    path("<slug:slug>/fixtures/<int:pk>/move/", fixtures.fixture_move, name="fixture_move"),
    path("<slug:slug>/fixtures/<int:pk>/cancel/", fixtures.fixture_cancel, name="fixture_cancel"),
    path("<slug:slug>/fixtures/<int:pk>/delete/", fixtures.fixture_delete, name="fixture_delete"),
]

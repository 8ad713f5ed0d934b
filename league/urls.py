from django.urls import path

from . import views

app_name = "league"

urlpatterns = [
    path("", views.league_index, name="index"),
    path("new/", views.league_create, name="create"),
    path("<slug:slug>/", views.league_detail, name="detail"),
    path("<slug:slug>/settings/", views.league_settings, name="settings"),
    path("<slug:slug>/commissioners/", views.league_add_commissioner, name="add_commissioner"),
    path("<slug:slug>/divisions/", views.league_add_division, name="add_division"),
    path("<slug:slug>/invite/", views.league_new_invite, name="new_invite"),
    path("<slug:slug>/join/<str:code>/", views.league_join, name="join"),
    path("<slug:slug>/teams/", views.league_teams, name="teams"),
    path("<slug:slug>/teams/<int:team_id>/approve/", views.league_decide_entry, {"approve": True}, name="approve"),
    path("<slug:slug>/teams/<int:team_id>/reject/", views.league_decide_entry, {"approve": False}, name="reject"),
    path("<slug:slug>/seasons/", views.league_seasons, name="seasons"),
    path("<slug:slug>/seasons/start/", views.season_start, name="season_start"),
    path("<slug:slug>/seasons/next/", views.season_next, name="season_next"),
    path("<slug:slug>/standings/", views.league_standings, name="standings"),
    path("<slug:slug>/fixtures/", views.league_fixtures, name="fixtures"),
    path("<slug:slug>/fixtures.ics", views.league_calendar, name="calendar"),
    path("<slug:slug>/fixtures/generate/", views.fixtures_generate, name="generate"),
    path("<slug:slug>/fixtures/add/", views.fixture_add, name="fixture_add"),
    path("<slug:slug>/fixtures/<int:pk>/", views.fixture_detail, name="fixture"),
    path("<slug:slug>/fixtures/<int:pk>/result/", views.result_submit, name="result_submit"),
    path("<slug:slug>/fixtures/<int:pk>/confirm/", views.result_confirm, name="result_confirm"),
    path("<slug:slug>/fixtures/<int:pk>/correct/", views.result_correct, name="result_correct"),
    path("<slug:slug>/fixtures/<int:pk>/move/", views.fixture_move, name="fixture_move"),
    path("<slug:slug>/fixtures/<int:pk>/cancel/", views.fixture_cancel, name="fixture_cancel"),
    path("<slug:slug>/fixtures/<int:pk>/delete/", views.fixture_delete, name="fixture_delete"),
]

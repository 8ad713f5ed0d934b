from django.urls import path

from . import views

app_name = "records"

urlpatterns = [
    path("leagues/<slug:slug>/", views.league_leaders, name="leaders"),
    path("leagues/<slug:slug>/hall-of-fame/", views.league_hall_of_fame, name="hall_of_fame"),
    path("leagues/<slug:slug>/awards-panel/", views.league_awards_panel, name="awards_panel"),
    path("leagues/<slug:slug>/seasons/<int:number>/", views.season_records, name="season"),
    path("leagues/<slug:slug>/seasons/<int:number>/awards/", views.award_give, name="award_give"),
    path("leagues/<slug:slug>/seasons/<int:number>/awards/<int:pk>/remove/", views.award_remove, name="award_remove"),
    path("teams/<int:pk>/", views.team_records, name="team"),
    path("players/<int:pk>/", views.player_page, name="player"),
]

from django.urls import path

from . import views

app_name = "league"

urlpatterns = [
    path("<slug:slug>/", views.league_detail, name="detail"),
]

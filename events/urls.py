from django.urls import path

from . import views

app_name = "events"

urlpatterns = [
    path("<slug:slug>/", views.event_detail, name="detail"),
    path("<slug:slug>/rounds/next/", views.round_next, name="round_next"),
]

from django.urls import path

from . import views

app_name = "live"

urlpatterns = [
    path("<slug:slug>/fixtures/<int:pk>/live/", views.live_page, name="page"),
    path("<slug:slug>/fixtures/<int:pk>/live/open/", views.live_open, name="open"),
    path("<slug:slug>/fixtures/<int:pk>/live/state/", views.live_state, name="state"),
    path("<slug:slug>/fixtures/<int:pk>/live/tap/", views.live_tap, name="tap"),
    path("<slug:slug>/fixtures/<int:pk>/live/roll/", views.live_roll, name="roll"),
    path("<slug:slug>/fixtures/<int:pk>/live/close/", views.live_close, name="close"),
]

"""An event game's live game, under its event (``/events/<slug>/games/<pk>/live/``): the same page and writes as a
league fixture's (``live.urls``), fetched through the event."""

from django.urls import path

from . import views

app_name = "live_event"

urlpatterns = [
    path("<slug:slug>/games/<int:pk>/live/", views.event_live_page, name="page"),
    path("<slug:slug>/games/<int:pk>/live/open/", views.event_live_open, name="open"),
    path("<slug:slug>/games/<int:pk>/live/state/", views.event_live_state, name="state"),
    path("<slug:slug>/games/<int:pk>/live/tap/", views.event_live_tap, name="tap"),
    path("<slug:slug>/games/<int:pk>/live/roll/", views.event_live_roll, name="roll"),
    path("<slug:slug>/games/<int:pk>/live/close/", views.event_live_close, name="close"),
]

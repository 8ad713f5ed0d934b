from django.urls import path

from . import views

app_name = "notifications"

urlpatterns = [
    path("", views.email_settings, name="settings"),
]

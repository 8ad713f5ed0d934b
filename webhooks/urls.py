"""The webhooks pages: ``/webhooks/league/<slug>/`` and ``/webhooks/event/<slug>/``, and a POST address per action
on one webhook."""

from __future__ import annotations

from django.urls import path

from . import views

app_name = "webhooks"

urlpatterns = []
for kind in ("league", "event"):
    urlpatterns += [
        path(f"{kind}/<slug:slug>/", views.webhooks_page, {"kind": kind}, name=kind),
        path(f"{kind}/<slug:slug>/<int:pk>/test/", views.webhook_test, {"kind": kind}, name=f"{kind}_test"),
        path(f"{kind}/<slug:slug>/<int:pk>/on/", views.webhook_switch_on, {"kind": kind}, name=f"{kind}_on"),
        path(f"{kind}/<slug:slug>/<int:pk>/off/", views.webhook_switch_off, {"kind": kind}, name=f"{kind}_off"),
        path(f"{kind}/<slug:slug>/<int:pk>/delete/", views.webhook_delete, {"kind": kind}, name=f"{kind}_delete"),
    ]

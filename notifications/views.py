"""The e-mail settings page: each user switches each kind of e-mail on or off."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from . import selectors, services
from .forms import EmailPreferencesForm


@login_required
def email_settings(request: HttpRequest) -> HttpResponse:
    preferences = selectors.preferences_for(user=request.user)
    form = EmailPreferencesForm(request.POST or None, instance=preferences)
    if request.method == "POST":
        if form.is_valid():
            services.preferences_update(user=request.user, **{k: form.cleaned_data[k] for k in form.Meta.fields})
            messages.success(request, "E-mail settings saved.")
            return redirect("notifications:settings")
        return render(request, "notifications/settings.html", {"form": form}, status=422)
    return render(request, "notifications/settings.html", {"form": form})

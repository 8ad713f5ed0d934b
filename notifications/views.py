"""The e-mail settings page (each user switches each kind of e-mail on or off, and picks his language) and the
language switcher's target."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views import i18n
from django.views.decorators.http import require_POST

from . import selectors, services
from .forms import EmailPreferencesForm, LanguageForm


@login_required
def email_settings(request: HttpRequest) -> HttpResponse:
    preferences = selectors.preferences_for(user=request.user)
    form = EmailPreferencesForm(request.POST or None, instance=preferences)
    context = {"form": form, "language_form": LanguageForm(initial={"language": get_language()})}
    if request.method == "POST":
        if form.is_valid():
            services.preferences_update(user=request.user, **{k: form.cleaned_data[k] for k in form.Meta.fields})
            messages.success(request, _("E-mail settings saved."))
            return redirect("notifications:settings")
        return render(request, "notifications/settings.html", context, status=422)
    return render(request, "notifications/settings.html", context)


@require_POST
def set_language(request: HttpRequest) -> HttpResponse:
    """Django's ``set_language`` (the language cookie, back to ``next``) for a language the site offers; a
    signed-in user's choice is also saved as his own (``services.preferences_set_language``), for his other
    devices and his e-mails. Any other code is refused with a 400 and changes nothing."""
    form = LanguageForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest(_("The site is not offered in that language."), content_type="text/plain")
    if request.user.is_authenticated:
        services.preferences_set_language(user=request.user, language=form.cleaned_data["language"])
    return i18n.set_language(request)

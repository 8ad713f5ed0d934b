"""The webhooks pages: a league's (an event's) webhooks with their latest deliveries, the form adding one, and a
button per webhook to send a test, switch it on or off, or delete it. Thin: the services check the acting user
again. Never cached (``no-store``): the page shows the addresses and signing secrets."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from rules.errors import DomainError

from . import selectors, services
from .access import owner_for_manager, webhook_for_manager
from .forms import WebhookForm
from .models import Webhook


def _page_url(kind: str, slug: str) -> str:
    return reverse(f"webhooks:{kind}", kwargs={"slug": slug})


@login_required
def webhooks_page(request: HttpRequest, kind: str, slug: str) -> HttpResponse:
    """The webhooks of a league (its commissioners) or an event (its organisers): the list and the form adding
    one; a refusal is shown beside its field and nothing is saved (422)."""
    league, event = owner_for_manager(request, kind, slug)
    kinds = services.kinds_for(league=league, event=event)
    form = WebhookForm(request.POST or None, kinds=kinds)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                made = services.webhook_add(actor=request.user, league=league, event=event, **form.cleaned_data)
            except DomainError as exc:
                exc.add_to(form)
                status = 422
            else:
                messages.success(request, _("The webhook “%(name)s” is added: send it a test.") % {"name": made.name})
                return redirect(_page_url(kind, slug) + f"#webhook-{made.pk}")
        else:
            status = 422
    owner = league or event
    response = render(request, "webhooks/settings.html", {
        "owner": owner,
        "kind": kind,
        "form": form,
        "webhooks": selectors.webhooks_page(league=league, event=event),
        "json_preset": Webhook.Preset.JSON,
    }, status=status)
    response["Cache-Control"] = "no-store"
    return response


def _act(request: HttpRequest, kind: str, slug: str, pk: int, act, done: str, *, anchor: bool = True) -> HttpResponse:
    webhook = webhook_for_manager(request, kind, slug, pk)
    try:
        act(webhook)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, done % {"name": webhook.name})
    return redirect(_page_url(kind, slug) + (f"#webhook-{pk}" if anchor else ""))


@login_required
@require_POST
def webhook_test(request: HttpRequest, kind: str, slug: str, pk: int) -> HttpResponse:
    """Send the webhook a test message (its delivery is logged on the page)."""
    return _act(request, kind, slug, pk, lambda hook: services.webhook_test(actor=request.user, webhook=hook),
                _("A test is on its way to “%(name)s”: its delivery shows below."))


@login_required
@require_POST
def webhook_switch_on(request: HttpRequest, kind: str, slug: str, pk: int) -> HttpResponse:
    return _act(request, kind, slug, pk,
                lambda hook: services.webhook_switch(actor=request.user, webhook=hook, on=True),
                _("“%(name)s” is switched on."))


@login_required
@require_POST
def webhook_switch_off(request: HttpRequest, kind: str, slug: str, pk: int) -> HttpResponse:
    return _act(request, kind, slug, pk,
                lambda hook: services.webhook_switch(actor=request.user, webhook=hook, on=False),
                _("“%(name)s” is switched off: it is told nothing until you switch it on."))


@login_required
@require_POST
def webhook_delete(request: HttpRequest, kind: str, slug: str, pk: int) -> HttpResponse:
    return _act(request, kind, slug, pk, lambda hook: services.webhook_delete(actor=request.user, webhook=hook),
                _("“%(name)s” is deleted."), anchor=False)

"""The form that adds a webhook: its name, preset, address, language and what it is told about (the kinds a
league's or an event's webhook can hear). The address is checked by the service (``addresses.check``), which puts
its refusal beside the field."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from .models import NAME_MAX, URL_MAX, Webhook, default_language, language_choices


class WebhookForm(forms.Form):
    name = forms.CharField(
        label=_("Name"), max_length=NAME_MAX, help_text=_("E.g. “#results channel”: the page lists it by this name.")
    )
    preset = forms.ChoiceField(
        choices=Webhook.Preset.choices, initial=Webhook.Preset.DISCORD, widget=forms.RadioSelect, label=_("Format")
    )
    url = forms.CharField(
        max_length=URL_MAX,
        label=_("Address"),
        widget=forms.URLInput(attrs={"placeholder": "https://discord.com/api/webhooks/…", "autocomplete": "off"}),
        help_text=_("In Discord: the channel's settings, Integrations, Webhooks, Copy Webhook URL."),
    )
    language = forms.ChoiceField(
        label=_("Language"), choices=language_choices, required=False,
        help_text=_("The language its Discord messages are written in (a JSON body's keys and codes stay English)."),
    )
    kinds = forms.MultipleChoiceField(widget=forms.CheckboxSelectMultiple, label=_("Tell it when"))

    def __init__(self, *args, kinds=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["language"].initial = default_language()
        self.fields["kinds"].choices = [(str(kind), kind.label) for kind in kinds]
        self.fields["kinds"].initial = [str(kind) for kind in kinds]

    def clean_language(self) -> str | None:
        """The language chosen; None (not sent) leaves the site's."""
        return self.cleaned_data.get("language") or None

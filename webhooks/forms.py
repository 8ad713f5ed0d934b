"""The form that adds a webhook: its name, preset, address and what it is told about (the kinds a league's or an
event's webhook can hear). The address is checked by the service (``addresses.check``), which puts its refusal
beside the field."""

from __future__ import annotations

from django import forms

from .models import NAME_MAX, URL_MAX, Webhook


class WebhookForm(forms.Form):
    name = forms.CharField(max_length=NAME_MAX, help_text="E.g. “#results channel”: the page lists it by this name.")
    preset = forms.ChoiceField(
        choices=Webhook.Preset.choices, initial=Webhook.Preset.DISCORD, widget=forms.RadioSelect, label="Format"
    )
    url = forms.CharField(
        max_length=URL_MAX,
        label="Address",
        widget=forms.URLInput(attrs={"placeholder": "https://discord.com/api/webhooks/…", "autocomplete": "off"}),
        help_text="In Discord: the channel's settings, Integrations, Webhooks, Copy Webhook URL.",
    )
    kinds = forms.MultipleChoiceField(widget=forms.CheckboxSelectMultiple, label="Tell it when")

    def __init__(self, *args, kinds=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["kinds"].choices = [(str(kind), kind.label) for kind in kinds]
        self.fields["kinds"].initial = [str(kind) for kind in kinds]

"""The form that issues a read token: its name (what reads with it)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from .models import TOKEN_NAME_MAX


class TokenForm(forms.Form):
    name = forms.CharField(
        label=_("Name"),
        max_length=TOKEN_NAME_MAX,
        help_text=_("Who or what will read with it, e.g. “club website”: you revoke it by this name."),
    )

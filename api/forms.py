"""The form that issues a read token: its name (what reads with it)."""

from __future__ import annotations

from django import forms

from .models import TOKEN_NAME_MAX


class TokenForm(forms.Form):
    name = forms.CharField(
        max_length=TOKEN_NAME_MAX,
        help_text="Who or what will read with it, e.g. “club website”: you revoke it by this name.",
    )

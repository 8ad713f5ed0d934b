"""The season award form: what it is for, its name (for an award the commissioner names), and who wins it."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from teams.forms import validate_one_line

from .models import SeasonAward
from .services import TITLE_MAX


class AwardForm(forms.Form):
    kind = forms.ChoiceField(choices=SeasonAward.Kind.choices, label=_("Award"))
    title = forms.CharField(
        required=False,
        max_length=TITLE_MAX,
        validators=[validate_one_line],
        label=pgettext_lazy("the name of a season award", "Title"),
        help_text=_("Empty for the standard awards; the name of your own award."),
    )
    pick = forms.ChoiceField(label=_("Winner"))

    def __init__(self, *args, candidates: list[tuple[str, str]], **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["pick"].choices = [("", "—"), *candidates]

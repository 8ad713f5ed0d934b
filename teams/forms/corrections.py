"""A commissioner's corrections of a player and a team."""

from __future__ import annotations

from django import forms
from django.core.validators import MaxValueValidator
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from rules.players import FIRST_SHIRT_NUMBER, LAST_SHIRT_NUMBER, PlayerStatus
from rules.postgame import MIN_DEDICATED_FANS
from rules.rulesets import Ruleset
from rules.textinput import (
    PLAYER_NAME_MAX,
    TEAM_NAME_MAX,
)

from .common import STALE_ABOVE_THE_FORM, name_field, validate_one_line

PROFILE_BOUNDS = {"ma": (1, 10), "st": (1, 8), "ag": (1, 6), "pa": (1, 6), "av": (3, 12)}
PLAYER_VALUE_MAX = 1_000_000


class CorrectPlayerForm(forms.Form):
    error_fields = STALE_ABOVE_THE_FORM
    version = forms.IntegerField(widget=forms.HiddenInput)
    name = name_field(PLAYER_NAME_MAX, required=False, label=_("Name"))
    number = forms.IntegerField(label=_("Number"), min_value=FIRST_SHIRT_NUMBER, max_value=LAST_SHIRT_NUMBER)
    ma = forms.IntegerField(
        label=pgettext_lazy("characteristic: Movement Allowance", "MA"),
        min_value=PROFILE_BOUNDS["ma"][0],
        max_value=PROFILE_BOUNDS["ma"][1],
    )
    st = forms.IntegerField(
        label=pgettext_lazy("characteristic: Strength", "ST"),
        min_value=PROFILE_BOUNDS["st"][0],
        max_value=PROFILE_BOUNDS["st"][1],
    )
    ag = forms.IntegerField(
        label=pgettext_lazy("characteristic: Agility", "AG"),
        min_value=PROFILE_BOUNDS["ag"][0],
        max_value=PROFILE_BOUNDS["ag"][1],
        help_text=_("Target number, e.g. 3 for 3+"),
    )
    pa = forms.IntegerField(
        label=pgettext_lazy("characteristic: Passing Ability", "PA"),
        min_value=PROFILE_BOUNDS["pa"][0],
        max_value=PROFILE_BOUNDS["pa"][1],
        required=False,
        help_text=_("Empty for -"),
    )
    av = forms.IntegerField(
        label=pgettext_lazy("characteristic: Armour Value", "AV"),
        min_value=PROFILE_BOUNDS["av"][0],
        max_value=PROFILE_BOUNDS["av"][1],
    )
    value = forms.IntegerField(
        label=_("Value"), min_value=0, max_value=PLAYER_VALUE_MAX, help_text=_("Current Value in gold pieces")
    )
    status = forms.ChoiceField(
        label=_("Status"),
        choices=[(key, _(label)) for key, label in PlayerStatus.choices()],  # rule terms
    )
    gained_skills = forms.CharField(
        label=_("Gained skills"),
        required=False,
        help_text=_("Gained skills, separated by commas (e.g. Block, Dodge)."),
        max_length=500,
        validators=[validate_one_line],
    )
    reason = forms.CharField(label=_("Reason"), widget=forms.Textarea(attrs={"rows": 2}), max_length=500)

    def cleaned_changes(self) -> dict:
        data = dict(self.cleaned_data)
        data.pop("reason")
        data.pop("version")
        data["gained_skills"] = [s.strip() for s in data["gained_skills"].split(",") if s.strip()]
        return data


class CorrectTeamForm(forms.Form):
    error_fields = STALE_ABOVE_THE_FORM
    version = forms.IntegerField(widget=forms.HiddenInput)
    name = name_field(TEAM_NAME_MAX, label=_("Name"))
    rerolls = forms.IntegerField(label=_("Team re-rolls"), min_value=0, max_value=8)
    assistant_coaches = forms.IntegerField(label=_("Assistant coaches"), min_value=0, max_value=12)
    cheerleaders = forms.IntegerField(label=_("Cheerleaders"), min_value=0, max_value=12)
    apothecary = forms.BooleanField(label=_("Apothecary"), required=False)
    dedicated_fans = forms.IntegerField(label=_("Dedicated fans"), min_value=MIN_DEDICATED_FANS, max_value=20)
    treasury = forms.IntegerField(label=_("Treasury"), min_value=0, max_value=10_000_000, help_text=_("Gold pieces"))
    reason = forms.CharField(label=_("Reason"), widget=forms.Textarea(attrs={"rows": 2}), max_length=500)

    def __init__(self, *args, ruleset: Ruleset | None = None, **kwargs):
        """The re-roll and Dedicated Fans maxima come from the team's ruleset: Spike! Journal 22, Dedicated Fans,
        "can never be more than 5 or less than 1" (``Ruleset.dedicated_fans_ceiling``; the 2020 rulesets have no
        ceiling after the draft, so only the sanity bound holds)."""
        super().__init__(*args, **kwargs)
        if ruleset is not None:  # seed 000 / Spike! Journal 22: the ruleset's 0-N re-rolls and staff
            self.fields["rerolls"].max_value = ruleset.max_rerolls
            self.fields["rerolls"].validators.append(MaxValueValidator(ruleset.max_rerolls))
            self.fields["rerolls"].widget.attrs["max"] = ruleset.max_rerolls
            for name in ("assistant_coaches", "cheerleaders"):
                staff = getattr(ruleset, name)
                most = staff.max_qty if staff is not None else 0
                self.fields[name].max_value = most
                self.fields[name].validators.append(MaxValueValidator(most))
                self.fields[name].widget.attrs["max"] = most
        if ruleset is not None and ruleset.dedicated_fans_ceiling is not None:
            self.fields["dedicated_fans"] = forms.IntegerField(
                label=_("Dedicated fans"),
                min_value=MIN_DEDICATED_FANS,
                max_value=ruleset.dedicated_fans_ceiling,
                help_text=gettext("%(low)s to %(high)s under %(ruleset)s.")
                % {"low": MIN_DEDICATED_FANS, "high": ruleset.dedicated_fans_ceiling, "ruleset": ruleset.name},
            )

    def cleaned_changes(self) -> dict:
        data = dict(self.cleaned_data)
        data.pop("reason")
        data.pop("version")
        return data

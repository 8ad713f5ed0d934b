"""A game's result, as a coach or an organiser enters it."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rules.eventfile import GAME_COUNT_MAX
from rules.textinput import REASON_MAX
from rules.tournament import OBJECTIVES_ROLLED


class ResultForm(forms.Form):
    home_td = forms.IntegerField(min_value=0, max_value=GAME_COUNT_MAX, initial=0)
    away_td = forms.IntegerField(min_value=0, max_value=GAME_COUNT_MAX, initial=0)
    home_cas = forms.IntegerField(min_value=0, max_value=GAME_COUNT_MAX, initial=0)
    away_cas = forms.IntegerField(min_value=0, max_value=GAME_COUNT_MAX, initial=0)
    conceded_by = forms.ChoiceField(required=False, label=_("Conceded by"))
    extra_time_winner = forms.ChoiceField(required=False, label=_("A draw: who won in extra time"))
    home_objectives = forms.IntegerField(min_value=0, max_value=OBJECTIVES_ROLLED, initial=0, required=False)
    away_objectives = forms.IntegerField(min_value=0, max_value=OBJECTIVES_ROLLED, initial=0, required=False)

    def __init__(
        self, *args, game, objectives: bool = False, extra_time: bool = False, players=None, correcting=False, **kwargs
    ):
        super().__init__(*args, **kwargs)
        if correcting:  # an organiser's correction is recorded with its reason
            self.fields["reason"] = forms.CharField(
                label=gettext("Why it is corrected"), max_length=REASON_MAX,
                widget=forms.Textarea(attrs={"rows": 3}),
                help_text=gettext("Recorded with the result before and after, and shown on the game."),
            )
        home, away = game.home.name, game.away.name
        for side, name, choices in zip(("home", "away"), (home, away), players or (), strict=False):
            labels = (
                ("seriously_hurt", gettext("%(coach)s: Seriously Hurt (misses the next game)")),
                ("dead", gettext("%(coach)s: Dead")),
            )
            for outcome, label in labels:
                self.fields[f"{side}_{outcome}"] = forms.TypedMultipleChoiceField(
                    label=label % {"coach": name}, choices=choices, coerce=int, required=False,
                    widget=forms.CheckboxSelectMultiple,
                )
        if objectives:  # seed 003, Secret Objectives: how many of his three each coach achieved
            label = gettext("%(coach)s: Secret Objectives achieved (0-%(most)s)")
            self.fields["home_objectives"].label = label % {"coach": home, "most": OBJECTIVES_ROLLED}
            self.fields["away_objectives"].label = label % {"coach": away, "most": OBJECTIVES_ROLLED}
        else:
            del self.fields["home_objectives"], self.fields["away_objectives"]
        self.fields["home_td"].label = gettext("%(coach)s: touchdowns") % {"coach": home}
        self.fields["away_td"].label = gettext("%(coach)s: touchdowns") % {"coach": away}
        self.fields["home_cas"].label = gettext("%(coach)s: casualties inflicted") % {"coach": home}
        self.fields["away_cas"].label = gettext("%(coach)s: casualties inflicted") % {"coach": away}
        self.fields["conceded_by"].choices = [("", gettext("Nobody")), ("home", home), ("away", away)]
        if extra_time:  # seed 003, Knockout Stage: a drawn knockout game is settled in extra time
            self.fields["extra_time_winner"].choices = [("", gettext("Not a draw")), ("home", home), ("away", away)]
        else:
            del self.fields["extra_time_winner"]



class DisputeForm(forms.Form):
    reason = forms.CharField(
        label=_("What is wrong with the result"), max_length=REASON_MAX, widget=forms.Textarea(attrs={"rows": 4}),
        help_text=_("The organisers read it; the result is then entered again."),
    )

    def clean_reason(self) -> str:
        reason = " ".join(self.cleaned_data["reason"].split())
        if not reason:
            raise forms.ValidationError(gettext("Say what is wrong with the result."))
        return reason

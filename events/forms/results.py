"""A game's result, as a coach or an organiser enters it."""

from __future__ import annotations

from django import forms

from rules.eventfile import GAME_COUNT_MAX
from rules.textinput import REASON_MAX
from rules.tournament import OBJECTIVES_ROLLED


class ResultForm(forms.Form):
    home_td = forms.IntegerField(min_value=0, max_value=GAME_COUNT_MAX, initial=0)
    away_td = forms.IntegerField(min_value=0, max_value=GAME_COUNT_MAX, initial=0)
    home_cas = forms.IntegerField(min_value=0, max_value=GAME_COUNT_MAX, initial=0)
    away_cas = forms.IntegerField(min_value=0, max_value=GAME_COUNT_MAX, initial=0)
    conceded_by = forms.ChoiceField(required=False, label="Conceded by")
    extra_time_winner = forms.ChoiceField(required=False, label="A draw: who won in extra time")
    home_objectives = forms.IntegerField(min_value=0, max_value=OBJECTIVES_ROLLED, initial=0, required=False)
    away_objectives = forms.IntegerField(min_value=0, max_value=OBJECTIVES_ROLLED, initial=0, required=False)

    def __init__(
        self, *args, game, objectives: bool = False, extra_time: bool = False, players=None, correcting=False, **kwargs
    ):
        super().__init__(*args, **kwargs)
        if correcting:  # an organiser's correction is recorded with its reason
            self.fields["reason"] = forms.CharField(
                label="Why it is corrected", max_length=REASON_MAX, widget=forms.Textarea(attrs={"rows": 3}),
                help_text="Recorded with the result before and after, and shown on the game.",
            )
        home, away = game.home.name, game.away.name
        for side, name, choices in zip(("home", "away"), (home, away), players or (), strict=False):
            for outcome, label in (("seriously_hurt", "Seriously Hurt (misses the next game)"), ("dead", "Dead")):
                self.fields[f"{side}_{outcome}"] = forms.TypedMultipleChoiceField(
                    label=f"{name}: {label}", choices=choices, coerce=int, required=False,
                    widget=forms.CheckboxSelectMultiple,
                )
        if objectives:  # seed 003, Secret Objectives: how many of his three each coach achieved
            self.fields["home_objectives"].label = f"{home}: Secret Objectives achieved (0-{OBJECTIVES_ROLLED})"
            self.fields["away_objectives"].label = f"{away}: Secret Objectives achieved (0-{OBJECTIVES_ROLLED})"
        else:
            del self.fields["home_objectives"], self.fields["away_objectives"]
        self.fields["home_td"].label = f"{home}: touchdowns"
        self.fields["away_td"].label = f"{away}: touchdowns"
        self.fields["home_cas"].label = f"{home}: casualties inflicted"
        self.fields["away_cas"].label = f"{away}: casualties inflicted"
        self.fields["conceded_by"].choices = [("", "Nobody"), ("home", home), ("away", away)]
        if extra_time:  # seed 003, Knockout Stage: a drawn knockout game is settled in extra time
            self.fields["extra_time_winner"].choices = [("", "Not a draw"), ("home", home), ("away", away)]
        else:
            del self.fields["extra_time_winner"]



class DisputeForm(forms.Form):
    reason = forms.CharField(
        label="What is wrong with the result", max_length=REASON_MAX, widget=forms.Textarea(attrs={"rows": 4}),
        help_text="The organisers read it; the result is then entered again.",
    )

    def clean_reason(self) -> str:
        reason = " ".join(self.cleaned_data["reason"].split())
        if not reason:
            raise forms.ValidationError("Say what is wrong with the result.")
        return reason

"""Forms of the events app; every refusal is shown beside its field."""

from __future__ import annotations

from django import forms

from rules.eventfile import GAME_COUNT_MAX, NAF_MAX


class RegisterForm(forms.Form):
    team = forms.ModelChoiceField(queryset=None, empty_label=None, help_text="The roster you bring, as drafted.")
    naf = forms.IntegerField(label="NAF number", required=False, min_value=1, max_value=NAF_MAX)

    def __init__(self, *args, teams, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["team"].queryset = teams


class ResultForm(forms.Form):
    home_td = forms.IntegerField(min_value=0, max_value=GAME_COUNT_MAX, initial=0)
    away_td = forms.IntegerField(min_value=0, max_value=GAME_COUNT_MAX, initial=0)
    home_cas = forms.IntegerField(min_value=0, max_value=GAME_COUNT_MAX, initial=0)
    away_cas = forms.IntegerField(min_value=0, max_value=GAME_COUNT_MAX, initial=0)
    conceded_by = forms.ChoiceField(required=False, label="Conceded by")

    def __init__(self, *args, game, **kwargs):
        super().__init__(*args, **kwargs)
        home, away = game.home.name, game.away.name
        self.fields["home_td"].label = f"{home}: touchdowns"
        self.fields["away_td"].label = f"{away}: touchdowns"
        self.fields["home_cas"].label = f"{home}: casualties inflicted"
        self.fields["away_cas"].label = f"{away}: casualties inflicted"
        self.fields["conceded_by"].choices = [("", "Nobody"), ("home", home), ("away", away)]

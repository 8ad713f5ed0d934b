"""A coach's registration for an event: his roster, what he buys with it, and the organiser's desk."""

from __future__ import annotations

from django import forms

from rules.eventfile import GAME_COUNT_MAX, NAF_MAX
from rules.rulesets import get_ruleset
from rules.textinput import TEAM_NAME_MAX
from rules.tournament import (
    Rulespack,
    budget_for_round,
    escalates,
    stage_count,
)
from rules.violations import gp


class RegisterForm(forms.Form):
    team = forms.ModelChoiceField(queryset=None, empty_label=None, help_text="The roster you bring, as drafted.")
    naf = forms.IntegerField(label="NAF number", required=False, min_value=1, max_value=NAF_MAX)
    event_team = forms.CharField(
        label="Your team in the event", max_length=TEAM_NAME_MAX, required=False,
        help_text="Its name, as your team-mates write it; the first coach to name it is its captain.",
    )

    def __init__(self, *args, teams, team_event: bool = False, pack: Rulespack | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["team"].queryset = teams
        if not team_event:
            del self.fields["event_team"]
        if pack is None:
            return
        if escalates(pack):  # seed 003, Gold Piece Escalation: a roster for every round's budget, each adding
            self.fields["team"].label = f"Roster for round 1 (budget {gp(budget_for_round(pack, 1))})"
            for number in range(2, stage_count(pack) + 1):
                self.fields[f"stage_{number}"] = forms.ModelChoiceField(
                    queryset=teams, required=False, empty_label=f"The same as round {number - 1}",
                    label=f"Roster for round {number} (budget {gp(budget_for_round(pack, number))})",
                    help_text="It keeps everything the round before had, and may add to it.",
                )
            self.order_fields(["team", *(f"stage_{n}" for n in range(2, stage_count(pack) + 1))])
        ruleset = get_ruleset(pack.ruleset)
        for key in pack.inducements:  # seed 003, Inducements: bought from the budget, kept for the event
            inducement = ruleset.inducement(key)
            if inducement is None or inducement.price is None:
                continue
            self.fields[f"inducement_{key}"] = forms.IntegerField(
                label=f"{inducement.name} ({gp(inducement.price)} each, {inducement.cap_label})", required=False,
                min_value=0, max_value=inducement.max_qty if inducement.max_qty is not None else GAME_COUNT_MAX,
                initial=0,
            )

    def roster_fields(self) -> list:
        return [self[name] for name in self.fields if not name.startswith("inducement_")]

    def inducement_fields(self) -> list:
        return [self[name] for name in self.fields if name.startswith("inducement_")]

    def inducements(self) -> dict[str, int]:
        """The inducements bought, by key (none left at 0)."""
        prefix = "inducement_"
        return {name[len(prefix):]: value for name, value in self.cleaned_data.items()
                if name.startswith(prefix) and value}

    def stages(self) -> list:
        """Seed 003, Gold Piece Escalation: the team for rounds 2, 3 ... (None: the same as the round before)."""
        return [self.cleaned_data.get(name) for name in self.fields if name.startswith("stage_")]


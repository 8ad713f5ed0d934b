"""The re-draft between seasons."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rules.postgame import MIN_DEDICATED_FANS
from rules.rosters import Race
from rules.textinput import (
    PLAYER_NAME_MAX,
)

from .common import name_error


class RedraftForm(forms.Form):
    """Spike! Journal 22, Re-drafting, with the 2025 rulebook's Re-draft Team: the players re-hired, the players
    hired in the re-draft (parallel lists ``hire_position``/``hire_name``, one row per slot), the Veteran when the
    old one is not re-hired, and the re-rolls, staff and Dedicated Fans bought from the budget."""

    COUNT = {
        "invalid": _("Enter a whole number."),
        "min_value": _("Enter 0 or more."),
        "required": _("Enter 0 or more."),
    }
    FANS = {"invalid": _("Enter a whole number."), "min_value": _("Enter 1 or more.")}

    keep = forms.TypedMultipleChoiceField(coerce=int, required=False)
    rerolls = forms.IntegerField(min_value=0, max_value=99, error_messages=COUNT)
    assistant_coaches = forms.IntegerField(min_value=0, max_value=99, error_messages=COUNT)
    cheerleaders = forms.IntegerField(min_value=0, max_value=99, error_messages=COUNT)
    apothecary = forms.BooleanField(required=False)
    dedicated_fans = forms.IntegerField(min_value=MIN_DEDICATED_FANS, max_value=99, required=False, error_messages=FANS)
    veteran = forms.CharField(required=False, max_length=20)

    def __init__(self, *args, players=(), race: Race | None = None, slots: int = 0, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["keep"].choices = [(p.pk, p.pk) for p in players]
        self.race, self.slots = race, slots

    def clean(self):
        data = super().clean()
        positions = self.data.getlist("hire_position") if hasattr(self.data, "getlist") else []
        names = self.data.getlist("hire_name") if hasattr(self.data, "getlist") else []
        hires = []
        for index, position in enumerate(positions[: self.slots]):
            name = names[index] if index < len(names) else ""
            if not position.strip():
                continue
            if self.race is None or self.race.position(position) is None:
                message = gettext("There is no position called %(position)s to hire.")
                self.add_error(None, message % {"position": repr(position)})
            elif problem := name_error("new_player", name, PLAYER_NAME_MAX):
                self.add_error(None, problem)
            hires.append((position, name))
        data["hires"] = hires
        return data

    def hire_rows(self) -> list[tuple[str, str]]:
        """The hire rows as posted (or empty), one per slot, for the page to show again."""
        positions = self.data.getlist("hire_position") if self.is_bound else []
        names = self.data.getlist("hire_name") if self.is_bound else []
        return [
            (positions[i] if i < len(positions) else "", names[i] if i < len(names) else "") for i in range(self.slots)
        ]

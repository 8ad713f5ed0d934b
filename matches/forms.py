"""Forms for the pages around a game: the player report, inducements and the advancement choice.

Each form turns posted text into the values its service takes; a refusal from the service goes onto the same form
with ``DomainError.add_to(form)``, and ``summary(form)`` gives the page the message and the field it belongs to.
"""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rules import advancement
from rules.report import MAX_RECORDED_PER_GAME, ReportedInjury

from .services.report import ACTIONS


def summary(form: forms.Form) -> tuple[str, str]:
    """Every message of a refused form as one line, and the first field it belongs to ("" when above the form)."""
    messages, first = [], ""
    for name, errors in form.errors.items():
        messages.extend(errors)
        if not first and name != forms.forms.NON_FIELD_ERRORS:
            first = name
    return " ".join(messages), first


class AdvancementForm(forms.Form):
    """Seed 000, Player Advancement: Primary names a player and category (``pick`` = "player:category"); Secondary
    lets the dice draw the player, then takes the category."""

    kind = forms.ChoiceField(
        choices=[(advancement.PRIMARY, _("Primary")), (advancement.SECONDARY, _("Secondary"))],
        error_messages={
            "required": _("Choose a Primary or a Secondary skill."),
            "invalid_choice": _("Choose a Primary or a Secondary skill."),
        },
    )
    pick = forms.CharField(required=False)
    category = forms.CharField(required=False, max_length=40)
    keep_journeymen = forms.TypedMultipleChoiceField(coerce=int, required=False)
    let_go = forms.TypedMultipleChoiceField(coerce=int, required=False)

    def __init__(self, *args, journeymen=(), skilled=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["keep_journeymen"].choices = [(p.pk, p.pk) for p in journeymen]
        self.fields["let_go"].choices = [(p.pk, p.pk) for p in skilled]

    def choice(self) -> dict:
        """The service's keyword arguments."""
        data = self.cleaned_data
        player, _, category = data["pick"].partition(":")
        return {
            "kind": data["kind"],
            "player_id": int(player) if player.isdigit() else None,
            "category": category or data["category"],
            "keep_journeymen": data["keep_journeymen"],
            "let_go": data["let_go"],
        }


class CandidateForm(forms.Form):
    """Spike! Journal 22, Player Advancement: one candidate skill for the chosen player's Primary skill."""

    skill = forms.CharField(max_length=60, error_messages={"required": _("Choose a skill to add as a candidate.")})


class PlayerReportForm(forms.Form):
    """One line per player (fields ``p<id>_played``, ``_td``, ``_cas``, ``_completions``, ``_interceptions``,
    ``_fouls``, ``_sent_off``, ``_injury``, ``_apothecary``). Completions, interceptions and fouls are optional (empty
    is 0); a refusal of one of them stands beside its own field."""

    NUMBERS = _("Touchdowns, casualties and the apothecary's roll are whole numbers.")
    ACTIONS = ACTIONS
    NOT_A_COUNT = {
        "completions": _("#%(number)s: completions must be a whole number from 0 to %(most)s."),
        "interceptions": _("#%(number)s: interceptions must be a whole number from 0 to %(most)s."),
        "fouls": _("#%(number)s: fouls must be a whole number from 0 to %(most)s."),
    }

    def __init__(self, *args, players, stalling=False, **kwargs):
        super().__init__(*args, **kwargs)
        self.players = players
        if stalling:  # 2025 rulebook, Collect Winnings: was a player of the team deemed to be Stalling?
            self.fields["stalled"] = forms.BooleanField(required=False)
        number = {"invalid": self.NUMBERS}
        for p in players:
            prefix = f"p{p.pk}_"
            self.fields[prefix + "played"] = forms.BooleanField(required=False)
            self.fields[prefix + "td"] = forms.IntegerField(required=False, error_messages=number)
            self.fields[prefix + "cas"] = forms.IntegerField(required=False, error_messages=number)
            for figure in self.ACTIONS:
                message = self.NOT_A_COUNT[figure] % {"number": p.number, "most": MAX_RECORDED_PER_GAME}
                self.fields[prefix + figure] = forms.IntegerField(required=False, error_messages={"invalid": message})
            self.fields[prefix + "sent_off"] = forms.BooleanField(required=False)
            self.fields[prefix + "injury"] = forms.ChoiceField(choices=ReportedInjury.choices(), required=False)
            self.fields[prefix + "apothecary"] = forms.IntegerField(required=False, error_messages=number)

    def lines(self) -> list[dict]:
        """The service's player lines (a line as posted, also when the form was refused, to show it again)."""
        data = self.cleaned_data if hasattr(self, "cleaned_data") else {}
        lines = []
        for p in self.players:
            prefix = f"p{p.pk}_"
            lines.append(
                {
                    "player": p.pk,
                    "played": bool(data.get(prefix + "played")),
                    "touchdowns": data.get(prefix + "td") or 0,
                    "casualties": data.get(prefix + "cas") or 0,
                    **{figure: data.get(prefix + figure) or 0 for figure in self.ACTIONS},
                    "sent_off": bool(data.get(prefix + "sent_off")),
                    "injury": data.get(prefix + "injury") or "",
                    "apothecary_roll": data.get(prefix + "apothecary"),
                }
            )
        return lines


class InducementsForm(forms.Form):
    """How many of each inducement of the ruleset (fields ``i-<key>``), for the team named by ``team``."""

    team = forms.IntegerField()

    def __init__(self, *args, ruleset, **kwargs):
        super().__init__(*args, **kwargs)
        for item in ruleset.inducements:
            name = gettext(item.name)  # a rule term (core.terms)
            not_a_count = gettext("%(inducement)s: a whole number of 0 or more.") % {"inducement": name}
            self.fields[f"i-{item.key}"] = forms.IntegerField(
                required=False,
                min_value=0,
                label=name,
                error_messages={"invalid": not_a_count, "min_value": not_a_count},
            )
        self.ruleset = ruleset
        self.error_fields = {item.key: f"i-{item.key}" for item in ruleset.inducements}

    MERCENARY_ROWS = 3

    def mercenaries(self) -> list[dict]:
        """2020 rulebook, Mercenary Players: the rows posted as ``merc-<n>-position`` and ``merc-<n>-skill``
        (an empty position is no mercenary)."""
        rows = []
        for n in range(self.MERCENARY_ROWS):
            position = str(self.data.get(f"merc-{n}-position", "") or "").strip()[:60]
            skill = str(self.data.get(f"merc-{n}-skill", "") or "").strip()[:60]
            if position:
                rows.append({"position": position, "skill": skill})
        return rows

    def purchases(self) -> dict[str, int]:
        """Inducement key to how many, for the numbers given (also from a refused form, to show them again)."""
        data = self.cleaned_data if hasattr(self, "cleaned_data") else {}
        out = {}
        for item in self.ruleset.inducements:
            value = data.get(f"i-{item.key}")
            if value is None and self.is_bound and f"i-{item.key}" not in data:
                raw = (self.data.get(f"i-{item.key}") or "").strip()
                value = int(raw) if raw.isdigit() else None
            if value is not None:
                out[item.key] = value
        return out

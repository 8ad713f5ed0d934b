"""The scheduling forms: times proposed (datetime-local inputs, read in the league's time zone: the project's
``TIME_ZONE``), a time accepted, a forfeit, a round deadline. They check the shape of the input; the services
check the rest (in the future, within a year, a time of this fixture, a round of the season) and refuse beside
the field."""

from __future__ import annotations

from django import forms
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext_lazy as _

from league.models import FORFEIT_REASON_MAX, Fixture

from .models import Proposal

INPUT_FORMAT = "%Y-%m-%dT%H:%M"
MALFORMED = _("Enter a date and a time, like 2026-12-05 20:00.")


def when_field(label: str, *, required: bool) -> forms.DateTimeField:
    return forms.DateTimeField(
        label=label,
        required=required,
        input_formats=[INPUT_FORMAT, "%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M:%S"],
        widget=forms.DateTimeInput(attrs={"type": "datetime-local"}, format=INPUT_FORMAT),
        error_messages={"invalid": MALFORMED, "required": _("Propose at least one date and time.")},
    )


class ProposalForm(forms.Form):
    when_1 = when_field(_("A date and time"), required=True)
    when_2 = when_field(_("Another (optional)"), required=False)
    when_3 = when_field(_("A third (optional)"), required=False)

    def times(self) -> list:
        return [self.cleaned_data.get(f"when_{n}") for n in range(1, Proposal.MOST_AT_ONCE + 1)]


SHOWN = "D j M Y, H:i"  # day, month, year, 24-hour clock: the order of English, French, Spanish and Italian alike


def shown(when) -> str:
    """A time as the card shows it, in the league's time zone: "Sat 5 Dec 2026, 20:00" (the day's and the month's
    names in the active language)."""
    return date_format(timezone.localtime(when), SHOWN)


class AcceptForm(forms.Form):
    proposal = forms.TypedChoiceField(
        label=_("Accept one of the times"),
        coerce=int,
        widget=forms.RadioSelect,
        error_messages={
            "invalid_choice": _("That time was not proposed for this game: choose one of the times shown."),
            "required": _("Choose one of the times."),
        },
    )

    def __init__(self, *args, proposals=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["proposal"].choices = [(p.pk, shown(p.when)) for p in proposals]


class ForfeitForm(forms.Form):
    team_at_fault = forms.TypedChoiceField(label=_("Forfeited by"), coerce=int, widget=forms.RadioSelect)
    reason = forms.CharField(
        label=_("Why"),
        max_length=FORFEIT_REASON_MAX,
        widget=forms.Textarea(attrs={"rows": 2}),
        error_messages={"required": _("Say why the game is forfeited.")},
    )

    def __init__(self, *args, fixture: Fixture, **kwargs):
        super().__init__(*args, prefix="forfeit", **kwargs)
        teams = [fixture.home, fixture.away] if fixture.away_id else [fixture.home]
        self.fields["team_at_fault"].choices = [(team.pk, team.name) for team in teams]


class DeadlineForm(forms.Form):
    round = forms.IntegerField(label=_("Round"), min_value=1, max_value=99)
    due = when_field(_("Played by"), required=True)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["due"].error_messages["required"] = _("Give a date and a time.")

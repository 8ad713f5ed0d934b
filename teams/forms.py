"""Forms for teams. The draft builder's rows are parallel lists (position, number, name) so the page can add
and remove players without losing what the coach typed."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from django import forms
from django.core.exceptions import NON_FIELD_ERRORS, ValidationError
from django.core.validators import MaxValueValidator
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from rules.bbroster import CODE_MAX_CHARS, BbrosterTeam
from rules.draft import Draft, DraftPlayer
from rules.players import FIRST_SHIRT_NUMBER, LAST_SHIRT_NUMBER, PlayerStatus, is_shirt_number, next_free_number
from rules.postgame import MIN_DEDICATED_FANS
from rules.rosters import DEFAULT_EDITION, EDITIONS, Race, races
from rules.rosters import race as find_race
from rules.rulesets import BUDGET_MAX, EDITION_CHOICES, RULESET_CHOICES, Ruleset, get_ruleset
from rules.textinput import (
    PLAYER_NAME_MAX,
    POSITION_NAME_MAX,
    SPECIAL_RULE_MAX,
    TEAM_NAME_MAX,
    bad_character,
    name_problem,
    whole_number,
)

# A stale form (``StaleFormError``, field "version") is reported above the form, not beside the hidden field.
STALE_ABOVE_THE_FORM = {"version": NON_FIELD_ERRORS}


def validate_one_line(value: str) -> None:
    """A name holds no control character (``rules.textinput``): a message beside the field, never a 500."""
    char = bad_character(value or "")
    if char is not None:
        raise ValidationError(
            gettext("Remove the control character %(char)s.") % {"char": f"U+{ord(char):04X}"}, code="control_character"
        )


def name_field(max_length: int, **kwargs) -> forms.CharField:
    """A one-line name of at most ``max_length`` characters (the limits of ``rules.textinput``)."""
    return forms.CharField(max_length=max_length, validators=[validate_one_line], **kwargs)


# What is wrong with a typed name, worded per field (``rules.textinput.name_problem`` finds it): an empty required
# name, a name too long, a control character.
NAME_ERRORS = {
    "name": {
        "long": _("The name must be at most %(max)s characters (it has %(length)s)."),
        "control": _("The name must not contain the control character %(char)s."),
    },
    "special_rule": {
        "long": _("The special rule must be at most %(max)s characters (it has %(length)s)."),
        "control": _("The special rule must not contain the control character %(char)s."),
    },
    "position": {
        "empty": _("The position must be a non-empty string."),
        "long": _("The position must be at most %(max)s characters (it has %(length)s)."),
        "control": _("The position must not contain the control character %(char)s."),
    },
    "new_player": {
        "empty": _("The new player's name must be a non-empty string."),
        "long": _("The new player's name must be at most %(max)s characters (it has %(length)s)."),
        "control": _("The new player's name must not contain the control character %(char)s."),
    },
}


def _name_error(field: str, value: str, max_length: int, required: bool = False) -> str:
    """Why ``value`` is not a valid name for ``field`` (a key of ``NAME_ERRORS``), or "" when it is."""
    if name_problem(value, max_length=max_length, required=required) is None:
        return ""
    messages = NAME_ERRORS[field]
    text = value.strip() if isinstance(value, str) else ""
    if len(text) > max_length:
        return messages["long"] % {"max": max_length, "length": len(text)}
    char = bad_character(text)
    if char is not None:
        return messages["control"] % {"char": f"U+{ord(char):04X}"}
    return messages["empty"]


@dataclass
class DraftRow:
    position: str
    number: str = ""
    name: str = ""
    error: str = ""
    veteran: bool = False  # Spike! Journal 22, Veterans: the one Lineman chosen (2025 rulesets)


@dataclass
class DraftState:
    """What the draft page holds: the scalar options and the players typed so far."""

    name: str = ""
    rerolls: int = 0
    assistant_coaches: int = 0
    cheerleaders: int = 0
    apothecary: bool = False
    dedicated_fans: int = 1
    special_rule: str = ""
    rows: list[DraftRow] = field(default_factory=list)
    field_errors: dict[str, str] = field(default_factory=dict)

    def to_draft(self, race: Race) -> Draft:
        players = []
        for row in self.rows:
            number = whole_number(row.number, high=LAST_SHIRT_NUMBER)
            players.append(
                DraftPlayer(position=row.position, number=number, name=row.name.strip(), veteran=row.veteran)
            )
        return Draft(
            race=race.name,
            players=tuple(players),
            rerolls=self.rerolls,
            assistant_coaches=self.assistant_coaches,
            cheerleaders=self.cheerleaders,
            apothecary=self.apothecary,
            dedicated_fans=self.dedicated_fans,
        )

    def next_free_number(self) -> int:
        taken = {n for r in self.rows if (n := whole_number(r.number, high=LAST_SHIRT_NUMBER)) is not None}
        return next_free_number(taken)


# A count typed on the draft page that is not one, worded per field: not a whole number, out of range.
COUNT_ERRORS = {
    "rerolls": (_("Team re-rolls must be a whole number."), _("Team re-rolls must be between 0 and %(high)s.")),
    "assistant_coaches": (
        _("Assistant coaches must be a whole number."),
        _("Assistant coaches must be between 0 and %(high)s."),
    ),
    "cheerleaders": (_("Cheerleaders must be a whole number."), _("Cheerleaders must be between 0 and %(high)s.")),
    "dedicated_fans": (
        _("Dedicated Fans must be a whole number."),
        _("Dedicated Fans must be between 0 and %(high)s."),
    ),
}


def _small_int(data, key: str, default: int, errors: dict[str, str], high: int = 99) -> int:
    raw = (data.get(key) or "").strip()
    if raw == "":
        return default
    not_whole, out_of_range = COUNT_ERRORS[key]
    try:
        value = int(raw)
    except ValueError:
        errors[key] = str(not_whole)
        return default
    if not 0 <= value <= high:
        errors[key] = out_of_range % {"high": high}
        return default
    return value


def draft_state_from_post(data) -> DraftState:
    """Read the draft page's fields; anything unreadable is kept as typed and reported beside its field."""
    errors: dict[str, str] = {}
    name = (data.get("name") or "").strip()
    if _name_error("name", name, TEAM_NAME_MAX):
        errors["name"] = _name_error("name", name, TEAM_NAME_MAX)
    special_rule = (data.get("special_rule") or "").strip()
    if _name_error("special_rule", special_rule, SPECIAL_RULE_MAX):
        errors["special_rule"] = _name_error("special_rule", special_rule, SPECIAL_RULE_MAX)
    state = DraftState(
        name=name,
        rerolls=_small_int(data, "rerolls", 0, errors),
        assistant_coaches=_small_int(data, "assistant_coaches", 0, errors),
        cheerleaders=_small_int(data, "cheerleaders", 0, errors),
        apothecary=data.get("apothecary") in {"on", "1", "true"},
        dedicated_fans=_small_int(data, "dedicated_fans", 1, errors),
        special_rule=special_rule,
        field_errors=errors,
    )
    positions = data.getlist("player_position")
    numbers = data.getlist("player_number")
    names = data.getlist("player_name")
    veteran = whole_number((data.get("veteran") or "").strip(), high=29)
    for i, position in enumerate(positions[:30]):
        number = (numbers[i] if i < len(numbers) else "").strip()
        row = DraftRow(position=position, number=number, name=names[i] if i < len(names) else "", veteran=i == veteran)
        if number and not is_shirt_number(whole_number(number, high=LAST_SHIRT_NUMBER) or 0):
            row.error = gettext("Numbers run from %(first)s to %(last)s.") % {
                "first": FIRST_SHIRT_NUMBER,
                "last": LAST_SHIRT_NUMBER,
            }
        row.error = row.error or _name_error("name", row.name, PLAYER_NAME_MAX)
        row.error = row.error or _name_error("position", position, POSITION_NAME_MAX, required=True)
        state.rows.append(row)
    return state


def every_race() -> tuple[Race, ...]:
    """Every race of every edition, once by name (the start page's list)."""
    return tuple({r.name: r for e in EDITIONS for r in races(e)}.values())


def draft_choice(source, league) -> tuple[str, Race | None, Ruleset | None]:
    """The edition, race and ruleset a draft page is for: the league's edition and rules, or the friendly team's
    choice (2020 when none is given); None for a race or ruleset the edition does not have."""
    edition = league.edition if league else source.get("edition") or DEFAULT_EDITION
    edition = edition if edition in EDITIONS else DEFAULT_EDITION
    race = find_race(source.get("race", ""), edition) if source.get("race") else None
    try:
        rules = league.rules() if league else get_ruleset(source.get("ruleset", "sevens"), edition)
    except ValueError:
        rules = None
    budget = whole_number(str(source.get("budget") or ""), high=BUDGET_MAX)
    if rules is not None and league is None and budget:  # a friendly team for an event's Team Draft Budget
        rules = replace(rules, budget=budget)
    return edition, race, rules


class StartDraftForm(forms.Form):
    edition = forms.ChoiceField(
        label=_("Edition"),
        choices=[(key, _(label)) for key, label in EDITION_CHOICES],  # rule terms, translated where shown
        initial=DEFAULT_EDITION,
        required=False,
        help_text=_("2025: the Sevens of Spike! Journal 22 (the Sevens ruleset only)."),
    )
    ruleset = forms.ChoiceField(label=_("Ruleset"), choices=RULESET_CHOICES, initial="sevens")
    race = forms.ChoiceField(label=_("Race"), choices=())
    budget = forms.IntegerField(
        label=_("Team Draft Budget"), required=False, min_value=1, max_value=BUDGET_MAX,
        help_text=_("Leave empty for the ruleset's; an event may set its own (seed 003, Drafting Your Team)."),
    )

    def __init__(self, *args, races: tuple[Race, ...], league=None, asked=None, **kwargs):
        super().__init__(*args, **kwargs)
        # a link may name the ruleset, edition and budget (an event's): the form starts with them
        self.initial.update({key: asked.get(key) for key in ("ruleset", "edition", "budget") if (asked or {}).get(key)})
        if league is not None:
            self.fields["edition"].choices = [(league.edition, gettext(league.get_edition_display()))]
            self.fields["edition"].initial = league.edition
            self.fields["edition"].disabled = True
            self.fields["edition"].help_text = gettext("The league's edition.")
        self.fields["race"].choices = [("", gettext("Choose a team…"))] + [(r.name, gettext(r.name)) for r in races]
        if league is not None:
            self.fields["ruleset"].choices = [(league.ruleset, league.get_ruleset_display())]
            self.fields["ruleset"].initial = league.ruleset
            self.fields["ruleset"].disabled = True
            self.fields["ruleset"].help_text = gettext("The league's ruleset.")
            del self.fields["budget"]


class HireForm(forms.Form):
    error_fields = {**STALE_ABOVE_THE_FORM, "players": "position"}  # a roster limit is about the position hired
    version = forms.IntegerField(widget=forms.HiddenInput)
    position = forms.ChoiceField(label=_("Position"), choices=())
    name = name_field(PLAYER_NAME_MAX, required=False, label=_("Name"))
    number = forms.IntegerField(
        label=_("Number"),
        min_value=FIRST_SHIRT_NUMBER,
        max_value=LAST_SHIRT_NUMBER,
        required=False,
        help_text=_("Empty: the next free number."),
    )

    def __init__(self, *args, race: Race, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["position"].choices = [(p.name, f"{p.name} ({p.cost:,})") for p in race.positions]


# What a commissioner may type when he corrects a player's profile: bounds on input that keep a typo out of the
# database, wider than any roster or advancement reaches; the rules core checks skills and statuses, not these.
PROFILE_BOUNDS = {"ma": (1, 10), "st": (1, 8), "ag": (1, 6), "pa": (1, 6), "av": (3, 12)}
PLAYER_VALUE_MAX = 1_000_000


class CorrectPlayerForm(forms.Form):
    error_fields = STALE_ABOVE_THE_FORM
    version = forms.IntegerField(widget=forms.HiddenInput)
    name = name_field(PLAYER_NAME_MAX, required=False, label=_("Name"))
    number = forms.IntegerField(label=_("Number"), min_value=FIRST_SHIRT_NUMBER, max_value=LAST_SHIRT_NUMBER)
    ma = forms.IntegerField(label=pgettext_lazy("characteristic: Movement Allowance", "MA"),
                            min_value=PROFILE_BOUNDS["ma"][0], max_value=PROFILE_BOUNDS["ma"][1])
    st = forms.IntegerField(label=pgettext_lazy("characteristic: Strength", "ST"),
                            min_value=PROFILE_BOUNDS["st"][0], max_value=PROFILE_BOUNDS["st"][1])
    ag = forms.IntegerField(label=pgettext_lazy("characteristic: Agility", "AG"),
                            min_value=PROFILE_BOUNDS["ag"][0], max_value=PROFILE_BOUNDS["ag"][1],
                            help_text=_("Target number, e.g. 3 for 3+"))
    pa = forms.IntegerField(label=pgettext_lazy("characteristic: Passing Ability", "PA"),
                            min_value=PROFILE_BOUNDS["pa"][0], max_value=PROFILE_BOUNDS["pa"][1],
                            required=False, help_text=_("Empty for -"))
    av = forms.IntegerField(label=pgettext_lazy("characteristic: Armour Value", "AV"),
                            min_value=PROFILE_BOUNDS["av"][0], max_value=PROFILE_BOUNDS["av"][1])
    value = forms.IntegerField(label=_("Value"), min_value=0, max_value=PLAYER_VALUE_MAX,
                               help_text=_("Current Value in gold pieces"))
    status = forms.ChoiceField(
        label=_("Status"), choices=[(key, _(label)) for key, label in PlayerStatus.choices()]  # rule terms
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


class ImportForm(forms.Form):
    file = forms.FileField(label=_("File"), help_text=_("A sevens-roster/1 file (JSON), as exported from a team page."))

    def __init__(self, *args, leagues=(), **kwargs):
        super().__init__(*args, **kwargs)
        if leagues:
            self.fields["league"] = forms.ModelChoiceField(
                queryset=leagues, required=False, label=_("League"), empty_label=_("No league (a friendly team)")
            )


class BbrosterPasteForm(forms.Form):
    """A team from bbroster.com: its Export Code or Share Url (``rules.bbroster``), read into the draft page."""

    code = forms.CharField(
        label=_("bbroster.com code or link"),
        max_length=CODE_MAX_CHARS,
        widget=forms.Textarea(attrs={"rows": 3, "spellcheck": "false", "autocomplete": "off"}),
        help_text=_("On bbroster.com open the roster, choose Share, and copy the Export Code or the Share Url."),
    )

    def __init__(self, *args, leagues=(), **kwargs):
        super().__init__(*args, **kwargs)
        if leagues:
            self.fields["league"] = forms.ModelChoiceField(
                queryset=leagues, required=False, label=_("League"), empty_label=_("No league (a friendly team)")
            )


def draft_state_from_bbroster(found: BbrosterTeam) -> DraftState:
    """The draft page's fields filled from a bbroster team, for the coach to check and save."""
    draft = found.draft
    return DraftState(
        name=found.name,
        rerolls=draft.rerolls,
        assistant_coaches=draft.assistant_coaches,
        cheerleaders=draft.cheerleaders,
        apothecary=bool(draft.apothecary),
        dedicated_fans=draft.dedicated_fans,
        special_rule=found.special_rule,
        rows=[DraftRow(position=p.position, number=str(p.number or ""), name=p.name) for p in draft.players],
    )


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
            elif problem := _name_error("new_player", name, PLAYER_NAME_MAX):
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

"""The draft builder (its rows are parallel lists, position, number and name, so the page can add and remove players
without losing what the coach typed), hiring, and the roster files a team is drafted from."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from core.wording import gp
from rules.bbroster import CODE_MAX_CHARS, BbrosterTeam
from rules.draft import Draft, DraftPlayer
from rules.players import FIRST_SHIRT_NUMBER, LAST_SHIRT_NUMBER, is_shirt_number, next_free_number
from rules.rosters import DEFAULT_EDITION, EDITIONS, Race
from rules.rosters import race as find_race
from rules.rulesets import BUDGET_MAX, EDITION_CHOICES, RULESET_CHOICES, Ruleset, get_ruleset
from rules.textinput import (
    PLAYER_NAME_MAX,
    POSITION_NAME_MAX,
    SPECIAL_RULE_MAX,
    TEAM_NAME_MAX,
    whole_number,
)

from .common import STALE_ABOVE_THE_FORM, name_error, name_field, small_int


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
def draft_state_from_post(data) -> DraftState:
    """Read the draft page's fields; anything unreadable is kept as typed and reported beside its field."""
    errors: dict[str, str] = {}
    name = (data.get("name") or "").strip()
    if name_error("name", name, TEAM_NAME_MAX):
        errors["name"] = name_error("name", name, TEAM_NAME_MAX)
    special_rule = (data.get("special_rule") or "").strip()
    if name_error("special_rule", special_rule, SPECIAL_RULE_MAX):
        errors["special_rule"] = name_error("special_rule", special_rule, SPECIAL_RULE_MAX)
    state = DraftState(
        name=name,
        rerolls=small_int(data, "rerolls", 0, errors),
        assistant_coaches=small_int(data, "assistant_coaches", 0, errors),
        cheerleaders=small_int(data, "cheerleaders", 0, errors),
        apothecary=data.get("apothecary") in {"on", "1", "true"},
        dedicated_fans=small_int(data, "dedicated_fans", 1, errors),
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
        row.error = row.error or name_error("name", row.name, PLAYER_NAME_MAX)
        row.error = row.error or name_error("position", position, POSITION_NAME_MAX, required=True)
        state.rows.append(row)
    return state


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
        label=_("Team Draft Budget"),
        required=False,
        min_value=1,
        max_value=BUDGET_MAX,
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
        self.fields["position"].choices = [(p.name, f"{p.name} ({gp(p.cost)})") for p in race.positions]


# What a commissioner may type when he corrects a player's profile: bounds on input that keep a typo out of the
# database, wider than any roster or advancement reaches; the rules core checks skills and statuses, not these.
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

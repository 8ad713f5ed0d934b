"""A coach's registration for an event: his roster, the skills and inducements he buys with it, and the
organiser's desk (payment, check-in, NAF number, club, replacements)."""

from __future__ import annotations

import re

from django import forms
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from core.wording import gp
from rules.eventfile import GAME_COUNT_MAX, NAF_MAX
from rules.matchedplay import (
    PRIMARY_SKILL_POINTS,
    SECONDARY_SKILL_POINTS,
    MatchedPlayRoster,
    SkillOffer,
    elite_skills_bought,
    skill_points_spent,
    skills_on_offer,
    tier_of,
    with_bought_skills,
)
from rules.rosterfile import RosterFileError, parse_roster
from rules.rosters import edition as edition_data
from rules.rosters import race as find_race
from rules.textinput import TEAM_NAME_MAX
from rules.tournament import (
    Rulespack,
    budget_for_round,
    escalates,
    stage_count,
)
from teams.selectors import team_roster_file

NAF_DIGITS = len(str(NAF_MAX))


def clean_naf_number(text: str) -> int | None:
    """A NAF number as typed: digits only, from 1 to ``NAF_MAX``; empty for none."""
    text = (text or "").strip()
    if not text:
        return None
    if not re.fullmatch(r"[0-9]+", text):
        raise forms.ValidationError(
            gettext("A NAF number is digits only, as on your NAF membership (for example 1234).")
        )
    if len(text) > NAF_DIGITS or not 1 <= int(text) <= NAF_MAX:
        raise forms.ValidationError(gettext("A NAF number runs from 1 to %(most)s.") % {"most": NAF_MAX})
    return int(text)


def naf_field(**kwargs) -> forms.CharField:
    return forms.CharField(
        label=_("NAF number"), required=False, max_length=NAF_DIGITS + 8, strip=True,
        widget=forms.TextInput(attrs={"inputmode": "numeric", "autocomplete": "off"}), **kwargs,
    )


def skill_menu(*, team, pack: Rulespack) -> dict | None:
    """Seed 003, Purchasing Skills: the team's players, each with the skills he may be given for the event
    (``rules.matchedplay.skills_on_offer``), and the team's tier; None when the team's roster cannot be read. A
    team of another edition than the event's is offered nothing (``wrong_edition``: registration refuses it)."""
    try:
        roster = parse_roster(team_roster_file(team=team))
    except RosterFileError:
        return None
    if roster.edition != pack.edition:
        return {"team": team, "draft": roster.draft, "rows": [], "tier": None, "wrong_edition": roster.edition}
    found = find_race(roster.draft.race, roster.edition)
    rows = []
    for index, player in enumerate(roster.draft.players):
        position = found.position(player.position) if found else None
        rows.append((index, player, skills_on_offer(position, pack) if position else ()))
    return {"team": team, "draft": roster.draft, "rows": rows,
            "tier": tier_of(roster.draft.race, pack.ruleset, roster.edition)}


def _skill_choices(offers: tuple[SkillOffer, ...], elite_counted: bool = False) -> list:
    """The picker's choices, Primary then Secondary; an Elite skill says so where the event counts them (Spike!
    Journal 22, Purchasing Skills)."""
    def label(o: SkillOffer) -> str:
        shown = {"skill": o.name, "category": gettext(o.category), "cost": o.cost}
        if o.elite and elite_counted:
            return ngettext("%(skill)s (%(category)s, %(cost)d pt, Elite)",
                            "%(skill)s (%(category)s, %(cost)d pts, Elite)", o.cost) % shown
        return ngettext("%(skill)s (%(category)s, %(cost)d pt)", "%(skill)s (%(category)s, %(cost)d pts)",
                        o.cost) % shown

    primary = [(o.name, label(o)) for o in offers if not o.secondary]
    secondary = [(o.name, label(o)) for o in offers if o.secondary]
    groups = [("", gettext("No skill"))]
    if primary:
        groups.append((gettext("Primary"), primary))
    if secondary:
        groups.append((gettext("Secondary"), secondary))
    return groups


def _stage_label(pack: Rulespack, number: int) -> str:
    """Seed 003, Gold Piece Escalation: the roster field of a round, with its budget."""
    return gettext("Roster for round %(number)s (budget %(budget)s)") % {
        "number": number, "budget": gp(budget_for_round(pack, number))}


class RegisterForm(forms.Form):
    team = forms.ModelChoiceField(
        label=_("Team"), queryset=None, empty_label=None, help_text=_("The roster you bring, as drafted.")
    )
    naf = naf_field(help_text=_("Without one, your games are left out of the NAF upload."))
    club = forms.CharField(label=_("Your club"), max_length=TEAM_NAME_MAX, required=False,
                           help_text=_("Round 1 keeps coaches of the same club apart where the event asks it."))
    spare_volunteer = forms.BooleanField(
        label=_("I volunteer as the Spare Player"), required=False,
        help_text=_("If the field is odd, the Spare Player plays whoever would get the Bye; he is never ranked."),
    )
    skills_for = forms.IntegerField(required=False, widget=forms.HiddenInput)
    event_team = forms.CharField(
        label=_("Your team in the event"), max_length=TEAM_NAME_MAX, required=False,
        help_text=_("Its name, as your team-mates write it; the first coach to name it is its captain."),
    )

    def __init__(self, *args, teams, team_event: bool = False, pack: Rulespack | None = None,
                 menu: dict | None = None, resubmit: bool = False, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["team"].queryset = teams
        self.menu = menu
        self.error_fields = {}
        if not team_event or resubmit:
            del self.fields["event_team"]
        if resubmit:  # his NAF number, club and Spare offer stay as the desk has them
            for name in ("naf", "club", "spare_volunteer"):
                del self.fields[name]
        if menu is not None:
            self.fields["skills_for"].initial = menu["team"].pk
            for index, player, offers in menu["rows"]:
                who = player.name or gettext("Player %(number)s") % {"number": player.number or index + 1}
                self.fields[f"skill_{index}"] = forms.ChoiceField(
                    label=f"{who} ({player.position})", required=False,
                    choices=_skill_choices(offers, elite_counted=pack is not None and pack.max_elite is not None),
                )
                self.error_fields[f"players.{index}"] = f"skill_{index}"
        if pack is None:
            return
        if escalates(pack):  # seed 003, Gold Piece Escalation: a roster for every round's budget, each adding
            self.fields["team"].label = _stage_label(pack, 1)
            for number in range(2, stage_count(pack) + 1):
                self.fields[f"stage_{number}"] = forms.ModelChoiceField(
                    queryset=teams, required=False,
                    empty_label=gettext("The same as round %(number)s") % {"number": number - 1},
                    label=_stage_label(pack, number),
                    help_text=gettext("It keeps everything the round before had, and may add to it."),
                )
            self.order_fields(["team", *(f"stage_{n}" for n in range(2, stage_count(pack) + 1))])
        ruleset = pack.rules  # the event's ruleset in its edition
        for key in pack.inducements:  # seed 003, Inducements: bought from the budget, kept for the event
            inducement = ruleset.inducement(key)
            if inducement is None or inducement.price is None:
                continue
            cap = gettext("Unlimited") if inducement.max_qty is None else inducement.cap_label
            self.fields[f"inducement_{key}"] = forms.IntegerField(
                label=gettext("%(inducement)s (%(price)s each, %(cap)s)") % {
                    "inducement": gettext(inducement.name), "price": gp(inducement.price), "cap": cap},
                required=False,
                min_value=0, max_value=inducement.max_qty if inducement.max_qty is not None else GAME_COUNT_MAX,
                initial=0,
            )

    def clean_naf(self) -> int | None:
        return clean_naf_number(self.cleaned_data.get("naf"))

    def clean(self):
        data = super().clean()
        team = data.get("team")
        shown_for = data.get("skills_for")
        if self.menu is not None and team is not None and shown_for is not None and shown_for != team.pk:
            self.add_error(
                "team", gettext("You changed team: choose its players' skills below, then send the form again.")
            )
        return data

    def roster_fields(self) -> list:
        return [self[name] for name in self.fields
                if not name.startswith(("inducement_", "skill_")) and name not in ("naf", "club", "spare_volunteer")]

    def coach_fields(self) -> list:
        return [self[name] for name in ("naf", "club", "spare_volunteer") if name in self.fields]

    def skill_fields(self) -> list:
        return [self[name] for name in self.fields if name.startswith("skill_")]

    def inducement_fields(self) -> list:
        return [self[name] for name in self.fields if name.startswith("inducement_")]

    def inducements(self) -> dict[str, int]:
        """The inducements bought, by key (none left at 0)."""
        prefix = "inducement_"
        return {name[len(prefix):]: value for name, value in self.cleaned_data.items()
                if name.startswith(prefix) and value}

    def skills(self) -> dict[int, str] | None:
        """Seed 003, Purchasing Skills: the skill picked for each player, by index (None: no skills were shown)."""
        if self.menu is None:
            return None
        return {int(name[len("skill_"):]): value for name, value in self.cleaned_data.items()
                if name.startswith("skill_") and value}

    def stages(self) -> list:
        """Seed 003, Gold Piece Escalation: the team for rounds 2, 3 ... (None: the same as the round before)."""
        return [self.cleaned_data.get(name) for name in self.fields if name.startswith("stage_")]


def skill_budget(menu: dict | None, picks: dict[int, str], pack: Rulespack) -> dict | None:
    """Seed 003, Skill Points: the tier's points and Secondary limit, what the picks spend and what is left; Spike!
    Journal 22, Purchasing Skills (2025): the Elite skills picked of the two allowed (``elite_max`` None: not
    counted)."""
    if menu is None or menu["tier"] not in range(1, pack.tiers + 1):
        return None
    tier = menu["tier"]
    offered = {index: {o.name for o in offers} for index, _, offers in menu["rows"]}
    valid = {i: s for i, s in picks.items() if s in offered.get(i, ())}
    spent, secondary = skill_points_spent(MatchedPlayRoster(with_bought_skills(menu["draft"], valid)), pack)
    points, most = pack.skill_points[tier - 1], pack.max_secondary[tier - 1]
    elite = elite_skills_bought(with_bought_skills(menu["draft"], valid), pack)
    elite_over = pack.max_elite is not None and elite > pack.max_elite
    elite_names = [s.name for s in edition_data(pack.edition).skills if s.elite]
    return {"tier": tier, "points": points, "spent": spent, "left": points - spent, "secondary_max": most,
            "secondary": secondary, "over": spent > points or secondary > most or elite_over,
            "elite": elite, "elite_max": pack.max_elite, "elite_over": elite_over, "elite_names": elite_names,
            "primary_cost": PRIMARY_SKILL_POINTS, "secondary_cost": SECONDARY_SKILL_POINTS}


class MarkForm(forms.Form):
    """The desk: whichever of these a button sends (the others are left as they are)."""

    paid = forms.NullBooleanField(required=False)
    checked_in = forms.NullBooleanField(required=False)
    naf = naf_field()
    club = forms.CharField(label=_("Club"), max_length=TEAM_NAME_MAX, required=False)

    def clean_naf(self) -> int | None:
        return clean_naf_number(self.cleaned_data.get("naf"))

    def changes(self) -> dict:
        sent = {name: self.cleaned_data.get(name) for name in self.fields if name in self.data}
        if "naf" in sent and sent["naf"] is None:  # the field sent empty: the NAF number is taken away
            del sent["naf"]
            sent["clear_naf"] = True
        return sent


class ReplaceForm(forms.Form):
    by = forms.ModelChoiceField(
        queryset=None, label=_("Replace by"), empty_label=_("A coach on the waiting list")
    )

    def __init__(self, *args, waiting, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["by"].queryset = waiting


class ConfirmForm(forms.Form):
    confirm = forms.BooleanField(
        label=_("Yes, I am sure"), error_messages={"required": _("Tick the box to confirm.")}
    )

"""Creating an event (its rulespack) and giving the awards the organiser named."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from rules.eventcore import EDITION_NAMES, MATCHED_PLAY_BY_EDITION, MAX_ROUNDS, Rulespack
from rules.eventfile import MAX_COACHES
from rules.rosters import DEFAULT_EDITION
from rules.rulesets import BUDGET_MAX, DRAFT_BUDGET, RULESET_CHOICES_BY_EDITION, get_ruleset
from rules.textinput import TEAM_NAME_MAX
from rules.tournament import (
    KNOCKOUT_DRAWS,
    MATCHED_PLAY_TIEBREAKERS,
    RULESETS,
    TIEBREAKERS,
)


def _tier_figures() -> str:
    """The Skill Points each edition gives by tier, as the form's help says them (from the rules core)."""
    return "; ".join(
        f"{edition}: {'/'.join(str(p) for p in limits['skill_points'])}"
        for edition, limits in MATCHED_PLAY_BY_EDITION.items()
    )

MAX_NAMED_AWARDS = 10  # a sanity bound, not a rule
SKILL_POINTS_MAX = 20  # what an organiser may type for a tier: a sanity bound, not a rule
VENUE_MAX = 200  # Event.venue's length


def _terms(mapping) -> list[tuple[str, str]]:
    """A rules core mapping of codes to rule terms as a field's choices, each term translated when shown."""
    return [(key, _(term)) for key, term in mapping.items()]


class EventForm(forms.Form):
    """Seed 003, Tournament Rules: the rulespack's main choices (the tiebreakers in the organiser's order, the skill
    points by tier); the rest take the Guide's defaults."""

    error_fields = {
        "rounds": "rounds_planned", "tiebreakers": "tiebreaker_1", "skill_points": "skill_points_1",
        "awards": "named_awards",
    }
    TIEBREAKER_SLOTS = 5

    name = forms.CharField(label=_("Name"), max_length=TEAM_NAME_MAX)
    starts_on = forms.DateField(
        label=_("Date"), required=False, widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
        input_formats=["%Y-%m-%d"], error_messages={"invalid": _("Enter a date, such as 2026-12-05.")},
    )
    ends_on = forms.DateField(
        label=_("Last day (an event of more days)"), required=False,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"), input_formats=["%Y-%m-%d"],
        error_messages={"invalid": _("Enter a date, such as 2026-12-06.")},
    )
    venue = forms.CharField(label=_("Venue"), max_length=VENUE_MAX, required=False,
                            help_text=_("The venue and its town."))
    capacity = forms.IntegerField(
        label=_("Places"), min_value=2, max_value=MAX_COACHES, required=False,
        help_text=_("How many coaches it takes (the Spare Player aside); more go on a waiting list. Empty: no limit."),
    )
    late_signup = forms.BooleanField(
        required=False, label=_("Late sign-up"),
        help_text=_("Coaches may still sign up after the roster deadline, until round 1 is drawn."),
    )
    check_in = forms.BooleanField(
        required=False, label=_("Check coaches in on the day"), help_text=_("Only coaches checked in are drawn."),
    )
    separate_clubs = forms.BooleanField(
        required=False, label=_("Keep clubs apart in round 1"),
        help_text=_("Coaches of the same club (or team) do not meet in round 1 where the draw can avoid it."),
    )
    edition = forms.ChoiceField(
        label=_("Edition"), choices=_terms(EDITION_NAMES), initial=DEFAULT_EDITION, required=False,
        help_text=_("2025: Blood Bowl Sevens of Spike! Journal 22, with its Matched Play limits (Sevens only)."),
    )
    ruleset = forms.ChoiceField(label=_("Ruleset"), choices=_terms(RULESETS))
    rounds_planned = forms.IntegerField(
        label=_("Rounds"), min_value=1, max_value=MAX_ROUNDS, initial=Rulespack.rounds,
        help_text=_("Swiss and team events; a group event plays as many as its groups and knockout take."),
    )
    budget = forms.IntegerField(
        label=_("Team Draft Budget"), min_value=0, max_value=BUDGET_MAX, initial=DRAFT_BUDGET
    )
    spare_player = forms.BooleanField(
        label=_("Spare player"), required=False, help_text=_("A Spare Player instead of a Bye for an odd number.")
    )
    final_round_keeps_top = forms.BooleanField(required=False, label=_("Final round: 1st and 2nd meet again"))
    secret_objectives = forms.BooleanField(
        label=_("Secret objectives"), required=False,
        help_text=_("Three D16 objectives a coach a game, rolled with the draw; the first tiebreaker."),
    )
    injuries_carry = forms.BooleanField(
        required=False, label=_("Injuries carried between rounds"),
        help_text=_("A Seriously Hurt player misses his next game, a Dead one the rest of the event; the team worth "
                    "less gets the difference in gold for that game's inducements."),
    )
    gold_escalation = forms.IntegerField(
        label=_("Gold Piece Escalation"), min_value=0, max_value=1_000_000, initial=0, required=False,
        help_text=_("Gold added to the Team Draft Budget after each round (0: none); coaches bring a roster for "
                    "each."),
    )
    structure = forms.ChoiceField(
        label=_("Format"),
        choices=[("swiss", _("Swiss rounds")), ("groups", _("Groups of four, then a knockout")),
                 ("teams", _("Team event"))],
        initial="swiss",
        required=False,
        help_text=_("Groups: three group rounds, then the knockout with Best of the Rest for the others (the rounds "
                    "follow from the knockout's size)."),
    )
    knockout_size = forms.TypedChoiceField(
        label=_("Into the knockout"), choices=[(8, _("8 coaches")), (16, _("16 coaches"))], coerce=int, initial=8,
        required=False, empty_value=8,
    )
    knockout_draw = forms.ChoiceField(
        label=_("A drawn knockout game"), choices=_terms(KNOCKOUT_DRAWS), initial="extra_time", required=False,
    )
    roster_deadline = forms.DateTimeField(
        required=False, label=_("Roster deadline"),
        widget=forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M"),
        input_formats=["%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M", "%Y-%m-%d"],
        help_text=_("Registration closes and the rosters are frozen and published then (or at round 1's draw)."),
        error_messages={"invalid": _("Enter a date and time, such as 2026-12-05 18:00.")},
    )
    named_awards = forms.CharField(
        required=False, label=_("Your own awards"), widget=forms.Textarea(attrs={"rows": 3}),
        help_text=_("One a line (Best Painted, Best Sport ...), given by you on the event page; the places, the "
                    "Stunty Cup, most touchdowns and most casualties follow the standings."),
    )
    star_players = forms.BooleanField(required=False, label=_("Star Players allowed (where the ruleset has them)"))
    barred_inducements = forms.MultipleChoiceField(
        label=_("Inducements not allowed"), required=False, widget=forms.CheckboxSelectMultiple,
        help_text=_("Every inducement of the ruleset may be bought from the budget unless ticked here."),
    )
    skill_points_1 = forms.IntegerField(
        label=_("Skill points, Tier 1"), min_value=0, max_value=SKILL_POINTS_MAX, required=False
    )
    skill_points_2 = forms.IntegerField(
        label=_("Skill points, Tier 2"), min_value=0, max_value=SKILL_POINTS_MAX, required=False
    )
    skill_points_3 = forms.IntegerField(
        label=_("Skill points, Tier 3"), min_value=0, max_value=SKILL_POINTS_MAX, required=False
    )
    skill_points_4 = forms.IntegerField(
        label=_("Skill points, Tier 4 (2025 Sevens)"), min_value=0, max_value=SKILL_POINTS_MAX, required=False
    )
    team_size = forms.TypedChoiceField(
        label=_("Coaches a team (team event)"), choices=[(n, str(n)) for n in range(3, 9)], coerce=int, initial=3,
        required=False, empty_value=3,
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        offered = {
            i.key: gettext(i.name)
            for edition, choices in RULESET_CHOICES_BY_EDITION.items()
            for key, _ in choices
            for i in get_ruleset(key, edition).inducements
        }
        self.fields["skill_points_1"].help_text = gettext(
            "Empty: the edition's Skill Points by tier (%(figures)s). Fill every tier or none."
        ) % {"figures": _tier_figures()}
        self.fields["barred_inducements"].choices = sorted(offered.items(), key=lambda item: item[1])
        choices = [("", "—"), *_terms(TIEBREAKERS)]
        for slot in range(1, self.TIEBREAKER_SLOTS + 1):
            self.fields[f"tiebreaker_{slot}"] = forms.ChoiceField(
                label=gettext("Tiebreaker %(slot)s") % {"slot": slot}, choices=choices, required=False,
                initial=MATCHED_PLAY_TIEBREAKERS[slot - 1] if slot <= len(MATCHED_PLAY_TIEBREAKERS) else "",
            )

    SECTIONS = (
        (_("The event"), ("name", "edition", "ruleset", "structure", "rounds_planned", "knockout_size", "knockout_draw",
                       "team_size", "spare_player", "separate_clubs", "final_round_keeps_top")),
        (_("Day and sign-up"), ("starts_on", "ends_on", "venue", "capacity", "late_signup", "check_in")),
        (_("Rosters"), ("budget", "roster_deadline", "skill_points_1", "skill_points_2", "skill_points_3",
                     "skill_points_4", "barred_inducements", "star_players")),
        (_("Ranking"), ("tiebreaker_1", "tiebreaker_2", "tiebreaker_3", "tiebreaker_4", "tiebreaker_5",
                     "secret_objectives")),
        (_("Optional rules"), ("injuries_carry", "gold_escalation")),
        (_("Awards"), ("named_awards",)),
    )

    def sections(self) -> list[tuple[str, list]]:
        """The fields in the page's sections, in order; any field no section names comes last."""
        named = {name for _, names in self.SECTIONS for name in names}
        sections = [(title, [self[n] for n in names if n in self.fields]) for title, names in self.SECTIONS]
        rest = [self[n] for n in self.fields if n not in named]
        return sections + ([(gettext("More"), rest)] if rest else [])

    def clean(self):
        data = super().clean()
        order = [data.get(f"tiebreaker_{slot}") for slot in range(1, self.TIEBREAKER_SLOTS + 1)]
        given = any(f"tiebreaker_{slot}" in self.data for slot in range(1, self.TIEBREAKER_SLOTS + 1))
        data["tiebreakers"] = tuple(t for t in order if t) if given else None  # None: the Guide's order
        seen = set()
        for slot, key in enumerate(order, start=1):
            if key and key in seen:
                self.add_error(f"tiebreaker_{slot}", gettext("%(tiebreaker)s is already a tiebreaker above.") % {
                    "tiebreaker": gettext(TIEBREAKERS[key])})
            seen.add(key)
        named = [" ".join(line.split()) for line in (data.get("named_awards") or "").splitlines()]
        data["awards"] = tuple(dict.fromkeys(a for a in named if a))
        if len(data["awards"]) > MAX_NAMED_AWARDS:
            self.add_error("named_awards", ngettext(
                "Name at most %(count)d award.", "Name at most %(count)d awards.", MAX_NAMED_AWARDS
            ) % {"count": MAX_NAMED_AWARDS})
        if data.get("starts_on") and data.get("ends_on") and data["ends_on"] < data["starts_on"]:
            self.add_error("ends_on", gettext("The last day cannot come before the first."))
        edition = data.get("edition") or DEFAULT_EDITION
        data["edition"] = edition
        offered = dict(RULESET_CHOICES_BY_EDITION.get(edition, ()))
        if data.get("ruleset") and data["ruleset"] not in offered:  # Spike! Journal 22: only Sevens has a 2025
            self.add_error("ruleset", gettext(
                "The %(edition)s edition has only %(rulesets)s: choose it, or another edition."
            ) % {"edition": edition, "rulesets": ", ".join(gettext(name) for name in offered.values())})
        tiers = len(MATCHED_PLAY_BY_EDITION.get(edition, MATCHED_PLAY_BY_EDITION[DEFAULT_EDITION])["skill_points"])
        points = [data.get(f"skill_points_{tier}") for tier in range(1, tiers + 1)]
        data["skill_points"] = tuple(points) if None not in points else None
        if any(p is not None for p in points) and None in points:
            tier = points.index(None) + 1
            self.add_error(f"skill_points_{tier}", gettext(
                "Give Tier %(tier)s's Skill Points too (every tier, or none)."
            ) % {"tier": tier})
        return data


class AwardForm(forms.Form):
    """An award the organiser named, given to one of the event's coaches (none: taken back)."""

    award = forms.CharField(label=_("Award"), max_length=60)
    coach = forms.TypedChoiceField(label=_("Coach"), coerce=int, required=False, empty_value=None)

    def __init__(self, *args, coaches, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["coach"].choices = [("", gettext("Nobody")), *((c.pk, c.name) for c in coaches)]


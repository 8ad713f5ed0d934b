"""League forms."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from rules.postgame import Concession
from rules.report import MAX_RECORDED_PER_GAME
from rules.rosters import DEFAULT_EDITION
from rules.rulesets import EDITION_CHOICES, RULESET_CHOICES, RULESET_CHOICES_BY_EDITION, SEVENS, get_ruleset
from rules.scoring import TIEBREAKERS, Scheme, ScoringScheme, WinKind
from rules.textinput import DIVISION_NAME_MAX, LEAGUE_NAME_MAX, SEASON_NAME_MAX, USERNAME_MAX
from teams.forms import name_field, validate_one_line

from . import selectors
from .models import Fixture, League

# The rules core's tiebreaker, edition and scoring names are rule terms, translated where they are shown.
TIEBREAKER_CHOICES = [("", "—")] + [(key, _(label)) for key, label in TIEBREAKERS.items()]
TRANSLATED_EDITION_CHOICES = [(key, _(label)) for key, label in EDITION_CHOICES]

EDITION_HELP = _(
    "2020: the Sevens of Death Zone (seed 000), Dungeon Sevens and Street Bowl. 2025: the Sevens of Spike! "
    "Journal 22 (new rosters with the Lineman keyword, 100,000 re-rolls, candidates for a Primary skill, the "
    "Draft's keep offer, no firing). Fixed once a team is approved."
)


def ruleset_help() -> str:
    """The rulesets each edition offers, for the ruleset field's help."""
    editions = "; ".join(
        gettext("%(edition)s: %(rulesets)s")
        % {"edition": edition, "rulesets": ", ".join(label for _key, label in choices)}
        for edition, choices in RULESET_CHOICES_BY_EDITION.items()
    )
    return gettext("Rulesets by edition: %(editions)s.") % {"editions": editions}


def budget_help() -> str:
    return gettext("Empty: the ruleset's budget (%(budget)s).") % {"budget": f"{get_ruleset(SEVENS).budget:,}"}


POINTS_MAX = 100  # a bound on what a league may type for a result's points, not a rule


class LeagueForm(forms.Form):
    error_fields = {"tiebreakers": "tiebreaker_1"}  # where DomainError.add_to puts a refusal of the tiebreakers

    name = name_field(LEAGUE_NAME_MAX, label=_("Name"))
    edition = forms.ChoiceField(
        required=False,  # a form without it keeps the league's edition (2020 for a new league)
        label=_("Edition"),
        choices=TRANSLATED_EDITION_CHOICES,
        initial=DEFAULT_EDITION,
        help_text=EDITION_HELP,
    )
    ruleset = forms.ChoiceField(label=_("Ruleset"), choices=RULESET_CHOICES, initial="sevens")
    budget = forms.IntegerField(label=_("Budget"), required=False, min_value=100_000, max_value=5_000_000)
    banned_skills = forms.CharField(
        label=_("Banned skills"),
        required=False,
        max_length=300,
        validators=[validate_one_line],
        help_text=_(
            "Skills banned in this league, separated by commas. Empty: the ruleset's own bans "
            "(Dungeon Sevens and Street Bowl ban Leader). Write 'none' to lift them."
        ),
    )
    mercenaries = forms.ChoiceField(
        label=_("Mercenaries"), choices=League.Mercenaries.choices, initial=League.Mercenaries.UNLIMITED
    )
    scoring_scheme = forms.ChoiceField(
        label=_("Scoring scheme"),
        choices=[(key, _(label)) for key, label in Scheme.choices()],
        initial=Scheme.POINTS.value,
    )
    points_win = forms.IntegerField(label=_("Points win"), min_value=0, max_value=POINTS_MAX, initial=ScoringScheme.win)
    points_draw = forms.IntegerField(
        label=_("Points draw"), min_value=0, max_value=POINTS_MAX, initial=ScoringScheme.draw
    )
    points_loss = forms.IntegerField(
        label=_("Points loss"), min_value=0, max_value=POINTS_MAX, initial=ScoringScheme.loss
    )
    bonus_points = forms.BooleanField(
        label=_("Bonus points"), required=False, help_text=_("Matched Play Bonus Points.")
    )
    tiebreaker_1 = forms.ChoiceField(
        label=_("Tiebreaker 1"), choices=TIEBREAKER_CHOICES, required=False, initial="td_diff"
    )
    tiebreaker_2 = forms.ChoiceField(
        label=_("Tiebreaker 2"), choices=TIEBREAKER_CHOICES, required=False, initial="td_for"
    )
    tiebreaker_3 = forms.ChoiceField(
        label=_("Tiebreaker 3"), choices=TIEBREAKER_CHOICES, required=False, initial="cas_for"
    )
    tiebreaker_4 = forms.ChoiceField(label=_("Tiebreaker 4"), choices=TIEBREAKER_CHOICES, required=False)
    tiebreaker_5 = forms.ChoiceField(label=_("Tiebreaker 5"), choices=TIEBREAKER_CHOICES, required=False)
    several_teams_per_coach = forms.BooleanField(
        required=False,
        label=_("Let a coach enter more than one team"),
        help_text=_("Otherwise: one team per coach."),
    )
    private = forms.BooleanField(
        required=False,
        label=_("Private league (members only)"),
        help_text=_(
            "Otherwise anyone can follow its standings, fixtures, results and teams without an account. "
            "Invite codes, e-mails and commissioner controls are never shown to visitors."
        ),
    )

    def __init__(self, *args, league: League | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.league = league
        self.fields["ruleset"].help_text = ruleset_help()
        self.fields["budget"].help_text = budget_help()

    def clean(self):
        data = super().clean()
        if not data.get("edition") and "edition" not in self.errors:
            data["edition"] = self.league.edition if self.league is not None else DEFAULT_EDITION
        edition, ruleset = data.get("edition"), data.get("ruleset")
        if edition and ruleset:
            offered = dict(RULESET_CHOICES_BY_EDITION[edition])
            if ruleset not in offered:
                self.add_error(
                    "ruleset",
                    gettext("The %(edition)s edition offers %(rulesets)s only.")
                    % {"edition": edition, "rulesets": ", ".join(offered.values())},
                )
        if (
            edition
            and self.league is not None
            and edition != self.league.edition
            and selectors.approved_teams(league=self.league).exists()
        ):
            self.add_error(
                "edition",
                gettext("The league plays the %(edition)s edition: its edition is fixed once a team is approved.")
                % {"edition": self.league.edition},
            )
        chosen = [data.get(f"tiebreaker_{i}") for i in range(1, 6)]
        chosen = [c for c in chosen if c]
        if len(set(chosen)) != len(chosen):
            self.add_error("tiebreaker_2", gettext("Each tiebreaker can be used once."))
        data["tiebreakers"] = chosen
        return data

    def settings(self) -> dict:
        data = self.cleaned_data
        banned_raw = (data.get("banned_skills") or "").strip()
        if not banned_raw:
            banned = None
        elif banned_raw.lower() == "none":
            banned = []
        else:
            banned = [s.strip() for s in banned_raw.split(",") if s.strip()]
        return {
            "edition": data["edition"],
            "ruleset": data["ruleset"],
            "budget": data.get("budget"),
            "banned_skills": banned,
            "mercenaries": data["mercenaries"],
            "scoring_scheme": data["scoring_scheme"],
            "points_win": data["points_win"],
            "points_draw": data["points_draw"],
            "points_loss": data["points_loss"],
            "bonus_points": data["bonus_points"],
            "tiebreakers": data["tiebreakers"],
            "several_teams_per_coach": data.get("several_teams_per_coach", False),
            "public": not data.get("private", False),
        }

    @classmethod
    def initial_for(cls, league: League) -> dict:
        initial = {
            "name": league.name,
            "edition": league.edition,
            "ruleset": league.ruleset,
            "budget": league.budget,
            "banned_skills": ", ".join(league.banned_skills)
            if league.banned_skills
            else ("none" if league.banned_skills == [] else ""),
            "mercenaries": league.mercenaries,
            "scoring_scheme": league.scoring_scheme,
            "points_win": league.points_win,
            "points_draw": league.points_draw,
            "points_loss": league.points_loss,
            "bonus_points": league.bonus_points,
            "several_teams_per_coach": league.several_teams_per_coach,
            "private": not league.public,
        }
        for i in range(1, 6):
            initial[f"tiebreaker_{i}"] = league.tiebreakers[i - 1] if i <= len(league.tiebreakers) else ""
        return initial


class GenerateFixturesForm(forms.Form):
    double = forms.BooleanField(required=False, label=_("Double round robin (home and away)"))
    division = forms.ModelChoiceField(
        queryset=None, required=False, label=_("Division"), empty_label=_("Teams without a division")
    )
    first_date = forms.DateField(required=False, label=_("First date"), widget=forms.DateInput(attrs={"type": "date"}))
    days_between = forms.IntegerField(label=_("Days between"), min_value=1, max_value=60, initial=7)

    def __init__(self, *args, league: League, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["division"].queryset = league.divisions.all()
        if not league.divisions.exists():
            del self.fields["division"]


class ResultForm(forms.Form):
    home_td = forms.IntegerField(label=_("Touchdowns"), min_value=0, max_value=MAX_RECORDED_PER_GAME)
    away_td = forms.IntegerField(label=_("Touchdowns"), min_value=0, max_value=MAX_RECORDED_PER_GAME)
    home_cas = forms.IntegerField(
        label=_("Casualties inflicted"), min_value=0, max_value=MAX_RECORDED_PER_GAME, initial=0
    )
    away_cas = forms.IntegerField(
        label=_("Casualties inflicted"), min_value=0, max_value=MAX_RECORDED_PER_GAME, initial=0
    )
    conceded_by = forms.ChoiceField(required=False, label=_("Conceded by"))
    concession = forms.ChoiceField(
        required=False,
        label=_("Kind of concession"),
        choices=[
            (Concession.NONE.value, "—"),
            (Concession.CONCEDED.value, _("Conceded: the rulebook's penalties (no winnings, Dedicated Fans, players)")),
            (
                Concession.WITHOUT_PENALTY.value,
                _("Without penalty: reduced to three players or fewer, conceded before set-up"),
            ),
        ],
        help_text=_("A concession names the conceding team above."),
    )
    win_kind = forms.ChoiceField(
        required=False,
        choices=[("", "—")] + [(key, _(label)) for key, label in WinKind.choices()],
        label=_("Kind of win (Dungeon Sevens)"),
    )

    def __init__(self, *args, fixture: Fixture, **kwargs):
        super().__init__(*args, **kwargs)
        when = fixture.season.league.rules().concede_without_penalty_when  # seed 000; Spike! Journal 22, Set-up
        self.fields["concession"].choices = [
            *self.fields["concession"].choices[:2],
            (Concession.WITHOUT_PENALTY.value, gettext("Without penalty: %(when)s") % {"when": gettext(when)}),
        ]
        self.fields["conceded_by"].choices = [
            ("", gettext("Nobody")),
            (str(fixture.home_id), fixture.home.name),
            (str(fixture.away_id), fixture.away.name if fixture.away else ""),
        ]
        for side, team in (("home", fixture.home), ("away", fixture.away)):
            name = team.name if team else gettext("Bye")
            self.fields[f"{side}_td"].label = gettext("%(team)s: touchdowns") % {"team": name}
            self.fields[f"{side}_cas"].label = gettext("%(team)s: casualties inflicted") % {"team": name}
        if fixture.season.league.scoring_scheme != "dungeon-sevens":
            del self.fields["win_kind"]

    @classmethod
    def initial_for(cls, fixture: Fixture) -> dict:
        return {
            "home_td": fixture.home_td,
            "away_td": fixture.away_td,
            "home_cas": fixture.home_cas or 0,
            "away_cas": fixture.away_cas or 0,
            "conceded_by": str(fixture.conceded_by_id or ""),
            "concession": fixture.concession,
            "win_kind": fixture.win_kind,
        }

    def figures(self) -> dict:
        data = dict(self.cleaned_data)
        data["conceded_by"] = int(data["conceded_by"]) if data.get("conceded_by") else None
        return data


class DisputeForm(forms.Form):
    reason = forms.CharField(
        max_length=500, widget=forms.Textarea(attrs={"rows": 2}), label=_("Why do you dispute this result?")
    )


class ReasonForm(forms.Form):
    reason = forms.CharField(max_length=500, widget=forms.Textarea(attrs={"rows": 2}), label=_("Reason"))


class SeasonCloseForm(forms.Form):
    cancel_unplayed = forms.BooleanField(required=False, label=_("Cancel the unplayed fixtures listed above"))


class SeasonFinishForm(SeasonCloseForm):
    name = name_field(SEASON_NAME_MAX, required=False, label=_("Name of the next season"))
    field_order = ["name", "cancel_unplayed"]


class FixtureMoveForm(forms.Form):
    round = forms.IntegerField(label=_("Round"), min_value=1, max_value=200)
    date = forms.DateField(required=False, label=_("Date"), widget=forms.DateInput(attrs={"type": "date"}))


class FixtureAddForm(forms.Form):
    round = forms.IntegerField(label=_("Round"), min_value=1, max_value=200)
    home = forms.ModelChoiceField(queryset=None, label=pgettext_lazy("the home team", "Home"))
    away = forms.ModelChoiceField(
        queryset=None, required=False, label=pgettext_lazy("the away team", "Away"), empty_label=_("Bye")
    )
    date = forms.DateField(required=False, label=_("Date"), widget=forms.DateInput(attrs={"type": "date"}))

    def __init__(self, *args, teams, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["home"].queryset = teams
        self.fields["away"].queryset = teams


class CommissionerForm(forms.Form):
    username = forms.CharField(max_length=USERNAME_MAX, label=_("Add a co-commissioner (username)"))


class DivisionForm(forms.Form):
    name = name_field(DIVISION_NAME_MAX, label=_("New division"))


class SeasonStartForm(forms.Form):
    """The season's name and, when the league has divisions, each approved team's division."""

    name = name_field(SEASON_NAME_MAX, required=False, label=_("Name"), help_text=_("Empty: “Season 1”, “Season 2”…"))

    def __init__(self, *args, teams, divisions, **kwargs):
        super().__init__(*args, **kwargs)
        self.teams = list(teams)
        if divisions.exists():
            for team in self.teams:
                self.fields[f"division_{team.pk}"] = forms.ModelChoiceField(
                    queryset=divisions, required=False, empty_label=gettext("No division"), label=team.name
                )

    def divisions(self) -> dict[int, int | None]:
        """Team id -> division id, for ``season_start``."""
        chosen = {}
        for team in self.teams:
            division = self.cleaned_data.get(f"division_{team.pk}")
            chosen[team.pk] = division.pk if division else None
        return chosen


class SeasonNextForm(forms.Form):
    name = name_field(SEASON_NAME_MAX, required=False, label=_("Name of the next season"))
    cancel_unplayed = forms.BooleanField(required=False, label=_("Cancel the unplayed fixtures"))

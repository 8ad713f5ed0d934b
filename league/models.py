from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.db.models import F, Q
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rules.postgame import Concession
from rules.rosters import DEFAULT_EDITION
from rules.rulesets import EDITION_CHOICES, RULESET_CHOICES, SEVENS, Ruleset, get_ruleset
from rules.scoring import Scheme, ScoringScheme, WinKind, concession_rule_for
from rules.textinput import DIVISION_NAME_MAX, LEAGUE_NAME_MAX, SEASON_NAME_MAX

FORFEIT_REASON_MAX = 200


def new_invite_code() -> str:
    return secrets.token_urlsafe(12)


def default_tiebreakers() -> list[str]:
    return ["td_diff", "td_for", "cas_for"]


class League(models.Model):
    """A league: its ruleset with the commissioners' adjustments, its scoring, and who runs it."""

    class Mercenaries(models.TextChoices):
        UNLIMITED = "unlimited", _("Unlimited Mercenary Players")
        UP_TO_THREE = "0-3", _("0-3 Mercenary Players")

    name = models.CharField(max_length=LEAGUE_NAME_MAX)
    slug = models.SlugField(max_length=140, unique=True)
    ruleset = models.CharField(max_length=20, choices=RULESET_CHOICES, default=SEVENS)
    edition = models.CharField(
        max_length=4,
        choices=EDITION_CHOICES,
        default=DEFAULT_EDITION,
        help_text="The edition of Blood Bowl the league plays; fixed once a team is approved.",
    )
    budget = models.PositiveIntegerField(null=True, blank=True, help_text="Leave empty for the ruleset's budget.")
    banned_skills = models.JSONField(
        null=True, blank=True, default=None, help_text="Leave empty for the ruleset's own bans."
    )
    mercenaries = models.CharField(max_length=10, choices=Mercenaries.choices, default=Mercenaries.UNLIMITED)
    commissioners = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="leagues_run")
    invite_code = models.CharField(max_length=32, unique=True, default=new_invite_code)
    scoring_scheme = models.CharField(max_length=20, choices=Scheme.choices(), default=Scheme.POINTS.value)
    points_win = models.PositiveSmallIntegerField(default=3)
    points_draw = models.PositiveSmallIntegerField(default=1)
    points_loss = models.PositiveSmallIntegerField(default=0)
    bonus_points = models.BooleanField(default=False, help_text="Matched Play Bonus Points (seed 003).")
    tiebreakers = models.JSONField(default=default_tiebreakers)
    several_teams_per_coach = models.BooleanField(
        default=False, help_text="Let a coach enter more than one team (one team per coach otherwise)."
    )
    public = models.BooleanField(
        default=True, help_text="Anyone may follow the league without an account; otherwise its members only."
    )
    calendar_key = models.CharField(
        max_length=32, default=new_invite_code, help_text="In a private league's calendar feed address."
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("league:detail", kwargs={"slug": self.slug})

    def scoring(self):
        """The league's scoring as the rules core's ``ScoringScheme``."""
        if self.scoring_scheme == "dungeon-sevens":
            return ScoringScheme.dungeon_sevens(bonus_points=self.bonus_points, tiebreakers=tuple(self.tiebreakers))
        return ScoringScheme(
            win=self.points_win,
            draw=self.points_draw,
            loss=self.points_loss,
            bonus_points=self.bonus_points,
            scheme=self.scoring_scheme,
            tiebreakers=tuple(self.tiebreakers),
            concession=concession_rule_for(self.edition),
        )

    def rules(self) -> Ruleset:
        """The league's ruleset in its edition, with its adjustments applied."""
        base = get_ruleset(self.ruleset, self.edition)
        mercenary_cap: int | None | str = "keep"
        if self.ruleset == SEVENS:
            mercenary_cap = 3 if self.mercenaries == self.Mercenaries.UP_TO_THREE else None
        return base.adjust(
            budget=self.budget or None,
            banned_skills=self.banned_skills,
            mercenary_cap=mercenary_cap,
        )


class Membership(models.Model):
    """A coach who joined the league with its invite link."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships")
    joined_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["league", "user"], name="membership_once_per_league")]

    def __str__(self) -> str:
        return f"{self.user} in {self.league}"


class Division(models.Model):
    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="divisions")
    name = models.CharField(max_length=DIVISION_NAME_MAX)

    class Meta:
        ordering = ["name"]
        constraints = [models.UniqueConstraint(fields=["league", "name"], name="division_name_once_per_league")]

    def __str__(self) -> str:
        return self.name


class Season(models.Model):
    """A season. Finished, its fixtures take no results and its final table (``final_standings``, stored when it
    finished) and champion are fixed; a commissioner may reopen it (recorded, with a reason) to put a result right,
    and finishing it again stores the table afresh."""

    class Status(models.TextChoices):
        RUNNING = "running", _("Running")
        FINISHED = "finished", _("Finished")
        REOPENED = "reopened", _("Reopened by a commissioner")

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="seasons")
    number = models.PositiveSmallIntegerField()
    name = models.CharField(max_length=SEASON_NAME_MAX)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.RUNNING)
    schedule_seed = models.BigIntegerField(null=True, blank=True, help_text="The seed that shuffled the rounds.")
    finished_at = models.DateTimeField(null=True, blank=True)
    final_standings = models.JSONField(
        null=True, blank=True, default=None, help_text="The tables as they stood when the season finished."
    )
    champion = models.ForeignKey("teams.Team", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    results_version = models.BigIntegerField(
        default=0,
        help_text="A fresh random token with every change to the season's fixtures or results, set in the "
        "transaction that makes it: the cached standings are keyed by it (league.selectors.standings_tables). Random, "
        "not counted up, so a rolled-back change's token is never used again.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-number"]
        constraints = [models.UniqueConstraint(fields=["league", "number"], name="season_number_once_per_league")]

    def __str__(self) -> str:
        return f"{self.league} {self.name}"

    @property
    def is_finished(self) -> bool:
        return self.status == self.Status.FINISHED


class SeasonEntry(models.Model):
    """A team playing a season, in a division or not."""

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="entries")
    team = models.ForeignKey("teams.Team", on_delete=models.CASCADE, related_name="season_entries")
    division = models.ForeignKey(Division, on_delete=models.SET_NULL, null=True, blank=True, related_name="entries")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["season", "team"], name="team_once_per_season")]

    def __str__(self) -> str:
        return f"{self.team_id} in {self.season_id}"


class Fixture(models.Model):
    """A game of a season and, once played, its result (touchdowns, casualties, a concession)."""

    class Status(models.TextChoices):
        SCHEDULED = "scheduled", _("Scheduled")
        SUBMITTED = "submitted", _("Result waiting for confirmation")
        CONFIRMED = "confirmed", _("Played")
        CANCELLED = "cancelled", _("Cancelled")

    WinKind = WinKind

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="fixtures")
    division = models.ForeignKey(Division, on_delete=models.SET_NULL, null=True, blank=True, related_name="fixtures")
    round = models.PositiveSmallIntegerField()
    home = models.ForeignKey("teams.Team", on_delete=models.PROTECT, related_name="home_fixtures")
    away = models.ForeignKey(
        "teams.Team", on_delete=models.PROTECT, null=True, blank=True, related_name="away_fixtures"
    )
    date = models.DateField(null=True, blank=True)
    kickoff = models.DateTimeField(
        null=True, blank=True, help_text="The time the coaches agreed (``services.schedule.fixture_agree``)."
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.SCHEDULED)
    home_td = models.PositiveSmallIntegerField(null=True, blank=True)
    away_td = models.PositiveSmallIntegerField(null=True, blank=True)
    home_cas = models.PositiveSmallIntegerField(null=True, blank=True)
    away_cas = models.PositiveSmallIntegerField(null=True, blank=True)
    conceded_by = models.ForeignKey("teams.Team", on_delete=models.PROTECT, null=True, blank=True, related_name="+")
    concession = models.CharField(max_length=20, choices=Concession.choices(), blank=True, default=Concession.NONE)
    win_kind = models.CharField(max_length=12, choices=WinKind.choices(), blank=True)
    submitted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    submitted_at = models.DateTimeField(null=True, blank=True)
    confirmed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    confirmed_at = models.DateTimeField(null=True, blank=True)
    forfeit_reason = models.CharField(
        max_length=FORFEIT_REASON_MAX,
        blank=True,
        help_text="Set when a commissioner recorded a forfeit (``services.schedule.fixture_forfeit``): the game was "
        "never played and is scored as a concession by ``conceded_by``; ``confirmed_by`` recorded it.",
    )

    class Meta:
        ordering = ["round", "pk"]
        indexes = [models.Index(fields=["season", "status"]), models.Index(fields=["season", "round"])]
        constraints = [models.CheckConstraint(condition=~Q(home=F("away")), name="fixture_team_never_plays_itself")]

    def __str__(self) -> str:
        if self.away is None:
            return gettext("Round %(round)s: %(home)s v bye") % {"round": self.round, "home": self.home}
        return gettext("Round %(round)s: %(home)s v %(away)s") % {
            "round": self.round,
            "home": self.home,
            "away": self.away,
        }

    def get_absolute_url(self) -> str:
        return reverse("league:fixture", kwargs={"slug": self.season.league.slug, "pk": self.pk})

    @property
    def is_bye(self) -> bool:
        return self.away_id is None

    @property
    def is_forfeit(self) -> bool:
        return bool(self.forfeit_reason)

    @property
    def has_result(self) -> bool:
        return self.status in (self.Status.SUBMITTED, self.Status.CONFIRMED)

    def opponent_of(self, team_id: int):
        """The other team of the game: the away team for the home team, the home team for the away team."""
        return self.away if team_id == self.home_id else self.home


class LeagueRecord(models.Model):
    """What a league keeps on record beside its results: a disputed result (who, why, the score disputed), a
    season finished (with the fixtures it cancelled) or reopened (with the reason), and a change of ruleset."""

    class Kind(models.TextChoices):
        DISPUTE = "dispute", _("Result disputed")
        SEASON_FINISHED = "season_finished", _("Season finished")
        FIXTURES_CANCELLED = "fixtures_cancelled", _("Unplayed fixtures cancelled")
        SEASON_REOPENED = "season_reopened", _("Season reopened")
        RULESET_CHANGED = "ruleset_changed", _("Ruleset changed")

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="records")
    season = models.ForeignKey(Season, on_delete=models.CASCADE, null=True, blank=True, related_name="records")
    fixture = models.ForeignKey(Fixture, on_delete=models.CASCADE, null=True, blank=True, related_name="records")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    reason = models.TextField(blank=True)
    data = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [models.Index(fields=["league", "kind"])]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} ({self.league_id})"


class SheetsExport(models.Model):
    """Every team sheet of a league as one PDF, built by a Celery task (``league.tasks.build_league_sheets``) with its
    progress (teams done of teams) for the page to show, and stored with Django's default storage when ready."""

    class Status(models.TextChoices):
        QUEUED = "queued", _("Queued")
        BUILDING = "building", _("Building")
        READY = "ready", _("Ready")
        FAILED = "failed", _("Failed")

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="sheets_exports")
    requested_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    teams_total = models.PositiveIntegerField(default=0)
    teams_done = models.PositiveIntegerField(default=0)
    file = models.CharField(max_length=255, blank=True, help_text="The PDF's name in the default storage.")
    error = models.CharField(max_length=255, blank=True)
    language = models.CharField(
        max_length=15, blank=True, help_text="The language of the page that asked for it, which the PDF is worded in."
    )
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.league} sheets ({self.status})"

    @property
    def in_progress(self) -> bool:
        return self.status in (self.Status.QUEUED, self.Status.BUILDING)

    @property
    def percent(self) -> int:
        return 100 * self.teams_done // self.teams_total if self.teams_total else 0

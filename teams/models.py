from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from rules.players import ACTIVE_STATUSES, FIRST_SHIRT_NUMBER, LAST_SHIRT_NUMBER, PlayerStatus
from rules.rosters import DEFAULT_EDITION, Position, Race
from rules.rosters import race as find_race
from rules.rulesets import EDITION_CHOICES, RULESET_CHOICES, SEVENS, Ruleset, get_ruleset
from rules.textinput import PLAYER_NAME_MAX, POSITION_NAME_MAX, RACE_NAME_MAX, SPECIAL_RULE_MAX, TEAM_NAME_MAX


class Team(models.Model):
    """A coach's team: its race and ruleset, re-rolls, staff, fans and treasury. Money is in gold pieces."""

    class Entry(models.TextChoices):
        NONE = "", _("No league")
        PENDING = "pending", _("Waiting for approval")
        APPROVED = "approved", _("Approved")
        REJECTED = "rejected", _("Rejected")

    name = models.CharField(max_length=TEAM_NAME_MAX)
    coach = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="teams")
    league = models.ForeignKey("league.League", on_delete=models.PROTECT, null=True, blank=True, related_name="teams")
    entry = models.CharField(max_length=10, choices=Entry.choices, default=Entry.NONE, blank=True)
    ruleset = models.CharField(max_length=20, choices=RULESET_CHOICES, default=SEVENS)
    edition = models.CharField(
        max_length=4,
        choices=EDITION_CHOICES,
        default=DEFAULT_EDITION,
        help_text="A friendly team's edition; a league team plays its league's.",
    )
    race = models.CharField(max_length=RACE_NAME_MAX)
    special_rule = models.CharField(
        max_length=SPECIAL_RULE_MAX, blank=True, help_text="The favour or league the coach chose."
    )
    rerolls = models.PositiveSmallIntegerField(default=0)
    assistant_coaches = models.PositiveSmallIntegerField(default=0)
    cheerleaders = models.PositiveSmallIntegerField(default=0)
    apothecary = models.BooleanField(default=False)
    dedicated_fans = models.PositiveSmallIntegerField(default=1)
    treasury = models.IntegerField(default=0)
    team_value = models.IntegerField(default=0)
    current_team_value = models.IntegerField(default=0)
    version = models.PositiveIntegerField(default=1, help_text="Raised by every change; stale forms are refused.")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["name"]
        constraints = [models.CheckConstraint(condition=Q(dedicated_fans__gte=1), name="team_fans_at_least_one")]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("teams:detail", kwargs={"pk": self.pk})

    @property
    def edition_key(self) -> str:
        """The edition the team plays: its league's, or its own for a friendly team."""
        return self.league.edition if self.league_id is not None else self.edition

    @property
    def race_rules(self) -> Race:
        found = find_race(self.race, self.edition_key)
        if found is None:  # the data file lost a race the database still names
            raise LookupError(f"Unknown race {self.race!r}")
        return found

    def rules(self) -> Ruleset:
        """The ruleset this team plays under: its league's (with adjustments) or its own."""
        if self.league_id is not None:
            return self.league.rules()
        return get_ruleset(self.ruleset, self.edition)

    @property
    def special_rules(self) -> tuple[str, ...]:
        chosen = (self.special_rule,) if self.special_rule else ()
        return (*self.race_rules.special_rules, *chosen)


class Player(models.Model):
    Status = PlayerStatus
    ACTIVE = ACTIVE_STATUSES

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="players")
    number = models.PositiveSmallIntegerField()
    name = models.CharField(max_length=PLAYER_NAME_MAX, blank=True)
    position = models.CharField(max_length=POSITION_NAME_MAX)
    ma = models.PositiveSmallIntegerField()
    st = models.PositiveSmallIntegerField()
    ag = models.PositiveSmallIntegerField()
    pa = models.PositiveSmallIntegerField(null=True, blank=True)
    av = models.PositiveSmallIntegerField()
    gained_skills = models.JSONField(default=list, blank=True)  # [{"skill", "kind", "category"}]
    value = models.IntegerField()
    status = models.CharField(max_length=12, choices=PlayerStatus.choices(), default=PlayerStatus.AVAILABLE.value)
    journeyman = models.BooleanField(default=False)
    veteran = models.BooleanField(
        default=False, help_text="Spike! Journal 22, Veterans: the team's one Veteran (-1 MA)."
    )
    hired_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["number", "pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["team", "number"],
                condition=Q(status__in=["available", "mng"]),
                name="player_number_unique_on_active_roster",
            ),
            models.CheckConstraint(
                condition=Q(number__gte=FIRST_SHIRT_NUMBER) & Q(number__lte=LAST_SHIRT_NUMBER),
                name="player_number_1_99",
            ),
        ]

    def __str__(self) -> str:
        return f"#{self.number} {self.name or self.position}"

    @property
    def is_active(self) -> bool:
        return self.status in self.ACTIVE

    def position_rules(self, race: Race) -> Position | None:
        return race.position(self.position)

    @property
    def gained_skill_names(self) -> list[str]:
        return [g["skill"] for g in self.gained_skills]

    @property
    def advancements(self) -> list[dict]:
        """Skills gained by advancement or granted by a commissioner (the Draft counts these), not traits."""
        return [g for g in self.gained_skills if g.get("kind") != "journeyman"]

    @property
    def profile(self) -> str:
        pa = f"{self.pa}+" if self.pa else "-"
        return f"{self.ma} {self.st} {self.ag}+ {pa} {self.av}+"


class TeamEvent(models.Model):
    """One entry of a team's history: what changed, why, who did it, and the dice rolled."""

    class Kind(models.TextChoices):
        DRAFTED = "drafted", _("Drafted")
        IMPORTED = "imported", _("Imported")
        HIRED = "hired", _("Player hired")
        FIRED = "fired", _("Player fired")
        STAFF = "staff", _("Staff bought")
        CORRECTION = "correction", _("Commissioner correction")
        INDUCEMENTS = "inducements", _("Inducements bought")
        POST_GAME = "post_game", _("Post-game")
        SEASON = "season", _("New season")

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="events")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    description = models.TextField()
    wording = models.JSONField(
        default=list,
        blank=True,
        help_text="The description as kept messages (core.kept), worded in the reader's language; an entry "
        "without them shows its description.",
    )
    reason = models.TextField(blank=True)
    changes = models.JSONField(default=dict, blank=True)
    rolls = models.JSONField(default=list, blank=True)
    treasury_delta = models.IntegerField(default=0)
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [models.Index(fields=["team", "-created_at"])]

    def __str__(self) -> str:
        return f"{self.team}: {self.description}"


class Redraft(models.Model):
    """Spike! Journal 22, Re-drafting a Blood Bowl Sevens Team: a team's re-draft at the start of a season, opened
    with its Emergency Call-up rolls and Re-draft Budget, and done when the coach confirms who and what he keeps."""

    class Status(models.TextChoices):
        OPEN = "open", _("Waiting for the coach")
        DONE = "done", _("Done")

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="redrafts")
    season_name = models.CharField(max_length=100)
    status = models.CharField(max_length=4, choices=Status.choices, default=Status.OPEN)
    wins = models.PositiveSmallIntegerField(default=0, help_text="Fixtures won in the previous season.")
    treasury = models.IntegerField(help_text="The treasury brought into the re-draft.")
    base = models.IntegerField()
    win_bonus = models.IntegerField()
    budget = models.IntegerField(help_text="The Re-draft Budget, never above the ruleset's cap.")
    forfeited = models.IntegerField(default=0, help_text="Gold above the cap, taken by the team's owner.")
    called_up = models.JSONField(default=list, blank=True, help_text="Players removed by an Emergency Call-up.")
    rolls = models.JSONField(default=list, blank=True)
    cost = models.IntegerField(null=True, blank=True, help_text="What the re-drafted team cost (its Team Value).")
    released = models.JSONField(default=list, blank=True, help_text="Players the coach did not re-hire.")
    created_at = models.DateTimeField(auto_now_add=True)
    done_at = models.DateTimeField(null=True, blank=True)
    done_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["team", "season_name"], name="one_redraft_per_season")]
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"re-draft of {self.team_id} for {self.season_name}"

"""Tournaments (seed 003, GW's Blood Bowl Matched Play Guide): an event with its rulespack, its coaches and rosters,
its rounds and their games. The rules (scoring, tiebreakers, the draw) are the rules core's (``rules.tournament``);
these tables only keep what was decided and played. Written only by ``events.services``."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from rules.textinput import RACE_NAME_MAX, TEAM_NAME_MAX, USERNAME_MAX
from rules.tournament import Rulespack, objective


class Event(models.Model):
    name = models.CharField(max_length=TEAM_NAME_MAX)
    slug = models.SlugField(max_length=140, unique=True)
    ruleset = models.CharField(max_length=30)
    rulespack = models.JSONField(help_text="The rules core's Rulespack.to_dict().")

    class Structure(models.TextChoices):
        SWISS = "swiss", _("Swiss rounds")
        GROUPS = "groups", _("Groups of four, then a knockout (with Best of the Rest)")
        TEAMS = "teams", _("Team event: teams of coaches, Swiss rounds")

    structure = models.CharField(max_length=8, choices=Structure.choices, default=Structure.SWISS)
    knockout_size = models.PositiveSmallIntegerField(
        default=8, help_text="Seed 003, Group & Knockout Events: how many go into the knockout (8 or 16)."
    )
    award_winners = models.JSONField(
        default=dict, blank=True, help_text="The awards the organiser named, each with the coach ids he gave it to."
    )
    roster_deadline = models.DateTimeField(
        null=True, blank=True, help_text="Seed 003: when registration closes and the rosters are frozen and published."
    )
    team_size = models.PositiveSmallIntegerField(
        default=3, help_text="Seed 003, Forming a Team: how many coaches a team has in a team event (3 to 8)."
    )
    organisers = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="organised_events", blank=True)
    starts_on = models.DateField(null=True, blank=True, help_text="The event's (first) day.")
    ends_on = models.DateField(null=True, blank=True, help_text="Its last day, for an event of more than one day.")
    venue = models.CharField(max_length=200, blank=True, help_text="Where it is played: the venue and its town.")
    capacity = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="How many coaches it takes (the Spare Player aside); more wait in line."
    )
    late_signup = models.BooleanField(
        default=False, help_text="Coaches may still sign up after the roster deadline, until round 1 is drawn."
    )
    separate_clubs = models.BooleanField(
        default=False, help_text="Round 1 keeps coaches of the same club (or team) apart where it can."
    )
    check_in = models.BooleanField(
        default=False, help_text="Coaches are checked in on the day; only they are drawn for round 1."
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("events:detail", kwargs={"slug": self.slug})

    def pack(self) -> Rulespack:
        return Rulespack.from_dict(self.rulespack)

    def rosters_frozen(self, *, drawn: bool | None = None) -> bool:
        """The rosters are frozen and published at the roster deadline, or when round 1 is drawn if that comes first
        (or there is no deadline); ``drawn``: whether a round is drawn, when the caller knows."""
        if self.roster_deadline is not None and timezone.now() >= self.roster_deadline:
            return True
        return self.rounds.exists() if drawn is None else drawn


class EventTeam(models.Model):
    """Seed 003, Forming a Team: a team of a team event, with its Team Captain (the coach who named it)."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="teams")
    name = models.CharField(max_length=TEAM_NAME_MAX)
    captain = models.ForeignKey("EventCoach", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")

    class Meta:
        ordering = ["name"]
        constraints = [models.UniqueConstraint(fields=["event", "name"], name="event_team_name_unique")]

    def __str__(self) -> str:
        return self.name


class EventCoach(models.Model):
    """A registered coach (seed 003, Writing Your Roster: the roster he brings, kept as a roster file)."""

    class State(models.TextChoices):
        ACTIVE = "active", _("Registered")
        WAITING = "waiting", _("On the waiting list")
        WITHDRAWN = "withdrawn", _("Withdrawn")
        DROPPED = "dropped", _("Dropped")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="coaches")
    name = models.CharField(max_length=USERNAME_MAX)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True)
    naf = models.PositiveIntegerField(null=True, blank=True, verbose_name=_("NAF number"))
    team_name = models.CharField(max_length=TEAM_NAME_MAX, blank=True)
    race = models.CharField(max_length=RACE_NAME_MAX, blank=True)
    roster = models.JSONField(null=True, blank=True, help_text="A sevens-roster/1 file.")
    inducements = models.JSONField(
        default=dict, blank=True, help_text="Seed 003, Inducements: bought from the budget, kept for the event."
    )
    stage_rosters = models.JSONField(
        default=list, blank=True, help_text="Seed 003, Gold Piece Escalation: the roster files for rounds 2, 3 ..."
    )
    spare = models.BooleanField(default=False, help_text="Seed 003, Spare Player: played, never ranked.")
    group = models.PositiveSmallIntegerField(null=True, blank=True, help_text="His group (1, 2 ...), once drawn.")
    event_team = models.ForeignKey(EventTeam, on_delete=models.SET_NULL, null=True, blank=True, related_name="coaches")
    knockout_seed = models.PositiveSmallIntegerField(null=True, blank=True, help_text="His seed in the knockout.")
    approved = models.BooleanField(default=True, help_text="A registration counts once an organiser approves it.")
    state = models.CharField(max_length=9, choices=State.choices, default=State.ACTIVE)
    dropped_after = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="The last round he was drawn in, when he dropped (his results stand)."
    )
    paid = models.BooleanField(default=False, help_text="The organiser has his entry fee.")
    checked_in = models.BooleanField(default=False, help_text="He is at the venue, on the day.")
    club = models.CharField(max_length=TEAM_NAME_MAX, blank=True, help_text="His club, kept apart in round 1.")
    spare_volunteer = models.BooleanField(default=False, help_text="He offers to be the Spare Player.")
    registered_at = models.DateTimeField(default=timezone.now, help_text="The waiting list goes in this order.")

    class Meta:
        ordering = ["name"]
        constraints = [models.UniqueConstraint(fields=["event", "name"], name="event_coach_name_unique")]

    def __str__(self) -> str:
        return self.name

    @property
    def waiting_place(self) -> int | None:
        """His place on the waiting list (1: the next to move up), in the order coaches signed up; None off it."""
        if self.state != self.State.WAITING:
            return None
        ahead = models.Q(registered_at__lt=self.registered_at) | models.Q(registered_at=self.registered_at,
                                                                          pk__lt=self.pk)
        return EventCoach.objects.filter(ahead, event_id=self.event_id, state=self.State.WAITING).count() + 1


class Round(models.Model):
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="rounds")
    number = models.PositiveSmallIntegerField()
    seed = models.BigIntegerField(help_text="The draw's seed, recorded so the same draw can be made again.")
    stage = models.CharField(max_length=9, blank=True, help_text="'group' or 'knockout' in a group event.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["number"]
        constraints = [models.UniqueConstraint(fields=["event", "number"], name="event_round_number_unique")]

    def __str__(self) -> str:
        return gettext("Round %(number)s") % {"number": self.number}


class EventGame(models.Model):
    """One table of a round (away empty: a Bye); the score is empty until the result is in."""

    class Status(models.TextChoices):
        SCHEDULED = "scheduled", _("Scheduled")
        SUBMITTED = "submitted", _("Waiting for confirmation")
        DISPUTED = "disputed", pgettext_lazy("a result", "Disputed")
        CONFIRMED = "confirmed", pgettext_lazy("a result", "Confirmed")

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="games")
    table = models.PositiveSmallIntegerField()
    home = models.ForeignKey(EventCoach, on_delete=models.PROTECT, related_name="home_games")
    away = models.ForeignKey(EventCoach, on_delete=models.PROTECT, related_name="away_games", null=True, blank=True)
    home_td = models.PositiveSmallIntegerField(default=0)
    away_td = models.PositiveSmallIntegerField(default=0)
    home_cas = models.PositiveSmallIntegerField(default=0)
    away_cas = models.PositiveSmallIntegerField(default=0)
    home_objectives = models.PositiveSmallIntegerField(default=0)
    away_objectives = models.PositiveSmallIntegerField(default=0)
    home_secret = models.JSONField(default=list, blank=True, help_text="Seed 003: the home coach's Secret Objectives.")
    away_secret = models.JSONField(default=list, blank=True, help_text="Seed 003: the away coach's Secret Objectives.")
    objective_rolls = models.JSONField(default=list, blank=True, help_text="Every D16 rolled, re-rolls included.")
    home_injuries = models.JSONField(
        default=dict, blank=True, help_text="Seed 003, Injuries: the home team's players Seriously Hurt or Dead."
    )
    away_injuries = models.JSONField(default=dict, blank=True, help_text="The away team's, likewise.")
    conceded_by = models.ForeignKey(EventCoach, on_delete=models.PROTECT, related_name="+", null=True, blank=True)
    win_kind = models.CharField(max_length=20, blank=True, help_text="Seed 001: points, runaway or annihilation.")
    places_low = models.PositiveSmallIntegerField(null=True, blank=True, help_text="A knockout game: its places.")
    places_high = models.PositiveSmallIntegerField(null=True, blank=True)
    extra_time_winner = models.ForeignKey(
        EventCoach, on_delete=models.PROTECT, related_name="+", null=True, blank=True,
        help_text="Seed 003, Knockout Stage: who won a drawn knockout game in extra time.",
    )
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.SCHEDULED)
    submitted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )

    class Meta:
        ordering = ["round__number", "table"]
        constraints = [
            models.UniqueConstraint(fields=["round", "table"], name="event_game_table_unique"),
            models.CheckConstraint(condition=~models.Q(home=models.F("away")), name="event_game_not_itself"),
        ]

    def __str__(self) -> str:
        return gettext("%(round)s: table %(table)s") % {"round": self.round, "table": self.table}

    @classmethod
    def from_db(cls, db, field_names, values):
        """The status as it was read, kept as ``status_read``: a save can tell what it changed (the e-mails are sent
        when a result moves to waiting for confirmation) without reading the row again."""
        game = super().from_db(db, field_names, values)
        game.status_read = game.__dict__.get("status")
        return game

    def secret_of(self, coach_id: int) -> list:
        """Seed 003, Secret Objectives: the coach's three objectives for this game (their table lines)."""
        numbers = self.home_secret if coach_id == self.home_id else self.away_secret if coach_id == self.away_id else []
        return [objective(n) for n in numbers]


class ResultRecord(models.Model):
    """What happened to a game's result after it was entered, for the referee: a coach's dispute (with his reason)
    or an organiser's correction of a confirmed result (who, when, why, the result before and after)."""

    class Kind(models.TextChoices):
        DISPUTED = "disputed", pgettext_lazy("a result", "Disputed")
        CORRECTED = "corrected", pgettext_lazy("a result", "Corrected")

    game = models.ForeignKey(EventGame, on_delete=models.CASCADE, related_name="records")
    kind = models.CharField(max_length=9, choices=Kind.choices)
    by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    at = models.DateTimeField(default=timezone.now)
    reason = models.TextField()
    before = models.JSONField(default=dict, blank=True, help_text="The result as it stood.")
    after = models.JSONField(default=dict, blank=True, help_text="The result as corrected.")
    drawn_since = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="The latest round already drawn when it was corrected (it stays as drawn)."
    )

    class Meta:
        ordering = ["at", "pk"]

    def __str__(self) -> str:
        return f"{self.game}: {self.get_kind_display()}"

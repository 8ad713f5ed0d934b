from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from rules.advancement import AdvancementKind
from rules.postgame import PostGameStep as Step
from rules.report import ReportedInjury
from rules.tables import patched_up


class Match(models.Model):
    """What happens around a fixture: the report both coaches agree on and the post-game sequence."""

    class Sequence(models.TextChoices):
        NONE = "", _("Not started")
        RUNNING = "running", _("Running")
        WAITING = "waiting", _("Waiting for the coaches")
        DONE = "done", pgettext_lazy("post-game sequence", "Done")
        FAILED = "failed", pgettext_lazy("post-game sequence", "Failed")

    fixture = models.OneToOneField("league.Fixture", on_delete=models.CASCADE, related_name="match")
    seed = models.BigIntegerField(
        null=True,
        blank=True,
        help_text="Seed of the game's dice (pre-game and post-game), set when the match is created and kept across "
        "a void so a re-confirmation replays the same rolls. Never shown, exported or written to a file.",
    )
    home_fan_factor = models.PositiveSmallIntegerField(null=True, blank=True)
    away_fan_factor = models.PositiveSmallIntegerField(null=True, blank=True)
    # 2025 rulebook, Record Outcome and Collect Winnings: a player of the team was deemed to be Stalling (each
    # coach's report says so; a team not reported as stalling earns the extra 10,000)
    home_stalled = models.BooleanField(default=False)
    away_stalled = models.BooleanField(default=False)
    sequence = models.CharField(max_length=10, choices=Sequence.choices, default=Sequence.NONE, blank=True)
    sequence_error = models.TextField(blank=True)
    queued_at = models.DateTimeField(
        null=True,
        blank=True,
        help_text="When the post-game sequence (or one team's part) was last queued, by a confirmation, a choice, a "
        "retry or the sweep; the sweep claims a stalled sequence by moving it (services.sweep).",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"Match of {self.fixture}"


class PlayerReport(models.Model):
    """One player's game: played or not, touchdowns, casualties caused, completions, interceptions, fouls, whether
    he was sent off, and a lasting injury (the figures the records read; ``rules.livereport.ReportLine`` fills them
    from a live game)."""

    Injury = ReportedInjury

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="player_reports")
    player = models.ForeignKey("teams.Player", on_delete=models.CASCADE, related_name="reports")
    team = models.ForeignKey("teams.Team", on_delete=models.CASCADE, related_name="+")
    played = models.BooleanField(default=True)
    touchdowns = models.PositiveSmallIntegerField(default=0)
    casualties = models.PositiveSmallIntegerField(default=0)
    completions = models.PositiveSmallIntegerField(default=0)
    interceptions = models.PositiveSmallIntegerField(default=0)
    fouls = models.PositiveSmallIntegerField(default=0)
    sent_off = models.BooleanField(default=False)
    injury = models.CharField(max_length=16, choices=ReportedInjury.choices(), default="", blank=True)
    apothecary_roll = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="The apothecary's D6 when one patched the player up (4+ succeeds)."
    )

    class Meta:
        constraints = [models.UniqueConstraint(fields=["match", "player"], name="one_report_per_player")]

    def __str__(self) -> str:
        return f"{self.player} in {self.match_id}"

    @property
    def lasting_injury(self) -> str:
        """Seed 000, Apothecaries: a patch-up on 4+ removes the casualty; on 1-3 the result stands."""
        if self.injury and self.apothecary_roll is not None and patched_up(self.apothecary_roll):
            return ReportedInjury.NONE
        return self.injury


class AdvancementChoice(models.Model):
    """The coach's choice for Player Advancement (seed 000): a chosen player's Primary skill, or a random player's
    Secondary skill, with the category; in the 2025 Sevens (Spike! Journal 22) a Primary skill's three candidates,
    picked by the coach, the opponent and the coach in turn."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="advancement_choices")
    team = models.ForeignKey("teams.Team", on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=10, choices=AdvancementKind.choices())
    player = models.ForeignKey("teams.Player", on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    category = models.CharField(max_length=12, blank=True)
    keep_journeymen = models.JSONField(default=list, blank=True)
    candidates = models.JSONField(
        default=list,
        blank=True,
        help_text="Spike! Journal 22: the Primary skill's candidates in pick order, each {skill, by, user}.",
    )
    let_go = models.JSONField(
        default=list,
        blank=True,
        help_text="Spike! Journal 22, Drafted Players: the players the coach lets go if poached (the others are kept "
        "while the treasury pays their Current Value).",
    )
    waiting_for = models.CharField(
        max_length=8,
        blank=True,
        help_text="Whose candidate pick the choice waits for: 'coach', 'opponent' or '' (none).",
    )
    rolls = models.JSONField(default=list, blank=True)
    decided_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    decided_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["match", "team"], name="one_advancement_per_team")]

    def __str__(self) -> str:
        return f"{self.kind} for {self.team_id}"


class PostGameStep(models.Model):
    """One step of one team's post-game sequence; done exactly once, in the transaction of its changes."""

    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        WAITING = "waiting", "Waiting for the coach"
        DONE = "done", "Done"

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="steps")
    team = models.ForeignKey("teams.Team", on_delete=models.CASCADE, related_name="post_game_steps")
    step = models.PositiveSmallIntegerField(choices=Step.choices())
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.PENDING)
    changes = models.JSONField(default=dict, blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    done_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["match", "team", "step"]
        constraints = [models.UniqueConstraint(fields=["match", "team", "step"], name="post_game_step_once")]

    def __str__(self) -> str:
        return f"step {self.step} of {self.team_id} in {self.match_id}: {self.status}"


class MatchRoll(models.Model):
    """A roll made for a match: the table-side rolls and the rolls of the post-game sequence."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="rolls")
    team = models.ForeignKey("teams.Team", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    what = models.CharField(max_length=8)
    why = models.CharField(max_length=200)
    subject = models.CharField(max_length=120, blank=True)
    faces = models.JSONField(default=list)
    result = models.SmallIntegerField()
    detail = models.CharField(max_length=200, blank=True)
    params = models.JSONField(
        default=dict, blank=True, help_text="The values its reason and result name (rules.dice.Roll.params)."
    )
    post_game = models.BooleanField(default=False, help_text="Rolled by the post-game sequence (a void keeps it).")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "pk"]

    def __str__(self) -> str:
        return f"{self.what} {self.why}: {self.result}"


class InducementPurchase(models.Model):
    """A team's inducements for one game (seed 000, Inducements): what it bought, how it paid, and the Desperate
    Measures it rolled. One purchase per team and game; the favourite buys first."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="inducements")
    team = models.ForeignKey("teams.Team", on_delete=models.CASCADE, related_name="+")
    items = models.JSONField(default=dict, blank=True, help_text="Inducement key to how many.")
    own_ctv = models.PositiveIntegerField()
    other_ctv = models.PositiveIntegerField()
    petty_cash = models.PositiveIntegerField(default=0, help_text="Petty cash this team was given.")
    petty_cash_spent = models.PositiveIntegerField(default=0)
    treasury_spent = models.PositiveIntegerField(default=0)
    desperate_measures = models.JSONField(default=list, blank=True)
    mercenaries = models.JSONField(
        default=list, blank=True, help_text="Mercenary Players for this game: position, extra skill, cost."
    )
    rolls = models.JSONField(default=list, blank=True)
    bought_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    bought_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["match", "team"], name="one_inducement_purchase_per_team")]

    def __str__(self) -> str:
        return f"inducements of {self.team_id} in {self.match_id}"

    @property
    def total(self) -> int:
        return self.petty_cash_spent + self.treasury_spent

    @property
    def wandering_apothecaries(self) -> int:
        return int(self.items.get("wandering-apothecary", 0) or 0)

    def bought(self, ruleset) -> list:
        """What was bought, as ``(Inducement, how many)`` from the ruleset's catalogue."""
        return [(item, qty) for key, qty in self.items.items() if (item := ruleset.inducement(key))]


class MatchVoid(models.Model):
    """A commissioner voided a confirmed result: who, why, when, the score that was voided, and what its
    post-game sequence had rolled and changed (kept, so a void never hides a roll)."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="voids")
    voided_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    voided_by_name = models.CharField(max_length=150, blank=True)
    reason = models.TextField()
    voided_at = models.DateTimeField()
    home_td = models.PositiveSmallIntegerField(null=True, blank=True)
    away_td = models.PositiveSmallIntegerField(null=True, blank=True)
    rolls = models.JSONField(default=list, blank=True)
    steps = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["voided_at", "pk"]

    def __str__(self) -> str:
        return f"void of {self.match_id} by {self.voided_by_name}"

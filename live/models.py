"""A league fixture played live at the table: the game and the taps the two phones send. The game is the fold of
its taps in server order (``rules.live.fold``); a refused tap is answered with its code and never stored."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import pgettext_lazy


class LiveGame(models.Model):
    """One per fixture: opened by a coach (or a commissioner) once the pre-game is done, closed by either coach,
    when it fills both player reports. ``last_seq`` is the last tap's server order: what the phones poll on."""

    class Status(models.TextChoices):
        OPEN = "open", pgettext_lazy("a live game", "Open")
        CLOSED = "closed", pgettext_lazy("a live game", "Closed")

    fixture = models.OneToOneField("league.Fixture", on_delete=models.CASCADE, related_name="live_game")
    status = models.CharField(max_length=6, choices=Status.choices, default=Status.OPEN)
    last_seq = models.PositiveIntegerField(default=0)
    opened_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    opened_at = models.DateTimeField(auto_now_add=True)
    closed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    closed_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"Live game of fixture {self.fixture_id}"

    @property
    def is_open(self) -> bool:
        return self.status == self.Status.OPEN

    @property
    def version(self) -> str:
        """What a phone last saw: the last tap and whether the game was still open."""
        return f"{self.last_seq}{'' if self.is_open else 'c'}"


class LiveTap(models.Model):
    """One tap as the server accepted it, in its order (``seq``). ``tap_id`` is the phone's own id: a retry of a
    tap already stored is answered as accepted and stored once."""

    game = models.ForeignKey(LiveGame, on_delete=models.CASCADE, related_name="taps")
    seq = models.PositiveIntegerField()
    tap_id = models.CharField(max_length=64)
    side = models.CharField(max_length=4)
    kind = models.CharField(max_length=16)
    player = models.ForeignKey("teams.Player", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    victim = models.ForeignKey("teams.Player", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    value = models.SmallIntegerField(null=True, blank=True)
    outcome = models.CharField(max_length=20, blank=True)
    dice = models.JSONField(default=list, blank=True)
    undoes = models.CharField(max_length=64, blank=True)
    table = models.CharField(max_length=40, blank=True, help_text="The table the server rolled on for this tap.")
    by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["seq"]
        constraints = [
            models.UniqueConstraint(fields=["game", "seq"], name="live_tap_one_per_seq"),
            models.UniqueConstraint(fields=["game", "tap_id"], name="live_tap_id_once_per_game"),
        ]

    def __str__(self) -> str:
        return f"{self.kind} #{self.seq} of live game {self.game_id}"

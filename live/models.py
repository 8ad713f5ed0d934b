"""A league fixture or an event game played live at the table: the game and the taps the two phones send. The game
is the fold of its taps in server order (``rules.live.fold``); a refused tap is answered with its code and never
stored. A league game's player is a ``teams.Player``; an event game's is his shirt number on his side (an event
roster is a roster file, not database players)."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import pgettext_lazy


class LiveGame(models.Model):
    """One per fixture or event game (exactly one of the two): opened by a coach (or a commissioner, or an event's
    organiser) once the pre-game is done (an event game: once paired), closed by either coach, when it fills both
    player reports (an event game: its result, for the other coach to confirm). ``last_seq`` is the last tap's
    server order: what the phones poll on."""

    class Status(models.TextChoices):
        OPEN = "open", pgettext_lazy("a live game", "Open")
        CLOSED = "closed", pgettext_lazy("a live game", "Closed")

    fixture = models.OneToOneField(
        "league.Fixture", on_delete=models.CASCADE, related_name="live_game", null=True, blank=True
    )
    event_game = models.OneToOneField(
        "events.EventGame", on_delete=models.CASCADE, related_name="live_game", null=True, blank=True
    )
    status = models.CharField(max_length=6, choices=Status.choices, default=Status.OPEN)
    last_seq = models.PositiveIntegerField(default=0)
    opened_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    opened_at = models.DateTimeField(auto_now_add=True)
    closed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    closed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=models.Q(fixture__isnull=False, event_game__isnull=True)
                | models.Q(fixture__isnull=True, event_game__isnull=False),
                name="live_game_of_one_game",
            )
        ]

    def __str__(self) -> str:
        if self.event_game_id is not None:
            return f"Live game of event game {self.event_game_id}"
        return f"Live game of fixture {self.fixture_id}"

    @property
    def of_event(self) -> bool:
        """An event game's live game (its players are shirt numbers), else a league fixture's."""
        return self.event_game_id is not None

    @property
    def is_open(self) -> bool:
        return self.status == self.Status.OPEN

    @property
    def version(self) -> str:
        """What a phone last saw: the last tap and whether the game was still open."""
        return f"{self.last_seq}{'' if self.is_open else 'c'}"


class LiveTap(models.Model):
    """One tap as the server accepted it, in its order (``seq``). ``tap_id`` is the phone's own id: a retry of a
    tap already stored is answered as accepted and stored once. Its player is ``player``/``victim`` in a league
    game, ``number``/``victim_number`` (shirt numbers) in an event game. A table-side roll of an event game is kept
    here only (``table``, ``dice``, ``value``: the table, the faces and the total)."""

    game = models.ForeignKey(LiveGame, on_delete=models.CASCADE, related_name="taps")
    seq = models.PositiveIntegerField()
    tap_id = models.CharField(max_length=64)
    side = models.CharField(max_length=4)
    kind = models.CharField(max_length=16)
    player = models.ForeignKey("teams.Player", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    victim = models.ForeignKey("teams.Player", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    number = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="An event game's player: his shirt number on the tapping side."
    )
    victim_number = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="An event game's casualty victim: his shirt number on the other side."
    )
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

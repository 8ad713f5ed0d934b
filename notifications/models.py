from __future__ import annotations

from django.conf import settings
from django.db import models


class EmailPreferences(models.Model):
    """Which e-mails a user wants; a user without a row gets them all (each is on by default)."""

    EVENTS = (
        "result_submitted",
        "result_confirmed",
        "entry_waiting",
        "advancement_waiting",
        "event_round_drawn",
        "event_result_submitted",
        "event_result_disputed",
        "event_registration",
        "fixture_proposed",
        "fixture_scheduled",
    )

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="email_preferences")
    result_submitted = models.BooleanField(
        default=True, verbose_name="A result waits for my confirmation", help_text="The other coach entered it."
    )
    result_confirmed = models.BooleanField(
        default=True, verbose_name="A result of my team is confirmed", help_text="Sent to both coaches."
    )
    entry_waiting = models.BooleanField(
        default=True, verbose_name="A team waits for my approval", help_text="As a commissioner of its league."
    )
    advancement_waiting = models.BooleanField(
        default=True,
        verbose_name="A Player Advancement waits for my choice",
        help_text="After a game, the post-game sequence waits for you.",
    )
    event_round_drawn = models.BooleanField(
        default=True, verbose_name="A round of my event is drawn", help_text="Your table and your opponent."
    )
    event_result_submitted = models.BooleanField(
        default=True,
        verbose_name="A result of my event game waits for my confirmation",
        help_text="The other coach entered it.",
    )
    event_result_disputed = models.BooleanField(
        default=True, verbose_name="A result is disputed at my event", help_text="As an organiser, with the reason."
    )
    event_registration = models.BooleanField(
        default=True,
        verbose_name="A coach registers for my event",
        help_text="As an organiser: the registration waits for approval.",
    )
    fixture_proposed = models.BooleanField(
        default=True,
        verbose_name="The other coach proposes times for our game",
        help_text="Accept one or propose others.",
    )
    fixture_scheduled = models.BooleanField(
        default=True, verbose_name="A time is agreed for my game", help_text="Sent to both coaches."
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "e-mail preferences"

    def __str__(self) -> str:
        return f"e-mail preferences of {self.user_id}"

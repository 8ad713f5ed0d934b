from __future__ import annotations

from django.conf import settings
from django.db import models


class EmailPreferences(models.Model):
    """Which e-mails a user wants; a user without a row gets them all (each is on by default)."""

    EVENTS = ("result_submitted", "result_confirmed", "entry_waiting", "advancement_waiting")

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
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "e-mail preferences"

    def __str__(self) -> str:
        return f"e-mail preferences of {self.user_id}"

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class EmailPreferences(models.Model):
    """Which e-mails a user wants, and the language he reads the site and his e-mails in; a user without a row gets
    every e-mail (each is on by default) in the language his browser asks for (English in an e-mail)."""

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
        default=True, verbose_name=_("A result waits for my confirmation"), help_text=_("The other coach entered it.")
    )
    result_confirmed = models.BooleanField(
        default=True, verbose_name=_("A result of my team is confirmed"), help_text=_("Sent to both coaches.")
    )
    entry_waiting = models.BooleanField(
        default=True, verbose_name=_("A team waits for my approval"), help_text=_("As a commissioner of its league.")
    )
    advancement_waiting = models.BooleanField(
        default=True,
        verbose_name=_("A Player Advancement waits for my choice"),
        help_text=_("After a game, the post-game sequence waits for you."),
    )
    event_round_drawn = models.BooleanField(
        default=True, verbose_name=_("A round of my event is drawn"), help_text=_("Your table and your opponent.")
    )
    event_result_submitted = models.BooleanField(
        default=True,
        verbose_name=_("A result of my event game waits for my confirmation"),
        help_text=_("The other coach entered it."),
    )
    event_result_disputed = models.BooleanField(
        default=True,
        verbose_name=_("A result is disputed at my event"),
        help_text=_("As an organiser, with the reason."),
    )
    event_registration = models.BooleanField(
        default=True,
        verbose_name=_("A coach registers for my event"),
        help_text=_("As an organiser: the registration waits for approval."),
    )
    fixture_proposed = models.BooleanField(
        default=True,
        verbose_name=_("The other coach proposes times for our game"),
        help_text=_("Accept one or propose others."),
    )
    fixture_scheduled = models.BooleanField(
        default=True, verbose_name=_("A time is agreed for my game"), help_text=_("Sent to both coaches.")
    )
    # A code of settings.LANGUAGES, or empty: not chosen, the browser's. No choices on the field: a language is
    # added by adding its translation (settings.languages_in), never by a migration; services.preferences_set_language
    # checks the code.
    language = models.CharField(
        max_length=15,
        blank=True,
        default="",
        verbose_name=_("Language"),
        help_text=_("The language of the site and of your e-mails."),
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = _("e-mail preferences")
        verbose_name_plural = _("e-mail preferences")

    def __str__(self) -> str:
        return f"e-mail preferences of {self.user_id}"

"""Read tokens: what opens a private league (or an event) to a program reading the API.

A token belongs to one league or one event. Only a hash of it is stored: the token is shown once, when it is made,
and a lost token is revoked and replaced, never shown again. Written only by ``api.services``."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q

TOKEN_NAME_MAX = 60  # what a commissioner may type to tell his tokens apart, not a rule


class ReadToken(models.Model):
    """A read token of a league or of an event: its name, its hash, who made it and when, when it was last used
    (written at most every ``API_TOKEN_TOUCH_EVERY`` seconds) and when it was revoked."""

    league = models.ForeignKey(
        "league.League", on_delete=models.CASCADE, null=True, blank=True, related_name="read_tokens"
    )
    event = models.ForeignKey(
        "events.Event", on_delete=models.CASCADE, null=True, blank=True, related_name="read_tokens"
    )
    name = models.CharField(max_length=TOKEN_NAME_MAX, help_text="Who or what reads with it, e.g. 'club website'.")
    key_hash = models.CharField(max_length=64, unique=True, help_text="SHA-256 of the token, in hex.")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        constraints = [
            models.CheckConstraint(
                condition=Q(league__isnull=False, event__isnull=True) | Q(league__isnull=True, event__isnull=False),
                name="read_token_one_scope",
            ),
        ]

    def __str__(self) -> str:
        return self.name

    @property
    def is_revoked(self) -> bool:
        return self.revoked_at is not None

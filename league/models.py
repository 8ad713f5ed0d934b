from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.urls import reverse

from rules.rulesets import RULESET_CHOICES, SEVENS, Ruleset, get_ruleset


def new_invite_code() -> str:
    return secrets.token_urlsafe(12)


class League(models.Model):
    """A league: its ruleset with the commissioners' adjustments, its scoring, and who runs it."""

    class Mercenaries(models.TextChoices):
        UNLIMITED = "unlimited", "Unlimited Mercenary Players"
        UP_TO_THREE = "0-3", "0-3 Mercenary Players"

    name = models.CharField(max_length=120)
    slug = models.SlugField(max_length=140, unique=True)
    ruleset = models.CharField(max_length=20, choices=RULESET_CHOICES, default=SEVENS)
    budget = models.PositiveIntegerField(null=True, blank=True, help_text="Leave empty for the ruleset's budget.")
    banned_skills = models.JSONField(
        null=True, blank=True, default=None, help_text="Leave empty for the ruleset's own bans."
    )
    mercenaries = models.CharField(max_length=10, choices=Mercenaries.choices, default=Mercenaries.UNLIMITED)
    commissioners = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="leagues_run")
    invite_code = models.CharField(max_length=32, unique=True, default=new_invite_code)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("league:detail", kwargs={"slug": self.slug})

    def rules(self) -> Ruleset:
        """The league's ruleset with its adjustments applied."""
        base = get_ruleset(self.ruleset)
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

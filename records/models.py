from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class SeasonAward(models.Model):
    """An award a commissioner gives for a season, chosen from the figures (most touchdowns, most casualties, best
    defence) or named by him; it goes to a player or a team, with the figure it was given for."""

    class Kind(models.TextChoices):
        TOUCHDOWNS = "touchdowns", _("Most touchdowns")
        CASUALTIES = "casualties", _("Most casualties")
        DEFENCE = "defence", _("Best defence")
        NAMED = "named", _("Named by the commissioner")

    season = models.ForeignKey("league.Season", on_delete=models.CASCADE, related_name="awards")
    kind = models.CharField(max_length=12, choices=Kind.choices)
    title = models.CharField(max_length=80)
    player = models.ForeignKey("teams.Player", on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    team = models.ForeignKey("teams.Team", on_delete=models.CASCADE, related_name="+")
    figure = models.CharField(max_length=80, blank=True, help_text="What it was given for, e.g. '9 touchdowns'.")
    awarded_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    awarded_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["season", "pk"]
        constraints = [models.UniqueConstraint(fields=["season", "title"], name="award_title_once_per_season")]

    def __str__(self) -> str:
        return f"{self.title} ({self.season_id})"

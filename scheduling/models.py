"""The times the coaches of a league fixture propose to each other, and the deadlines a commissioner sets per round.
The time they agree is the fixture's own (``league.models.Fixture.kickoff``, written by ``league.services``)."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class Proposal(models.Model):
    """One time proposed for a fixture. A coach proposes one to three at once (``MOST_AT_ONCE``); the other coach
    accepts one of the open ones or proposes his own, which replace them."""

    MOST_AT_ONCE = 3

    class Status(models.TextChoices):
        OPEN = "open", "Open"
        ACCEPTED = "accepted", "Accepted"
        REPLACED = "replaced", "Replaced by other times"
        WITHDRAWN = "withdrawn", "Withdrawn"

    fixture = models.ForeignKey("league.Fixture", on_delete=models.CASCADE, related_name="time_proposals")
    team = models.ForeignKey(
        "teams.Team",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="+",
        help_text="The side that proposed (empty: a commissioner who coaches neither team).",
    )
    by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    when = models.DateTimeField()
    status = models.CharField(max_length=9, choices=Status.choices, default=Status.OPEN)
    created_at = models.DateTimeField(auto_now_add=True)
    closed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["when", "pk"]
        indexes = [models.Index(fields=["fixture", "status"])]

    def __str__(self) -> str:
        return f"{self.when:%Y-%m-%d %H:%M} for fixture {self.fixture_id} ({self.status})"


class RoundDeadline(models.Model):
    """The time by which a round of a season is to be played; after it, the commissioners are told of each game
    not played and may record a forfeit."""

    season = models.ForeignKey("league.Season", on_delete=models.CASCADE, related_name="round_deadlines")
    round = models.PositiveSmallIntegerField()
    due = models.DateTimeField()
    set_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    set_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["round"]
        constraints = [models.UniqueConstraint(fields=["season", "round"], name="deadline_once_per_round")]

    def __str__(self) -> str:
        return f"Round {self.round} of season {self.season_id}: {self.due:%Y-%m-%d %H:%M}"

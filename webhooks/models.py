"""Outgoing webhooks: where a league (or an event) posts what happens in it, and the log of each delivery.

A webhook belongs to one league or one event. It is a Discord preset (Discord's embeds) or a generic JSON one
signed with its secret (Standard Webhooks: HMAC-SHA256 over the delivery's id, a timestamp and the body). The
secret is kept as it is, since it signs; it is shown to the league's commissioners (the event's organisers) only, on
the webhooks page, and never logged. Written only by ``webhooks.services``, always inside the ``core.datagen`` scope
of its league or event."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

NAME_MAX = 60  # what a commissioner types to tell his webhooks apart, not a rule
URL_MAX = 500  # Discord's webhook addresses are about 120 characters
ERROR_MAX = 200  # a delivery's short error, as the page shows it
LANGUAGE_MAX = 15  # a language code of settings.LANGUAGES ("en-gb", "zh-hans")


def language_choices() -> list[tuple[str, str]]:
    """The languages a webhook can be written in: the site's (``settings.LANGUAGES``), read when asked, so the
    migrations do not follow the settings."""
    return list(settings.LANGUAGES)


def default_language() -> str:
    """A new webhook writes in the site's language (``settings.LANGUAGE_CODE``) until its owner chooses another."""
    return settings.LANGUAGE_CODE


class Kind(models.TextChoices):
    """What a webhook is told about; the value is the ``type`` of the JSON body."""

    FIXTURE_SCHEDULED = "fixture.scheduled", _("A game's time is agreed by its coaches")
    RESULT_CONFIRMED = "result.confirmed", _("A result is confirmed")
    POST_GAME = "postgame.finished", _("The post-game's news: skills gained, deaths, the Draft")
    SEASON_FINISHED = "season.finished", _("A season is finished")
    ROUND_DRAWN = "round.drawn", _("A round is drawn")
    ROUND_COMPLETED = "round.completed", _("A round's results are all in: the standings")
    ROUND_PLAYED = "round.played", _("Every game of a round is played: its results and the standings")
    EVENT_FINISHED = "event.finished", _("The event is finished")
    TEST = "test", _("A test, sent from the webhooks page")


LEAGUE_KINDS = (Kind.RESULT_CONFIRMED, Kind.POST_GAME, Kind.ROUND_PLAYED, Kind.SEASON_FINISHED, Kind.FIXTURE_SCHEDULED)
EVENT_KINDS = (Kind.ROUND_DRAWN, Kind.ROUND_COMPLETED, Kind.EVENT_FINISHED)


class Webhook(models.Model):
    class Preset(models.TextChoices):
        DISCORD = "discord", _("Discord (a channel's webhook address)")
        JSON = "json", _("JSON, signed (for your own program)")

    league = models.ForeignKey(
        "league.League", on_delete=models.CASCADE, null=True, blank=True, related_name="webhooks"
    )
    event = models.ForeignKey("events.Event", on_delete=models.CASCADE, null=True, blank=True, related_name="webhooks")
    name = models.CharField(max_length=NAME_MAX)
    preset = models.CharField(max_length=8, choices=Preset.choices, default=Preset.DISCORD)
    url = models.CharField(max_length=URL_MAX, help_text="An https address on the public internet.")
    kinds = models.JSONField(default=list, help_text="The ``Kind`` values it is told about.")
    language = models.CharField(
        max_length=LANGUAGE_MAX, choices=language_choices, default=default_language,
        help_text="The language of the words it is sent (Discord's embeds, a test's message); the JSON body's "
        "keys and codes stay English.",
    )
    secret = models.CharField(max_length=64, help_text="Signs the JSON bodies (whsec_ and base64).")
    active = models.BooleanField(default=True)
    failures = models.PositiveSmallIntegerField(default=0, help_text="Deliveries given up in a row.")
    switched_off_at = models.DateTimeField(
        null=True, blank=True, help_text="When it was switched off for failing; cleared when switched on again."
    )
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "pk"]
        constraints = [
            models.CheckConstraint(
                condition=Q(league__isnull=False, event__isnull=True) | Q(league__isnull=True, event__isnull=False),
                name="webhook_one_scope",
            ),
        ]

    def __str__(self) -> str:
        return self.name

    @property
    def owner(self):
        return self.league if self.league_id is not None else self.event

    @property
    def url_shown(self) -> str:
        return shown_url(self.url)

    def kind_labels(self) -> list[str]:
        return [Kind(kind).label for kind in self.kinds if kind in Kind.values]


class Delivery(models.Model):
    """One message to one webhook: what it told, its body (made once, sent again as it was by each retry), and how
    its attempts went."""

    class Status(models.TextChoices):
        PENDING = "pending", _("Queued")
        RETRYING = "retrying", _("Failed, will retry")
        DELIVERED = "delivered", _("Delivered")
        FAILED = "failed", _("Failed")

    webhook = models.ForeignKey(Webhook, on_delete=models.CASCADE, related_name="deliveries")
    kind = models.CharField(max_length=40, choices=Kind.choices)
    body = models.TextField()
    status = models.CharField(max_length=9, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveSmallIntegerField(default=0)
    response_code = models.PositiveSmallIntegerField(null=True, blank=True)
    error = models.CharField(max_length=ERROR_MAX, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    attempted_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [models.Index(fields=["webhook", "-created_at"])]

    def __str__(self) -> str:
        return f"{self.kind} to {self.webhook_id}: {self.status}"

    @property
    def message_id(self) -> str:
        """The ``webhook-id`` header: the same for every attempt, so a receiver can drop a repeat."""
        return f"msg_{self.pk}"


URL_SHOWN = 40  # characters of an address the page shows: a Discord address's key comes after them


def shown_url(url: str) -> str:
    """The start of an address, enough to recognise it, without the key a Discord address ends with."""
    return url if len(url) <= URL_SHOWN else url[:URL_SHOWN] + "…"

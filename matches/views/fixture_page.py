"""The game's cards on league's fixture page (registered with ``league.hooks.register_fixture_page`` in
``MatchesConfig.ready()``): the reads are ``selectors.fixture_page``; this adds the template and the links."""

from __future__ import annotations

from django.http import HttpRequest
from django.urls import reverse

from ..selectors.fixture_page import fixture_cards

FIXTURE_PANEL = "matches/_post_game.html"


def fixture_page_context(*, request: HttpRequest, fixture, context: dict) -> dict:
    """The post-game card, and for the coaches and commissioners the match-day card with the pre-game summary and
    the player report links."""
    extra = fixture_cards(fixture=fixture, user=request.user) | {"panels": [FIXTURE_PANEL]}
    if "report_teams" in extra:
        extra["report_links"] = [
            (team, reverse("matches:player_report", args=[fixture.pk, team.pk])) for team in extra.pop("report_teams")
        ]
    return extra

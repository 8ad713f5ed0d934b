"""What the fixture page shows of the game (``views.fixture_page`` registers it with league's fixture page): the
post-game card for everyone, and the match-day card for the game's coaches and the league's commissioners."""

from __future__ import annotations

from league.models import Fixture
from league.permissions import is_commissioner, plays_in
from teams.permissions import can_edit_team

from .match import match_of
from .postgame import post_game_for_fixture, voids_for_fixture
from .pregame import pregame_for_fixture


def fixture_cards(*, fixture, user) -> dict:
    """The post-game sequence and the voids; for the coaches and commissioners (``match_day``) the pre-game sides
    while the game is to be played, and the teams whose player report the user may write (the result still open)
    or read (submitted): ``report_teams``."""
    cards: dict = {
        "post_game": post_game_for_fixture(fixture=fixture, user=user),
        "voids": voids_for_fixture(fixture=fixture),
    }
    if fixture.away_id is None or fixture.status == Fixture.Status.CANCELLED:
        return cards
    cards["match_day"] = is_commissioner(user, fixture.season.league) or plays_in(user, fixture)
    if cards["match_day"] and fixture.status == Fixture.Status.SCHEDULED:
        cards["pregame"] = pregame_for_fixture(fixture=fixture, user=user)
    if cards["match_day"]:
        match = match_of(fixture)
        submitted = set()
        if match is not None:
            submitted = {
                team_id
                for team_id, count in ((fixture.home_id, match.home_reports), (fixture.away_id, match.away_reports))
                if count
            }
        open_ = fixture.status != Fixture.Status.CONFIRMED
        cards["report_teams"] = [
            team
            for team in (fixture.home, fixture.away)
            if (open_ and can_edit_team(user, team)) or team.pk in submitted
        ]
    return cards

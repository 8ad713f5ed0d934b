"""The figures a closed live game gives matches' report service: each team's player lines."""

from __future__ import annotations

from league.models import Fixture
from rules.liveclock import AWAY, HOME
from rules.livereport import LiveReport
from rules.players import may_play
from teams.models import Player


def report_lines_for(fixture: Fixture, report: LiveReport, players: list[Player]) -> dict[int, list[dict]]:
    """Each team's player lines for matches' report service: every player who could play played, with his
    figures from the live game; a player who must miss this game did not."""
    by_player = {line.player: line for side in (HOME, AWAY) for line in report.lines(side)}
    lines: dict[int, list[dict]] = {fixture.home_id: [], fixture.away_id: []}
    for player in players:
        line = by_player.get(player.pk)
        played = may_play(player.status)
        lines[player.team_id].append(
            {
                "player": player.pk,
                "played": played,
                "touchdowns": line.touchdowns if line else 0,
                "casualties": line.casualties if line else 0,
                "injury": str(line.injury) if line else "",
                "apothecary_roll": None,
                "completions": line.completions if line else 0,
                "interceptions": line.interceptions if line else 0,
                "fouls": line.fouls if line else 0,
                "sent_off": line.sent_off if line else False,
            }
        )
    return lines

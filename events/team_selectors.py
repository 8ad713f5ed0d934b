"""Reads of a team event (seed 003, Team Events): its teams, the team standings and the next round's draw."""

from __future__ import annotations

from rules.tournament import (
    Game,
    TeamStandingRow,
    team_matches,
    team_round_result,
    team_standings,
)

from .models import Event, EventGame, EventTeam
from .selectors import event_games


def event_teams(*, event: Event) -> dict[int, list[int]]:
    """Seed 003, Forming a Team: each team of a team event (id) with its approved coaches' ids."""
    teams: dict[int, list[int]] = {pk: [] for pk in event.teams.values_list("pk", flat=True)}
    for coach, team in event.coaches.filter(approved=True, event_team__isnull=False).values_list("pk", "event_team"):
        teams[team].append(coach)
    return {team: coaches for team, coaches in teams.items() if coaches}


def rounds_of_games(event: Event) -> list[list[Game]]:
    """The confirmed games round by round (``event_games`` with their rounds)."""
    numbers = list(
        EventGame.objects.filter(round__event=event, status=EventGame.Status.CONFIRMED)
        .order_by("round__number", "table")
        .values_list("round__number", flat=True)
    )
    rounds: dict[int, list[Game]] = {}
    for number, game in zip(numbers, event_games(event=event), strict=True):
        rounds.setdefault(number, []).append(game)
    return [rounds[n] for n in sorted(rounds)]


def team_table(*, event: Event) -> list[tuple[TeamStandingRow, EventTeam]]:
    """Seed 003, Team Event Rankings Scoring and Tiebreakers: the team standings with each row's team."""
    teams = event_teams(event=event)
    if not teams:
        return []
    by_id = {t.pk: t for t in event.teams.select_related("captain")}
    rows = team_standings(teams, rounds_of_games(event), event.pack())
    return [(row, by_id[row.team]) for row in rows]


def _as_game(game: EventGame) -> Game:
    if game.away_id is None:
        return Game.bye(game.home_id)
    return Game(game.home_id, game.away_id, game.home_td, game.away_td, game.home_cas, game.away_cas,
                conceded_by=game.conceded_by_id, win_kind=game.win_kind or None)


def team_pairings(*, event: Event, rounds: list[tuple]) -> None:
    """Seed 003, Team Event Pairings and Rankings Scoring, as the event page shows a team event's rounds: each round
    gets ``team_pairings``, the two teams of each pairing, its tables and, once every game is confirmed, the games
    each team won and the round's result (``team_round_result``); one query for the team names."""
    if event.structure != Event.Structure.TEAMS:
        return
    names = dict(event.teams.values_list("pk", "name"))
    pack = event.pack()
    for round_, games in rounds:
        read = [(_as_game(game), game) for game in games]
        stored_of = {id(as_read): game for as_read, game in read}
        team_of = {game.home_id: game.home.event_team_id for game in games}
        team_of.update({game.away_id: game.away.event_team_id for game in games if game.away is not None})
        round_.team_pairings = []
        for home, away, matched in team_matches([as_read for as_read, _ in read], team_of):
            stored = [stored_of[id(as_read)] for as_read in matched]
            done = all(g.status == EventGame.Status.CONFIRMED for g in stored)
            home_coaches = [coach for coach, team in team_of.items() if team == home]
            result = team_round_result(matched, pack, home_coaches=home_coaches) if done else None
            round_.team_pairings.append({
                "home": names.get(home, "—"), "away": names.get(away) if away else None,
                "tables": [g.table for g in stored], "result": result,
            })

"""Team Events: teams of coaches, a team's round won by games won, team standings and the team draw.

Source: seed 003 (``003_10674a811dc8f08c.txt``, GW *Blood Bowl Matched Play Guide*, OCR), "Team Events": Forming a
Team, Team Event Rankings Scoring, Team Event Tiebreakers, Team Event Pairings, with their examples (a round won
two games to one; the Teams A, B and C tiebreak; Team A v Team B paired by individual ranking).

Readings (each repeated in its rule's docstring):

* "as few as three, to as many as eight": a team has 3 to 8 coaches, the number the rulespack fixes; one captain.
* "no coach may take the same team as another coach on their team" is read as the race (a roster's team type), and
  "each Star Player can only be taken once across the entire team".
* The OCR of the tiebreak example is broken ("Team B s, drew one game, and lost one game"); it is read as Team B won
  two, drew one and lost one, which is what the Guide's conclusion needs (same games won as Team C, fewer draws).
* After games won and games drawn, teams still level are split by the rulespack's own tiebreakers over the team's
  totals (the Guide's second example totals Bonus Points, Touchdown Difference, touchdowns and casualties "for the
  purposes of further Tiebreakers").
* A team without an opponent (an odd number of teams) gives each of its coaches a Bye: it wins every game, so the
  round, as a Bye does in a standard event.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass

from . import pairings
from .dice import Dice
from .eventcore import Game, Rulespack, _key_order, shuffled
from .scoring import score_result, split_ties
from .violations import Violation

Coach = Hashable
TeamKey = Hashable

TEAM_SIZE = (3, 8)
"""Seed 003, Forming a Team: a team has "as few as three, to as many as eight" coaches."""

TEAM_TIEBREAKERS = ("games_won", "games_drawn")
"""Seed 003, Team Event Tiebreakers: games won across the event, then games drawn."""


def team_problems(coaches: Sequence[Coach], captain: Coach | None, size: int | None = None) -> list[Violation]:
    """Seed 003, Forming a Team: 3 to 8 coaches (the rulespack's number when given) and a captain among them; each
    problem a violation (``team_size``, ``coach_twice``, ``team_captain``) worded by ``core.wording``."""
    problems = []
    low, high = (size, size) if size else TEAM_SIZE
    if not low <= len(coaches) <= high:
        problems.append(Violation("team_size", "coaches", {"least": low, "most": high, "count": len(coaches)},
                                  variant="exact" if size else ""))
    if len(set(coaches)) != len(coaches):
        problems.append(Violation("coach_twice", "coaches"))
    if captain is None or captain not in coaches:
        problems.append(Violation("team_captain", "captain"))
    return problems


def race_clash(team_coaches_races: Mapping[Coach, str]) -> list[tuple[str, tuple[Coach, ...]]]:
    """Seed 003, Forming a Team: no two coaches of a team take the same team (race); each clash with its coaches."""
    by_race: dict[str, list[Coach]] = {}
    for coach, race in team_coaches_races.items():
        by_race.setdefault(race.strip().casefold(), []).append(coach)
    names: dict[str, str] = {}
    for race in team_coaches_races.values():
        names.setdefault(race.strip().casefold(), race.strip())
    return [(names[key], tuple(coaches)) for key, coaches in by_race.items() if len(coaches) > 1]


def star_player_clash(team_coaches_stars: Mapping[Coach, Iterable[str]]) -> list[tuple[str, tuple[Coach, ...]]]:
    """Seed 003, Forming a Team: each Star Player can only be taken once across the entire team."""
    by_star: dict[str, list[Coach]] = {}
    for coach, stars in team_coaches_stars.items():
        for star in stars:
            by_star.setdefault(star, []).append(coach)
    return [(star, tuple(coaches)) for star, coaches in by_star.items() if len(coaches) > 1]


@dataclass(frozen=True)
class TeamRoundResult:
    """Seed 003, Team Event Rankings Scoring: the games each team won and drew, and the team's points."""

    home_won: int
    away_won: int
    drawn: int
    home_points: int
    away_points: int


def team_round_result(games: Iterable[Game], pack: Rulespack, *, home_coaches: Iterable[Coach]) -> TeamRoundResult:
    """Seed 003, Team Event Rankings Scoring: the team that won more games wins the round (2), the same number is a
    draw (1 each), fewer a loss (0); a Bye or a concession counts as a game won, as in the standings."""
    home_side = set(home_coaches)
    home_won = away_won = drawn = 0
    for game in games:
        winner = score_result(game.result(), pack.scheme).winner
        if winner is None:
            drawn += 1
        elif winner in home_side:
            home_won += 1
        else:
            away_won += 1
    if home_won > away_won:
        points = (pack.win, pack.loss)
    elif home_won < away_won:
        points = (pack.loss, pack.win)
    else:
        points = (pack.draw, pack.draw)
    return TeamRoundResult(home_won, away_won, drawn, *points)


@dataclass(frozen=True)
class TeamStandingRow:
    """Seed 003, Team Event Rankings: a team's line (rounds and games, then its coaches' totals)."""

    rank: int
    team: TeamKey
    played: int
    won: int
    drawn: int
    lost: int
    points: int
    games_won: int
    games_drawn: int
    games_lost: int
    bonus_points: int
    td_for: int
    td_against: int
    td_diff: int
    cas_for: int
    cas_against: int
    objectives: int

    def as_dict(self) -> dict:
        return asdict(self)


_TOTALS = ("games_won", "games_drawn", "games_lost", "bonus_points", "td_for", "td_against", "cas_for",
           "cas_against", "objectives")


def team_matches(
    games: Iterable[Game], team_of: Mapping[Coach, TeamKey]
) -> list[tuple[TeamKey, TeamKey | None, list[Game]]]:
    """Seed 003, Team Event Pairings: a round's games gathered into the team pairings they belong to, ``(team,
    other team or None for a Bye, games)``, the two teams in a fixed order whichever coach sat at home, in the
    order first met (a game between coaches of one team, which no draw makes, is a pairing of that team with
    itself)."""
    matches: dict[tuple, list[Game]] = {}
    for game in games:
        home = team_of[game.home]
        away = team_of.get(game.away) if game.away is not None else None
        key = (home, away) if away is None or _key_order(home) <= _key_order(away) else (away, home)
        matches.setdefault(key, []).append(game)
    return [(home, away, played) for (home, away), played in matches.items()]


def team_standings(
    teams: Mapping[TeamKey, Iterable[Coach]], rounds: Iterable[Iterable[Game]], pack: Rulespack
) -> list[TeamStandingRow]:
    """Seed 003, Team Event Rankings Scoring and Tiebreakers: team points, then games won, then games drawn, then
    the rulespack's tiebreakers over the team's totals; teams level on everything share a rank."""
    team_of = {coach: team for team, coaches in teams.items() for coach in coaches}
    rows: dict[TeamKey, Counter] = {team: Counter() for team in teams}
    meetings: dict[TeamKey, list[tuple[TeamKey, int]]] = {}
    for games in rounds:
        games = list(games)
        for game in games:
            _add_games(rows, team_of, game, pack)
        for home, away, played in team_matches(games, team_of):
            result = team_round_result(played, pack, home_coaches=teams[home])
            margin = result.home_won - result.away_won
            for team, points, opponent, lead in (
                (home, result.home_points, away, margin),
                (away, result.away_points, home, -margin),
            ):
                if team is None:
                    continue
                line = rows[team]
                line["played"] += 1
                line["points"] += points
                line["won" if lead > 0 else "drawn" if lead == 0 else "lost"] += 1
                if opponent is not None:
                    meetings.setdefault(team, []).append((opponent, points))

    def stat(name: str, team: TeamKey) -> int:
        line = rows[team]
        if name == "td_diff":
            return line["td_for"] - line["td_against"]
        return line["objectives" if name == "secret_objectives" else name]

    by_points: dict[int, list[TeamKey]] = {}
    for team, line in rows.items():
        by_points.setdefault(line["points"], []).append(team)
    order = (*TEAM_TIEBREAKERS, *pack.tiebreakers)
    ranked: list[TeamStandingRow] = []
    for points in sorted(by_points, reverse=True):
        for block in split_ties(by_points[points], order, stat, meetings):
            rank = len(ranked) + 1
            for team in sorted(block, key=_key_order):
                line = rows[team]
                ranked.append(
                    TeamStandingRow(
                        rank=rank, team=team, played=line["played"], won=line["won"], drawn=line["drawn"],
                        lost=line["lost"], points=line["points"], td_diff=line["td_for"] - line["td_against"],
                        **{name: line[name] for name in _TOTALS},
                    )
                )
    return ranked


def _add_games(rows: dict, team_of: Mapping, game: Game, pack: Rulespack) -> None:
    """A game's figures added to each side's team (as the individual standings count them)."""
    scored = score_result(game.result(), pack.scheme)
    sides = [(game.home, True)] + ([(game.away, False)] if game.away is not None else [])
    for coach, home in sides:
        team = team_of.get(coach)
        if team is None:
            continue
        line = rows[team]
        line["games_won" if scored.winner == coach else "games_drawn" if scored.winner is None else "games_lost"] += 1
        line["bonus_points"] += scored.home_bonus if home else scored.away_bonus
        line["td_for"] += scored.home_td if home else scored.away_td
        line["td_against"] += scored.away_td if home else scored.home_td
        line["cas_for"] += scored.home_cas if home else scored.away_cas
        line["cas_against"] += scored.away_cas if home else scored.home_cas
        line["objectives"] += game.home_objectives if home else game.away_objectives


@dataclass(frozen=True)
class TeamPairing:
    """Seed 003, Team Event Pairings: two teams drawn together (away None: a Bye) and their coaches' games."""

    home: TeamKey
    away: TeamKey | None
    games: tuple[tuple[Coach, Coach | None], ...]


def coach_games(home_coaches: Sequence[Coach], away_coaches: Sequence[Coach] | None) -> tuple:
    """Seed 003, Team Event Pairings: the highest ranked coach of each team plays each other, the second the
    second, and so on (each list in individual ranking order); a team without opponents: a Bye each."""
    if away_coaches is None:
        return tuple((coach, None) for coach in home_coaches)
    if len(home_coaches) != len(away_coaches):
        raise ValueError("two teams drawn together have the same number of coaches")
    return tuple(zip(home_coaches, away_coaches, strict=True))


def pair_team_round(
    ranked_teams: Sequence[TeamKey],
    teams: Mapping[TeamKey, Iterable[Coach]],
    individual_ranking: Sequence[Coach],
    previous: Iterable[tuple[TeamKey, TeamKey | None]],
    *,
    round_number: int,
    seed: int,
) -> list[TeamPairing]:
    """Seed 003, Team Event Pairings: round 1 teams and coaches drawn at random (from ``seed``); later teams by the
    team ranking with the standard swap rule, coaches by individual ranking within each pairing."""
    ranked = list(ranked_teams)
    met = list(previous)
    if round_number == 1 or not met:
        dice = Dice(seed=seed)
        order = shuffled(ranked, dice, why="Round 1 team draw")
        drawn: list[tuple[TeamKey, TeamKey | None]] = [(order[i], order[i + 1]) for i in range(0, len(order) - 1, 2)]
        if len(order) % 2:
            drawn.append((order[-1], None))
        return [
            TeamPairing(home, away, coach_games(
                shuffled(teams[home], dice, why=f"Round 1 coaches of {home}"),
                None if away is None else shuffled(teams[away], dice, why=f"Round 1 coaches of {away}"),
            ))
            for home, away in drawn
        ]
    byes = [home for home, away in met if away is None]
    drawn = pairings.swiss_pairings(ranked, [pair for pair in met if pair[1] is not None], byes)
    place = {coach: index for index, coach in enumerate(individual_ranking)}
    last = len(place)

    def by_rank(team: TeamKey) -> list[Coach]:
        return sorted(teams[team], key=lambda coach: (place.get(coach, last), _key_order(coach)))

    return [
        TeamPairing(home, away, coach_games(by_rank(home), None if away is None else by_rank(away)))
        for home, away in drawn
    ]

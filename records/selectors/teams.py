"""A team's record: played, won, drawn, lost, touchdowns and casualties for and against, by season and all time;
against each opponent; Team Value and Dedicated Fans after each game.

Reading (2020 rulebook, Conceding): a conceded game is a loss for the team that conceded and a win for the other,
whatever the score; the touchdowns and casualties are the ones written in the result. A bye is no game played and
is left out."""

from __future__ import annotations

from django.db.models import Case, CharField, F, IntegerField, Q, Sum, Value, When

from league.models import Fixture
from teams.models import Team

from ..figures import ACTIONS, CONFIRMED, VALUES, WINNINGS, counted_reports, counted_steps, report_totals
from .players import with_games_missed

FIELDS = ("played", "won", "drawn", "lost", "td_for", "td_against", "cas_for", "cas_against")


def _one(condition: Q) -> Sum:
    return Sum(Case(When(condition, then=Value(1)), default=Value(0), output_field=IntegerField()))


def _side(team: Team, home_field: str, away_field: str) -> Sum:
    return Sum(
        Case(
            When(home=team, then=F(home_field)),
            default=F(away_field),
            output_field=IntegerField(),
        ),
        default=0,
    )


def _totals(team: Team) -> dict:
    home, away = Q(home=team), Q(away=team)
    no_concession = Q(conceded_by__isnull=True)
    other_conceded = Q(conceded_by__isnull=False) & ~Q(conceded_by=team)
    ahead = (home & Q(home_td__gt=F("away_td"))) | (away & Q(away_td__gt=F("home_td")))
    behind = (home & Q(home_td__lt=F("away_td"))) | (away & Q(away_td__lt=F("home_td")))
    return {
        "played": _one(Q(pk__isnull=False)),
        "won": _one(other_conceded | (no_concession & ahead)),
        "drawn": _one(no_concession & Q(home_td=F("away_td"))),
        "lost": _one(Q(conceded_by=team) | (no_concession & behind)),
        "td_for": _side(team, "home_td", "away_td"),
        "td_against": _side(team, "away_td", "home_td"),
        "cas_for": _side(team, "home_cas", "away_cas"),
        "cas_against": _side(team, "away_cas", "home_cas"),
    }


def _games(team: Team):
    return Fixture.objects.filter(Q(home=team) | Q(away=team), status=CONFIRMED, away__isnull=False)


def team_by_season(*, team: Team) -> tuple[list[dict], dict]:
    """One row per season the team played in (oldest first) and the all-time totals, in one grouped query."""
    rows = list(
        _games(team)
        .values("season_id", "season__number", "season__name")
        .annotate(**_totals(team))
        .order_by("season__number")
    )
    total = {key: sum(row[key] or 0 for row in rows) for key in FIELDS}
    return rows, total


def team_opponents(*, team: Team) -> list[dict]:
    """The team's record against each opponent it met, by opponent name (one grouped query)."""
    opponent = Case(When(home=team, then=F("away_id")), default=F("home_id"), output_field=IntegerField())
    name = Case(When(home=team, then=F("away__name")), default=F("home__name"), output_field=CharField())
    return list(
        _games(team)
        .annotate(opponent=opponent, opponent_name=name)
        .values("opponent", "opponent_name")
        .annotate(**_totals(team))
        .order_by("opponent_name", "opponent")
    )


PLAYER_FIGURES = ("games", "touchdowns", "casualties", *ACTIONS, "sent_off", "badly_hurt", "seriously_hurt", "killed")
REPORT_FIGURES = (*ACTIONS, "sent_off")
"""A team's figures read from its players' reports beside the results' (completions, interceptions, fouls, games a
player was sent off in)."""


def team_report_figures(*, team: Team) -> dict:
    """Its players' reports of confirmed games, in one query grouped by player and season: ``players`` (each
    player's totals, as ``player_records`` gives them, with ``games_missed``), ``seasons`` (the team's completions,
    interceptions, fouls and sendings-off by season id) and ``total`` (all time)."""
    rows = (
        counted_reports()
        .filter(team=team)
        .values("player_id", "match__fixture__season_id")
        .annotate(**report_totals())
        .order_by()
    )
    players: dict[int, dict] = {}
    seasons: dict[int, dict] = {}
    total = dict.fromkeys(REPORT_FIGURES, 0)
    for row in rows:
        player = players.setdefault(row["player_id"], dict.fromkeys(PLAYER_FIGURES, 0))
        season = seasons.setdefault(row["match__fixture__season_id"], dict.fromkeys(REPORT_FIGURES, 0))
        for key in PLAYER_FIGURES:
            player[key] += row[key]
        for key in REPORT_FIGURES:
            season[key] += row[key]
            total[key] += row[key]
    for player in players.values():
        with_games_missed(player)
    return {"players": players, "seasons": seasons, "total": total}


def team_statistics(*, team: Team) -> dict:
    """The team's record by season and all time (``team_by_season``) with its players' completions,
    interceptions, fouls and sendings-off beside each line, and each player's totals (``players``); two queries."""
    rows, total = team_by_season(team=team)
    figures = team_report_figures(team=team)
    none = dict.fromkeys(REPORT_FIGURES, 0)
    for row in rows:
        row.update(figures["seasons"].get(row["season_id"], none))
    return {"seasons": rows, "total": {**total, **figures["total"]}, "players": figures["players"]}


def team_history(*, team: Team) -> list[dict]:
    """Team Value and Dedicated Fans after each confirmed game, oldest first, from the post-game steps' recorded
    changes (Team Value from the last value step done for the game: the final one, or the one right after the
    result while the advancement waits). One query."""
    steps = (
        counted_steps((WINNINGS, *VALUES))
        .filter(team=team)
        .values(
            "match_id",
            "step",
            "changes",
            "match__fixture__round",
            "match__fixture__season__number",
            "match__fixture__confirmed_at",
        )
        .order_by("match__fixture__confirmed_at", "match_id", "step")
    )
    games: dict[int, dict] = {}
    for s in steps:
        game = games.setdefault(
            s["match_id"],
            {
                "round": s["match__fixture__round"],
                "season": s["match__fixture__season__number"],
                "tv": None,
                "fans": None,
            },
        )
        if s["step"] == WINNINGS and s["changes"].get("fans"):
            game["fans"] = s["changes"]["fans"][1]
        elif s["step"] in VALUES and s["changes"].get("tv") and (game["tv"] is None or s["step"] == VALUES[1]):
            game["tv"] = s["changes"]["tv"][1]
    return list(games.values())

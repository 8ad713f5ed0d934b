"""A league's records: leaders per season and all time, champions, the cemetery, Gone Pro, points by round, and
the season awards."""

from __future__ import annotations

from collections import defaultdict
from functools import reduce
from operator import or_

from django.db.models import Count, F, IntegerField, OuterRef, Q, Subquery, Sum, Window
from django.db.models.fields.json import KT
from django.db.models.functions import Cast, Coalesce, RowNumber

from league.models import Fixture, League, Season
from league.selectors import counted_results
from rules.scoring import result_points
from teams.models import Player, Team

from ..figures import ACTIONS, ADVANCEMENT, DEAD, WINNINGS, counted_reports, counted_steps, injured, report_totals
from ..models import SeasonAward

LEADERS = 10
PLAYER_FIELDS = (
    "player_id",
    "player__name",
    "player__number",
    "player__position",
    "player__status",
    "team_id",
    "team__name",
)


def _scope(queryset, prefix: str, *, league: League, season: Season | None):
    where = {f"{prefix}season": season} if season is not None else {f"{prefix}season__league": league}
    return queryset.filter(**where)


REPORT_LEADERS = ("touchdowns", "casualties", "games", *ACTIONS)
"""The leader tables read from the player reports (skills gained come from the post-game steps)."""


def _top_each(queryset, figures: tuple[str, ...]) -> dict[str, list[dict]]:
    """The top ten players by each figure, from one grouped query: each player's totals with his place by each
    figure (a row number over the grouped rows, ordered by the figure, then name and id), kept when he is in the top
    ten of one. Players on 0 are left out of that figure's table."""
    totals = report_totals()
    places = {
        f"{figure}_place": Window(RowNumber(), order_by=[F(figure).desc(), F("player__name"), F("player_id")])
        for figure in figures
    }
    rows = list(
        queryset.values(*PLAYER_FIELDS)
        .annotate(**{figure: totals[figure] for figure in figures})
        .annotate(**places)
        .filter(reduce(or_, (Q(**{f"{figure}_place__lte": LEADERS}) for figure in figures)))
        .order_by()
    )
    return {
        figure: sorted(  # a copy per table: each table gives the row its own rank
            (dict(row) for row in rows if row[f"{figure}_place"] <= LEADERS and row[figure] > 0),
            key=lambda row, figure=figure: row[f"{figure}_place"],
        )
        for figure in figures
    }


def leaders(*, league: League, season: Season | None = None) -> dict[str, list[dict]]:
    """The top ten players of the season (or all time) by touchdowns, casualties caused, games played,
    completions, interceptions, fouls and skills gained; two grouped queries (the reports', the skills'), however
    many games."""
    reports = _scope(counted_reports(), "match__fixture__", league=league, season=season)
    skills = (
        _scope(counted_steps(ADVANCEMENT), "match__fixture__", league=league, season=season)
        .annotate(player_id=Cast(KT("changes__player"), IntegerField()))
        .filter(player_id__isnull=False)
        .values("player_id")
        .annotate(skills=Count("pk"))
    )
    names = Player.objects.filter(pk=OuterRef("player_id"))
    top_skills = list(
        skills.annotate(
            player__name=Subquery(names.values("name")[:1]),
            player__number=Subquery(names.values("number")[:1]),
            player__position=Subquery(names.values("position")[:1]),
            team_id=Subquery(names.values("team_id")[:1]),
            team__name=Subquery(names.values("team__name")[:1]),
        ).order_by("-skills", "player_id")[:LEADERS]
    )
    top = _top_each(reports, REPORT_LEADERS)
    return {
        **{figure: ranked(top[figure], figure) for figure in REPORT_LEADERS},
        "skills": ranked(top_skills, "skills"),
    }


def ranked(rows: list[dict], figure: str) -> list[dict]:
    """Each row (ordered best first) with its ``rank``: players on the same figure share the rank and the next
    figure's rank counts everyone above it (1, 2, 2, 4)."""
    for index, row in enumerate(rows):
        row["rank"] = rows[index - 1]["rank"] if index and row[figure] == rows[index - 1][figure] else index + 1
    return rows


def champions(*, league: League) -> list[Season]:
    """Each finished season with its champion (kept when it finished), latest first; one query."""
    return list(league.seasons.filter(status=Season.Status.FINISHED).select_related("champion").order_by("-number"))


def cemetery(*, league: League) -> list[dict]:
    """Every player killed in a confirmed game of the league (the apothecary did not save him), with the game and
    the team that killed him. Reading: a report records the casualty on the victim, not who caused it, so "by
    whom" is the opposing team, as a referee would read the result. One query."""
    deaths = (
        counted_reports()
        .filter(injured(DEAD), match__fixture__season__league=league)
        .select_related("player", "team", "match__fixture__home", "match__fixture__away", "match__fixture__season")
        .order_by("-match__fixture__confirmed_at", "pk")
    )
    rows = []
    for r in deaths:
        f = r.match.fixture
        rows.append(
            {"player": r.player, "team": r.team, "fixture": f, "by": f.opponent_of(r.team_id)}
        )
    return rows


def gone_pro(*, league: League) -> list[dict]:
    """Every player the Draft poached (status drafted), with his skills and the game after which he left (the
    post-game step whose recorded changes name him). Two queries."""
    players = list(
        Player.objects.filter(team__league=league, status=Player.Status.DRAFTED)
        .select_related("team")
        .order_by("team__name", "number", "pk")
    )
    if not players:
        return []
    steps = (
        counted_steps(WINNINGS)
        .filter(team_id__in={p.team_id for p in players})
        .exclude(changes__drafted=[])
        .select_related("match__fixture__home", "match__fixture__away", "match__fixture__season")
    )
    left = {pk: s.match.fixture for s in steps for pk in (s.changes.get("drafted") or [])}
    return [{"player": p, "team": p.team, "fixture": left.get(p.pk)} for p in players if p.pk in left]


FIXTURE_FIELDS = (
    "pk",
    "season_id",
    "division_id",
    "round",
    "home_id",
    "away_id",
    "status",
    "home_td",
    "away_td",
    "home_cas",
    "away_cas",
    "conceded_by_id",
    "concession",
    "win_kind",
)


def season_points_by_round(*, season: Season) -> dict:
    """Each team's points after each round of the season, from the counted results scored by the league's scheme
    (``rules.scoring``, the standings' own rule). Two queries."""
    scheme = season.league.scoring()
    teams = dict(Team.objects.filter(season_entries__season=season).order_by("name").values_list("pk", "name"))
    fixtures = list(season.fixtures.only(*FIXTURE_FIELDS))
    rounds = sorted({f.round for f in fixtures})
    per_round: dict[int, dict[int, int]] = defaultdict(lambda: defaultdict(int))
    for result in counted_results(fixtures):
        home, away, home_bonus, away_bonus = result_points(result, scheme)
        per_round[result.home][result.round] += home + home_bonus
        if result.away is not None:
            per_round[result.away][result.round] += away + away_bonus
    series = []
    for pk, name in teams.items():
        total, points = 0, []
        for r in rounds:
            total += per_round[pk][r]
            points.append(total)
        series.append({"team_id": pk, "name": name, "points": points})
    series.sort(key=lambda s: (-(s["points"][-1] if s["points"] else 0), s["name"]))
    return {"rounds": rounds, "series": series}


def season_suggestions(*, season: Season) -> dict[str, list[dict]]:
    """The candidates for the standard awards, from the season's figures: the top players by touchdowns and by
    casualties, and the best defences. Reading: best defence is the fewest touchdowns conceded per game played
    (a team that played more games ranks first on a tie). Three queries."""
    top = leaders_for_awards(season=season)
    against = {}
    for side, other in (("home", "away_td"), ("away", "home_td")):
        games = Fixture.objects.filter(
            season=season, status=Fixture.Status.CONFIRMED, away__isnull=False, **{side: OuterRef("pk")}
        )
        against[side] = (
            games.values(side).annotate(n=Count("pk"), td=Sum(other)).values("n"),
            games.values(side).annotate(n=Count("pk"), td=Sum(other)).values("td"),
        )
    teams = list(
        Team.objects.filter(season_entries__season=season)
        .annotate(
            games=Coalesce(Subquery(against["home"][0]), 0) + Coalesce(Subquery(against["away"][0]), 0),
            td_against=Coalesce(Subquery(against["home"][1]), 0) + Coalesce(Subquery(against["away"][1]), 0),
        )
        .filter(games__gt=0)
        .values("pk", "name", "games", "td_against")
    )
    teams.sort(key=lambda t: (t["td_against"] / t["games"], -t["games"], t["name"]))
    return {**top, "defence": teams[:5]}


def leaders_for_awards(*, season: Season) -> dict[str, list[dict]]:
    """The five best players of the season by touchdowns and by casualties, from one grouped query (a row per
    player who scored or caused a casualty, not per game)."""
    rows = list(
        counted_reports()
        .filter(match__fixture__season=season)
        .values(*PLAYER_FIELDS)
        .annotate(touchdowns=Sum("touchdowns"), casualties=Sum("casualties"))
        .filter(Q(touchdowns__gt=0) | Q(casualties__gt=0))
        .order_by()
    )
    best = {}
    for figure in ("touchdowns", "casualties"):
        ranked = sorted((r for r in rows if r[figure]), key=lambda r: (-r[figure], r["player__name"], r["player_id"]))
        best[figure] = ranked[:5]
    return best


def season_awards(*, league: League, season: Season | None = None) -> list[SeasonAward]:
    """The awards given (of one season, or of every season of the league, latest season first); one query."""
    awards = SeasonAward.objects.select_related("season", "player", "team")
    awards = awards.filter(season=season) if season else awards.filter(season__league=league)
    return list(awards.order_by("-season__number", "pk"))

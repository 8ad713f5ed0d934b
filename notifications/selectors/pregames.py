"""The to-do list's items for the user's teams' next games: the pre-game left to do, what a blocked pre-game waits
for, and once it is done the player report and the result to enter."""

from __future__ import annotations

from django.db.models import Count, Exists, OuterRef, Q
from django.urls import reverse

from league.models import Fixture, Season
from matches.models import InducementPurchase, PlayerReport, PostGameStep
from matches.selectors import inducements_waiting_for
from rules.matchday import game_ctv, journeyman_ctv, journeymen_needed
from rules.postgame import PostGameStep as PostGameStepKind
from teams.models import Player

from .items import Todo


def _waits(step) -> Exists:
    """Whether the fixture's ``home`` or ``away`` team has an earlier post-game still waiting for its Player
    Advancement choice (matches' rule: it blocks the team's pre-game until the choice is made)."""
    return Exists(
        PostGameStep.objects.filter(
            team_id=OuterRef(f"{step}_id"), step=PostGameStepKind.ADVANCEMENT, status=PostGameStep.Status.WAITING
        )
    )


def _reported(side: str) -> Exists:
    return Exists(PlayerReport.objects.filter(match__fixture=OuterRef("pk"), team_id=OuterRef(f"{side}_id")))


def _pregame_todo(fixture, team, other, *, available: dict, bought: set) -> Todo | None:
    """The team's next game before it is played: the pre-game left to do; what it waits for when it is blocked (the
    team's or the rival's Player Advancement choice, the rival buying inducements first); once done, the player
    report and the result to enter (until the result is entered)."""
    where = f"{team.name} v {other.name}, round {fixture.round}"
    common = {"league": fixture.season.league.name, "when": fixture.date}
    pregame_url = reverse("matches:pregame", kwargs={"fixture_id": fixture.pk})
    waits = {fixture.home_id: fixture.home_waits, fixture.away_id: fixture.away_waits}
    if waits[team.pk]:
        return Todo(
            kind="waiting",
            text=f"{where}: the pre-game waits for your Player Advancement choice of the last game.",
            url=pregame_url,
            action="See the pre-game",
            **common,
        )
    count, journeymen = available.get(team.pk, (0, 0))
    left, waiting = [], ""
    if needed := journeymen_needed(count):
        left.append(f"hire {needed} Journeym{'a' if needed == 1 else 'e'}n")
    if team.pk not in bought:
        ctvs = {
            t.pk: game_ctv(t.current_team_value, [journeyman_ctv(t.race_rules)] * available.get(t.pk, (0, 0))[1])
            for t in (fixture.home, fixture.away)
        }
        first = inducements_waiting_for(fixture, team, dict.fromkeys(bought), ctvs)
        if first is None:
            left.append("buy inducements (or none)")
        elif waits[first.pk]:
            waiting = f"the rival's Player Advancement choice ({first.name} buys inducements first)"
        else:
            waiting = f"{first.name} to buy inducements first"
    if left:
        detail = "Left: " + ", ".join(left) + "." + (f" Then waits for {waiting}." if waiting else "")
        return Todo(
            kind="pregame", text=f"{where}: pre-game.", url=pregame_url, action="Pre-game", detail=detail, **common
        )
    if waiting:
        return Todo(
            kind="waiting",
            text=f"{where}: the pre-game waits for {waiting}.",
            url=pregame_url,
            action="See the pre-game",
            **common,
        )
    reported = fixture.home_reported if team.pk == fixture.home_id else fixture.away_reported
    return Todo(
        kind="report",
        text=f"{where}: after the game, "
        + ("enter the result." if reported else "send the player report and enter the result."),
        url=fixture.get_absolute_url(),
        action="Enter the result" if reported else "Report and result",
        **common,
    )


def pregame_todos(user) -> list[Todo]:
    """Each of the user's teams' next game (``_pregame_todo``): four queries, the next games by id, then loaded
    (with whether each side's earlier post-game waits and whether each side reported), the players available (and
    the Journeymen among them), the inducements bought."""
    scheduled = (
        Fixture.objects.filter(
            status=Fixture.Status.SCHEDULED,
            away__isnull=False,
            season__status__in=(Season.Status.RUNNING, Season.Status.REOPENED),
        )
        .filter(Q(home__coach=user) | Q(away__coach=user))
        .order_by("round", "date", "pk")
        .values_list("pk", "home_id", "home__coach_id", "away_id", "away__coach_id")
    )
    next_id: dict[int, int] = {}  # each of the user's teams: its next game
    for pk, home_id, home_coach, away_id, away_coach in scheduled:
        for team_id, coach_id in ((home_id, home_coach), (away_id, away_coach)):
            if coach_id == user.pk:
                next_id.setdefault(team_id, pk)
    if not next_id:
        return []
    loaded = (
        Fixture.objects.filter(pk__in=set(next_id.values()))
        .select_related("home", "away", "season__league")
        .annotate(
            home_waits=_waits("home"),
            away_waits=_waits("away"),
            home_reported=_reported("home"),
            away_reported=_reported("away"),
        )
    )
    by_pk = {f.pk: f for f in loaded}  # only the next games, not every scheduled game, with their teams
    next_game = {team_id: by_pk[pk] for team_id, pk in next_id.items()}
    sides = {t for f in by_pk.values() for t in (f.home_id, f.away_id)}  # the rivals' Journeymen count in CTV
    available = {
        team_id: (n, j)
        for team_id, n, j in Player.objects.filter(team_id__in=sides, status=Player.Status.AVAILABLE)
        .values("team_id")
        .annotate(n=Count("pk"), j=Count("pk", filter=Q(journeyman=True)))
        .values_list("team_id", "n", "j")
    }
    bought: dict[int, set] = {}
    for fixture_id, team_id in InducementPurchase.objects.filter(match__fixture__in=list(by_pk)).values_list(
        "match__fixture_id", "team_id"
    ):
        bought.setdefault(fixture_id, set()).add(team_id)
    todos = []
    for team_id, fixture in next_game.items():
        team = fixture.home if fixture.home_id == team_id else fixture.away
        other = fixture.away if team is fixture.home else fixture.home
        todo = _pregame_todo(fixture, team, other, available=available, bought=bought.get(fixture.pk, set()))
        if todo is not None:
            todos.append(todo)
    return todos

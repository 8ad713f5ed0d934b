"""What around a game waits for a user, for the home page's to-do list (``notifications.selectors`` words, merges
and caches it): each of his teams' next game and what is left of its pre-game or what it waits for, the Player
Advancement choices and candidate picks, the failed post-games. Each list is the query form of the rule that
decides it here, and makes one query when nothing waits."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, Exists, OuterRef, Q

from core.queries import by_id_first
from league.models import Fixture, Season
from league.permissions import played_by
from rules.matchday import game_ctv, journeyman_ctv, journeymen_needed
from rules.postgame import PostGameStep as Step
from teams.models import Player, Team

from .models import InducementPurchase, Match, PlayerReport, PostGameStep
from .permissions import voidable_by
from .selectors import inducements_waiting_for, waiting_advancements, waiting_candidate_picks

__all__ = ["NextGame", "advancements", "candidate_picks", "failed_post_games", "next_games"]

# The Player Advancement choices waiting for the user, as the advancing team's coach or a commissioner of its league
# (``teams.permissions.can_edit_team``), and the candidate picks waiting for him as the opposing coach
# (``permissions.may_pick_candidate``'s opponent side): written once, in ``selectors.advancement``.
advancements = waiting_advancements
candidate_picks = waiting_candidate_picks


def failed_post_games(*, user) -> list[Match]:
    """Post-game sequences that failed, for a commissioner of the league to retry (``permissions.voidable_by``, the
    query form of ``can_void``). One query, two when it found any."""
    found = Match.objects.filter(Q(sequence=Match.Sequence.FAILED) & voidable_by(user))
    return by_id_first(found, related=("fixture__home", "fixture__away", "fixture__season__league"), order=("pk",))


@dataclass(frozen=True)
class NextGame:
    """One of the user's teams' next game before it is played, and where its pre-game stands. ``blocked``: the
    team's earlier post-game still waits for its Player Advancement choice (``selectors.waiting_post_game``: it
    blocks the pre-game), and nothing else is worked out. Otherwise ``journeymen`` to hire, ``inducements`` left to
    buy (or none), ``buys_first``: the rival that must buy inducements before the team
    (``selectors.inducements_waiting_for``) and ``rival_blocked``: that rival's own choice holds it up. Once nothing
    is left nor awaited, the game waits to be played: ``reported`` says whether the team sent its player report."""

    fixture: Fixture
    team: Team
    other: Team
    blocked: bool = False
    journeymen: int = 0
    inducements: bool = False
    buys_first: Team | None = None
    rival_blocked: bool = False
    reported: bool = False


def _waits(side: str) -> Exists:
    """Whether the fixture's ``side`` team has an earlier post-game waiting for its Player Advancement choice (the
    query form of ``selectors.waiting_post_game``; a scheduled game has no post-game of its own)."""
    return Exists(
        PostGameStep.objects.filter(
            team_id=OuterRef(f"{side}_id"), step=Step.ADVANCEMENT, status=PostGameStep.Status.WAITING
        )
    )


def _reported(side: str) -> Exists:
    return Exists(PlayerReport.objects.filter(match__fixture=OuterRef("pk"), team_id=OuterRef(f"{side}_id")))


def _next_game(fixture, team, *, available: dict, bought: set) -> NextGame:
    other = fixture.away if team.pk == fixture.home_id else fixture.home
    waits = {fixture.home_id: fixture.home_waits, fixture.away_id: fixture.away_waits}
    if waits[team.pk]:
        return NextGame(fixture=fixture, team=team, other=other, blocked=True)
    count, _ = available.get(team.pk, (0, 0))
    inducements, first = False, None
    if team.pk not in bought:
        ctvs = {
            t.pk: game_ctv(t.current_team_value, [journeyman_ctv(t.race_rules)] * available.get(t.pk, (0, 0))[1])
            for t in (fixture.home, fixture.away)
        }
        first = inducements_waiting_for(fixture, team, dict.fromkeys(bought), ctvs)
        inducements = first is None
    return NextGame(
        fixture=fixture,
        team=team,
        other=other,
        journeymen=journeymen_needed(count),
        inducements=inducements,
        buys_first=first,
        rival_blocked=first is not None and waits[first.pk],
        reported=fixture.home_reported if team.pk == fixture.home_id else fixture.away_reported,
    )


def next_games(*, user) -> list[NextGame]:
    """Each of the user's teams' next game in a running season, as its coach (``league.permissions.played_by``,
    the query form of ``plays_in``). Four queries: the next games by id, then loaded (with whether each side's
    earlier post-game waits and whether each side reported), the players available (and the Journeymen among them,
    who count in the rival's CTV too), the inducements bought; one when the user has no game to play."""
    scheduled = (
        Fixture.objects.filter(
            status=Fixture.Status.SCHEDULED,
            away__isnull=False,
            season__status__in=(Season.Status.RUNNING, Season.Status.REOPENED),
        )
        .filter(played_by(user))
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
    for fixture in by_pk.values():
        for team in (fixture.home, fixture.away):  # their rulesets and races come from the league already loaded
            if team.league_id == fixture.season.league_id:
                team.league = fixture.season.league
    sides = {t for f in by_pk.values() for t in (f.home_id, f.away_id)}
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
    games = []
    for team_id, pk in next_id.items():
        fixture = by_pk[pk]
        team = fixture.home if fixture.home_id == team_id else fixture.away
        games.append(_next_game(fixture, team, available=available, bought=bought.get(pk, set())))
    return games

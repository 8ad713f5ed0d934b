"""What in a league waits for a user: the query form of league's own permissions, for the home page's to-do list
(``notifications.selectors`` words, merges and caches them). Each list is one query when nothing waits; a list
with related rows finds its ids first and loads them only when it found any (``core.queries.by_id_first``)."""

from __future__ import annotations

from datetime import datetime

from django.db.models import Exists, OuterRef, Q, Value

from core import datagen
from core.queries import by_id_first
from teams.models import Team

from .models import Fixture, League, Membership, Season
from .permissions import commissioned_by, confirmation_waits_for


def results_to_confirm(*, user) -> list[Fixture]:
    """Submitted results that wait for the user to confirm or dispute them (``permissions.confirmation_waits_for``,
    the query form of ``can_confirm_result``), oldest submission first. One query, two when it found any."""
    found = Fixture.objects.filter(confirmation_waits_for(user))
    related = ("home", "away", "season__league", "submitted_by")
    return by_id_first(found, related=related, order=("submitted_at", "pk"))


def entries_to_approve(*, user) -> list[Team]:
    """Teams whose entry waits for approval in a league the user is a commissioner of (``is_commissioner``, which
    the entry decision asks: ``views.access.league_for_commissioner``), oldest first. One query."""
    return list(
        Team.objects.filter(Q(entry=Team.Entry.PENDING) & commissioned_by(user, via="league__"))
        .select_related("league", "coach")
        .order_by("created_at", "pk")
    )


def memberships_to_act_on(*, user, joined_since: datetime) -> list[Membership]:
    """The memberships that ask something of the user, newest first, each with ``has_team`` (its coach entered a
    team, pending or approved): another coach who joined a league the user is a commissioner of
    (``is_commissioner``) since ``joined_since``, and the user's own memberships without a team, where he may enter
    one (``can_enter_team``: a member). One query, two when it found any."""
    has_team = Team.objects.filter(
        league=OuterRef("league"), coach=OuterRef("user"), entry__in=(Team.Entry.PENDING, Team.Entry.APPROVED)
    )
    joined = commissioned_by(user, via="league__") & Q(joined_at__gte=joined_since) & ~Q(user=user)
    mine = Q(user=user, has_team=False)
    found = Membership.objects.annotate(has_team=Exists(has_team)).filter(joined | mine)
    return by_id_first(found, related=("league", "user"), order=("-joined_at", "pk"), carry="has_team")


def scopes_of(*, user) -> tuple[list[str], list[str]]:
    """The data scopes (``core.datagen``) whose writes can put something on the user's list or take it off, and
    those among them whose writes can change that list of scopes itself. The leagues he runs (entries, joins,
    failed post-games) and his teams in a league (their games, reports, pre-games, advancements, re-drafts: every
    write to a game names both its teams), in one query; and the team each of his teams plays next (its value,
    Journeymen and waiting post-game decide who buys inducements first), in one more when he has teams. A result of
    his team moves its next game: his teams' scopes are the ones that change the list."""
    leagues = League.objects.filter(commissioners=user).order_by().annotate(kind=Value("league"))
    teams = Team.objects.filter(coach=user, league__isnull=False).order_by().annotate(kind=Value("team"))
    rows = list(leagues.values_list("kind", "pk").union(teams.values_list("kind", "pk")))
    own = {pk for kind, pk in rows if kind == "team"}
    scopes = [datagen.league(pk) if kind == "league" else datagen.team(pk) for kind, pk in rows]
    if not own:
        return scopes, []
    games = (
        Fixture.objects.filter(Q(home_id__in=own) | Q(away_id__in=own), status=Fixture.Status.SCHEDULED)
        .filter(season__status=Season.Status.RUNNING, away__isnull=False)
        .order_by("round", "pk")
        .values_list("home_id", "away_id")
    )
    placed, rivals = set(), set()
    for home, away in games:
        for mine, other in ((home, away), (away, home)):
            if mine in own and mine not in placed:
                placed.add(mine)
                rivals.add(other)
    return scopes + [datagen.team(pk) for pk in sorted(rivals - own)], [datagen.team(pk) for pk in sorted(own)]

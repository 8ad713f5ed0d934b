"""What is waiting for a user (the home page's to-do list and the navigation's count), and who gets an e-mail.

The list reads league, matches and teams through their models and selectors in a fixed number of queries,
whatever the number of leagues, teams and games (``TODO_QUERIES``; a test holds it), and adds the items of the apps
after notifications through their to-do providers (``hooks.register_todo_provider``; bound: ``todo_queries()``).
A list with related rows finds its rows' ids first and loads them by id only when it found any
(``teams.queries.by_id_first``). The list and its count are cached per user under the site's data generation
(``config.datagen``, registered through ``use_generation``: a token every committed write to the database replaces,
whichever app or process made it), so the home page and the navigation cost no query while nothing changed, and any
write (a result, a choice, a re-draft ...) makes every cached list stale; a time-out catches what changes without a
write (a join growing older than a week).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import timedelta

from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.db.models import Exists, F, OuterRef, Q
from django.urls import reverse
from django.utils import timezone

from league.models import Fixture, Membership
from matches.advancement_selectors import waiting_candidate_picks
from matches.models import Match
from matches.selectors import waiting_advancements
from teams.models import Redraft, Team
from teams.queries import by_id_first

from ..hooks import todo_providers
from ..models import EmailPreferences
from .items import KIND_LABELS as KIND_LABELS
from .items import Todo as Todo
from .pregames import pregame_todos

TODO_QUERIES = 16  # the most queries notifications' own lists make: eight when nothing waits (each finds by id first)
JOINED_SHOWN_FOR = timedelta(days=7)  # a coach who joined a commissioner's league is listed for a week
COUNT_TIMEOUT = 300  # seconds a cached list and count live at most


def _results(user) -> list[Todo]:
    """Results the user confirms or disputes: as the other coach, or as a commissioner where one coach has both
    teams (league.permissions.can_confirm_result)."""
    one_coach = Q(home__coach=F("away__coach"))
    as_coach = (Q(home__coach=user) | Q(away__coach=user)) & ~Q(submitted_by=user) & ~one_coach
    as_commissioner = Q(season__league__commissioners=user) & one_coach & ~Q(home__coach=user)
    found = Fixture.objects.filter(status=Fixture.Status.SUBMITTED).filter(as_coach | as_commissioner)
    related = ("home", "away", "season__league", "submitted_by")
    fixtures = by_id_first(found, related=related, order=("submitted_at", "pk"))
    return [
        Todo(
            kind="result",
            text=f"{f.home.name} {f.home_td}–{f.away_td} {f.away.name}: confirm or dispute the result"
            + (f" {f.submitted_by.get_username()} entered." if f.submitted_by else "."),
            url=f.get_absolute_url(),
            action="Confirm or dispute",
            league=f.season.league.name,
            when=f.date,
        )
        for f in fixtures
    ]


def _entries(user) -> list[Todo]:
    teams = (
        Team.objects.filter(entry=Team.Entry.PENDING, league__commissioners=user)
        .select_related("league", "coach")
        .order_by("created_at", "pk")
    )
    return [
        Todo(
            kind="entry",
            text=f"{t.name} ({t.race}, coach {t.coach.get_username()}) waits for approval.",
            url=reverse("league:teams", kwargs={"slug": t.league.slug}),
            action="Approve or reject",
            league=t.league.name,
        )
        for t in teams
    ]


def _advancements(user) -> list[Todo]:
    todos = []
    for step in waiting_advancements(user=user):
        f = step.match.fixture
        todos.append(
            Todo(
                kind="advancement",
                text=f"{step.team.name}: "
                + (
                    "the Player Advancement waits for the opponent's candidate pick, after "
                    if step.waiting_for == "opponent"
                    else "choose the Player Advancement after "
                )
                + f"{f.home.name} {f.home_td}–{f.away_td} {f.away.name}.",
                url=reverse("matches:advancement", kwargs={"match_id": step.match_id, "team_id": step.team_id}),
                action="Choose",
                when=f.date,
            )
        )
    return todos


def _candidate_picks(user) -> list[Todo]:
    """Spike! Journal 22, Player Advancement: the opponent's candidate pick for another team's Primary skill."""
    todos = []
    for choice in waiting_candidate_picks(user=user):
        f = choice.match.fixture
        player = choice.player.name or f"#{choice.player.number} {choice.player.position}" if choice.player else ""
        todos.append(
            Todo(
                kind="advancement",
                text=f"{choice.team.name}: pick one of the candidate {choice.category} skills for {player} after "
                f"{f.home.name} {f.home_td}–{f.away_td} {f.away.name}.",
                url=reverse("matches:advancement", kwargs={"match_id": choice.match_id, "team_id": choice.team_id}),
                action="Pick",
                when=f.date,
            )
        )
    return todos


def _redrafts(user) -> list[Todo]:
    """Spike! Journal 22, Re-drafting: a team waiting to be re-drafted for the new season (its coach, or a
    commissioner of its league)."""
    redrafts = (
        Redraft.objects.filter(status=Redraft.Status.OPEN)
        .filter(Q(team__coach=user) | Q(team__league__commissioners=user))
        .select_related("team")
        .distinct()
        .order_by("pk")
    )
    return [
        Todo(
            kind="redraft",
            text=f"{r.team.name}: re-draft the team for {r.season_name} (budget {r.budget:,}).",
            url=reverse("teams:redraft", kwargs={"pk": r.team_id}),
            action="Re-draft",
        )
        for r in redrafts
    ]


def _failed_post_games(user) -> list[Todo]:
    """Post-game sequences that failed: a commissioner of the league retries them from the fixture page."""
    found = Match.objects.filter(sequence=Match.Sequence.FAILED, fixture__season__league__commissioners=user)
    matches = by_id_first(found, related=("fixture__home", "fixture__away", "fixture__season__league"), order=("pk",))
    return [
        Todo(
            kind="post_game",
            text=f"The post-game of {m.fixture.home.name} v {m.fixture.away.name} failed and waits for a "
            "commissioner to retry it.",
            url=m.fixture.get_absolute_url(),
            action="Retry",
            league=m.fixture.season.league.name,
            detail=m.sequence_error[:200],
        )
        for m in matches
    ]


def _memberships(user) -> list[Todo]:
    """Coaches who joined the user's leagues this week, and the user's own leagues where he has no team yet. One
    query, and a second to load what it found."""
    since = timezone.now() - JOINED_SHOWN_FOR
    has_team = Team.objects.filter(
        league=OuterRef("league"), coach=OuterRef("user"), entry__in=(Team.Entry.PENDING, Team.Entry.APPROVED)
    )
    joined = Q(league__commissioners=user, joined_at__gte=since) & ~Q(user=user)
    mine = Q(user=user, has_team=False)
    found = Membership.objects.annotate(has_team=Exists(has_team)).filter(joined | mine)
    rows = by_id_first(found, related=("league", "user"), order=("-joined_at", "pk"), carry="has_team")
    todos = []
    for m in rows:
        if m.user_id == user.pk:
            todos.append(
                Todo(
                    kind="enter_team",
                    text=f"You joined {m.league.name}: enter a team (draft one, or import a roster file).",
                    url=reverse("teams:draft") + f"?league={m.league.slug}",
                    action="Draft a team",
                    league=m.league.name,
                )
            )
        else:
            todos.append(
                Todo(
                    kind="joined",
                    text=f"{m.user.get_username()} accepted your invite and joined {m.league.name}"
                    + ("." if m.has_team else "; no team entered yet."),
                    url=reverse("league:teams", kwargs={"slug": m.league.slug}),
                    action="See the teams",
                    league=m.league.name,
                    when=timezone.localdate(m.joined_at),
                )
            )
    return todos


def todo_for(*, user) -> list[Todo]:
    """Everything waiting for the user, the most pressing kinds first: from the cache while nothing changed, else
    computed in at most ``TODO_QUERIES`` queries and kept with its count under the current generation token."""
    if not user.is_authenticated:
        return []
    key = _key(user)
    todos = cache.get(f"{key}:list")
    if todos is None:
        todos = (
            _results(user)
            + _entries(user)
            + [todo for provider in todo_providers() for todo in provider.fn(user)]
            + _advancements(user)
            + _candidate_picks(user)
            + _redrafts(user)
            + _failed_post_games(user)
            + pregame_todos(user)
            + _memberships(user)
        )
        cache.set_many({f"{key}:list": todos, f"{key}:count": counted(todos)}, COUNT_TIMEOUT)
    return todos


def todo_queries() -> int:
    """The most queries ``todo_for`` makes: notifications' own and each registered provider's."""
    return TODO_QUERIES + sum(provider.queries for provider in todo_providers())


NOT_TASKS = frozenset({"joined", "waiting"})


def counted(todos: list[Todo]) -> int:
    """How many of the items are tasks: a coach's join is news and a pre-game that waits on someone else is a
    notice, listed but not counted."""
    return sum(t.kind not in NOT_TASKS for t in todos)


def _no_generation() -> str:
    """Until the site names its data generation, every list is counted afresh (nothing can be served stale)."""
    return uuid.uuid4().hex


_generation: Callable[[], str] = _no_generation


def use_generation(source: Callable[[], str]) -> None:
    """The site's data generation (``config.datagen.current``, registered by ``config.apps.SiteConfig.ready``):
    the token every committed write replaces, under which the lists are kept."""
    global _generation
    _generation = source


def _key(user) -> str:
    """The prefix of the user's cached list and count: the user and the current data generation."""
    return f"notifications:todo:{user.pk}:{_generation()}"


def todo_count(*, user) -> int:
    """How many things wait for the user, as the navigation shows it: from the cache while nothing changed, else
    computed (``todo_for``) and kept."""
    if not user.is_authenticated:
        return 0
    count = cache.get(f"{_key(user)}:count")
    if count is None:
        count = counted(todo_for(user=user))  # todo_for remembers it
    return count


def preferences_for(*, user) -> EmailPreferences:
    """The user's e-mail preferences (all on when he never saved any); unsaved when new."""
    return EmailPreferences.objects.filter(user=user).first() or EmailPreferences(user=user)


def recipients(*, user_ids, event: str) -> list:
    """The users among ``user_ids`` who have an e-mail address and did not switch off ``event``'s e-mail."""
    assert event in EmailPreferences.EVENTS
    off = EmailPreferences.objects.filter(user=OuterRef("pk"), **{event: False})
    return list(
        get_user_model()
        .objects.filter(pk__in=[pk for pk in user_ids if pk is not None], is_active=True)
        .exclude(email="")
        .exclude(Exists(off))
        .order_by("pk")
    )

"""What is waiting for a user (the home page's to-do list and the navigation's count), and who gets an e-mail.

The list asks the apps that own the rules what waits for the user (``league.todo``, ``matches.todo``,
``teams.todo``: each the query form of the app's own permission), words each item (``Todo``), and merges them, in a
fixed number of queries whatever the number of leagues, teams and games (``TODO_QUERIES``; a test holds it); it
adds the items of the apps after notifications through their to-do providers (``hooks.register_todo_provider``;
bound: ``todo_queries()``). A list with related rows finds its rows' ids first and loads them by id only when it
found any (``core.queries.by_id_first``). The list and its count are cached per user under the site's data generation
(``core.datagen``: a token every committed write to the database replaces,
whichever app or process made it), so the home page and the navigation cost no query while nothing changed, and any
write (a result, a choice, a re-draft ...) makes every cached list stale; a time-out catches what changes without a
write (a join growing older than a week).
"""

from __future__ import annotations

from datetime import timedelta

from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.db.models import Exists, OuterRef
from django.urls import reverse
from django.utils import timezone

from core import datagen
from league import todo as league_todo
from matches import todo as matches_todo
from teams import todo as teams_todo

from ..hooks import todo_providers
from ..models import EmailPreferences
from .items import KIND_LABELS as KIND_LABELS
from .items import Todo as Todo
from .pregames import pregame_todos

TODO_QUERIES = 16  # the most queries notifications' own lists make: eight when nothing waits (each finds by id first)
JOINED_SHOWN_FOR = timedelta(days=7)  # a coach who joined a commissioner's league is listed for a week
COUNT_TIMEOUT = 300  # seconds a cached list and count live at most


def _score(f) -> str:
    return f"{f.home.name} {f.home_td}–{f.away_td} {f.away.name}"


def _results(user) -> list[Todo]:
    """Results the user confirms or disputes (``league.todo.results_to_confirm``)."""
    return [
        Todo(
            kind="result",
            text=f"{_score(f)}: confirm or dispute the result"
            + (f" {f.submitted_by.get_username()} entered." if f.submitted_by else "."),
            url=f.get_absolute_url(),
            action="Confirm or dispute",
            league=f.season.league.name,
            when=f.date,
        )
        for f in league_todo.results_to_confirm(user=user)
    ]


def _entries(user) -> list[Todo]:
    """Teams waiting for the user's approval (``league.todo.entries_to_approve``)."""
    return [
        Todo(
            kind="entry",
            text=f"{t.name} ({t.race}, coach {t.coach.get_username()}) waits for approval.",
            url=reverse("league:teams", kwargs={"slug": t.league.slug}),
            action="Approve or reject",
            league=t.league.name,
        )
        for t in league_todo.entries_to_approve(user=user)
    ]


def _advancements(user) -> list[Todo]:
    """Player Advancement choices waiting for the user, or for the opponent's candidate pick
    (``matches.todo.advancements``)."""
    return [
        Todo(
            kind="advancement",
            text=f"{step.team.name}: "
            + (
                "the Player Advancement waits for the opponent's candidate pick, after "
                if step.waiting_for == "opponent"
                else "choose the Player Advancement after "
            )
            + f"{_score(step.match.fixture)}.",
            url=reverse("matches:advancement", kwargs={"match_id": step.match_id, "team_id": step.team_id}),
            action="Choose",
            when=step.match.fixture.date,
        )
        for step in matches_todo.advancements(user=user)
    ]


def _candidate_picks(user) -> list[Todo]:
    """Spike! Journal 22, Player Advancement: the opponent's candidate pick for another team's Primary skill
    (``matches.todo.candidate_picks``)."""
    todos = []
    for choice in matches_todo.candidate_picks(user=user):
        f = choice.match.fixture
        player = choice.player.name or f"#{choice.player.number} {choice.player.position}" if choice.player else ""
        todos.append(
            Todo(
                kind="advancement",
                text=f"{choice.team.name}: pick one of the candidate {choice.category} skills for {player} after "
                f"{_score(f)}.",
                url=reverse("matches:advancement", kwargs={"match_id": choice.match_id, "team_id": choice.team_id}),
                action="Pick",
                when=f.date,
            )
        )
    return todos


def _redrafts(user) -> list[Todo]:
    """Spike! Journal 22, Re-drafting: a team waiting to be re-drafted for the new season, for its coach or a
    commissioner of its league (``teams.todo.redrafts_to_make``)."""
    return [
        Todo(
            kind="redraft",
            text=f"{r.team.name}: re-draft the team for {r.season_name} (budget {r.budget:,}).",
            url=reverse("teams:redraft", kwargs={"pk": r.team_id}),
            action="Re-draft",
        )
        for r in teams_todo.redrafts_to_make(user=user)
    ]


def _failed_post_games(user) -> list[Todo]:
    """Post-game sequences that failed, for a commissioner to retry from the fixture page
    (``matches.todo.failed_post_games``)."""
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
        for m in matches_todo.failed_post_games(user=user)
    ]


def _memberships(user) -> list[Todo]:
    """Coaches who joined the user's leagues this week (news), and the user's own leagues where he has no team yet
    (``league.todo.memberships_to_act_on``)."""
    rows = league_todo.memberships_to_act_on(user=user, joined_since=timezone.now() - JOINED_SHOWN_FOR)
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


def _key(user) -> str:
    """The prefix of the user's cached list and count: the user and the current data generation
    (``core.datagen``: the token every committed write replaces)."""
    return f"notifications:todo:{user.pk}:{datagen.current()}"


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

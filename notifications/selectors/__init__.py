"""What is waiting for a user (the home page's to-do list and the navigation's count), and who gets an e-mail.

The list asks the apps that own the rules what waits for the user (``league.todo``, ``matches.todo``,
``teams.todo``: each the query form of the app's own permission), words each item (``Todo``), and merges them, in a
fixed number of queries whatever the number of leagues, teams and games (``TODO_QUERIES``; a test holds it); it
adds the items of the apps after notifications through their to-do providers (``hooks.register_todo_provider``;
bound: ``todo_queries()``). A list with related rows finds its rows' ids first and loads them by id only when it
found any (``core.queries.by_id_first``). The list and its count are kept per user (and language: the items
are worded), stamped with the data generations (``core.datagen``) of the user's scopes: the leagues and events
he takes part in and his own
(``user_scopes``, kept the same way under his own scope), so the home page and the navigation cost no query while
nothing he takes part in changed, and a write in a league he has nothing to do with leaves his list kept; a write
that names no scope makes every kept list stale; a time-out catches what changes without a write (a join growing
older than a week).
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.db.models import Exists, OuterRef, Subquery
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.formats import number_format
from django.utils.translation import gettext as _

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
SCOPE_QUERIES = 2  # the user's scopes: his leagues and teams, their next games (a coach only); each provider adds one
JOINED_SHOWN_FOR = timedelta(days=7)  # a coach who joined a commissioner's league is listed for a week
COUNT_TIMEOUT = 300  # seconds a cached list and count live at most
LANGUAGE_KEPT = 24 * 3600  # seconds a user's chosen language is kept in the cache (a save writes it at once)


def _score(f) -> str:
    return f"{f.home.name} {f.home_td}–{f.away_td} {f.away.name}"


def _results(user) -> list[Todo]:
    """Results the user confirms or disputes (``league.todo.results_to_confirm``)."""
    return [
        Todo(
            kind="result",
            text=_("%(score)s: confirm or dispute the result %(user)s entered.")
            % {"score": _score(f), "user": f.submitted_by.get_username()}
            if f.submitted_by
            else _("%(score)s: confirm or dispute the result.") % {"score": _score(f)},
            url=f.get_absolute_url(),
            action=_("Confirm or dispute"),
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
            text=_("%(team)s (%(race)s, coach %(coach)s) waits for approval.")
            % {"team": t.name, "race": _(t.race), "coach": t.coach.get_username()},
            url=reverse("league:teams", kwargs={"slug": t.league.slug}),
            action=_("Approve or reject"),
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
            text=(
                _("%(team)s: the Player Advancement waits for the opponent's candidate pick, after %(score)s.")
                if step.waiting_for == "opponent"
                else _("%(team)s: choose the Player Advancement after %(score)s.")
            )
            % {"team": step.team.name, "score": _score(step.match.fixture)},
            url=reverse("matches:advancement", kwargs={"match_id": step.match_id, "team_id": step.team_id}),
            action=_("Choose"),
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
                text=_("%(team)s: pick one of the candidate %(category)s skills for %(player)s after %(score)s.")
                % {"team": choice.team.name, "category": _(choice.category), "player": player, "score": _score(f)},
                url=reverse("matches:advancement", kwargs={"match_id": choice.match_id, "team_id": choice.team_id}),
                action=_("Pick"),
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
            text=_("%(team)s: re-draft the team for %(season)s (budget %(budget)s).")
            % {"team": r.team.name, "season": r.season_name, "budget": number_format(r.budget, force_grouping=True)},
            url=reverse("teams:redraft", kwargs={"pk": r.team_id}),
            action=_("Re-draft"),
        )
        for r in teams_todo.redrafts_to_make(user=user)
    ]


def _failed_post_games(user) -> list[Todo]:
    """Post-game sequences that failed, for a commissioner to retry from the fixture page
    (``matches.todo.failed_post_games``)."""
    return [
        Todo(
            kind="post_game",
            text=_("The post-game of %(home)s v %(away)s failed and waits for a commissioner to retry it.")
            % {"home": m.fixture.home.name, "away": m.fixture.away.name},
            url=m.fixture.get_absolute_url(),
            action=_("Retry"),
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
                    text=_("You joined %(league)s: enter a team (draft one, or import a roster file).")
                    % {"league": m.league.name},
                    url=reverse("teams:draft") + f"?league={m.league.slug}",
                    action=_("Draft a team"),
                    league=m.league.name,
                )
            )
        else:
            todos.append(
                Todo(
                    kind="joined",
                    text=(
                        _("%(user)s accepted your invite and joined %(league)s.")
                        if m.has_team
                        else _("%(user)s accepted your invite and joined %(league)s; no team entered yet.")
                    )
                    % {"user": m.user.get_username(), "league": m.league.name},
                    url=reverse("league:teams", kwargs={"slug": m.league.slug}),
                    action=_("See the teams"),
                    league=m.league.name,
                    when=timezone.localdate(m.joined_at),
                )
            )
    return todos


def _compute(user) -> list[Todo]:
    return (
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


def user_scopes(*, user) -> list[str]:
    """The data scopes whose writes can change what waits for the user: his own, the leagues he runs, his teams in
    a league and the teams they play next (``league.todo.scopes_of``) and his events' (each provider's ``scopes``).
    Kept under his own scope, his teams' and the global generation: a write that makes him join something names his
    scope (or none), a result of his team moves its next game, and the list of scopes is made again."""
    key = f"notifications:scopes:{user.pk}"
    kept = cache.get(key)
    if kept is not None and datagen.fresh(kept[0]):
        return kept[1]
    own = datagen.user(user.pk)
    before = datagen.stamp([own])
    leagues, moving = league_todo.scopes_of(user=user)
    scopes = [own, *leagues]
    scopes += [scope for provider in todo_providers() if provider.scopes for scope in provider.scopes(user)]
    stamp = {**(datagen.stamp(moving) if moving else {}), **before}  # his teams' tokens, read a moment late
    cache.set(key, (stamp, scopes), COUNT_TIMEOUT)
    return scopes


def _kept(user_id: int) -> tuple | None:
    """The user's kept list and count, when nothing in his scopes was written to since."""
    kept = cache.get(_key(user_id))
    if kept is not None and datagen.fresh(kept[0]):
        return kept
    return None


def todo_for(*, user) -> list[Todo]:
    """Everything waiting for the user, the most pressing kinds first: kept while nothing in his scopes changed,
    else computed in at most ``todo_queries()`` queries and kept with its count."""
    if not user.is_authenticated:
        return []
    kept = _kept(user.pk)
    if kept is not None:
        return kept[1]
    stamp = datagen.stamp(user_scopes(user=user))  # before the list is read: a write meanwhile makes it stale
    todos = _compute(user)
    cache.set(_key(user.pk), (stamp, todos, counted(todos)), COUNT_TIMEOUT)
    return todos


def todo_queries() -> int:
    """The most queries ``todo_for`` makes: notifications' own and each registered provider's, and the user's
    scopes when they are not kept (one query each)."""
    providers = todo_providers()
    scopes = SCOPE_QUERIES + sum(1 for provider in providers if provider.scopes)
    return TODO_QUERIES + sum(provider.queries for provider in providers) + scopes


NOT_TASKS = frozenset({"joined", "waiting"})


def counted(todos: list[Todo]) -> int:
    """How many of the items are tasks: a coach's join is news and a pre-game that waits on someone else is a
    notice, listed but not counted."""
    return sum(t.kind not in NOT_TASKS for t in todos)


def _key(user_id: int) -> str:
    """The user's kept list in the language active now (its items are worded in it; the count is the same in all)."""
    return f"notifications:todo:{user_id}:{translation.get_language()}"


def todo_count(*, user) -> int:
    """How many things wait for the user, as the navigation shows it: kept while nothing in his scopes changed,
    else computed (``todo_for``) and kept."""
    if not user.is_authenticated:
        return 0
    return waiting_count(user.pk, lambda: user)


def waiting_count(user_id: int, load_user) -> int:
    """``todo_count`` for a user known by id: ``load_user()`` is called only when his list must be made again (a
    kept page's navigation costs no query while nothing in his scopes changed)."""
    kept = _kept(user_id)
    if kept is not None:
        return kept[2]
    return counted(todo_for(user=load_user()))


def preferences_for(*, user) -> EmailPreferences:
    """The user's e-mail preferences (all on when he never saved any); unsaved when new."""
    return EmailPreferences.objects.filter(user=user).first() or EmailPreferences(user=user)


def offered(language: str | None) -> str:
    """``language`` when the site is offered in it (``settings.LANGUAGES``), else ""."""
    return language if language and language in dict(settings.LANGUAGES) else ""


def language_key(user_id: int) -> str:
    return f"notifications:language:{user_id}"


def saved_language(*, user_id: int) -> str:
    """The language the user chose ("" when he never did, or chose one no longer offered), read on each of his
    requests: from the cache (``services.preferences_set_language`` writes it there on commit), else one query."""
    key = language_key(user_id)
    language = cache.get(key)
    if language is None:
        language = EmailPreferences.objects.filter(user_id=user_id).values_list("language", flat=True).first() or ""
        cache.set(key, language, LANGUAGE_KEPT)
    return offered(language)


def email_language(user) -> str:
    """The language of an e-mail to ``user``: his choice (``recipients`` reads it with him), else the site's."""
    if hasattr(user, "saved_language"):
        chosen = user.saved_language
    else:
        chosen = EmailPreferences.objects.filter(user=user).values_list("language", flat=True).first()
    return offered(chosen) or settings.LANGUAGE_CODE


def recipients(*, user_ids, event: str) -> list:
    """The users among ``user_ids`` who have an e-mail address and did not switch off ``event``'s e-mail, each with
    the language he chose (``saved_language``, for ``email_language``)."""
    assert event in EmailPreferences.EVENTS
    off = EmailPreferences.objects.filter(user=OuterRef("pk"), **{event: False})
    chosen = EmailPreferences.objects.filter(user=OuterRef("pk")).values("language")[:1]
    return list(
        get_user_model()
        .objects.filter(pk__in=[pk for pk in user_ids if pk is not None], is_active=True)
        .exclude(email="")
        .exclude(Exists(off))
        .annotate(saved_language=Subquery(chosen))
        .order_by("pk")
    )

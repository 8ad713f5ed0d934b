"""What waits for a user in arranging his games, for the home page's to-do list (registered as a to-do provider in
``SchedulingConfig.ready()``):

- a coach: the times the other coach proposed for their game, to answer; his game's agreed kick-off while it is to
  come; and, while no time is agreed, a reminder once his round's deadline is a week away or less;
- a commissioner: each game of his leagues not played (no result entered) when its round's deadline has passed,
  with the way to record a forfeit.

One query whatever the number of leagues and games (``TODO_QUERIES``): the fixtures that need the user, with the
round's deadline and the open times to answer annotated. A time passing changes the list without a write: the
list's time-out (``notifications.selectors.COUNT_TIMEOUT``) catches it. ``schedule_scopes`` names the data scopes
whose writes change it: the leagues he runs and his teams (a deadline is written in its league's scope and every
team's of the season; a proposal in its fixture's)."""

from __future__ import annotations

from datetime import timedelta

from django.db.models import BooleanField, Exists, ExpressionWrapper, OuterRef, Q, Subquery, Value
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext as _
from django.utils.translation import pgettext_lazy

from core import datagen
from league.models import Fixture, League, Season
from league.permissions import commissioned_by, played_by
from notifications.selectors import Todo
from teams.models import Team

from .models import Proposal, RoundDeadline
from .permissions import answer_waits_for

TODO_QUERIES = 1
REMIND_BEFORE = timedelta(days=7)  # a coach is reminded of his round's deadline this long before it

LABELS = {
    "schedule_answer": pgettext_lazy("to-do badge", "Arrange"),
    "schedule_game": pgettext_lazy("to-do badge", "Kick-off"),
    "schedule_deadline": pgettext_lazy("to-do badge", "Deadline"),
    "schedule_overdue": pgettext_lazy("to-do badge", "Deadline passed"),
}


def _when(value) -> str:
    return date_format(timezone.localtime(value), "D j M, H:i")


def _day(value) -> str:
    return date_format(timezone.localtime(value), "D j M")


def _fixtures(user, now) -> list[Fixture]:
    """The unplayed league games that need the user (one query)."""
    due = RoundDeadline.objects.filter(season=OuterRef("season"), round=OuterRef("round")).values("due")[:1]
    waiting = Proposal.objects.filter(answer_waits_for(user), fixture=OuterRef("pk")).order_by("when")
    runs = Q(pk__in=Fixture.objects.filter(commissioned_by(user, via="season__league__")).values("pk"))
    as_coach = played_by(user) & (
        Q(answer=True) | Q(kickoff__gte=now) | Q(kickoff__isnull=True, due__gt=now, due__lte=now + REMIND_BEFORE)
    )
    return list(
        Fixture.objects.filter(status=Fixture.Status.SCHEDULED, away__isnull=False)
        .exclude(season__status=Season.Status.FINISHED)
        .annotate(
            due=Subquery(due),
            answer=Exists(waiting),
            proposer=Subquery(waiting.values("by__username")[:1]),
            runs=ExpressionWrapper(runs, output_field=BooleanField()) if user.is_authenticated else Value(False),
        )
        .filter(as_coach | (runs & Q(due__lte=now)))
        .select_related("home", "away", "season__league")
        .order_by("round", "pk")
    )


def schedule_todo(user) -> list[Todo]:
    """The user's games to arrange and the commissioner's games past their deadline (``TODO_QUERIES``)."""
    now = timezone.now()
    todos = []
    for f in _fixtures(user, now):
        url = f.get_absolute_url() + "#schedule"
        league = f.season.league.name
        mine = user.pk in (f.home.coach_id, f.away.coach_id)
        other = f.away if f.home.coach_id == user.pk else f.home
        if mine and f.answer:
            todos.append(Todo(
                kind="schedule_answer",
                text=(
                    _("%(user)s proposed times for your game v %(team)s: answer.")
                    % {"user": f.proposer, "team": other.name}
                    if f.proposer
                    else _("A commissioner proposed times for your game v %(team)s: answer.") % {"team": other.name}
                ),
                url=url, action=_("Accept or propose"), league=league, when=f.date,
            ))
        elif mine and f.kickoff is not None and f.kickoff >= now:
            todos.append(Todo(
                kind="schedule_game",
                text=_("Your game v %(team)s is on %(when)s.") % {"team": other.name, "when": _when(f.kickoff)},
                url=url, action=_("See the game"), league=league, when=timezone.localdate(f.kickoff),
            ))
        elif mine and f.kickoff is None and f.due is not None and now < f.due <= now + REMIND_BEFORE:
            todos.append(Todo(
                kind="schedule_deadline",
                text=_("Round %(round)s's deadline is %(day)s: agree a time with %(team)s.")
                % {"round": f.round, "day": _day(f.due), "team": other.name},
                url=url, action=_("Propose times"), league=league, when=timezone.localdate(f.due),
            ))
        if f.runs and f.due is not None and f.due <= now:
            todos.append(Todo(
                kind="schedule_overdue",
                text=_("Round %(round)s's deadline passed: %(home)s v %(away)s not played.")
                % {"round": f.round, "home": f.home.name, "away": f.away.name},
                url=url, action=_("Record a forfeit"), league=league, when=timezone.localdate(f.due),
            ))
    return todos


def schedule_scopes(user) -> list[str]:
    """The scopes (``core.datagen``) whose writes change the user's items: the leagues he runs and his teams in a
    league (one query)."""
    leagues = League.objects.filter(commissioned_by(user)).order_by().annotate(kind=Value("league"))
    teams = Team.objects.filter(coach=user, league__isnull=False).order_by().annotate(kind=Value("team"))
    rows = leagues.values_list("kind", "pk").union(teams.values_list("kind", "pk"))
    return [datagen.league(pk) if kind == "league" else datagen.team(pk) for kind, pk in rows]

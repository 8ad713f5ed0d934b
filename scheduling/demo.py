"""The demo league's arrangements (``manage.py demo_schedule``, after ``manage.py demo``): a deadline for each
round still to play, a week apart from a week ahead, and the demo coach's proposed times for his next game against
the demo rival, which the rival answers from his to-do list. Made once: nothing is added when the season already has
a deadline."""

from __future__ import annotations

from datetime import datetime, time, timedelta

from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from league.demo import LEAGUE_NAME
from league.models import Fixture, League
from league.selectors import current_season

from .models import RoundDeadline
from .services import deadline_set, proposal_make

EVENING = time(20, 0)


def _evening(days: int) -> datetime:
    """20:00 in the site's time zone, ``days`` from today."""
    day = timezone.localdate() + timedelta(days=days)
    return timezone.make_aware(datetime.combine(day, EVENING))


@transaction.atomic
def load_demo_schedule() -> bool:
    """Set the demo season's deadlines and the coach's proposal; False when there is no demo league yet or its
    arrangements are made already."""
    league = League.objects.filter(name=LEAGUE_NAME).first()
    season = current_season(league=league) if league is not None else None
    if season is None or RoundDeadline.objects.filter(season=season).exists():
        return False
    users = {user.username: user for user in get_user_model().objects.filter(username__in=("commish", "coach"))}
    unplayed = season.fixtures.exclude(status=Fixture.Status.CONFIRMED).filter(away__isnull=False)
    rounds = sorted(set(unplayed.values_list("round", flat=True)))
    for number, round_ in enumerate(rounds, start=1):
        deadline_set(season=season, actor=users["commish"], round=round_, due=_evening(7 * number))
    coach_v_rival = Q(home__coach=users["coach"], away__coach__username="rival") | Q(
        away__coach=users["coach"], home__coach__username="rival"
    )
    game = unplayed.filter(coach_v_rival, status=Fixture.Status.SCHEDULED).order_by("round", "pk").first()
    if game is not None:
        proposal_make(fixture=game, actor=users["coach"], times=[_evening(3), _evening(4)])
    return True

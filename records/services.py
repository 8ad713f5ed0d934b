"""Writes of the records app: the season awards a commissioner gives (the figures themselves are read, never
stored: they come from the confirmed results). A standard award's title is kept in English, the source language,
whoever gives it (one title per season whatever the language, and the league file's); the pages show it in the
reader's language (``{% translate award.title %}``). Its figure is kept as written ("3 touchdowns")."""

from __future__ import annotations

from django.db import transaction
from django.db.models import Q, Sum
from django.utils import translation
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from league.models import Fixture, Season
from rules.errors import DomainError
from teams.models import Player, Team

from .figures import counted_reports
from .models import SeasonAward

TITLE_MAX = 80


def _figure(*, season: Season, kind: str, team: Team, player: Player | None) -> str:
    if kind in (SeasonAward.Kind.TOUCHDOWNS, SeasonAward.Kind.CASUALTIES):
        total = counted_reports().filter(match__fixture__season=season, player=player).aggregate(n=Sum(kind))["n"]
        return f"{total or 0} {kind}"
    if kind == SeasonAward.Kind.DEFENCE:
        games = Fixture.objects.filter(
            Q(home=team) | Q(away=team), season=season, status=Fixture.Status.CONFIRMED, away__isnull=False
        )
        home = games.filter(home=team).aggregate(n=Sum("away_td"))["n"] or 0
        away = games.filter(away=team).aggregate(n=Sum("home_td"))["n"] or 0
        return f"{home + away} touchdowns against in {games.count()} games"
    return ""


def _standard_title(kind: str) -> str:
    """The standard award's title in English, the source language (its label untranslated)."""
    with translation.override(None):
        return str(SeasonAward.Kind(kind).label)


@transaction.atomic
def award_give(
    *, season: Season, actor, kind: str, title: str = "", team: Team | None = None, player: Player | None = None
) -> SeasonAward:
    """A commissioner gives a season award to a player (touchdowns, casualties) or a team (best defence), or names
    one of his own for either; the figure it was given for is written from the season's confirmed results."""
    if kind not in SeasonAward.Kind.values:
        raise DomainError(_("Choose what the award is for."), field="kind")
    title = " ".join((title or "").split()) or (_standard_title(kind) if kind != SeasonAward.Kind.NAMED else "")
    if not title:
        raise DomainError(_("Name the award."), field="title")
    if len(title) > TITLE_MAX:
        most = ngettext(
            "An award's name has at most %(count)s character.",
            "An award's name has at most %(count)s characters.",
            TITLE_MAX,
        )
        raise DomainError(most % {"count": TITLE_MAX}, field="title")
    if player is not None:
        team = player.team
    if team is None:
        raise DomainError(_("Choose who wins it."), field="pick")
    if kind in (SeasonAward.Kind.TOUCHDOWNS, SeasonAward.Kind.CASUALTIES) and player is None:
        raise DomainError(_("This award goes to a player."), field="pick")
    if kind == SeasonAward.Kind.DEFENCE and player is not None:
        raise DomainError(_("Best defence goes to a team."), field="pick")
    if not season.entries.filter(team=team).exists():
        raise DomainError(_("%(team)s did not play this season.") % {"team": team.name}, field="pick")
    if SeasonAward.objects.filter(season=season, title__iexact=title).exists():
        message = _("%(season)s already has an award named “%(title)s”.")
        raise DomainError(message % {"season": season.name, "title": title}, field="title")
    return SeasonAward.objects.create(
        season=season,
        kind=kind,
        title=title,
        team=team,
        player=player,
        figure=_figure(season=season, kind=kind, team=team, player=player),
        awarded_by=actor,
    )


@transaction.atomic
def award_remove(*, award: SeasonAward) -> None:
    """A commissioner takes an award back (to give it again, or to someone else)."""
    award.delete()

"""Who may do what in a league: commissioners run it; members (joined by invite) enter teams; the coaches of a
fixture's two teams play in it. Each question is answered here and nowhere else; teams asks it directly whether a
user is a commissioner of a team's league, may read it, or may enter a team in it (``teams.permissions``)."""

from __future__ import annotations

import secrets

from django.db.models import F, Q

from core import datagen

from .models import Fixture, League, Membership

__all__ = [
    "can_confirm_result",
    "can_enter_team",
    "can_read_calendar",
    "can_view_league",
    "belongs_to",
    "commissioned_by",
    "commissioner_enters_as_referee",
    "confirmation_waits_for",
    "is_commissioner",
    "is_member",
    "one_coach_has_both_teams",
    "overseen_by",
    "oversees_team",
    "played_by",
    "plays_in",
]


def is_commissioner(user, league: League | None) -> bool:
    """One of the league's commissioners (their ids are read once per league instance, and kept until the league
    is written to: ``core.datagen.remember``; naming or removing a commissioner is a write that names no scope)."""
    if league is None or not user.is_authenticated:
        return False
    cached = getattr(league, "_commissioner_ids", None)
    if cached is None:
        cached = datagen.remember(
            f"league:commissioners:{league.pk}",
            [datagen.league(league.pk)],
            lambda: set(league.commissioners.values_list("pk", flat=True)),
        )
        league._commissioner_ids = cached
    return user.pk in cached


def is_member(user, league: League) -> bool:
    return user.is_authenticated and Membership.objects.filter(league=league, user=user).exists()


def belongs_to(user, league: League) -> bool:
    """A commissioner, a member, or the coach of a team entered in the league (read once per league instance)."""
    if not user.is_authenticated:
        return False
    cached = getattr(league, "_belongs", None)
    if cached is None:
        cached = league._belongs = {}
    if user.pk not in cached:
        cached[user.pk] = (
            is_commissioner(user, league)
            or Membership.objects.filter(league=league, user=user).exists()
            or league.teams.filter(coach=user).exists()
        )
    return cached[user.pk]


def can_view_league(user, league: League) -> bool:
    """A public league (the default) is read by anyone, signed in or not; a private one by those who belong to it.
    Reading never shows what is private anyway: the invite link, commissioner controls and forms are for the
    commissioners and coaches their own predicates name."""
    return league.public or belongs_to(user, league)


def can_read_calendar(user, league: League, *, key: object) -> bool:
    """A public league's calendar feed is read by anyone; a private one's by its members, or by whoever has the
    feed's address with the league's calendar key (a calendar app cannot log in)."""
    if can_view_league(user, league):
        return True
    return isinstance(key, str) and secrets.compare_digest(
        key.encode("utf-8", "surrogatepass"), league.calendar_key.encode("utf-8")
    )


def can_enter_team(user, league: League) -> bool:
    """Coaches who joined the league, and its commissioners, may enter teams."""
    return is_commissioner(user, league) or is_member(user, league)


def plays_in(user, fixture: Fixture) -> bool:
    """The coach of either team of the fixture (a bye has only the home team)."""
    return user.is_authenticated and user.pk in {fixture.home.coach_id, getattr(fixture.away, "coach_id", None)}


def one_coach_has_both_teams(fixture: Fixture) -> bool:
    """Both teams of the game are coached by the same user (a league that lets a coach enter several teams)."""
    return fixture.away_id is not None and fixture.home.coach_id == fixture.away.coach_id


def commissioner_enters_as_referee(user, fixture: Fixture, *, commissioner: bool) -> bool:
    """A commissioner's entry is confirmed at once only when the commissioner coaches neither team. Reading (issue
    11 is silent): a commissioner who plays in the game is one of its coaches for it, so the other coach (or
    another commissioner) checks the result."""
    return commissioner and not plays_in(user, fixture)


def can_confirm_result(user, fixture: Fixture, *, commissioner: bool) -> bool:
    """A submitted result is confirmed (or disputed) by the other coach, not the one who entered it, or by a
    commissioner who plays no part in the game. Where one coach has both teams, only a commissioner who is not
    that coach confirms (issue 11: "where one coach has both teams only a commissioner confirms")."""
    if fixture.status != Fixture.Status.SUBMITTED:
        return False
    if one_coach_has_both_teams(fixture):
        return commissioner and user.pk != fixture.home.coach_id
    if plays_in(user, fixture):
        return fixture.submitted_by_id != user.pk
    return commissioner


def oversees_team(user, team) -> bool:
    """A commissioner of the team's league may act for the team beside its coach (``teams.permissions`` asks)."""
    return team.league_id is not None and is_commissioner(user, team.league)


# --- the same questions as query conditions (for the lists of what waits for a user) ---------------------------


def commissioned_by(user, *, via: str = "") -> Q:
    """The query form of ``is_commissioner``: the rows whose league the user is a commissioner of, the league
    reached through ``via`` (``""`` for leagues, ``"league__"`` for teams, ``"season__league__"`` for fixtures)."""
    return Q(**{f"{via}commissioners": user})


def overseen_by(user) -> Q:
    """The query form of ``oversees_team``: the teams of the leagues the user is a commissioner of."""
    return commissioned_by(user, via="league__")


def played_by(user, *, via: str = "") -> Q:
    """The query form of ``plays_in``: the fixtures (reached through ``via``) where the user coaches either team."""
    return Q(**{f"{via}home__coach": user}) | Q(**{f"{via}away__coach": user})


def confirmation_waits_for(user) -> Q:
    """The query form of ``can_confirm_result`` for the results that wait for this user: the other coach, not the
    one who entered it; where one coach has both teams, a commissioner who is not that coach. A commissioner who
    plays no part in a game between two coaches may also confirm it (the predicate says yes), but the result does
    not wait for him: the other coach is the one asked."""
    one_coach = Q(home__coach=F("away__coach"))
    as_coach = played_by(user) & ~Q(submitted_by=user) & ~one_coach
    as_commissioner = commissioned_by(user, via="season__league__") & one_coach & ~Q(home__coach=user)
    return Q(status=Fixture.Status.SUBMITTED) & (as_coach | as_commissioner)

"""Writes to leagues: creating and changing them, commissioners, members, divisions and team entries."""

from __future__ import annotations

import secrets

from django.db import transaction
from django.utils.text import slugify

from rules.draft import validate_draft
from rules.errors import DomainError
from rules.scoring import ScoringScheme
from teams import selectors as team_selectors
from teams import services as team_services
from teams.models import Team

from .. import selectors
from ..models import Division, League, Membership, SeasonEntry, new_invite_code

RESERVED_SLUGS = {"new"}  # /leagues/new/ is the create page


def _unique_slug(name: str) -> str:
    base = slugify(name)[:120] or "league"
    if base in RESERVED_SLUGS:
        base = f"{base}-league"
    slug, n = base, 2
    while selectors.league_slug_taken(slug=slug):
        slug, n = f"{base}-{n}", n + 1
    return slug


def _check_scoring(settings: dict, league: League | None = None) -> None:
    """The scoring settings must make a valid ``ScoringScheme`` (rules.scoring checks the tiebreakers)."""
    merged = {
        "win": settings.get("points_win", getattr(league, "points_win", 3)),
        "draw": settings.get("points_draw", getattr(league, "points_draw", 1)),
        "loss": settings.get("points_loss", getattr(league, "points_loss", 0)),
        "bonus_points": settings.get("bonus_points", getattr(league, "bonus_points", False)),
        "scheme": settings.get("scoring_scheme", getattr(league, "scoring_scheme", "points")),
        "tiebreakers": tuple(settings.get("tiebreakers", getattr(league, "tiebreakers", ()))),
    }
    try:
        ScoringScheme(**merged)
    except ValueError as exc:
        raise DomainError(f"{str(exc)[:1].upper()}{str(exc)[1:]}.", field="tiebreakers") from None


@transaction.atomic
def league_create(*, user, name: str, ruleset: str = "sevens", **settings) -> League:
    """Create a league; its creator is its first commissioner."""
    name = (name or "").strip()
    if not name:
        raise DomainError("Give the league a name.", field="name")
    _check_scoring(settings)
    league = League.objects.create(name=name, slug=_unique_slug(name), ruleset=ruleset, **settings)
    league.commissioners.add(user)
    return league


@transaction.atomic
def league_update(*, league: League, **settings) -> League:
    """Change a league's settings (ruleset adjustments, scoring, tiebreakers)."""
    _check_scoring(settings, league)
    for key, value in settings.items():
        setattr(league, key, value)
    league.save()
    return league


def league_add_commissioner(*, league: League, user) -> None:
    league.commissioners.add(user)


def league_join(*, league: League, user, code: str) -> Membership:
    """Join a league with its invite code (the link a commissioner shares)."""
    if not secrets.compare_digest(code or "", league.invite_code):
        raise DomainError("This invite link is not valid for this league.", field="code")
    membership, _ = Membership.objects.get_or_create(league=league, user=user)
    return membership


def league_new_invite(*, league: League) -> str:
    """Replace the invite code: old links stop working."""
    league.invite_code = new_invite_code()
    league.save(update_fields=["invite_code"])
    return league.invite_code


@transaction.atomic
def league_add_division(*, league: League, name: str) -> Division:
    name = (name or "").strip()
    if not name:
        raise DomainError("Give the division a name.", field="name")
    if selectors.division_name_taken(league=league, name=name):
        raise DomainError(f"There is already a division called {name}.", field="name")
    return Division.objects.create(league=league, name=name)


@transaction.atomic
def league_decide_entry(*, league: League, team: Team, approve: bool, actor) -> Team:
    """Approve or reject a team's entry; a team that does not validate against the league's ruleset cannot be
    approved. An approved team joins the running season."""
    team = team_selectors.teams_locked(ids=[team.pk])[team.pk]
    if team.league_id != league.pk:
        raise DomainError("That team is not entered in this league.")
    if approve:
        report = validate_draft(team_selectors.team_as_draft(team), league.rules())
        if not report.valid:
            raise DomainError(
                "This team breaks the league's rules: " + " ".join(e.message for e in report.errors),
                field="team",
                violations=report.errors,
            )
    team = team_services.team_decide_entry(team=team, approve=approve, actor=actor, league_name=league.name)
    running = selectors.running_season(league=league)
    if approve and running is not None:
        SeasonEntry.objects.get_or_create(season=running, team=team)
    return team

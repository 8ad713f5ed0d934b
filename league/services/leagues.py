"""Writes to leagues: creating and changing them, commissioners, members, divisions and team entries."""

from __future__ import annotations

from django.db import transaction
from django.utils.text import slugify
from django.utils.translation import gettext as _

from core.wording import word, words
from rules.draft import validate_league_entry, validate_roster_change
from rules.errors import DomainError
from rules.scoring import ScoringScheme
from teams import selectors as team_selectors
from teams import services as team_services
from teams.models import Team

from .. import selectors
from ..models import Division, League, LeagueRecord, Membership, SeasonEntry, new_invite_code
from ..permissions import is_commissioner

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
        raise DomainError(_("Give the league a name."), field="name")
    _check_scoring(settings)
    league = League.objects.create(name=name, slug=_unique_slug(name), ruleset=ruleset, **settings)
    league.commissioners.add(user)
    return league


RULESET_SETTINGS = ("ruleset", "budget", "banned_skills", "mercenaries")


def _entry_report(team: Team, league: League):
    """The team checked as it enters (or stays in) the league, through the rules core: as the league's draft
    (within the budget, no gained skills, the treasury the budget leaves), or, when a commissioner brought it in
    as a developed team or it has played in the league, as a developed team (every season-long limit and every
    gained skill one the player could gain)."""
    developed = selectors.brought_in_developed(team=team, league=league) or selectors.has_played(team=team)
    return validate_league_entry(
        team_selectors.team_as_draft(team), league.rules(), treasury=team.treasury, developed=developed
    )


def _ruleset_change_refusals(league: League, rules) -> list[str]:
    """Every approved team checked against the new ruleset's season-long limits (``validate_roster_change``: the
    player and position caps, re-rolls, staff, the floor of Dedicated Fans, numbers and the Veteran), not the
    draft's budget, its minimum of seven players nor its bans (a team below seven after the Draft, or with a skill
    gained before a ban, plays on): '<team>: <why>' for each team the change would break."""
    refusals = []
    for team in selectors.approved_teams(league=league):
        errors = validate_roster_change(team_selectors.team_as_draft(team), rules)
        if errors:
            refusals.append(_("%(team)s: %(why)s") % {"team": team.name, "why": " ".join(words(errors))})
    return refusals


@transaction.atomic
def league_update(*, league: League, actor, **settings) -> League:
    """A commissioner changes a league's settings (ruleset adjustments, scoring, tiebreakers). Once a team is
    approved, a change of ruleset (its key, budget, bans or Mercenaries) re-checks every approved team against the
    new rules' season-long limits: it is refused with the list of teams it would break, and recorded when it goes
    through. The ``league`` passed in keeps its saved values when the change is refused."""
    if not league.commissioners.filter(pk=getattr(actor, "pk", None)).exists():
        raise DomainError(_("Only a commissioner of this league changes its settings."))
    _check_scoring(settings, league)
    locked = League.objects.select_for_update().get(pk=league.pk)  # one change of settings at a time
    before = {key: getattr(locked, key) for key in RULESET_SETTINGS}
    old_rules = locked.rules()
    for key, value in settings.items():
        setattr(locked, key, value)
    after = {key: getattr(locked, key) for key in RULESET_SETTINGS}
    if after != before and selectors.approved_teams(league=locked).exists():
        new_rules = locked.rules()
        if new_rules != old_rules:
            refusals = _ruleset_change_refusals(locked, new_rules)
            if refusals:
                raise DomainError(
                    _("This ruleset would break approved teams: %(refusals)s") % {"refusals": "; ".join(refusals)},
                    field="ruleset",
                )
        LeagueRecord.objects.create(
            league=locked, kind=LeagueRecord.Kind.RULESET_CHANGED, actor=actor, data={"from": before, "to": after}
        )
    locked.save()
    for key, value in settings.items():
        setattr(league, key, value)
    return league


def league_add_commissioner(*, league: League, user) -> None:
    league.commissioners.add(user)


@transaction.atomic
def league_join(*, league: League, user, code: str) -> Membership:
    """Join a league with its invite code (the link a commissioner shares)."""
    if not selectors.invite_code_matches(league=league, code=code):
        raise DomainError(_("This invite link is not valid for this league."), field="code")
    membership, _created = Membership.objects.get_or_create(league=league, user=user)
    return membership


def league_new_invite(*, league: League) -> str:
    """Replace the invite code: old links stop working."""
    league.invite_code = new_invite_code()
    league.save(update_fields=["invite_code"])
    return league.invite_code


@transaction.atomic
def league_new_calendar_key(*, league: League, actor) -> str:
    """A commissioner renews a private league's calendar key (hardening #25): the old feed address stops working,
    the members find the new one on the league's home."""
    locked = League.objects.select_for_update().get(pk=league.pk)
    if not is_commissioner(actor, locked):
        raise DomainError(_("Only the league's commissioners renew its calendar address."))
    locked.calendar_key = new_invite_code()
    locked.save(update_fields=["calendar_key"])
    return locked.calendar_key


@transaction.atomic
def league_add_division(*, league: League, name: str) -> Division:
    name = (name or "").strip()
    if not name:
        raise DomainError(_("Give the division a name."), field="name")
    if selectors.division_name_taken(league=league, name=name):
        raise DomainError(_("There is already a division called %(name)s.") % {"name": name}, field="name")
    return Division.objects.create(league=league, name=name)


def _entry_refusals(league: League, team: Team) -> list:
    """Why the team cannot be approved: the rules core's report (as the league's draft, or as a developed team a
    commissioner brought in), a treasury above what the draft leaves, and a second team of the same coach."""
    entry = _entry_report(team, league)
    problems = words(entry.errors)
    if not entry.developed and team.treasury > entry.treasury:
        problems.append(
            _(
                "Its treasury is %(treasury)s gp; the league's draft leaves %(left)s gp "
                "(only a commissioner brings in a developed team with its own treasury)."
            )
            % {"treasury": f"{team.treasury:,}", "left": f"{entry.treasury:,}"}
        )
    if not league.several_teams_per_coach and selectors.coach_team_count(
        league=league, coach=team.coach, exclude=team, approved_only=True
    ):
        problems.append(_("%(coach)s already has a team in this league (one team per coach).") % {"coach": team.coach})
    return problems, entry


@transaction.atomic
def league_decide_entry(*, league: League, team: Team, approve: bool, actor) -> Team:
    """Approve or reject a team's entry. Approval re-checks the team as the league's draft (its players, staff,
    treasury and gained skills: none, unless a commissioner brought it in as a developed team) and the league's
    one team per coach; a team that fails stays pending. An approved team joins the running season."""
    team = team_selectors.teams_locked(ids=[team.pk])[team.pk]
    if team.league_id != league.pk:
        raise DomainError(_("That team is not entered in this league."))
    if approve:
        problems, entry = _entry_refusals(league, team)
        if problems:
            raise DomainError(
                _("This team breaks the league's rules: %(problems)s") % {"problems": " ".join(problems)},
                field="team",
                violations=entry.errors,
                word=word,
            )
    team = team_services.team_decide_entry(team=team, approve=approve, actor=actor, league_name=league.name)
    running = selectors.running_season(league=league)
    if approve and running is not None:
        SeasonEntry.objects.get_or_create(season=running, team=team)
    return team

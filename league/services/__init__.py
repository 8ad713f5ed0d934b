"""Writes to leagues: creating and joining, entries, seasons, fixtures and results. One function per use case."""

from __future__ import annotations

import secrets
from datetime import date, timedelta

from django.db import transaction
from django.db.models import Max, Q
from django.utils import timezone
from django.utils.text import slugify

from rules.draft import validate_draft
from rules.pairings import round_robin
from rules.scoring import ScoringScheme
from teams.models import Player, Team, TeamEvent
from teams.selectors import team_as_draft

from .models import Division, Fixture, League, Membership, Season, SeasonEntry
from .selectors import as_result

RESERVED_SLUGS = {"new"}  # /leagues/new/ is the create page
MAX_TOUCHDOWNS = 20
MAX_CASUALTIES = 20


class LeagueError(Exception):
    """A refused change, with the form field it belongs to."""

    def __init__(self, message: str, *, field: str = ""):
        super().__init__(message)
        self.message = message
        self.field = field


def _unique_slug(name: str) -> str:
    base = slugify(name)[:120] or "league"
    if base in RESERVED_SLUGS:
        base = f"{base}-league"
    slug, n = base, 2
    while League.objects.filter(slug=slug).exists():
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
        raise LeagueError(f"{str(exc)[:1].upper()}{str(exc)[1:]}.", field="tiebreakers") from None


# --- leagues and members ------------------------------------------------------------------------


@transaction.atomic
def league_create(*, user, name: str, ruleset: str = "sevens", **settings) -> League:
    """Create a league; its creator is its first commissioner."""
    name = (name or "").strip()
    if not name:
        raise LeagueError("Give the league a name.", field="name")
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
        raise LeagueError("This invite link is not valid for this league.", field="code")
    membership, _ = Membership.objects.get_or_create(league=league, user=user)
    return membership


def league_new_invite(*, league: League) -> str:
    """Replace the invite code: old links stop working."""
    from .models import new_invite_code

    league.invite_code = new_invite_code()
    league.save(update_fields=["invite_code"])
    return league.invite_code


@transaction.atomic
def league_add_division(*, league: League, name: str) -> Division:
    name = (name or "").strip()
    if not name:
        raise LeagueError("Give the division a name.", field="name")
    if league.divisions.filter(name=name).exists():
        raise LeagueError(f"There is already a division called {name}.", field="name")
    return Division.objects.create(league=league, name=name)


@transaction.atomic
def league_decide_entry(*, league: League, team: Team, approve: bool, actor) -> Team:
    """Approve or reject a team's entry; a team that does not validate against the league's ruleset cannot be
    approved."""
    team = Team.objects.select_for_update().get(pk=team.pk)
    if team.league_id != league.pk:
        raise LeagueError("That team is not entered in this league.")
    if approve:
        report = validate_draft(team_as_draft(team), league.rules())
        if not report.valid:
            raise LeagueError(
                "This team breaks the league's rules: " + " ".join(e.message for e in report.errors), field="team"
            )
    team.entry = Team.Entry.APPROVED if approve else Team.Entry.REJECTED
    team.save(update_fields=["entry"])
    TeamEvent.objects.create(
        team=team,
        kind=TeamEvent.Kind.SEASON,
        description=f"Entry in {league.name} {'approved' if approve else 'rejected'}.",
        actor=actor,
    )
    running = league.seasons.filter(status=Season.Status.RUNNING).first()
    if approve and running is not None:
        SeasonEntry.objects.get_or_create(season=running, team=team)
    return team


# --- seasons and fixtures -----------------------------------------------------------------------


@transaction.atomic
def season_start(*, league: League, name: str = "", divisions: dict[int, int | None] | None = None) -> Season:
    """Start a season with the league's approved teams (optionally placed in divisions: team id -> division id)."""
    if league.seasons.filter(status=Season.Status.RUNNING).exists():
        raise LeagueError("A season is already running; finish it before starting another.")
    number = (league.seasons.aggregate(n=Max("number"))["n"] or 0) + 1
    season = Season.objects.create(league=league, number=number, name=name.strip() or f"Season {number}")
    divisions = divisions or {}
    teams = league.teams.filter(entry=Team.Entry.APPROVED)
    SeasonEntry.objects.bulk_create(SeasonEntry(season=season, team=t, division_id=divisions.get(t.pk)) for t in teams)
    return season


@transaction.atomic
def season_generate_fixtures(
    *,
    season: Season,
    double: bool = False,
    division: Division | None = None,
    seed: int | None = None,
    first_date: date | None = None,
    days_between: int = 7,
) -> list[Fixture]:
    """A single or double round robin for the season's teams (of one division, or those without one).

    An odd count gives each team one bye a round-robin cycle; the order of rounds is shuffled with a
    recorded seed, so two seasons do not repeat the same running order.
    """
    entries = season.entries.filter(division=division).select_related("team").order_by("team__name")
    teams = [e.team_id for e in entries]
    if len(teams) < 2:
        raise LeagueError("A round robin needs at least two approved teams.")
    existing = season.fixtures.filter(division=division).exclude(status=Fixture.Status.CANCELLED)
    if existing.exists():
        raise LeagueError("This season already has fixtures; delete or cancel them first.")
    seed = secrets.randbits(48) if seed is None else seed
    rounds = round_robin(teams, double=double, seed=seed)
    first_round = (season.fixtures.aggregate(r=Max("round"))["r"] or 0) + 1 if division is None else 1
    fixtures = []
    for index, pairs in enumerate(rounds):
        day = first_date + timedelta(days=days_between * index) if first_date else None
        for home, away in pairs:
            fixtures.append(
                Fixture(
                    season=season,
                    division=division,
                    round=first_round + index,
                    home_id=home,
                    away_id=away,
                    date=day,
                )
            )
    Fixture.objects.bulk_create(fixtures)
    season.schedule_seed = seed
    season.save(update_fields=["schedule_seed"])
    return fixtures


def _unplayed(fixture: Fixture) -> Fixture:
    fixture = Fixture.objects.select_for_update().get(pk=fixture.pk)
    if fixture.status != Fixture.Status.SCHEDULED:
        raise LeagueError("Only an unplayed fixture can be changed this way.")
    return fixture


@transaction.atomic
def fixture_move(*, fixture: Fixture, round: int | None = None, date: date | None = None) -> Fixture:
    fixture = _unplayed(fixture)
    if round is not None:
        if round < 1:
            raise LeagueError("Rounds start at 1.", field="round")
        fixture.round = round
    fixture.date = date
    fixture.save(update_fields=["round", "date"])
    return fixture


@transaction.atomic
def fixture_add(*, season: Season, home: Team, away: Team | None, round: int, date: date | None = None) -> Fixture:
    entered = set(season.entries.values_list("team_id", flat=True))
    if home.pk not in entered or (away is not None and away.pk not in entered):
        raise LeagueError("Both teams must play this season.", field="home")
    if away is not None and home.pk == away.pk:
        raise LeagueError("A team cannot play itself.", field="away")
    if round < 1:
        raise LeagueError("Rounds start at 1.", field="round")
    return Fixture.objects.create(season=season, home=home, away=away, round=round, date=date)


@transaction.atomic
def fixture_delete(*, fixture: Fixture) -> None:
    _unplayed(fixture).delete()


@transaction.atomic
def fixture_cancel(*, fixture: Fixture) -> Fixture:
    fixture = _unplayed(fixture)
    fixture.status = Fixture.Status.CANCELLED
    fixture.save(update_fields=["status"])
    return fixture


# --- results ------------------------------------------------------------------------------------


def _check_figures(fixture: Fixture, figures: dict) -> dict:
    clean = {}
    for key, top in (
        ("home_td", MAX_TOUCHDOWNS),
        ("away_td", MAX_TOUCHDOWNS),
        ("home_cas", MAX_CASUALTIES),
        ("away_cas", MAX_CASUALTIES),
    ):
        value = figures.get(key, 0)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= top:
            raise LeagueError(f"Enter a whole number from 0 to {top}.", field=key)
        clean[key] = value
    conceded = figures.get("conceded_by")
    conceded_id = getattr(conceded, "pk", conceded)
    if conceded_id is not None and conceded_id not in (fixture.home_id, fixture.away_id):
        raise LeagueError("Only a team playing this game can concede it.", field="conceded_by")
    clean["conceded_by_id"] = conceded_id
    win_kind = figures.get("win_kind") or ""
    if win_kind and win_kind not in Fixture.WinKind.values:
        raise LeagueError("Choose a Points, Runaway or Annihilation win.", field="win_kind")
    clean["win_kind"] = win_kind
    try:
        as_result(fixture, **clean)
    except ValueError as exc:
        raise LeagueError(f"{str(exc)[:1].upper()}{str(exc)[1:]}.", field="win_kind" if win_kind else "") from None
    return clean


def _is_coach_in(user, fixture: Fixture) -> bool:
    return user.pk in {fixture.home.coach_id, getattr(fixture.away, "coach_id", None)}


@transaction.atomic
def result_submit(*, fixture: Fixture, actor, is_commissioner: bool = False, **figures) -> Fixture:
    """A coach of either team (or a commissioner) enters the result; a commissioner's entry is confirmed at once."""
    fixture = (
        Fixture.objects.select_for_update(of=("self",))
        .select_related("home", "away", "season__league")
        .get(pk=fixture.pk)
    )
    if not is_commissioner and not _is_coach_in(actor, fixture):
        raise LeagueError("Only the coaches of this game or a commissioner can enter its result.")
    if fixture.status == Fixture.Status.CONFIRMED:
        raise LeagueError("This result is already confirmed; ask a commissioner to correct it.")
    if fixture.status == Fixture.Status.CANCELLED:
        raise LeagueError("This fixture was cancelled.")
    if fixture.is_bye:
        raise LeagueError("A bye has no result to enter.")
    clean = _check_figures(fixture, figures)
    for key, value in clean.items():
        setattr(fixture, key, value)
    now = timezone.now()
    fixture.submitted_by = actor
    fixture.submitted_at = now
    fixture.status = Fixture.Status.SUBMITTED
    if is_commissioner:
        fixture.status = Fixture.Status.CONFIRMED
        fixture.confirmed_by = actor
        fixture.confirmed_at = now
    fixture.save()
    if fixture.status == Fixture.Status.CONFIRMED:
        _on_confirmed(fixture)
    return fixture


@transaction.atomic
def result_confirm(*, fixture: Fixture, actor, is_commissioner: bool = False) -> Fixture:
    """The other coach (or a commissioner) confirms a submitted result; it then counts in the standings."""
    fixture = (
        Fixture.objects.select_for_update(of=("self",))
        .select_related("home", "away", "season__league")
        .get(pk=fixture.pk)
    )
    if fixture.status != Fixture.Status.SUBMITTED:
        raise LeagueError("There is no result waiting for confirmation.")
    if not is_commissioner:
        if not _is_coach_in(actor, fixture):
            raise LeagueError("Only the other coach or a commissioner can confirm this result.")
        if fixture.submitted_by_id == actor.pk:
            raise LeagueError("The other coach must confirm the result you entered.")
    fixture.status = Fixture.Status.CONFIRMED
    fixture.confirmed_by = actor
    fixture.confirmed_at = timezone.now()
    fixture.save(update_fields=["status", "confirmed_by", "confirmed_at"])
    _on_confirmed(fixture)
    return fixture


@transaction.atomic
def result_correct(*, fixture: Fixture, actor, **figures) -> Fixture:
    """A commissioner corrects a confirmed result's figures; the standings follow."""
    fixture = Fixture.objects.select_for_update().get(pk=fixture.pk)
    if fixture.status != Fixture.Status.CONFIRMED:
        raise LeagueError("Only a confirmed result can be corrected.")
    for key, value in _check_figures(fixture, figures).items():
        setattr(fixture, key, value)
    fixture.save()
    return fixture


def _on_confirmed(fixture: Fixture) -> None:
    """Hook for what follows a confirmed result (the post-game sequence lives in ``matches``)."""
    from matches.hooks import result_confirmed

    result_confirmed(fixture)


@transaction.atomic
def season_finish_and_start_next(*, league: League, name: str = "") -> Season:
    """End the running season and start the next with the same teams; players who missed the last game are
    available again, the rest carry over as they stand."""
    current = league.seasons.select_for_update().filter(status=Season.Status.RUNNING).first()
    if current is None:
        raise LeagueError("There is no running season to finish.")
    current.status = Season.Status.FINISHED
    current.save(update_fields=["status"])
    entries = list(current.entries.all())
    team_ids = [e.team_id for e in entries]
    Player.objects.filter(team_id__in=team_ids, status=Player.Status.MISSES_NEXT_GAME).update(
        status=Player.Status.AVAILABLE
    )
    number = current.number + 1
    season = Season.objects.create(league=league, number=number, name=name.strip() or f"Season {number}")
    SeasonEntry.objects.bulk_create(
        SeasonEntry(season=season, team_id=e.team_id, division_id=e.division_id) for e in entries
    )
    TeamEvent.objects.bulk_create(
        TeamEvent(team_id=t, kind=TeamEvent.Kind.SEASON, description=f"Carried over into {season.name}.")
        for t in team_ids
    )
    from teams.services import recompute_values

    for team in Team.objects.filter(pk__in=team_ids).select_related("league"):
        recompute_values(team)
        team.save(update_fields=["team_value", "current_team_value"])
    return season


def user_fixtures_q(user) -> Q:
    return Q(home__coach=user) | Q(away__coach=user)

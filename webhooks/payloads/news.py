"""What happened, read from the database once per event kind and object: the ``data`` of the generic JSON body,
which the Discord preset also renders. Names and figures only: no e-mail address, invite code, calendar key, seed
or token. A thing gone by the time the task runs (a voided result, a deleted round) announces nothing."""

from __future__ import annotations

from dataclasses import dataclass

from django.urls import reverse
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext as _
from django.utils.translation import override

from events.models import Event, EventGame, Round
from events.selectors import event_standings
from league.models import Fixture, League, Season
from league.selectors import standings_rows
from matches.models import Match, PlayerReport
from matches.selectors.postgame import post_game_for_fixture
from notifications.services import site_link
from rules.report import ReportedInjury

from ..models import Kind

STANDINGS_SHOWN = 10  # rows of a table a message carries (the whole table is one link away)


@dataclass(frozen=True)
class Announcement:
    """One thing to tell: its kind, whose it is (a league's or an event's pk) and what it says."""

    kind: str
    league_id: int | None
    event_id: int | None
    data: dict


def _english(format_date, *args) -> str:
    """A date worded as the JSON body always words it, in English, whatever language is active (a task run
    in-process inherits the request's); Discord words it again in its webhook's language."""
    with override(None):
        return format_date(*args)


def _league(league: League) -> dict:
    return {"name": league.name, "slug": league.slug, "url": site_link(league.get_absolute_url())}


def _event(event: Event) -> dict:
    return {"name": event.name, "slug": event.slug, "url": site_link(event.get_absolute_url())}


def _team(team) -> dict | None:
    if team is None:
        return None
    return {"name": team.name, "race": team.race, "coach": team.coach.get_username() if team.coach_id else None}


def _fixture(fixture: Fixture) -> dict:
    return {
        "season": fixture.season.number,
        "round": fixture.round,
        "home": _team(fixture.home),
        "away": _team(fixture.away),
        "home_td": fixture.home_td,
        "away_td": fixture.away_td,
        "home_cas": fixture.home_cas,
        "away_cas": fixture.away_cas,
        "conceded_by": fixture.conceded_by.name if fixture.conceded_by_id else None,
        "forfeit": fixture.forfeit_reason or None,  # the commissioner's reason, when the game was never played
        "url": site_link(fixture.get_absolute_url()),
    }


def _confirmed(fixture_id: int) -> Fixture | None:
    found = Fixture.objects.select_related("season__league", "home__coach", "away__coach", "conceded_by")
    return found.filter(pk=fixture_id, status=Fixture.Status.CONFIRMED).first()


def result_confirmed(fixture_id: int) -> Announcement | None:
    fixture = _confirmed(fixture_id)
    if fixture is None:
        return None
    league = fixture.season.league
    data = {"league": _league(league), "fixture": _fixture(fixture)}
    return Announcement(Kind.RESULT_CONFIRMED, league.pk, None, data)


def fixture_scheduled(fixture_id: int) -> Announcement | None:
    """The kick-off the coaches agreed, while the game is still to be played at it."""
    found = Fixture.objects.select_related("season__league", "home__coach", "away__coach")
    fixture = found.filter(pk=fixture_id, status=Fixture.Status.SCHEDULED, kickoff__isnull=False).first()
    if fixture is None or fixture.away_id is None:
        return None
    league, local = fixture.season.league, timezone.localtime(fixture.kickoff)
    data = {
        "league": _league(league),
        "fixture": {key: value for key, value in _fixture(fixture).items() if not key.endswith(("_td", "_cas"))}
        | {"kickoff": fixture.kickoff.isoformat(), "kickoff_local": _english(date_format, local, "D j M Y, H:i"),
           "time_zone": str(local.tzinfo)},
    }
    return Announcement(Kind.FIXTURE_SCHEDULED, league.pk, None, data)


def round_played(fixture_id: int) -> Announcement | None:
    """Every game of a league round is played (the confirmed ``fixture`` was its last): the round's results and the
    season's standings as they stand."""
    fixture = _confirmed(fixture_id)
    if fixture is None:
        return None
    season, league = fixture.season, fixture.season.league
    games = (
        season.fixtures.filter(round=fixture.round, status=Fixture.Status.CONFIRMED, away__isnull=False)
        .select_related("season", "home__coach", "away__coach", "conceded_by")
        .order_by("division__name", "pk")
    )
    rows = standings_rows(season=season)
    data = {
        "league": _league(league),
        "round": {"season": season.number, "number": fixture.round},
        "games": [_fixture(game) for game in games],
        "standings": [_standing(row, name=row.get("team", "")) | {"division": row.get("division")}
                      for row in rows[:STANDINGS_SHOWN]],
        "url": site_link(reverse("league:standings", kwargs={"slug": league.slug})),
    }
    return Announcement(Kind.ROUND_PLAYED, league.pk, None, data)


def post_game(match_id: int) -> Announcement | None:
    """The post-game's news: each team's post-game entries (winnings, fans, the Draft, skills gained, players who
    miss the next game) as its history words them, and the players who died."""
    match = Match.objects.filter(pk=match_id, sequence=Match.Sequence.DONE).first()
    fixture = _confirmed(match.fixture_id) if match is not None else None
    if fixture is None:
        return None
    found = post_game_for_fixture(fixture=fixture) or {"events": []}
    news: dict[str, list[str]] = {}
    for entry in found["events"]:
        news.setdefault(entry.team.name, []).append(entry.description)
    dead = PlayerReport.objects.filter(match=match, injury=ReportedInjury.DEAD.value).select_related("player", "team")
    league = fixture.season.league
    data = {
        "league": _league(league),
        "fixture": _fixture(fixture),
        "teams": [{"team": team, "news": lines} for team, lines in news.items()],
        "deaths": [{"team": r.team.name, "player": r.player.name or f"#{r.player.number}",
                    "position": r.player.position} for r in dead.order_by("team__name", "player__number")],
    }
    return Announcement(Kind.POST_GAME, league.pk, None, data)


def season_finished(season_id: int) -> Announcement | None:
    season = Season.objects.select_related("league", "champion").filter(pk=season_id).first()
    if season is None or season.status != Season.Status.FINISHED:
        return None
    rows = [row for table in season.final_standings or [] for row in table.get("rows", [])]
    data = {
        "league": _league(season.league),
        "season": {"number": season.number, "name": season.name},
        "champion": season.champion.name if season.champion_id else None,
        "standings": [_standing(row, name=row.get("name", "")) for row in rows[:STANDINGS_SHOWN]],
        "url": site_link(reverse("league:standings", kwargs={"slug": season.league.slug})),
    }
    return Announcement(Kind.SEASON_FINISHED, season.league_id, None, data)


def _standing(row: dict, *, name: str) -> dict:
    keys = ("rank", "played", "won", "drawn", "lost", "points", "td_for", "td_against", "cas_for", "cas_against")
    return {"name": name, **{key: row.get(key) for key in keys}}


def _game(game: EventGame, *, scores: bool) -> dict:
    def side(coach):
        if coach is None:
            return None
        return {"coach": coach.name, "team": coach.team_name, "race": coach.race}

    found = {"table": game.table, "home": side(game.home), "away": side(game.away)}
    if scores:
        found.update(home_td=game.home_td, away_td=game.away_td, home_cas=game.home_cas, away_cas=game.away_cas)
    return found


def _round(round_id: int) -> Round | None:
    return Round.objects.select_related("event").filter(pk=round_id).first()


def _event_standings(event: Event) -> list[dict]:
    rows = event_standings(event=event)[:STANDINGS_SHOWN]
    return [_standing({"rank": row.rank, **{k: getattr(row, k) for k in ("played", "won", "drawn", "lost", "points",
                                                                         "td_for", "td_against", "cas_for",
                                                                         "cas_against")}}, name=coach.name)
            for row, coach in rows]


def round_drawn(round_id: int) -> Announcement | None:
    round_ = _round(round_id)
    if round_ is None:
        return None
    games = round_.games.select_related("home", "away").order_by("table")
    data = {
        "event": _event(round_.event),
        "round": {"number": round_.number, "stage": round_.stage},
        "games": [_game(game, scores=False) for game in games],
    }
    return Announcement(Kind.ROUND_DRAWN, None, round_.event_id, data)


def round_completed(round_id: int) -> Announcement | None:
    round_ = _round(round_id)
    if round_ is None:
        return None
    games = list(round_.games.select_related("home", "away").order_by("table"))
    if any(game.status != EventGame.Status.CONFIRMED for game in games):
        return None
    data = {
        "event": _event(round_.event),
        "round": {"number": round_.number, "stage": round_.stage},
        "games": [_game(game, scores=True) for game in games],
        "standings": _event_standings(round_.event),
    }
    return Announcement(Kind.ROUND_COMPLETED, None, round_.event_id, data)


def event_finished(event_id: int) -> Announcement | None:
    event = Event.objects.filter(pk=event_id).first()
    if event is None:
        return None
    standings = _event_standings(event)
    data = {"event": _event(event), "winner": standings[0]["name"] if standings else None, "standings": standings}
    return Announcement(Kind.EVENT_FINISHED, None, event.pk, data)


BUILDERS = {
    Kind.FIXTURE_SCHEDULED: fixture_scheduled,
    Kind.RESULT_CONFIRMED: result_confirmed,
    Kind.POST_GAME: post_game,
    Kind.SEASON_FINISHED: season_finished,
    Kind.ROUND_DRAWN: round_drawn,
    Kind.ROUND_COMPLETED: round_completed,
    Kind.ROUND_PLAYED: round_played,
    Kind.EVENT_FINISHED: event_finished,
}


def announcement(kind: str, object_id: int) -> Announcement | None:
    """What to tell about the object of this kind, or None when it no longer stands."""
    return BUILDERS[Kind(kind)](object_id)


def ping(webhook) -> Announcement:
    """The "send a test" message: who it is from, and that it works (worded in the webhook's language)."""
    owner = webhook.owner
    whose = {"league": _league(owner)} if webhook.league_id else {"event": _event(owner)}
    with override(webhook.language):
        message = _("A test from Sevens League: %(webhook)s works.") % {"webhook": webhook.name}
    data = {**whose, "webhook": webhook.name, "message": message}
    return Announcement(Kind.TEST, webhook.league_id, webhook.event_id, data)
